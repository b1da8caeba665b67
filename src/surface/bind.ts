import {oneShotOpener, readAction, runAction} from '../model/action.js';
import {CHECK_FALLBACK_MESSAGE, evaluateChecks} from '../model/checks.js';
import {toBoolean, toText} from '../model/coerce.js';
import {sameJson} from '../model/same-json.js';
import {escapeSegment, resolvePath} from '../model/pointer.js';
import {resolve} from '../model/resolve.js';
import {accessibilityTarget, declaredProperty} from '../catalog/index.js';
import type {DataModel, FunctionRegistry, Scope} from '../model/index.js';
import type {ComponentNode, Issue} from '../model/types.js';
import type {SvcIntentEvent} from '../components/events.js';
import {inputAdapter} from './inputs.js';
import {translate} from '../i18n/catalog.js';
import {localeOf} from '../i18n/controller.js';

/** What a binding needs from the surface that owns it. */
export interface BindingHost {
  readonly model: DataModel;
  readonly functions: FunctionRegistry;
  readonly locale?: string;
  report(issue: Issue): void;
  open(url: string): void;
  /**
   * Raises an action and returns its id. `readPaths` are the paths the action's context read; the
   * host refuses (returns undefined) when an input the action sends is invalid or another action
   * is pending.
   */
  raiseAction(
    name: string,
    source: NodeBinding,
    context: Record<string, unknown>,
    readPaths: ReadonlySet<string>,
    extra?: {userMessage?: string},
  ): string | undefined;
  dataChanged(path: string, value: unknown): void;
}

interface DynamicProperty {
  raw: unknown;
  paths: Set<string>;
}

type Writable = HTMLElement & Record<string, unknown>;

/**
 * Connects one component to its element: resolves the component's values against the data model,
 * sets them as plain properties, subscribes to exactly the paths it read, writes user edits back,
 * evaluates checks and turns button presses and element intents into actions. A newer version of
 * the component is applied with `update`, which re-applies only the properties whose raw value
 * changed, so the element and everything living in it stay.
 */
export class NodeBinding {
  // A surface holds thousands of bindings: the collections below are created when first needed,
  // so a binding of literal values holds one small Map (its defaults), and listeners only when it
  // is an input, a button or an element with intents.
  /** The properties that read the data model (or a function still loading), by key. */
  #dynamic?: Map<string, DynamicProperty>;
  #subscriptions?: Map<string, () => void>;
  readonly #element: Writable;
  #listeners?: Array<[string, EventListener]>;
  readonly #scope: Scope;
  /** Each property's value before the binding first set it, restored when the property goes. */
  #defaults?: Map<string, unknown>;
  /** The JSON text of each object or array value last set, to set it again only when it changed. */
  #json?: Map<string, string>;
  /** The key of the property being resolved, whose pointer issues carry. */
  #resolving?: string;
  #checkPaths: ReadonlySet<string> = NO_PATHS;
  #checkMessage = '';
  #lastWritten: unknown;
  #disposed = false;
  #pathsChanged = true;
  #pendingAction?: string;
  /** Why the control may not raise an action now (another action of the surface is pending). */
  #blockedReason = '';
  #connected = false;
  #awaitingEngine = false;

  constructor(
    public node: ComponentNode,
    element: HTMLElement,
    readonly host: BindingHost,
    base = '/',
  ) {
    this.#element = element as Writable;
    this.#scope = {
      model: host.model,
      functions: host.functions,
      locale: host.locale,
      base,
      // An issue without a pointer of its own points at the property being resolved. That pointer
      // is built only then: most values never report an issue.
      report: (issue) =>
        host.report({
          ...issue,
          pointer:
            issue.pointer ||
            (this.#resolving !== undefined ? this.#pointerOf(this.#resolving) : ''),
          componentId: this.node.id,
        }),
      // No `open` here: only a button press may open a URL, never the rendering of a value.
    };
  }

  get element(): HTMLElement {
    return this.#element;
  }

  /** True once `connect` ran. */
  get connected(): boolean {
    return this.#connected;
  }

