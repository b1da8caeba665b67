/**
 * @lit/react sets a prop as a property when the element class's prototype has it, and passes any
 * other prop to React as an attribute. The wrappers do not import the element classes (that would
 * load every element up front, which the lazy root entry exists to avoid): each passes a stand-in
 * whose prototype lists its element's public properties, taken from the manifest. The real
 * element loads the first time it appears in the page and keeps the properties set before that.
 */
export function elementStandIn<T extends HTMLElement>(properties: readonly string[]): new () => T {
  class StandIn {}
  for (const name of properties) {
    Object.defineProperty(StandIn.prototype, name, {value: undefined, enumerable: true});
  }
  return StandIn as unknown as new () => T;
}
