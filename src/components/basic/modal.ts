import {LitElement, css, html, nothing} from 'lit';
import type {PropertyValues} from 'lit';
import {property, query, state} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {toText} from '../../model/coerce.js';
import {Localize} from '../../i18n/controller.js';

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"], [contenteditable=""], audio[controls], video[controls]';

/** Whether the element, or an element inside it, takes focus by itself (custom elements too). */
export function containsFocusable(element: Element): boolean {
  for (const el of [element, ...element.querySelectorAll('*')]) {
    if (el.matches(FOCUSABLE) || el.shadowRoot?.delegatesFocus) return true;
  }
  return false;
}

/** The custom elements in `elements` (and inside them) whose class is not defined yet. */
function undefinedTags(elements: readonly Element[]): Set<string> {
  const tags = new Set<string>();
  for (const element of elements)
    for (const el of [element, ...element.querySelectorAll('*')])
      if (el.localName.includes('-') && !customElements.get(el.localName)) tags.add(el.localName);
  return tags;
}

const isHeading = (el: Element) =>
  /^h[1-6]$/.test(el.localName) || el.getAttribute('role') === 'heading';

/** The first heading at or inside `el`, shadow roots included, in the order they show. */
function findHeading(el: Element): Element | undefined {
  if (isHeading(el)) return el;
  for (const root of [el.shadowRoot, el]) {
    for (const child of root?.children ?? []) {
      const found = findHeading(child);
      if (found) return found;
    }
  }
  return undefined;
}

/** The words of the first heading in `elements` (shadow roots included); '' when none. */
export function firstHeadingText(elements: readonly Element[]): string {
  for (const element of elements) {
    const heading = findHeading(element);
    if (heading) return heading.textContent?.trim().replace(/\s+/g, ' ') ?? '';
  }
  return '';
}

/** The focused element, looking into shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * @summary A trigger that opens its content in a modal dialog.
 *
 * Only the trigger shows. Activating it (a click, or Enter/Space on a button inside it) opens a
 * native modal `<dialog>` with the content and a Close button: the rest of the page becomes inert,
 * so focus stays in the dialog. Escape, the Close button or a click on the backdrop close it, and
 * focus goes back to where it was (the trigger). A trigger with nothing focusable in it (a text,
 * an image) is made a button itself, so keyboard users can open the dialog too. The content stays
 * in the document while closed, so what the person typed in it survives closing and reopening.
 *
 * @slot trigger - What the person activates to open the dialog, usually a button.
 * @slot content - What the dialog shows.
 * @csspart trigger - The box around the trigger (a button itself when the trigger has nothing focusable).
 * @csspart dialog - The native `<dialog>`.
 * @csspart header - The bar at the top of the dialog that holds the Close button.
 * @csspart close - The Close button.
 * @csspart body - The box around the content.
 * @cssprop [--svc-modal-width=640px] - Widest the dialog gets (never wider than the viewport).
 * @cssprop [--svc-modal-padding=var(--svc-space-4, 16px)] - Space around the content.
 * @cssprop [--svc-modal-backdrop=rgb(0 0 0 / 0.45)] - Colour over the page behind the dialog.
 */
