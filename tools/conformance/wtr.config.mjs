// web-test-runner config for tools/conformance/count.mjs: the project's config over the
// conformance tables only, plus a reporter that writes each test's outcome (its describe, title,
// and pass / fail / cannot run) to CONFORMANCE_REPORT as JSON.
import {writeFileSync} from 'node:fs';
import {defaultReporter} from '@web/test-runner';
import base from '../../web-test-runner.config.mjs';

/** Every test of the finished sessions, with the describe it is in. */
function outcomesOf(sessions) {
  const out = [];
  const walk = (suite, name) => {
    for (const test of suite.tests ?? [])
      out.push({
        suite: name,
        title: test.name,
        outcome: test.skipped ? 'cannot' : test.passed ? 'pass' : 'fail',
      });
    for (const child of suite.suites ?? []) walk(child, child.name);
  };
  for (const session of sessions) if (session.testResults) walk(session.testResults, '');
  return out;
}

function conformanceReporter(file) {
  return {
    onTestRunFinished({sessions}) {
      writeFileSync(file, JSON.stringify(outcomesOf(sessions)));
    },
  };
}

export default {
  ...base,
  // The A2A extension's table runs with the A2A transport's tests.
  files: ['test/conformance/**/*.test.ts', 'test/transports/a2a.test.ts'],
  groups: [],
  reporters: [defaultReporter(), conformanceReporter(process.env.CONFORMANCE_REPORT)],
};
