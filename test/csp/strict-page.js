// Loaded by the strict-CSP test page (web-test-runner.config.mjs, group "csp") before anything
// else, as a file because the policy allows no inline script. It records every CSP violation of
// the page, from the first module on, and gives echarts' bundle the `process` it may read.
window.process = {env: {NODE_ENV: 'development'}};
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    sample: event.sample,
    source: `${event.sourceFile}:${event.lineNumber}`,
  });
});
