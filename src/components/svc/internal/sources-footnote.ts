import {css, html, nothing} from 'lit';
import type {TemplateResult} from 'lit';
import {formatCount} from './data-values.js';
import {allowedUrl} from '../../../model/url-policy.js';
import type {Source} from './data-values.js';
import type {Localize} from '../../../i18n/controller.js';
import '../../../i18n/messages-svc.js';

/**
 * The sources footnote shared by `<svc-table>`, `<svc-chart>` and `<svc-metric-cards>`: one source
 * reads "Source: …", several a numbered list under "Sources". Each gives its label, kind and count;
 * the label links to `ref` only when the URL policy allows it as a source (an absolute http(s) URL
 * without user info), otherwise `ref` is shown as text. Everything is rendered through Lit text bindings.
 */
export function renderSources(
  sources: readonly Source[],
  i18n: Localize,
): TemplateResult | typeof nothing {
  if (sources.length === 0) return nothing;
  const several = sources.length > 1;
  const items = sources.map((source) => {
    const href = allowedUrl(source.ref, 'source');
    const label = source.label || source.ref;
    const count = source.count === '' ? '' : formatCount(source.count, i18n.locale);
    const meta = [source.kind, count].filter((part) => part !== '');
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
  });
  return html`<div part="sources" class="sources ${several ? 'several' : ''}">
    <span class="sources-title">${i18n.t(several ? 'sources.several' : 'sources.one')}</span>
    ${
      several
        ? html`<ol>
            ${items}
          </ol>`
        : html`<ul>
            ${items}
          </ul>`
    }
  </div>`;
}

/** Styles for `renderSources`, and for the artifact link both elements show. */
export const sourcesStyles = css`
  .sources {
    margin-block-start: var(--_space-2);
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
  .sources-title {
    margin-inline-end: var(--_space-1);
  }
  .sources.several .sources-title {
    display: block;
    font-weight: 600;
  }
  .sources ol {
    margin: 0;
    padding-inline-start: 1.75em;
  }
  .sources ol li {
    display: list-item;
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
