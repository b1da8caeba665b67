import {css} from 'lit';
import {stackRule} from '../../../styles/layout.js';
import {buttonRule, smallButtonVars} from '../../../styles/buttons.js';

/**
 * Styles of `<svc-resource-picker>`. The element maps its public knobs onto `--_border-color`,
 * `--_background`, `--_active-bg`, `--_chip-bg` and `--_popup-max-height` first.
 */
export const resourcePickerStyles = css`
  :host {
    display: block;
  }
  ${stackRule("[part~='base']")}
  [part~='label'] {
    font-weight: 600;
    overflow-wrap: break-word;
  }
  [part~='chips'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-1);
  }
  [part~='chip'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-1);
    max-width: 100%;
    padding: 0 0 0 var(--_space-2);
    border: 1px solid var(--_border-color);
    border-radius: 999px;
    background: var(--_chip-bg);
    overflow-wrap: break-word;
  }
  [part~='chip'] > span {
    min-width: 0;
  }
  [part~='remove'] {
    font: inherit;
    line-height: 1;
    border: 0;
    background: transparent;
    color: var(--_muted);
    cursor: pointer;
    padding: var(--_space-1) var(--_space-2);
    border-radius: 999px;
  }
  [part~='remove']:hover {
    color: var(--_danger);
  }
  .field {
    position: relative;
  }
  [part~='input'] {
    font: inherit;
    color: inherit;
    width: 100%;
    min-height: var(--_control-md);
    padding: var(--_space-1) var(--_space-3);
    background: var(--_background);
    border: 1px solid var(--_border-color);
    border-radius: var(--_radius);
  }
  [part~='input']:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 1px;
  }
  [part~='popup'] {
    position: absolute;
    z-index: 10;
    inset-inline: 0;
    top: calc(100% + 2px);
    background: var(--_background);
    border: 1px solid var(--_border-color);
    border-radius: var(--_radius);
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.12);
    max-height: var(--_popup-max-height);
    overflow: auto;
    display: flex;
    flex-direction: column;
  }
  [part~='popup'][hidden] {
    display: none;
  }
  [part~='listbox'] {
    list-style: none;
    margin: 0;
    padding: var(--_space-1) 0;
  }
  [part~='listbox']:empty {
    display: none;
  }
  [part~='option'] {
    display: flex;
    gap: var(--_space-2);
    padding: var(--_space-2) var(--_space-3);
    cursor: pointer;
  }
  /* An entry the person cannot choose: dimmed, and not pickable (the element ignores it). */
  [part~='option'][aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--_muted);
  }
  [part~='option'][aria-disabled='true'] .text {
    opacity: 0.7;
  }
  [part~='option'][data-active] {
    background: var(--_active-bg);
    outline: var(--_focus-ring);
    outline-offset: -2px;
  }
  [part~='option'] .check {
    width: 1em;
    flex: none;
    color: var(--_primary);
    font-weight: 700;
  }
  [part~='option'] .text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  [part~='option-name'] {
    overflow-wrap: break-word;
  }
  [part~='option'][aria-selected='true'] [part~='option-name'] {
    font-weight: 600;
  }
  [part~='option-detail'],
  [part~='option-description'] {
    color: var(--_muted);
    font-size: 0.9em;
    overflow-wrap: break-word;
  }
  [part~='status'] {
    padding: var(--_space-2) var(--_space-3);
    color: var(--_muted);
  }
  [part~='status']:empty {
    display: none;
  }
  ${buttonRule("[part~='retry'], [part~='more']")}
  [part~='retry'],
  [part~='more'] {
    ${smallButtonVars}
    margin: 0 var(--_space-3) var(--_space-2);
    align-self: flex-start;
  }
  [part~='notice'] {
    margin: 0;
    color: var(--_muted);
  }
  /* Disabled: the input and the chosen chips are dimmed; the label stays readable. */
  :host([disabled]) [part~='base'] {
    color: var(--_muted);
  }
  :host([disabled]) :is([part~='input'], [part~='chips']) {
    opacity: 0.6;
  }
`;
