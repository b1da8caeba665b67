// The root entry: importing it registers every tag lazily. Each element's module loads the first
// time the element appears in the page (see autoloader.ts), so a page pays only for what it shows.
// `@svc/surfaces/all` loads and registers everything at once and exports the element classes.
export {autoloadedTags, discover, loadTag} from './autoloader.js';
export * from './components/events.js';
export * from './components/form/events.js';
export * from './surface/events.js';
export {registerMessages} from './i18n/registry.js';
export type {Catalog, MessageKey} from './i18n/messages.js';
export type * from './all.js';
