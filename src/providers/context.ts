/**
 * Contexts for the data providers (see `src/providers/types.ts`). A host supplies each provider
 * once, on `<svc-surface>` or `<svc-conversation>`, which `@provide` these contexts; the workflow
 * elements `@consume` them with `subscribe: true`, and each element's plain property of the same
 * purpose wins when it is set.
 *
 * This module holds only the context keys, so elements can import it without pulling in the
 * surface.
 */
import {createContext} from '@lit/context';
import type {ConnectorSettingsProvider, ResourceProvider, SyncStatusProvider} from './types.js';
import type {MediaPolicy} from '../model/media-policy.js';

/** Lists and searches resources for `<svc-resource-picker>`. */
export const resourceProviderContext = createContext<ResourceProvider | undefined>(
  Symbol('svc-resource-provider'),
);

/** Reads and saves connector settings for `<svc-connector-config-form>`. */
export const connectorSettingsProviderContext = createContext<
  ConnectorSettingsProvider | undefined
>(Symbol('svc-connector-settings-provider'));

/** Live sync status for `<svc-connector-sync-progress>` and `<svc-connector-sync-detail>`. */
export const syncStatusProviderContext = createContext<SyncStatusProvider | undefined>(
  Symbol('svc-sync-status-provider'),
);

/**
 * Where `<svc-image>`, `<svc-video>` and `<svc-audio-player>` may load media from. Unset means the
 * default policy (https only, any origin).
 */
export const mediaPolicyContext = createContext<MediaPolicy | undefined>(
  Symbol('svc-media-policy'),
);

/**
 * The heading level of a surface's top headings (a text with the `h1` variant), set by the host
 * (`headingLevel` on `<svc-surface>`), so that a surface sits under the page's own headings. The
 * elements' headings follow from it.
 */
export const headingLevelContext = createContext<number | undefined>(Symbol('svc-heading-level'));
