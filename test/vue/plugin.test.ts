import {expect} from '@open-wc/testing';
import surfaces, {isCustomElement, type VueAppLike} from '../../src/vue/index.js';
import {autoloadedTags} from '../../src/index.js';

/** A Vue app's config as the runtime-only build has it: touching compilerOptions is an error. */
function runtimeOnlyApp(): VueAppLike {
  return {
    config: {
      get compilerOptions(): never {
        throw new Error('compilerOptions touched');
      },
    },
  };
}

describe('@svc/surfaces/vue', () => {
  it('isCustomElement is true for every tag of the library and for no other', () => {
    for (const tag of autoloadedTags) expect(isCustomElement(tag), tag).to.equal(true);
    for (const tag of ['div', 'my-widget', 'svc', 'service-card']) {
      expect(isCustomElement(tag), tag).to.equal(false);
    }
  });

  it('leaves compilerOptions alone by default (templates compiled by the build)', () => {
    expect(() => surfaces.install(runtimeOnlyApp())).not.to.throw();
  });

  it('tells a runtime compiler, keeping the check the app already had', () => {
    const app: VueAppLike = {
      config: {compilerOptions: {isCustomElement: (tag) => tag === 'my-widget'}},
    };
    surfaces.install(app, {runtimeCompiler: true});
    const check = app.config.compilerOptions.isCustomElement!;
    expect(check('svc-surface')).to.equal(true);
    expect(check('my-widget')).to.equal(true);
    expect(check('div')).to.equal(false);
  });

  it('registers the tags lazily, as the root entry does', async () => {
    const el = document.createElement('svc-divider');
    document.body.append(el);
    await customElements.whenDefined('svc-divider');
    expect(customElements.get('svc-divider')).to.be.a('function');
    el.remove();
  });
});
