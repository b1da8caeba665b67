import {css, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles, textOn, visuallyHidden} from '../../styles/tokens.js';
import {quietButtonVars} from '../../styles/buttons.js';
import {
  NotificationsInvitation,
  SvcNotificationsDismissEvent,
  SvcNotificationsEnableEvent,
  notificationStyles,
} from './internal/notifications.js';

/**
 * @summary Design A of the invitation to turn on notifications in a chat tool: a compact,
 * one-line banner with a bell, a sentence, a "Turn on" button and a close (×) button.
 *
 * @fires svc-notifications-enable - `SvcNotificationsEnableEvent`: the person chose to turn
 * notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`.
 * @fires svc-notifications-dismiss - `SvcNotificationsDismissEvent`: the person closed the
 * banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`.
 *
 * @slot - The sentence; falls back to `message`.
 * @slot icon - Replaces the bell.
 *
 * @csspart base - The banner.
 * @csspart icon - The bell.
 * @csspart message - The sentence.
 * @csspart enable - The "Turn on" button.
 * @csspart dismiss - The close button.
 * @csspart answer - The confirmation shown after a choice.
 *
 * @cssprop [--svc-notifications-variant-a-background=var(--svc-color-surface-raised)] - Banner background.
 * @cssprop [--svc-notifications-variant-a-accent=var(--svc-color-primary)] - Bell, stripe and button colour.
 * @cssprop [--svc-notifications-variant-a-on-accent=black or white, by the accent's lightness] - Text on the button.
 * @cssprop [--svc-notifications-variant-a-radius=var(--svc-radius)] - Corner radius.
 */
@customElement('svc-notifications-variant-a')
export class SvcNotificationsVariantA extends NotificationsInvitation {
  static override styles = [
    hostStyles,
    visuallyHidden,
    notificationStyles,
    css`
      :host {
        --_banner-bg: var(--svc-notifications-variant-a-background, var(--_raised));
        --_accent: var(--svc-notifications-variant-a-accent, var(--_primary));
        --_on-accent: var(--svc-notifications-variant-a-on-accent, ${textOn('var(--_accent)')});
        --_banner-radius: var(--svc-notifications-variant-a-radius, var(--_radius));
        display: block;
      }
      [part~='base'] {
        display: flex;
        align-items: center;
        gap: var(--_space-3);
        padding: var(--_space-2) var(--_space-3);
        background: var(--_banner-bg);
        border: 1px solid var(--_border);
        border-inline-start: 4px solid var(--_accent);
        border-radius: var(--_banner-radius);
      }
      [part~='icon'] {
        flex: none;
        color: var(--_accent);
        display: inline-flex;
      }
      [part~='message'] {
        flex: 1;
        min-width: 0;
        margin: 0;
      }
      .actions {
        display: flex;
        gap: var(--_space-1);
        align-items: center;
        flex: none;
      }
      [part~='dismiss'] {
        ${quietButtonVars}
        --_button-fg: var(--_muted);
        min-width: var(--_control-md);
        padding-inline: 0;
        font-size: 1.2em;
        line-height: 1;
      }
    `,
  ];

  /** The sentence of the banner (the default slot replaces it). Empty: a default naming the tool. */
  @property() message = '';

  protected readonly variant = 'a';

  override render() {
    const message =
      this.text(this.message) || this.i18n.t('notify.bannerMessage', {tool: this.toolName});
    return html`<div part="base" role="group" aria-label=${this.i18n.t('notify.label')}>
      <span part="icon" aria-hidden="true"
        ><slot name="icon"
          ><svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            /></svg></slot
      ></span>
      ${
        this.answer
          ? this.renderAnswer()
          : html`<p part="message"><slot>${message}</slot></p>
              <div class="actions">
                ${this.enableButton(
                  this.text(this.enableLabel) || this.i18n.t('notify.enableShort'),
                )}
                ${this.dismissButton(
                  html`<span aria-hidden="true">×</span
                    ><span class="visually-hidden">${this.dismissText}</span>`,
                )}
              </div>`
      }
      ${this.notes()}
    </div>`;
  }
}

export {SvcNotificationsDismissEvent, SvcNotificationsEnableEvent};

declare global {
  interface HTMLElementTagNameMap {
    'svc-notifications-variant-a': SvcNotificationsVariantA;
  }
}
