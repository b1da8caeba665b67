/**
 * Shared parts of the two notification invitations (`<svc-notifications-variant-a>`, a compact
 * banner, and `<svc-notifications-variant-b>`, a card with benefits): the events, the base class
 * with their common properties and answer handling, and button styles.
 */
import {LitElement, css, html, nothing} from 'lit';
import {property, query, state} from 'lit/decorators.js';
import {SvcIntentEvent} from '../../events.js';
import {buttonRule, primaryButtonVars} from '../../../styles/buttons.js';
import {Localize} from '../../../i18n/controller.js';
import {IntentButtons, RaisesIntents, intentStyles} from './intents.js';
import '../../../i18n/messages-svc.js';
import {HeadingLevels} from '../../../controllers/element-headings.js';

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
export abstract class NotificationsInvitation extends RaisesIntents(LitElement) {
  /** The intent events this element raises (the surface turns each into an action). */
  static readonly intentEvents = [
    SvcNotificationsEnableEvent.type,
    SvcNotificationsDismissEvent.type,
  ] as const;

  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  @property({attribute: 'chat-tool'}) chatTool = '';

  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  @property({attribute: 'enable-label'}) enableLabel = '';

  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  @property({attribute: 'dismiss-label'}) dismissLabel = '';

  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  @property({attribute: 'enabled-text'}) enabledText = '';

  /** Shown after the person declined; empty: a localized default. */
  @property({attribute: 'dismissed-text'}) dismissedText = '';

  /** Action name of the enable choice. */
  @property({attribute: 'enable-action-name'}) enableActionName = 'notifications_enable';

  /** Action name of the dismiss choice. */
  @property({attribute: 'dismiss-action-name'}) dismissActionName = 'notifications_dismiss';

  /** The person's answer so far. */
  @state() protected answer: 'enabled' | 'dismissed' | undefined;

  @query('[part~="answer"]') private answerElement?: HTMLElement;

  /** `a` or `b`, sent as the `variant` of the events' context. */
  protected abstract readonly variant: string;

  /** The words in the language around the element. */
  protected readonly i18n = new Localize(this);

  /** The level of the card's heading, from the surface around it. */
  protected readonly headingLevels = new HeadingLevels(this);

  /** The chat tool's name as shown. */
  protected get toolName(): string {
    return text(this.chatTool) || this.i18n.t('notify.yourChatApp');
  }

  /** The enable button's text: the property, else the localized default of the design. */
  protected get enableText(): string {
    return text(this.enableLabel) || this.i18n.t('notify.enable');
  }

  /** The dismiss button's text: the property, else the localized "Not now". */
  protected get dismissText(): string {
    return text(this.dismissLabel) || this.i18n.t('notify.dismiss');
  }

  protected text(value: unknown): string {
    return text(value);
  }

  /** The confirmation shown once the person answered (focusable, so focus is not lost). */
  protected renderAnswer() {
    if (!this.answer) return nothing;
    return html`<p part="answer" role="status" tabindex="-1">
      ${
        this.answer === 'enabled'
          ? text(this.enabledText) || this.i18n.t('notify.enabled')
          : text(this.dismissedText) || this.i18n.t('notify.dismissed')
      }
    </p>`;
  }

  /** One answer, one action: the buttons raise their intent through this. */
  readonly #intents = new IntentButtons(this, () => this.answer !== undefined);

  /** The button that turns notifications on, showing `content`. */
  protected enableButton(content: unknown) {
    return this.#intents.button('enable', {
      part: 'enable',
      className: 'primary',
      content,
      event: () =>
        new SvcNotificationsEnableEvent(
          text(this.enableActionName),
          this.variant,
          text(this.chatTool),
        ),
      then: () => void this.#answered('enabled'),
    });
  }

  /** The button that declines, showing `content`. */
  protected dismissButton(content: unknown) {
    return this.#intents.button('dismiss', {
      part: 'dismiss',
      content,
      event: () =>
        new SvcNotificationsDismissEvent(
          text(this.dismissActionName),
          this.variant,
          text(this.chatTool),
        ),
      then: () => void this.#answered('dismissed'),
    });
  }

  /** The notes under the answer or the buttons (that no answer came). */
  protected notes() {
    return this.#intents.notes();
  }

  async #answered(answer: 'enabled' | 'dismissed') {
    this.answer = answer;
    await this.updateComplete;
    this.answerElement?.focus();
  }
}

/** Buttons and the confirmation line, shared by both designs. */
export const notificationStyles = css`
  ${intentStyles}
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
