import {css} from 'lit';

/**
 * Styles for sanitized markdown inside a shadow root (`<svc-text markdown>`): headings, lists,
 * code, block quotes, tables and links, sized relative to the surrounding text. The host defines
 * `--_link` and `--_code-bg`.
 */
export const markdownStyles = css`
  [part~='markdown'] > :first-child {
    margin-top: 0;
  }
  [part~='markdown'] > :last-child {
    margin-bottom: 0;
  }
  [part~='markdown'] :is(p, ul, ol, blockquote, pre, table, hr) {
    margin: 0 0 0.75em;
  }
  [part~='markdown'] :is(h1, h2, h3, h4, h5, h6) {
    margin: 1em 0 0.5em;
    line-height: 1.25;
    font-weight: 600;
  }
  [part~='markdown'] h1 {
    font-size: 1.5em;
  }
  [part~='markdown'] h2 {
    font-size: 1.3em;
  }
  [part~='markdown'] h3 {
    font-size: 1.15em;
  }
  [part~='markdown'] :is(h4, h5, h6) {
    font-size: 1em;
  }
  [part~='markdown'] :is(ul, ol) {
    padding-inline-start: 1.5em;
  }
  [part~='markdown'] li + li,
  [part~='markdown'] li > :is(ul, ol) {
    margin-top: 0.25em;
  }
  [part~='markdown'] li > :is(ul, ol, p) {
    margin-bottom: 0;
  }
  [part~='markdown'] a {
    color: var(--_link);
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  [part~='markdown'] a:not([href]) {
    color: inherit;
    text-decoration: none;
  }
  [part~='markdown'] code {
    font-family: var(--_mono);
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: var(--_code-bg);
  }
  [part~='markdown'] pre {
    padding: var(--_space-2) var(--_space-3);
    border-radius: var(--_radius);
    background: var(--_code-bg);
    overflow-x: auto;
    white-space: pre;
    overflow-wrap: normal;
  }
  [part~='markdown'] pre code {
    padding: 0;
    background: none;
    font-size: 0.9em;
  }
  [part~='markdown'] blockquote {
    padding: 0 0 0 var(--_space-3);
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
  }
  [part~='markdown'] hr {
    border: 0;
    border-top: 1px solid var(--_border);
  }
  [part~='markdown'] table {
    border-collapse: collapse;
  }
  [part~='markdown'] :is(th, td) {
    padding: var(--_space-1) var(--_space-2);
    border: 1px solid var(--_border);
    text-align: start;
  }
  [part~='markdown'] :is(th, td)[align='center'] {
    text-align: center;
  }
  [part~='markdown'] :is(th, td)[align='right'] {
    text-align: end;
  }
  [part~='markdown'] th {
    background: var(--_code-bg);
    font-weight: 600;
  }
`;
