import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {consume} from '@lit/context';
import {hostStyles} from '../../styles/tokens.js';
import {syncStatusProviderContext} from '../../surface/context.js';
import type {SyncStatusProvider} from '../../providers/types.js';
import {STATE_LABELS, SyncStatusController, formatElapsed, formatTime} from './internal/sync.js';
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
export class SvcConnectorSyncDetail extends LitElement {
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
        grid-template-columns: max-content 1fr;
        gap: var(--_space-1) var(--_space-3);
      }
      dt {
        color: var(--_muted);
      }
      dd {
        margin: 0;
        font-variant-numeric: tabular-nums;
        overflow-wrap: anywhere;
      }
      [part~='counts'] {
        border-top: 1px solid var(--_border);
        padding-top: var(--_space-2);
      }
    `,
  ];

  /** The app whose connector syncs. */
  @property({attribute: 'app-id'}) appId = '';

  /** The connector that syncs. */
  @property({attribute: 'connector-id'}) connectorId = '';

  /** Card heading (the wire `title`); "Sync details" when empty. */
  @property() heading = '';

  /**
   * Where the status comes from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used.
   */
  @property({attribute: false}) syncStatusProvider?: SyncStatusProvider;

  @consume({context: syncStatusProviderContext, subscribe: true})
  @state()
  private contextProvider?: SyncStatusProvider;

  #sync = new SyncStatusController(this, () => ({
    provider: this.syncStatusProvider ?? this.contextProvider,
    appId: typeof this.appId === 'string' ? this.appId : String(this.appId ?? ''),
    connectorId:
      typeof this.connectorId === 'string' ? this.connectorId : String(this.connectorId ?? ''),
  }));

  override render() {
    const heading =
      typeof this.heading === 'string' && this.heading ? this.heading : 'Sync details';
    const view = this.#sync.view;
    const provider = this.syncStatusProvider ?? this.contextProvider;
    let notice = '';
    if (!provider) notice = 'Sync details are not available here.';
    else if (!this.appId || !this.connectorId) notice = 'No connector to follow.';
    else if (!view) notice = 'Waiting for the sync status…';
    if (notice || !view) {
      return html`<section part="base" aria-labelledby="heading">
        <h3 part="heading" id="heading">${heading}</h3>
        <p part="notice">${notice}</p>
      </section>`;
    }
    const {state, startedAt, finishedAt} = view;
    const duration = startedAt
      ? formatElapsed((finishedAt?.getTime() ?? Date.now()) - startedAt.getTime())
      : '';
    const numbers = new Intl.NumberFormat();
    return html`<section part="base" aria-labelledby="heading">
      <h3 part="heading" id="heading">${heading}</h3>
      <dl part="details">
        <dt>Status</dt>
        <dd><span part="state" data-state=${state}>${STATE_LABELS[state]}</span></dd>
        <dt>Started</dt>
        <dd>
          ${
            startedAt
              ? html`<time datetime=${startedAt.toISOString()}>${formatTime(startedAt)}</time>`
              : 'Not yet'
          }
        </dd>
        <dt>${state === 'failed' ? 'Stopped' : 'Finished'}</dt>
        <dd>
          ${
            finishedAt
              ? html`<time datetime=${finishedAt.toISOString()}>${formatTime(finishedAt)}</time>`
              : 'Not yet'
          }
        </dd>
        ${
          duration
            ? html`<dt>${finishedAt ? 'Duration' : 'Elapsed'}</dt>
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
          ? html`<p part="error"><strong>Last error:</strong> ${view.lastError}</p>`
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
