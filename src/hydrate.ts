// `@svc/surfaces/hydrate`: the root entry (every tag registered, each element loaded on first
// sight) with hydration of server-rendered surfaces (`@svc/surfaces/ssr`). Import it before any
// other entry of the library on a page that has server-rendered surfaces: elements defined before
// it render anew instead of hydrating.
import {installHydration} from './hydrate/support.js';

installHydration();

export * from './index.js';
export {installHydration};
