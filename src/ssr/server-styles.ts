/**
 * What elements set through the CSSOM or as custom states on the client, said as attributes on the
 * server, where a strict CSP allows no `style` attribute and HTML has no custom states:
 * `data-ssr-state="h1"` stands for `:state(h1)` (the server stylesheet matches either), and
 * `data-ssr-gap="8px"` for the custom property `--_gap` (read with CSS `attr()`). The surface's
 * adoption removes them (`reconciler.ts`): from then on the element writes the real ones. Node only.
 */
import {flexLayoutStyle} from '../components/basic/internal/flex-layout.js';
import {normalizeFit} from '../components/basic/image.js';
import {progressFraction} from '../components/basic/progress-bar.js';

type Element = Record<string, unknown> & {__internals?: {states?: Set<string>}};

/** The custom properties each element writes through the CSSOM, worked out from its properties. */
const CUSTOM_PROPERTIES: Readonly<Record<string, (element: Element) => Record<string, string>>> = {
  'svc-row': (e) => flexLayoutStyle(e.alignment, e.distribution, e.gap),
  'svc-column': (e) => flexLayoutStyle(e.alignment, e.distribution, e.gap),
  'svc-list': (e) => flexLayoutStyle(e.alignment, 'start', e.gap),
  'svc-image': (e) => ({'--_fit': normalizeFit(e.fit)}),
  'svc-progress-bar': (e): Record<string, string> => {
    const fraction = progressFraction(e.value, e.min, e.max);
    return fraction === undefined ? {} : {'--_fraction': String(fraction)};
  },
};

/** The attributes standing for `element`'s states and CSSOM custom properties. */
export function serverStyleAttributes(tag: string, element: Element): Array<[string, string]> {
  const attributes: Array<[string, string]> = [];
  const states = [...(element.__internals?.states ?? [])].filter((s) => /^[\w-]+$/.test(s));
  if (states.length) attributes.push(['data-ssr-state', states.join(' ')]);
  for (const [name, value] of Object.entries(CUSTOM_PROPERTIES[tag]?.(element) ?? {})) {
    attributes.push([`data-ssr-${name.replace(/^--_/, '')}`, value]);
  }
  return attributes;
}

/**
 * `css` for a server-rendered shadow root: each `:state(x)` also matches `[data-ssr-state~="x"]`,
 * and the element's CSSOM custom properties are read from their attributes.
 */
export function serverCss(tag: string, css: string): string {
  const states = css.replace(/:state\(([\w-]+)\)/g, ':is(:state($1),[data-ssr-state~="$1"])');
  const names = Object.keys(CUSTOM_PROPERTY_NAMES[tag] ?? {});
  const rules =
    names
      .map((name) => `:host([data-ssr-${name}]){--_${name}:attr(data-ssr-${name} type(*))}`)
      .join('') + (SERVER_RULES[tag] ?? '');
  return rules ? `${states}\n${rules}` : states;
}

/** Until it is hydrated, an action does nothing, and says so: a muted button, a busy pointer. */
const SERVER_RULES: Readonly<Record<string, string>> = {
  'svc-button':
    ':host(:not(:defined)),:host([defer-hydration]){cursor:progress}' +
    ":host(:not(:defined)) [part~='base'],:host([defer-hydration]) [part~='base']" +
    '{pointer-events:none;opacity:.7}',
};

/** The custom property names each element may write (for the rules of `serverCss`). */
const CUSTOM_PROPERTY_NAMES: Readonly<Record<string, Record<string, true>>> = {
  'svc-row': {justify: true, align: true, gap: true},
  'svc-column': {justify: true, align: true, gap: true},
  'svc-list': {justify: true, align: true, gap: true},
  'svc-progress-bar': {fraction: true},
  'svc-image': {fit: true},
};
