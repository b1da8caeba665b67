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
 * Where a surface's headings sit in the page's outline. `level` is the level of its top headings
 * (the host's `headingLevel` on `<svc-surface>`, under the page's own headings); `top` is the
 * biggest heading variant the surface's texts use (1 for `h1` … 6), which lands on `level`.
 */
export interface HeadingOutline {
  level: number;
  top: number;
}

/** The surface's heading outline, for its texts and the elements' own headings. */
export const headingLevelContext = createContext<HeadingOutline | undefined>(
  Symbol('svc-heading-level'),
);
