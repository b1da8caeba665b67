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

/** A story module to check, with smaller args for stories too big to check whole. */
export interface StoryFile {
  load: () => Promise<unknown>;
  /** Args per story name, merged over the story's own (a count of thousands made small). */
  args?: Record<string, Record<string, unknown>>;
}

/**
 * One test per story and scheme: the story rendered with its args (and `args` of its file), its
 * colour contrast clean. Loads the modules first, so await it at the top of the test file.
 */
export async function storyContrastTests(files: Record<string, StoryFile['load'] | StoryFile>) {
  const loaded = await Promise.all(
    Object.entries(files).map(async ([file, entry]) => {
      const {load, args = {}} = typeof entry === 'function' ? {load: entry} : entry;
      const module = (await load()) as StoryModule;
      const stories = Object.entries(module).filter(
        ([name, story]) => name !== 'default' && typeof story === 'object' && story !== null,
      ) as [string, Story][];
      return {file, module, stories, args};
    }),
  );
  for (const scheme of schemes) {
    describe(`story colour contrast, ${scheme}`, function () {
      this.timeout(30000);
      useScheme(scheme);
      for (const {file, module, stories, args} of loaded) {
        it(`${file} has stories`, () => expect(stories.length).to.be.greaterThan(0));
        for (const [name, story] of stories) {
          it(`${file}: ${name}`, async () => {
            const host = await fixture<HTMLElement>(html`<div data-story=${name}></div>`);
            const withArgs = {...story, args: {...story.args, ...args[name]}};
            render(renderStory(module, withArgs) as TemplateResult, host);
            await settle(host);
            const issues = await contrastIssues(host);
            expect(issues, issues.join('\n')).to.deep.equal([]);
          });
        }
      }
    });
  }
}
