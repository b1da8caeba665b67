import {execFileSync} from 'node:child_process';
import {build} from 'esbuild';

/**
 * React ships CommonJS only, which a browser cannot import unbundled: the test runner serves
 * `react`, `react-dom/client` and `react-dom/server` from one esbuild bundle (one React instance),
 * each through a small ES module that names the CommonJS exports (listed by a child Node process:
 * React's development build writes to the console when it loads, which the runner's own console
 * does not take).
 */
const exportsOf = (specifier) =>
  JSON.parse(
    execFileSync(process.execPath, [
      '-e',
      `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`,
    ]).toString(),
  );
const modules = {react: 'React', 'react-dom/client': 'ReactDomClient'};
const prefix = '/__react/';

export function reactPlugin() {
  let bundle;
  const bundled = () =>
    (bundle ??= build({
      stdin: {
        contents: Object.entries(modules)
          .map(([specifier, name]) => `export * as ${name} from '${specifier}';`)
          .join('\n'),
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: 'esm',
      write: false,
      target: 'es2022',
      define: {'process.env.NODE_ENV': '"development"'},
      logLevel: 'error',
    }).then((result) => result.outputFiles[0].text));
  return {
    name: 'react-esm',
    resolveImport({source}) {
      if (Object.hasOwn(modules, source)) return `${prefix}${source}.js`;
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(prefix)) return undefined;
      if (context.path === `${prefix}bundle.js`) return {body: await bundled(), type: 'js'};
      const specifier = context.path.slice(prefix.length).replace(/\.js$/, '');
      if (!Object.hasOwn(modules, specifier)) return undefined;
      const name = modules[specifier];
      const keys = exportsOf(specifier).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key));
      const body =
        `import {${name} as m} from '${prefix}bundle.js';\n` +
        `const d = m.default ?? m;\nexport default d;\n` +
        `export const {${keys.join(', ')}} = d;\n`;
      return {body, type: 'js'};
    },
  };
}
