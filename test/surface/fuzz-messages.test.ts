/**
 * Fuzzes `<svc-a2ui>` with random and mutated A2UI message streams (see test/surface/fuzz/): a
 * few hundred cases in the normal run, many more with `npm run fuzz` (see fuzz/harness.ts).
 */
import '../../src/surface/a2ui.js';
import {KNOWN_VARIANTS, variantToTag} from '../../src/model/index.js';
import {loadTag} from '../../src/catalog/loaders.js';
import {describeFuzz, fuzzConfig} from './fuzz/harness.js';
import {messageCase, type NamedStream} from './fuzz/messages.js';
import {runStream, type StreamSetup} from './fuzz/run-stream.js';
import {countNodes} from './helpers.js';
import {setUpCases} from './fuzz/run-case.js';
import {basic, loadExample, minimal} from '../fixtures/a2ui-examples.js';

const config = fuzzConfig(200);

/** The basic and minimal catalogs' examples. */
async function loadExamples(): Promise<NamedStream[]> {
  return Promise.all([...basic, ...minimal].map(loadExample));
}

describeFuzz('message stream fuzzing', config, async () => {
  const examples = await loadExamples();
  await Promise.all(KNOWN_VARIANTS.map((variant) => loadTag(variantToTag(variant))));
  const surface = customElements.get('svc-surface')!;
  const a2ui = customElements.get('svc-a2ui')!;
  const prototypes = [surface.prototype, a2ui.prototype, Object.getPrototypeOf(a2ui.prototype)];
  const empty = document.createElement('svc-a2ui');
  document.body.append(empty);
  await empty.updateComplete;
  const setup: StreamSetup = {
    ...setUpCases(config.budget, prototypes),
    streams: {messages: 0, surfaces: 0, errors: 0},
    emptyNodes: countNodes(empty.shadowRoot!),
  };
  empty.remove();
  // The first streams pay for styles and module start-up; keep that out of the first cases.
  for (const example of examples.slice(0, 5))
    await runStream({messages: example.messages, delivery: 'batch', typed: 'warm-up'}, setup);
  return {
    name: 'message stream',
    cases: messageCase(examples),
    run: (value) => runStream(value, setup),
    stats: () => ({...setup.streams, buttons: setup.stats.buttons, fields: setup.stats.fields}),
  };
});
