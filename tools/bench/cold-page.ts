// The page of the cold-load figure of `npm run bench`: loaded into a fresh browser context (empty
// cache), it imports the surface entry and sets one fixture surface at once, as a host page would;
// `coldRendered` is the time from navigation start until the surface's `rendered` resolved, lazy
// chunks (elements, functions) included.
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import accessRequest from '../../src/mock/conversations/access-request.json' with {type: 'json'};

const el = document.createElement('svc-surface') as SvcSurface;
el.surface = (accessRequest as {surfaces: SvcSurface['surface'][]}).surfaces[0];
document.body.append(el);
await el.rendered;
Object.assign(globalThis, {coldRendered: performance.now(), benchReady: true});
