import {LitElement, css, html, nothing} from 'lit';
import {property, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';
import {hostStyles, textOn} from '../../styles/tokens.js';
import {
  buttonRule,
  largeButtonVars,
  primaryButtonVars,
  quietButtonVars,
  smallButtonVars,
  spinnerStyles,
} from '../../styles/buttons.js';
import {toBoolean, toText} from '../../model/coerce.js';

/** The looks a button can have. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

/**
 * Any spelling of a variant: `primary`, `BUTTON_VARIANT_PRIMARY`, `Text`, `borderless`, `link`;
 * `default` and anything unknown give `secondary`. The A2UI names map as `default` → `secondary`,
 * `primary` → `primary`, `borderless` → `text`.
 */
export function normalizeVariant(value: unknown): ButtonVariant {
  const key = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : '';
  if (key.endsWith('primary')) return 'primary';
  if (key.endsWith('text') || key.endsWith('borderless') || key.endsWith('link')) return 'text';
  return 'secondary';
}

/**
 * @summary A button the user presses to act.
 *
 * It fires the native `click` (composed) when pressed with a pointer, Enter or Space. When
 * disabled it stays focusable (`aria-disabled`, not the `disabled` attribute) so keyboard and
 * screen-reader users can find it and hear why: `disabledReason` is shown as a tooltip on hover
 * and on focus (Escape hides it) and is the button's accessible description. A disabled button's
 * clicks are stopped inside its shadow root, and `click()` on the host does nothing, so no click
 * reaches the host's listeners.
 *
 * Content: light-DOM children (an A2UI Button's `child`, such as a text or an icon) are shown in
 * the button and give it its accessible name; `label` is the text shown when there are none.
 * `accessibleLabel` and `accessibleDescription` name and describe the inner button instead.
 *
 * While `pending` (an action is on its way) the button is busy: `aria-busy="true"`, a spinner
 * beside the content (a still ring when the user prefers reduced motion), presses ignored like
 * a disabled button's; it stays focusable and keeps its name.
 *
 * @slot - The button's content; replaces `label` when it holds an element or text.
 * @fires click - The user pressed the enabled, not pending button.
 * @csspart base - The native `<button>`.
 * @csspart label - Holds the content: the slotted children, or else the `label` text.
 * @csspart spinner - The busy indicator shown while `pending`.
 * @csspart tooltip - The bubble that explains why the button is disabled.
 * @csspart notice - The note under the button about its last press (`notice`).
 * @cssprop [--svc-button-padding=4px 12px] - Space inside the button (its height comes from `size`).
 * @cssprop [--svc-button-radius=var(--svc-radius, 6px)] - Corner radius.
 * @cssprop [--svc-button-font-weight=600] - Weight of the label.
 * @cssprop [--svc-button-primary-color=var(--svc-color-primary)] - Background of `primary`, text colour of `text`.
 * @cssprop [--svc-button-tooltip-background=var(--svc-color-text)] - Background of the tooltip.
 * @cssprop [--svc-button-tooltip-color=var(--svc-color-surface)] - Text colour of the tooltip.
 * @cssstate primary - The variant is `primary`.
 * @cssstate secondary - The variant is `secondary`.
 * @cssstate text - The variant is `text`.
 * @cssprop [--svc-button-spinner-size=1em] - Diameter of the pending spinner.
 * @cssstate disabled - Disabled, by `disabled` or by a `disabledReason`.
 */
export class SvcButton extends AccessibleControl(LitElement) {
  /** @internal Focus on the host moves to the inner button. */
  static override shadowRootOptions = {...LitElement.shadowRootOptions, delegatesFocus: true};

  static override styles = [
    hostStyles,
    buttonRule("[part~='base']"),
    spinnerStyles,
    css`
      :host {
        --_button-radius: var(--svc-button-radius, var(--_radius));
        --_button-weight: var(--svc-button-font-weight, var(--_weight-strong));
        --_accent: var(--svc-button-primary-color, var(--_primary));
        --_tip-bg: var(--svc-button-tooltip-background, var(--_text));
        --_tip-color: var(--svc-button-tooltip-color, var(--_bg));
        --_spinner-size: var(--svc-button-spinner-size, 1em);
        display: inline-block;
        position: relative;
        max-width: 100%;
        vertical-align: middle;
      }
      :host([size='sm']) {
        ${smallButtonVars}
      }
      :host([size='lg']) {
        ${largeButtonVars}
      }
      [part~='base'] {
        padding: var(--svc-button-padding, var(--_space-1) var(--_button-padding, var(--_space-3)));
      }
      [part~='label'] {
        overflow-wrap: break-word;
        min-width: 0;
      }
      /* Slotted content (a text, an icon) takes the button's colour in every variant. */
      ::slotted(*) {
        --svc-text-color: currentColor;
        --svc-text-line-height: 1.25;
        color: inherit;
      }
      [part~='notice'] {
        display: block;
        margin-top: var(--_space-1);
        color: var(--_muted);
        font-size: var(--_size-sm);
        line-height: 1.35;
      }
      :host(:state(primary)) {
        ${primaryButtonVars}
        --_button-bg: var(--_accent);
        --_button-fg: var(--svc-color-on-primary, ${textOn('var(--_accent)')});
        --_button-border: var(--_accent);
      }
      :host(:state(text)) {
        ${quietButtonVars}
        --_button-fg: var(--_accent);
      }
      :host(:state(text)) [part~='base']:hover {
        filter: none;
        text-decoration: underline;
      }
      :host(:state(disabled)) [part~='base'] {
        cursor: not-allowed;
        opacity: 0.55;
        filter: none;
        text-decoration: none;
      }
      [part~='tooltip'] {
        position: absolute;
        /* Under the button: the fields it explains are above it. Without anchor positioning,
           at the button's start, where a stretched host keeps it. */
        top: calc(100% + 6px);
        left: 0;
        z-index: 10;
        width: max-content;
        max-width: min(288px, 80vw);
        padding: var(--_space-1) var(--_space-2);
        border-radius: var(--_radius);
        background: var(--_tip-bg);
        color: var(--_tip-color);
        font-size: 0.9em;
        font-weight: normal;
        line-height: 1.35;
        /* One reason a line, when several hold the button back. */
        white-space: pre-line;
        overflow-wrap: break-word;
        pointer-events: none;
        visibility: hidden;
        opacity: 0;
        transition: opacity 120ms ease-in;
      }
      /* Centred under the inner button, not the host (a column may stretch the host far wider),
         and kept in the viewport: it moves to the side that has room, and above the button only
         when there is none below. Fixed, so that no box around the button clips it. Only a
         button with a tooltip is an anchor: an anchor name on every button made laying out a
         thousand of them four times as costly. */
      @supports (position-try-fallbacks: flip-block) {
        .tooltip-anchor {
          anchor-name: --svc-button-base;
        }
        [part~='tooltip'] {
          position: fixed;
          position-anchor: --svc-button-base;
          inset: auto;
          margin-block: 6px;
          position-area: block-end center;
          position-try-fallbacks:
            block-end span-inline-start,
            block-end span-inline-end,
            block-start center,
            block-start span-inline-start,
            block-start span-inline-end;
        }
      }
      :host(:hover) [part~='tooltip'],
      [part~='base']:focus + [part~='tooltip'] {
        visibility: visible;
        opacity: 1;
      }
      :host(:state(tooltip-dismissed)) [part~='tooltip'] {
        visibility: hidden;
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='tooltip'] {
          transition: none;
        }
      }
    `,
  ];

  /** The text on the button, shown when no content is slotted. */
  @property() label = '';

  /**
   * Disables the button: it stays focusable but its clicks never reach the host. Strings such as
   * "true"/"false" are read as booleans.
   */
  @property({type: Boolean, reflect: true}) disabled = false;

  /**
   * Why the button is disabled (for example the failing check's message). When set, the button
   * is disabled too, and the text is shown as a tooltip and used as the accessible description.
   */
  @property({attribute: 'disabled-reason'}) disabledReason = '';

  /**
   * `primary`, `secondary` (default) or `text` (borderless, link-like). Any case and the SDK's
   * `BUTTON_VARIANT_*` names are accepted; unknown values give `secondary`.
   */
  @property() variant: ButtonVariant | string = 'secondary';

  /**
   * `sm`, `md` (default) or `lg`: one height each, from the `--svc-control-height-*` tokens,
   * shared with every other button of the library.
   */
  @property({reflect: true}) size: 'sm' | 'md' | 'lg' = 'md';

  /**
   * An action started by this button is in progress: the button shows a spinner, is
   * `aria-busy`, and ignores presses (no `click` reaches the host) while staying focusable.
   */
  @property({type: Boolean, reflect: true}) pending = false;

  /**
   * A short note shown under the button about its last press (inside a surface: that no answer
   * came in time, so the person may try again). Cleared by the next press.
   */
  @property() notice = '';

  /** Whether the slot holds an element or non-blank text (then `label` is not shown). */
  @state() private hasContent = false;

  #internals = this.attachInternals();
  /** The variant and disabled states last written, so custom states change only when needed. */
  #variantState?: ButtonVariant;
  #disabledState = false;

  /** True when the button ignores presses: `disabled` or a non-empty `disabledReason`. */
  get isDisabled(): boolean {
    return toBoolean(this.disabled) || toText(this.disabledReason).trim() !== '';
  }

  /** True while presses are ignored: disabled, or pending. */
  get #ignoresPresses(): boolean {
    return this.isDisabled || toBoolean(this.pending);
  }

  override willUpdate() {
    // An agent may send "true"/"false" or 0/1: store a real boolean so the attribute is right.
    if (typeof this.disabled !== 'boolean') this.disabled = toBoolean(this.disabled);
    if (typeof this.pending !== 'boolean') this.pending = toBoolean(this.pending);
    const states = this.#internals.states;
    const variant = normalizeVariant(this.variant);
    if (variant !== this.#variantState) {
      if (this.#variantState) states.delete(this.#variantState);
      states.add(variant);
      this.#variantState = variant;
    }
    const disabled = this.isDisabled;
    if (disabled !== this.#disabledState) {
      if (disabled) states.add('disabled');
      else states.delete('disabled');
      this.#disabledState = disabled;
    }
  }

  override render() {
    const reason = toText(this.disabledReason).trim();
    const notice = toText(this.notice).trim();
    const disabled = this.isDisabled;
    return html`<button
        part="base"
        type="button"
        class=${reason ? 'tooltip-anchor' : nothing}
        aria-disabled=${disabled ? 'true' : nothing}
        aria-busy=${this.pending ? 'true' : nothing}
        aria-label=${ifDefined(controlLabel(this))}
        aria-describedby=${ifDefined(controlDescribedBy(this, reason && 'reason'))}
        @click=${this.#onClick}
        @keydown=${this.#onKeyDown}
        @blur=${this.#showTooltip}
        @mouseleave=${this.#showTooltip}
      >
        ${this.pending ? html`<span part="spinner" aria-hidden="true"></span>` : nothing}<span
          part="label"
          ><slot @slotchange=${this.#onSlotChange}></slot>${
            this.hasContent ? nothing : toText(this.label)
          }</span
        ></button
      >${reason ? this.#renderTooltip(reason) : nothing}${descriptionBlock(this)}${
        notice ? html`<span part="notice">${notice}</span>` : nothing
      }`;
  }

  #renderTooltip(reason: string) {
    // A tooltip is named by its text content, which the rule cannot see in a binding.
    // eslint-disable-next-line lit-a11y/accessible-name
    return html`<span part="tooltip" id="reason" role="tooltip">${reason}</span>`;
  }

  /** Like a native disabled button, a disabled or pending one ignores `click()`. */
  override click() {
    if (!this.#ignoresPresses) super.click();
  }

  #onSlotChange(e: Event) {
    const slot = e.target as HTMLSlotElement;
    // Whitespace between tags is assigned too, but is no content.
    this.hasContent = slot
      .assignedNodes()
      .some((node) => node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim());
  }

  #onClick(e: Event) {
    if (!this.#ignoresPresses) return;
    e.preventDefault();
    e.stopPropagation();
  }

  #onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') this.#internals.states.add('tooltip-dismissed');
  }

  #showTooltip() {
    this.#internals.states.delete('tooltip-dismissed');
  }
}

customElements.define('svc-button', SvcButton);

declare global {
  interface HTMLElementTagNameMap {
    'svc-button': SvcButton;
  }
}
