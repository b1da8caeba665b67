/**
 * Lets browser tests import story modules as Vite would: `import data from './x.json'` gets the
 * JSON as the default export, and `import url from './tone.wav?no-inline'` gets the file's URL.
 * Only module imports (Sec-Fetch-Dest: script) are rewritten; `fetch()` of the same JSON file
 * still gets the JSON.
 */
export function storyImportsPlugin() {
  const isModuleImport = (ctx) => ctx.request.headers['sec-fetch-dest'] === 'script';
  const isAsset = (ctx) => ctx.querystring.includes('no-inline');
  return {
    name: 'story-imports',
    resolveMimeType(ctx) {
      if (!isModuleImport(ctx)) return undefined;
      if (ctx.path.endsWith('.json') || isAsset(ctx)) return 'js';
      return undefined;
    },
    serve(ctx) {
      if (isModuleImport(ctx) && isAsset(ctx)) {
        return {body: `export default ${JSON.stringify(ctx.path)};`, type: 'js'};
      }
      return undefined;
    },
    // The dev server caches transformed files by URL: keep the module and the fetch versions of a
    // JSON file apart, or a test's fetch() after a story's import gets JavaScript.
    transformCacheKey(ctx) {
      return ctx.path.endsWith('.json') && isModuleImport(ctx) ? 'as-module' : undefined;
    },
    transform(ctx) {
      if (isModuleImport(ctx) && ctx.path.endsWith('.json') && typeof ctx.body === 'string') {
        return {body: `export default ${ctx.body};`, type: 'js'};
      }
      return undefined;
    },
  };
}
