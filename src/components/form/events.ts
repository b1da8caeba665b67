/**
 * Events of `<svc-form>` and its fields.
 *
 * `input`, `change` and `submit` keep their native names (so `@input`, `@change`, `@submit`
 * work in templates) but are {@link SvcFormValueEvent} / {@link SvcFormSubmitEvent} instances
 * carrying the values. The DOM's event map already types those names, so cast in listeners:
 * `el.addEventListener('submit', (e) => save((e as SvcFormSubmitEvent).values))`.
 */
import type {FormValues} from '../../form-rules/values.js';

/** `input` (each edit) or `change` (a committed edit) of `<svc-form>`, with all current values. */
export class SvcFormValueEvent extends Event {
  constructor(
    type: 'input' | 'change',
    /** Every field's current value, by field name (a copy). */
    readonly values: FormValues,
    /** The name of the field the user edited. */
    readonly field: string,
  ) {
    super(type, {bubbles: true, composed: true});
  }
}

/** `submit` of `<svc-form>`: fired only when every check passed. */
export class SvcFormSubmitEvent extends Event {
  static readonly type = 'submit';
  constructor(
    /** The values of the fields shown in the form, by field name (a copy). */
    readonly values: FormValues,
  ) {
    super(SvcFormSubmitEvent.type, {bubbles: true, composed: true, cancelable: true});
  }
}

/**
 * `svc-oauth2-connect`: the user pressed the connect button of an OAuth2 field. The host runs the
 * OAuth2 flow, then sets the field's value (for example a credential id) through the form's
 * `value` property: `form.value = {...form.value, [e.field]: credentialId}`.
 */
export class SvcOAuth2ConnectEvent extends Event {
  static readonly type = 'svc-oauth2-connect';
  constructor(
    /** The name of the OAuth2 field. */
    readonly field: string,
    /** The field's `oauth2FieldView` as the service sent it (its fields are not specified). */
    readonly view: Readonly<Record<string, unknown>>,
  ) {
    super(SvcOAuth2ConnectEvent.type, {bubbles: true, composed: true});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-oauth2-connect': SvcOAuth2ConnectEvent;
  }
}
