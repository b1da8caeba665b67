/// <reference types="vite/client" />
// A player for A2UI message streams: feeds an example's messages to an <svc-a2ui> one at a time,
// at a chosen speed, and logs what the renderer sends back. Used by the demo page and Storybook.
import '../src/surface/a2ui.js';
import type {SvcA2ui} from '../src/surface/a2ui.js';
import {MessageProcessor} from '../src/protocol/index.js';

export interface StreamExample {
  name: string;
  description?: string;
  messages: unknown[];
}

/** Every spec example stored in the repository (test/fixtures/a2ui), by file name. */
export function storedExamples(): Map<string, StreamExample> {
  const files = import.meta.glob<StreamExample>('../test/fixtures/a2ui/*/*.json', {
    eager: true,
    import: 'default',
  });
  const examples = new Map<string, StreamExample>();
  for (const [path, example] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const name = path
      .split('/')
      .slice(-2)
      .join('/')
      .replace(/\.json$/, '');
    examples.set(name, example);
  }
  return examples;
}

const speeds: [string, number][] = [
  ['Step by step', 0],
  ['Slow (1 s a message)', 1000],
  ['Normal (0.4 s)', 400],
  ['Fast (0.1 s)', 100],
  ['All at once', -1],
];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

/** Builds the player inside `root`, starting with `initial` (a key of `examples`). */
export function mountStreamPlayer(
  root: HTMLElement,
  examples: Map<string, StreamExample>,
  initial = [...examples.keys()][0],
): {view: SvcA2ui; play(): void} {
  const pick = element('select', {id: 'stream-example'});
  for (const [key, example] of examples) pick.append(new Option(`${key}: ${example.name}`, key));
  pick.value = examples.has(initial) ? initial : pick.options[0]?.value;
  const speed = element('select', {id: 'stream-speed'});
  for (const [label, ms] of speeds) speed.append(new Option(label, String(ms)));
  speed.value = '400';
  const playButton = element('button', {type: 'button', textContent: 'Play'});
  const stepButton = element('button', {type: 'button', textContent: 'Next message'});
  const resetButton = element('button', {type: 'button', textContent: 'Restart'});
  const status = element('p', {className: 'stream-status'});
  status.setAttribute('role', 'status');
  const current = element('pre', {className: 'stream-message', tabIndex: 0});
  current.setAttribute('aria-label', 'Last message');
  const view = element('svc-a2ui') as SvcA2ui;
  const log = element('ol', {className: 'stream-log'});
  log.setAttribute('aria-label', 'Messages to the agent');

  root.append(
    element(
      'div',
      {className: 'stream-controls'},
      element('label', {}, 'Stream ', pick),
      element('label', {}, 'Speed ', speed),
      playButton,
      stepButton,
      resetButton,
    ),
    status,
    element(
      'div',
      {className: 'stream-body'},
      element('section', {}, view),
      element(
        'aside',
        {},
        element('h2', {textContent: 'Last message'}),
        current,
        element('h2', {textContent: 'To the agent'}),
        log,
      ),
    ),
  );

  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const messages = () => examples.get(pick.value)?.messages ?? [];
  const show = () => {
    const total = messages().length;
    status.textContent = `${next} of ${total} messages`;
    stepButton.disabled = next >= total;
    playButton.textContent = timer ? 'Pause' : 'Play';
  };
  const step = () => {
    const message = messages()[next];
    if (message === undefined) return false;
    next++;
    current.textContent = JSON.stringify(message, null, 2);
    view.processMessages(message);
    return true;
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    show();
  };
  const play = () => {
    stop();
    const ms = Number(speed.value);
    if (ms < 0) {
      while (step());
      return show();
    }
    if (ms === 0) {
      step();
      return show();
    }
    const tick = () => {
      if (!step()) return stop();
      timer = setTimeout(tick, ms);
      show();
    };
    tick();
  };
  const reset = () => {
    stop();
    next = 0;
    current.textContent = '';
    log.replaceChildren();
    view.processor = new MessageProcessor({rootUpdates: 'merge'});
    show();
  };

  playButton.addEventListener('click', () => (timer ? stop() : play()));
  stepButton.addEventListener('click', () => {
    stop();
    step();
    show();
  });
  resetButton.addEventListener('click', reset);
  pick.addEventListener('change', reset);
  view.addEventListener('svc-a2ui-message', (event) => {
    const item = element('li');
    item.append(element('pre', {textContent: JSON.stringify(event.detail, null, 2)}));
    log.prepend(item);
  });
  show();
  return {view, play};
}
