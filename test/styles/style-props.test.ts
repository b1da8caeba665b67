import {expect} from '@open-wc/testing';
import {html, render} from 'lit';
import {styleProps} from '../../src/styles/style-props.js';
import type {StyleProps} from '../../src/styles/style-props.js';

describe('styleProps', () => {
  const host = document.createElement('div');
  const draw = (props: StyleProps) => {
    render(html`<p ${styleProps(props)}></p>`, host);
    return host.querySelector('p')!;
  };

  it('sets properties through the CSSOM from the first render', () => {
    const p = draw({'--_a': '1px', color: 'red', '--_b': undefined});
    expect(p.style.getPropertyValue('--_a')).to.equal('1px');
    expect(p.style.color).to.equal('red');
    expect(p.style.getPropertyValue('--_b')).to.equal('');
  });

  it('updates changed values and removes the ones that went away', () => {
    draw({'--_a': '1px', color: 'red'});
    const p = draw({'--_a': '2px', color: undefined});
    expect(p.style.getPropertyValue('--_a')).to.equal('2px');
    expect(p.style.color).to.equal('');
  });

  it('refuses an attribute position', () => {
    const attribute = () =>
      render(html`<p style=${styleProps({})}></p>`, document.createElement('div'));
    expect(attribute).to.throw(Error, /belongs on an element/);
  });
});
