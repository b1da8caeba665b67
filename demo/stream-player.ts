/// <reference types="vite/client" />
// A player for A2UI message streams: feeds an example's messages to an <svc-a2ui> one at a time,
// at a chosen speed, or types them as JSONL into connect() the way an agent writes (a few
// characters at a time, at a number of tokens a second), and logs what the renderer sends back.
// Used by the demo pages and Storybook.
import '../src/surface/a2ui.js';
import '../src/components/basic/button.js';
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

/** Message by message: milliseconds between messages (0: by hand, -1: all at once). */
const speeds: [string, number][] = [
  ['Step by step', 0],
  ['Slow (1 s a message)', 1000],
  ['Normal (0.4 s)', 400],
  ['Fast (0.1 s)', 100],
  ['All at once', -1],
];

/** As an agent writes: tokens a second (about four characters each). */
export const TYPING_SPEEDS: [string, number][] = [
  ['Typing, 10 tokens/s', 10],
  ['Typing, 30 tokens/s', 30],
  ['Typing, 60 tokens/s', 60],
  ['Typing, 150 tokens/s', 150],
];

/** The select value of a typing speed. */
export const typing = (tokensPerSecond: number) => `typing-${tokensPerSecond}`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

/**
 * Builds the player inside `root`, starting with `initial` (a key of `examples`) at `speed` (a
 * message interval in ms, or `typing(tokensPerSecond)`).
 */
export function mountStreamPlayer(
  root: HTMLElement,
  examples: Map<string, StreamExample>,
  initial = [...examples.keys()][0],
  initialSpeed = '400',
): {view: SvcA2ui; play(): void} {
  const pick = element('select', {id: 'stream-example'});
  for (const [key, example] of examples) pick.append(new Option(`${key}: ${example.name}`, key));
  pick.value = examples.has(initial) ? initial : pick.options[0]?.value;
  const speed = element('select', {id: 'stream-speed'});
  for (const [label, ms] of speeds) speed.append(new Option(label, String(ms)));
  for (const [label, tokens] of TYPING_SPEEDS) speed.append(new Option(label, typing(tokens)));
  speed.value = initialSpeed;
  const playButton = element('svc-button', {size: 'sm', variant: 'primary', label: 'Play'});
  const stepButton = element('svc-button', {size: 'sm', label: 'Next message'});
  const resetButton = element('svc-button', {size: 'sm', label: 'Restart'});
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
  /** Typing: the text being written, how far, and the stream connect() reads. */
  let typed:
    {text: string; at: number; write: (chunk: string) => void; end: () => void} | undefined;
  const show = () => {
    const total = messages().length;
    status.textContent = typed
      ? `${typed.at.toLocaleString('en')} of ${typed.text.length.toLocaleString('en')} characters written`
      : `${next} of ${total} messages`;
    stepButton.disabled = typed ? typed.at >= typed.text.length : next >= total;
    stepButton.label = typed ? 'Next line' : 'Next message';
    playButton.label = timer ? 'Pause' : 'Play';
  };
  /** Starts typing the example into a stream that `connect()` reads. */
  const startTyping = () => {
    let controller!: ReadableStreamDefaultController<string>;
    // The element stops reading when it leaves the page (disconnect): so does the typing.
    let open = true;
    const stream = new ReadableStream<string>({
      start: (c) => (controller = c),
      cancel: () => {
        open = false;
        stop();
      },
    });
    const text =
      messages()
        .map((message) => JSON.stringify(message))
        .join('\n') + '\n';
    typed = {
      text,
      at: 0,
      write: (chunk) => {
        if (open) controller.enqueue(chunk);
      },
      end: () => {
        if (open) controller.close();
        open = false;
      },
    };
    void view.connect(stream);
  };
  /** Writes the next few characters (1 to 8, as a model's tokens come); false at the end. */
  const type = (upTo?: number) => {
    if (!typed) startTyping();
    const state = typed!;
    if (state.at >= state.text.length) return false;
    const end = upTo ?? state.at + 1 + Math.floor(Math.random() * 8);
    const chunk = state.text.slice(state.at, end);
    state.at += chunk.length;
    current.textContent = state.text.slice(Math.max(0, state.at - 400), state.at);
    state.write(chunk);
    if (state.at >= state.text.length) state.end();
    return true;
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
    if (speed.value.startsWith('typing-')) {
      const charsPerSecond = Number(speed.value.slice('typing-'.length)) * 4;
      const tick = () => {
        if (!type()) return stop();
        // The chunk's length at the chosen pace, with some jitter.
        timer = setTimeout(tick, (4.5 / charsPerSecond) * 1000 * (0.5 + Math.random()));
        show();
      };
      tick();
      return;
    }
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
    typed?.end();
    typed = undefined;
    view.disconnect();
    next = 0;
    current.textContent = '';
    log.replaceChildren();
    view.processor = new MessageProcessor({rootUpdates: 'merge'});
    show();
  };

  playButton.addEventListener('click', () => (timer ? stop() : play()));
  stepButton.addEventListener('click', () => {
    stop();
    if (speed.value.startsWith('typing-')) {
      if (!typed) startTyping();
      const lineEnd = typed!.text.indexOf('\n', typed!.at);
      type(lineEnd < 0 ? typed!.text.length : lineEnd + 1);
    } else step();
    show();
  });
  resetButton.addEventListener('click', reset);
  pick.addEventListener('change', reset);
  // Switching between typing and messages starts the example again.
  speed.addEventListener('change', () => {
    const typingNow = speed.value.startsWith('typing-');
    if ((typingNow && next > 0) || (!typingNow && typed)) reset();
  });
  view.addEventListener('svc-a2ui-message', (event) => {
    const item = element('li');
    item.append(element('pre', {textContent: JSON.stringify(event.detail, null, 2)}));
    log.prepend(item);
    // As a host would once its agent took the action: the pressed button is ready again.
    if ('action' in event.detail.message) setTimeout(() => view.settleAction(), 600);
  });
  show();
  return {view, play};
}
