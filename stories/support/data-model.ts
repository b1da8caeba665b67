/**
 * Story-only helper: `<story-data-model>` shows its slotted `<svc-surface>` and, below it, that
 * surface's data model as JSON, refreshed on every `svc-data-change`, so a story shows two-way
 * binding at a glance. Not part of the library.
 *
 * Storybook bundles with the package's `sideEffects` list, which does not name `stories/`: a bare
 * `import './support/….js'` would be dropped, so stories call the `with…` function, which
 * registers the element.
 */
import {LitElement, css, html} from 'lit';
import type {SvcSurface} from '../../src/surface/surface.js';
import {toJson} from './action-log.js';

// No decorators here: Storybook compiles `stories/` without the project's tsconfig (it covers only
// `src/`), so decorators and class-field semantics would differ from `src/`. Reactive properties
// are declared in `static properties` and initialised in the constructor.

/**
 * @summary Story helper: a slotted surface with its live data model printed below.
 * @slot - One `<svc-surface>`.
 */
export class StoryDataModel extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      gap: 12px;
      max-width: 640px;
      font-family: system-ui, sans-serif;
    }
    section {
      border: 1px dashed color-mix(in srgb, currentColor 35%, transparent);
      border-radius: 8px;
      padding: 8px 12px;
      font-size: 0.8125rem;
    }
    h2 {
      margin: 0 0 4px;
      font-size: 0.8125rem;
    }
    pre {
      margin: 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
  `;

  static override properties = {heading: {}, json: {state: true}};

  /** Heading above the JSON. */
  declare heading: string;
  declare private json: string;

  constructor() {
    super();
    this.heading = 'Data model (live)';
    this.json = '';
  }

  #model?: SvcSurface['model'];
  #unsubscribe?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('svc-data-change', this.refresh);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('svc-data-change', this.refresh);
    this.#unsubscribe?.();
    this.#unsubscribe = this.#model = undefined;
  }

  override render() {
    return html`<slot @slotchange=${this.refresh}></slot>
      <section aria-label=${this.heading}>
        <h2>${this.heading}</h2>
        <pre>${this.json}</pre>
      </section>`;
  }

  /**
   * Reads the surface's data model again. Runs on slot changes and `svc-data-change`; host writes
   * (`setData`) arrive through a subscription on the model's root.
   */
  refresh = async (): Promise<void> => {
    const surface = this.querySelector('svc-surface') as SvcSurface | null;
    if (!surface) return;
    await surface.updateComplete;
    if (surface.model !== this.#model) {
      this.#unsubscribe?.();
      this.#model = surface.model;
      this.#unsubscribe = surface.model.subscribe('/', () => void this.refresh());
    }
    this.json = toJson(surface.dataModel);
  };
}

/** Wraps `content` (one `<svc-surface>`) in `<story-data-model>` (registering it first). */
export function withDataModel(content: unknown) {
  if (!customElements.get('story-data-model')) {
    customElements.define('story-data-model', StoryDataModel);
  }
  return html`<story-data-model>${content}</story-data-model>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'story-data-model': StoryDataModel;
  }
}
