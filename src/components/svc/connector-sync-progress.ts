import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {styleProps} from '../../styles/style-props.js';
import {STATE_LABELS, formatElapsed} from './internal/sync.js';
import {SyncCardBase} from './internal/sync-card.js';
import {syncCardStyles} from './internal/sync-styles.js';

/**
 * @summary A live card with the progress of a connector's sync: its state (queued, running,
 * completed, failed, unknown), a progress bar when the progress is known, and the elapsed time.
 * Needs a sync status provider (context or `syncStatusProvider`); without one it says so.
 *
 * Screen readers hear state changes (a polite status region), not every progress tick.
 *
 * @csspart base - The card.
 * @csspart heading - The heading.
 * @csspart state - The state, with a coloured dot (`data-state` holds the state).
 * @csspart message - The provider's short message ("Syncing users").
 * @csspart track - The progress bar (role progressbar).
 * @csspart indicator - The filled part of the bar.
 * @csspart percent - The percentage as text.
 * @csspart elapsed - The elapsed time.
 * @csspart notice - "Not available" and waiting messages.
 * @csspart error - The last error of a failed sync.
 *
 * @cssprop [--svc-connector-sync-progress-background=var(--svc-color-surface)] - Card background.
 * @cssprop [--svc-connector-sync-progress-border-color=var(--svc-color-border)] - Card border.
 * @cssprop [--svc-connector-sync-progress-radius=var(--svc-radius-lg)] - Card corner radius.
 * @cssprop [--svc-connector-sync-progress-padding=var(--svc-space-4)] - Card padding.
 * @cssprop [--svc-connector-sync-progress-bar-color=var(--svc-progress-color)] - Filled part of the bar.
 * @cssprop [--svc-connector-sync-progress-bar-height=var(--svc-progress-height)] - Height of the bar.
 */
@customElement('svc-connector-sync-progress')
export class SvcConnectorSyncProgress extends SyncCardBase {
  static override styles = [
    hostStyles,
    syncCardStyles,
    css`
      :host {
        --_card-bg: var(--svc-connector-sync-progress-background, var(--_bg));
        --_card-border: var(--svc-connector-sync-progress-border-color, var(--_border));
        --_card-radius: var(--svc-connector-sync-progress-radius, var(--_radius-lg));
        --_card-padding: var(--svc-connector-sync-progress-padding, var(--_space-4));
        --_bar-color: var(--svc-connector-sync-progress-bar-color, var(--_progress-fill));
        --_bar-height: var(--svc-connector-sync-progress-bar-height, var(--_progress-height));
      }
      .line {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        justify-content: space-between;
        gap: var(--_space-2);
      }
      [part~='message'],
      [part~='elapsed'],
      [part~='percent'] {
        color: var(--_muted);
        font-variant-numeric: tabular-nums;
      }
      [part~='message'] {
        min-width: 0;
      }
      [part~='track'] {
        height: var(--_bar-height);
        border-radius: 999px;
        background: var(--_progress-track);
        overflow: hidden;
      }
      [part~='indicator'] {
        height: 100%;
        width: var(--_percent, 0%);
        background: var(--_bar-color);
        transition: width 0.3s ease;
      }
      [data-state='failed'] [part~='indicator'] {
        background: var(--_danger);
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='indicator'] {
          transition: none;
        }
      }
    `,
  ];

  /** Card heading (the wire `title`); "Sync progress" when empty. */
  @property() heading = '';

  override render() {
    const t = this.i18n.t.bind(this.i18n);
    const heading =
      typeof this.heading === 'string' && this.heading ? this.heading : t('sync.progressHeading');
    const view = this.sync.view;
    const state = view?.state ?? 'unknown';
    const notice = this.notice(t('sync.statusUnavailable'));
    const end = view?.finishedAt?.getTime() ?? Date.now();
    const elapsed =
      view?.startedAt && state !== 'queued' ? formatElapsed(end - view.startedAt.getTime(), t) : '';
    const percent = view?.percent;
    return html`<section part="base" aria-labelledby="heading" data-state=${state}>
      ${this.headingLevels.heading(1, 'heading', heading, 'heading')}
      <div class="line">
        <span part="state" data-state=${state} role="status" aria-live="polite"
          >${notice ? nothing : t(STATE_LABELS[state])}</span
        >
        ${view?.message ? html`<span part="message">${view.message}</span>` : nothing}
      </div>
      ${notice ? html`<p part="notice">${notice}</p>` : nothing}
      ${
        percent !== undefined && !notice
          ? html`<div
                part="track"
                role="progressbar"
                aria-labelledby="heading"
                aria-valuemin="0"
                aria-valuemax="100"
                aria-valuenow=${Math.round(percent)}
              >
                <div part="indicator" ${styleProps({'--_percent': `${percent}%`})}></div>
              </div>
              <div class="line">
                <span part="percent">${t('sync.percent', {percent: Math.round(percent)})}</span>
                ${
                  elapsed
                    ? html`<span part="elapsed"
                        >${t(state === 'running' ? 'sync.elapsedFor' : 'sync.took', {elapsed})}</span
                      >`
                    : nothing
                }
              </div>`
          : nothing
      }
      ${
        state === 'failed' && view?.lastError
          ? html`<p part="error">${view.lastError}</p>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-connector-sync-progress': SvcConnectorSyncProgress;
  }
}
