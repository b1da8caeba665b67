import {LitElement, css, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {IntentButtons, RaisesIntents} from './internal/intents.js';
import {
  SvcOnboardingChooseAppEvent,
  SvcOnboardingConnectEvent,
  SvcOnboardingSkipEvent,
  onboardingCardStyles,
  toText,
} from './internal/onboarding.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';
import {HeadingLevels} from '../../controllers/element-headings.js';

/**
 * @summary A welcome card for a new tenant: it recommends connecting the detected identity
 * provider first, with a primary choice ("Connect Okta") and secondary ones ("Choose another
 * app", "Skip for now"). Each choice raises an intent event for the assistant.
 *
 * @fires svc-onboarding-connect - `SvcOnboardingConnectEvent`: "Connect <name>" was chosen;
 * `actionName` = `connectActionName`, context `{catalogId, displayName}`.
 * @fires svc-onboarding-choose-app - `SvcOnboardingChooseAppEvent`: "Choose another app" (or
 * "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context
 * `{recommendedCatalogId}`.
 * @fires svc-onboarding-skip - `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` =
 * `skipActionName`, context `{recommendedCatalogId}`.
 *
 * @slot - Extra text under the recommendation.
 *
 * @csspart base - The card.
 * @csspart heading - The heading.
 * @csspart message - The recommendation text.
 * @csspart actions - The row of choices.
 * @csspart connect - The primary "Connect <name>" button.
 * @csspart choose - The "Choose another app" button.
 * @csspart skip - The "Skip for now" button.
 *
 * @cssprop [--svc-onboarding-welcome-background=var(--svc-color-surface-raised)] - Card background.
 * @cssprop [--svc-onboarding-welcome-border-color=var(--svc-color-border)] - Card border.
 * @cssprop [--svc-onboarding-welcome-radius=var(--svc-radius-lg)] - Card corner radius.
 * @cssprop [--svc-onboarding-welcome-padding=var(--svc-space-4)] - Card padding.
 */
@customElement('svc-onboarding-welcome')
export class SvcOnboardingWelcome extends RaisesIntents(LitElement) {
  static override styles = [
    hostStyles,
    onboardingCardStyles,
    css`
      :host {
        --_card-bg: var(--svc-onboarding-welcome-background, var(--_raised));
        --_card-border: var(--svc-onboarding-welcome-border-color, var(--_border));
        --_card-radius: var(--svc-onboarding-welcome-radius, var(--_radius-lg));
        --_card-padding: var(--svc-onboarding-welcome-padding, var(--_space-4));
        display: block;
      }
      [part~='message'] {
        margin: 0;
        line-height: 1.5;
      }
      [part~='actions'] {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space-2);
        align-items: center;
      }
      [part~='actions'] > * {
        max-width: 100%;
      }
    `,
  ];

  /** The intent events this element raises (the surface turns each into an action). */
  static readonly intentEvents = [
    SvcOnboardingConnectEvent.type,
    SvcOnboardingChooseAppEvent.type,
    SvcOnboardingSkipEvent.type,
  ] as const;

  /** Catalog id of the recommended app (the detected identity provider), e.g. `okta`. */
  @property({attribute: 'recommended-catalog-id'}) recommendedCatalogId = '';

  /** Display name of the recommended app, e.g. `Okta`. */
  @property({attribute: 'recommended-display-name'}) recommendedDisplayName = '';

  /** Heading of the card. */
  @property() heading = '';

  /** Action name of "Connect <name>". */
  @property({attribute: 'connect-action-name'}) connectActionName = 'onboarding_connect_app';

  /** Action name of "Choose another app". */
  @property({attribute: 'choose-app-action-name'}) chooseAppActionName = 'onboarding_choose_app';

  /** Action name of "Skip for now". */
  @property({attribute: 'skip-action-name'}) skipActionName = 'onboarding_skip';

  readonly #i18n = new Localize(this);
  readonly #levels = new HeadingLevels(this);
  readonly #intents = new IntentButtons(this);

  override render() {
    const t = this.#i18n.t.bind(this.#i18n);
    const id = toText(this.recommendedCatalogId);
    const name = toText(this.recommendedDisplayName) || id;
    // The name sits inside the sentence in <strong>: split the message where it goes.
    const [before, after = ''] = t('onboarding.detected', {name: '\u0000'}).split('\u0000');
    return html`<section part="base" aria-labelledby="heading">
      ${this.#levels.heading(1, 'heading', toText(this.heading) || t('onboarding.welcome'), 'heading')}
      <p part="message">
        ${name ? html`${before}<strong>${name}</strong>${after}` : t('onboarding.startWithIdp')}
      </p>
      <slot></slot>
      <div part="actions">
        ${
          name
            ? html`${this.#intents.button('connect', {
                part: 'connect',
                className: 'primary',
                content: t('onboarding.connect', {name}),
                event: () =>
                  new SvcOnboardingConnectEvent(toText(this.connectActionName), id, name),
              })}
              ${this.#intents.button('choose', {
                part: 'choose',
                content: t('onboarding.chooseAnother'),
                event: () => this.#chooseEvent(),
              })}`
            : this.#intents.button('choose', {
                part: 'choose',
                className: 'primary',
                content: t('onboarding.choose'),
                event: () => this.#chooseEvent(),
              })
        }
        ${this.#intents.button('skip', {
          part: 'skip',
          className: 'quiet',
          content: t('common.skipForNow'),
          event: () =>
            new SvcOnboardingSkipEvent(
              toText(this.skipActionName),
              toText(this.recommendedCatalogId),
            ),
        })}
      </div>
      ${this.#intents.notes()}
    </section>`;
  }

  #chooseEvent() {
    return new SvcOnboardingChooseAppEvent(
      toText(this.chooseAppActionName),
      toText(this.recommendedCatalogId),
    );
  }
}

/** Re-exported so hosts can type their listeners. */
export {SvcOnboardingChooseAppEvent, SvcOnboardingConnectEvent, SvcOnboardingSkipEvent};

declare global {
  interface HTMLElementTagNameMap {
    'svc-onboarding-welcome': SvcOnboardingWelcome;
  }
}
