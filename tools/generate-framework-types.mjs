#!/usr/bin/env node
/**
 * Everything a host framework or an editor needs, generated from custom-elements.json, so that a
 * new element or event cannot be forgotten:
 *
 *   src/react/elements.ts         one @lit/react component per element, its events as `on…` props
 *   src/element-types.ts          the element and event classes as types, for the files below
 *   types/jsx.d.ts                JSX IntrinsicElements: React 19, Preact, Solid (@wc-toolkit/jsx-types)
 *   types/vue.d.ts                Vue GlobalComponents (custom-element-vuejs-integration)
 *   types/svelte.d.ts             svelteHTML IntrinsicElements (custom-element-svelte-integration)
 *   editor/html-custom-data.json  VS Code HTML data, editor/css-custom-data.json its CSS data
 *   editor/web-types.json         JetBrains web-types (custom-element-jet-brains-integration)
 *
 *   node tools/generate-framework-types.mjs           write them
 *   node tools/generate-framework-types.mjs --check   fail when a committed one is stale (npm test)
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {generateJsxTypes} from '@wc-toolkit/jsx-types';
import {generateVsCodeCustomElementData} from 'custom-element-vs-code-integration';
import {generateJetBrainsWebTypes} from 'custom-element-jet-brains-integration';
import {generateVuejsTypes} from 'custom-element-vuejs-integration';
import {generateSvelteTypes} from 'custom-element-svelte-integration';
import * as prettier from 'prettier';
import {elementTypesSource, reactElementsSource} from './react-wrappers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/**
 * Each generator changes the object it is given: each gets its own copy. Base classes without a
 * tag (internal ones, such as the form fields' base) are no elements to type, and importing the
 * exports of their internal modules would fail: they are not marked as custom elements here.
 */
const manifest = () => {
  const copy = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  for (const mod of copy.modules ?? []) {
    for (const d of mod.declarations ?? [])
      if (d.customElement && !d.tagName) delete d.customElement;
  }
  return copy;
};

const outputs = {
  'src/react/elements.ts': null,
  'src/element-types.ts': null,
  'types/jsx.d.ts': 'types/jsx.d.ts',
  'types/vue.d.ts': 'types/vue.d.ts',
  'types/svelte.d.ts': 'types/svelte.d.ts',
  'editor/html-custom-data.json': 'vscode.html-custom-data.json',
  'editor/css-custom-data.json': 'vscode.css-custom-data.json',
  'editor/web-types.json': 'web-types.json',
};

/**
 * The Vue and Svelte generators read an event's manifest type as the type of its `detail` and
 * write `(e: CustomEvent<T>) => void`; our manifest names the event's class
 * (tools/manifest-event-types.mjs), so the listener gets that class itself. Svelte 5's event
 * attributes (`onsvc-action={…}`) are typed beside the older `on:svc-action` directive.
 */
/**
 * Vue's template type checker (vue-tsc, Volar) matches props and listeners camelCased
 * (`conversation-id` → `conversationId`, `@svc-action` → `onSvcAction`), so the generator's
 * quoted kebab-case keys become camelCase ones.
 */
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const camelCaseKeys = (text) =>
  text
    .replace(
      /^(\s*)"?on([a-z][\w-]*)"?(\?:)/gm,
      (_, indent, event, rest) => `${indent}on${camel(`-${event}`)}${rest}`,
    )
    .replace(
      /^(\s*)"([a-z]\w*(?:-\w+)+)"(\?:)/gm,
      (_, indent, name, rest) => `${indent}${camel(name)}${rest}`,
    );
/**
 * The JSX generator imports an event's type only when it is written `CustomEvent<Detail>`; ours
 * name event classes, which are imported here beside the element types.
 */
const importEventClasses = (text, typePath) => {
  const imported = new Set(
    [...text.matchAll(/import type \{([^}]*)\} from/g)].flatMap((m) =>
      m[1].split(',').map((name) => name.trim()),
    ),
  );
  const used = new Set([...text.matchAll(/\(e: (Svc\w+Event)\)/g)].map((m) => m[1]));
  const missing = [...used].filter((name) => !imported.has(name)).sort();
  if (!missing.length) return text;
  return `import type {${missing.join(', ')}} from "${typePath}";\n${text}`;
};
/** Their import lists name an event class once per element that fires it: once is enough. */
const dedupeImports = (text) =>
  text.replace(/import type \{([^}]*)\} from/g, (_, names) => {
    const unique = [...new Set(names.split(',').map((n) => n.trim()))].filter(Boolean);
    return `import type {\n${unique.map((n) => `  ${n},\n`).join('')}} from`;
  });
