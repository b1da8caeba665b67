import {LitElement, html, nothing} from 'lit';
import {customElement, property, query, state} from 'lit/decorators.js';
import {keyed} from 'lit/directives/keyed.js';
import {repeat} from 'lit/directives/repeat.js';
import {describeJsonError, locateJsonError, placeIn, type TextRange} from '../model/json-text.js';
import {MessageProcessor} from '../protocol/index.js';
import {hostStyles} from '../styles/tokens.js';
import type {SvcA2ui} from '../surface/a2ui.js';
import type {SvcActionEvent, SvcDataChangeEvent} from '../surface/events.js';
import type {SvcSurface} from '../surface/surface.js';
import {interpret, type Interpretation} from './internal/interpret.js';
import {listIssues, type ListedIssue} from './internal/issues.js';
import {playgroundStyles} from './internal/playground-styles.js';
import {JsonReader} from './internal/read-json.js';
import {samples, type Sample} from './internal/samples.js';
import '../surface/a2ui.js';
import '../surface/surface.js';
import {surfaceListLimit} from '../surface/surface-list.js';
import {validateText} from '../validate/validate.js';

/** The longest text the playground reads (UTF-16 units, about 2 MB); longer ones get a message. */
export const MAX_INPUT = 2_000_000;
/** How long typing must pause before the text is read again. */
const DEBOUNCE_MS = 300;
/** How many log entries are kept. */
const MAX_LOG = 100;
/**
 * How many surfaces are rendered: the first ones of a text that holds more (a response of 23,751
 * records held the page for 12 s). The validator still reads them all.
 */
export const MAX_SHOWN_SURFACES = 100;
/** How many issues are listed; the heading counts them all. */
export const MAX_LISTED_ISSUES = 200;

interface Status {
  text: string;
  problem: boolean;
  /** A place in the text the message is about (a JSON syntax error). */
  range?: TextRange;
}

interface LogEntry {
  key: number;
  time: string;
  kind: string;
  text: string;
}

/**
 * @summary A workbench for people who build agents: paste a Surface record, a surfaces response or
 * A2UI v0.9 JSON lines, and see it rendered beside the text, with its issues, its data model and
 * a log of actions and data changes.
 *
 * @csspart base - The two panes (side by side; stacked below 800px of width).
 * @csspart editor - The text area for the surface text.
 * @csspart samples - The sample picker.
 * @csspart status - The one-line summary (surfaces, issues) or the reason nothing new rendered.
 * @csspart issues - The list of issues; each is a button that selects its place in the text.
 * @csspart data-model - The text area with the data model of the chosen surface.
 * @csspart log - The list of actions and data changes, newest first.
 * @csspart preview - The box the surfaces render in.
 * @cssprop [--svc-playground-editor-height=28rem] - Height of the surface text area.
 */
@customElement('svc-playground')
export class SvcPlayground extends LitElement {
  static override styles = [hostStyles, playgroundStyles];

  /** The text being edited: a Surface record, `{surfaces: [...]}`, or A2UI messages (JSON lines). */
  @property({attribute: false}) value = '';

  /** Outline components on hover and show markers' details in the rendered surfaces. */
  @property({type: Boolean}) inspect = false;

  @state() private view?: Interpretation;
  @state() private generation = 0;
  @state() private stale = false;
  @state() private status: Status = {text: 'Paste a surface to see it rendered.', problem: false};
  @state() private issues: ListedIssue[] = [];
  @state() private log: LogEntry[] = [];
  @state() private modelIndex = 0;
  @state() private modelError = '';

  @query('#source') private editor!: HTMLTextAreaElement;
  @query('#data-model') private modelEditor?: HTMLTextAreaElement;

