import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {STATE_LABELS, formatElapsed, formatTime} from './internal/sync.js';
import {SyncCardBase} from './internal/sync-card.js';
import {syncCardStyles} from './internal/sync-styles.js';

/**
 * @summary A live card with the details of a connector's sync: state, counts of what was synced,
 * start and end times, duration and the last error. Needs a sync status provider (context or
 * `syncStatusProvider`); without one it says so.
 *
 * @csspart base - The card.
 * @csspart heading - The heading.
 * @csspart state - The state, with a coloured dot (`data-state` holds the state).
 * @csspart details - The list of state, times and duration.
 * @csspart counts - The list of counts.
 * @csspart count - One count.
 * @csspart notice - "Not available" and waiting messages.
 * @csspart error - The last error.
 *
 * @cssprop [--svc-connector-sync-detail-background=var(--svc-color-surface)] - Card background.
 * @cssprop [--svc-connector-sync-detail-border-color=var(--svc-color-border)] - Card border.
 * @cssprop [--svc-connector-sync-detail-radius=var(--svc-radius-lg)] - Card corner radius.
 * @cssprop [--svc-connector-sync-detail-padding=var(--svc-space-4)] - Card padding.
 */
@customElement('svc-connector-sync-detail')
export class SvcConnectorSyncDetail extends SyncCardBase {
  static override styles = [
    hostStyles,
    syncCardStyles,
    css`
      :host {
        --_card-bg: var(--svc-connector-sync-detail-background, var(--_bg));
        --_card-border: var(--svc-connector-sync-detail-border-color, var(--_border));
        --_card-radius: var(--svc-connector-sync-detail-radius, var(--_radius-lg));
        --_card-padding: var(--svc-connector-sync-detail-padding, var(--_space-4));
      }
      dl {
        margin: 0;
        display: grid;
        /* A label may shrink below its longest word (a hostile one wraps inside); values (numbers,
           times) keep their tokens whole. */
        grid-template-columns: minmax(0, max-content) minmax(min-content, 1fr);
        gap: var(--_space-1) var(--_space-3);
      }
      dt {
        color: var(--_muted);
      }
      dd {
        margin: 0;
        font-variant-numeric: tabular-nums;
        overflow-wrap: break-word;
      }
      [part~='counts'] {
        border-top: 1px solid var(--_border);
        padding-top: var(--_space-2);
      }
    `,
  ];

  /** Card heading (the wire `title`); "Sync details" when empty. */
  @property() heading = '';

  override render() {
    const t = this.i18n.t.bind(this.i18n);
    const locale = this.i18n.locale;
    const heading =
      typeof this.heading === 'string' && this.heading ? this.heading : t('sync.detailsHeading');
    const view = this.sync.view;
    const notice = this.notice(t('sync.detailsUnavailable'));
    if (notice || !view) {
      return html`<section part="base" aria-labelledby="heading">
        ${this.headingLevels.heading(1, 'heading', heading, 'heading')}
        <p part="notice">${notice}</p>
      </section>`;
    }
    const {state, startedAt, finishedAt} = view;
    const duration = startedAt
      ? formatElapsed((finishedAt?.getTime() ?? Date.now()) - startedAt.getTime(), t)
      : '';
    const numbers = new Intl.NumberFormat(locale || undefined);
    return html`<section part="base" aria-labelledby="heading">
      ${this.headingLevels.heading(1, 'heading', heading, 'heading')}
      <dl part="details">
        <dt>${t('sync.status')}</dt>
        <dd><span part="state" data-state=${state}>${t(STATE_LABELS[state])}</span></dd>
        <dt>${t('sync.started')}</dt>
        <dd>
          ${
            startedAt
              ? html`<time datetime=${startedAt.toISOString()}
                  >${formatTime(startedAt, locale)}</time
                >`
              : t('sync.notYet')
          }
        </dd>
        <dt>${t(state === 'failed' ? 'sync.stopped' : 'sync.finished')}</dt>
        <dd>
          ${
            finishedAt
              ? html`<time datetime=${finishedAt.toISOString()}
                  >${formatTime(finishedAt, locale)}</time
                >`
              : t('sync.notYet')
          }
        </dd>
        ${
          duration
            ? html`<dt>${t(finishedAt ? 'sync.duration' : 'sync.elapsed')}</dt>
                <dd>${duration}</dd>`
            : nothing
        }
      </dl>
      ${
        view.counts.length
          ? html`<dl part="counts">
              ${view.counts.map(
                (c) =>
                  html`<dt part="count">${c.label}</dt>
                    <dd part="count">${numbers.format(c.value)}</dd>`,
              )}
            </dl>`
          : nothing
      }
      ${
        view.lastError
          ? html`<p part="error"><strong>${t('sync.lastError')}</strong> ${view.lastError}</p>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-connector-sync-detail': SvcConnectorSyncDetail;
  }
}