export class SvcModal extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_width: var(--svc-modal-width, 640px);
        --_padding: var(--svc-modal-padding, var(--_space-4));
        --_backdrop: var(--svc-modal-backdrop, rgb(0 0 0 / 0.45));
        display: inline-block;
        max-width: 100%;
      }
      [part~='trigger'] {
        display: inline-block;
        max-width: 100%;
      }
      [part~='trigger'][role='button'] {
        cursor: pointer;
        border-radius: var(--_radius);
      }
      [part~='dialog'] {
        width: min(var(--_width), calc(100vw - 32px));
        max-height: calc(100dvh - 32px);
        padding: 0;
        border: 1px solid var(--_border);
        border-radius: var(--_radius-lg);
        background: var(--_bg);
        color: var(--_text);
        box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
      }
      [part~='dialog']::backdrop {
        background: var(--_backdrop);
      }
      [part~='header'] {
        display: flex;
        justify-content: flex-end;
        padding: var(--_space-2) var(--_space-2) 0;
      }
      [part~='close'] {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: var(--_control-md);
        height: var(--_control-md);
        padding: 0;
        border: 0;
        border-radius: var(--_radius);
        background: transparent;
        color: var(--_muted);
        cursor: pointer;
      }
      [part~='close']:hover {
        background: var(--_raised);
        color: var(--_text);
      }
      [part~='close'] svg {
        width: calc(16px * var(--_scale));
        height: calc(16px * var(--_scale));
      }
      [part~='body'] {
        padding: 0 var(--_padding) var(--_padding);
      }
    `,
  ];

  /** Whether the dialog is open. Setting it opens or closes the dialog; the user's actions update it. */
  @property({type: Boolean, reflect: true}) open = false;

  /**
   * Accessible name of the dialog. Empty: the host's `aria-label` (an agent's accessibility label),
   * else the first heading of the content, else "Dialog" in the page's language.
   */
  @property() label = '';

  /** Accessible name of the Close button; empty: "Close" in the page's language. */
  @property({attribute: 'close-label'}) closeLabel = '';

  /** The trigger has nothing focusable, so its box acts as the button. */
  @state() private triggerIsPlain = false;

  @query('dialog') private dialog!: HTMLDialogElement;
  @query('slot[name="content"]') private contentSlot!: HTMLSlotElement;

  /** The content's first heading when the dialog last opened. */
  #heading = '';

  /** Where focus was when the dialog opened; it goes back there on close. */
  #returnFocus: HTMLElement | null = null;

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.open = false;
  }

  readonly #i18n = new Localize(this);

  override render() {
    const plain = this.triggerIsPlain;
    const label = this.#name();
    const closeLabel = toText(this.closeLabel).trim() || this.#i18n.t('modal.close');
    return html`<span
        part="trigger"
        role=${plain ? 'button' : nothing}
        tabindex=${plain ? '0' : nothing}
        aria-haspopup=${plain ? 'dialog' : nothing}
        @click=${this.#onTriggerClick}
        @keydown=${this.#onTriggerKeyDown}
        ><slot name="trigger" @slotchange=${this.#onTriggerSlotChange}></slot
      ></span>
      <dialog part="dialog" aria-label=${label} closedby="any" @close=${this.#onClose}>
        <div part="header">
          <button part="close" type="button" aria-label=${closeLabel} @click=${this.#close}>
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="1.8" />
            </svg>
          </button>
        </div>
        <div part="body"><slot name="content"></slot></div>
      </dialog>`;
  }

  protected override updated(changed: PropertyValues<this>) {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) this.#show();
    else if (!this.open && this.dialog.open) this.dialog.close();
  }

  /** The dialog's accessible name (see `label`). */
  #name(): string {
    return (
      toText(this.label).trim() ||
      this.getAttribute('aria-label')?.trim() ||
      this.#heading ||
      this.#i18n.t('modal.label')
    );
  }

  #show() {
    if (!this.isConnected) return;
    this.#returnFocus = deepActiveElement();
    // Named before it opens, so the name is there when focus moves in.
    this.#heading = firstHeadingText(this.contentSlot.assignedElements());
    this.dialog.setAttribute('aria-label', this.#name());
    this.dialog.showModal();
  }

  #close() {
    this.dialog.close();
    // The dialog's close event comes a task later; settle the state now.
    this.#onClose();
  }

  /** The dialog closed (Close, Escape, backdrop or `open = false`). Runs once per opening. */
  #onClose() {
    this.open = false;
    const target = this.#returnFocus;
    this.#returnFocus = null;
    if (target?.isConnected) target.focus();
  }

  #onTriggerClick() {
    if (this.dialog.open) return;
    this.open = true;
    // Open now rather than at the next render, so the dialog has focus before any key repeats.
    this.#show();
  }

  #onTriggerKeyDown(e: KeyboardEvent) {
    // A focusable trigger (a button) turns Enter and Space into a click by itself.
    if (!this.triggerIsPlain || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    this.#onTriggerClick();
  }

  #onTriggerSlotChange(e: Event) {
    const slot = e.target as HTMLSlotElement;
    const assigned = slot.assignedElements();
    // An element whose module loads on first use (an <svc-button>) shows whether it takes focus
    // only once defined: until then the trigger is left as it is, and looked at again then, so
    // that a button is never wrapped in a second one.
    const pending = undefinedTags(assigned);
    this.triggerIsPlain = !pending.size && assigned.length > 0 && !assigned.some(containsFocusable);
    if (!pending.size) return;
    const tags = [...pending].map((tag) => customElements.whenDefined(tag));
    void Promise.all(tags).then(() => {
      const now = slot.assignedElements();
      this.triggerIsPlain = now.length > 0 && !now.some(containsFocusable);
    });
  }
}

customElements.define('svc-modal', SvcModal);

declare global {
  interface HTMLElementTagNameMap {
    'svc-modal': SvcModal;
  }
}
