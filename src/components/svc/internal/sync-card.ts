import {LitElement} from 'lit';
import {property, state} from 'lit/decorators.js';
import {consume} from '@lit/context';
import {syncStatusProviderContext} from '../../../providers/context.js';
import type {SyncStatusProvider} from '../../../providers/types.js';
import {SyncStatusController} from './sync.js';
import {Localize} from '../../../i18n/controller.js';
import '../../../i18n/messages-svc.js';
import {HeadingLevels} from '../../../controllers/element-headings.js';

/**
 * What the two sync cards (`<svc-connector-sync-progress>`, `<svc-connector-sync-detail>`) share:
 * the connector to follow, the provider (property or context), one subscription to its status,
 * and the notice shown while there is no status to show. Each card adds its heading and render.
 */
export abstract class SyncCardBase extends LitElement {
  /** The app whose connector syncs. */
  @property({attribute: 'app-id'}) appId = '';

  /** The connector that syncs. */
  @property({attribute: 'connector-id'}) connectorId = '';

  /**
   * Where the status comes from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used.
   */
  @property({attribute: false}) syncStatusProvider?: SyncStatusProvider;

  @consume({context: syncStatusProviderContext, subscribe: true})
  @state()
  private contextProvider?: SyncStatusProvider;

  /** The card's words in the language around it. */
  protected readonly i18n = new Localize(this);

  /** The levels of the card's headings, from the surface around it. */
  protected readonly headingLevels = new HeadingLevels(this);

  /** The subscription to the connector's status; `sync.view` is the last status heard. */
  protected readonly sync = new SyncStatusController(this, () => ({
    provider: this.provider,
    appId: typeof this.appId === 'string' ? this.appId : String(this.appId ?? ''),
    connectorId:
      typeof this.connectorId === 'string' ? this.connectorId : String(this.connectorId ?? ''),
  }));

  /** The provider in use: the property, else the context's. */
  protected get provider(): SyncStatusProvider | undefined {
    return this.syncStatusProvider ?? this.contextProvider;
  }

  /**
   * Why there is no status to show (`unavailable` when there is no provider), or `''` when there
   * is one.
   */
  protected notice(unavailable: string): string {
    if (!this.provider) return unavailable;
    if (!this.appId || !this.connectorId) return this.i18n.t('sync.noConnector');
    if (!this.sync.view) return this.i18n.t('sync.waiting');
    return '';
  }
}
