// Ours beside the public reference renderer (@a2ui/lit 0.11 + @a2ui/web_core 0.11) and the
// static floor (the reference's final DOM parsed as static HTML), on the same generated surfaces,
// in one browser, runs interleaved. Then the hostile shapes, ours only, each with a time limit.
// The reference lives in its own package (tools/bench/reference), installed here on first use.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {
  heldMemory,
  launchBrowser,
  median,
  openPage,
  printGrid,
  printTable,
  scriptTime,
} from './browser.mjs';

const REFERENCE_DIR = 'tools/bench/reference';

/** Installs the reference renderer's package when its node_modules is missing; false if that fails. */
export function ensureReference() {
  if (existsSync(`${REFERENCE_DIR}/node_modules/@a2ui/lit/package.json`)) return true;
  console.log(`Installing the reference renderer into ${REFERENCE_DIR} (first run only)…`);
  try {
    execFileSync('npm', ['install', '--prefix', REFERENCE_DIR, '--no-audit', '--no-fund'], {
      stdio: 'inherit',
    });
    return true;
  } catch (error) {
    console.error(`Could not install the reference renderer: ${error.message}`);
    return false;
  }
}

/** A line on stderr while the slow parts run, so a long run shows where it is. */
const progress = (message) => process.stderr.write(`  … ${message}\n`);
const ms = (v) => (v === undefined ? '–' : `${v.toFixed(v < 10 ? 2 : 1)} ms`);
const ratio = (a, b) => (a === undefined || b === undefined ? '–' : `${(a / b).toFixed(2)}×`);
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const mark = (ok) => (ok === undefined ? '' : ok ? 'met' : 'NOT MET');

