import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {createClient} from '../../src/api/index.js';
import type {SvcFormSubmitEvent} from '../../src/components/form/events.js';
import {createMockService} from '../../src/mock/index.js';
import '../../src/surface/request-form.js';
import type {SvcRequestForm} from '../../src/surface/request-form.js';

function setup() {
  const service = createMockService();
  const client = createClient({
    baseUrl: '',
    auth: {token: 'demo-token'},
    fetch: service.fetch,
    retry: false,
  });
  return {service, client};
}

const loaded = (el: SvcRequestForm) =>
  waitUntil(() => el.formElement?.shadowRoot?.querySelector('form'), 'the form did not show');

describe('svc-request-form', () => {
  it('is accessible once loaded', async () => {
    const {client} = setup();
    const el = await fixture<SvcRequestForm>(
      html`<svc-request-form request-schema-id="rs-access" .client=${client}></svc-request-form>`,
    );
    await loaded(el);
    await expect(el).to.be.accessible();
  });

  it('shows loading, then the request schema’s form with every field', async () => {
    const {client, service} = setup();
    service.setLatency(30);
    const el = await fixture<SvcRequestForm>(
      html`<svc-request-form request-schema-id="rs-access" .client=${client}></svc-request-form>`,
    );
    expect(el.shadowRoot!.querySelector('[part~="status"]')?.textContent).to.equal(
      'Loading the form…',
    );
    await loaded(el);
    const form = el.formElement!;
    expect(form.shadowRoot!.querySelector('[part~="title"]')?.textContent).to.equal(
      'Access request',
    );
    const schema = service.state.requestSchemas.get('rs-access')!;
    const shown = form.shadowRoot!.querySelectorAll('[data-field]').length;
    expect(shown).to.equal(schema.form!.fields!.length);
    expect(service.requests.map((r) => r.path)).to.deep.equal([
      '/api/v1/request_schemas/rs-access',
    ]);
  });

  it('builds its own client from base-url and auth', async () => {
    const {service} = setup();
    const realFetch = globalThis.fetch;
    globalThis.fetch = service.fetch;
    try {
      const el = await fixture<SvcRequestForm>(
        html`<svc-request-form
          base-url=""
          request-schema-id="rs-access"
          .auth=${{token: 'demo-token'}}
        ></svc-request-form>`,
      );
      await loaded(el);
      expect(service.requests[0].headers.authorization).to.equal('Bearer demo-token');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('shows an error with a retry button, and retries', async () => {
    const {client, service} = setup();
    service.failNext(500);
    const el = await fixture<SvcRequestForm>(
      html`<svc-request-form request-schema-id="rs-access" .client=${client}></svc-request-form>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="error"]'));
    const error = el.shadowRoot!.querySelector('[part~="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('We couldn’t load this form.');
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await loaded(el);
    expect(el.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
  });

  it('reports an unknown schema as an error, without the token', async () => {
    const {client} = setup();
    const el = await fixture<SvcRequestForm>(
      html`<svc-request-form request-schema-id="rs-nope" .client=${client}></svc-request-form>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="error"]'));
    expect(el.shadowRoot!.textContent).not.to.contain('demo-token');
  });

  it('passes the form’s submit event through with the values', async () => {
    const {client} = setup();
    const el = await fixture<SvcRequestForm>(
      html`<svc-request-form
        request-schema-id="rs-access"
        .client=${client}
        .value=${{
          justification: 'Investigating the payments incident INC-4211',
          acceptPolicy: true,
          endDate: '2027-06-01',
        }}
      ></svc-request-form>`,
    );
    await loaded(el);
    const fired = oneEvent(el, 'submit');
    expect(el.formElement!.requestSubmit(), JSON.stringify(el.formElement!.validate())).to.equal(
      true,
    );
    const e = (await fired) as unknown as SvcFormSubmitEvent;
    expect(e.values).to.include({
      justification: 'Investigating the payments incident INC-4211',
      acceptPolicy: true,
      environment: 'staging',
      durationHours: '8',
    });
  });

  it('loads another schema when request-schema-id changes, and shows nothing without one', async () => {
    const {client, service} = setup();
    const el = await fixture<SvcRequestForm>(
      html`<svc-request-form .client=${client}></svc-request-form>`,
    );
    expect(el.shadowRoot!.children.length).to.equal(0);
    expect(service.requests).to.have.length(0);
    el.requestSchemaId = 'rs-access';
    await loaded(el);
    expect(service.requests).to.have.length(1);
  });
});
