/**
 * What a fuzzed surface must never do to the page: each check returns violations (a kind and a
 * detail) instead of throwing, so one case can report several and a long run can count them.
 */
import {PWNED} from './hostile.js';

export type ViolationKind =
  | 'uncaught-error'
  | 'resize-observer-loop'
  | 'unhandled-rejection'
  | 'prototype-changed'
  | 'script-markup'
  | 'event-handler-attribute'
  | 'script-url'
  | 'fixed-position'
  | 'escaped-box'
  | 'pwned'
  | 'unsafe-open'
  | 'form-submit'
  | 'slow-mount'
  | 'slow-task'
  | 'heap'
  | 'left-behind'
  | 'crash';

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

/**
 * Kinds that are counted and reported but do not fail a case. Chromium reports "ResizeObserver
 * loop completed with undelivered notifications" as a window error when an observer callback
 * changes layout again; no script threw, and nothing reaches the page's own error handling.
 */
export const NOTE_KINDS: ReadonlySet<ViolationKind> = new Set(['resize-observer-loop']);

/** The violations that fail a case. */
export function failures(violations: readonly Violation[]): Violation[] {
  return violations.filter((v) => !NOTE_KINDS.has(v.kind));
}

/** Every element under `root`, the contents of open shadow roots included. */
export function* deepElements(root: Element | ShadowRoot | Document): Generator<Element> {
  const walk = function* (node: Element | ShadowRoot | Document): Generator<Element> {
    for (const child of node.children) {
      yield child;
      if (child.shadowRoot) yield* walk(child.shadowRoot);
      yield* walk(child);
    }
  };
  if (root instanceof Element) {
    yield root;
    if (root.shadowRoot) yield* walk(root.shadowRoot);
  }
  yield* walk(root);
}

/** A short, readable name for an element in a violation. */
export function nameOf(element: Element): string {
  const id = element.closest('[data-component-id]')?.getAttribute('data-component-id');
  const host = (element.getRootNode() as ShadowRoot).host?.localName;
  return `<${element.localName}>${host ? ` in <${host}>` : ''}${id ? ` (component "${id}")` : ''}`;
}

// ---- prototypes ----------------------------------------------------------------------------

type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

function describeProperties(target: object): Map<PropertyKey, PropertyDescriptor> {
  const map = new Map<PropertyKey, PropertyDescriptor>();
  for (const key of Reflect.ownKeys(target))
    map.set(key, Object.getOwnPropertyDescriptor(target, key)!);
  return map;
}

/** The own properties of the built-in and element prototypes, to compare after each case. */
export function snapshotPrototypes(extra: readonly object[]): Snapshot {
  const targets: object[] = [
    Object.prototype,
    Array.prototype,
    Function.prototype,
    String.prototype,
    Number.prototype,
    Boolean.prototype,
    Symbol.prototype,
    RegExp.prototype,
    Promise.prototype,
    Map.prototype,
    Set.prototype,
    JSON,
    Math,
    EventTarget.prototype,
    Node.prototype,
    Element.prototype,
    HTMLElement.prototype,
    HTMLInputElement.prototype,
    HTMLButtonElement.prototype,
    Document.prototype,
    ShadowRoot.prototype,
    Event.prototype,
    CustomEvent.prototype,
    ...extra,
  ];
  return new Map(targets.map((target) => [target, describeProperties(target)]));
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    Object.is(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

function targetName(target: object): string {
  if (target === JSON) return 'JSON';
  if (target === Math) return 'Math';
  const ctor = Object.getOwnPropertyDescriptor(target, 'constructor')?.value as {name?: string};
  return `${ctor?.name ?? '?'}.prototype`;
}

/** Differences between `before` and now, as violations. */
export function comparePrototypes(before: Snapshot): Violation[] {
  const found: Violation[] = [];
  for (const [target, properties] of before) {
    const now = describeProperties(target);
    for (const [key, descriptor] of now) {
      const was = properties.get(key);
      if (!was || !sameDescriptor(was, descriptor)) {
        found.push({
          kind: 'prototype-changed',
          detail: `${targetName(target)}.${String(key)} ${was ? 'changed' : 'added'}`,
        });
      }
    }
    for (const key of properties.keys()) {
      if (!now.has(key))
        found.push({
          kind: 'prototype-changed',
          detail: `${targetName(target)}.${String(key)} removed`,
        });
    }
  }
  return found;
}

// ---- markup ---------------------------------------------------------------------------------

const SCRIPT_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'portal',
  'fencedframe',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
  'to',
  'from',
  'values',
]);

