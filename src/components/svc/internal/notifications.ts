/**
 * Shared parts of the two notification invitations (`<svc-notifications-variant-a>`, a compact
 * banner, and `<svc-notifications-variant-b>`, a card with benefits): the events, the base class
 * with their common properties and answer handling, and button styles.
 */
import {LitElement, css, html, nothing} from 'lit';
import {property, query, state} from 'lit/decorators.js';
import {SvcIntentEvent} from '../../events.js';
import {buttonRule, primaryButtonVars} from '../../../styles/buttons.js';

/** The person wants notifications in a chat tool. Context: `{variant, chatTool}`. */
export class SvcNotificationsEnableEvent extends SvcIntentEvent {
  static readonly type = 'svc-notifications-enable';
  constructor(
    actionName: string,
    /** Which design was shown: `a` or `b`. */
    readonly variant: string,
    /** The chat tool named in the invitation ('' when none). */
    readonly chatTool: string,
  ) {
    super(SvcNotificationsEnableEvent.type, actionName, {variant, chatTool});
  }
}

/** The person declined the invitation for now. Context: `{variant, chatTool}`. */
export class SvcNotificationsDismissEvent extends SvcIntentEvent {
  static readonly type = 'svc-notifications-dismiss';
  constructor(
    actionName: string,
    /** Which design was shown: `a` or `b`. */
    readonly variant: string,
    /** The chat tool named in the invitation ('' when none). */
    readonly chatTool: string,
  ) {
    super(SvcNotificationsDismissEvent.type, actionName, {variant, chatTool});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-notifications-enable': SvcNotificationsEnableEvent;
    'svc-notifications-dismiss': SvcNotificationsDismissEvent;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * Common properties and behaviour of both invitations: texts, action names, and the answered
 * state (after a choice the buttons give way to a short confirmation, so a second click cannot
 * send a second action).
 */
export abstract class NotificationsInvitation extends LitElement {
  /** The intent events this element raises (the surface turns each into an action). */
  static readonly intentEvents = [
    SvcNotificationsEnableEvent.type,
    SvcNotificationsDismissEvent.type,
  ] as const;

  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  @property({attribute: 'chat-tool'}) chatTool = '';

  /** Text of the button that turns notifications on. */
  @property({attribute: 'enable-label'}) enableLabel = 'Turn on notifications';

  /** Text (or accessible name) of the button that declines. */
  @property({attribute: 'dismiss-label'}) dismissLabel = 'Not now';

  /** Shown after the person chose to turn notifications on. */
  @property({attribute: 'enabled-text'}) enabledText =
    'Great — the assistant will walk you through it.';

  /** Shown after the person declined. */
  @property({attribute: 'dismissed-text'}) dismissedText =
    'No problem. You can turn notifications on later.';

  /** Action name of the enable choice. */
  @property({attribute: 'enable-action-name'}) enableActionName = 'notifications_enable';

  /** Action name of the dismiss choice. */
  @property({attribute: 'dismiss-action-name'}) dismissActionName = 'notifications_dismiss';

  /** The person's answer so far. */
  @state() protected answer: 'enabled' | 'dismissed' | undefined;

  @query('[part~="answer"]') private answerElement?: HTMLElement;

  /** `a` or `b`, sent as the `variant` of the events' context. */
  protected abstract readonly variant: string;

  /** The chat tool's name as shown. */
  protected get toolName(): string {
    return text(this.chatTool) || 'your chat app';
  }

  protected text(value: unknown): string {
    return text(value);
  }

  /** The confirmation shown once the person answered (focusable, so focus is not lost). */
  protected renderAnswer() {
    if (!this.answer) return nothing;
    return html`<p part="answer" role="status" tabindex="-1">
      ${text(this.answer === 'enabled' ? this.enabledText : this.dismissedText)}
    </p>`;
  }

  protected async enable() {
    // Built first, then dispatched: the manifest takes event names from @fires.
    const event = new SvcNotificationsEnableEvent(
      text(this.enableActionName),
      this.variant,
      text(this.chatTool),
    );
    this.dispatchEvent(event);
    await this.#answered('enabled');
  }

  protected async dismiss() {
    const event = new SvcNotificationsDismissEvent(
      text(this.dismissActionName),
      this.variant,
      text(this.chatTool),
    );
    this.dispatchEvent(event);
    await this.#answered('dismissed');
  }

  async #answered(answer: 'enabled' | 'dismissed') {
    this.answer = answer;
    await this.updateComplete;
    this.answerElement?.focus();
  }
}

/** Buttons and the confirmation line, shared by both designs. */
export const notificationStyles = css`
  ${buttonRule('button')}
  button.primary {
    ${primaryButtonVars}
    --_button-bg: var(--_accent);
    --_button-border: var(--_accent);
    --_button-fg: var(--_on-accent);
  }
  [part~='answer'] {
    margin: 0;
    font-weight: 600;
  }
  [part~='answer']:focus {
    outline: none;
  }
  [part~='answer']:focus-visible {
    outline: var(--_focus-ring);
  }
`;
