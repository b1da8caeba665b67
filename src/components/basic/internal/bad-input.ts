/**
 * The browser's message when the native control in `root` holds what it cannot turn into a value
 * (a number input holding `1e`, a date input with only its month), else ''. `fallback` is used
 * when the browser gives no words.
 */
export function badInputMessage(root: ParentNode | undefined, fallback: () => string): string {
  const control = root?.querySelector<HTMLInputElement>('[part~="control"]');
  if (!control?.validity.badInput) return '';
  return control.validationMessage || fallback();
}
