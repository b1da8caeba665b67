import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {LitElement} from 'lit';
import {provide} from '@lit/context';
import '../../src/components/svc/connector-config-form.js';
import {
  SvcConnectorConfigForm,
  SvcConnectorSkipEvent,
  SvcConnectorSubmitEvent,
} from '../../src/components/svc/connector-config-form.js';
import {connectorSettingsProviderContext} from '../../src/providers/context.js';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {MOCK_REJECTED_SECRET, MockConnectorSettingsProvider} from '../../src/mock/providers.js';
import type {ConnectorSettingsProvider} from '../../src/providers/types.js';
import {until} from '../providers/fakes.js';

const SECRET = 'pa55-W0rd-that-must-not-leak';

/** Queries through nested shadow roots: each selector runs in the previous match's shadow root. */
function deep<T extends Element = HTMLElement>(root: Element, ...selectors: string[]): T | null {
  let current: Element | null = root;
  for (const selector of selectors) {
    current = current?.shadowRoot?.querySelector(selector) ?? null;
  }
  return current as T | null;
}

const part = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const form = (el: Element) => part(el, 'form')!;
const control = (el: Element, field: string) =>
  deep<HTMLInputElement | HTMLSelectElement>(
    el,
    '[part~="form"]',
    `[data-field="${field}"]`,
    '#control',
  )!;
const fieldError = (el: Element, field: string) =>
  deep(el, '[part~="form"]', `[data-field="${field}"]`, '[part~="error"]')?.textContent?.trim() ??
  '';

async function typeInto(el: Element, field: string, text: string) {
  const input = control(el, field) as HTMLInputElement;
  input.focus();
  await sendKeys({type: text});
  input.blur();
}

function submitButton(el: Element) {
  return deep<HTMLButtonElement>(el, '[part~="form"]', '[part~="submit"]')!;
}

async function loadedForm(provider: ConnectorSettingsProvider | undefined) {
  const el = await fixture<SvcConnectorConfigForm>(
    html`<svc-connector-config-form
      app-id="app-aws"
      connector-id="conn-aws-1"
      submit-action-name="connector_config_submitted"
      skip-action-name="connector_config_skipped"
      .settingsProvider=${provider}
    ></svc-connector-config-form>`,
  );
  if (provider)
    await until(() => part(el, 'form') !== null && control(el, 'region') !== null, 'form');
  return el;
}

/** Records every console call and restores the console afterwards. */
function spyConsole() {
  const calls: unknown[][] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
  const saved = methods.map((m) => console[m]);
  for (const m of methods) console[m] = (...args: unknown[]) => void calls.push([m, ...args]);
  return {
    calls,
    restore: () => methods.forEach((m, i) => (console[m] = saved[i])),
  };
}

/** Records every event of the given types that reaches `target`, with its own properties. */
function recordEvents(target: EventTarget, types: string[]) {
  const seen: Array<{type: string; dump: string}> = [];
  const listener = (e: Event) => {
    const own: Record<string, unknown> = {};
    for (const key of Object.keys(e)) own[key] = (e as unknown as Record<string, unknown>)[key];
    const extra = e as Event & {actionName?: unknown; context?: unknown; detail?: unknown};
    own.actionName = extra.actionName;
    own.context = extra.context;
    own.detail = extra.detail;
    seen.push({type: e.type, dump: JSON.stringify(own)});
  };
  for (const type of types) target.addEventListener(type, listener);
  return {seen, stop: () => types.forEach((t) => target.removeEventListener(t, listener))};
}

const WATCHED = [
  'input',
  'change',
  'submit',
  'beforeinput',
  'svc-connector-submit',
  'svc-connector-skip',
  'svc-action',
  'svc-data-change',
];

