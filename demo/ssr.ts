// The server-rendered demo page (/demo/ssr.html, tools/ssr-vite-plugin.mjs): hydrates the
// surfaces the server drew, says how long that took, and logs each action and CSP violation.
const started = performance.now();
const status = document.getElementById('ssr-status')!;
const log = document.getElementById('ssr-log')!;
const say = (line: string) => (log.textContent += `${line}\n`);

document.addEventListener('securitypolicyviolation', (event) =>
  say(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
);
document.addEventListener('svc-action', (event) =>
  say(`svc-action ${JSON.stringify((event as CustomEvent).detail)}`),
);

await import('../src/hydrate.js');
await customElements.whenDefined('svc-surface');
const surfaces = [...document.querySelectorAll('svc-surface')];
await Promise.all(surfaces.map((surface) => surface.rendered));
const note = document.createElement('strong');
note.textContent = `Hydrated ${surfaces.length} surface(s) in ${Math.round(performance.now() - started)} ms. `;
status.prepend(note);
