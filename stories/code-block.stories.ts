import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/code-block.js';
import '../src/surface/surface.js';
import {conversations} from '../src/mock/conversations.js';

const connectorSetup = conversations.find((sample) => sample.name === 'connector-setup')!;

/** Code from the assistant: monospaced, scrollable, copyable, highlighted for common languages. */
const meta: Meta = {
  title: 'Data display/Code block',
  component: 'svc-code-block',
  tags: ['autodocs'],
  args: {
    heading: 'Run the connector yourself',
    language: 'bash',
    copyable: true,
    code: 'export SVC_CLIENT_ID=<CLIENT_ID>\nexport SVC_CLIENT_SECRET=<CLIENT_SECRET>\nconn --config conn.yaml sync',
  },
  argTypes: {
    language: {
      control: 'select',
      options: [
        'json',
        'yaml',
        'bash',
        'shell',
        'typescript',
        'javascript',
        'python',
        'sql',
        'go',
        'html',
        'xml',
        'rust',
        '',
      ],
    },
    code: {control: 'text'},
  },
  render: (args) =>
    html`<svc-code-block
      .heading=${args.heading}
      .language=${args.language}
      .copyable=${args.copyable}
      .code=${args.code}
    ></svc-code-block>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

const samples: [string, string][] = [
  ['json', '{\n  "app": "okta",\n  "groups": 142,\n  "active": true,\n  "owner": null\n}'],
  ['yaml', 'connector:\n  app: okta # the tenant\n  schedule: "0 * * * *"\n  enabled: true'],
  [
    'typescript',
    'export async function sync(app: string): Promise<number> {\n  const res = await fetch(`/api/${app}`);\n  return (await res.json()).count;\n}',
  ],
  [
    'python',
    'def revoke(account: str) -> None:\n    """Revoke every grant."""\n    for grant in grants(account):\n        grant.revoke()',
  ],
  [
    'sql',
    "SELECT name, last_used\nFROM accounts\nWHERE last_used < now() - interval '90 days'\nORDER BY last_used;",
  ],
  ['go', 'func main() {\n\tfmt.Println("hello")\n}'],
  ['html', '<a href="/x" onclick="alert(1)">shown as code, never run</a>'],
  ['rust', 'fn main() { println!("not highlighted: plain text"); }'],
];

/** Every highlighted language, plus an unknown one (plain text), without and with a copy button. */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 12px">
      ${samples.map(
        ([language, code], i) =>
          html`<svc-code-block
            .language=${language}
            .code=${code}
            ?copyable=${i % 2 === 0}
          ></svc-code-block>`,
      )}
      <svc-code-block code="No language, no heading, no button."></svc-code-block>
    </div>`,
};

/** A long line scrolls horizontally; focus the code (Tab) and use the arrow keys. */
export const LongText: Story = {
  args: {
    heading: 'A very long command line that does not fit',
    code: `curl -sS -X POST "https://tenant.example.test/api/v1/tasks/8a1f3c9e-7b41-4d2a-9d0c-3f5e6a7b8c9d/action/approve-with-step-up" -H "Authorization: Bearer <ACCESS_TOKEN>" -H "Content-Type: application/json" -d '{"policyStepId": "step-1", "comment": "approved after review"}'\necho done`,
  },
  render: (args) =>
    html`<div style="max-width: 480px">
      <svc-code-block
        .heading=${args.heading}
        .language=${args.language}
        .copyable=${args.copyable}
        .code=${args.code}
      ></svc-code-block>
    </div>`,
};

/** The code block of the connector set-up sample conversation, rendered by `<svc-surface>`. */
export const Bound: Story = {
  render: () => html`<svc-surface .surface=${connectorSetup.surfaces[0]}></svc-surface>`,
};
