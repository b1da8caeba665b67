import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/check-box.js';
import '../../src/components/basic/choice-picker.js';
import {settle} from './contrast-helpers.js';

/** How far (px) each box's middle is from the middle of its label's first line of text. */
function offsets(host: Element): number[] {
  return [...host.querySelectorAll('svc-check-box, svc-choice-picker')].flatMap((el) =>
    [...el.shadowRoot!.querySelectorAll('[part~="control"]')].map((control) => {
      const label = control.parentElement!.querySelector(
        '[part~="label"], [part~="option-label"]',
      )!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const line = range.getClientRects()[0]!;
      const box = control.getBoundingClientRect();
      return Math.abs(box.top + box.height / 2 - (line.top + line.height / 2));
    }),
  );
}

describe('check boxes and radio buttons', () => {
  it('sit on the middle of their label’s first line, also when it wraps or the text is larger', async () => {
    const host = await fixture<HTMLElement>(
      html`<div style="width: 200px">
        <svc-check-box label="I agree"></svc-check-box>
        <svc-check-box label="A label long enough to wrap onto two lines here"></svc-check-box>
        <svc-choice-picker
          label="Colour"
          .choices=${[
            {id: 'r', label: 'Red'},
            {id: 'b', label: 'Blue, a choice whose label wraps onto a second line'},
          ]}
        ></svc-choice-picker>
        <div style="--svc-font-size: 20px"><svc-check-box label="Larger"></svc-check-box></div>
      </div>`,
    );
    await settle(host);
    const found = offsets(host);
    expect(found).to.have.length(5);
    for (const offset of found) expect(offset).to.be.below(1.5);
  });
});
