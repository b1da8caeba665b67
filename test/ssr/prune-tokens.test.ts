import {expect} from '@open-wc/testing';
import {pruneTokens} from '../../src/ssr/prune-tokens.js';

describe('pruneTokens (the shared tokens a server-written stylesheet keeps)', () => {
  const block =
    ':host{--_scale: var(--svc-scale,1);--_text: red;--_muted: grey;--_size: calc(14px * var(--_scale));--_space-1: 4px}';

  it('keeps the tokens the rules read, and those they read in turn', () => {
    const css = `${block}p{font-size: var(--_size);color: var( --_text)}`;
    expect(pruneTokens('svc-text', css)).to.equal(
      ':host{--_scale: var(--svc-scale,1);--_text: red;--_size: calc(14px * var(--_scale));}p{font-size: var(--_size);color: var( --_text)}',
    );
  });

  it("leaves the element's own custom properties, and every token of an element read by script", () => {
    const css = `${block}:host{--_own: 1px;--_gap: var(--_space-1)}`;
    expect(pruneTokens('svc-row', css)).to.equal(
      ':host{--_space-1: 4px}:host{--_own: 1px;--_gap: var(--_space-1)}',
    );
    expect(pruneTokens('svc-mcp-app', css)).to.equal(css);
  });

  it('drops a token declared again elsewhere when nothing reads it', () => {
    const css = `${block}:host([x]){--_muted: blue;margin: 0}`;
    expect(pruneTokens('svc-card', css)).to.equal(':host{}:host([x]){margin: 0}');
  });
});
