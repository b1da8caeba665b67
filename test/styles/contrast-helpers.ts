import {expect, fixture, html} from '@open-wc/testing';
import {render} from 'lit';
import type {TemplateResult} from 'lit';
import 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';

/**
 * WCAG 2.2 AA text contrast with axe's color-contrast rule (which looks inside shadow roots), in
 * light and in dark. The page sets `color-scheme` and a matching background, as a host page does.
 */

type Lit = Element & {updateComplete?: Promise<unknown>};
type Render = (args: Record<string, unknown>, context: unknown) => unknown;
interface StoryModule {
  default: {component?: string; args?: Record<string, unknown>; render?: Render};
  [name: string]: unknown;
}
interface Story {
  args?: Record<string, unknown>;
  render?: Render;
}

const axe = (window as unknown as {axe: {run(el: Element, o: RunOptions): Promise<AxeResults>}})
  .axe;

export const schemes = ['light', 'dark'] as const;

/** Puts the page in a colour scheme for the tests of the enclosing `describe`. */
export function useScheme(scheme: (typeof schemes)[number]) {
  before(() => {
    document.documentElement.style.colorScheme = scheme;
    document.documentElement.style.background = 'light-dark(#ffffff, #0d1117)';
    document.body.style.background = 'light-dark(#ffffff, #0d1117)';
  });
  after(() => {
    document.documentElement.style.removeProperty('color-scheme');
    document.documentElement.style.removeProperty('background');
    document.body.style.removeProperty('background');
  });
}

/** Waits until every svc element under `root`, shadow roots included, is defined and rendered. */
export async function settle(root: Element) {
  for (let i = 0; i < 4; i++) {
    const all: Lit[] = [];
    const walk = (node: Element | ShadowRoot) => {
      for (const child of node.querySelectorAll('*')) {
        all.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
      }
    };
    walk(root);
    await Promise.all(
      [...new Set(all.map((e) => e.localName))]
        .filter((t) => t.startsWith('svc-'))
        .map((t) => customElements.whenDefined(t)),
    );
    await Promise.all(all.map((e) => e.updateComplete));
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The contrast failures under `el`, one line each: where, colours, ratio. */
export async function contrastIssues(el: Element): Promise<string[]> {
  const result = await axe.run(el, {
    runOnly: {type: 'rule', values: ['color-contrast']},
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => {
      const data = n.any[0]?.data as
        {fgColor?: string; bgColor?: string; contrastRatio?: number; fontSize?: string} | undefined;
      return `${JSON.stringify(n.target)} ${data?.fgColor} on ${data?.bgColor} = ${data?.contrastRatio} (${data?.fontSize}) ${n.html.slice(0, 80)}`;
    }),
  );
}

function renderStory(module: StoryModule, story: Story): unknown {
  const meta = module.default;
  const args = {...meta.args, ...story.args};
  const draw = story.render ?? meta.render;
  if (draw) return draw(args, {args, id: 'contrast', name: 'contrast'});
  const el = document.createElement(meta.component!);
  Object.assign(el, args);
  return el;
}

/** One test per story module and scheme: every story rendered with its args, contrast clean. */
export function storyContrastTests(modules: Record<string, () => Promise<unknown>>) {
  for (const scheme of schemes) {
    describe(`story colour contrast, ${scheme}`, function () {
      this.timeout(30000);
      useScheme(scheme);
      for (const [name, load] of Object.entries(modules)) {
        it(name, async () => {
          const module = (await load()) as StoryModule;
          // All stories of the module side by side, checked in one axe run.
          const host = await fixture<HTMLElement>(html`<div></div>`);
          const names: string[] = [];
          for (const [storyName, story] of Object.entries(module)) {
            if (storyName === 'default' || typeof story !== 'object' || story === null) continue;
            const box = host.appendChild(document.createElement('div'));
            box.dataset.story = storyName;
            render(renderStory(module, story as Story) as TemplateResult, box);
            names.push(storyName);
          }
          await settle(host);
          const issues = await contrastIssues(host);
          expect(names.length).to.be.greaterThan(0);
          expect(issues, issues.join('\n')).to.deep.equal([]);
        });
      }
    });
  }
}
