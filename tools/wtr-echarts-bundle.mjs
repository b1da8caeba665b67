import {build} from 'esbuild';

/**
 * Serves the echarts set-up module as one esbuild bundle in the test runner: unbundled, echarts is
 * hundreds of module requests and several seconds per test page.
 */
export function echartsBundlePlugin({entry = 'src/components/svc/echarts-setup.ts'} = {}) {
  let cached;
  return {
    name: 'echarts-bundle',
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
