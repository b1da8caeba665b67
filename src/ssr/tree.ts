/**
 * A parsed surface's element tree as server HTML, built by the rules the client's reconciler uses
 * (`surface/tree-rules.ts`): the same elements, each given its properties by the same binding
 * code (`NodeBinding`, on Lit's server element), so that the client can adopt every element as it
 * is. Each element carries `defer-hydration`: it waits for the surface to bind it before it
 * hydrates. Node only.
 */
import type {RenderInfo} from '@lit-labs/ssr/lib/render-value.js';
import {childrenShape, variantToTag} from '../catalog/index.js';
import {resolvePath} from '../model/pointer.js';
import type {ParsedSurface} from '../model/types.js';
import {NodeBinding, type BindingHost} from '../surface/bind.js';
import {MAX_ELEMENTS} from '../surface/reconciler.js';
import {problemOf, templateItems, weightFlex, type Problem} from '../surface/tree-rules.js';
import {serverStyleAttributes} from './server-styles.js';
import {
  elementHtml,
  escapeAttribute,
  SurfaceElementRenderer,
  type StyleOutput,
} from './element-html.js';

/** Writes the tree of one surface. */
export class ServerTree {
  #count = 0;
  readonly #info: RenderInfo;

  constructor(
    readonly surface: ParsedSurface,
    readonly host: BindingHost,
    readonly styles: StyleOutput,
    info: RenderInfo,
  ) {
    this.#info = info;
  }

  /** The whole tree, from the root (or the marker saying there is nothing to show). */
  html(): string {
    const {rootId} = this.surface;
    if (rootId === undefined)
      return this.#marker('root', {
        reason: 'This surface has no components to show.',
        message: {key: 'marker.noComponents'},
      });
    return this.#visit(rootId, [], '/', '');
  }

  #visit(id: string, ancestors: string[], scope: string, extra: string): string {
    if (++this.#count > MAX_ELEMENTS) {
      if (this.#count > MAX_ELEMENTS + 1) return '';
      return this.#marker(id, {
        reason: `The surface is too large to show: only ${MAX_ELEMENTS} elements are built.`,
        message: {key: 'marker.tooLarge', values: {count: MAX_ELEMENTS}},
        report: true,
      });
    }
    const node = this.surface.components.get(id);
    const problem = problemOf(node, id, ancestors.includes(id), ancestors.length, () => true);
    if (problem || !node) return this.#marker(id, problem!);
    const renderer = new SurfaceElementRenderer(variantToTag(node.variant), this.styles);
    const binding = new NodeBinding(
      node,
      renderer.element as unknown as HTMLElement,
      this.host,
      scope,
    );
    binding.connect();
    binding.dispose();
    const children = childrenShape(node.variant) ? this.#children(id, ancestors, scope) : '';
    const attributes = () => {
      const style = serverStyleAttributes(renderer.tagName, renderer.element as never);
      const more = style.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
      return ` data-component-id="${escapeAttribute(id)}" defer-hydration${extra}${more}`;
    };
    return elementHtml(renderer, this.#info, attributes, children);
  }

  #children(id: string, ancestors: string[], scope: string): string {
    const node = this.surface.components.get(id)!;
    const shape = childrenShape(node.variant);
    const slots = typeof shape === 'object' ? shape.slots : undefined;
    const inside = [...ancestors, id];
    const entries = node.template
      ? templateItems(
          this.host.model.get(resolvePath(node.template.path, scope)),
          resolvePath(node.template.path, scope),
        ).map((item) => [node.template!.componentId, item.scope] as const)
      : node.children.map((child) => [child, scope] as const);
    let html = '';
    entries.forEach(([childId, childScope], index) => {
      const child = this.surface.components.get(childId);
      let extra = '';
      if (slots?.[index]) extra += ` slot="${escapeAttribute(slots[index])}"`;
      // The flex of a weighted child, without a style attribute (a strict CSP blocks those):
      // the surface's server stylesheet maps the attribute (see `surfaceServerStyles`).
      if (shape === 'flex' && weightFlex(child?.weight))
        extra += ` data-ssr-weight="${child!.weight}"`;
      html += this.#visit(childId, inside, childScope, extra);
    });
    return html;
  }

  #marker(id: string, problem: Problem): string {
    if (problem.report) {
      const pointer = this.surface.components.get(id)?.pointer ?? '';
      this.host.report({pointer, message: problem.reason, severity: 'error', componentId: id});
    }
    const renderer = new SurfaceElementRenderer('svc-marker', this.styles);
    const marker = renderer.element as unknown as Record<string, unknown>;
    marker.reason = problem.reason;
    marker.message = problem.message;
    marker.componentId = id;
    return elementHtml(renderer, this.#info, ' defer-hydration', '');
  }
}
