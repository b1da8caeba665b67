import {css} from 'lit';
import {fieldTextStyles, stackRule} from '../../../styles/layout.js';

/**
 * Styles shared by the labelled input elements (text field, check box, choice picker, date-time
 * input, slider): the column layout of label, control and error text, the required marker and the
 * disabled look (only the control dimmed). Each element reads its own `--svc-<name>-*` knobs into the private aliases used
 * here (`--_label-color`, `--_error-color`, `--_gap`); defaults come from the theme tokens.
 */
export const fieldStyles = css`
  :host {
    display: block;
    --_label-color: var(--_text);
    --_error-color: var(--_danger);
    --_gap: var(--_space-1);
  }
  ${stackRule("[part~='base']", 'var(--_gap)')}
  ${fieldTextStyles}
  /* Disabled, as Primer and Material show it: the control is dimmed, the label and the other
     texts stay readable in the muted colour (still 4.5:1), and the control itself is disabled,
     which is what screen readers announce. */
  :host([disabled]) {
    cursor: not-allowed;
    --_label-color: var(--_muted);
  }
  :host([disabled]) [part~='base'] {
    color: var(--_muted);
  }
  :host([disabled]) [part~='control'] {
    opacity: 0.6;
  }
`;

/**
 * A field whose control is a box (text field, date-time input): the field's styles, and the box
 * from the element's border, background and radius knobs (`--_border-color`, `--_background`,
 * `--_control-radius`), with the focus ring, the error border and the disabled cursor.
 */
export const boxedFieldStyles = css`
  ${fieldStyles}
  [part~='control'] {
    font: inherit;
    color: inherit;
    padding: var(--_space-2) var(--_space-3);
    background: var(--_background);
    border: 1px solid var(--_border-color);
    border-radius: var(--_control-radius);
  }
  [part~='control']:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 1px;
    border-color: var(--_focus);
  }
  [part~='control'][aria-invalid='true'] {
    border-color: var(--_error-color);
  }
  [part~='control']:disabled {
    cursor: not-allowed;
  }
`;
