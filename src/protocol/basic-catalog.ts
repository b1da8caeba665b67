/**
 * The v0.9 basic catalog: each component name and how its properties become the seed dialect's
 * (see semantics §0 and §8). Names not listed here are not in the catalog.
 */
import {A2UI_BASIC_VARIANTS} from '../catalog/index.js';
import {isPlainObject} from '../model/json.js';
import type {Issue} from '../model/types.js';
import type {A2uiComponent, ComponentConverter, ConvertedBody} from './types.js';

/** The id of the v0.9 basic catalog, as agents put it in `createSurface.catalogId`. */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** The id of the v1.0 basic catalog. */
export const BASIC_CATALOG_ID_V1 =
  'https://a2ui.org/specification/v1_0/catalogs/basic/catalog.json';

/** The v0.9.1 basic catalog (identical content; the id agents of that version may send). */
export const BASIC_CATALOG_ID_V091 =
  'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json';

/** The component names of the v0.9 basic catalog (the catalog entries that name one). */
export const BASIC_COMPONENTS: readonly string[] = Object.freeze([...A2UI_BASIC_VARIANTS.keys()]);

/** `TextField` → `textField`: the seed variant key of an A2UI component name. */
export function variantKey(component: string): string {
  return component.charAt(0).toLowerCase() + component.slice(1);
}

type Context = {pointer: string; issues: Issue[]};

/** Keys every converter leaves out of props: handled by the processor for all components. */
export const COMMON_KEYS: ReadonlySet<string> = new Set([
  'id',
  'component',
  'catalogId',
  'weight',
  'accessibility',
  'checks',
]);

function rest(component: A2uiComponent, ...consumed: string[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(component)) {
    if (!COMMON_KEYS.has(key) && !consumed.includes(key)) props[key] = value;
  }
  return props;
}

function childId(value: unknown, pointer: string, issues: Issue[]): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (value === undefined || value === null) return undefined;
  issues.push({
    pointer,
    message: 'A child id must be a non-empty string; skipped.',
    severity: 'error',
  });
  return undefined;
}

/**
 * Reads a ChildList (`children`): an array of ids, or a template `{componentId, path}`; the
 * singular `child` is accepted where `children` is absent.
 */
export function readChildList(component: A2uiComponent, context: Context) {
  const {issues} = context;
  const children: string[] = [];
  const raw = component.children;
  const at = `${context.pointer}/children`;
  if (Array.isArray(raw)) {
    raw.forEach((item, index) => {
      const id = childId(item, `${at}/${index}`, issues);
      if (id !== undefined) children.push(id);
    });
    return {children};
  }
  if (isPlainObject(raw)) {
    const {componentId, path} = raw;
    if (typeof componentId === 'string' && componentId !== '' && typeof path === 'string') {
      return {children, template: {componentId, path}};
    }
    issues.push({
      pointer: at,
      message: 'A template child list needs a componentId and a path (both strings); ignored.',
      severity: 'error',
    });
    return {children};
  }
  if (raw !== undefined && raw !== null) {
    issues.push({
      pointer: at,
      message: 'children must be a list of ids or {componentId, path}; ignored.',
      severity: 'error',
    });
    return {children};
  }
  const single = childId(component.child, `${context.pointer}/child`, issues);
  if (single !== undefined) children.push(single);
  return {children};
}

/** Renames `from` to `to` in `props` (when present). */
function rename(props: Record<string, unknown>, from: string, to: string): void {
  if (from in props) {
    props[to] = props[from];
    delete props[from];
  }
}

const text: ComponentConverter = (component) => ({
  variant: 'text',
  // A2UI Text is always markdown.
  props: {...rest(component), markdown: true},
});

const container =
  (variant: string): ComponentConverter =>
  (component, context) => {
    const props = rest(component, 'children', 'child');
    rename(props, 'justify', 'distribution');
    rename(props, 'align', 'alignment');
    return {variant, props, ...readChildList(component, context)};
  };

const singleChild =
  (variant: string): ComponentConverter =>
  (component, context) => {
    const props = rest(component, 'child', 'children');
    const body: ConvertedBody = {variant, props, ...readChildList(component, context)};
    return body;
  };

const button: ComponentConverter = (component, context) => {
  const props = rest(component, 'child', 'children');
  // Drafts of v1.0 (and the suite's cases) give a Button a `title` instead of a child.
  if (!('label' in props) && 'title' in props) rename(props, 'title', 'label');
  return {variant: 'button', props, ...readChildList(component, context)};
};

const checkBox: ComponentConverter = (component) => {
  const props = rest(component);
  // A draft's spelling of the state, honoured when `value` is absent.
  if (!('value' in props) && 'checked' in props) rename(props, 'checked', 'value');
  return {variant: 'checkBox', props};
};

