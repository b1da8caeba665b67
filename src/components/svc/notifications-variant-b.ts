import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles, textOn} from '../../styles/tokens.js';
import {plainListRule, stackRule} from '../../styles/layout.js';
import {
  NotificationsInvitation,
  SvcNotificationsDismissEvent,
  SvcNotificationsEnableEvent,
  notificationStyles,
} from './internal/notifications.js';

const DEFAULT_BENEFITS = [
  'notify.benefitApprove',
  'notify.benefitSync',
  'notify.benefitGranted',
] as const;

/**
 * @summary Design B of the invitation to turn on notifications in a chat tool: a card with a
 * heading, a short text, a list of benefits and two buttons ("Turn on notifications", "Not
 * now").
 *
 * @fires svc-notifications-enable - `SvcNotificationsEnableEvent`: the person chose to turn
 * notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`.
 * @fires svc-notifications-dismiss - `SvcNotificationsDismissEvent`: the person chose "Not now";
 * `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`.
 *
 * @slot - The text under the heading; falls back to `message`.
 * @slot heading - Replaces the heading text.
 * @slot benefits - Replaces the list of benefits (give it your own `<ul>`).
 *
 * @csspart base - The card.
 * @csspart heading - The heading.
 * @csspart message - The text under the heading.
 * @csspart benefits - The list of benefits.
 * @csspart benefit - One benefit.
 * @csspart actions - The row of buttons.
 * @csspart enable - The "Turn on notifications" button.
 * @csspart dismiss - The "Not now" button.
 * @csspart answer - The confirmation shown after a choice.
 *
 * @cssprop [--svc-notifications-variant-b-background=var(--svc-color-surface)] - Card background.
 * @cssprop [--svc-notifications-variant-b-accent=var(--svc-color-success)] - Check marks, top band and button colour.
 * @cssprop [--svc-notifications-variant-b-on-accent=black or white, by the accent's lightness] - Text on the button.
 * @cssprop [--svc-notifications-variant-b-radius=var(--svc-radius-lg)] - Corner radius.
 * @cssprop [--svc-notifications-variant-b-padding=var(--svc-space-4)] - Card padding.
 */
@customElement('svc-notifications-variant-b')
export class SvcNotificationsVariantB extends NotificationsInvitation {
  static override styles = [
    hostStyles,
    notificationStyles,
    css`
      :host {
        --_card-bg: var(--svc-notifications-variant-b-background, var(--_bg));
        --_accent: var(--svc-notifications-variant-b-accent, var(--_success));
        --_on-accent: var(--svc-notifications-variant-b-on-accent, ${textOn('var(--_accent)')});
        --_card-radius: var(--svc-notifications-variant-b-radius, var(--_radius-lg));
        --_card-padding: var(--svc-notifications-variant-b-padding, var(--_space-4));
        display: block;
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--_space-3);
        padding: var(--_card-padding);
        background: var(--_card-bg);
        border: 1px solid var(--_border);
        border-top: 6px solid var(--_accent);
        border-radius: var(--_card-radius);
        box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
      }
      [part~='heading'] {
        margin: 0;
        font-size: 1.2em;
        font-weight: 700;
      }
      [part~='message'] {
        margin: 0;
        line-height: 1.5;
      }
      ${plainListRule("[part~='benefits']")}
      ${stackRule("[part~='benefits']", 'var(--_space-2)')}
      [part~='benefit'] {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: var(--_space-2);
        align-items: baseline;
      }
      [part~='benefit']::before {
        content: '✓';
        color: var(--_accent);
        font-weight: 700;
      }
      [part~='actions'] {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space-2);
      }
      [part~='actions'] button {
        max-width: 100%;
      }
    `,
  ];

  /** Heading of the card (the `heading` slot replaces it); empty: "Stay in the loop" (localized). */
  @property() heading = '';

  /** Text under the heading (the default slot replaces it). Empty: a default naming the tool. */
  @property() message = '';

  /** The benefits listed (the `benefits` slot replaces the list); unset: three localized defaults. */
  @property({type: Array}) benefits?: string[];

  protected readonly variant = 'b';

  override render() {
    const message =
      this.text(this.message) || this.i18n.t('notify.cardMessage', {tool: this.toolName});
    const given =
      this.benefits === undefined
        ? DEFAULT_BENEFITS.map((key) => this.i18n.t(key))
        : Array.isArray(this.benefits)
          ? this.benefits
          : [];
    const benefits = given.map((b) => this.text(b)).filter((b) => b !== '');
    return html`<section part="base" aria-labelledby="heading">
      ${this.headingLevels.heading(1, 'heading', html`<slot name="heading">${this.text(this.heading) || this.i18n.t('notify.heading')}</slot>`, 'heading')}
      <p part="message"><slot>${message}</slot></p>
      <slot name="benefits">
        ${
          benefits.length
            ? html`<ul part="benefits">
                ${benefits.map((b) => html`<li part="benefit">${b}</li>`)}
              </ul>`
            : nothing
        }
      </slot>
      ${
        this.answer
          ? this.renderAnswer()
          : html`<div part="actions">
              ${this.enableButton(this.enableText)} ${this.dismissButton(this.dismissText)}
            </div>`
      }
      ${this.notes()}
    </section>`;
  }
}

export {SvcNotificationsDismissEvent, SvcNotificationsEnableEvent};

declare global {
  interface HTMLElementTagNameMap {
    'svc-notifications-variant-b': SvcNotificationsVariantB;
  }
}
