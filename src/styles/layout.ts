import {css, unsafeCSS} from 'lit';
import type {CSSResult} from 'lit';

/**
 * Layout rules that many elements use, each for a selector of the element's own, as the button
 * rule is (`buttonRule`): one description of a pattern, whichever part it styles.
 */

/** A column of items (`selector`) with `gap` between them, never wider than its box. */
export function stackRule(selector: string, gap = 'var(--_space-1)'): CSSResult {
  return css`
    ${unsafeCSS(`:is(${selector})`)} {
      display: flex;
      flex-direction: column;
      gap: ${unsafeCSS(gap)};
      min-width: 0;
    }
  `;
}

/** A list (`selector`) without bullets or indentation: the items are laid out by the element. */
export function plainListRule(selector: string): CSSResult {
  return css`
    ${unsafeCSS(`:is(${selector})`)} {
      list-style: none;
      margin: 0;
      padding: 0;
    }
  `;
}

/** A small heading (`selector`) over an element's content: body size, strong, space below. */
export function smallHeadingRule(selector: string): CSSResult {
  return css`
    ${unsafeCSS(`:is(${selector})`)} {
      margin: 0 0 var(--_space-2);
      font-size: 1em;
      font-weight: 600;
    }
  `;
}

/**
 * The texts around a field's control: the label (in `--_label-color`), its required marker, and
 * the error (in `--_error-color`, hidden when empty).
 */
export const fieldTextStyles = css`
  [part~='label'] {
    color: var(--_label-color, inherit);
    font-weight: 600;
    overflow-wrap: break-word;
  }
  .required-marker {
    color: var(--_error-color);
    margin-inline-start: 0.2em;
  }
  [part~='error'] {
    color: var(--_error-color);
    font-size: 0.9em;
    overflow-wrap: break-word;
  }
  [part~='error']:empty {
    display: none;
  }
`;

/**
 * A card (`selector`) of an svc element: the element maps its `--svc-<tag>-*` knobs onto
 * `--_card-bg`, `--_card-border`, `--_card-radius` and `--_card-padding`; its content is a column
 * with `gap` between.
 */
export function cardRule(selector: string, gap: string): CSSResult {
  return css`
    ${unsafeCSS(`:is(${selector})`)} {
      background: var(--_card-bg);
      border: 1px solid var(--_card-border);
      border-radius: var(--_card-radius);
      padding: var(--_card-padding);
    }
    ${stackRule(selector, gap)}
  `;
}
