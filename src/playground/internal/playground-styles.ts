import {css} from 'lit';

export const playgroundStyles = css`
  :host {
    --_editor-height: var(--svc-playground-editor-height, 28rem);
    display: block;
    container-type: inline-size;
  }
  [part~='base'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: var(--_space-4);
  }
  @container (max-width: 800px) {
    [part~='base'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  section {
    display: flex;
    flex-direction: column;
    gap: var(--_space-2);
    min-width: 0;
  }
  label,
  .heading {
    font-weight: 600;
  }
  .heading {
    margin: var(--_space-2) 0 0;
    font-size: inherit;
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: var(--_space-2);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    font: 0.8125rem/1.5 var(--_mono);
    tab-size: 2;
    resize: vertical;
  }
  [part~='editor'] {
    height: var(--_editor-height);
  }
  [part~='data-model'] {
    height: 10rem;
  }
  select,
  button {
    font: inherit;
    color: inherit;
  }
  select {
    flex: 1 1 12rem;
    min-width: 0;
    max-width: 100%;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-2);
    align-items: center;
  }
  [part~='status'] {
    margin: 0;
    color: var(--_muted);
  }
  [part~='status'][data-problem] {
    color: var(--_danger);
  }
  .field-error {
    margin: 0;
    color: var(--_danger);
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='issues'] button {
    display: block;
    width: 100%;
    padding: var(--_space-1) var(--_space-2);
    border: 0;
    border-radius: var(--_radius);
    background: none;
    text-align: start;
    cursor: pointer;
  }
  [part~='issues'] button:hover {
    background: var(--_raised);
  }
  code {
    font-family: var(--_mono);
    overflow-wrap: anywhere;
  }
  .severity-error {
    color: var(--_danger);
  }
  .severity-warning {
    color: var(--_warning);
  }
  [part~='log'] {
    max-height: 14rem;
    overflow: auto;
    font-size: 0.8125rem;
  }
  [part~='log'] li {
    padding: var(--_space-1) 0;
    border-block-end: 1px solid var(--_border);
  }
  [part~='preview'] {
    display: flex;
    flex-direction: column;
    gap: var(--_space-4);
    padding: var(--_space-3);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-lg);
    background: var(--_bg);
  }
  [part~='preview'][data-stale] {
    opacity: 0.6;
  }
`;
