/**
 * How an interactive element names and describes its own control. Assistive technologies focus
 * the control inside the element (a native `<button>`, `<input>`, a radio group), not the host,
 * so a name or description set on the host is not the control's: an element with a control takes
 * them as the properties `accessibleLabel` and `accessibleDescription` (the binding sets them from
 * A2UI `accessibility.label` / `description`) and renders them onto the control with these
 * helpers. Non-interactive elements keep ARIA on the host.
 */
import {html, nothing, type LitElement} from 'lit';
import {property} from 'lit/decorators.js';
import {toText} from '../model/coerce.js';

/** The id of the hidden element that holds the accessible description. */
export const DESCRIPTION_ID = 'accessible-description';

/** What an element with a control accepts: both plain text, empty when not given. */
export interface AccessibleText {
  accessibleLabel: unknown;
  accessibleDescription: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** The properties `AccessibleControl` adds. */
export declare class AccessibleControlElement {
  accessibleLabel: string;
  accessibleDescription: string;
}

/** Adds `accessibleLabel` and `accessibleDescription` to an element that has a control. */
export function AccessibleControl<T extends Constructor<LitElement>>(Base: T) {
  class WithAccessibleText extends Base {
    /**
     * The control's accessible name, when it is not the visible label (A2UI
     * `accessibility.label`): assistive technologies announce it for the focused control.
     */
    @property({attribute: 'accessible-label'}) accessibleLabel = '';

    /** More about the control for assistive technologies (A2UI `accessibility.description`). */
    @property({attribute: 'accessible-description'}) accessibleDescription = '';
  }
  return WithAccessibleText as Constructor<AccessibleControlElement> & T;
}

/**
 * The control's `aria-label`: the accessible label when there is one (it wins over the visible
 * label), else `fallback` (a name for a control that shows none), else none.
 */
export function controlLabel(element: AccessibleText, fallback?: string): string | undefined {
  return toText(element.accessibleLabel).trim() || fallback || undefined;
}

/**
 * The control's `aria-describedby`: the ids given (an error, a note) that are set, then the
 * accessible description's when there is one; undefined when none.
 */
export function controlDescribedBy(
  element: AccessibleText,
  ...ids: Array<string | false | undefined>
): string | undefined {
  const all = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  if (toText(element.accessibleDescription).trim()) all.push(DESCRIPTION_ID);
  return all.length ? all.join(' ') : undefined;
}

/** The hidden element the description is read from (nothing without a description). */
export function descriptionBlock(element: AccessibleText) {
  const text = toText(element.accessibleDescription).trim();
  return text ? html`<span id=${DESCRIPTION_ID} hidden>${text}</span>` : nothing;
}