describe('svc-connector-config-form', () => {
  it('is accessible', async () => {
    const el = await loadedForm(new MockConnectorSettingsProvider({latencyMs: 0}));
    await expect(el).to.be.accessible();
  });

  it('lists its intent events', () => {
    expect(SvcConnectorConfigForm.intentEvents).to.deep.equal([
      'svc-connector-submit',
      'svc-connector-skip',
    ]);
  });

  it('says when no provider is available, and can still be skipped', async () => {
    const el = await loadedForm(undefined);
    expect(part(el, 'status')!.textContent!.trim()).to.equal(
      'Connector settings are not available here.',
    );
    expect(part(el, 'form')).to.equal(null);
    setTimeout(() => part(el, 'skip')!.click());
    const event = (await oneEvent(el, 'svc-connector-skip')) as unknown as SvcConnectorSkipEvent;
    expect(event).to.be.instanceOf(SvcConnectorSkipEvent);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.actionName).to.equal('connector_config_skipped');
    expect(event.context).to.deep.equal({appId: 'app-aws', connectorId: 'conn-aws-1'});
    await el.updateComplete;
    expect(part(el, 'status')!.textContent).to.contain('Skipped');
  });

  it('draws the settings form of the provider, with the secret masked', async () => {
    const el = await loadedForm(new MockConnectorSettingsProvider({latencyMs: 0}));
    expect(deep(el, '[part~="form"]', '[part~="title"]')!.textContent).to.equal('Connect AWS');
    expect(control(el, 'secretAccessKey').getAttribute('type')).to.equal('password');
    expect(control(el, 'accessKeyId').getAttribute('type')).not.to.equal('password');
    expect(submitButton(el).textContent!.trim()).to.equal('Save and connect');
  });

  it('shows loading, then a load error with retry', async () => {
    let fail = true;
    const inner = new MockConnectorSettingsProvider({latencyMs: 0});
    const provider: ConnectorSettingsProvider = {
      getSettings: async (ref) => {
        if (fail) throw new Error('Settings service unavailable');
        return inner.getSettings(ref);
      },
      saveSettings: (ref, values) => inner.saveSettings(ref, values),
    };
    const el = await fixture<SvcConnectorConfigForm>(
      html`<svc-connector-config-form
        app-id="a"
        connector-id="c"
        .settingsProvider=${provider}
      ></svc-connector-config-form>`,
    );
    await until(() => part(el, 'retry') !== null, 'retry');
    // A plain sentence for the person; the provider's own message goes to the console.
    expect(part(el, 'save-error')!.textContent).to.contain('couldn’t load the settings');
    fail = false;
    part(el, 'retry')!.click();
    await until(() => part(el, 'form') !== null, 'form');
  });

  it('never lets a typed password reach an event, an action or the console', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    const el = await loadedForm(provider);
    const outside = recordEvents(document, WATCHED);
    const console_ = spyConsole();
    try {
      await typeInto(el, 'accessKeyId', 'AKIAABCDEFGHIJKL');
      await typeInto(el, 'secretAccessKey', SECRET);
      expect((control(el, 'secretAccessKey') as HTMLInputElement).value).to.equal(SECRET);
      setTimeout(() => submitButton(el).click());
      const event = (await oneEvent(
        el,
        'svc-connector-submit',
      )) as unknown as SvcConnectorSubmitEvent;
      expect(event).to.be.instanceOf(SvcConnectorSubmitEvent);
      expect(event.actionName).to.equal('connector_config_submitted');
      expect(event.context).to.deep.equal({appId: 'app-aws', connectorId: 'conn-aws-1'});
      expect(provider.saves).to.equal(1);
      expect(provider.lastFieldNames).to.include('secretAccessKey');
      await el.updateComplete;
      expect(part(el, 'status')!.textContent).to.contain('Settings saved');
      // The typed secret is gone with the form.
      expect(part(el, 'form')).to.equal(null);
    } finally {
      console_.restore();
      outside.stop();
    }
    expect(outside.seen.map((s) => s.type)).to.deep.equal(['svc-connector-submit']);
    for (const s of outside.seen) expect(s.dump).not.to.contain(SECRET);
    expect(console_.calls).to.deep.equal([]);
    expect(el.outerHTML).not.to.contain(SECRET);
  });

  it('keeps what was typed and shows the error when the save fails', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    const el = await loadedForm(provider);
    await typeInto(el, 'accessKeyId', 'AKIAABCDEFGHIJKL');
    await typeInto(el, 'secretAccessKey', SECRET);
    provider.failNextSave('The connector could not be reached.');
    const before = form(el);
    let submitted = 0;
    el.addEventListener('svc-connector-submit', () => submitted++);
    submitButton(el).click();
    await until(() => part(el, 'save-error') !== null, 'save error');
    expect(form(el)).to.equal(before);
    expect(part(el, 'save-error')!.textContent).to.equal('The connector could not be reached.');
    expect(part(el, 'save-error')!.getAttribute('role')).to.equal('alert');
    expect((control(el, 'accessKeyId') as HTMLInputElement).value).to.equal('AKIAABCDEFGHIJKL');
    expect((control(el, 'secretAccessKey') as HTMLInputElement).value).to.equal(SECRET);
    expect(submitted).to.equal(0);
    // Saving again works, with nothing retyped.
    setTimeout(() => submitButton(el).click());
    await oneEvent(el, 'svc-connector-submit');
    expect(provider.saves).to.equal(1);
  });

  it('shows the provider’s errors per field', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    const el = await loadedForm(provider);
    await typeInto(el, 'accessKeyId', 'AKIAABCDEFGHIJKL');
    await typeInto(el, 'secretAccessKey', MOCK_REJECTED_SECRET);
    submitButton(el).click();
    await until(() => fieldError(el, 'secretAccessKey') !== '', 'field error');
    expect(fieldError(el, 'secretAccessKey')).to.equal(
      'This key was rejected. Check it and try again.',
    );
    expect(part(el, 'save-error')!.textContent).to.equal('Some settings need another look.');
    expect(control(el, 'secretAccessKey').getAttribute('aria-invalid')).to.equal('true');
  });

  it('shows its own validation per field and does not save an invalid form', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    const el = await loadedForm(provider);
    submitButton(el).click();
    await el.updateComplete;
    await until(() => fieldError(el, 'secretAccessKey') !== '', 'required error');
    expect(fieldError(el, 'accessKeyId')).not.to.equal('');
    expect(provider.lastFieldNames).to.deep.equal([]);
  });

  it('uses the provider from context; the plain property wins', async () => {
    class Host extends LitElement {
      @provide({context: connectorSettingsProviderContext})
      provider?: ConnectorSettingsProvider;
      override render() {
        return html`<slot></slot>`;
      }
    }
    customElements.define('test-settings-host', Host);
    const fromContext = new MockConnectorSettingsProvider({
      latencyMs: 0,
      forms: {c: {displayName: 'From context', fields: []}},
    });
    const host = await fixture<Host>(
      html`<test-settings-host .provider=${fromContext}
        ><svc-connector-config-form app-id="a" connector-id="c"></svc-connector-config-form
      ></test-settings-host>`,
    );
    const el = host.querySelector('svc-connector-config-form')!;
    await until(() => deep(el, '[part~="form"]', '[part~="title"]') !== null, 'context form');
    expect(deep(el, '[part~="form"]', '[part~="title"]')!.textContent).to.equal('From context');
    el.settingsProvider = new MockConnectorSettingsProvider({
      latencyMs: 0,
      forms: {c: {displayName: 'Own', fields: []}},
    });
    await until(
      () => deep(el, '[part~="form"]', '[part~="title"]')?.textContent === 'Own',
      'own form',
    );
  });

  it('inside a surface: the action carries only app and connector, the model gets nothing', async () => {
    const surface = await fixture<SvcSurface>(html`<svc-surface></svc-surface>`);
    surface.connectorSettingsProvider = new MockConnectorSettingsProvider({latencyMs: 0});
    surface.surface = {
      surfaceId: 'srf-1',
      conversationId: 'conv-1',
      sendDataModel: true,
      dataModelJson: '{"note": "x"}',
      components: [
        {
          id: 'root',
          svcConnectorConfigForm: {
            appId: 'app-aws',
            connectorId: 'conn-aws-1',
            submitActionName: 'connector_config_submitted',
            skipActionName: 'connector_config_skipped',
          },
        },
      ],
      updatedAt: '2026-11-20T12:00:00Z',
    } as never;
    await surface.updateComplete;
    await until(
      () => surface.shadowRoot!.querySelector('svc-connector-config-form') !== null,
      'element',
    );
    const el = surface.shadowRoot!.querySelector('svc-connector-config-form')!;
    await until(() => part(el, 'form') !== null && control(el, 'region') !== null, 'form');
    const outside = recordEvents(document, WATCHED);
    const console_ = spyConsole();
    let action: CustomEvent;
    try {
      await typeInto(el, 'accessKeyId', 'AKIAABCDEFGHIJKL');
      await typeInto(el, 'secretAccessKey', SECRET);
      setTimeout(() => submitButton(el).click());
      action = (await oneEvent(surface, 'svc-action')) as CustomEvent;
    } finally {
      console_.restore();
      outside.stop();
    }
    expect(action.detail.name).to.equal('connector_config_submitted');
    expect(action.detail.context).to.deep.equal({appId: 'app-aws', connectorId: 'conn-aws-1'});
    expect(JSON.stringify(action.detail)).not.to.contain(SECRET);
    expect(JSON.stringify(action.detail.dataModel)).to.equal('{"note":"x"}');
    const types = outside.seen.map((s) => s.type);
    expect(types).not.to.include('svc-data-change');
    expect(types).not.to.include('input');
    expect(types).not.to.include('change');
    for (const s of outside.seen) expect(s.dump).not.to.contain(SECRET);
    expect(console_.calls).to.deep.equal([]);
  });
});
