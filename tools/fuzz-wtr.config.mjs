// web-test-runner config for `npm run fuzz` (tools/fuzz.mjs): the project's config, plus the fuzz
// settings (FUZZ_CONFIG, JSON) injected into the test page as `window.__fuzzConfig`, and a
// `fuzz-report` server command that appends the browser's reports to FUZZ_REPORT (JSON lines).
import {appendFileSync} from 'node:fs';
import base from '../web-test-runner.config.mjs';

const settings = process.env.FUZZ_CONFIG ?? '{}';
const reportFile = process.env.FUZZ_REPORT;
const inline = JSON.stringify(JSON.parse(settings)).replace(/</g, '\\u003c');

/** Prints a one-line progress note for each finished batch and keeps the full report. */
function fuzzReportPlugin() {
  return {
    name: 'fuzz-report',
    executeCommand({command, payload}) {
      if (command !== 'fuzz-report') return undefined;
      if (reportFile) appendFileSync(reportFile, JSON.stringify(payload) + '\n');
      if (payload?.type === 'batch') {
        const seconds = (payload.ms / 1000).toFixed(0);
        console.log(
          `fuzz: seed ${payload.seed}: ${payload.cases} cases, ${payload.failures.length} failing, ${seconds} s`,
        );
      } else if (payload?.type === 'shrunk') {
        console.log(`fuzz: shrunk a "${payload.kind}" failure (${payload.shrinks} shrinks)`);
      }
      return true;
    },
  };
}

export default {
  ...base,
  files: ['test/surface/fuzz.test.ts'],
  staticLogging: true,
  testsFinishTimeout: 6 * 60 * 60 * 1000,
  browserStartTimeout: 3 * 60 * 1000,
  plugins: [...base.plugins, fuzzReportPlugin()],
  testRunnerHtml: (framework) => `<!doctype html><html><body>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
    <script>window.__fuzzConfig = ${inline};</script>
    <script type="module" src="${framework}"></script></body></html>`,
};
