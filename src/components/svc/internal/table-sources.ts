import {css, html, nothing} from 'lit';
import type {TemplateResult} from 'lit';
import {formatCount, httpUrl} from './table-data.js';
import type {Source} from './table-data.js';

/**
 * The "Sources" footnote shared by `<svc-table>` and `<svc-chart>`: each source's label, kind and
 * count; the label links to `ref` only when `ref` is an absolute http(s) URL, otherwise `ref` is
 * shown as text. Everything is rendered through Lit text bindings.
 */
export function renderSources(sources: readonly Source[]): TemplateResult | typeof nothing {
  if (sources.length === 0) return nothing;
  return html`<div part="sources" class="sources">
    <span class="sources-title">Sources:</span>
    <ul>
      ${sources.map((source) => {
        const href = httpUrl(source.ref);
        const label = source.label || source.ref;
        const meta = [source.kind, source.count === '' ? '' : formatCount(source.count)].filter(
          (part) => part !== '',
        );
        return html`<li>
          ${
            href
              ? html`<a href=${href} target="_blank" rel="noopener noreferrer">${label}</a>`
              : html`<span class="source-label">${label}</span>`
          }
          ${
            !href && source.ref && source.ref !== label
              ? html`<code class="source-ref">${source.ref}</code>`
              : nothing
          }
          ${meta.length ? html`<span class="source-meta">(${meta.join(' · ')})</span>` : nothing}
        </li>`;
      })}
    </ul>
  </div>`;
}

/** Styles for `renderSources`, and for the artifact link both elements show. */
export const sourcesStyles = css`
  .sources {
    margin-top: var(--_space-2);
    color: var(--_muted);
    font-size: 0.9em;
  }
  .sources ul {
    display: inline;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .sources li {
    display: inline;
  }
  .sources li:not(:last-child)::after {
    content: '; ';
  }
  .sources-title {
    margin-inline-end: var(--_space-1);
  }
  .source-ref {
    font-family: var(--_mono);
    margin-inline: var(--_space-1);
    overflow-wrap: break-word;
  }
  .source-meta {
    margin-inline-start: var(--_space-1);
  }
  a {
    color: var(--_primary);
  }
`;
