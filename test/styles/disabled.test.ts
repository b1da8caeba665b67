import {expect, fixture, html} from '@open-wc/testing';
import type {TemplateResult} from 'lit';
import '../../src/components/basic/check-box.js';
import '../../src/components/basic/choice-picker.js';
import '../../src/components/basic/date-time-input.js';
import '../../src/components/basic/slider.js';
import '../../src/components/basic/text-field.js';
import '../../src/components/svc/duration-picker.js';
import '../../src/components/svc/resource-picker.js';
import type {ResourceProvider} from '../../src/providers/types.js';
import {contrastIssues, schemes, settle, useScheme} from './contrast-helpers.js';

/** The opacity an element is drawn with: its own times its ancestors', across shadow roots. */
function drawnOpacity(el: Element): number {
  let opacity = 1;
  for (let node: Element | null = el; node;) {
    opacity *= Number(getComputedStyle(node).opacity);
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return opacity;
}

const noResources: ResourceProvider = {listResources: () => Promise.resolve({items: []})};

const choices = [
  {id: 'a', label: 'Alpha'},
  {id: 'b', label: 'Beta'},
];

/** Each disabled field: the element, its label's part, its control's part. */
const cases: [string, TemplateResult, string, string][] = [
  [
    'check box',
    html`<svc-check-box label="Notify me" disabled></svc-check-box>`,
    'label',
    'control',
  ],
  [
    'radio buttons',
    html`<svc-choice-picker label="Level" .choices=${choices} disabled></svc-choice-picker>`,
    'option-label',
    'control',
  ],
  [
    'text field',
    html`<svc-text-field label="Name" value="Ada" disabled></svc-text-field>`,
    'label',
    'control',
  ],
  [
    'date input',
    html`<svc-date-time-input label="Until" disabled></svc-date-time-input>`,
    'label',
    'control',
  ],
  [
    'slider',
    html`<svc-slider label="Level" value="3" max="10" disabled></svc-slider>`,
    'label',
    'control',
  ],
  [
    'duration picker',
    html`<svc-duration-picker label="For how long" disabled></svc-duration-picker>`,
    'label',
    'preset',
  ],
  [
    'resource picker',
    html`<svc-resource-picker
      label="Toolsets"
      app-id="app-aws"
      resource-type="mcp_toolset"
      .resourceProvider=${noResources}
      disabled
    ></svc-resource-picker>`,
    'label',
    'input',
  ],
];

for (const scheme of schemes) {
  describe(`a disabled field, ${scheme}`, () => {
    useScheme(scheme);
    for (const [name, template, labelPart, controlPart] of cases) {
      it(`${name}: dims its control only, the label stays readable and the control says disabled`, async () => {
        const host = await fixture<HTMLElement>(html`<div>${template}</div>`);
        await settle(host);
        const el = host.firstElementChild!;
        const part = (p: string) => el.shadowRoot!.querySelector(`[part~="${p}"]`)!;
        const label = part(labelPart);
        const control = part(controlPart);
        expect(control, controlPart).to.exist;
        expect(label.textContent!.trim()).to.not.equal('');
        expect(drawnOpacity(label), 'label').to.equal(1);
        expect(drawnOpacity(control), 'control').to.be.lessThan(1);
        // Screen readers hear "dimmed"/"unavailable" from the native disabled state.
        const input = control.matches('input, select, textarea')
          ? control
          : control.querySelector('input')!;
        expect(input.matches(':disabled'), 'native disabled').to.equal(true);
        const issues = await contrastIssues(host);
        expect(issues, issues.join('\n')).to.deep.equal([]);
      });
    }
  });
}
