// The fuzzer's oracles (test/surface/fuzz/) must be able to fail: each is shown a page that
// breaks it. The shared samples must pass every one of them.
import {expect} from '@open-wc/testing';
import type {SurfaceRecord} from '../../src/model/types.js';
import {
  comparePrototypes,
  isScriptUrl,
  scanLayout,
  scanMarkup,
  snapshotPrototypes,
} from './fuzz/oracles.js';
import {finishCase, runCase, setUpCases} from './fuzz/run-case.js';
import {leftBehind, watchTasks} from './fuzz/run-stream.js';
import type {Violation} from './fuzz/oracles.js';
import {countNodes} from './helpers.js';
import '../../src/surface/a2ui.js';
import {loadSurface, makeSurface} from './helpers.js';

const hosts: HTMLElement[] = [];

function hostWithShadow(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = 'width: 300px; height: 100px; position: relative;';
  host.attachShadow({mode: 'open'}).innerHTML = markup;
  document.body.append(host);
  hosts.push(host);
  return host;
}

describe('fuzz oracles', () => {
  afterEach(() => {
    for (const host of hosts.splice(0)) host.remove();
  });

  it('finds script-capable markup inside open shadow roots', () => {
    const host = hostWithShadow(
      `<p>ok <a href="https://example.test">link</a></p>
       <span onclick="x()">a</span><a href=" java&#10;script:x()">b</a>
       <iframe srcdoc="x"></iframe><svg><a xlink:href="javascript:x()"></a></svg>`,
    );
    const kinds = scanMarkup(host, new WeakSet()).map((v) => v.kind);
    expect(kinds).to.have.members([
      'event-handler-attribute',
      'script-url',
      'script-markup',
      'script-markup',
      'script-url',
    ]);
  });

  it('skips the elements it was told were there before', () => {
    const host = hostWithShadow('<script>/* runner */</script>');
    const known = new WeakSet<Element>([host.shadowRoot!.querySelector('script')!]);
    expect(scanMarkup(host, known)).to.deep.equal([]);
  });

  it('reads URLs the way a browser does', () => {
    expect(isScriptUrl('\u0001 JaVa\tScRiPt:alert(1)')).to.equal(true);
    expect(isScriptUrl('vbscript:x')).to.equal(true);
    expect(isScriptUrl('https://example.test/javascript:')).to.equal(false);
    expect(isScriptUrl('mailto:a@b.test')).to.equal(false);
  });

  it('finds fixed overlays and boxes far outside the host', () => {
    const host = hostWithShadow(
      `<div>in flow</div><div style="position: fixed; inset: 0"></div>
       <div style="position: absolute; left: 2000px; width: 10px; height: 10px"></div>
       <div style="position: absolute; left: 10px; width: 10px; height: 10px"></div>
       <svg width="10" height="10"><text transform="translate(5000 0)">clipped</text></svg>`,
    );
    expect(scanLayout(host).map((v) => v.kind)).to.deep.equal(['fixed-position', 'escaped-box']);
  });

  it('leaves hidden boxes alone and measures a box anchored to an element like a moved one', () => {
    const host = hostWithShadow(
      `<span style="anchor-name: --probe">anchor</span>
       <div style="position: fixed; inset: 0; visibility: hidden"></div>
       <div style="position: fixed; position-anchor: --probe; position-area: block-end; width: 10px; height: 10px"></div>`,
    );
    expect(scanLayout(host)).to.deep.equal([]);
    const far = hostWithShadow(
      `<span style="anchor-name: --far">anchor</span>
       <div style="position: fixed; position-anchor: --far; left: 3000px; width: 10px; height: 10px"></div>`,
    );
    expect(scanLayout(far).map((v) => v.kind)).to.deep.equal(['escaped-box']);
  });

  it('notices a changed prototype', () => {
    const before = snapshotPrototypes([]);
    (Object.prototype as Record<string, unknown>).fuzzProbe = 1;
    try {
      expect(comparePrototypes(before)).to.deep.equal([
        {kind: 'prototype-changed', detail: 'Object.prototype.fuzzProbe added'},
      ]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).fuzzProbe;
    }
    expect(comparePrototypes(before)).to.deep.equal([]);
  });

  it('records uncaught errors, unhandled rejections and the pwned flag during a case', async () => {
    const setup = setUpCases(2000, []);
    const record = makeSurface([{id: 'root', text: {text: {literal: 'hi'}}}]);
    setTimeout(() => {
      throw new Error('thrown by the page');
    });
    setTimeout(() => void Promise.reject(new Error('rejected by the page')));
    setTimeout(() => ((window as unknown as Record<string, number>).__fuzzPwned = 1));
    const kinds = (await runCase({surface: record, typed: 'typed'}, setup)).map((v) => v.kind);
    expect(kinds).to.have.members(['uncaught-error', 'unhandled-rejection', 'pwned']);
  });

  it('notices a task over its budget', async () => {
    const long = await watchTasks(50, async () => {
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          const end = performance.now() + 80;
          while (performance.now() < end);
          resolve();
        }),
      );
    });
    expect(long).to.have.length(1);
    expect(long[0]).to.be.at.least(80);
  });

  it('notices a heap over its budget', async () => {
    const violations: Violation[] = [];
    await finishCase(setUpCases(2000, []), violations, 1);
    expect(violations.map((v) => v.kind)).to.deep.equal(['heap']);
  });

  it('notices what an element keeps once its surfaces are deleted', async () => {
    const el = document.createElement('svc-a2ui');
    document.body.append(el);
    hosts.push(el);
    await el.updateComplete;
    const empty = countNodes(el.shadowRoot!);
    expect(leftBehind(el, empty)).to.deep.equal([]);
    el.shadowRoot!.append(document.createComment(''));
    expect(leftBehind(el, empty).map((v) => v.kind)).to.deep.equal(['left-behind']);
    el.processMessages({version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'x'}});
    expect(leftBehind(el, empty)[0].detail).to.contain('1 open');
  });

  it('passes every shared sample', async function () {
    this.timeout(30_000);
    const setup = setUpCases(5000, []);
    const names = ['kitchen-sink', 'access-request', 'connector-setup', 'dashboard', 'onboarding'];
    for (const name of names) {
      const record: SurfaceRecord = await loadSurface(name);
      expect(await runCase({surface: record, typed: 'typed text'}, setup), name).to.deep.equal([]);
    }
  });
});
