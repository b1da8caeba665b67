import {noChange} from 'lit';
import {Directive, PartType, directive} from 'lit/directive.js';
import type {ElementPart, PartInfo} from 'lit/directive.js';

/** CSS properties (custom ones included) by name; `undefined` leaves a property unset. */
export type StyleProps = Readonly<Record<string, string | undefined>>;

/**
 * Sets computed CSS properties on an element through the CSSOM (`style.setProperty`), from the
 * first render on: `<div ${styleProps({'--_fraction': '0.4'})}>`.
 *
 * Why not a `style` attribute binding or `styleMap`: both write a `style` attribute on the first
 * render, which a Content Security Policy without `'unsafe-inline'` in `style-src` blocks (and
 * reports). The CSSOM is not subject to that rule.
 */
class StylePropsDirective extends Directive {
  #applied = new Map<string, string>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) {
      throw new Error('styleProps() belongs on an element, as `<div ${styleProps({...})}>`');
    }
  }

  render(_props: StyleProps) {
    return noChange;
  }

  override update(part: ElementPart, [props]: [StyleProps]) {
    const style = (part.element as HTMLElement).style;
    for (const name of this.#applied.keys()) {
      if (props[name] === undefined) {
        style.removeProperty(name);
        this.#applied.delete(name);
      }
    }
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || this.#applied.get(name) === value) continue;
      style.setProperty(name, value);
      this.#applied.set(name, value);
    }
    return noChange;
  }
}

export const styleProps = directive(StylePropsDirective);