const eventClassNotDetail = (text) =>
  dedupeImports(text)
    // The DOM's own event types (`Event`, `CustomEvent`) are not ours to import (the import would
    // fail and hide them); ours are all named `Svc…Event`.
    .replace(/^ {2}(?!Svc)\w*Event,\n/gm, '')
    .replace(/CustomEvent<never>/g, 'Event')
    .replace(/CustomEvent<(\w+)>/g, '$1');
/**
 * The generated file imports the element types, so it is a module and its bare
 * `declare namespace svelteHTML` would stay local to it: it must augment the global namespace.
 */
const svelteGlobal = (text) =>
  text
    // Svelte has no JSX namespace: its own attribute types say what these are.
    .replace('children?: JSX.Element;', 'children?: unknown;')
    .replace('style?: JSX.CSSProperties;', 'style?: string;')
    .replace(
      /^declare namespace svelteHTML \{\n([\s\S]*?)^\}$/m,
      (_, body) =>
        `declare global {\n  namespace svelteHTML {\n${body.replace(/^(?=.)/gm, '  ')}  }\n}`,
    );
/**
 * Svelte 5 also sets a property with a plain attribute (`client={client}`: an object is set as a
 * property), where the generator only types `bind:client`.
 */
const svelteAttributes = (text) =>
  text
    .replace(/^(\s*(?:\/\*\*.*\*\/\n\s*)?)"on:([\w-]+)"(\?: .*;)$/gm, '$1"on:$2"$3\n$1"on$2"$3')
    .replace(/^(\s*(?:\/\*\*.*\*\/\n\s*)?)"bind:(\w+)"(\?: .*;)$/gm, '$1"bind:$2"$3\n$1$2$3');

async function generate(dir) {
  const quiet = {hideLogs: true};
  const typePath = `${pkg.name}/element-types`; // src/element-types.ts
  generateJsxTypes(manifest(), {
    outdir: join(dir, 'types'),
    fileName: 'jsx.d.ts',
    globalTypePath: typePath,
  });
  generateVuejsTypes(manifest(), {
    ...quiet,
    outdir: join(dir, 'types'),
    fileName: 'vue.d.ts',
    globalTypePath: typePath,
  });
  generateSvelteTypes(manifest(), {
    ...quiet,
    outdir: join(dir, 'types'),
    fileName: 'svelte.d.ts',
    globalTypePath: typePath,
  });
  generateVsCodeCustomElementData(manifest(), {...quiet, outdir: dir});
  generateJetBrainsWebTypes(manifest(), {
    ...quiet,
    outdir: dir,
    packageJson: false,
    webTypesFileName: 'web-types.json',
  });
  const files = {};
  for (const [target, made] of Object.entries(outputs)) {
    if (!made) continue;
    let text = readFileSync(join(dir, made), 'utf8');
    if (target === 'types/jsx.d.ts') text = importEventClasses(text, typePath);
    if (target === 'types/vue.d.ts') text = camelCaseKeys(eventClassNotDetail(text));
    if (target === 'types/svelte.d.ts')
      text = svelteGlobal(svelteAttributes(eventClassNotDetail(text)));
    if (target.endsWith('.json')) text = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    files[target] = text;
  }
  const config = {
    ...(await prettier.resolveConfig(join(root, 'src/index.ts'))),
    parser: 'typescript',
  };
  files['src/react/elements.ts'] = await prettier.format(reactElementsSource(manifest()), config);
  files['src/element-types.ts'] = await prettier.format(elementTypesSource(manifest()), config);
  return files;
}

const scratch = mkdtempSync(join(tmpdir(), 'svc-framework-types-'));
// The generators log a line per file; only ours is printed.
const log = console.log;
console.log = () => {};
let files;
try {
  files = await generate(scratch);
} finally {
  console.log = log;
  rmSync(scratch, {recursive: true, force: true});
}

const stale = [];
for (const [target, text] of Object.entries(files)) {
  const path = join(root, target);
  let committed;
  try {
    committed = readFileSync(path, 'utf8');
  } catch {
    committed = undefined;
  }
  if (committed === text) continue;
  if (check) stale.push(target);
  else {
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(path, text);
    console.log(`wrote ${target}`);
  }
}
if (stale.length) {
  console.error(
    `${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} stale: run ` +
      '`npm run generate` (after `npm run analyze`) and commit the result.',
  );
  process.exit(1);
}
const count = readdirSync(join(root, 'types')).length;
console.log(
  check
    ? `The ${Object.keys(files).length} generated framework and editor files are up to date.`
    : `Framework and editor files are up to date (${count} type files).`,
);
