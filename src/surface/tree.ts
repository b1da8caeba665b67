import {MAX_COMPONENTS, MAX_DEPTH, variantToTag} from '../model/index.js';
import type {ComponentNode, ParsedSurface} from '../model/types.js';
import {NodeBinding, type BindingHost} from './bind.js';
import {loadElement} from './lazy-elements.js';
import {containers, flexContainers} from './registry.js';
import './marker.js';

/**
 * How many elements, markers included, one surface may create; a list of ids shared by many
 * parents can repeat a subtree, and a list of missing ids makes a marker each. Past it, one marker
 * says the surface is too large and nothing more is built.
 */
export const MAX_ELEMENTS = MAX_COMPONENTS;

/**
 * Builds the element tree of a parsed surface, depth first from the root, with one binding per
 * component. Cycles, missing children, unknown variants, undefined elements and nesting deeper
 * than MAX_DEPTH become markers; nothing here throws for bad input.
 */
export class SurfaceTree {
  readonly bindings: NodeBinding[] = [];
  #count = 0;

  constructor(
    readonly surface: ParsedSurface,
    readonly host: BindingHost,
  ) {}

  build(): Element {
    const {rootId} = this.surface;
    if (rootId === undefined) return marker('This surface has no components to show.');
    return this.#build(rootId, new Set(), 0)!;
  }

  dispose(): void {
    for (const binding of this.bindings) binding.dispose();
    this.bindings.length = 0;
  }

  #build(id: string, ancestors: Set<string>, depth: number): Element | undefined {
    if (++this.#count > MAX_ELEMENTS) {
      if (this.#count > MAX_ELEMENTS + 1) return undefined;
      const pointer = this.surface.components.get(id)?.pointer ?? '';
      return this.#fail(
        `The surface is too large to show: only ${MAX_ELEMENTS} elements are built.`,
        id,
        pointer,
      );
    }
    const node = this.surface.components.get(id);
    // The parser has already reported these; the renderer only marks the place.
    if (!node) return marker(`Missing component “${id}”.`, id);
    if (ancestors.has(id)) return marker('This component contains itself.', id);
    if (depth >= MAX_DEPTH) return marker(`Nested deeper than ${MAX_DEPTH} levels.`, id);
    if (!node.variant) return marker('This component has no type.', id);
    if (!node.known) return this.#fail(`Unknown component “${node.variant}”.`, id, node.pointer);

    const tag = variantToTag(node.variant);
    if (!customElements.get(tag)) {
      const pending = loadElement(node.variant);
      if (!pending)
        return this.#fail(`“${node.variant}” is not available in this page.`, id, node.pointer);
      // The element upgrades when its module arrives; Lit keeps the properties set before that.
      pending.catch(() =>
        this.host.report({
          pointer: node.pointer,
          message: `The “${node.variant}” element could not be loaded.`,
          severity: 'error',
          componentId: id,
        }),
      );
    }
    const element = document.createElement(tag);
    element.dataset.componentId = id;
    if (containers.has(node.variant)) this.#appendChildren(element, node, ancestors, depth);
    const binding = new NodeBinding(node, element, this.host);
    binding.connect();
    this.bindings.push(binding);
    return element;
  }

  #appendChildren(element: Element, node: ComponentNode, ancestors: Set<string>, depth: number) {
    ancestors.add(node.id);
    const flex = flexContainers.has(node.variant);
    for (const childId of node.children) {
      const child = this.#build(childId, ancestors, depth + 1);
      if (!child) break;
      const weight = this.surface.components.get(childId)?.weight;
      if (flex && weight && child instanceof HTMLElement) {
        child.style.flex = `${weight} 1 0%`;
        child.style.minWidth = '0';
      }
      element.append(child);
    }
    ancestors.delete(node.id);
  }

  #fail(reason: string, id: string, pointer: string): Element {
    this.host.report({pointer, message: reason, severity: 'error', componentId: id});
    return marker(reason, id);
  }
}

function marker(reason: string, componentId = ''): Element {
  const element = document.createElement('svc-marker');
  element.reason = reason;
  element.componentId = componentId;
  return element;
}
