import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/text.js';

/**
 * Text from the assistant: plain text is escaped and keeps its line breaks; with `markdown` it is
 * rendered through marked and DOMPurify, loaded on the first markdown text.
 */
const meta: Meta = {
  title: 'Content/Text',
  component: 'svc-text',
  tags: ['autodocs'],
  args: {text: 'Your access request was sent to the app owner.', markdown: false, variant: 'body'},
  argTypes: {
    variant: {control: 'select', options: ['body', 'caption', 'h1', 'h2', 'h3', 'h4', 'h5']},
  },
  render: (args) =>
    html`<svc-text
      .text=${args.text}
      .markdown=${args.markdown}
      .variant=${args.variant}
    ></svc-text>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * The A2UI variants: headings h1–h5 (exposed as `role="heading"` with `aria-level`), body and a
 * muted caption.
 */
export const Variants: Story = {
  render: () =>
    html`<div style="display: grid; gap: 8px">
      ${['h1', 'h2', 'h3', 'h4', 'h5', 'body', 'caption'].map(
        (variant) =>
          html`<svc-text variant=${variant} text="${variant}: Access review"></svc-text>`,
      )}
    </div>`,
};

/** Markup in plain text is shown as written, never rendered. */
export const Escaped: Story = {
  args: {text: '<b>not bold</b> <img src=x onerror=alert(1)> **not markdown**'},
};

/** Long text wraps, and line breaks are kept. */
export const LongText: Story = {
  args: {
    text: 'First line\nSecond line, which goes on for a long time so that it has to wrap inside narrow containers: https://example.test/a/very/long/url/without/any/spaces/in/it/at/all',
  },
};

/** Plain text past 2,000 characters shows its beginning and a "Show more" button. */
export const VeryLongText: Story = {
  args: {text: 'A sentence that repeats to make a very long text. '.repeat(200)},
};

/** Markdown: headings, lists, links (new tab), code, quotes and tables. */
export const Markdown: Story = {
  args: {
    markdown: true,
    text: [
      '## Access review for Q3',
      '',
      'You have **3 open requests**. See the [review guide](https://example.test/guide).',
      '',
      '1. Salesforce: *read-only*',
      '2. GitHub: `maintainer` on `payments-api`',
      '   - needs a second approver',
      '',
      '> Requests older than 30 days are closed automatically.',
      '',
      '| App | Role | Age |',
      '|-----|------|----:|',
      '| Jira | Admin | 12 d |',
      '| Okta | Viewer | 3 d |',
      '',
      '```',
      'sync --connector workday --dry-run',
      '```',
    ].join('\n'),
  },
};

/**
 * Markdown past 4,000 characters shows its rendered beginning, cut at a paragraph break, and a
 * "Show more" button.
 */
export const VeryLongMarkdown: Story = {
  args: {
    markdown: true,
    text: Array.from(
      {length: 80},
      (_, i) => `**Request ${i + 1}**: *read-only* access to [app ${i + 1}](https://example.test).`,
    ).join('\n\n'),
  },
};

/**
 * Hostile markdown is made safe: raw HTML stays text, `javascript:` links lose their target, an
 * image becomes a link instead of loading, and absurd nesting is capped.
 */
export const HostileMarkdown: Story = {
  args: {
    markdown: true,
    text: [
      '<script>alert(1)</script> <img src=x onerror=alert(1)> <style>*{color:red}</style>',
      '',
      '[click me](javascript:alert(1)) and [safe](https://example.test)',
      '',
      '![tracking pixel](https://example.test/pixel.png)',
      '',
      '>'.repeat(200) + ' deeply quoted',
    ].join('\n'),
  },
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: both texts read `/message`, which the field edits; the first renders it as
 * markdown, the second as plain text.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-text',
      sendDataModel: false,
      dataModelJson: '{"message": "**Access granted** to *GitHub* until `2026-12-31`."}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          column: {children: {ids: ['message', 'markdown', 'plain']}, gap: {literal: 12}},
        },
        {
          id: 'message',
          textField: {
            label: {literal: 'Message (markdown)'},
            variant: 'longText',
            value: {path: '/message'},
          },
        },
        {id: 'markdown', text: {text: {path: '/message'}, markdown: true}},
        {id: 'plain', text: {text: {path: '/message'}}},
      ],
    }),
};
