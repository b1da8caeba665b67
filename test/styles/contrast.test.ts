import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {conversations} from '../../src/mock/conversations.js';
import {createMockProviders} from '../../src/providers/mock.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {contrastIssues, schemes, settle, useScheme} from './contrast-helpers.js';

// Every sample conversation, light and dark. The stories are in contrast-stories-*.test.ts.
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

for (const scheme of schemes) {
  describe(`colour contrast of the sample conversations, ${scheme}`, function () {
    this.timeout(30000);
    useScheme(scheme);
    for (const conversation of conversations) {
      it(conversation.file, async () => {
        const providers = createMockProviders({});
        const issues: string[] = [];
        for (const record of conversation.surfaces.filter((s) => !s.deletedAt)) {
          const el = await fixture<SvcSurface>(
            html`<svc-surface
              .surface=${record}
              .resourceProvider=${providers.resources}
              .connectorSettingsProvider=${providers.settings}
              .syncStatusProvider=${providers.sync}
            ></svc-surface>`,
          );
          await settle(el);
          issues.push(...(await contrastIssues(el)));
        }
        expect(issues, issues.join('\n')).to.deep.equal([]);
      });
    }
  });
}
