/**
 * The syntax highlighter of `<svc-code-block>`, loaded with a dynamic `import()` the first time a
 * code block in a known language is shown, so bundlers put it (highlight.js core plus nine
 * languages) in its own chunk. It uses its own highlight.js instance, so a page that also uses
 * highlight.js keeps its configuration.
 *
 * The output is HTML; the element never renders it as HTML but through `parseHighlighted`
 * (`code-tokens.ts`), which accepts only scope spans around escaped text.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type {HighlightLanguage} from './code-language.js';

const highlighter = hljs.newInstance();
highlighter.configure({classPrefix: 'hljs-'});
const languages = {bash, go, javascript, json, python, sql, typescript, xml, yaml};
for (const [name, definition] of Object.entries(languages)) {
  highlighter.registerLanguage(name, definition);
}

/** The code as highlight.js HTML (escaped text inside scope spans). May throw on a highlighter bug. */
export function highlightHtml(code: string, language: HighlightLanguage): string {
  return highlighter.highlight(code, {language, ignoreIllegals: true}).value;
}
