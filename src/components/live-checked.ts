/**
 * `liveChecked(value)`: in element position, keeps a native checkbox's or radio's `checked`
 * property at `value`, as `.checked=${live(value)}` does; pair it with `?checked=${value}`.
 * Lit's server renderer writes a `.checked` binding as the attribute `checked="false"` (which HTML
 * reads as checked) and runs no element directive, so server-rendered boxes show the attribute's
 * state, and the client sets the property.
 */
import {nothing} from 'lit';
import {Directive, directive, PartType, type ElementPart, type PartInfo} from 'lit/directive.js';

class LiveChecked extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('liveChecked goes on the input itself.');
  }

  render(_checked: boolean) {
    return nothing;
  }

  override update(part: ElementPart, [checked]: [boolean]) {
    const input = part.element as HTMLInputElement;
    if (input.checked !== checked) input.checked = checked;
    return nothing;
  }
}

export const liveChecked = directive(LiveChecked);
