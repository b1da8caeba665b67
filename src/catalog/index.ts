/**
 * What the rest of the library reads from the catalog (`./variants.ts`): declared properties, tags,
 * container shapes, and host variants added with `registerVariant`. DOM-free; the elements' loaders
 * are in `./loaders.ts`.
 */
import {isUnsafeKey} from '../model/json.js';
import {kebabTag} from './tags.js';
import {
  VARIANTS,
  type ChildrenShape,
  type InputKind,
  type KnownVariant,
  type VariantEntry,
} from './variants.js';

export {VARIANTS, type ChildrenShape, type InputKind, type KnownVariant, type VariantEntry};

/**
 * A2UI `accessibility` attributes: the attribute, the prop a component node keeps it under
 * (accepted on every variant), and the ARIA attribute the binding sets on the element itself
 * (never an element property).
 */
const ACCESSIBILITY = [
  ['label', 'accessibilityLabel', 'aria-label'],
  ['description', 'accessibilityDescription', 'aria-description'],
  ['live', 'accessibilityLive', 'aria-live'],
  ['hidden', 'accessibilityHidden', 'aria-hidden'],
] as const;

/** A2UI `accessibility` attribute → the node prop that holds it. */
export const A2UI_ACCESSIBILITY: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(ACCESSIBILITY.map(([attribute, prop]) => [attribute, prop])),
);

/** Node prop → the ARIA attribute the binding sets. */
export const ACCESSIBILITY_PROPS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(ACCESSIBILITY.map(([, prop, aria]) => [prop, aria])),
);

/** Node prop → the property an element with a control of its own takes it as. */
const CONTROL_TEXT: Readonly<Record<string, string>> = {
  accessibilityLabel: 'accessibleLabel',
  accessibilityDescription: 'accessibleDescription',
};

/**
 * True when the element of `variant` has a control of its own that assistive technologies focus
 * (a button, a field, a group of choices): a button, or an input (its `value` is bound).
 */
export function hasControl(variant: string): boolean {
  return variant === 'button' || builtIn.get(variant)?.input !== undefined;
}

/**
 * Where an A2UI accessibility attribute (node prop `accessibilityLabel`, …) goes on the element
 * of `variant`: the label and description of an element with a control of its own are its
 * properties `accessibleLabel` / `accessibleDescription` (it renders them onto the control); the
 * rest, and every other element's, are ARIA attributes on the host. Undefined for a prop that is
 * no accessibility attribute.
 */
export function accessibilityTarget(
  variant: string,
  prop: string,
): {property: string} | {attribute: string} | undefined {
  if (!Object.hasOwn(ACCESSIBILITY_PROPS, prop)) return undefined;
  if (Object.hasOwn(CONTROL_TEXT, prop) && hasControl(variant))
    return {property: CONTROL_TEXT[prop]};
  return {attribute: ACCESSIBILITY_PROPS[prop]};
}

/** Every variant name of the catalog (service spec 2.10, plus the A2UI basic components). */
export const KNOWN_VARIANTS = Object.freeze(Object.keys(VARIANTS) as KnownVariant[]);

const builtIn: ReadonlyMap<string, VariantEntry> = new Map(Object.entries(VARIANTS));

/** The component names of the A2UI basic catalog → the variants that draw them, in catalog order. */
export const A2UI_BASIC_VARIANTS: ReadonlyMap<string, KnownVariant> = new Map(
  KNOWN_VARIANTS.flatMap((variant) => {
    const name = builtIn.get(variant)?.a2ui;
    return name === undefined ? [] : [[name, variant] as const];
  }),
);

/** A host's own component: the custom element that draws it and the properties it accepts. */
export interface HostVariant {
  /** The custom element's tag name (it must contain a dash); the host defines the element. */
  tag: string;
  /** Wire property name → element property (`null`: accepted, not passed on). */
  props: Record<string, string | null>;
}

const hostVariants = new Map<string, HostVariant>();

/**
 * Lets surfaces use a host's own component: `variant` (the key a surface or a registered A2UI
 * catalog names) is drawn by the custom element `tag` and receives only the properties listed.
 * The catalog's own variants cannot be replaced. Throws on a name, tag or property that cannot be
 * used, since this is the host's code, not a surface's.
 */
export function registerVariant(variant: string, spec: HostVariant): void {
  if (typeof variant !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(variant))
    throw new TypeError(`"${variant}" is not a variant name (letters and digits).`);
  if (builtIn.has(variant)) throw new TypeError(`"${variant}" is a variant of the catalog.`);
  if (!/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(spec.tag))
    throw new TypeError(`"${spec.tag}" is not a custom element name.`);
  const props: Record<string, string | null> = Object.create(null);
  for (const [wire, property] of Object.entries(spec.props)) {
    if (isUnsafeKey(wire) || (property !== null && isUnsafeKey(property)))
      throw new TypeError(`"${wire}" cannot be a property.`);
    props[wire] = property;
  }
  hostVariants.set(variant, {tag: spec.tag, props});
}

/** The catalog's entry of a variant (undefined for host variants and unknown names). */
export function variantEntry(variant: string): VariantEntry | undefined {
  return builtIn.get(variant);
}

/** True for a variant of the catalog, or one a host registered. */
export function isKnownVariant(variant: string): boolean {
  return builtIn.has(variant) || hostVariants.has(variant);
}

/**
 * The element property a wire property of `variant` sets: a name, `null` for a property that is
 * accepted but not passed on, or undefined for a property the variant does not declare.
 */
export function declaredProperty(variant: string, wireName: string): string | null | undefined {
  if (!isKnownVariant(variant)) return undefined;
  if (Object.hasOwn(ACCESSIBILITY_PROPS, wireName)) return null;
  const props = declaredProperties(variant);
  return Object.hasOwn(props, wireName) ? props[wireName] : undefined;
}

/** The wire → element property declarations of a known variant (for tests and tools). */
export function declaredProperties(variant: string): Readonly<Record<string, string | null>> {
  return builtIn.get(variant)?.props ?? hostVariants.get(variant)?.props ?? {};
}

/** Where the children of `variant` go, or undefined when it is not a container. */
export function childrenShape(variant: string): ChildrenShape | undefined {
  return builtIn.get(variant)?.children;
}

/** The input kind of a two-way bound variant, or undefined. */
export function inputKind(variant: string): InputKind | undefined {
  return builtIn.get(variant)?.input;
}

/**
 * The custom element tag of a variant: a host variant's own tag (see `registerVariant`), else
 * `svc-` + the name in kebab case, a leading `svc` dropped:
 * textField → svc-text-field, svcTable → svc-table, svcNotificationsVariantA →
 * svc-notifications-variant-a, button → svc-button. Characters a tag cannot hold become `-`.
 */
export function variantToTag(variant: string): string {
  const host = hostVariants.get(variant);
  if (host) return host.tag;
  let tag = tagCache.get(variant);
  if (tag === undefined) {
    tag = kebabTag(variant);
    // Variants come from untrusted input: the cache stays small whatever arrives.
    if (tagCache.size >= 256) tagCache.clear();
    tagCache.set(variant, tag);
  }
  return tag;
}

const tagCache = new Map<string, string>();
