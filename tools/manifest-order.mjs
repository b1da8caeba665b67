// One order for custom-elements.json whatever order the file system lists the sources in:
// modules sorted by path. Used by the analyzer config (so `npm run analyze` writes it) and by
// tools/check-manifest.mjs (so a manifest written in another order still compares equal).

/** Sorts the manifest's modules by path, in place, and returns the manifest. */
export function sortModules(manifest) {
  if (Array.isArray(manifest?.modules)) {
    manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
  return manifest;
}

/** An analyzer plugin that writes the modules in path order. */
export function sortModulesPlugin() {
  return {
    name: 'sort-modules-by-path',
    packageLinkPhase({customElementsManifest}) {
      sortModules(customElementsManifest);
    },
  };
}