  /** Resolves every property once, subscribes, and starts listening to the element. */
  connect(): void {
    this.#connected = true;
    for (const [key, raw] of Object.entries(this.node.props)) {
      if (key !== 'value') this.#apply(key, raw);
    }
    if ('value' in this.node.props) this.#apply('value', this.node.props.value);
    if (this.node.arriving) this.#assign('streaming', true);
    this.#evaluateChecks();
    this.#subscribe();
    this.#listen();
  }

  /** Applies a newer version of the same component: only properties whose raw value changed. */
  update(node: ComponentNode): void {
    const before = this.node;
    this.node = node;
    const keys = new Set([...Object.keys(before.props), ...Object.keys(node.props)]);
    keys.delete('value');
    for (const key of [...keys, 'value']) {
      const had = Object.hasOwn(before.props, key);
      const has = Object.hasOwn(node.props, key);
      if (had && has && sameJson(before.props[key], node.props[key])) continue;
      if (has) this.#apply(key, node.props[key]);
      else if (had) this.#reset(key);
    }
    if (!sameJson(before.checks, node.checks)) this.#evaluateChecks();
    // A component still arriving (its streamed string growing) is told when it is complete.
    if (before.arriving !== node.arriving) this.#assign('streaming', node.arriving === true);
    this.#subscribe();
  }

