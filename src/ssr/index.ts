/**
 * `@svc/surfaces/ssr`: server rendering of surfaces, in Node (no DOM), with Lit's server renderer.
 * Surfaces come out as `<svc-surface>` elements with declarative shadow DOM that paint before any
 * script runs; on the client, `@svc/surfaces/hydrate` makes them live in place. See the README's
 * "Server rendering".
 */
import '../all.js';

export {
  renderSurface,
  renderConversation,
  type RenderOptions,
  type SurfaceInput,
} from './render.js';
export {elementStylesheets, styleHashes, stylesheetUrls} from './styles.js';