export async function compareRenderers(runs) {
  const haveReference = ensureReference();
  const browser = await launchBrowser();
  const ours = await openPage(browser, 'tools/bench/surface-page.ts');
  const reference = haveReference ? await openPage(browser, `${REFERENCE_DIR}/page.ts`) : undefined;
  const floor = haveReference ? await openPage(browser, 'tools/bench/floor-page.ts') : undefined;
  const rows = [];
  const notes = [];
  try {
    // Issue 36's targets: ahead of the reference at every size, ≤ 0.8× at 20–30 components and
    // ≤ 0.6× from 100; the floor's ratio is reported, not a target.
    const renders = [
      {
        label: 'first render → painted, form 20 (27 components)',
        kind: 'form',
        size: 20,
        target: 0.8,
      },
      {
        label: 'first render → painted, form 100 (127 components)',
        kind: 'form',
        size: 100,
        target: 0.6,
      },
      {
        label: 'first render → painted, form 1,000 (1,252 components)',
        kind: 'form',
        size: 1000,
        target: 0.6,
      },
      {
        label: 'first render → painted, form 5,000 (6,252 components)',
        kind: 'form',
        size: 5000,
        target: 0.6,
      },
      {
        label: 'first render → painted, table 5,000 rows of text (5,001 comp.)',
        kind: 'table',
        size: 5000,
        target: 0.6,
      },
    ];
    for (const {label, kind, size, target} of renders) {
      progress(`first render, ${kind} ${size}`);
      const html = reference ? await reference.call('staticHtml', kind, size) : undefined;
      const samples = {reference: [], ours: [], floor: []};
      const longest = {reference: [], ours: [], floor: []};
      let counts;
      let oursComponents;
      for (let i = 0; i < runs; i++) {
        if (reference) {
          const r = await reference.call('render', kind, size);
          samples.reference.push(r.painted);
          longest.reference.push(r.longest);
          counts = r.counts;
        }
        const o = await ours.call('render', kind, size);
        samples.ours.push(o.painted);
        longest.ours.push(o.longest);
        oursComponents = o.components;
        if (floor) {
          const f = await floor.call('render', html);
          samples.floor.push(f.painted);
          longest.floor.push(f.longest);
        }
      }
      const [r, o, f] = ['reference', 'ours', 'floor'].map((k) =>
        samples[k].length ? median(samples[k]) : undefined,
      );
      const ok = r === undefined ? undefined : o <= target * r;
      rows.push([
        label,
        ms(r),
        ms(o),
        ms(f),
        ratio(o, f),
        ratio(o, r),
        `≤ ${target}× ref`,
        mark(ok),
      ]);
      notes.push(
        `${kind} ${size}: longest main-thread task (median): reference ` +
          `${longest.reference.length ? ms(median(longest.reference)) : '–'}, ours ` +
          `${ms(median(longest.ours))}, floor ` +
          `${longest.floor.length ? ms(median(longest.floor)) : '–'} (0: none over 50 ms; ` +
          'the floor draws in one frame what a renderer without long tasks spreads over several)',
      );
      notes.push(
        `${kind} ${size}: ours drew ${oursComponents} components; the reference drew ` +
          (counts
            ? Object.entries(counts)
                .map(([t, n]) => `${n} ${t}`)
                .join(', ')
            : '–') +
          (html ? `; static copy ${(html.length / 1024 / 1024).toFixed(1)} MB of HTML` : ''),
      );
    }

    progress('memory held, form 5,000');
    // Deterministic where the times are not: what the rendered surface keeps alive.
    const held = {
      reference: reference && (await heldMemory(reference, 'empty', 'render', 'form', 5000)),
      ours: await heldMemory(ours, 'empty', 'render', 'form', 5000),
    };
    const heap = (m) => (m ? `${m.heapMB.toFixed(1)} MB` : '–');
    rows.push([
      'JS heap held by the rendered form 5,000, after GC',
      heap(held.reference),
      heap(held.ours),
      '–',
      '–',
      held.reference ? ratio(held.ours.heapMB, held.reference.heapMB) : '–',
      '–',
      '',
    ]);
    notes.push(
      `form 5000: live DOM nodes held: reference ${held.reference?.nodes ?? '–'}, ours ` +
        `${held.ours.nodes} (elements, text and comment nodes; shadow roots included)`,
    );

    progress('keystrokes, form 5,000');
    const keystrokes = {reference: [], ours: []};
    for (let i = 0; i < runs; i++) {
      if (reference) keystrokes.reference.push(mean(await reference.call('keystroke', 5000)));
      keystrokes.ours.push(mean(await ours.call('keystroke', 5000)));
    }
    const kr = keystrokes.reference.length ? median(keystrokes.reference) : undefined;
    const ko = median(keystrokes.ours);
    rows.push([
      'keystroke → bound text, mean of 20, form 5,000',
      ms(kr),
      ms(ko),
      '–',
      '–',
      ratio(ko, kr),
      '≤ reference',
      mark(kr === undefined ? undefined : ko <= kr),
    ]);

    progress('replace the data model, 5,002 components');
    // Wall time to settled DOM, and the JavaScript in it (the figure the target is about): the
    // surface is mounted first, then the replacement alone runs under the profiler.
    const replace = {reference: [], record: [], setData: []};
    const replaceScript = {reference: [], record: [], setData: []};
    const timeReplace = async (target, key, ...how) => {
      await target.call('prepareReplace', 4000, ...how);
      const {script, result} = await scriptTime(target, 'runReplace');
      replace[key].push(result);
      replaceScript[key].push(script);
    };
    for (let i = 0; i < runs; i++) {
      if (reference) await timeReplace(reference, 'reference');
      await timeReplace(ours, 'record', 'record');
      await timeReplace(ours, 'setData', 'setData');
    }
    const medianOf = (values) => (values.length ? median(values) : undefined);
    const rs = medianOf(replaceScript.reference);
    const rr = medianOf(replace.reference);
    for (const [how, label] of [
      ['record', 'replace whole data model, 5,002 comp. (newer record)'],
      ['setData', "replace whole data model, 5,002 comp. (setData('/'))"],
    ]) {
      const v = median(replaceScript[how]);
      rows.push([
        `${label}, script`,
        ms(rs),
        ms(v),
        '–',
        '–',
        ratio(v, rs),
        '≤ 30 ms',
        mark(v <= 30),
      ]);
      const w = median(replace[how]);
      rows.push([`  same, to settled DOM (wall)`, ms(rr), ms(w), '–', '–', ratio(w, rr), '–', '']);
    }
  } finally {
    const referenceMessages = reference ? [...reference.messages] : [];
    const oursMessages = [...ours.messages];
    await ours.close();
    await reference?.close();
    await floor?.close();
    await browser.close();
    printGrid(
      `Ours beside the reference renderer and the floor (median of ${runs}; Chromium headless, ` +
        'production builds; shared machine, expect noise)',
      ['figure', 'reference', 'ours', 'floor', 'ours÷floor', 'ours÷ref', 'target', ''],
      rows,
    );
    if (!reference) console.log('  (reference renderer not installed: its columns are empty)');
    for (const n of notes) console.log(`  ${n}`);
    for (const m of referenceMessages) console.log(`  reference page said: ${m.slice(0, 200)}`);
    for (const m of oursMessages) console.log(`  our page said: ${m.slice(0, 200)}`);
  }
}

