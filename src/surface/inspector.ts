/**
 * The inspector of `<svc-surface>` (`debug` and `highlight`), loaded on first use: a surface
 * without them never downloads it.
 */
import {css, html, type TemplateResult} from 'lit';
import type {Issue} from '../model/types.js';
import {findInspected, type InspectedSurface} from './inspected.js';
import type {SvcMarker} from './marker.js';

/** Styles of the outline and the issue panel; inert until the inspector adds them. */
export const inspectorStyles = css`
  .inspector-outline {
    position: fixed;
    z-index: 2147483646;
    pointer-events: none;
    border: 2px solid var(--svc-surface-inspector-color, var(--_primary));
    border-radius: 2px;
  }
  .inspector-outline > span {
    position: absolute;
    inset-block-end: 100%;
    inset-inline-start: -2px;
    padding: 0 var(--_space-1);
    background: var(--svc-surface-inspector-color, var(--_primary));
    color: var(--_on-primary);
    font: 0.75rem/1.4 var(--_mono);
    white-space: nowrap;
  }
  [part~='inspector'] {
    margin-block-start: var(--_space-2);
    padding: var(--_space-2);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    font-size: 0.8125rem;
  }
  [part~='inspector'] ol {
    margin: var(--_space-1) 0 0;
    padding-inline-start: var(--_space-4);
  }
  [part~='inspector'] button {
    all: unset;
    cursor: pointer;
    border-radius: 2px;
  }
  [part~='inspector'] button:focus-visible {
    outline: 2px solid var(--_focus);
  }
  [part~='inspector'] code {
    font-family: var(--_mono);
    color: var(--_muted);
  }
`;

/** The panel listing a surface's issues; choosing one outlines its component. */
export function issuesPanel(
  issues: readonly Issue[],
  choose: (issue: Issue) => void,
): TemplateResult {
  const count = issues.length === 1 ? '1 issue' : `${issues.length} issues`;
  return html`<details part="inspector" open>
    <summary>Inspector: ${count}</summary>
    <ol>
      ${issues.map(
        (issue) =>
          html`<li>
            <button type="button" part="inspector-issue" @click=${() => choose(issue)}>
              <code>${issue.pointer || '/'}</code> ${issue.severity}: ${issue.message}
            </button>
          </li>`,
      )}
    </ol>
  </details>`;
}

/**
 * The inspector mode of a surface: outlines the component under the pointer with its id and
 * variant, and gives markers the issues of their component. Made only when `debug` is set or a
 * component is highlighted; until then the surface has no listener and no extra node.
 */
export class Inspector {
  #active = false;
  #outline?: HTMLElement;
  #target?: Element;

  constructor(readonly surface: InspectedSurface) {}

  /** Turns hover outlines and marker details on or off; call after each render of the surface. */
  sync(active: boolean): void {
    if (active !== this.#active) {
      this.#active = active;
      const method = active ? 'addEventListener' : 'removeEventListener';
      this.surface[method]('pointermove', this.#onMove);
      this.surface[method]('pointerleave', this.#onLeave);
      if (!active) this.clear();
    }
    this.#annotateMarkers(active);
    if (this.#target && !this.#target.isConnected) this.clear();
  }

  /**
   * Outlines the component with this id, or the one a JSON Pointer points into (an issue's
   * pointer), and scrolls it into view. False when nothing rendered matches.
   */
  highlight(idOrPointer: string): boolean {
    const target = findInspected(this.surface, idOrPointer);
    if (!target) {
      this.clear();
      return false;
    }
    target.element.scrollIntoView?.({block: 'nearest'});
    this.#show(target.element, target.id);
    return true;
  }

  /** Removes the outline. */
  clear(): void {
    this.#target = undefined;
    this.#outline?.remove();
    this.#outline = undefined;
    window.removeEventListener('scroll', this.#place, true);
    window.removeEventListener('resize', this.#place);
  }

  #show(element: Element, id: string): void {
    const variant = this.surface.inspectedComponents?.get(id)?.variant;
    const label = element.localName === 'svc-marker' ? 'marker' : (variant ?? element.localName);
    if (!this.#outline) {
      this.#outline = document.createElement('div');
      this.#outline.className = 'inspector-outline';
      this.#outline.setAttribute('part', 'inspector-outline');
      this.#outline.setAttribute('aria-hidden', 'true');
      this.#outline.append(document.createElement('span'));
      this.surface.renderRoot.append(this.#outline);
      window.addEventListener('scroll', this.#place, {capture: true, passive: true});
      window.addEventListener('resize', this.#place, {passive: true});
    }
    this.#outline.firstElementChild!.textContent = `${id} · ${label}`;
    this.#target = element;
    this.#place();
  }

  #place = (): void => {
    if (!this.#outline || !this.#target) return;
    if (!this.#target.isConnected) return this.clear();
    const rect = this.#target.getBoundingClientRect();
    Object.assign(this.#outline.style, {
      top: `${rect.top - 2}px`,
      left: `${rect.left - 2}px`,
      width: `${rect.width + 4}px`,
      height: `${rect.height + 4}px`,
    });
  };

  // pointermove rather than pointerover: Chromium does not always send boundary events after
  // the outline was added under the pointer.
  #onMove = (event: Event): void => {
    for (const node of event.composedPath()) {
      if (node === this.surface) break;
      if (!(node instanceof Element)) continue;
      if (node === this.#target) return;
      const id =
        node.localName === 'svc-marker'
          ? (node as SvcMarker).componentId
          : (node as HTMLElement).dataset?.componentId;
      if (id !== undefined && id !== '') return this.#show(node, id);
    }
  };

  #onLeave = (): void => this.clear();

  #annotateMarkers(active: boolean): void {
    for (const marker of this.surface.renderRoot.querySelectorAll<SvcMarker>('svc-marker')) {
      if (!active) {
        marker.detail = '';
        continue;
      }
      const id = marker.componentId;
      const pointer = this.surface.inspectedComponents?.get(id)?.pointer;
      const lines = this.surface.issues
        .filter((issue) => id !== '' && issue.componentId === id)
        .map((issue) => `${issue.pointer || '/'}: ${issue.message}`);
      if (pointer && !lines.length) lines.push(`at ${pointer}`);
      marker.detail = lines.join('\n');
    }
  }
}
