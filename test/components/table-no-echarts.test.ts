import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/components/svc/table.js';
import '../../src/components/svc/chart.js';
import type {SvcChart} from '../../src/components/svc/chart.js';

const echartsRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /echarts-setup|node_modules\/echarts/.test(name));

describe('svc-table without charts', () => {
  it('never loads echarts, even with svc-chart registered and an empty chart on the page', async () => {
    expect(customElements.get('svc-chart')).to.not.equal(undefined);
    await fixture(
      html`<div>
        <svc-table
          heading="Accounts"
          .columns=${['Name']}
          .rows=${[{cells: ['a']}, {cells: ['b']}]}
        ></svc-table>
        <svc-chart heading="Nothing yet"></svc-chart>
      </div>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(echartsRequests()).to.deep.equal([]);
  });

  it('(control) loads echarts once a chart has data', async function () {
    // echarts is hundreds of modules unbundled: slow on a loaded machine.
    this.timeout(30_000);
    await fixture<SvcChart>(
      html`<svc-chart .categorical=${{slices: [{label: 'a', value: 1}]}}></svc-chart>`,
    );
    await waitUntil(
      () => echartsRequests().some((name) => name.includes('echarts-setup')),
      'echarts is requested',
      {timeout: 25_000},
    );
  });
});
