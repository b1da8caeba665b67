/**
 * What every element that raises intent events shares (todo list, onboarding cards, notification
 * invitations, connector form): the same contract as `<svc-button>` (`pending`, `disabledReason`,
 * `notice`), and one controller through which each of its buttons raises its intent, so that one
 * press is one action.
 */
import {html, nothing, css, type LitElement, type ReactiveController} from 'lit';
import {property} from 'lit/decorators.js';
import {toBoolean, toText} from '../../../model/coerce.js';
import type {SvcIntentEvent} from '../../events.js';
import {spinnerStyles} from '../../../styles/buttons.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** The properties a surface sets on an element that raises intents, as on `<svc-button>`. */
export declare class IntentState {
  pending: boolean;
  disabledReason: string;
  notice: string;
}

/**
 * Adds the intent contract's properties to an element class. Inside `<svc-surface>` the surface
 * sets them; a page that uses the element on its own may set them the same way.
 */
export function RaisesIntents<T extends Constructor<LitElement>>(Base: T) {
  class IntentRaising extends Base implements IntentState {
    /**
     * An action this element raised is on its way: the button pressed shows a spinner and is
     * `aria-busy`, and every button of the element ignores presses until it is cleared.
     */
    @property({type: Boolean, reflect: true}) pending = false;

    /**
     * Why the element's buttons cannot be used now (another action is waiting for its answer):
     * they stay focusable, `aria-disabled`, with this text as their description.
     */
    @property({attribute: 'disabled-reason'}) disabledReason = '';

    /** A short note about the last press, shown under the buttons (that no answer came). */
    @property() notice = '';
  }
  return IntentRaising as Constructor<IntentState> & T;
}

/** What the controller needs of its element. */
type IntentHost = LitElement & IntentState;

/**
 * Raises an element's intents, one press one action: a press while the element is pending or
 * disabled does nothing, and the button pressed shows the pending state.
 */
export class IntentButtons implements ReactiveController {
  readonly #host: IntentHost;
  readonly #done: () => boolean;
  /** The button whose press is pending. */
  #pressed?: string;

  /** `done`: true once the element took its one answer (its buttons then ignore presses). */
  constructor(host: IntentHost, done: () => boolean = () => false) {
    this.#host = host;
    this.#done = done;
    host.addController(this);
  }

  hostUpdate(): void {
    if (!toBoolean(this.#host.pending)) this.#pressed = undefined;
  }

  /** True while presses are ignored. */
  get blocked(): boolean {
    return toBoolean(this.#host.pending) || this.#reason !== '' || this.#done();
  }

  get #reason(): string {
    return toText(this.#host.disabledReason).trim();
  }

  /**
   * Dispatches the intent of the button `key` unless presses are ignored; true when it went out.
   * `event` is made only then.
   */
  raise(key: string, event: () => SvcIntentEvent): boolean {
    if (this.blocked) return false;
    this.#pressed = key;
    this.#host.dispatchEvent(event());
    this.#host.requestUpdate();
    return true;
  }

  /**
   * A button that raises an intent: `key` names it among the element's buttons, `event` makes
   * the intent when pressed, `then` runs after it went out. Focusable while disabled
   * (`aria-disabled`, the reason as its description); busy with a spinner while its press is
   * pending.
   */
  button(
    key: string,
    options: {
      part: string;
      className?: string;
      content: unknown;
      event: () => SvcIntentEvent;
      then?: () => void;
    },
  ) {
    const busy = toBoolean(this.#host.pending) && this.#pressed === key;
    const press = () => {
      if (this.raise(key, options.event)) options.then?.();
    };
    return html`<button
      part=${options.part}
      class=${options.className ?? nothing}
      type="button"
      aria-disabled=${this.blocked ? 'true' : nothing}
      aria-busy=${busy ? 'true' : nothing}
      aria-describedby=${this.#reason ? 'intent-reason' : nothing}
      @click=${press}
    >
      ${busy ? html`<span part="spinner" aria-hidden="true"></span>` : nothing}${options.content}
    </button>`;
  }

  /** The reason and the notice, for under the buttons (empty when there are none). */
  notes() {
    const reason = this.#reason;
    const notice = toText(this.#host.notice).trim();
    return html`${reason ? html`<p part="disabled-reason" id="intent-reason">${reason}</p>` : nothing}${
      notice ? html`<p part="notice">${notice}</p>` : nothing
    }`;
  }
}

/** Styles of the spinner of a pending button and of the notes under the buttons. */
export const intentStyles = css`
  ${spinnerStyles}
  [part~='disabled-reason'],
  [part~='notice'] {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_size-sm);
  }
`;
