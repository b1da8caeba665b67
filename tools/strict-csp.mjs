// The strict Content Security Policy the README documents for hosts ("Content Security Policy"),
// shared by the strict demo page (tools/strict-csp-vite-plugin.mjs) and the "csp" test group
// (web-test-runner.config.mjs), so both prove the same policy.

/** Trusted Types policy names the library and Lit create (only where the browser has them). */
export const TRUSTED_TYPES_POLICIES = ['lit-html', 'svc-surfaces#markdown'];

export const STRICT_CSP = [
  // Scripts only from our origin: no inline script, no eval.
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  // DOM XSS sinks (innerHTML, DOMParser, ...) take only Trusted Types, from these policies only.
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  // Stylesheets from our origin; no inline <style> and no style attributes. Lit's styles are
  // constructed stylesheets (adoptedStyleSheets), which CSP does not govern.
  "style-src 'self'",
].join('; ');
