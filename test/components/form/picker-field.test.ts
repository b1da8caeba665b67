import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../../src/components/form/picker-field.js';
import type {SvcFormPicker} from '../../../src/components/form/picker-field.js';
import type {ResourceProvider, ResourceQuery} from '../../../src/providers/types.js';
import {ProviderUnavailableError} from '../../../src/providers/types.js';
import {fields} from './fixtures.js';
import {$, text, typeInto} from './helpers.js';

function fakeProvider(queries: ResourceQuery[]): ResourceProvider {
  return {
    async listResources(query) {
      queries.push(query);
      return {
        items: [
          {id: 'u-me', displayName: 'Me'},
          {id: 'u-ada', displayName: 'Ada Lovelace', description: 'Engineering'},
          {id: 'repo-1', displayName: 'infra'},
        ].filter((i) => i.displayName.toLowerCase().includes(query.search.toLowerCase())),
      };
    },
  };
}

const options = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part~="option"]')].map((o) =>
    o.textContent!.replace(/\s+/g, ' ').trim(),
  );

describe('svc-form-picker', () => {
  it('is accessible (with and without a provider)', async () => {
    const plain = await fixture<SvcFormPicker>(
      html`<svc-form-picker .field=${fields.userPicker}></svc-form-picker>`,
    );
    await expect(plain).to.be.accessible();
    const rich = await fixture<SvcFormPicker>(
      html`<svc-form-picker
        .field=${fields.resourcePicker}
        .resourceProvider=${fakeProvider([])}
        .value=${['repo-1']}
      ></svc-form-picker>`,
    );
    await expect(rich).to.be.accessible();
  });

  it('without a provider, falls back to typing the ID, with a note', async () => {
    const el = await fixture<SvcFormPicker>(
      html`<svc-form-picker .field=${fields.userPicker}></svc-form-picker>`,
    );
    expect(text(el, '[part~="hint"]')).to.equal(
      'No user directory is available here: type the user ID.',
    );
    typeInto($<HTMLInputElement>(el, 'input'), 'u-42');
    expect(el.value).to.equal('u-42');
  });

  it('searches users through the provider, leaving out excluded ids, and picks one', async () => {
    const queries: ResourceQuery[] = [];
    const el = await fixture<SvcFormPicker>(
      html`<svc-form-picker
        .field=${fields.userPicker}
        .resourceProvider=${fakeProvider(queries)}
      ></svc-form-picker>`,
    );
    expect($<HTMLInputElement>(el, 'input').placeholder).to.equal('Search for a user');
    $<HTMLInputElement>(el, 'input').focus();
    await sendKeys({type: 'e'});
    await sendKeys({press: 'Enter'});
    await waitUntil(() => options(el).length > 0);
    expect(queries[queries.length - 1]).to.include({resourceType: 'user', search: 'e', appId: ''});
    expect(options(el)).to.deep.equal(['Ada Lovelace Engineering']);
    $<HTMLButtonElement>(el, '[part~="option"]').click();
    await el.updateComplete;
    expect(el.value).to.equal('u-ada');
    expect(text(el, '[part~="selection"] span')).to.equal('Ada Lovelace');
  });

  it('picks several resources for a list field, asking with the app and resource type', async () => {
    const queries: ResourceQuery[] = [];
    const el = await fixture<SvcFormPicker>(
      html`<svc-form-picker
        .field=${fields.resourcePicker}
        .resourceProvider=${fakeProvider(queries)}
      ></svc-form-picker>`,
    );
    $<HTMLInputElement>(el, 'input').focus();
    await sendKeys({type: 'inf'});
    await waitUntil(() => options(el).length > 0); // after the typing pause
    expect(queries[queries.length - 1]).to.include({
      appId: 'app-1',
      resourceType: 'repo',
      search: 'inf',
    });
    $<HTMLButtonElement>(el, '[part~="option"]').click();
    await el.updateComplete;
    expect(el.value).to.deep.equal(['repo-1']);
    expect(text(el, '[part~="chip"] span')).to.equal('infra');
  });

  it('falls back to typed IDs when the provider cannot serve the kind', async () => {
    const provider: ResourceProvider = {
      listResources: async () => {
        throw new ProviderUnavailableError('no users here');
      },
    };
    const el = await fixture<SvcFormPicker>(
      html`<svc-form-picker
        .field=${fields.userPicker}
        .resourceProvider=${provider}
      ></svc-form-picker>`,
    );
    $<HTMLInputElement>(el, 'input').focus();
    await sendKeys({type: 'x'});
    await sendKeys({press: 'Enter'});
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="hint"]'));
    expect(text(el, '[part~="hint"]')).to.contain('type the user ID');
  });
});
