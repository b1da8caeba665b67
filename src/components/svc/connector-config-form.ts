import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, query, state} from 'lit/decorators.js';
import {guard} from 'lit/directives/guard.js';
import {consume} from '@lit/context';
import {Task} from '@lit/task';
import {buttonRule} from '../../styles/buttons.js';
import {hostStyles} from '../../styles/tokens.js';
import {connectorSettingsProviderContext} from '../../providers/context.js';
import type {
  ConnectorSettings,
  ConnectorSettingsProvider,
  SaveSettingsResult,
} from '../../providers/types.js';
import {SvcIntentEvent} from '../events.js';
import {IntentButtons, RaisesIntents, intentStyles} from './internal/intents.js';
import '../form/form.js';
import type {SvcForm} from '../form/form.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';

/**
 * The connector's settings were saved. The context holds only `{appId, connectorId}`: the values
 * typed into the form (keys, passwords) never travel with it.
 */
export class SvcConnectorSubmitEvent extends SvcIntentEvent {
  static readonly type = 'svc-connector-submit';
  constructor(
    actionName: string,
    readonly appId: string,
    readonly connectorId: string,
  ) {
    super(SvcConnectorSubmitEvent.type, actionName, {appId, connectorId});
  }
}

/** The person skipped the connector's settings. Context: `{appId, connectorId}`. */
export class SvcConnectorSkipEvent extends SvcIntentEvent {
  static readonly type = 'svc-connector-skip';
  constructor(
    actionName: string,
    readonly appId: string,
    readonly connectorId: string,
  ) {
    super(SvcConnectorSkipEvent.type, actionName, {appId, connectorId});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-connector-submit': SvcConnectorSubmitEvent;
    'svc-connector-skip': SvcConnectorSkipEvent;
  }
}

type LoadArgs = readonly [ConnectorSettingsProvider | undefined, string, string];

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * Events from inside that would carry what the person types. They stop at this element, so the
 * surface binding writes nothing and no listener outside sees a value.
 */
const CONTAINED_EVENTS = [
  'input',
  'change',
  'beforeinput',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'submit',
];

/**
 * @summary The settings form of a connector, drawn from the connector settings provider with
 * `<svc-form>` and saved through the same provider. What the person types (keys, passwords)
 * stays between this element and the provider: it never enters the surface's data model and
 * never travels with an action. After a successful save the element raises
 * `svc-connector-submit` with only `{appId, connectorId}`.
 *
 * No `input`/`change` event leaves this element. Without a provider it says settings are not
 * available here (Skip still works).
 *
 * @fires svc-connector-submit - `SvcConnectorSubmitEvent`: the settings were saved; `actionName` =
 * `submitActionName`, context `{appId, connectorId}` and nothing else.
 * @fires svc-connector-skip - `SvcConnectorSkipEvent`: the person chose Skip; `actionName` =
 * `skipActionName`, context `{appId, connectorId}`.
 *
 * @csspart base - The block around everything.
 * @csspart form - The `<svc-form>`.
 * @csspart skip - The Skip button.
 * @csspart status - Loading and "not available" messages, and the confirmation after saving or
 * skipping.
 * @csspart save-error - The message of a failed save.
 * @csspart retry - The retry button when the settings could not be loaded.
 *
 * @cssprop [--svc-connector-config-form-gap=var(--svc-space-3)] - Space between the parts.
 * @cssprop [--svc-connector-config-form-error-color=var(--svc-color-danger)] - Colour of the save error.
 */
@customElement('svc-connector-config-form')
export class SvcConnectorConfigForm extends RaisesIntents(LitElement) {
  static override styles = [
    hostStyles,
    intentStyles,
    buttonRule('button'),
    css`
      :host {
        --_gap: var(--svc-connector-config-form-gap, var(--_space-3));
        --_error-color: var(--svc-connector-config-form-error-color, var(--_danger));
        display: block;
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--_gap);
        min-width: 0;
      }
      [part~='status'] {
        margin: 0;
        color: var(--_muted);
      }
      [part~='status'].done {
        color: var(--_text);
        font-weight: 600;
      }
      [part~='save-error'] {
        margin: 0;
        color: var(--_error-color);
        border: 1px solid currentColor;
        border-radius: var(--_radius);
        padding: var(--_space-2) var(--_space-3);
        overflow-wrap: break-word;
      }
      button {
        align-self: flex-start;
      }
    `,
  ];

  /** The intent events this element raises (the surface turns each into an action). */
  static readonly intentEvents = [
    SvcConnectorSubmitEvent.type,
    SvcConnectorSkipEvent.type,
  ] as const;

  /** The app of the connector. */
  @property({attribute: 'app-id'}) appId = '';

  /** The connector whose settings are edited. */
  @property({attribute: 'connector-id'}) connectorId = '';

  /** Action name raised after a successful save. */
  @property({attribute: 'submit-action-name'}) submitActionName = '';

  /** Action name raised by Skip. */
  @property({attribute: 'skip-action-name'}) skipActionName = '';

  /** Text of the save button; empty: "Save and connect" (localized). */
  @property({attribute: 'submit-label'}) submitLabel = '';

  /** Text of the skip button; empty: "Skip for now" (localized). */
  @property({attribute: 'skip-label'}) skipLabel = '';

  /**
   * Where the settings come from and go to. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used.
   */
  @property({attribute: false}) settingsProvider?: ConnectorSettingsProvider;

  @consume({context: connectorSettingsProviderContext, subscribe: true})
  @state()
  private contextProvider?: ConnectorSettingsProvider;

