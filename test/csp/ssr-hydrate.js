// The script of the server-rendered page under the strict CSP (tools/wtr-ssr.mjs, /__ssr/page):
// hydrates the page, then says when every surface is rendered (`window.__hydrated`).
await import('/src/hydrate.ts');
await window.customElements.whenDefined('svc-surface');
await Promise.all([...document.querySelectorAll('svc-surface')].map((surface) => surface.rendered));
window.__hydrated = true;
