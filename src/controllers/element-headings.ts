import {ContextConsumer} from '@lit/context';
import {html, nothing} from 'lit';
import type {ReactiveControllerHost} from 'lit';
import {headingLevelContext, type HeadingOutline} from '../providers/context.js';
import {headingLevel} from './heading-level.js';

/**
 * The heading levels of an element, from the surface it sits in (`headingLevelContext`): its own
 * heading at the surface's top level (depth 1, beside the surface's top headings), one deeper for
 * each depth below. On its own, an element counts from DEFAULT_HEADING_LEVEL.
 */
export class HeadingLevels {
  #outline?: HeadingOutline;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    new ContextConsumer(host, {
      context: headingLevelContext,
      subscribe: true,
      callback: (outline) => {
        if (outline?.level === this.#outline?.level) return;
        this.#outline = outline;
        host.requestUpdate();
      },
    });
  }

  /** The level of a heading `depth` deep (1: the surface's top level). */
  level(depth: number): number {
    return headingLevel(this.#outline?.level, depth);
  }

  /**
   * A heading `depth` deep: a block with the heading role and its level (not `<h3>`: the level
   * comes from the surface), named `part`, with `id` when given.
   */
  heading(depth: number, part: string, content: unknown, id?: string) {
    const level = this.level(depth);
    // One line: the heading's text is exactly its content, without whitespace around it.
    // prettier-ignore
    return html`<div part=${part} role="heading" aria-level=${level} id=${id ?? nothing}>${content}</div>`;
  }
}
