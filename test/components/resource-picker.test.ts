import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {LitElement} from 'lit';
import {provide} from '@lit/context';
import '../../src/components/svc/resource-picker.js';
import type {SvcResourcePicker} from '../../src/components/svc/resource-picker.js';
import {resourceProviderContext} from '../../src/providers/context.js';
import {
  ProviderUnavailableError,
  type ResourceItem,
  type ResourceProvider,
  type ResourceQuery,
} from '../../src/providers/types.js';
import {createMockProviders} from '../../src/mock/providers.js';
import {ManualResourceProvider, until} from '../providers/fakes.js';

const toolsets: ResourceItem[] = [
  {id: 'ts-read', displayName: 'Read-only', description: 'List and read', detail: '4 tools'},
  {id: 'ts-write', displayName: 'Writer', detail: '9 tools'},
  {id: 'ts-admin', displayName: 'Admin'},
  {id: 'ts-audit', displayName: 'Auditor'},
];

/** An in-memory provider: filters by name, pages by 2 or by the asked size. */
class ListProvider implements ResourceProvider {
  readonly queries: ResourceQuery[] = [];
  constructor(private readonly items = toolsets) {}
  async listResources(query: ResourceQuery) {
    this.queries.push(query);
    const found = this.items.filter((i) =>
      i.displayName.toLowerCase().includes(query.search.toLowerCase()),
    );
    const start = Number(query.pageToken || 0);
    const size = query.pageSize ?? 2;
    const end = start + size;
    return {items: found.slice(start, end), nextPageToken: end < found.length ? String(end) : ''};
  }
}