  /** Moves the binding to another scope (a template item that changed position). */
  rebase(base: string): void {
    if (this.#scope.base === base) return;
    this.#scope.base = base;
    this.#pathsChanged = true;
    this.refresh();
  }

  /** Stops listening and unsubscribes. */
  dispose(): void {
    this.#disposed = true;
    for (const unsubscribe of this.#subscriptions?.values() ?? []) unsubscribe();
    this.#subscriptions = undefined;
    for (const [type, listener] of this.#listeners ?? [])
      this.#element.removeEventListener(type, listener);
    this.#listeners = undefined;
  }

  /** Re-resolves what depends on the data model; called when a path this node read changed. */
  refresh = (): void => {
    if (this.#disposed) return;
    for (const [key, property] of this.#dynamic ?? []) this.#apply(key, property.raw);
    this.#evaluateChecks();
    this.#subscribe();
  };

  /** The absolute path the component's `value` is bound to, when it is a path. */
  get boundPath(): string | undefined {
    const raw = this.node.props.value;
    if (raw && typeof raw === 'object' && 'path' in raw) {
      const path = (raw as {path: unknown}).path;
      if (typeof path === 'string') return resolvePath(path, this.#scope.base);
    }
    return undefined;
  }

  /**
   * Why the input's value cannot be sent: its first failing check's message, or the element's own
   * `validationMessage` (an input that cannot hold what the person entered). Empty when valid.
   */
  get invalidMessage(): string {
    if (!inputAdapter(this.node.variant)) return '';
    const own = this.#element.validationMessage;
    return this.#checkMessage || (typeof own === 'string' ? own : '');
  }

  /** Shows the input's error message and, when asked, moves focus into it. */
  revealError(focus: boolean): void {
    this.#assign('showErrors', true);
    if (!focus) return;
    const element = this.#element;
    const inner = element.shadowRoot?.querySelector<HTMLElement>(
      'input, textarea, select, button, [tabindex]',
    );
    (inner ?? element).focus();
  }

  /**
   * True when the component raises actions: a button whose action is an event, or an element with
   * intent events (once its module is in).
   */
  get raisesActions(): boolean {
    if (this.node.variant === 'button') return readAction(this.node.props.action)?.kind === 'event';
    return Boolean(intentEventsOf(this.#element)?.length);
  }

  /**
   * Ends the pending state of the action this control raised (when `actionId` is that one);
   * `notice`, when given, is what the control then says (that no answer came).
   */
  settle(actionId?: string, notice = ''): void {
    if (!this.#pendingAction || (actionId && actionId !== this.#pendingAction)) return;
    this.#pendingAction = undefined;
    this.#assign('pending', false);
    if (notice) this.#assign('notice', notice);
  }

  /** Disables the control with `reason` as its description while another action is pending. */
  block(reason: string): void {
    if (reason === this.#blockedReason) return;
    this.#blockedReason = reason;
    this.#showDisabledReason();
  }

  /** A button's failing check, else the reason it is blocked, as its `disabledReason`. */
  #showDisabledReason(): void {
    const own = this.node.variant === 'button' ? this.#checkMessage : '';
    this.#setProperty('disabledReason', own || this.#blockedReason);
  }

  #apply(key: string, raw: unknown): void {
    // Only what the variant declares reaches the element (the parser has reported the rest).
    const adapter = key === 'value' ? inputAdapter(this.node.variant) : undefined;
    const access = accessibilityTarget(this.node.variant, key);
    const aria = access && 'attribute' in access ? access.attribute : undefined;
    const name = access
      ? 'property' in access
        ? access.property
        : undefined
      : adapter
        ? adapter.property
        : declaredProperty(this.node.variant, key);
    if (!name && !aria) return;
    this.#resolving = key;
    const {value, paths, pending} = resolve(raw, this.#scope);
    this.#resolving = undefined;
    if (pending) this.#refreshWhen(pending);
    const before = this.#dynamic?.get(key);
    // A provisional value (a function still loading) is evaluated again by `refresh`, paths or not.
    if (paths.size || pending) {
      if (before && sameSet(before.paths, paths)) before.raw = raw;
      else {
        this.#pathsChanged = true;
        (this.#dynamic ??= new Map()).set(key, {raw, paths});
      }
    } else if (before) {
      this.#dynamic!.delete(key);
      this.#pathsChanged = true;
    }
    if (aria) this.#setAria(aria, value);
    else this.#setProperty(name!, adapter ? adapter.toElement(value) : value, key);
  }

  /**
   * The JSON Pointer of a property in the record, for issues: inside the variant's body for a
   * Surface record (`/components/3/textField/label`); the component's own for an A2UI component,
   * whose converter may have renamed or moved the property.
   */
  #pointerOf(key: string): string {
    const {pointer, variant} = this.node;
    return pointer.startsWith('/components/')
      ? `${pointer}/${escapeSegment(variant)}/${escapeSegment(key)}`
      : pointer;
  }

  /**
   * A2UI accessibility attributes as ARIA on the host (an element with a control of its own takes
   * its label and description as properties instead: `accessibilityTarget`): a label or
   * description makes it a labelled group (so the name is announced whatever the element), `live`
   * takes polite, assertive or off, `hidden` a boolean (and makes the element inert).
   */
  #setAria(attribute: string, value: unknown): void {
    const element = this.#element;
    let text = value === undefined || value === null ? '' : toText(value);
    if (attribute === 'aria-hidden') text = toBoolean(value) ? 'true' : '';
    if (attribute === 'aria-live' && !['polite', 'assertive', 'off'].includes(text)) text = '';
    if (text) element.setAttribute(attribute, text);
    else element.removeAttribute(attribute);
    // Hidden from assistive technologies is out of reach of the keyboard too: focus must never
    // land on a control a screen reader cannot see (WCAG 4.1.2, axe's aria-hidden-focus).
    if (attribute === 'aria-hidden') element.toggleAttribute('inert', text !== '');
    if (attribute === 'aria-label' || attribute === 'aria-description') {
      const labelled =
        element.hasAttribute('aria-label') || element.hasAttribute('aria-description');
      if (labelled && !element.hasAttribute('role')) element.setAttribute('role', 'group');
      if (!labelled && element.getAttribute('role') === 'group') element.removeAttribute('role');
    }
  }

  /** A property the newer version no longer has goes back to the element's own default. */
  #reset(key: string): void {
    const access = accessibilityTarget(this.node.variant, key);
    if (access && 'attribute' in access) return this.#setAria(access.attribute, '');
    const adapter = key === 'value' ? inputAdapter(this.node.variant) : undefined;
    const name = access
      ? access.property
      : adapter
        ? adapter.property
        : declaredProperty(this.node.variant, key);
    if (this.#dynamic?.delete(key)) this.#pathsChanged = true;
    if (!name || !this.#defaults?.has(name)) return;
    this.#json?.delete(name);
    this.#assign(name, this.#defaults.get(name));
  }

  /**
   * Sets a property when its value changed. Objects and arrays are compared by content and handed
   * to the element as a fresh copy: values read from the model are the model's own objects,
   * changed in place by later writes (a copy lets Lit see the change), and a literal sent again
   * in a newer version is not set again.
   */
  #setProperty(name: string, value: unknown, key?: string): void {
    if (typeof value !== 'object' || value === null) {
      this.#json?.delete(name);
      if (!Object.is(this.#element[name], value)) this.#assign(name, value, key);
      return;
    }
    let json: string;
    try {
      json = JSON.stringify(value);
    } catch {
      return this.#assign(name, value, key);
    }
    this.#json ??= new Map();
    if (this.#json.get(name) === json) return;
    this.#json.set(name, json);
    this.#assign(name, copyForElement(json), key);
  }

  /**
   * An element's setter may refuse a value of the wrong shape: that is an issue, not a crash. The
   * issue points at the property `key` when the value came from one, else at the component.
   */
  #assign(name: string, value: unknown, key?: string): void {
    this.#defaults ??= new Map();
    if (!this.#defaults.has(name)) this.#defaults.set(name, this.#element[name]);
    try {
      this.#element[name] = value;
    } catch (error) {
      this.host.report({
        pointer: key === undefined ? this.node.pointer : this.#pointerOf(key),
        message: `The value for ${name} was refused: ${error instanceof Error ? error.message : error}`,
        severity: 'error',
        componentId: this.node.id,
      });
    }
  }

  #evaluateChecks(): void {
    const {checks} = this.node;
    // Nothing to check and nothing shown: the common case costs nothing.
    if (!checks.length && !this.#checkMessage && !this.#checkPaths.size) return;
    const result = checks.length
      ? evaluateChecks(checks, this.#scope, this.node.props.value)
      : {valid: true, messages: [], reasons: [], paths: NO_PATHS};
    if ('pending' in result && result.pending) this.#refreshWhen(result.pending);
    if (!sameSet(this.#checkPaths, result.paths)) {
      this.#checkPaths = result.paths;
      this.#pathsChanged = true;
    }
    const locale = localeOf(this.#element);
    // A check without a message of its own says "Not valid" in the surface's language.
    const words = (text: string | undefined) =>
      text && text !== CHECK_FALLBACK_MESSAGE ? text : translate(locale, 'surface.notValid');
    // An input shows its first problem; a button says everything that holds it back.
    const message = result.valid
      ? ''
      : this.node.variant === 'button'
        ? blockingReasons([...new Set(result.reasons.map(words))], locale)
        : words(result.messages[0]);
    if (!checks.length && !this.#checkMessage) return;
    this.#checkMessage = message;
    if (this.node.variant === 'button') this.#showDisabledReason();
    else this.#setProperty('error', message);
  }

  /** Refreshes once what a function waited for (the regex engine) has loaded. */
  #refreshWhen(ready: Promise<void>): void {
    if (this.#awaitingEngine) return;
    this.#awaitingEngine = true;
    void ready.then(() => {
      this.#awaitingEngine = false;
      if (!this.#disposed) this.refresh();
    });
  }

  /** Subscribes to exactly the paths last read; does nothing when they did not change. */
  #subscribe(): void {
    if (!this.#pathsChanged) return;
    this.#pathsChanged = false;
    const wanted = new Set(this.#checkPaths);
    for (const property of this.#dynamic?.values() ?? [])
      for (const path of property.paths) wanted.add(path);
    const subscriptions = this.#subscriptions;
    for (const [path, unsubscribe] of subscriptions ?? []) {
      if (!wanted.has(path)) {
        unsubscribe();
        subscriptions!.delete(path);
      }
    }
    if (!wanted.size) return;
    this.#subscriptions ??= new Map();
    for (const path of wanted) {
      if (!this.#subscriptions.has(path))
        this.#subscriptions.set(path, this.host.model.subscribe(path, this.refresh));
    }
  }

  #on(type: string, listener: EventListener): void {
    this.#element.addEventListener(type, listener);
    (this.#listeners ??= []).push([type, listener]);
  }

  #listen(): void {
    const {variant} = this.node;
    // Listeners are made here, for the variants that need them: most components need none.
    if (inputAdapter(variant)) {
      const writeBack = (event: Event) => this.#writeBack(event);
      this.#on('input', writeBack);
      this.#on('change', writeBack);
    }
    if (variant === 'button') this.#on('click', () => this.#press());
    // A lazily loaded element is a plain HTMLElement until its module defines it.
    const tag = this.#element.localName;
    const listenForIntents = () => {
      if (this.#disposed) return;
      const intents = intentEventsOf(this.#element);
      if (!intents?.length) return;
      const intent = (event: Event) => this.#intent(event);
      for (const type of intents) this.#on(type, intent);
    };
    if (customElements.get(tag)) listenForIntents();
    else void customElements.whenDefined(tag).then(listenForIntents);
  }

  #writeBack(event: Event): void {
    if (event.target !== this.#element) return;
    const path = this.boundPath;
    const adapter = inputAdapter(this.node.variant);
    if (!path || !adapter) return;
    const value = adapter.write(this.#element, this.host.model.get(path), this.node);
    if (event.type === 'change' && sameJson(value, this.#lastWritten)) return;
    this.#lastWritten = value;
    this.host.model.set(path, value);
    this.host.dataChanged(path, value);
  }

  #press(): void {
    const element = this.#element;
    if (element.disabled || element.disabledReason || this.#pendingAction) return;
    const action = readAction(this.node.props.action);
    if (!action) {
      this.host.report({
        pointer: `${this.node.pointer}/button/action`,
        message: 'The button has no usable action (expected `event` or `functionCall`).',
        severity: 'warning',
        componentId: this.node.id,
      });
      return;
    }
    const open = oneShotOpener((url) => this.host.open(url));
    const {event, paths} = runAction(action, this.#scope, open);
    if (!event) return;
    const extra = event.userMessage === undefined ? {} : {userMessage: event.userMessage};
    this.#raise(event.name, event.context, paths, extra);
  }

  /** An element's intent goes through the same gate as a button's press. */
  #intent(event: Event): void {
    const intent = event as SvcIntentEvent;
    if (typeof intent.actionName !== 'string' || !intent.actionName) return;
    if (this.#pendingAction || this.#blockedReason) return;
    this.#raise(intent.actionName, {...intent.context}, NO_PATHS);
  }

  /** Raises the action; the control is pending until it settles. */
  #raise(
    name: string,
    context: Record<string, unknown>,
    paths: ReadonlySet<string>,
    extra?: {userMessage?: string},
  ): void {
    const id = this.host.raiseAction(name, this, context, paths, extra);
    if (id === undefined) return;
    this.#pendingAction = id;
    this.#assign('pending', true);
    if (this.#element.notice) this.#assign('notice', '');
  }
}

const NO_PATHS: ReadonlySet<string> = new Set();

/** Most reasons a disabled button lists one by one; past it, how many there are. */
const LISTED_REASONS = 3;

/** What holds a button back: each reason on its line, or their number when there are many. */
function blockingReasons(reasons: readonly string[], locale: string | undefined): string {
  if (reasons.length > LISTED_REASONS)
    return translate(locale, 'surface.fieldsNeedAttention', {count: reasons.length});
  return reasons.join('\n');
}

/** The intent event types an element's class declares (`static intentEvents`). */
function intentEventsOf(element: HTMLElement): readonly string[] | undefined {
  return (element.constructor as {intentEvents?: readonly string[]}).intentEvents;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

/**
 * Parses JSON for an element. An object with its own `toString` or `valueOf` data key cannot be
 * turned into text (String() throws, and an element showing it would fail to render): such objects
 * get a hidden conversion to their JSON text, as the A2UI coercion of objects to strings says.
 */
function copyForElement(json: string): unknown {
  if (!/"(?:toString|valueOf)"\s*:/.test(json)) return JSON.parse(json);
  return JSON.parse(json, (_key, value: unknown) => {
    if (
      value &&
      typeof value === 'object' &&
      (Object.hasOwn(value, 'toString') || Object.hasOwn(value, 'valueOf'))
    ) {
      Object.defineProperty(value, Symbol.toPrimitive, {value: () => JSON.stringify(value)});
    }
    return value;
  });
}
