import {expect, fixture, html, waitUntil} from '@open-wc/testing';
// Only the surface: importing the model's entry would load the default catalog, formatters and all.
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {LazyModule, createSurfaceFunctions} from '../../src/surface/functions.js';
import type {FunctionRegistry} from '../../src/model/functions/registry.js';
import {makeSurface, part} from './helpers.js';

const call = (name: string, args: Record<string, unknown>) => ({call: {call: name, args}});
const text = (id: string, value: unknown) => ({id, text: {text: value}});
const column = (ids: string[]) => ({id: 'root', column: {children: {ids}}});

const formattersRequested = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/model/functions/on-demand.'));

async function mount(surface: unknown, functions?: FunctionRegistry) {
  return functions
    ? fixture<SvcSurface>(
        html`<svc-surface .functions=${functions} .surface=${surface}></svc-surface>`,
      )
    : fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
}

const shown = (el: SvcSurface, id: string) => part(el, id).shadowRoot!.textContent!.trim();

describe('svc-surface: formatting and validation functions, loaded on first use', () => {
  // First in the file: nothing on this page has asked for the formatters yet.
  it('a surface that neither formats nor checks does not load them', async () => {
    const el = await mount(
      makeSurface(
        [column(['a']), text('a', call('formatString', {value: {literal: 'Hi ${/name}'}}))],
        {name: 'Ada'},
      ),
    );
    expect(shown(el, 'a')).to.equal('Hi Ada');
    expect(formattersRequested()).to.equal(false);
  });

  it('a surface that formats and checks shows the results when updateComplete resolves', async () => {
    const el = await mount(
      makeSurface(
        [
          column(['price', 'when', 'count', 'fixed', 'mail']),
          text('price', call('formatCurrency', {value: {path: '/amount'}, currency: 'EUR'})),
          text('when', call('formatDate', {value: {path: '/at'}, format: 'yyyy-MM-dd'})),
          text('count', call('pluralize', {value: {path: '/n'}, one: 'one file', other: 'files'})),
          // No path to listen to: evaluated again all the same once the formatters are in.
          text('fixed', call('formatNumber', {value: 1234.5})),
          {
            id: 'mail',
            textField: {
              label: 'Email',
              value: {path: '/mail'},
              checks: [{call: 'email', args: {value: {path: '/mail'}}, message: 'Needs an email'}],
            },
          },
        ],
        {amount: 12.5, at: '2026-11-20T10:00:00Z', n: 1, mail: 'not an address'},
      ),
    );
    expect(formattersRequested()).to.equal(true);
    expect(shown(el, 'price')).to.equal('€12.50');
    expect(shown(el, 'when')).to.equal('2026-11-20');
    expect(shown(el, 'count')).to.equal('one file');
    expect(shown(el, 'fixed')).to.equal('1,234.5');
    // Checks call the validation functions, loaded with the formatters.
    expect(part<HTMLElement & {error: string}>(el, 'mail').error).to.equal('Needs an email');
    expect(el.issues).to.deep.equal([]);
  });

  it('a formatter that cannot be loaded is an issue at its component; the rest renders', async () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const offline = new LazyModule(() => Promise.reject(new Error('offline')));
      const el = await mount(
        makeSurface([
          column(['price', 'plain']),
          text('price', call('formatNumber', {value: 3})),
          text('plain', 'still here'),
        ]),
        createSurfaceFunctions(offline),
      );
      await waitUntil(() => el.issues.length > 0, 'the failed load is reported');
      expect(el.issues[0].message).to.contain('formatNumber could not be loaded');
      expect(el.issues[0].componentId).to.equal('price');
      expect(shown(el, 'price')).to.equal('');
      expect(shown(el, 'plain')).to.equal('still here');
      expect(warnings.length).to.be.greaterThan(0);
    } finally {
      console.warn = warn;
    }
  });
});