const tabs: ComponentConverter = (component, context) => {
  const props = rest(component, 'tabs');
  const children: string[] = [];
  const titles: unknown[] = [];
  const raw = component.tabs;
  if (Array.isArray(raw)) {
    raw.forEach((tab, index) => {
      const at = `${context.pointer}/tabs/${index}`;
      if (!isPlainObject(tab)) {
        context.issues.push({
          pointer: at,
          message: 'A tab must be {title, child}; skipped.',
          severity: 'error',
        });
        return;
      }
      const id = childId(tab.child, `${at}/child`, context.issues);
      if (id === undefined) {
        if (tab.child === undefined)
          context.issues.push({
            pointer: at,
            message: 'A tab has no child; skipped.',
            severity: 'error',
          });
        return;
      }
      children.push(id);
      titles.push(tab.title ?? '');
    });
  } else if (raw !== undefined) {
    context.issues.push({
      pointer: `${context.pointer}/tabs`,
      message: 'tabs must be a list of {title, child}; ignored.',
      severity: 'error',
    });
  }
  return {variant: 'tabs', props: {...props, titles}, children};
};

const modal: ComponentConverter = (component, context) => {
  const props = rest(component, 'trigger', 'content');
  const children: string[] = [];
  for (const slot of ['trigger', 'content'] as const) {
    const id = childId(component[slot], `${context.pointer}/${slot}`, context.issues);
    if (id !== undefined) children.push(id);
    else
      context.issues.push({
        pointer: `${context.pointer}/${slot}`,
        message: `A Modal needs a ${slot} component id.`,
        severity: 'error',
      });
  }
  // Both present: children are [trigger, content]; otherwise the renderer cannot tell the slots apart.
  return {variant: 'modal', props, children: children.length === 2 ? children : []};
};

const divider: ComponentConverter = (component) => {
  const props = rest(component);
  rename(props, 'axis', 'orientation');
  return {variant: 'divider', props};
};

const choicePicker: ComponentConverter = (component, context) => {
  const props = rest(component, 'options', 'variant');
  const choices: {id: string; label: unknown}[] = [];
  const raw = component.options;
  if (Array.isArray(raw)) {
    raw.forEach((option, index) => {
      const at = `${context.pointer}/options/${index}`;
      if (
        !isPlainObject(option) ||
        (typeof option.value !== 'string' && typeof option.value !== 'number')
      ) {
        context.issues.push({
          pointer: at,
          message: 'An option must be {label, value} with a string value; skipped.',
          severity: 'error',
        });
        return;
      }
      choices.push({id: String(option.value), label: option.label ?? String(option.value)});
    });
  } else if (raw !== undefined) {
    context.issues.push({
      pointer: `${context.pointer}/options`,
      message: 'options must be a list of {label, value}; ignored.',
      severity: 'error',
    });
  }
  props.choices = choices;
  props.multiSelect = component.variant === 'multipleSelection';
  // A2UI keeps the selection as a list of values, also for mutuallyExclusive: `[value]`.
  return {variant: 'choicePicker', props, listValue: true};
};

const dateTimeInput: ComponentConverter = (component) => {
  const props = rest(component, 'enableDate', 'enableTime');
  const date = component.enableDate === true;
  const time = component.enableTime === true;
  if (date || time) props.inputType = date && time ? 'DATE_TIME' : date ? 'DATE' : 'TIME';
  return {variant: 'dateTimeInput', props};
};

/** A2UI's `steps` (divisions of the range) is the element's `step` (the increment between values). */
const slider: ComponentConverter = (component, context) => {
  const props = rest(component, 'steps');
  const {steps, min = 0, max} = component;
  if (steps === undefined) return {variant: 'slider', props};
  if (
    typeof steps === 'number' &&
    Number.isInteger(steps) &&
    steps > 0 &&
    typeof min === 'number' &&
    typeof max === 'number' &&
    max > min
  )
    props.step = (max - min) / steps;
  else
    context.issues.push({
      pointer: `${context.pointer}/steps`,
      message: 'steps (a whole number above 0) needs min and max as numbers; ignored.',
      severity: 'warning',
    });
  return {variant: 'slider', props};
};

const plain =
  (variant: string): ComponentConverter =>
  (component) => ({variant, props: rest(component)});

/** Components whose shape differs from their variant's beyond plain renames. */
const SPECIAL_CONVERTERS: Readonly<Record<string, ComponentConverter>> = {
  Text: text,
  Row: container('row'),
  Column: container('column'),
  List: container('list'),
  Card: singleChild('card'),
  Tabs: tabs,
  Modal: modal,
  Divider: divider,
  Button: button,
  ChoicePicker: choicePicker,
  DateTimeInput: dateTimeInput,
  Slider: slider,
  CheckBox: checkBox,
};

/** The converters of the basic catalog, by component name. */
export const BASIC_CONVERTERS: Readonly<Record<string, ComponentConverter>> = Object.freeze(
  Object.fromEntries(
    [...A2UI_BASIC_VARIANTS].map(([name, variant]) => [
      name,
      SPECIAL_CONVERTERS[name] ?? plain(variant),
    ]),
  ),
);

/**
 * The body for a host mapping given as a variant key: every property kept, `children` (ids or a
 * template) and `child` read as the child list.
 */
export function convertByKey(variant: string): ComponentConverter {
  return (component, context) => ({
    variant,
    props: rest(component, 'children', 'child'),
    ...readChildList(component, context),
  });
}

/** The body of a component whose type no catalog knows: properties kept, children read. */
export const convertUnknown: ComponentConverter = (component, context) => ({
  variant: typeof component.component === 'string' ? variantKey(component.component) : '',
  props: rest(component, 'children', 'child'),
  ...readChildList(component, context),
});
