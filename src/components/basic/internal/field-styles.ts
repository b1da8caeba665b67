import {css} from 'lit';

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
  [part~='base'] {
    display: flex;
    flex-direction: column;
    gap: var(--_gap);
    min-width: 0;
  }
  [part~='label'] {
    color: var(--_label-color);
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