const shadow = (el: Element) => el.shadowRoot!;
const part = (el: Element, name: string) =>
  shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: Element, name: string) => [
  ...shadow(el).querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const input = (el: Element) => part(el, 'input') as HTMLInputElement;
const optionNames = (el: Element) => parts(el, 'option-name').map((o) => o.textContent);
const activeName = (el: SvcResourcePicker) => {
  const id = input(el).getAttribute('aria-activedescendant');
  return id
    ? shadow(el).getElementById(id)!.querySelector('[part~="option-name"]')!.textContent
    : null;
};

async function picker(
  provider: ResourceProvider | undefined,
  extra: Partial<SvcResourcePicker> = {},
) {
  const el = await fixture<SvcResourcePicker>(
    html`<svc-resource-picker
      app-id="app-aws"
      connector-id="conn-1"
      resource-type="mcp_toolset"
      mcp-tool-state="enabled"
      label="Toolsets"
      search-delay="0"
      page-size="10"
      .resourceProvider=${provider}
    ></svc-resource-picker>`,
  );
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}

async function press(el: SvcResourcePicker, key: string) {
  await sendKeys({press: key});
  await el.updateComplete;
}

async function loaded(el: SvcResourcePicker) {
  await until(
    () =>
      parts(el, 'option').length > 0 ||
      /entr|Nothing|No match/.test(part(el, 'status')?.textContent ?? ''),
    'list',
  );
  await el.updateComplete;
}

describe('svc-resource-picker', () => {
  it('is accessible, closed and open', async () => {
    const el = await picker(new ListProvider());
    await expect(el).to.be.accessible();
    input(el).focus();
    await press(el, 'ArrowDown');
    await loaded(el);
    await expect(el).to.be.accessible();
  });

  it('asks the provider for the first page of its app, connector and type', async () => {
    const provider = new ListProvider();
    const el = await picker(provider);
    await until(() => provider.queries.length > 0);
    expect(provider.queries[0]).to.deep.include({
      appId: 'app-aws',
      connectorId: 'conn-1',
      resourceType: 'mcp_toolset',
      mcpToolState: 'enabled',
      search: '',
      pageSize: 10,
    });
    expect(el.value).to.equal('');
    expect(part(el, 'label')!.textContent).to.equal('Toolsets');
  });

  it('says when no provider is available, and still shows the chosen ids', async () => {
    const el = await fixture<SvcResourcePicker>(
      html`<svc-resource-picker
        label="Toolsets"
        value='["ts-1","ts-2"]'
        multi-select
      ></svc-resource-picker>`,
    );
    expect(part(el, 'notice')!.textContent!.trim()).to.equal(
      'Choosing resources is not available here.',
    );
    expect(part(el, 'input')).to.equal(null);
    expect(parts(el, 'chip').map((c) => c.textContent!.trim().replace(/\s+×$/, ''))).to.deep.equal([
      'ts-1',
      'ts-2',
    ]);
    await expect(el).to.be.accessible();
  });

  it('says when the provider cannot list this type', async () => {
    const el = await picker({
      listResources: async () => {
        throw new ProviderUnavailableError('Resources of type "x" cannot be listed here.');
      },
    });
    await until(() => part(el, 'notice') !== null, 'notice');
    expect(part(el, 'notice')!.textContent!.trim()).to.equal(
      'Resources of type "x" cannot be listed here.',
    );
  });

  it('is a combobox over a listbox, operated with the keyboard', async () => {
    const el = await picker(new ListProvider());
    const box = input(el);
    expect(box.getAttribute('role')).to.equal('combobox');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    const listbox = shadow(el).getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    box.focus();
    await loaded(el);
    await press(el, 'ArrowDown');
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    expect(optionNames(el)).to.deep.equal(['Read-only', 'Writer', 'Admin', 'Auditor']);
    expect(activeName(el)).to.equal('Read-only');
    await press(el, 'ArrowDown');
    expect(activeName(el)).to.equal('Writer');
    await press(el, 'End');
    expect(activeName(el)).to.equal('Auditor');
    await press(el, 'ArrowDown');
    expect(activeName(el)).to.equal('Auditor');
    await press(el, 'Home');
    expect(activeName(el)).to.equal('Read-only');
    await press(el, 'ArrowUp');
    expect(activeName(el)).to.equal('Read-only');
    await press(el, 'Escape');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.hasAttribute('aria-activedescendant')).to.equal(false);
    await press(el, 'ArrowUp');
    expect(activeName(el)).to.equal('Auditor');
    setTimeout(() => sendKeys({press: 'Enter'}));
    await oneEvent(el, 'change');
    expect(el.value).to.equal('ts-audit');
    await el.updateComplete;
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(parts(el, 'chip').map((c) => c.querySelector('span')!.textContent)).to.deep.equal([
      'Auditor',
    ]);
  });

  it('chooses several entries as removable chips when multiSelect', async () => {
    const el = await picker(new ListProvider(), {multiSelect: true, value: ['ts-write']});
    const changes: unknown[] = [];
    el.addEventListener('change', () => changes.push(el.value));
    input(el).focus();
    await loaded(el);
    await press(el, 'ArrowDown');
    const listbox = part(el, 'listbox')!;
    expect(listbox.getAttribute('aria-multiselectable')).to.equal('true');
    await press(el, 'Enter');
    expect(el.value).to.deep.equal(['ts-write', 'ts-read']);
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    const options = parts(el, 'option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'true',
      'false',
      'false',
    ]);
    await press(el, 'ArrowDown');
    await press(el, 'Enter');
    expect(el.value).to.deep.equal(['ts-read']);
    const remove = part(el, 'remove')!;
    expect(remove.getAttribute('aria-label')).to.equal('Remove Read-only');
    remove.click();
    await el.updateComplete;
    expect(el.value).to.deep.equal([]);
    expect(changes).to.deep.equal([['ts-write', 'ts-read'], ['ts-read'], []]);
    el.value = ['ts-admin', 'ts-audit'];
    await el.updateComplete;
    input(el).focus();
    await press(el, 'Backspace');
    expect(el.value).to.deep.equal(['ts-admin']);
  });

  it('chooses with the mouse', async () => {
    const el = await picker(new ListProvider());
    input(el).click();
    await loaded(el);
    await el.updateComplete;
    setTimeout(() => parts(el, 'option')[1].click());
    await oneEvent(el, 'change');
    expect(el.value).to.equal('ts-write');
  });

  it('lists entries the person cannot request as disabled, and never picks them', async () => {
    const items: ResourceItem[] = [
      {id: 'ts-read', displayName: 'Read-only'},
      {id: 'ts-root', displayName: 'Root', detail: 'not requestable', disabled: true},
    ];
    const el = await picker(new ListProvider(items));
    let changes = 0;
    el.addEventListener('change', () => changes++);
    input(el).focus();
    await press(el, 'ArrowDown');
    await loaded(el);
    const [enabled, locked] = parts(el, 'option');
    expect(enabled.hasAttribute('aria-disabled')).to.be.false;
    expect(locked.getAttribute('aria-disabled')).to.equal('true');
    expect(getComputedStyle(locked).cursor).to.equal('not-allowed');
    expect(getComputedStyle(locked).color).to.equal(
      getComputedStyle(part(el, 'status')!).color,
      'dimmed to the muted colour',
    );
    await expect(el).to.be.accessible();
    locked.click();
    await press(el, 'ArrowDown');
    expect(activeName(el)).to.equal('Root');
    await press(el, 'Enter');
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(changes).to.equal(0);
  });

  it('clears the search text after a pick, single and multiple', async () => {
    for (const multiSelect of [false, true]) {
      const el = await picker(new ListProvider(), {multiSelect});
      input(el).focus();
      await sendKeys({type: 'wri'});
      await el.updateComplete;
      await until(() => optionNames(el).join() === 'Writer', 'the search result');
      await press(el, 'ArrowDown');
      await press(el, 'Enter');
      expect(el.value).to.deep.equal(multiSelect ? ['ts-write'] : 'ts-write');
      expect(input(el).value).to.equal('');
    }
  });

  it('fires nothing on programmatic sets and keeps search keystrokes away from the binding', async () => {
    const el = await picker(new ListProvider(), {multiSelect: true});
    const seen: string[] = [];
    el.parentElement!.addEventListener('input', () => seen.push('input'));
    el.parentElement!.addEventListener('change', () => seen.push('change'));
    el.value = ['ts-read'];
    await el.updateComplete;
    input(el).focus();
    await sendKeys({type: 'wri'});
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(el.value).to.deep.equal(['ts-read']);
  });

  it('searches after a pause in typing, once', async () => {
    // Hold the debounce timer (recognised by its delay) and fire it by hand: no timing races.
    const DELAY = 9_999;
    const held = new Map<number, () => void>();
    const realSet = window.setTimeout;
    const realClear = window.clearTimeout;
    window.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms !== DELAY) return realSet(fn, ms, ...rest);
      const id = realSet(() => {}, 0);
      held.set(id, fn);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) held.delete(id);
      realClear(id);
    }) as typeof window.clearTimeout;
    try {
      const provider = new ListProvider();
      const el = await picker(provider, {searchDelay: DELAY});
      await until(() => provider.queries.length === 1);
      input(el).focus();
      await sendKeys({type: 'adm'});
      await el.updateComplete;
      expect(provider.queries.length).to.equal(1);
      expect(held.size).to.equal(1);
      [...held.values()][0]();
      await until(() => provider.queries.length === 2, 'search');
      expect(provider.queries.map((q) => q.search)).to.deep.equal(['', 'adm']);
      await until(() => optionNames(el).length === 1, 'filtered list');
      expect(optionNames(el)).to.deep.equal(['Admin']);
    } finally {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    }
  });

  it('shows loading, then an error with retry, then the list', async () => {
    const provider = new ManualResourceProvider();
    const el = await picker(provider);
    input(el).focus();
    await press(el, 'ArrowDown');
    expect(part(el, 'status')!.textContent).to.equal('Loading…');
    expect(part(el, 'status')!.getAttribute('role')).to.equal('status');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      provider.last.reject(new Error('Service unavailable'));
      await until(() => part(el, 'retry') !== null, 'retry');
    } finally {
      console.warn = warn;
    }
    // A plain sentence for the person; the provider's words go to the console.
    expect(part(el, 'status')!.textContent).to.equal('We couldn’t load the list.');
    expect(warnings.some((w) => w.includes('Service unavailable'))).to.equal(true);
    part(el, 'retry')!.click();
    await el.updateComplete;
    expect(provider.calls.length).to.equal(2);
    expect(part(el, 'status')!.textContent).to.equal('Loading…');
    provider.last.resolve({items: toolsets.slice(0, 1), nextPageToken: ''});
    await until(() => parts(el, 'option').length === 1, 'option');
    expect(part(el, 'retry')).to.equal(null);
    expect(part(el, 'status')!.textContent).to.equal('1 entry.');
  });

  it('says when the list or the search is empty', async () => {
    const el = await picker(new ListProvider([]));
    input(el).focus();
    await press(el, 'ArrowDown');
    await loaded(el);
    expect(part(el, 'status')!.textContent).to.equal('Nothing to choose from.');
    const other = await picker(new ListProvider());
    input(other).focus();
    await sendKeys({type: 'zzz'});
    await until(() => /No matches/.test(part(other, 'status')!.textContent!), 'no matches');
    expect(part(other, 'status')!.textContent).to.equal('No matches for “zzz”.');
  });

  it('loads more pages on demand', async () => {
    const provider = new ListProvider();
    const el = await picker(provider, {pageSize: 2});
    input(el).focus();
    await press(el, 'ArrowDown');
    await loaded(el);
    expect(optionNames(el)).to.deep.equal(['Read-only', 'Writer']);
    expect(part(el, 'status')!.textContent).to.equal('2 entries, more available.');
    part(el, 'more')!.click();
    await until(() => parts(el, 'option').length === 4, 'more options');
    expect(optionNames(el)).to.deep.equal(['Read-only', 'Writer', 'Admin', 'Auditor']);
    expect(provider.queries.at(-1)!.pageToken).to.equal('2');
    expect(part(el, 'more')).to.equal(null);
  });

  it('coerces the value it is given', async () => {
    const el = await picker(new ListProvider());
    el.value = ['ts-admin', 'ts-read'];
    await el.updateComplete;
    expect(parts(el, 'chip')).to.have.length(1);
    el.multiSelect = true;
    el.value = '["ts-admin", 3, null]' as never;
    await el.updateComplete;
    // Known ids show their names; unknown ones show the id.
    expect(parts(el, 'chip').map((c) => c.querySelector('span')!.textContent)).to.deep.equal([
      'Admin',
      '3',
    ]);
    el.value = {bad: true} as never;
    await el.updateComplete;
    expect(parts(el, 'chip')).to.have.length(0);
  });

  it('uses the provider from context; the plain property wins', async () => {
    class Host extends LitElement {
      @provide({context: resourceProviderContext}) provider?: ResourceProvider;
      override render() {
        return html`<slot></slot>`;
      }
    }
    customElements.define('test-resource-host', Host);
    const fromContext = new ListProvider();
    const host = await fixture<Host>(
      html`<test-resource-host .provider=${fromContext}
        ><svc-resource-picker app-id="a" connector-id="c"></svc-resource-picker
      ></test-resource-host>`,
    );
    const el = host.querySelector('svc-resource-picker')!;
    await until(() => fromContext.queries.length === 1, 'context query');
    const own = new ListProvider();
    el.resourceProvider = own;
    await until(() => own.queries.length === 1, 'own query');
    expect(fromContext.queries.length).to.equal(1);
  });

  it('lists MCP toolsets of the mock service through the default provider', async () => {
    const {resources} = createMockProviders();
    const el = await fixture<SvcResourcePicker>(
      html`<svc-resource-picker
        app-id="app-github"
        connector-id="conn-github"
        resource-type="mcp_toolset"
        search-delay="0"
        .resourceProvider=${resources}
      ></svc-resource-picker>`,
    );
    input(el).focus();
    await press(el, 'ArrowDown');
    await loaded(el);
    expect(parts(el, 'option').length).to.equal(25);
    expect(part(el, 'more')).not.to.equal(null);
  });
});
