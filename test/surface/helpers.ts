import type {SurfaceRecord} from '../../src/model/types.js';
import {sampleSurfaces} from '../fixtures/samples.js';

/** A surface (the first by default) of a sample conversation (src/mock/conversations). */
export async function loadSurface(name: string, index = 0): Promise<SurfaceRecord> {
  return sampleSurfaces(name)[index];
}

/** The element a surface rendered for a component id. */
export function part<T extends Element = HTMLElement>(root: Element, componentId: string): T {
  const found = root.shadowRoot!.querySelector(`[data-component-id="${componentId}"]`);
  if (!found) throw new Error(`no element for component ${componentId}`);
  return found as T;
}

/** A small surface record from components and data. */
export function makeSurface(
  components: unknown[],
  data: unknown = {},
  extra: Partial<SurfaceRecord> = {},
): SurfaceRecord {
  return {
    surfaceId: 'srf-test',
    conversationId: 'conv-test',
    sendDataModel: false,
    dataModelJson: JSON.stringify(data),
    components,
    updatedAt: '2026-11-01T00:00:00Z',
    ...extra,
  };
}

/** Silences `console.warn` during each test of the enclosing `describe` (hostile input warns). */
export function quietWarnings(): void {
  let warn: typeof console.warn;
  beforeEach(() => {
    warn = console.warn;
    console.warn = () => {};
  });
  afterEach(() => {
    console.warn = warn;
  });
}

/** Every node under `root`, shadow roots and comments included. */
export function countNodes(root: Node): number {
  let count = 1;
  const shadow = (root as Element).shadowRoot;
  if (shadow) count += countNodes(shadow);
  for (const child of root.childNodes) count += countNodes(child);
  return count;
}
