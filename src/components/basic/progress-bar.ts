import {LitElement, css, html, nothing} from 'lit';
import {property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {stackRule} from '../../styles/layout.js';
import {styleProps} from '../../styles/style-props.js';
import {toNumberOrUndefined, toText} from '../../model/coerce.js';
import {Localize} from '../../i18n/controller.js';

/**
 * The completed fraction (0..1) of `value` between `min` and `max`, or `undefined` when the value
 * is missing or not a finite number (indeterminate). Numeric strings are read as numbers; a missing
 * or invalid `min`/`max` is 0/100. When `max` is not above `min` the bar is full once the value
 * reaches `max`, else empty.
 */
export function progressFraction(value: unknown, min: unknown, max: unknown): number | undefined {
  const v = toNumberOrUndefined(value);
  if (v === undefined) return undefined;
  const lo = toNumberOrUndefined(min) ?? 0;
  const hi = toNumberOrUndefined(max) ?? 100;
  if (!(hi > lo)) return v >= hi ? 1 : 0;
  const f = (v - lo) / (hi - lo);
  return Number.isFinite(f) ? Math.min(1, Math.max(0, f)) : undefined;
}

/** Whole percent shown to the user: rounded, but never 100 before the end nor 0 after the start. */
export function progressPercent(fraction: number): number {
  const p = Math.round(fraction * 100);
  if (fraction < 1 && p === 100) return 99;
  if (fraction > 0 && p === 0) return 1;
  return p;
}

/**
 * @summary A read-only bar showing how far something has progressed.
 *
 * The bar fills `(value - min) / (max - min)`, clamped to 0..100 %, and shows that percent as
 * text. While `value` is missing (undefined, null, '' or not a number) it is indeterminate: an
 * animated stripe (static under `prefers-reduced-motion`) and no `aria-valuenow`. Assistive
 * technology gets `role="progressbar"` with `aria-valuemin="0"`, `aria-valuemax="100"` and
 * `aria-valuenow` as the whole percent, named by the label.
 *
 * @csspart base - The wrapper around header and track.
 * @csspart header - The line holding the label and the percent.
 * @csspart label - The label text.
 * @csspart value - The percent text (hidden while indeterminate).
 * @csspart track - The bar's background; carries `role="progressbar"`.
 * @csspart indicator - The filled part of the bar.
 * @cssprop [--svc-progress-bar-height=var(--svc-progress-height)] - Thickness of the bar.
 * @cssprop [--svc-progress-bar-radius=999px] - Corner radius of the bar.
 * @cssprop [--svc-progress-bar-track-color=var(--svc-progress-track-color)] - Unfilled colour.
 * @cssprop [--svc-progress-bar-indicator-color=var(--svc-progress-color)] - Filled colour.
 * @cssprop [--svc-progress-bar-label-color=var(--svc-color-text)] - Colour of the label.
 * @cssstate indeterminate - The value is missing.
 */
export class SvcProgressBar extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_height: var(--svc-progress-bar-height, var(--_progress-height));
        --_bar-radius: var(--svc-progress-bar-radius, 999px);
        --_track: var(--svc-progress-bar-track-color, var(--_progress-track));
        --_indicator: var(--svc-progress-bar-indicator-color, var(--_progress-fill));
        --_label-color: var(--svc-progress-bar-label-color, var(--_text));
        display: block;
        min-width: 0;
      }
      ${stackRule("[part~='base']")}
      [part~='header'] {
        display: flex;
        justify-content: space-between;
        gap: var(--_space-2);
        color: var(--_label-color);
      }
      [part~='header']:not(:has(:not(:empty))) {
        display: none;
      }
      [part~='label'] {
        min-width: 0;
      }
      [part~='value'] {
        font-variant-numeric: tabular-nums;
        color: var(--_muted);
        white-space: nowrap;
        margin-inline-start: auto;
      }
      [part~='track'] {
        position: relative;
        overflow: hidden;
        height: var(--_height);
        border-radius: var(--_bar-radius);
        background: var(--_track);
      }
      [part~='indicator'] {
        height: 100%;
        width: calc(var(--_fraction, 0) * 100%);
        border-radius: inherit;
        background: var(--_indicator);
        transition: width 200ms ease-out;
      }
      :host(:state(indeterminate)) [part~='indicator'] {
        position: absolute;
        inset-block: 0;
        width: 40%;
        animation: slide 1.4s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          inset-inline-start: -40%;
        }
        to {
          inset-inline-start: 100%;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='indicator'] {
          transition: none;
        }
        :host(:state(indeterminate)) [part~='indicator'] {
          animation: none;
          inset-inline-start: 0;
          width: 100%;
          opacity: 0.5;
          background: repeating-linear-gradient(
            -45deg,
            var(--_indicator) 0 6px,
            transparent 6px 12px
          );
        }
      }
    `,
  ];

  /** Names the bar, shown above it. Without a label the accessible name is "Progress". */
  @property() label = '';

  /** Current value between `min` and `max`. Missing or not a number: indeterminate. */
  @property({type: Number}) value: number | undefined = undefined;

  /** Value at which the bar is empty. */
  @property({type: Number}) min = 0;

  /** Value at which the bar is full. */
  @property({type: Number}) max = 100;

  #internals = this.attachInternals();
  /** The completed fraction, or `undefined` while indeterminate; worked out once per update. */
  #fraction?: number;
  /** Whether the `indeterminate` state is set (it is only touched when this changes). */
  #indeterminate = false;

  override willUpdate() {
    this.#fraction = progressFraction(this.value, this.min, this.max);
    const indeterminate = this.#fraction === undefined;
    if (indeterminate !== this.#indeterminate) {
      if (indeterminate) this.#internals.states.add('indeterminate');
      else this.#internals.states.delete('indeterminate');
      this.#indeterminate = indeterminate;
    }
  }

  readonly #i18n = new Localize(this);

  override render() {
    const fraction = this.#fraction;
    const percent = fraction === undefined ? undefined : progressPercent(fraction);
    const label = toText(this.label);
    return html`<div part="base">
      <div part="header">
        <span part="label" id="label">${label}</span>
        <span part="value" aria-hidden="true"
          >${percent === undefined ? '' : formatPercent(percent)}</span
        >
      </div>
      <div
        part="track"
        role="progressbar"
        aria-labelledby=${label ? 'label' : nothing}
        aria-label=${label ? nothing : this.#i18n.t('common.progress')}
        aria-valuemin="0"
        aria-valuemax="100"
        aria-valuenow=${percent ?? nothing}
        aria-busy=${percent === undefined ? 'true' : nothing}
        ${styleProps({'--_fraction': fraction === undefined ? undefined : String(fraction)})}
      >
        <div part="indicator"></div>
      </div>
    </div>`;
  }
}

const percentFormat = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 0,
});

function formatPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}

customElements.define('svc-progress-bar', SvcProgressBar);

declare global {
  interface HTMLElementTagNameMap {
    'svc-progress-bar': SvcProgressBar;
  }
}
