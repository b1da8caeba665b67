import {LitElement, css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBool, toText} from './internal/coerce.js';

/** The looks a button can have. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

/**
 * Any spelling of a variant: `primary`, `BUTTON_VARIANT_PRIMARY`, `Text`, `borderless`, `link`;
 * `default` and anything unknown give `secondary`.
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
 * @fires click - The user pressed the enabled button.
 * @csspart base - The native `<button>`.
 * @csspart label - The label text.
 * @csspart tooltip - The bubble that explains why the button is disabled.
 * @cssprop [--svc-button-padding=6px 14px] - Space inside the button.
 * @cssprop [--svc-button-radius=var(--svc-radius, 6px)] - Corner radius.
 * @cssprop [--svc-button-font-weight=600] - Weight of the label.
 * @cssprop [--svc-button-primary-color=var(--svc-color-primary)] - Background of `primary`, text colour of `text`.
 * @cssprop [--svc-button-tooltip-background=var(--svc-color-text)] - Background of the tooltip.
 * @cssprop [--svc-button-tooltip-color=var(--svc-color-surface)] - Text colour of the tooltip.
 * @cssstate primary - The variant is `primary`.
 * @cssstate secondary - The variant is `secondary`.
 * @cssstate text - The variant is `text`.
 * @cssstate disabled - Disabled, by `disabled` or by a `disabledReason`.
 */
@customElement('svc-button')
export class SvcButton extends LitElement {
  /** @internal Focus on the host moves to the inner button. */
  static override shadowRootOptions = {...LitElement.shadowRootOptions, delegatesFocus: true};

  static override styles = [
    hostStyles,
    css`
      :host {
        --_padding: var(--svc-button-padding, 6px 14px);
        --_button-radius: var(--svc-button-radius, var(--_radius));
        --_weight: var(--svc-button-font-weight, 600);
        --_accent: var(--svc-button-primary-color, var(--_primary));
        --_tip-bg: var(--svc-button-tooltip-background, var(--_text));
        --_tip-color: var(--svc-button-tooltip-color, var(--_bg));
        display: inline-block;
        position: relative;
        max-width: 100%;
        vertical-align: middle;
      }
      [part~='base'] {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        max-width: 100%;
        min-height: 2rem;
        padding: var(--_padding);
        border: 1px solid var(--_border);
        border-radius: var(--_button-radius);
        background: var(--_raised);
        color: var(--_text);
        font: inherit;
        font-weight: var(--_weight);
        line-height: 1.25;
        text-align: center;
        cursor: pointer;
      }
      [part~='base']:hover {
        filter: brightness(0.96);
      }
      [part~='label'] {
        overflow-wrap: anywhere;
        min-width: 0;
      }
      :host(:state(primary)) [part~='base'] {
        background: var(--_accent);
        border-color: var(--_accent);
        color: var(--_on-primary);
      }
      :host(:state(text)) [part~='base'] {
        background: transparent;
        border-color: transparent;
        color: var(--_accent);
      }
      :host(:state(text)) [part~='base']:hover {
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
        bottom: calc(100% + 6px);
        left: 50%;
        z-index: 10;
        width: max-content;
        max-width: min(18rem, 80vw);
        padding: var(--_space-1) var(--_space-2);
        border-radius: var(--_radius);
        background: var(--_tip-bg);
        color: var(--_tip-color);
        font-size: 0.9em;
        font-weight: normal;
        line-height: 1.35;
        overflow-wrap: anywhere;
        transform: translateX(-50%);
        pointer-events: none;
        visibility: hidden;
        opacity: 0;
        transition: opacity 120ms ease-in;
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

  /** The text on the button. */
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

  #internals = this.attachInternals();
  /** The variant and disabled states last written, so custom states change only when needed. */
  #variantState?: ButtonVariant;
  #disabledState = false;

  /** True when the button ignores presses: `disabled` or a non-empty `disabledReason`. */
  get isDisabled(): boolean {
    return toBool(this.disabled) || toText(this.disabledReason).trim() !== '';
  }

  override willUpdate() {
    // An agent may send "true"/"false" or 0/1: store a real boolean so the attribute is right.
    if (typeof this.disabled !== 'boolean') this.disabled = toBool(this.disabled);
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
    const disabled = this.isDisabled;
    return html`<button
        part="base"
        type="button"
        aria-disabled=${disabled ? 'true' : nothing}
        aria-describedby=${reason ? 'reason' : nothing}
        @click=${this.#onClick}
        @keydown=${this.#onKeyDown}
        @blur=${this.#showTooltip}
        @mouseleave=${this.#showTooltip}
      >
        <span part="label">${toText(this.label)}</span></button
      >${reason ? this.#renderTooltip(reason) : nothing}`;
  }

  #renderTooltip(reason: string) {
    // A tooltip is named by its text content, which the rule cannot see in a binding.
    // eslint-disable-next-line lit-a11y/accessible-name
    return html`<span part="tooltip" id="reason" role="tooltip">${reason}</span>`;
  }

  /** Like a native disabled button, a disabled one ignores `click()`. */
  override click() {
    if (!this.isDisabled) super.click();
  }

  #onClick(e: Event) {
    if (!this.isDisabled) return;
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

declare global {
  interface HTMLElementTagNameMap {
    'svc-button': SvcButton;
  }
}
