import {html, type ReactiveController, type ReactiveControllerHost} from 'lit';
import type {DataModel} from '../model/data-model.js';
import type {ParsedSurface} from '../model/types.js';
import {Localize} from '../i18n/controller.js';
import type {NodeBinding} from './bind.js';
import {SvcActionEvent} from './events.js';

/** How long a button stays pending when nothing settles its action. */
const PENDING_TIMEOUT_MS = 30_000;

/** What the gate reads of its surface. */
export interface GatedSurface extends ReactiveControllerHost, HTMLElement {
  readonly model: DataModel;
}

/**
 * The surface's gate for actions: an action goes out only when the inputs it would send are
 * valid (else each shows its message, focus goes to the first and a polite status says how many
 * need attention), and the button that raised it stays pending until the agent answers
 * (`settle`), a newer version arrives, the surface leaves the page, or PENDING_TIMEOUT_MS pass.
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
   * Raises an action (`svc-action`) unless an input it would send is invalid; returns its id.
   * `readPaths`, the paths its context read, are given by buttons, which then stay pending.
   */
  raise(
    name: string,
    source: NodeBinding,
    context: Record<string, unknown>,
    readPaths?: ReadonlySet<string>,
    extra: {userMessage?: string} = {},
  ): string | undefined {
    const parsed = this.#surface();
    if (!parsed) return undefined;
    if (readPaths) {
      const invalid = this.#invalidInputs(readPaths, parsed.sendDataModel);
      if (invalid.length) {
        invalid.forEach((binding, index) => binding.revealError(index === 0));
        this.#announce(this.#i18n.t('surface.fieldsNeedAttention', {count: invalid.length}));
        return undefined;
      }
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
    if (readPaths) {
      const timer = setTimeout(() => this.settle(actionId), PENDING_TIMEOUT_MS);
      this.#pending.set(actionId, {binding: source, timer});
    }
    return actionId;
  }

  /** Ends the pending state of the button that raised `actionId`, or of every one without an id. */
  settle(actionId?: string): void {
    if (actionId === undefined) {
      for (const id of [...this.#pending.keys()]) this.settle(id);
      return;
    }
    const pending = this.#pending.get(actionId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.#pending.delete(actionId);
    pending.binding.settle(actionId);
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
