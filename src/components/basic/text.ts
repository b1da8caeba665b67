import {LitElement, css, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';

/**
 * @summary Text from the assistant. Plain text is always escaped and keeps its line breaks.
 *
 * @csspart base - The block that holds the text.
 * @cssprop [--svc-text-color=var(--svc-color-text)] - Colour of the text.
 * @cssprop [--svc-text-line-height=1.5] - Line height.
 */
@customElement('svc-text')
export class SvcText extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_color: var(--svc-text-color, var(--_text));
        --_line-height: var(--svc-text-line-height, 1.5);
        display: block;
        color: var(--_color);
        line-height: var(--_line-height);
        overflow-wrap: anywhere;
      }
      [part~='base'] {
        white-space: pre-wrap;
        margin: 0;
      }
    `,
  ];

  /** The text to show. Rendered as text, never as HTML. */
  @property() text = '';

  override render() {
    return html`<p part="base">${this.text}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-text': SvcText;
  }
}
