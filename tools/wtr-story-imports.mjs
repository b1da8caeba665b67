import {readdirSync} from 'node:fs';
import {posix} from 'node:path';

/**
 * Lets browser tests import story modules as Vite would: `import data from './x.json'` gets the
 * JSON as the default export, `import url from './tone.wav?no-inline'` gets the file's URL, and
 * an eager `import.meta.glob` of JSON files (demo/stream-player.ts) becomes static imports.
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
      if (/\.[mc]?[jt]s$/.test(ctx.path) && typeof ctx.body === 'string') {
        const body = expandEagerGlobs(ctx.body, posix.dirname(ctx.path));
        if (body !== ctx.body) return {body};
      }
      if (isModuleImport(ctx) && ctx.path.endsWith('.json') && typeof ctx.body === 'string') {
        return {body: `export default ${ctx.body};`, type: 'js'};
      }
      return undefined;
    },
  };
}

const eagerGlob =
  /import\.meta\.glob(?:<[^>()]*>)?\(\s*'([^'*]*\/)((?:\*\/)*)\*(\.\w+)'\s*,\s*\{\s*eager:\s*true,\s*import:\s*'default',?\s*\}\s*\)/g;

/**
 * Vite's eager `import.meta.glob` for the patterns the stories use: the files of a directory, or of
 * its subdirectories (one `*` per level, then `*.ext`).
 * Files are found relative to the importing module's URL path (the server root is the project).
 */
function expandEagerGlobs(source, dir) {
  const imports = [];
  const body = source.replace(eagerGlob, (_, base, stars, ext) => {
    let paths = [base];
    for (let level = 0; level <= stars.length / 2; level++) {
      const last = level === stars.length / 2;
      paths = paths.flatMap((path) =>
        readdirSync(`.${posix.join(dir, path)}`, {withFileTypes: true})
          .filter((entry) =>
            last ? entry.isFile() && entry.name.endsWith(ext) : entry.isDirectory(),
          )
          .map((entry) => `${path}${entry.name}${last ? '' : '/'}`),
      );
    }
    const entries = paths.sort().map((path) => {
      const name = `__glob_${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(path)};`);
      return `${JSON.stringify(path)}: ${name}`;
    });
    return `({${entries.join(', ')}})`;
  });
  return imports.length ? `${imports.join('\n')}\n${body}` : source;
}
