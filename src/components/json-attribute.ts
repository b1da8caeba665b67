import type {ComplexAttributeConverter} from 'lit';

/** Attribute converter for JSON-valued attributes: bad JSON gives `undefined`, never an exception. */
export const jsonAttribute: ComplexAttributeConverter<unknown> = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  },
  toAttribute(value: unknown): string {
    return JSON.stringify(value);
  },
};