  readonly #samples: Sample[] = samples();
  readonly #reader = new JsonReader();
  #processor?: MessageProcessor;
  #timer?: ReturnType<typeof setTimeout>;
  #modelTimer?: ReturnType<typeof setTimeout>;
  #typed = false;
  #logKey = 0;
  #run = 0;
  /** The records rendered, a few per task (see surface-list.ts). */
  readonly #limit = surfaceListLimit(this, () => this.#shownRecords().length);

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
    clearTimeout(this.#modelTimer);
    this.#reader.dispose();
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('value')) {
      // A huge text is kept out of the text area, whose layout alone would freeze the page.
      const fits = this.value.length <= MAX_INPUT;
      if (!this.#typed && fits && this.editor.value !== this.value) this.editor.value = this.value;
      this.#schedule(this.#typed ? DEBOUNCE_MS : 0);
      this.#typed = false;
    }
    if (changed.has('inspect') || changed.has('generation')) {
      for (const surface of this.#surfaces()) surface.debug = this.inspect;
    }
  }

  override render() {
    const groups = [...new Set(this.#samples.map((sample) => sample.group))];
    return html`<div part="base">
      <section aria-label="Surface text">
        <div class="row">
          <label for="samples">Start from a sample</label>
          <select id="samples" part="samples" @change=${this.#onSample}>
            <option value="">Choose…</option>
            ${groups.map(
              (group) =>
                html`<optgroup label=${group}>
                  ${this.#samples
                    .filter((sample) => sample.group === group)
                    .map((sample) => html`<option value=${sample.id}>${sample.label}</option>`)}
                </optgroup>`,
            )}
          </select>
        </div>
        <label for="source">Surface record, surfaces response, or A2UI messages (JSON lines)</label>
        <textarea
          id="source"
          part="editor"
          spellcheck="false"
          autocomplete="off"
          autocapitalize="off"
          aria-describedby="status"
          @input=${this.#onInput}
          @paste=${this.#onPaste}
          @drop=${this.#onPaste}
        ></textarea>
        <div class="row">
          <p id="status" part="status" role="status" ?data-problem=${this.status.problem}>
            ${this.status.text}
          </p>
          ${
            this.status.range
              ? html`<button type="button" @click=${() => this.#select(this.status.range!)}>
                  Select it
                </button>`
              : nothing
          }
        </div>
        ${this.#renderIssues()} ${this.#renderModel()} ${this.#renderLog()}
      </section>
      <section aria-label="Rendered surfaces">
        <label class="row"
          ><input type="checkbox" .checked=${this.inspect} @change=${this.#onInspect} /> Inspect:
          outline components on hover</label
        >
        <div
          part="preview"
          ?data-stale=${this.stale}
          @svc-action=${this.#onAction}
          @svc-data-change=${this.#onDataChange}
        >
          ${this.#renderPreview()}
        </div>
      </section>
    </div>`;
  }

  /** Also waits until every shown record is on the page (many are added in parts). */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.#limit.complete(() => super.getUpdateComplete());
  }

  #renderPreview() {
    const view = this.view;
    if (view?.kind === 'records') {
      // A new text gets new elements (a record of the same surface and version would be kept).
      const records = this.#shownRecords().slice(0, this.#limit.count);
      return keyed(
        this.generation,
        records.map(({record}) => html`<svc-surface .surface=${record}></svc-surface>`),
      );
    }
    if (view?.kind === 'a2ui')
      return html`<svc-a2ui
        .processor=${this.#processor!}
        max-surfaces=${MAX_SHOWN_SURFACES}
      ></svc-a2ui>`;
    return html`<p>Nothing rendered yet.</p>`;
  }

  #shownRecords() {
    const view = this.view;
    return view?.kind === 'records' ? view.records.slice(0, MAX_SHOWN_SURFACES) : [];
  }

  #renderIssues() {
    return html`<h2 class="heading" id="issues-heading">Issues (${this.issues.length})</h2>
      ${
        this.issues.length
          ? html`<ul part="issues" aria-labelledby="issues-heading">
                ${this.issues.slice(0, MAX_LISTED_ISSUES).map(
                  (issue) =>
                    html`<li>
                      <button type="button" @click=${() => this.#choose(issue)}>
                        <span class="severity-${issue.severity}">${issue.severity}</span>
                        <code>${issue.label}</code> ${issue.message}
                      </button>
                    </li>`,
                )}
              </ul>
              ${
                this.issues.length > MAX_LISTED_ISSUES
                  ? html`<p>The first ${MAX_LISTED_ISSUES} are listed.</p>`
                  : nothing
              }`
          : html`<p>None.</p>`
      }`;
  }

  #renderModel() {
    const surfaces = this.#surfaceNames();
    return html`<div class="row">
        <label for="data-model">Data model</label>
        ${
          surfaces.length > 1
            ? html`<select aria-label="Surface of the data model" @change=${this.#onModelSurface}>
                ${surfaces.map(
                  (name, index) =>
                    html`<option value=${index} ?selected=${index === this.modelIndex}>
                      ${name}
                    </option>`,
                )}
              </select>`
            : nothing
        }
      </div>
      <textarea
        id="data-model"
        part="data-model"
        spellcheck="false"
        aria-describedby="data-model-error"
        aria-invalid=${this.modelError ? 'true' : 'false'}
        @input=${this.#onModelInput}
        @blur=${() => this.#showModel()}
      ></textarea>
      <p id="data-model-error" class="field-error">${this.modelError}</p>`;
  }

