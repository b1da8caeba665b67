import {LitElement, css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {smallHeadingRule} from '../../styles/layout.js';
import {describeTrend, polylinePoints, text, toCards, toSources} from './internal/metric-data.js';
import type {MetricCardView} from './internal/metric-data.js';
import {renderSources, sourcesStyles} from './internal/sources-footnote.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';
import {HeadingLevels} from '../../controllers/element-headings.js';

/** One card as sent on the wire. Any field may be missing or of another type; it is coerced. */
export interface MetricCard {
  label?: string;
  value?: string | number;
  /** A change such as `+12%`, `-3`, `0` or `−4.5%`, or a number. */
  delta?: string | number;
  sparkline?: number[];
}

/** Where the figures come from, as sent on the wire. */
export interface MetricSource {
  kind?: string;
  label?: string;
  /** Linked only when it is an absolute http(s) URL; otherwise shown as text. */
  ref?: string;
  /** A count, usually a decimal string. */
  count?: string | number;
}

const WIDTH = 100;
const HEIGHT = 28;
const ARROWS = {up: '▲', down: '▼', flat: '', unknown: '', none: ''} as const;

/**
 * @summary Key figures as a responsive grid of cards, each with a label, a value, a change and a
 * small trend line.
 *
 * Deltas are coloured and marked with an arrow by direction and read out in words ("up 12%",
 * "down 3%", "no change"). A sparkline is an inline SVG polyline with a text description ("trend
 * over 7 points, from 3 to 12, rising"); points that are not finite numbers are dropped, and a
 * card with fewer than two points has none. Sources are listed as a footnote; a source's `ref`
 * is a link only when it is an absolute http(s) URL.
 *
 * @csspart base - The wrapper around everything.
 * @csspart heading - The heading.
 * @csspart grid - The list of cards.
 * @csspart card - Each card.
 * @csspart label - A card's label.
 * @csspart value - A card's value.
 * @csspart delta - A card's change.
 * @csspart sparkline - A card's trend line (the `<svg>`).
 * @csspart sources - The sources footnote.
 * @cssprop [--svc-metric-cards-min-width=160px] - Narrowest a card gets before the grid wraps.
 * @cssprop [--svc-metric-cards-gap=var(--svc-space-3)] - Space between cards.
 * @cssprop [--svc-metric-cards-background=var(--svc-color-surface-raised)] - Card background.
 * @cssprop [--svc-metric-cards-border-color=var(--svc-color-border)] - Card border.
 * @cssprop [--svc-metric-cards-value-size=24px] - Font size of the values.
 * @cssprop [--svc-metric-cards-up-color=var(--svc-color-success)] - Colour of a rising delta.
 * @cssprop [--svc-metric-cards-down-color=var(--svc-color-danger)] - Colour of a falling delta.
 * @cssprop [--svc-metric-cards-flat-color=var(--svc-color-text-muted)] - Colour of other deltas.
 * @cssprop [--svc-metric-cards-sparkline-color=var(--svc-color-primary)] - Colour of the trend line.
 */
@customElement('svc-metric-cards')
export class SvcMetricCards extends LitElement {
  static override styles = [
    hostStyles,
    visuallyHidden,
    sourcesStyles,
    css`
      :host {
        --_min-width: var(--svc-metric-cards-min-width, 160px);
        --_gap: var(--svc-metric-cards-gap, var(--_space-3));
        --_card-bg: var(--svc-metric-cards-background, var(--_raised));
        --_card-border: var(--svc-metric-cards-border-color, var(--_border));
        --_value-size: var(--svc-metric-cards-value-size, calc(24px * var(--_scale)));
        --_up: var(--svc-metric-cards-up-color, var(--_success));
        --_down: var(--svc-metric-cards-down-color, var(--_danger));
        --_flat: var(--svc-metric-cards-flat-color, var(--_muted));
        --_spark: var(--svc-metric-cards-sparkline-color, var(--_primary));
        display: block;
        min-width: 0;
      }
      ${smallHeadingRule("[part~='heading']")}
      [part~='grid'] {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(var(--_min-width), 100%), 1fr));
        gap: var(--_gap);
        margin: 0;
        padding: 0;
        list-style: none;
      }
      [part~='card'] {
        display: flex;
        flex-direction: column;
        gap: var(--_space-1);
        min-width: 0;
        padding: var(--_space-3);
        background: var(--_card-bg);
        border: 1px solid var(--_card-border);
        border-radius: var(--_radius-lg);
      }
      [part~='label'] {
        color: var(--_muted);
      }
      [part~='value'] {
        font-size: var(--_value-size);
        font-weight: 600;
        line-height: 1.2;
        font-variant-numeric: tabular-nums;
      }
      /* A number never breaks inside ("12,345,67 / 8,901"): one line, cut with an ellipsis. */
      [part~='value'],
      [part~='delta'] {
        position: relative; /* also clips the visually hidden words */
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      [part~='delta'] {
        color: var(--_flat);
        font-weight: 600;
      }
      [part~='delta'][data-direction='up'] {
        color: var(--_up);
      }
      [part~='delta'][data-direction='down'] {
        color: var(--_down);
      }
      [part~='sparkline'] {
        display: block;
        width: 100%;
        height: calc(32px * var(--_scale));
        margin-top: auto;
        overflow: visible;
      }
      polyline {
        fill: none;
        stroke: var(--_spark);
        stroke-width: 2;
        stroke-linejoin: round;
        stroke-linecap: round;
        vector-effect: non-scaling-stroke;
      }
      .empty {
        color: var(--_muted);
      }
    `,
  ];

  /** The heading above the cards (the wire `title`). Empty: no heading. */
  @property() heading = '';

  /** Where the figures come from, shown as a footnote. Not an array: no footnote. */
  @property({attribute: false}) sources: MetricSource[] = [];

  /** The cards, in order. Not an array: no cards. */
  @property({attribute: false}) cards: MetricCard[] = [];

  readonly #i18n = new Localize(this);
  readonly #levels = new HeadingLevels(this);
  readonly #t = this.#i18n.t.bind(this.#i18n);

  override render() {
    const heading = text(this.heading).trim();
    const cards = toCards(this.cards, this.#t);
    return html`<div part="base">
      ${heading ? this.#levels.heading(1, 'heading', heading) : nothing}
      ${cards.length ? this.#renderGrid(cards) : html`<p class="empty">${this.#t('metric.empty')}</p>`}
      ${renderSources(toSources(this.sources), this.#i18n)}
    </div>`;
  }

  #renderGrid(cards: MetricCardView[]) {
    // role="list" is redundant for the linter, but Safari drops list semantics under
    // `list-style: none` without it, and screen readers should hear "list, 3 items".
    // eslint-disable-next-line lit-a11y/no-redundant-role
    return html`<ul part="grid" role="list">
      ${cards.map((card) => this.#renderCard(card))}
    </ul>`;
  }

  #renderCard(card: MetricCardView) {
    const {delta} = card;
    const arrow = ARROWS[delta.direction];
    return html`<li part="card">
      <span part="label">${card.label}</span>
      ${
        card.value === ''
          ? html`<span part="value" class="empty"
              ><span aria-hidden="true">—</span
              ><span class="visually-hidden">${this.#t('metric.noValue')}</span></span
            >`
          : html`<span part="value" title=${card.value.length > 12 ? card.value : nothing}
              ><bdi dir="ltr">${card.value}</bdi></span
            >`
      }
      ${
        delta.direction === 'none'
          ? nothing
          : html`<span part="delta" data-direction=${delta.direction}
              ><span aria-hidden="true"
                >${arrow ? `${arrow} ` : ''}<bdi dir="ltr">${delta.text}</bdi></span
              ><span class="visually-hidden">${delta.words}</span></span
            >`
      }
      ${
        card.sparkline.length >= 2
          ? html`<svg
              part="sparkline"
              role="img"
              aria-label=${describeTrend(card.sparkline, this.#t)}
              viewBox="0 0 ${WIDTH} ${HEIGHT}"
              preserveAspectRatio="none"
            >
              <polyline points=${polylinePoints(card.sparkline, WIDTH, HEIGHT, 2)}></polyline>
            </svg>`
          : nothing
      }
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-metric-cards': SvcMetricCards;
  }
}
