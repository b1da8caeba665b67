/**
 * Which languages `<svc-code-block>` highlights, and the names an agent may use for them. Pure and
 * tiny, so the element can decide whether to load the highlighter without loading it.
 */

/** The languages registered with the highlighter (highlight.js names). */
export type HighlightLanguage =
  'json' | 'yaml' | 'bash' | 'typescript' | 'javascript' | 'python' | 'sql' | 'go' | 'xml';

const ALIASES: Readonly<Record<HighlightLanguage, readonly string[]>> = {
  json: ['json', 'jsonc', 'json5', 'geojson', 'jsonl'],
  yaml: ['yaml', 'yml'],
  bash: ['bash', 'sh', 'shell', 'zsh', 'ksh', 'shellscript'],
  typescript: ['typescript', 'ts', 'tsx', 'mts', 'cts'],
  javascript: ['javascript', 'js', 'jsx', 'mjs', 'cjs', 'node', 'ecmascript'],
  python: ['python', 'py', 'python3', 'py3'],
  sql: ['sql', 'postgresql', 'postgres', 'psql', 'mysql', 'sqlite', 'tsql', 'plsql'],
  go: ['go', 'golang'],
  xml: ['html', 'xml', 'xhtml', 'htm', 'svg', 'rss', 'atom'],
};

const BY_ALIAS = new Map<string, HighlightLanguage>(
  (Object.keys(ALIASES) as HighlightLanguage[]).flatMap((language) =>
    ALIASES[language].map((alias) => [alias, language] as const),
  ),
);

/**
 * The highlighter language for a language name as an agent may write it (`TypeScript`, `ts`,
 * `language-yaml`, `Shell`), or `undefined` when it is not one we highlight.
 */
export function highlightLanguage(language: unknown): HighlightLanguage | undefined {
  if (typeof language !== 'string') return undefined;
  const name = language
    .trim()
    .toLowerCase()
    .replace(/^(language|lang)-/, '');
  return BY_ALIAS.get(name);
}

/**
 * Code longer than this many characters (about 200 lines) is shown as plain text, without
 * highlighting: 100,000 characters took a task of 110–260 ms to highlight and build, and a frame of
 * 85 ms to lay out its 10,000 coloured spans; 20,000, tasks of about 50 ms.
 */
export const MAX_HIGHLIGHT_LENGTH = 10_000;