/** A promise that rejects after `ms`. */
const timeout = (limit) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), limit).unref());

/**
 * Hostile shapes, ours only: from the record to settled DOM and to the painted frame. Each case
 * runs in its own browser, so a case that hangs the page is cut off at `limitMs` and the rest
 * still run.
 */
export async function hostileShapes(runs, limitMs = 20_000) {
  const cases = [
    {
      label: '44 components, children repeated (2^43 paths)',
      kind: 'repeated-graph',
      size: 44,
      target: 500,
    },
    {label: '10,000-deep chain of columns', kind: 'deep-chain', size: 10_000, target: 500},
    {label: 'twenty texts of 50–400 KB in one column', kind: 'long-texts', size: 20, target: 1000},
    {
      label: 'twenty markdown texts of 50–400 KB',
      kind: 'long-markdown',
      size: 20,
      target: 1000,
    },
    {label: 'one row of 5,000 texts', kind: 'crowded-row', size: 5_000, target: 1000, plain: true},
    {label: 'tabs of 4,999 panels', kind: 'many-tabs', size: 4_999, target: 1000},
    {label: 'a choice picker of 5,000 choices', kind: 'many-choices', size: 5_000, target: 1000},
    {
      label: 'a data model of 100,000 items (4.9 MB)',
      kind: 'big-data',
      size: 100_000,
      target: 1000,
    },
    {
      label: 'code of 9,900 characters (coloured) and 100,000',
      kind: 'long-code',
      size: 9_900,
      target: 1000,
    },
  ];
  const rows = [];
  const notes = [];
  for (const {label, kind, size, target, plain} of cases) {
    progress(`hostile: ${kind}`);
    const browser = await launchBrowser();
    let row;
    let ours;
    try {
      ours = await openPage(browser, 'tools/bench/surface-page.ts');
      const settled = [];
      const painted = [];
      const longest = [];
      let components;
      for (let i = 0; i < runs; i++) {
        const r = await Promise.race([ours.call('render', kind, size, limitMs), timeout(limitMs)]);
        settled.push(r.script);
        painted.push(r.painted);
        longest.push(r.longest);
        components = r.components;
        if (r.script > 5000) break; // one slow sample says enough
      }
      const s = median(settled);
      row = [
        label,
        ms(s),
        ms(median(painted)),
        ms(median(longest)),
        String(components),
        `≤ ${target} ms`,
        mark(s <= target),
      ];
      for (const m of [...ours.messages].slice(0, 3)) notes.push(`${kind}: ${m.slice(0, 160)}`);
      if (plain) notes.push(`${kind}: ${await plainFloor(browser, kind, size, runs)}`);
    } catch (error) {
      const what = /timeout|not settled/.test(error.message)
        ? 'timeout'
        : `failed: ${error.message.slice(0, 100)}`;
      row = [label, what, '–', '–', '–', `≤ ${target} ms`, 'NOT MET'];
    } finally {
      const wait = (limit) => new Promise((r) => setTimeout(r, limit).unref());
      await Promise.race([ours?.close(), wait(5_000)]);
      await Promise.race([browser.close(), wait(10_000)]);
    }
    rows.push(row);
  }
  printGrid(
    `Hostile shapes, ours only (median of ${runs}; record → settled DOM; ${limitMs / 1000} s limit each)`,
    ['shape', 'settled', 'painted', 'longest task', 'elements', 'target', ''],
    rows,
  );
  for (const n of notes) console.log(`  ${n}`);
}

/**
 * The browser alone on a hostile shape written as plain HTML (`renderPlain` of floor-page.ts, for
 * the cases marked `plain`): what any renderer that draws every part of it pays at least.
 */
async function plainFloor(browser, kind, size, runs) {
  const floor = await openPage(browser, 'tools/bench/floor-page.ts');
  try {
    const painted = [];
    const longest = [];
    for (let i = 0; i < runs; i++) {
      const r = await floor.call('renderPlain', kind, size);
      painted.push(r.painted);
      longest.push(r.longest);
    }
    return (
      `the same as plain HTML, no script (the browser alone): painted ${ms(median(painted))}, ` +
      `longest task ${ms(median(longest))} (median of ${runs})`
    );
  } finally {
    await floor.close();
  }
}

export {printTable};
