// `@svc/surfaces/vue`: `app.use(surfaces)` registers every tag lazily (as `import '@svc/surfaces'`
// does). Vue must also be told that `svc-*` tags are custom elements, and where it learns that
// depends on where templates are compiled: single-file components are compiled by the build, so
// pass `isCustomElement` to the Vue plugin of the bundler; templates compiled in the browser (the
// full build of Vue) learn it from `app.use(surfaces, {runtimeCompiler: true})`. A runtime-only
// build warns when `compilerOptions` is touched, so the plugin leaves it alone by default.
import '../index.js';

/** True for the library's tags. Vite: `vue({template: {compilerOptions: {isCustomElement}}})`. */
export const isCustomElement = (tag: string): boolean => tag.startsWith('svc-');

export interface SurfacesPluginOptions {
  /** Templates are compiled in the browser (Vue's full build): tell that compiler too. */
  runtimeCompiler?: boolean;
}

/** The part of a Vue app the plugin uses (so the library needs no dependency on Vue). */
export interface VueAppLike {
  config: {compilerOptions: {isCustomElement?: (tag: string) => boolean}};
}

/** `app.use(surfaces)`; `v-model`-free on purpose: surfaces own their data model. */
export const surfaces = {
  install(app: VueAppLike, options: SurfacesPluginOptions = {}): void {
    if (!options.runtimeCompiler) return;
    const compilerOptions = app.config.compilerOptions;
    const previous = compilerOptions.isCustomElement;
    compilerOptions.isCustomElement = (tag) => isCustomElement(tag) || (previous?.(tag) ?? false);
  },
};

export default surfaces;
