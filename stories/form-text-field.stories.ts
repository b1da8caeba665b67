import type {Meta, StoryObj} from '@storybook/web-components-vite';
import '../src/components/form/text-field.js';
import {renderField, sampleError, sampleField, type FieldArgs} from './support/form-field.js';

/** `<svc-form-text>` on its own, as `<svc-form>` draws it, for a field of the sample request schema. */
const meta: Meta<FieldArgs> = {
  title: 'Service forms/Fields/Text',
  component: 'svc-form-text',
  tags: ['autodocs'],
  args: {error: '', disabled: false},
  render: renderField('svc-form-text', sampleField('text'), undefined),
};
export default meta;
type Story = StoryObj<FieldArgs>;

/** The field with its sample value. */
export const Default: Story = {};

/** A message under the control, as after a failed check or a server error. */
export const WithError: Story = {args: {error: sampleError}};

/** Greyed out while the form is busy or disabled. */
export const Disabled: Story = {args: {disabled: true}};
