import {expect, fixture, waitUntil} from '@open-wc/testing';
import type {TemplateResult} from 'lit';
import * as formStories from '../../../stories/form.stories.js';
import * as requestFormStories from '../../../stories/request-form.stories.js';

type StoryModule = Record<string, unknown> & {
  default: {args?: object; render?: (args: never, ctx: never) => TemplateResult};
};
interface Story {
  args?: object;
  render?: (args: never, ctx: never) => TemplateResult;
  play?: (ctx: {canvasElement: HTMLElement}) => Promise<void>;
}

function stories(module: StoryModule): [string, Story][] {
  return Object.entries(module).filter(([name]) => name !== 'default') as [string, Story][];
}

async function mount(module: StoryModule, story: Story) {
  const args = {...module.default.args, ...story.args} as never;
  const render = story.render ?? module.default.render!;
  const el = await fixture<HTMLElement>(render(args, {} as never));
  await story.play?.({canvasElement: el.parentElement!});
  return el;
}

describe('form stories', () => {
  for (const [name, story] of stories(formStories as unknown as StoryModule)) {
    it(`${name} renders an accessible form`, async () => {
      const el = await mount(formStories as unknown as StoryModule, story);
      const form = el.querySelector('svc-form')!;
      await form.updateComplete;
      expect(form.shadowRoot!.querySelector('form')).to.not.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  for (const [name, story] of stories(requestFormStories as unknown as StoryModule)) {
    if (name === 'Loading') continue; // 4 s of mock latency
    it(`request form ${name} settles into a form or an error`, async () => {
      const el = await mount(requestFormStories as unknown as StoryModule, story);
      const host = el.querySelector('svc-request-form')!;
      await waitUntil(
        () =>
          host.formElement?.shadowRoot?.querySelector('form') ||
          host.shadowRoot!.querySelector('[part~="error"]'),
        'nothing settled',
        {timeout: 3000},
      );
      await expect(el).to.be.accessible();
    });
  }
});
