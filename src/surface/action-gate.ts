import {html, type ReactiveController, type ReactiveControllerHost} from 'lit';
import type {DataModel} from '../model/data-model.js';
import type {ParsedSurface} from '../model/types.js';
import {Localize} from '../i18n/controller.js';
import type {NodeBinding} from './bind.js';
import {SvcActionEvent} from './events.js';

/** How long a control stays pending when nothing settles its action (`pendingTimeout`). */
export const PENDING_TIMEOUT_MS = 30_000;

/** What the gate reads of its surface. */
export interface GatedSurface extends ReactiveControllerHost, HTMLElement {
  readonly model: DataModel;
  /** Milliseconds a control waits for an answer before it says none came. */
  readonly pendingTimeout: number;
}

/**
 * The surface's gate for actions, the one way every action goes out: a `<svc-button>`'s press and
 * an element's intent event (a todo item's button, "Connect Okta") alike.
 *
 * - An action goes out only when the inputs it would send are valid (else each shows its message,
 *   focus goes to the first and a polite status says how many need attention).
 * - One press, one action: the control that raised it is pending (busy, presses ignored) until the
 *   agent answers (`settle`), a newer version arrives or the surface leaves the page.
 * - One action at a time: while it is pending, the surface's other action controls are disabled,
 *   with the reason as their description (so Cancel beside a pending Submit does not go out as if
 *   nothing happened); they come back when it settles.
 * - No answer within `pendingTimeout` (30 s): the control comes back and says that no answer came,
 *   and the polite status says it too.
 */
export class ActionGate implements ReactiveController {
  readonly #host: GatedSurface;
  readonly #surface: () => ParsedSurface | undefined;
  readonly #bindings: () => Iterable<NodeBinding>;
  readonly #i18n: Localize;
  readonly #pending = new Map<
    string,
    {binding: NodeBinding; timer: ReturnType<typeof setTimeout>}
  >();
  /** The action controls disabled while an action is pending. */
  readonly #blocked = new Set<NodeBinding>();
  /** What the polite status says. */
  #announcement = '';

  /** `surface`: the version shown; `bindings`: the bindings of its rendered components. */
  constructor(
    host: GatedSurface,
    surface: () => ParsedSurface | undefined,
    bindings: () => Iterable<NodeBinding>,
  ) {
    this.#host = host;
    this.#surface = surface;
    this.#bindings = bindings;
    this.#i18n = new Localize(host);
    host.addController(this);
  }

  hostDisconnected(): void {
    this.settle();
  }

  /** The polite status, for the surface's render. */
  announcer() {
    const words = this.#announcement;
    return html`<div class="visually-hidden" role="status" aria-live="polite">${words}</div>`;
  }

  /**
   * Raises an action (`svc-action`) from the control `source` unless another action is pending or
   * an input it would send is invalid (`readPaths`: the paths its context read); returns its id.
   * The control is then pending until the action settles.
   */
  raise(
    name: string,
    source: NodeBinding,
    context: Record<string, unknown>,
    readPaths: ReadonlySet<string>,
    extra: {userMessage?: string} = {},
  ): string | undefined {
    const parsed = this.#surface();
    if (!parsed || this.#pending.size) return undefined;
    const invalid = this.#invalidInputs(readPaths, parsed.sendDataModel);
    if (invalid.length) {
      invalid.forEach((binding, index) => binding.revealError(index === 0));
      this.#announce(this.#i18n.t('surface.fieldsNeedAttention', {count: invalid.length}));
      return undefined;
    }
    const actionId = newActionId();
    this.#host.dispatchEvent(
      new SvcActionEvent({
        actionId,
        name,
        surfaceId: parsed.surfaceId,
        sourceComponentId: source.node.id,
        timestamp: new Date().toISOString(),
        context,
        ...extra,
        ...(parsed.sendDataModel ? {dataModel: this.#host.model.snapshot()} : {}),
      }),
    );
    const timeout = Number(this.#host.pendingTimeout);
    const timer = setTimeout(
      () => this.settle(actionId, true),
      Number.isFinite(timeout) && timeout >= 0 ? timeout : PENDING_TIMEOUT_MS,
    );
    this.#pending.set(actionId, {binding: source, timer});
    this.#block(source);
    return actionId;
  }

  /**
   * Ends the pending state of the control that raised `actionId`, or of every one without an id.
   * `timedOut`: no answer came; the control says so.
   */
  settle(actionId?: string, timedOut = false): void {
    if (actionId === undefined) {
      for (const id of [...this.#pending.keys()]) this.settle(id);
      return;
    }
    const pending = this.#pending.get(actionId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.#pending.delete(actionId);
    const notice = timedOut ? this.#i18n.t('surface.noAnswer') : '';
    pending.binding.settle(actionId, notice);
    if (notice) this.#announce(notice);
    if (!this.#pending.size) this.#unblock();
  }

  /** Disables every other action control of the surface while an action is pending. */
  #block(source: NodeBinding): void {
    const reason = this.#i18n.t('surface.waitingForAnswer');
    for (const binding of this.#bindings()) {
      if (binding === source || !binding.raisesActions) continue;
      binding.block(reason);
      this.#blocked.add(binding);
    }
  }

  #unblock(): void {
    for (const binding of this.#blocked) binding.block('');
    this.#blocked.clear();
  }

  /**
   * Inputs whose value the action sends (a path it reads, or all when the model is sent) and
   * that are invalid.
   */
  #invalidInputs(readPaths: ReadonlySet<string>, sendsModel: boolean): NodeBinding[] {
    const out: NodeBinding[] = [];
    for (const binding of this.#bindings()) {
      const path = binding.boundPath;
      if (!path || !binding.invalidMessage) continue;
      if (sendsModel || [...readPaths].some((read) => related(read, path))) out.push(binding);
    }
    // Document order, so that focus goes to the first field on screen.
    return out.sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  }

  #announce(message: string): void {
    // The same words twice must be announced twice: clear, then set on the next frame.
    this.#announcement = '';
    this.#host.requestUpdate();
    requestAnimationFrame(() => {
      this.#announcement = message;
      this.#host.requestUpdate();
    });
  }
}

function newActionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `action-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** True when one path is the other, or contains it. */
function related(a: string, b: string): boolean {
  const x = a === '/' ? '' : a;
  const y = b === '/' ? '' : b;
  return x === y || y.startsWith(x + '/') || x.startsWith(y + '/');
}
