import {expect} from '@open-wc/testing';
import {surfaceNeeds} from '../../src/catalog/needs.js';
import {parseSurface} from '../../src/model/parse.js';
import {sampleSurfaces} from '../fixtures/samples.js';

const needsOf = (components: unknown[]) => {
  const {variants, parts} = surfaceNeeds(
    parseSurface({surfaceId: 's', components}).components.values(),
  );
  return {variants: [...variants].sort(), parts: [...parts].sort()};
};

describe('surfaceNeeds (what a surface loads, read before building)', () => {
  it('lists the variants, not unknown ones', () => {
    const {variants} = needsOf([
      {id: 'root', column: {children: {ids: ['a', 'b', 'c']}}},
      {id: 'a', text: {text: 'x'}},
      {id: 'b', svcTable: {columns: [], rows: []}},
      {id: 'c', notAThing: {}},
    ]);
    expect(variants).to.deep.equal(['column', 'svcTable', 'text']);
  });

  it('asks for markdown unless the flag is plainly false', () => {
    expect(needsOf([{id: 'root', text: {text: 'x'}}]).parts).to.deep.equal([]);
    expect(needsOf([{id: 'root', text: {text: 'x', markdown: false}}]).parts).to.deep.equal([]);
    expect(needsOf([{id: 'root', text: {text: 'x', markdown: true}}]).parts).to.deep.equal([
      'markdown',
    ]);
    expect(needsOf([{id: 'root', text: {text: 'x', markdown: {path: '/md'}}}]).parts).to.deep.equal(
      ['markdown'],
    );
  });

  it('asks for charts, code, icons and the regex engine by variant and property', () => {
    const {parts} = needsOf([
      {id: 'root', column: {children: {ids: ['c', 'k', 'i', 'f']}}},
      {id: 'c', svcChart: {}},
      {id: 'k', svcCodeBlock: {code: 'x'}},
      {id: 'i', icon: {name: 'star'}},
      {id: 'f', textField: {label: 'Zip', validationRegexp: '^[0-9]{5}$'}},
    ]);
    expect(parts).to.deep.equal(['chart', 'code', 'icons', 'numbers', 'regex']);
  });

  it("asks for the locale's number formatting where a variant or a function formats", () => {
    for (const component of [
      {slider: {value: 1}},
      {progressBar: {value: 0.5}},
      {svcTable: {columns: [], rows: []}},
      {text: {text: {call: {call: 'formatNumber', args: {value: 2}}}}},
      {text: {text: {call: {call: 'pluralize', args: {value: 2, one: 'x', other: 'y'}}}}},
    ]) {
      expect(needsOf([{id: 'root', ...component}]).parts, JSON.stringify(component)).to.include(
        'numbers',
      );
    }
    expect(needsOf([{id: 'root', text: {text: 'x'}}]).parts).to.not.include('numbers');
    const regexOnly = needsOf([
      {id: 'root', textField: {label: 'x', checks: [{call: 'regex', args: {pattern: 'a'}}]}},
    ]);
    expect(regexOnly.parts).to.not.include('numbers');
  });

  it('asks for the on-demand functions where a value, a check or a template calls one', () => {
    const call = (value: unknown) => needsOf([{id: 'root', text: {text: value}}]).parts;
    expect(
      call({call: {call: 'formatString', args: {value: {literal: 'Hi ${/n}'}}}}),
    ).to.deep.equal([]);
    expect(call({call: {call: 'formatCurrency', args: {value: 1, currency: 'EUR'}}})).to.deep.equal(
      ['functions', 'numbers'],
    );
    expect(
      call({call: {call: 'formatString', args: {value: 'On ${formatDate(value: ${/d})}'}}}),
    ).to.deep.equal(['functions', 'numbers']);
    const checked = needsOf([
      {
        id: 'root',
        textField: {
          label: 'Phone',
          checks: [{call: 'regex', args: {value: {path: '/p'}, pattern: '^[0-9]+$'}}],
        },
      },
    ]).parts;
    expect(checked).to.deep.equal(['functions', 'regex']);
  });

  it('reads every sample conversation without throwing', () => {
    for (const name of ['kitchen-sink', 'dashboard', 'connector-setup', 'onboarding']) {
      for (const record of sampleSurfaces(name)) {
        const {variants} = surfaceNeeds(parseSurface(record).components.values());
        expect(variants.size).to.be.greaterThan(0);
      }
    }
  });
});
