import {expect} from '@open-wc/testing';
import {autoloadedTags, discover, loadTag} from '../../src/index.js';

// Each test file runs in its own page, so nothing here is defined until the autoloader loads it.
describe('root entry (lazy registration)', () => {
  it('knows every tag but defines none of them at import', () => {
    expect(autoloadedTags).to.include.members(['svc-surface', 'svc-text', 'svc-table', 'svc-a2ui']);
    expect(customElements.get('svc-table')).to.equal(undefined);
  });

  it('loads an element placed in the document and keeps properties set before', async () => {
    const text = document.createElement('svc-text') as HTMLElement & {text: string};
    text.text = 'Hello from before the upgrade';
    document.body.append(text);
    await customElements.whenDefined('svc-text');
    await (text as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    expect(text.shadowRoot?.textContent).to.contain('Hello from before the upgrade');
    text.remove();
  });

  it('loads elements written in markup, nested in other nodes', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<section><svc-divider></svc-divider></section>';
    document.body.append(holder);
    await customElements.whenDefined('svc-divider');
    expect(holder.querySelector('svc-divider')?.shadowRoot).to.not.equal(null);
    holder.remove();
  });

  it('watches a shadow root handed to discover()', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({mode: 'open'});
    await discover(root);
    root.innerHTML = '<svc-progress-bar></svc-progress-bar>';
    await customElements.whenDefined('svc-progress-bar');
    expect(root.querySelector('svc-progress-bar')?.shadowRoot).to.not.equal(null);
    host.remove();
  });

  it('does not load an element inside a shadow root it was not told about', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.attachShadow({mode: 'open'}).innerHTML = '<svc-slider></svc-slider>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(customElements.get('svc-slider')).to.equal(undefined);
    await loadTag('svc-slider');
    expect(customElements.get('svc-slider')).to.not.equal(undefined);
    host.remove();
  });

  it('resolves at once for tags it does not know', async () => {
    await loadTag('my-widget');
    expect(customElements.get('my-widget')).to.equal(undefined);
  });

  it('renders a whole surface from a record when <svc-surface> is first used', async () => {
    const surface = document.createElement('svc-surface') as HTMLElement & {surface: unknown};
    surface.surface = {
      surfaceId: 's1',
      schemaVersion: 1,
      components: [{id: 'root', text: {text: {literal: 'Loaded lazily'}}}],
      dataModelJson: '{}',
    };
    document.body.append(surface);
    await customElements.whenDefined('svc-surface');
    await (surface as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    expect(surface.shadowRoot?.querySelector('svc-text')?.shadowRoot?.textContent).to.contain(
      'Loaded lazily',
    );
    surface.remove();
  });
});
