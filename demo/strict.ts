// The strict demo page (demo/strict.html, served with the policy of tools/strict-csp.mjs by
// tools/strict-csp-vite-plugin.mjs): counts the page's Content Security Policy violations and
// shows them in the header, so a broken promise is visible at a glance (and in the console).
const status = document.getElementById('csp-status')!;
const verdict = document.createElement('strong');
status.prepend(verdict, ' ');
let count = 0;

function show() {
  verdict.textContent = count === 0 ? 'No CSP violation.' : `${count} CSP violation(s)!`;
  verdict.dataset.violations = String(count);
  verdict.className = count === 0 ? 'csp-ok' : 'csp-violated';
}

document.addEventListener('securitypolicyviolation', (event) => {
  count++;
  console.error('CSP violation', event.effectiveDirective, event.blockedURI, event.sample);
  show();
});
show();
