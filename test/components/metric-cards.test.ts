import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/svc/metric-cards.js';
import type {
  MetricCard,
  MetricSource,
  SvcMetricCards,
} from '../../src/components/svc/metric-cards.js';

const cards: MetricCard[] = [
  {label: 'Grants', value: '1,284', delta: '+12%', sparkline: [3, 5, 4, 8, 9, 12, 11]},
  {label: 'Revocations', value: '311', delta: '-4%', sparkline: [6, 5, 5, 4, 4, 3, 4]},
  {label: 'Pending reviews', value: '27', delta: '0', sparkline: [1, 2]},
];
const sources: MetricSource[] = [
  {kind: 'query', label: 'Task search', ref: 'tasks?state=closed', count: '1622'},
  {kind: 'report', label: 'Monthly report', ref: 'https://example.test/report', count: '3'},
];

function parts(el: SvcMetricCards, name: string): Element[] {
  return [...el.shadowRoot!.querySelectorAll(`[part~="${name}"]`)];
}

describe('svc-metric-cards', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards
        heading="This month"
        .cards=${cards}
        .sources=${sources}
      ></svc-metric-cards>`,
    );
    await expect(el).to.be.accessible();
  });

  it('defaults to no heading, no cards and no sources', async () => {
    const el = await fixture<SvcMetricCards>(html`<svc-metric-cards></svc-metric-cards>`);
    expect(el.heading).to.equal('');
    expect(el.cards).to.deep.equal([]);
    expect(el.sources).to.deep.equal([]);
    expect(parts(el, 'heading')).to.have.length(0);
    expect(parts(el, 'card')).to.have.length(0);
    expect(parts(el, 'sources')).to.have.length(0);
    expect(el.shadowRoot!.textContent).to.contain('No figures.');
  });

  it('shows the heading from the attribute and a card per entry', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards heading="This month" .cards=${cards}></svc-metric-cards>`,
    );
    expect(el.heading).to.equal('This month');
    expect(parts(el, 'heading')[0].textContent).to.equal('This month');
    const grid = parts(el, 'grid')[0];
    expect(grid.tagName).to.equal('UL');
    expect(getComputedStyle(grid).display).to.equal('grid');
    const shown = parts(el, 'card').map((card) => ({
      label: card.querySelector('[part~="label"]')!.textContent,
      value: card.querySelector('[part~="value"]')!.textContent,
    }));
    expect(shown).to.deep.equal([
      {label: 'Grants', value: '1,284'},
      {label: 'Revocations', value: '311'},
      {label: 'Pending reviews', value: '27'},
    ]);
  });

  it('colours and announces deltas by direction', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards .cards=${cards}></svc-metric-cards>`,
    );
    const deltas = parts(el, 'delta');
    expect(deltas.map((d) => d.getAttribute('data-direction'))).to.deep.equal([
      'up',
      'down',
      'flat',
    ]);
    expect(deltas.map((d) => d.querySelector('.visually-hidden')!.textContent)).to.deep.equal([
      'up 12%',
      'down 4%',
      'no change',
    ]);
    expect(deltas[0].querySelector('[aria-hidden="true"]')!.textContent).to.equal('▲ +12%');
    const [up, down, flat] = deltas.map((d) => getComputedStyle(d).color);
    expect(up).to.not.equal(down);
    expect(flat).to.not.equal(up);
    expect(flat).to.not.equal(down);
  });

  it('honours the delta colour custom properties', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards
        style="--svc-metric-cards-up-color: rgb(1, 2, 3)"
        .cards=${cards}
      ></svc-metric-cards>`,
    );
    expect(getComputedStyle(parts(el, 'delta')[0]).color).to.equal('rgb(1, 2, 3)');
  });

  it('draws each sparkline as a described SVG polyline', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards .cards=${cards}></svc-metric-cards>`,
    );
    const svg = parts(el, 'sparkline')[0];
    expect(svg.tagName.toLowerCase()).to.equal('svg');
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('trend over 7 points, from 3 to 11, rising');
    const points = svg.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).to.have.length(7);
    expect(parts(el, 'sparkline')[1].getAttribute('aria-label')).to.contain('falling');
  });

  it('drops non-finite points and omits short sparklines', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards
        .cards=${[
          {label: 'A', value: 1, sparkline: [1, NaN, '3', Infinity, null, 2]},
          {label: 'B', value: 2, sparkline: [5]},
        ]}
      ></svc-metric-cards>`,
    );
    const lines = parts(el, 'sparkline');
    expect(lines).to.have.length(1);
    expect(lines[0].getAttribute('aria-label')).to.equal(
      'trend over 3 points, from 1 to 2, rising',
    );
    expect(lines[0].querySelector('polyline')!.getAttribute('points')).to.not.contain('NaN');
  });

  it('lists sources as a footnote, linking only http(s) refs', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards
        .cards=${cards}
        .sources=${[...sources, {label: 'Evil', ref: 'javascript:alert(1)'}]}
      ></svc-metric-cards>`,
    );
    const footnote = parts(el, 'sources')[0];
    expect(footnote.textContent).to.contain('Task search');
    expect(footnote.textContent).to.contain('tasks?state=closed');
    expect(footnote.textContent).to.contain(`query · ${(1622).toLocaleString()}`);
    const links = [...footnote.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['https://example.test/report']);
    expect(links[0].getAttribute('rel')).to.contain('noopener');
    expect(footnote.textContent).to.contain('javascript:alert(1)');
  });

  it('lets the keyboard reach the source links', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards .cards=${cards} .sources=${sources}></svc-metric-cards>`,
    );
    await sendKeys({press: 'Tab'});
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Monthly report');
  });

  it('escapes markup in every text', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards
        .heading=${evil}
        .cards=${[{label: evil, value: evil, delta: evil}]}
        .sources=${[{label: evil, ref: evil, kind: evil, count: evil}]}
      ></svc-metric-cards>`,
    );
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(parts(el, 'heading')[0].textContent).to.equal(evil);
    expect(parts(el, 'label')[0].textContent).to.equal(evil);
  });

  it('does not throw on input of the wrong type', async () => {
    const el = await fixture<SvcMetricCards>(html`<svc-metric-cards></svc-metric-cards>`);
    const bad: unknown[] = [
      null,
      undefined,
      'cards',
      42,
      {},
      [null, 1, 'x', [2]],
      [{sparkline: {}}],
    ];
    for (const value of bad) {
      el.cards = value as MetricCard[];
      el.sources = value as MetricSource[];
      el.heading = value as string;
      await el.updateComplete;
    }
    el.cards = [
      {label: 'Numbers', value: 1234.5, delta: -2, sparkline: ['1', '2'] as unknown as number[]},
    ];
    el.heading = 12 as unknown as string;
    await el.updateComplete;
    expect(parts(el, 'heading')[0].textContent).to.equal('12');
    expect(parts(el, 'value')[0].textContent).to.equal((1234.5).toLocaleString());
    expect(parts(el, 'delta')[0].getAttribute('data-direction')).to.equal('down');
    expect(parts(el, 'sparkline')).to.have.length(1);
  });

  it('marks a missing value for screen readers', async () => {
    const el = await fixture<SvcMetricCards>(
      html`<svc-metric-cards .cards=${[{label: 'Empty'}]}></svc-metric-cards>`,
    );
    expect(parts(el, 'value')[0].textContent).to.contain('no value');
    expect(parts(el, 'delta')).to.have.length(0);
  });
});
