import {Task} from '@lit/task';
import {LitElement, css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {createClient} from '../api/index.js';
import type {ClientAuth, RequestSchema, ServiceClient} from '../api/index.js';
import '../components/form/form.js';
import type {SvcForm} from '../components/form/form.js';
import type {FormValues} from '../form-rules/values.js';
import type {ResourceProvider} from '../providers/types.js';
import {buttonRule} from '../styles/buttons.js';
import {hostStyles} from '../styles/tokens.js';
import {loadFailure} from './load-failure.js';
import {SvcAuthRequiredEvent} from './events.js';
import {Localize} from '../i18n/controller.js';
import '../i18n/messages-svc.js';

/**
 * @summary Fetches a request schema from the service and shows its form with `<svc-form>`:
 * loading, then the form, or an error (with a retry button where trying again can help).
 *
 * Events of the inner `<svc-form>` pass through (they bubble and are composed): `input`, `change`,
 * `submit` (with `values`) and `svc-oauth2-connect`.
 *
 * @fires input - {SvcFormValueEvent} From the inner form: each edit, with all values.
 * @fires change - {SvcFormValueEvent} From the inner form: a committed edit, with all values.
 * @fires submit - {SvcFormSubmitEvent} From the inner form: valid values only, in `values`.
 * @fires svc-oauth2-connect - {SvcOAuth2ConnectEvent} From the inner form: connect an OAuth2 field.
 * @fires svc-auth-required - {SvcAuthRequiredEvent} The service refused the user's token (HTTP
 * 401): the element says the session has expired; sign the person in again.
 *
 * @csspart status - The loading text.
 * @csspart error - The error box.
 * @csspart retry - The retry button (only where trying again can help).
 * @csspart form - The inner `<svc-form>`.
 *
 * @cssprop [--svc-request-form-error-color=var(--svc-color-danger)] - Colour of the error box.
 */
@customElement('svc-request-form')
export class SvcRequestForm extends LitElement {
  static override styles = [
    hostStyles,
    buttonRule("[part~='retry']"),
    css`
      :host {
        --_error-color: var(--svc-request-form-error-color, var(--_danger));
        display: block;
      }
      [part~='status'] {
        color: var(--_muted);
      }
      [part~='error'] {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--_space-2);
        color: var(--_error-color);
        border: 1px solid currentColor;
        border-radius: var(--_radius);
        padding: var(--_space-2) var(--_space-3);
        overflow-wrap: break-word;
      }
    `,
  ];

  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  @property({attribute: 'base-url'}) baseUrl = '';

  /** The request schema whose form to show. */
  @property({attribute: 'request-schema-id'}) requestSchemaId = '';

  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  @property({attribute: false}) auth?: ClientAuth;

  /** A ready client; when set, `base-url` and `auth` are not used. */
  @property({attribute: false}) client?: ServiceClient;

  /** Initial values by field name, handed to the form (defaults fill the rest). */
  @property({attribute: false}) value: FormValues = {};

  /** Text of the form's submit button; empty: "Submit request" in the page's language. */
  @property({attribute: 'submit-label'}) submitLabel = '';

  /** Searches users and resources for the form's picker fields. */
  @property({attribute: false}) resourceProvider?: ResourceProvider;

  readonly #i18n = new Localize(this);

  #warn(error: unknown): void {
    if (typeof error === 'object' && error !== null) {
      if (warned.has(error)) return;
      warned.add(error);
    }
    console.warn(
      `[svc-request-form ${this.requestSchemaId}] The form could not be loaded: ${messageOf(error)}`,
    );
  }

  #clientCache?: {baseUrl: string; auth: ClientAuth; client: ServiceClient};

  #task = new Task(this, {
    task: async ([client, id], {signal}) => {
      if (!client || !id) return undefined;
      return client.getRequestSchema(id, {signal});
    },
    args: () => [this.#client(), this.requestSchemaId] as const,
    onError: (error) => {
      if (loadFailure(error, 'requestForm.loadError').signIn)
        this.dispatchEvent(new SvcAuthRequiredEvent({status: 401}));
    },
  });

  /** The inner `<svc-form>`, once the schema is shown (for `validate()`, `setErrors()` …). */
  get formElement(): SvcForm | null {
    return this.renderRoot?.querySelector('svc-form') ?? null;
  }

  /** Fetches the request schema again. */
  reload(): Promise<unknown> {
    return this.#task.run();
  }

  override render() {
    return this.#task.render({
      initial: () => nothing,
      pending: () =>
        html`<p part="status" role="status">${this.#i18n.t('requestForm.loading')}</p>`,
      complete: (schema) => this.#form(schema),
      error: (error) => {
        this.#warn(error);
        const failure = loadFailure(error, 'requestForm.loadError');
        return html`<div part="error" role="alert">
          <span>${this.#i18n.t(failure.key)}</span>
          ${
            failure.retry
              ? html`<button part="retry" type="button" @click=${() => this.reload()}>
                  ${this.#i18n.t('common.retry')}
                </button>`
              : nothing
          }
        </div>`;
      },
    });
  }

  #form(schema: RequestSchema | undefined) {
    if (!schema) return nothing;
    if (!schema.form) {
      return html`<p part="status">${this.#i18n.t('requestForm.noForm')}</p>`;
    }
    return html`<svc-form
      part="form"
      .form=${schema.form}
      .value=${this.value}
      .resourceProvider=${this.resourceProvider ?? null}
      submit-label=${this.submitLabel || this.#i18n.t('requestForm.submit')}
    ></svc-form>`;
  }

  #client(): ServiceClient | undefined {
    if (this.client) return this.client;
    if (!this.auth) return undefined;
    const cached = this.#clientCache;
    if (cached && cached.baseUrl === this.baseUrl && cached.auth === this.auth)
      return cached.client;
    let client: ServiceClient;
    try {
      client = createClient({baseUrl: this.baseUrl, auth: this.auth});
    } catch (error) {
      // Bad settings show as the load error, with the client's own (secret-free) message.
      client = {getRequestSchema: () => Promise.reject(error)} as unknown as ServiceClient;
    }
    this.#clientCache = {baseUrl: this.baseUrl, auth: this.auth, client};
    return client;
  }
}

/** Details for developers; logged once per error. */
const warned = new WeakSet<object>();

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message || 'unknown error';
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-request-form': SvcRequestForm;
  }
}
