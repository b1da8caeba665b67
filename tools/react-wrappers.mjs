// The source of src/react/elements.ts, written from custom-elements.json by
// tools/generate-framework-types.mjs: one @lit/react component per element.

/** React prop of an event: `svc-action` → `onAction`, `svc-data-conflict` → `onDataConflict`. */
export function eventProp(name) {
  const words = name.replace(/^svc-/, '').split('-');
  return `on${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;
}

/** React already types and dispatches these on every element: no prop of ours. */
const reactOwnEvents = new Set(['click']);

const comment = (text, indent = '') => {
  const lines = String(text ?? '')
    .replaceAll('*/', '*\\/')
    .split('\n')
    .map((line) => line.trim());
  while (lines.length && !lines.at(-1)) lines.pop();
  if (!lines.length) return '';
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
};

/** A type src/element-types.ts exports by name, or a global one (`Event`). */
const typeRef = (text) => (/^Svc\w+$/.test(text) ? `Svc.${text}` : (text ?? 'Event'));

export function elementsOf(manifest) {
  const elements = [];
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) {
      if (d.customElement && d.tagName) elements.push(d);
    }
  }
  return elements.sort((a, b) => a.tagName.localeCompare(b.tagName));
}

function component(d) {
  const properties = (d.members ?? [])
    .filter((m) => m.kind === 'field' && !m.static && !m.readonly)
    .map((m) => m.name);
  const events = (d.events ?? []).filter((e) => e.name && !reactOwnEvents.has(e.name));
  const seen = new Set();
  const eventLines = events
    .filter((e) => !seen.has(e.name) && seen.add(e.name))
    .map(
      (e) =>
        `${comment(e.description, '    ')}    ${eventProp(e.name)}: '${e.name}' as EventName<${typeRef(e.type?.text)}>,`,
    )
    .join('\n');
  const summary = d.summary ?? d.description ?? '';
  return `${comment(`\`<${d.tagName}>\`: ${summary}`)}export const ${d.name} = createComponent({
  react: React,
  tagName: '${d.tagName}',
  displayName: '${d.name}',
  elementClass: elementStandIn<Svc.${d.name}>(${JSON.stringify(properties)}),
  events: {
${eventLines}
  },
});
`;
}

export function reactElementsSource(manifest) {
  return `// Generated from custom-elements.json by tools/generate-framework-types.mjs: do not edit.
// One React component per element: props that are element properties are set as properties
// (objects and functions too), every documented event is an \`on…\` prop whose listener receives
// the event's own class, and a ref is the element itself.
import * as React from 'react';
import {createComponent, type EventName} from '@lit/react';
import type * as Svc from '../element-types.js';
import {elementStandIn} from './stand-in.js';

${elementsOf(manifest).map(component).join('\n')}`;
}

/**
 * The source of src/element-types.ts: every module that defines an element or an event class
 * that an element fires, re-exported as types only. The generated framework typings import from
 * it (`@svc/surfaces/element-types`), so each name they use is there by construction.
 */
export function elementTypesSource(manifest) {
  const eventTypes = new Set();
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) {
      for (const e of d.events ?? []) if (e.type?.text) eventTypes.add(e.type.text);
    }
  }
  const paths = (manifest.modules ?? [])
    .filter((mod) => !mod.path.includes('/internal/'))
    .filter((mod) =>
      (mod.declarations ?? []).some(
        (d) => (d.customElement && d.tagName) || eventTypes.has(d.name),
      ),
    )
    .map((mod) => mod.path)
    .sort();
  return `// Generated from custom-elements.json by tools/generate-framework-types.mjs: do not edit.
// Types only (loads nothing): every element class, the event classes they fire and the other
// exports of their modules, which the generated framework typings in types/ import.
${paths.map((p) => `export type * from '${p.replace(/^src\//, './').replace(/\.ts$/, '.js')}';`).join('\n')}
`;
}
