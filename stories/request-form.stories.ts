import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import type {SvcFormSubmitEvent} from '../src/components/form/events.js';
import type {ResourceProvider} from '../src/providers/types.js';
import '../src/surface/request-form.js';
import type {SvcRequestForm} from '../src/surface/request-form.js';
import {createStoryMock} from './support/mock.js';

interface Args {
  /** The request schema to show (the mock has `rs-access`, with every field kind, and `rs-simple`). */
  requestSchemaId: string;
  /** Delay of every mock response, in ms. */
  latencyMs: number;
  /** How many of the next requests the mock fails with a 500 (then press Retry). */
  failNext: number;
  /** Text of the submit button. */
  submitLabel: string;
}

/** A few users and repositories for the pickers (the mock's provider serves MCP toolsets only). */
const directory: ResourceProvider = {
  async listResources(query) {
    const items: Record<string, {id: string; displayName: string; description?: string}[]> = {
      user: [
        {id: 'user-ada', displayName: 'Ada Lovelace', description: 'Engineering manager'},
        {id: 'user-grace', displayName: 'Grace Hopper', description: 'Security'},
      ],
      app_user: [{id: 'gh-ada', displayName: 'ada (GitHub)'}],
      'rt-repo': [
        {id: 'repo-infra', displayName: 'acme/infra'},
        {id: 'repo-web', displayName: 'acme/web'},
      ],
    };
    const search = query.search.toLowerCase();
    return {
      items: (items[query.resourceType] ?? []).filter((i) =>
        i.displayName.toLowerCase().includes(search),
      ),
    };
  },
};

/**
 * `<svc-request-form>` fetches a request schema (`GET /api/v1/request_schemas/{id}`) with the API
 * client and shows its form with `<svc-form>`: a loading line, then the form, or an error with a
 * Retry button. Here it runs against the in-browser mock service (`.client` built on the mock's
 * `fetch`). The panel shows the submitted values, with passwords masked.
 *
 * CEL expressions in the schema (`defaultValueCel`, `inputTransformationCel`) are not evaluated in
 * the browser; fields that carry one say so in a note.
 */
const meta: Meta<Args> = {
  title: 'Service forms/Request form',
  component: 'svc-request-form',
  tags: ['autodocs'],
  args: {requestSchemaId: 'rs-access', latencyMs: 300, failNext: 0, submitLabel: 'Submit request'},
  argTypes: {
    requestSchemaId: {control: 'select', options: ['rs-access', 'rs-simple', 'rs-missing']},
    latencyMs: {control: {type: 'number', min: 0, max: 10000, step: 100}},
    failNext: {control: {type: 'number', min: 0, max: 5, step: 1}},
  },
  parameters: {layout: 'padded'},
  render: (args) => {
    const {service, client} = createStoryMock({latencyMs: args.latencyMs});
    if (args.failNext > 0) {
      service.failNext(500, args.failNext, {message: 'The mock service failed on purpose.'});
    }
    const onSubmit = (e: Event) => {
      const host = e.currentTarget as SvcRequestForm;
      const fields = host.formElement?.form?.fields ?? [];
      const secret = new Set(fields.filter((f) => f.stringField?.passwordField).map((f) => f.name));
      const values = Object.fromEntries(
        Object.entries((e as SvcFormSubmitEvent).values).map(([k, v]) => [
          k,
          secret.has(k) ? (v ? '•••• (hidden)' : '') : v instanceof File ? `File ${v.name}` : v,
        ]),
      );
      host.parentElement!.querySelector('pre')!.textContent = JSON.stringify(values, null, 2);
    };
    return html`<div
      style="display:grid;grid-template-columns:minmax(0,1fr) minmax(220px,320px);gap:16px;align-items:start"
    >
      <svc-request-form
        .client=${client}
        .resourceProvider=${directory}
        request-schema-id=${args.requestSchemaId}
        submit-label=${args.submitLabel}
        @submit=${onSubmit}
      ></svc-request-form>
      <pre style="margin:0;font-size:12px;white-space:pre-wrap" aria-label="Submitted values">
Submit the form to see its values.</pre>
    </div>`;
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The mock's `rs-access` schema: every field kind, groups and relationships. */
export const Default: Story = {};

/** A schema with a single field. */
export const Simple: Story = {args: {requestSchemaId: 'rs-simple'}};

/** Slow service: the loading line shows first. */
export const Loading: Story = {args: {latencyMs: 4000}};

/** The service fails twice: the error shows with a Retry button (the third try works). */
export const ErrorAndRetry: Story = {args: {failNext: 2, latencyMs: 200}};

/** An unknown schema id: the service answers 404 and the error says so. */
export const NotFound: Story = {args: {requestSchemaId: 'rs-missing'}};
