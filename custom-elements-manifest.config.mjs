// Reads the JSDoc of every element (@summary, @fires, @csspart, @cssprop, @slot) into
// custom-elements.json, which Storybook's controls and docs and editors' tooling read. Public API
// only (tools/manifest-public.mjs).
import {eventTypesPlugin} from './tools/manifest-event-types.mjs';
import {sortModulesPlugin} from './tools/manifest-order.mjs';
import {publicApiPlugin} from './tools/manifest-public.mjs';

export default {
  globs: ['src/components/**/*.ts', 'src/surface/*.ts', 'src/playground/*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
  packagejson: false,
  // Modules in path order: the file system's order differs between clones.
  plugins: [publicApiPlugin(), eventTypesPlugin(), sortModulesPlugin()],
};
