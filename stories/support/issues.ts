/**
 * Story-only helper: `<story-issues>` shows its slotted `<svc-surface>` and, below it, the list of
 * issues the surface reported (parser and renderer), read once the surface has rendered and again
 * on demand. Not part of the library.
 *
 * Storybook bundles with the package's `sideEffects` list, which does not name `stories/`: a bare
 * `import './support/….js'` would be dropped, so stories call the `with…` function, which
 * registers the element.
 */
import {LitElement, css, html} from 'lit';
import type {Issue} from '../../src/model/types.js';
import type {SvcSurface} from '../../src/surface/surface.js';

// No decorators here: Storybook compiles `stories/` without the project's tsconfig (it covers only
// `src/`), so decorators and class-field semantics would differ from `src/`. Reactive properties
// are declared in `static properties` and initialised in the constructor.

/**
 * @summary Story helper: a slotted surface with its `issues` listed below.
 * @slot - One `<svc-surface>`.
 */
export class StoryIssues extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      gap: 12px;
      max-width: 720px;
      font-family: system-ui, sans-serif;
    }
    section {
      border: 1px dashed color-mix(in srgb, currentColor 35%, transparent);
      border-radius: 8px;
      padding: 8px 12px;
      font-size: 0.8125rem;
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 8px;
    }
    h2 {
      margin: 0;
      font-size: 0.8125rem;
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
      margin: 8px 0 0;
      padding-inline-start: 1.5em;
    }
    li {
      margin-block: 4px;
      overflow-wrap: anywhere;
    }
    .severity {
      font-weight: 700;
      text-transform: uppercase;
      font-size: 0.6875rem;
    }
    p {
      margin: 8px 0 0;
    }
  `;

  static override properties = {heading: {}, issues: {state: true}};

  /** Heading above the list. */
  declare heading: string;
  declare private issues: readonly Issue[];

  constructor() {
    super();
    this.heading = 'surface.issues';
    this.issues = [];
  }

  override render() {
    return html`<slot @slotchange=${this.refresh}></slot>
      <section aria-label=${this.heading}>
        <header>
          <h2>${this.heading} (${this.issues.length})</h2>
          <button type="button" @click=${this.refresh}>Read again</button>
        </header>
        ${
          this.issues.length === 0
            ? html`<p>No issues.</p>`
            : html`<ol>
                ${this.issues.map(
                  (issue) =>
                    html`<li>
                      <span class="severity">${issue.severity}</span>
                      ${issue.message} <code>at ${issue.pointer || '/'}</code>${
                        issue.componentId
                          ? html` (component <code>${issue.componentId}</code>)`
                          : ''
                      }
                    </li>`,
                )}
              </ol>`
        }
      </section>`;
  }

  /** Reads the slotted surface's issues again. */
  refresh = async (): Promise<void> => {
    const surface = this.querySelector('svc-surface') as SvcSurface | null;
    if (!surface) return;
    await surface.updateComplete;
    this.issues = [...surface.issues];
  };
}

/** Wraps `content` (one `<svc-surface>`) in `<story-issues>` (registering it first). */
export function withIssues(content: unknown) {
  if (!customElements.get('story-issues')) customElements.define('story-issues', StoryIssues);
  return html`<story-issues>${content}</story-issues>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'story-issues': StoryIssues;
  }
}
