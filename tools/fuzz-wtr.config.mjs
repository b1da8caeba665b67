// web-test-runner config for `npm run fuzz` (tools/fuzz.mjs): the project's config for one fuzz
// test file (FUZZ_FILE), plus the fuzz settings (FUZZ_CONFIG, JSON) injected into the test page as
// `window.__fuzzConfig`, and a
// `fuzz-report` server command that appends the browser's reports to FUZZ_REPORT (JSON lines)
// and writes the case being run to FUZZ_CURRENT, so a hang can name its case.
import {appendFileSync, writeFileSync} from 'node:fs';
import base from '../web-test-runner.config.mjs';

const settings = process.env.FUZZ_CONFIG ?? '{}';
const reportFile = process.env.FUZZ_REPORT;
const currentFile = process.env.FUZZ_CURRENT;
const inline = JSON.stringify(JSON.parse(settings)).replace(/</g, '\\u003c');

/** Prints a one-line progress note for each finished batch and keeps the full report. */
function fuzzReportPlugin() {
  return {
    name: 'fuzz-report',
    executeCommand({command, payload}) {
      if (command !== 'fuzz-report') return undefined;
      if (payload?.type === 'start') {
        if (currentFile) writeFileSync(currentFile, JSON.stringify(payload));
        return true;
      }
      if (reportFile) appendFileSync(reportFile, JSON.stringify(payload) + '\n');
      if (payload?.type === 'batch') {
        const seconds = (payload.ms / 1000).toFixed(0);
        console.log(
          `fuzz: seed ${payload.seed}: ${payload.cases} cases, ${payload.failing} failing, ${seconds} s`,
        );
      } else if (payload?.type === 'failure') {
        const kinds = [...new Set(payload.violations.map((v) => v.kind))].join(', ');
        console.log(`fuzz: seed ${payload.seed} path ${payload.path}: ${kinds}`);
      } else if (payload?.type === 'shrunk') {
        console.log(`fuzz: shrunk a "${payload.kind}" failure (${payload.shrinks} shrinks)`);
      }
      return true;
    },
  };
}

export default {
  ...base,
  files: [process.env.FUZZ_FILE ?? 'test/surface/fuzz.test.ts'],
  groups: [],
  staticLogging: true,
  testsFinishTimeout: 6 * 60 * 60 * 1000,
  browserStartTimeout: 3 * 60 * 1000,
  plugins: [...base.plugins, fuzzReportPlugin()],
  testRunnerHtml: (framework) => `<!doctype html><html><body>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
    <script>window.__fuzzConfig = ${inline};</script>
    <script type="module" src="${framework}"></script></body></html>`,
};
