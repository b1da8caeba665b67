import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/svc/table.js';
import type {SvcTable, TableRow} from '../../src/components/svc/table.js';
import {sampleSurfaces} from '../fixtures/samples.js';

const q = <T extends Element = HTMLElement>(el: SvcTable, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as unknown as T;
const qa = (el: SvcTable, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const bodyRows = (el: SvcTable) => qa(el, 'tbody tr');
const column = (el: SvcTable, index: number) =>
  bodyRows(el).map((tr) => tr.children[index]!.textContent!.trim());
const makeRows = (n: number, f: (i: number) => string[]): TableRow[] =>
  Array.from({length: n}, (_, i) => ({cells: f(i)}));

/** The accounts table of the dashboard fixture, as the surface would set it. */
async function accountsTable() {
  const surfaces = sampleSurfaces('dashboard') as unknown as {
    components: Record<string, unknown>[];
  }[];
  for (const surface of surfaces) {
    for (const component of surface.components) {
      if (component.svcTable) return component.svcTable as Record<string, unknown>;
    }
  }
  throw new Error('no table in the fixture');
}

async function accounts(): Promise<SvcTable> {
  const wire = await accountsTable();
  return fixture<SvcTable>(
    html`<svc-table
      .heading=${(wire.title as {literal: string}).literal}
      .columns=${wire.columns}
      .rows=${wire.rows}
      .pageSize=${wire.pageSize}
      .totalRows=${wire.totalRows}
      .artifactUrl=${(wire.artifactUrl as {literal: string}).literal}
      .sources=${wire.sources}
    ></svc-table>`,
  );
}

describe('svc-table', () => {
  it('is accessible', async () => {
    const el = await accounts();
    await expect(el).to.be.accessible();
  });

  it('is accessible when sorted, ragged, truncated and empty', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        heading="Ragged"
        .columns=${['A', 'B']}
        .rows=${[{cells: ['1']}, {cells: ['2', 'x'.repeat(80), 'extra']}]}
        total-rows="1204"
        artifact-url="https://x.test/full.csv"
      ></svc-table>`,
    );
    q<HTMLButtonElement>(el, 'th button').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.rows = [];
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('has sensible defaults and shows "No rows" when empty', async () => {
    const el = await fixture<SvcTable>(html`<svc-table></svc-table>`);
    expect(el.heading).to.equal('');
    expect(el.pageSize).to.equal(10);
    expect(el.rows).to.deep.equal([]);
    expect(q(el, '[part~="empty"]').textContent!.trim()).to.equal('No rows');
    expect(q(el, 'caption')).to.equal(null);
    expect(q(el, '[part~="pager"]')).to.equal(null);
  });

  it('reads attributes into properties', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        heading="H"
        page-size="5"
        total-rows="99"
        artifact-url="https://a.test/"
      ></svc-table>`,
    );
    expect(el.heading).to.equal('H');
    expect(el.pageSize).to.equal(5);
    expect(el.totalRows).to.equal('99');
    expect(el.artifactUrl).to.equal('https://a.test/');
  });

  it('renders a semantic table with a caption, column headers and one page of rows', async () => {
    const el = await accounts();
    expect(q(el, 'caption').textContent!.trim()).to.equal('Service accounts you own');
    const headers = qa(el, 'thead th');
    expect(headers.map((th) => th.textContent!.trim())).to.deep.equal([
      'Account',
      'App',
      'Owner',
      'Last used',
      'Risk',
    ]);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).to.equal(true);
    expect(bodyRows(el)).to.have.length(10);
    expect(column(el, 0)[0]).to.equal('svc-deploy-bot');
    expect(q(el, '[part~="range"]').textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '1–10 of 25',
    );
    const scroller = q(el, '[part~="scroller"]');
    expect(scroller.getAttribute('role')).to.equal('region');
    expect(scroller.getAttribute('aria-label')).to.equal('Service accounts you own');
    expect(scroller.tabIndex).to.equal(0);
  });

  it('pages with the keyboard, disables the ends and keeps focus', async () => {
    const el = await accounts();
    const previous = q<HTMLButtonElement>(el, '[part~="previous"]');
    const next = q<HTMLButtonElement>(el, '[part~="next"]');
    expect(previous.getAttribute('aria-label')).to.equal('Previous page');
    expect(next.getAttribute('aria-label')).to.equal('Next page');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(next.getAttribute('aria-disabled')).to.equal('false');

    next.focus();
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(q(el, '[part~="range"]').textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '11–20 of 25',
    );
    expect(column(el, 0)[0]).to.equal('batch-job-008');
    await sendKeys({press: 'Space'});
    await el.updateComplete;
    expect(q(el, '[part~="range"]').textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '21–25 of 25',
    );
    expect(bodyRows(el)).to.have.length(5);
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(next);

    // At the end, Next does nothing and focus stays on it.
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(q(el, '[part~="range"]').textContent).to.contain('21–25');
    expect(el.shadowRoot!.activeElement).to.equal(next);

    await sendKeys({press: 'Shift+Tab'});
    expect(el.shadowRoot!.activeElement).to.equal(previous);
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(q(el, '[part~="range"]').textContent).to.contain('11–20');
    expect(previous.getAttribute('aria-disabled')).to.equal('false');
  });

  it('sorts numbers by value: ascending, descending, then unsorted', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .columns=${['Name', 'Grants']}
        .rows=${[
          {cells: ['a', '10']},
          {cells: ['b', '9']},
          {cells: ['c', '1,000']},
          {cells: ['d', '-2']},
        ]}
      ></svc-table>`,
    );
    const th = qa(el, 'thead th')[1]!;
    const button = th.querySelector('button')!;
    expect(th.hasAttribute('aria-sort')).to.equal(false);

    button.focus();
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(th.getAttribute('aria-sort')).to.equal('ascending');
    expect(column(el, 1)).to.deep.equal(['-2', '9', '10', '1,000']);
    expect(el.shadowRoot!.activeElement).to.equal(button);

    button.click();
    await el.updateComplete;
    expect(th.getAttribute('aria-sort')).to.equal('descending');
    expect(column(el, 1)).to.deep.equal(['1,000', '10', '9', '-2']);

    button.click();
    await el.updateComplete;
    expect(th.hasAttribute('aria-sort')).to.equal(false);
    expect(column(el, 0)).to.deep.equal(['a', 'b', 'c', 'd']);
  });

  it('sorts ISO dates by time and percentages by value', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .columns=${['When', 'Share']}
        .rows=${[
          {cells: ['2026-11-19', '50%']},
          {cells: ['2025-01-02', '5%']},
          {cells: ['2026-02-01T08:00:00Z', '100%']},
        ]}
      ></svc-table>`,
    );
    const buttons = qa(el, 'thead th button') as HTMLButtonElement[];
    buttons[0]!.click();
    await el.updateComplete;
    expect(column(el, 0)).to.deep.equal(['2025-01-02', '2026-02-01T08:00:00Z', '2026-11-19']);
    buttons[1]!.click();
    await el.updateComplete;
    expect(qa(el, 'thead th')[0]!.hasAttribute('aria-sort')).to.equal(false);
    expect(column(el, 1)).to.deep.equal(['5%', '50%', '100%']);
  });

  it('sorting across pages starts again at page one', async () => {
    const el = await accounts();
    q<HTMLButtonElement>(el, '[part~="next"]').click();
    await el.updateComplete;
    qa(el, 'thead th button')[0]!.dispatchEvent(new MouseEvent('click'));
    await el.updateComplete;
    expect(q(el, '[part~="range"]').textContent).to.contain('1–10');
    expect(column(el, 0)[0]).to.equal('batch-job-001');
  });

  it('says when only part of the data was sent, and links the full data', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .columns=${['A']}
        .rows=${makeRows(25, (i) => [String(i)])}
        .totalRows=${'1204'}
        .artifactUrl=${'https://reports.acme.test/full.csv'}
      ></svc-table>`,
    );
    const status = q(el, '[part~="status"]');
    expect(status.textContent).to.contain(`Showing 25 of ${(1204).toLocaleString()} rows.`);
    const link = q<HTMLAnchorElement>(el, 'a[part~="artifact"]');
    expect(link.href).to.equal('https://reports.acme.test/full.csv');
    expect(link.rel).to.contain('noopener');
  });

  it('accepts totalRows as a number and says nothing when all rows were sent', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .rows=${makeRows(3, (i) => [String(i)])}
        .totalRows=${3 as unknown as string}
      ></svc-table>`,
    );
    expect(q(el, '[part~="status"]')).to.equal(null);
    el.totalRows = 4 as unknown as string;
    await el.updateComplete;
    expect(q(el, '[part~="status"]').textContent).to.contain('Showing 3 of 4 rows.');
  });

  it('refuses a javascript:, user-info or plain http artifactUrl (one URL policy)', async () => {
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/x',
      'https://reports.acme.test@evil.example/full.csv',
      'https://@reports.acme.test/full.csv',
      'http://reports.acme.test/full.csv',
    ]) {
      const el = await fixture<SvcTable>(
        html`<svc-table
          .rows=${makeRows(2, (i) => [String(i)])}
          total-rows="10"
          .artifactUrl=${url}
        ></svc-table>`,
      );
      // A boolean, not the element: a failed expect on an element hangs the runner.
      expect(q(el, 'a[part~="artifact"]') === null, url).to.equal(true);
      expect(qa(el, 'a').some((a) => a.getAttribute('href')?.includes('alert'))).to.equal(false);
      expect(q(el, '[part~="status"]').textContent).to.contain('Showing 2 of 10 rows.');
    }
  });

  it('pads short rows visibly and shows extra cells under a flagged column', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .columns=${['A', 'B']}
        .rows=${[{cells: ['1']}, {cells: ['2', 'b', 'surplus']}, {nope: true}]}
      ></svc-table>`,
    );
    const headers = qa(el, 'thead th');
    expect(headers.map((th) => th.textContent!.trim())).to.deep.equal(['A', 'B', 'Column 3']);
    expect(headers[2]!.classList.contains('extra')).to.equal(true);
    const first = bodyRows(el)[0]!.children;
    expect(first[1]!.textContent!.replace(/\s+/g, '')).to.equal('—missing');
    expect(first[1]!.querySelector('.visually-hidden')!.textContent).to.equal('missing');
    expect(bodyRows(el)[1]!.children[2]!.textContent!.trim()).to.equal('surplus');
    expect(bodyRows(el)[2]!.children).to.have.length(3);
    expect(q(el, '[part~="note"]').textContent).to.contain('“Column 3”');
  });

  it('truncates long cells and expands them on click or Enter', async () => {
    const long = 'A very long justification '.repeat(8).trim();
    const el = await fixture<SvcTable>(
      html`<svc-table
        style="width: 300px"
        .columns=${['Reason']}
        .rows=${[{cells: [long]}, {cells: ['short']}]}
      ></svc-table>`,
    );
    const toggle = q<HTMLButtonElement>(el, '[part~="cell-toggle"]');
    expect(toggle.title).to.equal(long);
    expect(toggle.textContent!.trim()).to.equal(long);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(getComputedStyle(toggle).textOverflow).to.equal('ellipsis');
    const collapsedHeight = toggle.getBoundingClientRect().height;
    toggle.focus();
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(toggle).whiteSpace).to.equal('normal');
    expect(toggle.getBoundingClientRect().height).to.be.greaterThan(collapsedHeight);
    expect(qa(el, '[part~="cell-toggle"]')).to.have.length(1);
  });

  it('escapes every text it shows', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = await fixture<SvcTable>(
      html`<svc-table
        .heading=${evil}
        .columns=${[evil]}
        .rows=${[{cells: [evil]}]}
        .sources=${[{kind: evil, label: evil, ref: 'javascript:alert(1)', count: evil}]}
      ></svc-table>`,
    );
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(q(el, 'caption').textContent!.trim()).to.equal(evil);
    expect(q(el, 'tbody td').textContent!.trim()).to.equal(evil);
    expect(q(el, '[part~="sources"]').querySelector('a')).to.equal(null);
  });

  it('lists sources, linking only http(s) refs', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .sources=${[
          {kind: 'api', label: 'Owned accounts', ref: '/api/v1/app_users', count: '1204'},
          {kind: 'report', label: 'Weekly', ref: 'https://reports.acme.test/w', count: 7},
        ]}
      ></svc-table>`,
    );
    const items = qa(el, '[part~="sources"] li');
    expect(items[0]!.textContent!.replace(/\s+/g, ' ')).to.contain(
      `Owned accounts /api/v1/app_users (api · ${(1204).toLocaleString()})`,
    );
    expect(items[0]!.querySelector('a')).to.equal(null);
    expect(items[1]!.querySelector('a')!.getAttribute('href')).to.equal(
      'https://reports.acme.test/w',
    );
    expect(items[1]!.textContent).to.contain('(report · 7)');
  });

  it('coerces wrong types without throwing', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table
        .columns=${'not a list' as unknown as string[]}
        .rows=${[['x', 1, null, true]] as unknown as TableRow[]}
        .pageSize=${'2' as unknown as number}
        .sources=${null as unknown as []}
        .heading=${42 as unknown as string}
      ></svc-table>`,
    );
    expect(q(el, 'caption').textContent!.trim()).to.equal('42');
    expect(column(el, 1)).to.deep.equal(['1']);
    expect(column(el, 3)).to.deep.equal(['true']);
    el.rows = null as unknown as TableRow[];
    await el.updateComplete;
    expect(q(el, '[part~="empty"]').textContent!.trim()).to.equal('No rows');
  });

  it('honours pageSize and clamps the page when rows shrink', async () => {
    const el = await fixture<SvcTable>(
      html`<svc-table .rows=${makeRows(12, (i) => [String(i)])} page-size="5"></svc-table>`,
    );
    expect(bodyRows(el)).to.have.length(5);
    q<HTMLButtonElement>(el, '[part~="next"]').click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[part~="next"]').click();
    await el.updateComplete;
    expect(column(el, 0)).to.deep.equal(['10', '11']);
    el.rows = makeRows(7, (i) => [String(i)]);
    await el.updateComplete;
    expect(column(el, 0)).to.deep.equal(['5', '6']);
  });

  it('keeps one page of rows in the DOM for 100,000 rows, sorted or not', async () => {
    const rows = makeRows(100_000, (i) => [`user-${i}`, String((i * 7919) % 100_000)]);
    const el = await fixture<SvcTable>(
      html`<svc-table .columns=${['User', 'Score']} .rows=${rows} total-rows="100000"></svc-table>`,
    );
    expect(el.shadowRoot!.querySelectorAll('tr')).to.have.length(11); // header + 10
    expect(q(el, '[part~="range"]').textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      `1–10 of ${(100_000).toLocaleString()}`,
    );
    const sortButton = qa(el, 'thead th button')[1] as HTMLButtonElement;
    sortButton.click();
    await el.updateComplete;
    expect(column(el, 1)).to.deep.equal(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    q<HTMLButtonElement>(el, '[part~="next"]').click();
    await el.updateComplete;
    expect(column(el, 1)[0]).to.equal('10');
    expect(el.shadowRoot!.querySelectorAll('tbody tr')).to.have.length(10);
  });

  describe('a long sort', () => {
    const n = 100_000;
    /** Names with accents, in no order: more sorting than one slice, on any machine. */
    const rows = makeRows(n, (i) => [`Müller, Zoë ${(i * 7919) % n}`, String(i)]);
    const names = (el: SvcTable) => column(el, 0);

    /** Each state of the table's busy mark and sorting status, as the page saw them change. */
    function watch(el: SvcTable): string[] {
      const seen: string[] = [];
      const table = q(el, 'table');
      const status = q(el, '[part~="sorting"]');
      new MutationObserver(() => {
        const state = `${table.getAttribute('aria-busy') ?? '-'} ${status.textContent}`;
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(el.shadowRoot!, {subtree: true, childList: true, attributes: true});
      return seen;
    }

    /**
     * Resolves when the table turns busy: its sort goes on in later tasks. Seen in the microtask
     * after the render, so the sort is still running whatever the machine's speed.
     */
    function busy(el: SvcTable): Promise<void> {
      const table = q(el, 'table');
      return new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (table.getAttribute('aria-busy') !== 'true') return;
          observer.disconnect();
          resolve();
        });
        observer.observe(table, {attributes: true});
      });
    }

    it('is busy and announced while it runs, then shows the sorted rows', async () => {
      const el = await fixture<SvcTable>(
        html`<svc-table heading="People" .columns=${['Owner', 'Id']} .rows=${rows}></svc-table>`,
      );
      const seen = watch(el);
      (qa(el, 'thead th button')[0] as HTMLButtonElement).click();
      await el.updateComplete;
      expect(seen[0]).to.equal('true Sorting by Owner…');
      expect(seen.at(-1)).to.equal('- ');
      expect(qa(el, 'thead th')[0]!.getAttribute('aria-sort')).to.equal('ascending');
      expect(names(el).slice(0, 3)).to.deep.equal([
        'Müller, Zoë 0',
        'Müller, Zoë 1',
        'Müller, Zoë 2',
      ]);
      await expect(el).to.be.accessible();
    });

    it('shows the header’s new order at once and keeps the rows until the sort is done', async () => {
      const el = await fixture<SvcTable>(
        html`<svc-table .columns=${['Owner', 'Id']} .rows=${rows}></svc-table>`,
      );
      const before = names(el);
      const started = busy(el);
      (qa(el, 'thead th button')[0] as HTMLButtonElement).click();
      await started;
      expect(qa(el, 'thead th')[0]!.getAttribute('aria-sort')).to.equal('ascending');
      expect(names(el)).to.deep.equal(before);
      await el.updateComplete;
      expect(names(el)[0]).to.equal('Müller, Zoë 0');
    });

    it('gives way to a newer click: descending, then unsorted', async () => {
      const el = await fixture<SvcTable>(
        html`<svc-table .columns=${['Owner', 'Id']} .rows=${rows}></svc-table>`,
      );
      const header = () => qa(el, 'thead th button')[0] as HTMLButtonElement;
      let started = busy(el);
      header().click(); // ascending
      await started;
      header().click(); // descending, while the ascending sort runs
      await el.updateComplete;
      expect(qa(el, 'thead th')[0]!.getAttribute('aria-sort')).to.equal('descending');
      expect(names(el)[0]).to.equal(`Müller, Zoë ${n - 1}`);
      header().click(); // unsorted
      await el.updateComplete;
      started = busy(el);
      header().click(); // ascending: a new long sort
      await started;
      header().click(); // descending, then unsorted, while it runs
      header().click();
      await el.updateComplete;
      expect(qa(el, 'thead th')[0]!.hasAttribute('aria-sort')).to.equal(false);
      expect(q(el, 'table').hasAttribute('aria-busy')).to.equal(false);
      expect(column(el, 1).slice(0, 3)).to.deep.equal(['0', '1', '2']);
    });

    it('sorts the new rows when rows change during a sort', async () => {
      const el = await fixture<SvcTable>(
        html`<svc-table .columns=${['Owner', 'Id']} .rows=${rows}></svc-table>`,
      );
      const started = busy(el);
      (qa(el, 'thead th button')[0] as HTMLButtonElement).click();
      await started;
      el.rows = makeRows(5, (i) => [`Name ${5 - i}`, String(i)]);
      await el.updateComplete;
      expect(names(el)).to.deep.equal(['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5']);
      expect(q(el, '[part~="sorting"]').textContent).to.equal('');
    });
  });
});
