import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {SvcOAuth2ConnectEvent} from './events.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary An OAuth2 field of `<svc-form>`: a connect button. The host runs the OAuth2 flow on
 * `svc-oauth2-connect` and then sets the field's value (for example a credential id).
 *
 * @fires svc-oauth2-connect - {SvcOAuth2ConnectEvent} The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`).
 *
 * @csspart base - The column holding label, status, button, notes and error.
 * @csspart label - The label.
 * @csspart status - "Connected" or "Not connected".
 * @csspart control - The connect button.
 * @csspart description - The field's description.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the button (shared by all form fields).
 */
@customElement('svc-form-oauth2')
export class SvcFormOAuth2 extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    css`
      .row {
        display: flex;
        align-items: center;
        gap: var(--_space-3);
        flex-wrap: wrap;
      }
      [part~='status'][data-connected] {
        color: var(--_success);
      }
    `,
  ];

  /** What the host set after connecting (for example a credential id); `''` when not connected. */
  @property({attribute: false}) value = '';

  override render() {
    const connected = this.value !== '';
    return this.frame(
      html`<div class="row" role="group" aria-labelledby="label">
        <span part="status" ?data-connected=${connected}>
          ${this.t(connected ? 'form.oauth.connected' : 'form.oauth.notConnected')}
        </span>
        <button
          id="control"
          part="control"
          type="button"
          ?disabled=${this.locked}
          aria-describedby=${this.describedBy() || nothing}
          @click=${this.#connect}
        >
          ${this.t(connected ? 'form.oauth.reconnect' : 'form.oauth.connect')}
        </button>
      </div>`,
      {label: html`<span part="label" id="label">${this.label}${this.requiredMarker()}</span>`},
    );
  }

  #connect() {
    const view = this.field?.oauth2Field?.oauth2FieldView ?? {};
    this.dispatchEvent(new SvcOAuth2ConnectEvent(this.name, view));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-oauth2': SvcFormOAuth2;
  }
}
