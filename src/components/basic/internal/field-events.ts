/**
 * The handlers of a labelled input element's control (text field, date-time input, slider):
 * an edit is read into the element (`read` takes the control's value and marks it touched; the
 * native event stops there) and fired again from the host as its own `input` or `change`, and
 * leaving the control marks it touched.
 */
export function fieldEvents(host: HTMLElement, read: (control: HTMLInputElement) => void) {
  const redispatch = (type: 'input' | 'change') => (e: Event) => {
    e.stopPropagation();
    read(e.target as HTMLInputElement);
    host.dispatchEvent(new Event(type, {bubbles: true, composed: true}));
  };
  return {input: redispatch('input'), change: redispatch('change')};
}
