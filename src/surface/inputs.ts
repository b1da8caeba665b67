import {toBoolean, toIdList, toNumber, toText} from '../model/coerce.js';
import {KNOWN_VARIANTS, inputKind, type InputKind} from '../catalog/index.js';
import type {ComponentNode} from '../model/types.js';

/**
 * How the model value of a bound input maps onto its element and back. The element property is
 * `value` unless named; `write` turns what the element holds into what the model stores.
 */
export interface InputAdapter {
  property: string;
  toElement(modelValue: unknown): unknown;
  write(element: HTMLElement, current: unknown, node: ComponentNode): unknown;
}

const read = (element: HTMLElement, property = 'value') =>
  (element as unknown as Record<string, unknown>)[property];

const text: InputAdapter = {
  property: 'value',
  toElement: (value) => toText(value),
  write: (element) => toText(read(element)),
};

/** How each kind of input converts (see `InputKind` in the catalog). */
const ADAPTERS: Record<InputKind, InputAdapter> = {
  text,
  boolean: {
    property: 'checked',
    toElement: (value) => toBoolean(value),
    write: (element) => Boolean(read(element, 'checked')),
  },
  number: {
    property: 'value',
    toElement: (value) => (value == null ? undefined : toNumber(value)),
    write: (element) => Number(read(element)),
  },
  choices: {
    property: 'value',
    toElement: (value) => toIdList(value),
    // Multi select writes the ids. Single select writes [id] for an A2UI ChoicePicker or when
    // the model held a list, else the id.
    write: (element, current, node) => {
      const ids = toIdList(read(element));
      if (read(element, 'multiSelect')) return ids;
      return node.listValue || Array.isArray(current) ? ids.slice(0, 1) : (ids[0] ?? '');
    },
  },
  seconds: {
    property: 'value',
    toElement: (value) => (value == null || value === '' ? undefined : toNumber(value)),
    // No duration (an entry the picker refused) is null in the model, never a stale number.
    write: (element) => {
      const seconds = read(element);
      return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
    },
  },
  any: {
    property: 'value',
    toElement: (value) => value,
    write: (element) => read(element),
  },
};

/** The adapter of a two-way bound variant, or undefined for a variant that is not an input. */
export function inputAdapter(variant: string): InputAdapter | undefined {
  const kind = inputKind(variant);
  return kind && ADAPTERS[kind];
}

/** Wire variants with two-way bound `value`, and how each converts. */
export const inputAdapters: Readonly<Record<string, InputAdapter>> = Object.freeze(
  Object.fromEntries(
    KNOWN_VARIANTS.flatMap((variant) => {
      const adapter = inputAdapter(variant);
      return adapter ? [[variant, adapter]] : [];
    }),
  ),
);
