/**
 * Every element with a control of its own (`hasControl`: a button or an input) gives its
 * `accessibleLabel` and `accessibleDescription` to that control, as Chromium's accessibility tree
 * shows it to a screen reader: the control is named and described, not only the host. Then, bound
 * in an A2UI surface, an accessibility label that reads the data model follows it, and a text
 * (which has no control) keeps the label on its host.
 */
import {expect, fixture, html, nextFrame} from '@open-wc/testing';
import {KNOWN_VARIANTS, hasControl, variantToTag} from '../../src/catalog/index.js';
import {loadTag} from '../../src/catalog/loaders.js';
import {BASIC_CATALOG_ID} from '../../src/protocol/index.js';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {axTrees, controlOf} from '../ax-tree.js';

type Settable = HTMLElement & Record<string, unknown> & {updateComplete: Promise<unknown>};

/** What each element needs besides the accessible text to draw its control. */
const SETUP: Record<string, Record<string, unknown>> = {
  choicePicker: {choices: [{id: 'a', label: 'Apples'}]},
  svcResourcePicker: {resourceProvider: {listResources: async () => ({items: []})}},
};

/** The role of an element's control, where it is not one a person types in or presses. */
const ROLES: Record<string, string> = {
  choicePicker: 'radiogroup',
  dateTimeInput: 'DateTime',
  svcDurationPicker: 'group',
  svcResourcePicker: 'combobox',
};

const controls = KNOWN_VARIANTS.filter(hasControl);

async function treeOf(element: Element) {
  await nextFrame();
  await nextFrame();
  const [tree] = await axTrees([element]);
  return tree;
}

describe('accessible label and description of a control', () => {
  it('every control variant is tested below', () => {
    expect(controls).to.include.members([
      'button',
      'textField',
      'checkBox',
      'choicePicker',
      'dateTimeInput',
      'slider',
      'svcDurationPicker',
      'svcResourcePicker',
    ]);
  });

  for (const variant of controls) {
    it(`${variantToTag(variant)}: its control takes the name and the description`, async () => {
      const tag = variantToTag(variant);
      await loadTag(tag);
      const element = document.createElement(tag) as Settable;
      Object.assign(element, {label: 'Shown', ...SETUP[variant]});
      const role = ROLES[variant];
      const holder = await fixture(html`<div></div>`);
      holder.append(element);
      await element.updateComplete;
      const before = controlOf(await treeOf(element), role);
      expect(before, 'a control').to.not.equal(undefined);
      expect(before!.name).to.not.equal('Shown, in other words');

      // The spoken name holds the shown words (WCAG 2.5.3, label in name).
      element.accessibleLabel = 'Shown, in other words';
      element.accessibleDescription = 'What it is for';
      await element.updateComplete;
      const control = controlOf(await treeOf(element), role)!;
      expect(control.name).to.equal('Shown, in other words');
      expect(control.description).to.contain('What it is for');
      await expect(holder).to.be.accessible();

      element.accessibleLabel = '';
      element.accessibleDescription = '';
      await element.updateComplete;
      const after = controlOf(await treeOf(element), role)!;
      expect(after.name).to.equal(before!.name);
      expect(after.description).to.not.contain('What it is for');
    });
  }

  it('in a surface, a bound label follows the data model; a text keeps it on its host', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {spoken: 'Send the form'}}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {id: 'root', component: 'Column', children: ['send', 'note']},
            {
              id: 'send',
              component: 'Button',
              child: 'label',
              action: {event: {name: 'send'}},
              accessibility: {label: {path: '/spoken'}, description: 'Sends what you wrote'},
            },
            {id: 'label', component: 'Text', text: 'Send'},
            {
              id: 'note',
              component: 'Text',
              text: 'Saved',
              accessibility: {label: 'Status', live: 'polite'},
            },
          ],
        },
      },
    ]);
    await el.updateComplete;
    const surface = el.shadowRoot!.querySelector<SvcSurface>('svc-surface')!;
    await surface.rendered;
    const part = (id: string) =>
      surface.shadowRoot!.querySelector(`[data-component-id="${id}"]`) as Settable;
    await customElements.whenDefined('svc-button');
    await part('send').updateComplete;
    const send = controlOf(await treeOf(part('send')), 'button')!;
    expect(send.name).to.equal('Send the form');
    expect(send.description).to.contain('Sends what you wrote');
    expect(part('send').hasAttribute('aria-label'), 'not on the host').to.equal(false);
    const [note] = await treeOf(part('note'));
    expect(note.name).to.equal('Status');
    expect(note.properties.live).to.equal('polite');

    el.processMessages({
      version: 'v0.9',
      updateDataModel: {surfaceId: 's', path: '/spoken', value: 'Send it now'},
    });
    await part('send').updateComplete;
    expect(controlOf(await treeOf(part('send')), 'button')!.name).to.equal('Send it now');
  });
});
