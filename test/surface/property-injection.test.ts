import {expect, fixture, html} from '@open-wc/testing';
import {LitElement} from 'lit';
import '../../src/all.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {KNOWN_VARIANTS, declaredProperties, variantToTag} from '../../src/model/index.js';
import {MAX_ELEMENTS} from '../../src/surface/reconciler.js';
import {makeSurface} from './helpers.js';

/** Every property name an attacker could aim at: the DOM's and Lit's own, handlers, prototype keys. */
function dangerousNames(): string[] {
  const names = new Set<string>(['__proto__', 'constructor', 'prototype', 'onclick', 'onerror']);
  for (const proto of [
    HTMLElement.prototype,
    Element.prototype,
    Node.prototype,
    EventTarget.prototype,
    LitElement.prototype,
    Object.getPrototypeOf(LitElement.prototype),
  ]) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
  }
  for (const name in document.body) if (name.startsWith('on')) names.add(name);
  return [...names];
}

const payload = (name: string) => `<img src=x onerror="window.__pwned='${name}'">pwn:${name}`;

/** A surface with one component of `variant` carrying every dangerous name it does not declare. */
function hostile(variant: string): {surface: unknown; names: string[]} {
  const declared = declaredProperties(variant);
  const names = dangerousNames().filter((name) => !Object.hasOwn(declared, name));
  // Written as JSON text so that `__proto__` is an own key, as it would be on the wire.
  const entries = names.map((name) => {
    const value = name === 'style' ? 'position:fixed;inset:0;z-index:99999' : payload(name);
    return `${JSON.stringify(name)}:${JSON.stringify(value)}`;
  });
  const json = `{"id":"root",${JSON.stringify(variant)}:{${entries.join(',')}}}`;
  return {surface: makeSurface([JSON.parse(json)]), names};
}

describe('only declared properties reach an element', () => {
  let errors: unknown[];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  let warn: typeof console.warn;

  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    warn = console.warn;
    console.warn = () => {};
    delete (window as {__pwned?: unknown}).__pwned;
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    console.warn = warn;
  });

  it('covers the DOM and Lit names', () => {
    const names = dangerousNames();
    for (const name of ['innerHTML', 'textContent', 'style', 'update', 'render', 'shadowRoot'])
      expect(names).to.include(name);
    expect(names.length).to.be.greaterThan(300);
  });

  for (const variant of KNOWN_VARIANTS) {
    it(`${variant}: ignores every undeclared name, with an issue each`, async () => {
      const {surface, names} = hostile(variant);
      const el = await fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
      const tag = variantToTag(variant);
      await customElements.whenDefined(tag);
      const element = el.shadowRoot!.querySelector(tag) as
        (HTMLElement & Record<string, unknown>) | null;
      expect(element, `no ${tag} rendered`).to.exist;
      await (element as unknown as LitElement).updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 0));

      for (const name of names) {
        let value: unknown;
        try {
          value = element![name];
        } catch {
          continue; // a getter that throws on its own was not set by us
        }
        expect(value, name).not.to.equal(payload(name));
      }
      expect(element!.style.position).to.equal('');
      expect(getComputedStyle(element!).position).not.to.equal('fixed');
      expect(element!.shadowRoot?.innerHTML ?? '').not.to.contain('pwn:');
      expect(el.shadowRoot!.innerHTML).not.to.contain('pwn:');
      expect((window as {__pwned?: unknown}).__pwned).to.equal(undefined);
      expect(errors).to.deep.equal([]);

      const reported = new Set(el.issues.map((issue) => issue.pointer));
      const silent = names.filter(
        (name) => !reported.has(`/components/0/${variant}/${name.replaceAll('~', '~0')}`),
      );
      expect(silent, 'names ignored without an issue').to.deep.equal([]);
    });
  }

  it('lets declared properties through (title → heading)', async () => {
    const surface = makeSurface([{id: 'root', svcTodoList: {title: 'Plan', items: []}}]);
    const el = await fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
    await customElements.whenDefined('svc-todo-list');
    const list = el.shadowRoot!.querySelector('svc-todo-list')!;
    expect(list.heading).to.equal('Plan');
    expect(el.issues.filter((issue) => issue.message.startsWith('Unknown'))).to.deep.equal([]);
  });

  it('keeps providers out of reach of the surface', async () => {
    const surface = makeSurface([
      {id: 'root', svcResourcePicker: {resourceProvider: {listResources: 'x'}, items: ['x']}},
    ]);
    const el = await fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
    await customElements.whenDefined('svc-resource-picker');
    const picker = el.shadowRoot!.querySelector('svc-resource-picker')!;
    expect(picker.resourceProvider).to.equal(undefined);
    expect(el.issues.map((issue) => issue.pointer)).to.include.members([
      '/components/0/svcResourcePicker/resourceProvider',
      '/components/0/svcResourcePicker/items',
    ]);
  });
});

describe('one element budget for everything the tree creates', function () {
  // Thousands of markers, built in slices: slow on a loaded machine.
  this.timeout(60_000);

  it('caps markers too: 400 references to a component listing 400 missing ids', async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      const missing = Array.from({length: 400}, (_, i) => `missing-${i}`);
      const surface = makeSurface([
        {id: 'root', column: {children: {ids: Array(400).fill('many')}}},
        {id: 'many', column: {children: {ids: missing}}},
      ]);
      const el = await fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
      await el.rendered;
      const root = el.shadowRoot!;
      const markers = root.querySelectorAll('svc-marker');
      const created = root.querySelector('[part~="base"]')!.querySelectorAll('*').length;
      expect(created).to.be.at.most(MAX_ELEMENTS + 1);
      const tooLarge = [...markers].filter((m) => m.reason.includes('too large'));
      expect(tooLarge.length).to.equal(1);
    } finally {
      console.warn = warn;
    }
  });
});

describe('values no element can turn into text', () => {
  it('an object with toString / valueOf data keys, in every declared property, throws nothing', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    const warn = console.warn;
    console.warn = () => {};
    try {
      const hostile = {literal: {toString: 'x', valueOf: 'y', nested: [{toString: 1}]}};
      const components: Record<string, unknown>[] = KNOWN_VARIANTS.map((variant, index) => {
        const body: Record<string, unknown> = {};
        for (const wire of Object.keys(declaredProperties(variant))) body[wire] = hostile;
        return {id: `c${index}`, [variant]: body};
      });
      const ids = components.map((component) => component.id);
      components.unshift({id: 'root', column: {children: {ids}}});
      const el = await fixture<SvcSurface>(
        html`<svc-surface .surface=${makeSurface(components)}></svc-surface>`,
      );
      await Promise.all(KNOWN_VARIANTS.map((v) => customElements.whenDefined(variantToTag(v))));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(el.shadowRoot!.querySelectorAll('[data-component-id]').length).to.be.greaterThan(30);
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      console.warn = warn;
    }
  });
});
