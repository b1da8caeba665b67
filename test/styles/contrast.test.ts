import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/text.js';
import {contrastIssues, settle} from './contrast-helpers.js';

// The check the story tests (contrast-stories-*.test.ts) rely on. The sample conversations are
// checked through their stories (contrast-stories-conversations.test.ts).
describe('colour contrast check', () => {
  it('reports text too faint to read, inside shadow roots', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="background:#fff;--svc-color-text:#b0b0b0">
        <svc-text text="Faint words"></svc-text>
      </div>`,
    );
    await settle(el);
    expect(await contrastIssues(el)).to.have.length(1);
  });
});
