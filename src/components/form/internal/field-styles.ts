import {css} from 'lit';
import {buttonRule} from '../../../styles/buttons.js';
import {fieldTextStyles, stackRule} from '../../../styles/layout.js';

/**
 * Styles shared by the field elements of `<svc-form>`. Their knobs are the form's
 * (`--svc-form-*`): set them on `<svc-form>` and they reach every field through inheritance.
 */
export const formFieldStyles = css`
  :host {
    --_label-color: var(--svc-form-label-color, var(--_text));
    --_error-color: var(--svc-form-error-color, var(--_danger));
    --_control-bg: var(--svc-form-control-background, var(--_bg));
    --_control-border: var(--svc-form-control-border-color, var(--_border));
    --_control-radius: var(--svc-form-control-radius, var(--_radius));
    display: block;
    min-width: 0;
  }
  ${stackRule("[part~='base']")}
  ${fieldTextStyles}
  [part~='description'],
  [part~='hint'],
  [part~='note'] {
    color: var(--_muted);
    font-size: 0.9em;
    overflow-wrap: break-word;
    white-space: pre-line;
  }
  [part~='note'] {
    border-inline-start: 3px solid var(--_info);
    padding-inline-start: var(--_space-2);
  }
  .input,
  [part~='control'].input {
    font: inherit;
    color: inherit;
    width: 100%;
    min-width: 0;
    min-height: var(--_control-md);
    padding: var(--_space-1) var(--_space-3);
    background: var(--_control-bg);
    border: 1px solid var(--_control-border);
    border-radius: var(--_control-radius);
  }
  .input:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 1px;
    border-color: var(--_focus);
  }
  .input[aria-invalid='true'] {
    border-color: var(--_error-color);
  }
  .input:disabled,
  .input[readonly] {
    background: var(--_raised);
  }
  .input:disabled {
    cursor: not-allowed;
  }
  ${buttonRule(':where(button)')}
  :where(button) {
    --_button-radius: var(--_control-radius);
  }
`;
