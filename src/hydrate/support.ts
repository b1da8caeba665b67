/**
 * Hydration of server-rendered elements (`@svc/surfaces/ssr`), installed by
 * `@svc/surfaces/hydrate`: an element that arrives with a declarative shadow root takes over the
 * DOM in it (Lit's `hydrate`, `@lit-labs/ssr-client`) instead of rendering anew, so nothing is
 * rebuilt and nothing flashes. On top of Lit's own support:
 *
 * - what the person entered in a control before the element hydrated (text typed, a box ticked)
 *   is kept: hydration would reset the control to the server's value, so its state is put back
 *   and the control fires `input` and `change` as if entered now, which reaches the data model;
 * - an element whose server rendering does not match (a placeholder: `data-server-placeholder`,
 *   or a template that differs) renders anew in the same task, its controls' state carried over.
 *
 * `defer-hydration` holds an element back until its owner (the surface, or the element whose
 * shadow root holds it) removes the attribute, once its properties are set.
 */
import {LitElement, ReactiveElement, render, type PropertyValues} from 'lit';
import {hydrate} from '@lit-labs/ssr-client';
import {readServerRendering} from '../surface/server-hook.js';
import type {SvcSurface} from '../surface/surface.js';
import {ServerRendered} from './server-rendered.js';

/** What a control held that differs from the server's markup. */
interface Entered {
  index: number;
  value?: string;
  checked?: boolean;
  selected?: boolean[];
  focused: boolean;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Lit's synchronous update (protected in its types). */
type Flushable = {performUpdate(): void};

const CONTROLS = 'input, textarea, select';
const serverRendered = new WeakSet<LitElement>();
let installed = false;

/** Patches LitElement for hydration (once). Call it before any element of the page is defined. */
export function installHydration(): void {
  if (installed) return;
  installed = true;
  readServerRendering((host) => new ServerRendered(host as SvcSurface));
  const proto = LitElement.prototype as unknown as Record<string, unknown>;
  const observed = Object.getOwnPropertyDescriptor(ReactiveElement, 'observedAttributes')!.get!;
  Object.defineProperty(LitElement, 'observedAttributes', {
    configurable: true,
    get(this: typeof LitElement) {
      return [...(observed.call(this) as string[]), 'defer-hydration'];
    },
  });
  const connected = LitElement.prototype.connectedCallback;
  const attributeChanged = LitElement.prototype.attributeChangedCallback;
  const createRenderRoot = proto.createRenderRoot as (
    this: LitElement,
  ) => HTMLElement | DocumentFragment;
  const reactiveUpdate = (ReactiveElement.prototype as unknown as Record<string, unknown>)
    .update as (this: LitElement, changed: PropertyValues) => void;

  LitElement.prototype.connectedCallback = function (this: LitElement) {
    if (!this.hasAttribute('defer-hydration')) connected.call(this);
  };
  LitElement.prototype.attributeChangedCallback = function (
    this: LitElement,
    name: string,
    old: string | null,
    value: string | null,
  ) {
    const release = name === 'defer-hydration' && value === null && this.isConnected;
    if (release) connected.call(this);
    attributeChanged.call(this, name, old, value);
    // Hydrated now, not in a microtask after the task: inside the slice of the surface that bound
    // it, whose time budget then counts it (hydrating a large surface makes no long task). An
    // update that throws is reported, as Lit's own would be, and the surface goes on binding.
    if (release && this.isUpdatePending) {
      try {
        (this as unknown as Flushable).performUpdate();
      } catch (error) {
        reportError(error);
      }
    }
  };
  proto.createRenderRoot = function (this: LitElement) {
    if (!this.shadowRoot) return createRenderRoot.call(this);
    serverRendered.add(this);
    return this.shadowRoot;
  };
  proto.update = function (this: LitElement, changed: PropertyValues) {
    const value = this.render();
    reactiveUpdate.call(this, changed);
    const options = this.renderOptions;
    if (serverRendered.delete(this)) takeOver(this, value, this.renderRoot as ShadowRoot);
    else render(value, this.renderRoot, options);
  };
}

/** Hydrates `root` with `value`, or renders it anew when the server's rendering does not match. */
function takeOver(element: LitElement, value: unknown, root: ShadowRoot): void {
  const entered = enteredIn(root);
  let hydrated = false;
  if (!root.querySelector('[data-server-placeholder]')) {
    try {
      hydrate(value, root, element.renderOptions);
      hydrated = true;
    } catch (error) {
      console.warn(`<${element.localName}>: its server rendering differs; rendered anew.`, error);
    }
  }
  if (!hydrated) {
    // Lit's markers and the server's nodes go; its stylesheets stay (no unstyled frame).
    for (const node of [...root.childNodes]) {
      if (!(node instanceof HTMLLinkElement || node instanceof HTMLStyleElement)) node.remove();
    }
    delete (root as {_$litPart$?: unknown})._$litPart$;
    render(value, root, element.renderOptions);
  }
  if (entered.length) restore(root, entered);
}

/** The controls of `root` whose state differs from their markup's: the person changed them. */
function enteredIn(root: ShadowRoot): Entered[] {
  const entered: Entered[] = [];
  root.querySelectorAll<Control>(CONTROLS).forEach((control, index) => {
    const focused = root.activeElement === control;
    const state: Entered = {index, focused};
    if (control instanceof HTMLSelectElement) {
      const selected = [...control.options].map((o) => o.selected);
      if (selected.some((s, i) => s !== control.options[i]!.defaultSelected))
        state.selected = selected;
    } else if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio')
    ) {
      if (control.checked !== control.defaultChecked) state.checked = control.checked;
    } else if (control.value !== control.defaultValue) {
      state.value = control.value;
    }
    const changed = state.value !== undefined || state.checked !== undefined || state.selected;
    if (changed || focused) entered.push(state);
  });
  return entered;
}

/**
 * Puts the person's state back into the controls now (so no frame shows the server's), then lets
 * each changed control fire `input` and `change`, as the browser would have, once the element's
 * listeners are in place.
 */
function restore(root: ShadowRoot, entered: Entered[]): void {
  const controls = root.querySelectorAll<Control>(CONTROLS);
  const changed: Control[] = [];
  for (const state of entered) {
    const control = controls[state.index];
    if (!control) continue;
    if (state.value !== undefined && 'value' in control) control.value = state.value;
    else if (state.checked !== undefined && control instanceof HTMLInputElement)
      control.checked = state.checked;
    else if (state.selected && control instanceof HTMLSelectElement)
      state.selected.forEach((s, i) => control.options[i] && (control.options[i].selected = s));
    else {
      if (state.focused && root.activeElement !== control) control.focus();
      continue;
    }
    if (state.focused && root.activeElement !== control) control.focus();
    changed.push(control);
  }
  queueMicrotask(() => {
    for (const control of changed) {
      control.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
      control.dispatchEvent(new Event('change', {bubbles: true}));
    }
  });
}
