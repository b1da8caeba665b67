/**
 * Story-only helper: `<story-action-log>` shows its content (a surface or a conversation) with a
 * panel beside it that lists every `svc-action` and `svc-data-change` that bubbles out of that
 * content, newest first, with a Clear button. Not part of the library.
 *
 * Storybook bundles with the package's `sideEffects` list, which does not name `stories/`: a bare
 * `import './support/….js'` would be dropped, so stories call the `with…` function, which
 * registers the element.
 */
import {LitElement, css, html, nothing} from 'lit';
import type {SvcActionEvent, SvcDataChangeEvent} from '../../src/surface/events.js';

// No decorators here: Storybook compiles `stories/` without the project's tsconfig (it covers only
// `src/`), so decorators and class-field semantics would differ from `src/`. Reactive properties
// are declared in `static properties` and initialised in the constructor.

type LogEntry =
  | {
      kind: 'action';
      seq: number;
      time: string;
      name: string;
      sourceComponentId: string;
      surfaceId: string;
      conversationId?: string;
      context: string;
      dataModelSent: boolean;
    }
  | {kind: 'change'; seq: number; time: string; surfaceId: string; path: string; value: string};

/** How many entries the panel keeps (a slider drag writes many). */
const MAX_ENTRIES = 200;

/** Pretty JSON that never throws (cycles, BigInt) and stays readable. */
export function toJson(value: unknown, indent = 2): string {
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * @summary Story helper: the slotted content with a log of its svc-action and svc-data-change
 * events beside it.
 * @slot - The surface(s) or conversation whose events to log.
 */
export class StoryActionLog extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(260px, 360px);
      gap: 16px;
      align-items: start;
      font-family: system-ui, sans-serif;
    }
    @media (max-width: 760px) {
      :host {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .content {
      min-width: 0;
    }
    aside {
      position: sticky;
      top: 0;
      max-height: calc(100vh - 32px);
      display: flex;
      flex-direction: column;
      border: 1px solid color-mix(in srgb, currentColor 25%, transparent);
      border-radius: 8px;
      font-size: 0.8125rem;
      min-width: 0;
    }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
      padding: 8px 12px;
      border-bottom: 1px solid color-mix(in srgb, currentColor 25%, transparent);
    }
    h2 {
      margin: 0;
      font-size: 0.875rem;
    }
    button {
      font: inherit;
      padding: 2px 10px;
      border-radius: 6px;
      border: 1px solid currentColor;
      background: transparent;
      color: inherit;
      cursor: pointer;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      overflow: auto;
    }
    li {
      padding: 8px 12px;
      border-bottom: 1px solid color-mix(in srgb, currentColor 12%, transparent);
    }
    .kind {
      display: inline-block;
      font-size: 0.6875rem;
      font-weight: 700;
      padding: 0 6px;
      border-radius: 4px;
      margin-inline-end: 6px;
      color: #fff;
      background: #1d4ed8;
    }
    .kind.change {
      background: #047857;
    }
    dl {
      display: grid;
      grid-template-columns: max-content minmax(0, 1fr);
      gap: 2px 8px;
      margin: 6px 0 0;
    }
    dt {
      opacity: 0.75;
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    pre {
      margin: 0;
      font-size: 0.75rem;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      max-height: 12rem;
      overflow: auto;
    }
    .empty {
      padding: 12px;
      opacity: 0.75;
    }
  `;

  static override properties = {heading: {}, entries: {state: true}};

  /** Heading of the log panel. */
  declare heading: string;
  declare private entries: LogEntry[];
  #seq = 0;

  constructor() {
    super();
    this.heading = 'Action log';
    this.entries = [];
  }

  /** Every entry, newest first (for play functions and tests). */
  get log(): readonly LogEntry[] {
    return this.entries;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('svc-action', this.#onAction);
    this.addEventListener('svc-data-change', this.#onChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('svc-action', this.#onAction);
    this.removeEventListener('svc-data-change', this.#onChange);
  }

  /** Empties the log. */
  clear(): void {
    this.entries = [];
  }

  override render() {
    return html`<div class="content"><slot></slot></div>
      <aside aria-label=${this.heading}>
        <header>
          <h2>${this.heading} (${this.entries.length})</h2>
          <button type="button" @click=${this.clear}>Clear</button>
        </header>
        ${
          this.entries.length === 0
            ? html`<p class="empty">No events yet: press a button or edit a field.</p>`
            : html`<ol aria-live="polite">
                ${this.entries.map((entry) => this.#renderEntry(entry))}
              </ol>`
        }
      </aside>`;
  }

  #renderEntry(entry: LogEntry) {
    if (entry.kind === 'change') {
      return html`<li>
        <span class="kind change">svc-data-change</span><time>${entry.time}</time>
        <dl>
          <dt>path</dt>
          <dd><code>${entry.path}</code></dd>
          <dt>value</dt>
          <dd><pre>${entry.value}</pre></dd>
          <dt>surface</dt>
          <dd>${entry.surfaceId}</dd>
        </dl>
      </li>`;
    }
    return html`<li>
      <span class="kind">svc-action</span><time>${entry.time}</time>
      <dl>
        <dt>name</dt>
        <dd><strong>${entry.name}</strong></dd>
        <dt>source</dt>
        <dd><code>${entry.sourceComponentId}</code></dd>
        <dt>surface</dt>
        <dd>${entry.surfaceId}</dd>
        ${
          entry.conversationId !== undefined
            ? html`<dt>conversation</dt>
                <dd>${entry.conversationId}</dd>`
            : nothing
        }
        <dt>dataModel</dt>
        <dd>${entry.dataModelSent ? 'sent (sendDataModel)' : 'not sent'}</dd>
        <dt>context</dt>
        <dd><pre>${entry.context}</pre></dd>
      </dl>
    </li>`;
  }

  #push(entry: LogEntry): void {
    this.entries = [entry, ...this.entries].slice(0, MAX_ENTRIES);
  }

  #onAction = (event: SvcActionEvent): void => {
    const d = event.detail;
    this.#push({
      kind: 'action',
      seq: ++this.#seq,
      time: clock(),
      name: d.name,
      sourceComponentId: d.sourceComponentId,
      surfaceId: d.surfaceId,
      conversationId: d.conversationId,
      context: toJson(d.context),
      dataModelSent: d.dataModel !== undefined,
    });
  };

  #onChange = (event: SvcDataChangeEvent): void => {
    const d = event.detail;
    this.#push({
      kind: 'change',
      seq: ++this.#seq,
      time: clock(),
      surfaceId: d.surfaceId,
      path: d.path,
      value: toJson(d.value),
    });
  };
}

function clock(): string {
  return new Date().toLocaleTimeString(undefined, {hour12: false});
}

/** Wraps `content` in `<story-action-log>` (registering it first). */
export function withActionLog(content: unknown, heading = 'Action log') {
  if (!customElements.get('story-action-log')) {
    customElements.define('story-action-log', StoryActionLog);
  }
  return html`<story-action-log .heading=${heading}>${content}</story-action-log>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'story-action-log': StoryActionLog;
  }
}
