import {build} from 'esbuild';

/**
 * Serves one module (by default the echarts set-up) as a single esbuild bundle in the test runner:
 * unbundled, echarts is hundreds of module requests and several seconds per test page, and
 * highlight.js's ES entry wraps CommonJS that a browser cannot import.
 */
export function bundlePlugin({entry = 'src/components/svc/echarts-setup.ts'} = {}) {
  let cached;
  return {
    name: `bundle:${entry}`,
    async serve(context) {
      if (!context.path.replace(/\.js$/, '.ts').endsWith('/' + entry)) return undefined;
      cached ??= build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        write: false,
        sourcemap: false,
        target: 'es2022',
        define: {'process.env.NODE_ENV': '"development"'},
        logLevel: 'error',
      }).then((result) => result.outputFiles[0].text);
      return {body: await cached, type: 'js'};
    },
  };
}
