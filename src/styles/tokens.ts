import {css, unsafeCSS} from 'lit';

/**
 * Black or white, whichever reads on `fill` (a CSS colour or `var()`): white below lightness 50,
 * black above, which keeps 4.5:1 or more for nearly every fill.
 */
export const textOn = (fill: string) =>
  unsafeCSS(`lch(from ${fill} calc((50 - l) * infinity) 0 0)`);

/**
 * The design tokens every element starts from.
 *
 * Public tokens (`--svc-*`) are set by the host page and inherit through shadow roots; each host
 * reads them once into a private `--_*` alias with a default, and only the aliases are used below
 * that. The table in README.md ("Theming") lists them.
 *
 * Units, deliberately: the defaults are in px, so a host page's root font size (a common
 * `:root { font-size: 14px }`) does not shrink the elements by accident. One token scales the
 * library: `--svc-scale` (a plain number, default 1) multiplies the font sizes, the spacing and
 * the control heights. A host that wants the elements to follow its root font size sets
 * `--svc-font-size: 0.875rem` (and friends) itself.
 *
 * Colours use `light-dark()`, so they follow the `color-scheme` of the page or of any ancestor,
 * at run time. Text on a filled colour (`--_on-primary`, `--_on-danger`) is black or white,
 * whichever the fill's lightness needs for 4.5:1, unless the host sets it; so a brand colour set on
 * the host keeps its label readable.
 *
 * `box-sizing` inherits on every element but not on `::before` and `::after`: a rule for them
 * makes every element of every shadow root resolve both pseudo-elements' styles, and none of ours
 * sets a padding or border on one.
 */
export const hostStyles = css`
  :host {
    --_scale: var(--svc-scale, 1);
    /* Colour */
    --_text: var(--svc-color-text, light-dark(#1f2328, #e6edf3));
    --_muted: var(--svc-color-text-muted, light-dark(#59636e, #9198a1));
    --_bg: var(--svc-color-surface, light-dark(#ffffff, #0d1117));
    --_raised: var(--svc-color-surface-raised, light-dark(#f6f8fa, #161b22));
    --_border: var(--svc-color-border, light-dark(#d1d9e0, #3d444d));
    --_control-border: var(--svc-color-control-border, light-dark(#818b98, #6e7681));
    --_primary: var(--svc-color-primary, light-dark(#0969da, #4493f8));
    --_on-primary: var(--svc-color-on-primary, ${textOn('var(--_primary)')});
    --_danger: var(--svc-color-danger, light-dark(#cf222e, #f85149));
    --_on-danger: var(
      --svc-color-on-danger,
      lch(from var(--_danger) calc((50 - l) * infinity) 0 0)
    );
    --_success: var(--svc-color-success, light-dark(#1a7f37, #3fb950));
    --_warning: var(--svc-color-warning, light-dark(#9a6700, #d29922));
    --_info: var(--svc-color-info, light-dark(#0969da, #4493f8));
    --_focus: var(--svc-color-focus, var(--_primary));
    /* Typography */
    --_font: var(--svc-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_mono: var(--svc-font-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    --_size: calc(var(--svc-font-size, 14px) * var(--_scale));
    --_size-sm: calc(var(--svc-font-size-sm, 12px) * var(--_scale));
    --_size-lg: calc(var(--svc-font-size-lg, 16px) * var(--_scale));
    --_weight-strong: var(--svc-font-weight-strong, 600);
    /* Spacing and shape */
    --_space-1: calc(var(--svc-space-1, 4px) * var(--_scale));
    --_space-2: calc(var(--svc-space-2, 8px) * var(--_scale));
    --_space-3: calc(var(--svc-space-3, 12px) * var(--_scale));
    --_space-4: calc(var(--svc-space-4, 16px) * var(--_scale));
    --_radius: var(--svc-radius, 6px);
    --_radius-lg: var(--svc-radius-lg, 10px);
    /* Controls (buttons, and the inputs beside them) */
    --_control-sm: calc(var(--svc-control-height-sm, 28px) * var(--_scale));
    --_control-md: calc(var(--svc-control-height-md, 32px) * var(--_scale));
    --_control-lg: calc(var(--svc-control-height-lg, 40px) * var(--_scale));
    /* Focus ring */
    --_focus-width: var(--svc-focus-ring-width, 2px);
    --_focus-offset: var(--svc-focus-ring-offset, 2px);
    --_focus-ring: var(--_focus-width) solid var(--_focus);
    /* Progress (bars in every element look alike) */
    --_progress-height: var(--svc-progress-height, 8px);
    --_progress-track: var(--svc-progress-track-color, var(--_border));
    --_progress-fill: var(--svc-progress-color, var(--_primary));
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
  * {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: var(--_focus-ring);
    outline-offset: var(--_focus-offset);
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
