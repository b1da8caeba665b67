import {css, unsafeCSS} from 'lit';
import type {CSSResult} from 'lit';

/**
 * One button look for every element. A button's size (`sm`, `md`, `lg`: one height each, from the
 * `--svc-control-height-*` tokens) and variant (secondary by default, `primary`, `quiet`, `plain`)
 * are sets of private custom properties; the base rule only reads them. So an element chooses a
 * variant for a selector of its own (a class on the `<button>`, or a state on a host:
 * `:host(:state(primary))`, as `<svc-button>` does), with the same result.
 *
 * Heights are minimum heights: a label that must wrap (a narrow column) makes the button taller
 * rather than spilling out of it.
 */

/** Primary: the surface's main action, filled with the brand colour. */
export const primaryButtonVars = css`
  --_button-bg: var(--_primary);
  --_button-fg: var(--_on-primary);
  --_button-border: var(--_primary);
`;

/** Quiet: no fill, no border, brand-coloured text (a link-like or dismissing action). */
export const quietButtonVars = css`
  --_button-bg: transparent;
  --_button-fg: var(--_primary);
  --_button-border: transparent;
`;

/**
 * Plain: no fill, no border, the colour of the text around it; for a button that is part of
 * something else (a tab, a table's sort header, a long table cell that expands).
 */
export const plainButtonVars = css`
  --_button-bg: transparent;
  --_button-fg: currentColor;
  --_button-border: transparent;
`;

export const smallButtonVars = css`
  --_button-height: var(--_control-sm);
  --_button-font-size: var(--_size-sm);
  --_button-padding: var(--_space-2);
`;

export const largeButtonVars = css`
  --_button-height: var(--_control-lg);
  --_button-padding: var(--_space-4);
`;

/**
 * The base rule for buttons matched by `selector`. It reads the `--_button-*` variables set by a
 * variant and a size, falling back to a secondary, medium button.
 */
export function buttonRule(selector: string): CSSResult {
  const s = unsafeCSS(`:is(${selector})`);
  return css`
    ${s} {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: var(--_space-1);
      max-width: 100%;
      min-height: var(--_button-height, var(--_control-md));
      margin: 0;
      padding: var(--_space-1) var(--_button-padding, var(--_space-3));
      border: 1px solid var(--_button-border, var(--_border));
      border-radius: var(--_button-radius, var(--_radius));
      background: var(--_button-bg, var(--_raised));
      color: var(--_button-fg, var(--_text));
      font-family: inherit;
      font-size: var(--_button-font-size, var(--_size));
      font-weight: var(--_button-weight, var(--_weight-strong));
      line-height: 1.25;
      text-align: center;
      text-decoration: none;
      /* Words wrap whole; a hostile unbroken label (its text is an anonymous flex item, which
         cannot be given min-width: 0) is cut at the button's edge instead of widening the page. */
      overflow-wrap: break-word;
      overflow: clip;
      cursor: pointer;
    }
    ${s}:hover {
      filter: brightness(0.95);
    }
    ${s}:is(:disabled, [aria-disabled='true']) {
      cursor: not-allowed;
      opacity: 0.55;
      filter: none;
    }
  `;
}

/**
 * The busy indicator of a pending button (`<span part="spinner">` before its label): a turning
 * ring, still (dotted) when the person prefers reduced motion. `--_spinner-size` sets its size.
 */
export const spinnerStyles = css`
  [part~='spinner'] {
    flex: none;
    width: var(--_spinner-size, 1em);
    height: var(--_spinner-size, 1em);
    margin-inline-end: 0.5em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: svc-spin 0.8s linear infinite;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
  @keyframes svc-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='spinner'] {
      animation: none;
      border-style: dotted;
    }
  }
`;