  @state() private saving = false;
  @state() private saveError = '';
  /** Set once saved or skipped: the form (and what was typed) is gone. */
  @state() private finished: 'saved' | 'skipped' | undefined;

  @query('svc-form') private formElement?: SvcForm;

  /** The provider and connector the shown form belongs to. */
  #loadedFor?: LoadArgs;

  #settings = new Task<LoadArgs, ConnectorSettings | undefined>(this, {
    task: async ([provider, appId, connectorId], {signal}) => {
      if (!provider || !appId || !connectorId) return undefined;
      const settings = await provider.getSettings({appId, connectorId}, {signal});
      this.#loadedFor = [provider, appId, connectorId];
      this.saveError = '';
      return settings;
    },
    args: () =>
      [
        this.settingsProvider ?? this.contextProvider,
        str(this.appId),
        str(this.connectorId),
      ] as const,
  });

  override createRenderRoot() {
    const root = super.createRenderRoot();
    // Listeners on the shadow root run before an event from inside can reach the host.
    const contain = (e: Event) => e.stopPropagation();
    for (const type of CONTAINED_EVENTS) root.addEventListener(type, contain);
    return root;
  }

  override render() {
    const provider = this.settingsProvider ?? this.contextProvider;
    return html`<div part="base">${this.#body(provider)}</div>`;
  }

  readonly #i18n = new Localize(this);
  readonly #intents = new IntentButtons(this, () => this.saving || this.finished !== undefined);

  #body(provider: ConnectorSettingsProvider | undefined) {
    const t = this.#i18n.t.bind(this.#i18n);
    if (this.finished) {
      return html`<p part="status" class="done" role="status" tabindex="-1">
        ${t(this.finished === 'saved' ? 'connector.saved' : 'connector.skipped')}
      </p>`;
    }
    const skip = html`<span slot="actions"
      >${this.#intents.button('skip', {
        part: 'skip',
        content: str(this.skipLabel) || t('common.skipForNow'),
        event: () =>
          new SvcConnectorSkipEvent(
            str(this.skipActionName),
            str(this.appId),
            str(this.connectorId),
          ),
        then: () => void this.#finish('skipped'),
      })}</span
    >`;
    if (!provider) {
      return html`<p part="status">${t('connector.unavailable')}</p>
        ${skip}`;
    }
    if (!str(this.appId) || !str(this.connectorId)) {
      return html`<p part="status">${t('connector.noConnector')}</p>
        ${skip}`;
    }
    return this.#settings.render({
      initial: () => html`<p part="status" role="status">${t('connector.loading')}</p>`,
      pending: () =>
        this.#settings.value && this.#loadedFor?.[0] === provider
          ? this.#form(this.#settings.value, skip)
          : html`<p part="status" role="status">${t('connector.loading')}</p>`,
      error: (error) => {
        if (error instanceof Error && error.message)
          console.warn(
            `[svc-connector-config-form] The settings could not be loaded: ${error.message}`,
          );
        return html`<p part="save-error" role="alert">${t('connector.loadError')}</p>
          <button part="retry" type="button" @click=${() => this.#settings.run()}>
            ${t('common.retry')}
          </button>
          ${skip}`;
      },
      complete: (settings) =>
        settings
          ? this.#form(settings, skip)
          : html`<p part="status">${t('connector.unavailable')}</p>
              ${skip}`,
    });
  }

  #form(settings: ConnectorSettings, skip: unknown) {
    // Lit re-sets object-valued properties on every render: the guard gives the form its
    // starting values once per load, so a re-render (busy, an error) keeps what was typed.
    return html`${
        this.saveError ? html`<p part="save-error" role="alert">${this.saveError}</p>` : nothing
      }
      <svc-form
        part="form"
        .form=${settings.form ?? null}
        .value=${guard([settings], () => ({...(settings.values ?? {})}))}
        submit-label=${str(this.submitLabel) || this.#i18n.t('connector.submit')}
        ?busy=${this.saving || this.#intents.blocked}
        @submit=${this.#onSubmit}
        >${skip}</svc-form
      >`;
  }

  async #onSubmit(e: Event) {
    e.stopPropagation();
    const provider = this.settingsProvider ?? this.contextProvider;
    const values = (e as Event & {values?: Record<string, unknown>}).values ?? {};
    if (!provider || this.saving || this.#intents.blocked) return;
    const appId = str(this.appId);
    const connectorId = str(this.connectorId);
    this.saving = true;
    this.saveError = '';
    let result: SaveSettingsResult;
    try {
      result = await provider.saveSettings({appId, connectorId}, values);
    } catch (error) {
      result = {ok: false, message: error instanceof Error ? error.message : ''};
    } finally {
      this.saving = false;
    }
    if (result && result.ok === true) {
      // Saved: the agent is told once, whatever else is pending (the settings are stored).
      this.dispatchEvent(
        new SvcConnectorSubmitEvent(str(this.submitActionName), appId, connectorId),
      );
      await this.#finish('saved');
      return;
    }
    const failed = (result ?? {ok: false}) as Exclude<SaveSettingsResult, {ok: true}>;
    const fieldErrors = failed.fieldErrors ?? {};
    this.saveError =
      str(failed.message) ||
      this.#i18n.t(
        Object.keys(fieldErrors).length ? 'connector.checkFields' : 'connector.saveError',
      );
    this.formElement?.setErrors(fieldErrors);
  }

  /** The form gives way to a status line, which takes focus. */
  async #finish(how: 'saved' | 'skipped') {
    this.finished = how;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="status"]')?.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-connector-config-form': SvcConnectorConfigForm;
  }
}
