/**
 * What the inspector reads from `<svc-surface>`, and the lookup `highlight` answers with at once,
 * before the inspector itself has loaded.
 */
import type {ComponentNode, Issue} from '../model/types.js';
import type {SvcMarker} from './marker.js';

/** What the inspector needs from `<svc-surface>`. */
export interface InspectedSurface extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly issues: readonly Issue[];
  /** The current surface's components by id. */
  readonly inspectedComponents: ReadonlyMap<string, ComponentNode> | undefined;
}

/**
 * The rendered element of the component with this id, or of the one a JSON Pointer points into
 * (an issue's pointer); undefined when nothing rendered matches.
 */
export function findInspected(
  surface: InspectedSurface,
  idOrPointer: string,
): {id: string; element: Element} | undefined {
  const id = idOrPointer.startsWith('/') ? idAt(surface, idOrPointer) : idOrPointer;
  const element = id === undefined ? undefined : elementOf(surface, id);
  return element && id !== undefined ? {id, element} : undefined;
}

/** The id of the component a pointer is in: an issue's component, or the longest match. */
function idAt(surface: InspectedSurface, pointer: string): string | undefined {
  const issue = surface.issues.find((i) => i.pointer === pointer && i.componentId);
  if (issue) return issue.componentId;
  let best: ComponentNode | undefined;
  for (const node of surface.inspectedComponents?.values() ?? []) {
    const inside = pointer === node.pointer || pointer.startsWith(`${node.pointer}/`);
    if (inside && node.pointer.length > (best?.pointer.length ?? -1)) best = node;
  }
  return best?.id;
}

function elementOf(surface: InspectedSurface, id: string): Element | undefined {
  const root = surface.renderRoot;
  const found = root.querySelector(`[data-component-id="${CSS.escape(id)}"]`);
  if (found) return found;
  return [...root.querySelectorAll<SvcMarker>('svc-marker')].find((m) => m.componentId === id);
}
