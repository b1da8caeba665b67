import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/svc/chart.js';
import '../../src/components/svc/table.js';
import '../../src/components/basic/text.js';
import {echarts} from '../../src/components/svc/echarts-setup.js';

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function until(check: () => unknown, what: string) {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('right to left: table scroll shadows', () => {
  const rows = Array.from({length: 4}, (_, i) => ({
    cells: [`batch-job-00${i}`, 'alice@acme.test', '2026-11-19', (12345.6 * (i + 1)).toFixed(1)],
  }));

  async function table(dir: 'ltr' | 'rtl') {
    const wrapper = await fixture<HTMLElement>(
      html`<div dir=${dir} style="width: 280px">
        <svc-table
          .columns=${['Account', 'Owner', 'Last used', 'Grants']}
          .rows=${rows}
        ></svc-table>
      </div>`,
    );
    await frames();
    await frames();
    const scroller = wrapper
      .querySelector('svc-table')!
      .shadowRoot!.querySelector<HTMLElement>('[part~="scroller"]')!;
    return {scroller, frame: scroller.parentElement!};
  }

  /** The edges (physical) whose shadow a user sees, with the way each gradient fades. */
  function shadows(frame: HTMLElement): string[] {
    const out: string[] = [];
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(frame, pseudo);
      if (style.opacity !== '1') continue;
      const center = parseFloat(style.left) + parseFloat(style.width) / 2;
      const side = center < frame.clientWidth / 2 ? 'left' : 'right';
      // The dark end faces the edge: a left shadow fades to the right.
      const fades = /linear-gradient\(to (left|right)/.exec(style.backgroundImage)?.[1];
      out.push(`${side} fading ${fades}`);
    }
    return out;
  }

  it('shows the shadow on the left at first in RTL, and on the right once scrolled to the end', async () => {
    const {scroller, frame} = await table('rtl');
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    await until(() => shadows(frame).length === 1, 'a shadow');
    expect(shadows(frame)).to.deep.equal(['left fading right']);
    scroller.scrollLeft = -scroller.scrollWidth;
    await until(() => shadows(frame).join() === 'right fading left', 'the shadow to move');
    expect(shadows(frame)).to.deep.equal(['right fading left']);
    scroller.scrollLeft = -(scroller.scrollWidth - scroller.clientWidth) / 2;
    await until(() => shadows(frame).length === 2, 'both shadows');
    expect(shadows(frame).sort()).to.deep.equal(['left fading right', 'right fading left']);
  });

  it('shows the shadow on the right at first in LTR', async () => {
    const {scroller, frame} = await table('ltr');
    await until(() => shadows(frame).length === 1, 'a shadow');
    expect(shadows(frame)).to.deep.equal(['right fading left']);
    scroller.scrollLeft = scroller.scrollWidth;
    await until(() => shadows(frame).join() === 'left fading right', 'the shadow to move');
  });
});

describe('right to left: charts', () => {
  const slices = [
    {label: 'Okta', value: 40},
    {label: 'Slack', value: 25},
    {label: 'GitHub', value: 20},
    {label: 'Jira', value: 15},
    {label: 'Zoom', value: 10},
    {label: 'Figma', value: 8},
    {label: 'Notion', value: 6},
    {label: 'Linear', value: 5},
    {label: 'Box', value: -1},
  ];
  const points = (scale: number) =>
    Array.from({length: 6}, (_, i) => ({
      ts: `2026-11-2${i}T00:00:00Z`,
      value: (i + 1) * scale,
    }));

  async function chart(dir: 'ltr' | 'rtl', data: object) {
    const wrapper = await fixture<HTMLElement>(
      html`<div dir=${dir} style="width: 480px">
        <svc-chart
          .categorical=${'slices' in data ? data : undefined}
          .timeSeries=${'series' in data ? data : undefined}
        ></svc-chart>
      </div>`,
    );
    const el = wrapper.querySelector('svc-chart')!;
    const box = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="chart"]');
    await until(() => box()?.querySelector('svg text'), 'the chart to draw');
    await frames();
    const svg = box()!.querySelector('svg')!;
    return {svg, instance: echarts.getInstanceByDom(box()!)!};
  }

  /** Where the text `words` is drawn, relative to the middle of the drawing (-1 left … 1 right). */
  function place(svg: SVGSVGElement, words: string): number {
    const text = [...svg.querySelectorAll('text')].find((t) => t.textContent === words);
    if (!text) throw new Error(`no "${words}" in the drawing`);
    const box = svg.getBoundingClientRect();
    const r = text.getBoundingClientRect();
    return (r.left + r.width / 2 - (box.left + box.width / 2)) / (box.width / 2);
  }

  it('puts bar names on the right and grows bars leftwards in RTL', async () => {
    const {svg} = await chart('rtl', {slices});
    expect(place(svg, 'Okta')).to.be.greaterThan(0.5);
    const {svg: ltr} = await chart('ltr', {slices});
    expect(place(ltr, 'Okta')).to.be.lessThan(-0.5);
  });

  it('puts the value axis on the right, time running leftwards, legend markers after names in RTL', async () => {
    const series = {
      series: [
        {key: 'a', displayName: 'Logins', points: points(10)},
        {key: 'b', displayName: 'Grants', points: points(7)},
      ],
    };
    const {svg, instance} = await chart('rtl', series);
    const values = [...svg.querySelectorAll('text')].filter((t) =>
      /^\d+$/.test(t.textContent ?? ''),
    );
    expect(values.length).to.be.greaterThan(1);
    for (const label of values) expect(place(svg, label.textContent!)).to.be.greaterThan(0.5);
    // The first day is at the right edge, the last towards the left.
    const dates = [...svg.querySelectorAll('text')]
      .map((t) => t.textContent ?? '')
      .filter((t) => /Nov|20|2[0-5]/.test(t) && !/^\d+$/.test(t));
    expect(dates.length).to.be.greaterThan(1);
    expect(place(svg, dates[0]!)).to.be.greaterThan(place(svg, dates[dates.length - 1]!));
    // A legend entry reads right to left: its marker to the right of its name.
    const legend = (instance.getOption() as {legend: {align: string}[]}).legend[0]!;
    expect(legend.align).to.equal('right');

    const {svg: ltr} = await chart('ltr', series);
    const ltrValues = [...ltr.querySelectorAll('text')].filter((t) =>
      /^\d+$/.test(t.textContent ?? ''),
    );
    for (const label of ltrValues) expect(place(ltr, label.textContent!)).to.be.lessThan(-0.5);
  });

  it('draws legend markers beside their names, never over them, in RTL', async () => {
    const series = {
      series: [
        {key: 'a', displayName: 'Logins', points: points(10)},
        {key: 'b', displayName: 'Grants', points: points(7)},
      ],
    };
    const {svg} = await chart('rtl', series);
    for (const name of ['Logins', 'Grants']) {
      const text = [...svg.querySelectorAll('text')].find((t) => t.textContent === name)!;
      // echarts places each text itself, from its left: the drawing is laid out left to right.
      expect(getComputedStyle(text).direction).to.equal('ltr');
      const words = text.getBoundingClientRect();
      // The marker: the small drawing on the name's line nearest to it.
      const centre = (r: DOMRect) => r.top + r.height / 2;
      const distance = (r: DOMRect) => Math.max(0, r.left - words.right, words.left - r.right);
      const marker = [...svg.querySelectorAll('path')]
        .map((p) => p.getBoundingClientRect())
        .filter((r) => r.width > 4 && r.width < 40 && Math.abs(centre(r) - centre(words)) < 6)
        .sort((a, b) => distance(a) - distance(b))[0]!;
      expect(marker, `${name}'s marker`).to.exist;
      const overlap = Math.min(words.right, marker.right) - Math.max(words.left, marker.left);
      expect(overlap, `${name} and its marker overlap`).to.be.at.most(0);
      // Mirrored: on the name's right, where a right-to-left reader starts.
      expect(marker.left).to.be.at.least(words.right - 1);
    }
  });
});

describe('right to left: an agent’s own words', () => {
  it('keep their order: a figure and an English sentence read as written, aligned to the start', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div dir="rtl" style="width: 400px">
        <svc-text text="-0.5%"></svc-text>
        <svc-text text="Ready for review."></svc-text>
      </div>`,
    );
    const [figure, sentence] = [...wrapper.querySelectorAll('svc-text')];
    await Promise.all([figure!.updateComplete, sentence!.updateComplete]);
    const glyphs = (el: Element) => {
      const node = el.shadowRoot!.querySelector('p')!.firstChild!;
      const range = document.createRange();
      return [...(node.textContent ?? '')].map((_, i) => {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      });
    };
    // Left to right on screen: the minus first, the period last.
    const figureX = glyphs(figure!);
    expect(figureX[0]).to.be.lessThan(figureX[1]!);
    const sentenceX = glyphs(sentence!);
    expect(sentenceX.at(-1)).to.be.greaterThan(sentenceX[0]!);
    // Still on the page's start side (the right).
    const box = wrapper.getBoundingClientRect();
    expect(Math.max(...figureX)).to.be.greaterThan(box.left + box.width / 2);
  });
});