/** True when `value` is a URL a browser would run as script. */
export function isScriptUrl(value: string): boolean {
  // The URL parser strips leading and trailing C0 controls and spaces, and tabs and newlines inside.
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  const cleaned = value
    .slice(start, end)
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
  if (/^(javascript|vbscript):/.test(cleaned)) return true;
  // `values` of an SVG animation may hold a list; any item counts.
  return cleaned.split(';').some((item) => /^\s*(javascript|vbscript):/.test(item));
}

/**
 * Script-capable markup in the page: elements that run or frame content, `on*` attributes,
 * `javascript:` URLs and `srcdoc`. `known` holds the elements present before the case (the test
 * runner's own scripts), which are skipped.
 */
export function scanMarkup(root: Document | Element, known: WeakSet<Element>): Violation[] {
  const found: Violation[] = [];
  for (const element of deepElements(root)) {
    if (known.has(element)) continue;
    const name = element.localName;
    if (SCRIPT_ELEMENTS.has(name)) {
      found.push({kind: 'script-markup', detail: `${nameOf(element)} element`});
    }
    if (name === 'meta' && element.getAttribute('http-equiv')) {
      found.push({kind: 'script-markup', detail: `${nameOf(element)} http-equiv`});
    }
    for (const attribute of element.attributes) {
      const attr = attribute.name.toLowerCase();
      if (attr.startsWith('on')) {
        found.push({
          kind: 'event-handler-attribute',
          detail: `${nameOf(element)} ${attr}="${attribute.value.slice(0, 60)}"`,
        });
      } else if (attr === 'srcdoc') {
        found.push({kind: 'script-markup', detail: `${nameOf(element)} srcdoc`});
      } else if (
        (URL_ATTRIBUTES.has(attr) || URL_ATTRIBUTES.has(attribute.localName)) &&
        isScriptUrl(attribute.value)
      ) {
        found.push({
          kind: 'script-url',
          detail: `${nameOf(element)} ${attr}="${attribute.value.slice(0, 60)}"`,
        });
      }
    }
  }
  return found;
}

// ---- layout ---------------------------------------------------------------------------------

/** How far (px) an element may reach outside the surface before it counts as escaped. */
export const ESCAPE_MARGIN = 400;

/** Shapes inside an `<svg>` that clips (the default) cannot be seen outside it. */
function clippedBySvg(element: Element): boolean {
  const svg = (element as SVGElement).ownerSVGElement;
  return !!svg && getComputedStyle(svg).overflow !== 'visible';
}

/**
 * Overlays: any visible element inside the surface with `position: fixed` (not anchored to an
 * element), and positioned, anchored or transformed elements whose box reaches far outside the
 * surface host.
 */
export function scanLayout(host: Element): Violation[] {
  const found: Violation[] = [];
  const box = host.getBoundingClientRect();
  for (const element of deepElements(host)) {
    if (element === host) continue;
    const style = getComputedStyle(element);
    // Nothing hidden covers anything (a disabled button's reason until hover or focus).
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // Anchored to an element of its own (CSS anchor positioning: the button's reason), a fixed
    // box goes where its anchor is; it is measured like a moved one below.
    const anchored =
      style.position === 'fixed' && style.getPropertyValue('position-anchor').startsWith('--');
    // A modal <dialog> sits in the top layer, fixed by the browser: that is what a modal is.
    if (style.position === 'fixed' && !anchored && !element.matches('dialog:modal')) {
      found.push({kind: 'fixed-position', detail: `${nameOf(element)} has position: fixed`});
      continue;
    }
    const moved = anchored || style.position === 'absolute' || style.transform !== 'none';
    if (!moved || clippedBySvg(element)) continue;
    // Visually hidden text (clipped to nothing) is for screen readers; it cannot cover anything.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const outside = Math.max(
      box.left - rect.left,
      rect.right - box.right,
      box.top - rect.top,
      rect.bottom - box.bottom,
    );
    if (outside > ESCAPE_MARGIN) {
      found.push({
        kind: 'escaped-box',
        detail: `${nameOf(element)} (${style.position}, transform ${style.transform}) reaches ${Math.round(outside)}px outside the surface`,
      });
    }
  }
  return found;
}

/** The flag an injected payload sets. */
export function checkPwned(): Violation[] {
  const flags = window as unknown as Record<string, unknown>;
  if (!flags[PWNED]) return [];
  delete flags[PWNED];
  return [{kind: 'pwned', detail: `window.${PWNED} was set by an injected payload`}];
}
