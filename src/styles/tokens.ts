import {css} from 'lit';

/**
 * Every element starts from these styles. Public theme tokens (`--svc-color-*`, `--svc-space-*`,
 * `--svc-radius-*`, `--svc-font-*`) are set by the host page and inherit through shadow roots; each
 * host reads them once into a private `--_*` alias with a default, and only the aliases are used
 * below that. Colours use `light-dark()`, so they follow the page's `color-scheme`.
 */
export const hostStyles = css`
  :host {
    --_text: var(--svc-color-text, light-dark(#1f2328, #e6edf3));
    --_muted: var(--svc-color-text-muted, light-dark(#59636e, #9198a1));
    --_bg: var(--svc-color-surface, light-dark(#ffffff, #0d1117));
    --_raised: var(--svc-color-surface-raised, light-dark(#f6f8fa, #161b22));
    --_border: var(--svc-color-border, light-dark(#d1d9e0, #3d444d));
    --_primary: var(--svc-color-primary, light-dark(#0969da, #4493f8));
    --_on-primary: var(--svc-color-on-primary, #ffffff);
    --_danger: var(--svc-color-danger, light-dark(#cf222e, #f85149));
    --_success: var(--svc-color-success, light-dark(#1a7f37, #3fb950));
    --_warning: var(--svc-color-warning, light-dark(#9a6700, #d29922));
    --_info: var(--svc-color-info, light-dark(#0969da, #4493f8));
    --_focus: var(--svc-color-focus, light-dark(#0969da, #4493f8));
    --_font: var(--svc-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_mono: var(--svc-font-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    --_size: var(--svc-font-size, 0.875rem);
    --_space-1: var(--svc-space-1, 4px);
    --_space-2: var(--svc-space-2, 8px);
    --_space-3: var(--svc-space-3, 12px);
    --_space-4: var(--svc-space-4, 16px);
    --_radius: var(--svc-radius, 6px);
    --_radius-lg: var(--svc-radius-lg, 10px);
    box-sizing: border-box;
    font-family: var(--_font);
    font-size: var(--_size);
    color: var(--_text);
    /* A word longer than the line wraps inside it instead of widening the page; normal words
       never break (unlike anywhere/break-all, min-content sizing keeps whole words). */
    overflow-wrap: break-word;
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