  #renderLog() {
    return html`<div class="row">
        <h2 class="heading" id="log-heading">Actions and data changes</h2>
        <button type="button" @click=${() => (this.log = [])}>Clear</button>
      </div>
      <ol part="log" aria-labelledby="log-heading">
        ${repeat(
          this.log,
          (entry) => entry.key,
          (entry) =>
            html`<li>
              <time>${entry.time}</time> <strong>${entry.kind}</strong> <code>${entry.text}</code>
            </li>`,
        )}
      </ol>`;
  }

  #onInput = (): void => {
    this.#typed = true;
    this.value = this.editor.value;
  };

  /**
   * Refuses a paste (or drop) that would make the text too large before it reaches the text area:
   * laying out tens of megabytes of text would freeze the page.
   */
  #onPaste = (event: ClipboardEvent | DragEvent): void => {
    const data = 'clipboardData' in event ? event.clipboardData : event.dataTransfer;
    const pasted = data?.getData('text/plain') ?? '';
    const area = this.editor;
    const length = area.value.length - (area.selectionEnd - area.selectionStart) + pasted.length;
    if (length <= MAX_INPUT) return;
    event.preventDefault();
    clearTimeout(this.#timer);
    this.#run++;
    this.#fail(
      `${tooLarge(pasted.length > MAX_INPUT ? pasted.length : length)} It was not pasted.`,
    );
  };

  #onSample = (event: Event): void => {
    const sample = this.#samples.find((s) => s.id === (event.target as HTMLSelectElement).value);
    if (sample) this.value = sample.text;
  };

  #onInspect = (event: Event): void => {
    this.inspect = (event.target as HTMLInputElement).checked;
  };

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#read(), delay);
  }

  /** Reads the text and renders it, unless a newer text came meanwhile. */
  async #read(): Promise<void> {
    const run = ++this.#run;
    const text = this.value;
    if (text.trim() === '') return this.#fail('Paste a surface to see it rendered.', false);
    if (text.length > MAX_INPUT) return this.#fail(tooLarge(text.length));
    const result = await this.#reader.read(text);
    if (run !== this.#run || result.kind === 'cancelled') return;
    if (result.kind === 'deep') {
      return this.#fail('The text nests values too deeply to be a surface (more than 256 levels).');
    }
    if (result.kind === 'error') {
      const found = locateJsonError(text.slice(result.start, result.end));
      const offset = result.start + (found?.offset ?? 0);
      const {line, column} = placeIn(text, offset);
      const kind = found?.kind ?? describeJsonError(text.slice(result.start, result.end));
      return this.#fail(`Not valid JSON: ${kind} at line ${line}, column ${column}.`, true, {
        start: offset,
        end: Math.min(offset + 1, text.length),
        keyStart: offset,
        exact: true,
      });
    }
    const view = interpret(result, text.length);
    if (view.kind === 'unknown') {
      return this.#fail(
        'This JSON is not a Surface record (with components), a surfaces response (with surfaces) or A2UI messages.',
      );
    }
    await this.#show(view, run, text);
  }

  #fail(text: string, problem = true, range?: TextRange): void {
    this.status = {text, problem, range};
    this.stale = this.view !== undefined;
  }

  async #show(view: Exclude<Interpretation, {kind: 'unknown'}>, run: number, text: string) {
    if (view.kind === 'a2ui') {
      this.#processor = new MessageProcessor({rootUpdates: 'merge'});
      this.#processor.process(view.messages);
    }
    this.view = view;
    this.generation++;
    this.#limit.reset();
    this.stale = false;
    await this.updateComplete;
    const a2ui = this.renderRoot.querySelector<SvcA2ui>('svc-a2ui');
    if (a2ui) await a2ui.updateComplete;
    const surfaces = this.#surfaces();
    // `rendered`, not `updateComplete`: a large record (many components, a long data model) is
    // read in steps, and its issues are known once it is read.
    await Promise.all(surfaces.map((surface) => surface.rendered));
    if (run !== this.#run) return;
    const format = view.kind === 'a2ui' ? 'a2ui' : undefined;
    this.issues = listIssues(view, validateText(text, format ? {format} : {}), surfaces);
    const count = (n: number, one: string) =>
      `${n.toLocaleString('en')} ${one}${n === 1 ? '' : 's'}`;
    const total =
      view.kind === 'records' ? view.records.length : (this.#processor?.surfaces().length ?? 0);
    const shown =
      total > surfaces.length
        ? `${count(surfaces.length, 'surface')} rendered (the first of ${total.toLocaleString('en')})`
        : `${count(surfaces.length, 'surface')} rendered`;
    this.status = {text: `${shown}, ${count(this.issues.length, 'issue')}.`, problem: false};
    if (this.modelIndex >= surfaces.length) this.modelIndex = 0;
    this.#showModel();
  }

  /** The rendered surfaces, in order. */
  #surfaces(): SvcSurface[] {
    const a2ui = this.renderRoot.querySelector<SvcA2ui>('svc-a2ui');
    const root = a2ui ? a2ui.renderRoot : this.renderRoot;
    return [...root.querySelectorAll<SvcSurface>('svc-surface')];
  }

  #surfaceNames(): string[] {
    const view = this.view;
    if (view?.kind === 'records')
      return this.#shownRecords().map(({record}, i) =>
        String(record?.surfaceId ?? `surface ${i + 1}`),
      );
    const names = this.#processor?.surfaces().map((surface) => surface.surfaceId) ?? [];
    return names.slice(0, MAX_SHOWN_SURFACES);
  }

  /** Chooses an issue: selects its place in the text and outlines its component. */
  #choose(issue: ListedIssue): void {
    const range = issue.locate(this.value);
    if (range) this.#select(range);
    issue.surface?.highlight(issue.target);
  }

  #select(range: TextRange): void {
    const editor = this.editor;
    editor.focus();
    editor.setSelectionRange(range.start, range.end);
    const {line} = placeIn(this.value, range.start);
    const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 18;
    editor.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  /** Shows the chosen surface's data model, unless the person is editing it. */
  #showModel(): void {
    const editor = this.modelEditor;
    if (!editor || (this.renderRoot as ShadowRoot).activeElement === editor) return;
    const surface = this.#surfaces()[this.modelIndex];
    const text = surface ? JSON.stringify(surface.dataModel, null, 2) : '';
    // A text area of megabytes would hold the page while it lays out.
    const fits = text.length <= MAX_INPUT;
    editor.value = fits ? text : '';
    editor.readOnly = !fits;
    this.modelError = fits
      ? ''
      : `The data model is too large to show here (${(text.length / 1_000_000).toFixed(1)} million characters).`;
  }

  #onModelSurface = (event: Event): void => {
    this.modelIndex = Number((event.target as HTMLSelectElement).value);
    this.#showModel();
  };

  #onModelInput = (): void => {
    clearTimeout(this.#modelTimer);
    this.#modelTimer = setTimeout(() => this.#applyModel(), DEBOUNCE_MS);
  };

  #applyModel(): void {
    const text = this.modelEditor?.value ?? '';
    const surface = this.#surfaces()[this.modelIndex];
    if (!surface) return;
    if (text.length > MAX_INPUT) {
      this.modelError = 'The data model is too large (at most 2 million characters).';
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.modelError = `Not valid JSON: ${describeJsonError(text)}.`;
      return;
    }
    const error = surface.model.replace(value);
    this.modelError = error ?? '';
    if (!error) this.#addLog('data model', 'edited here: the whole model was replaced');
  }

  #onAction = (event: SvcActionEvent): void => {
    const {name, sourceComponentId, context} = event.detail;
    this.#addLog('action', `${name} from ${sourceComponentId} ${JSON.stringify(context)}`);
  };

  #onDataChange = (event: SvcDataChangeEvent): void => {
    const {path, value} = event.detail;
    this.#addLog('data', `${path} = ${JSON.stringify(value) ?? 'undefined'}`);
    this.#showModel();
  };

  #addLog(kind: string, text: string): void {
    const time = new Date().toLocaleTimeString();
    const short = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    this.log = [{key: ++this.#logKey, time, kind, text: short}, ...this.log].slice(0, MAX_LOG);
  }
}

function tooLarge(length: number): string {
  const size = (length / 1_000_000).toFixed(1);
  return `The text is too large to render (${size} million characters; at most 2 million are read).`;
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-playground': SvcPlayground;
  }
}
