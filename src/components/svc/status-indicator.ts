import {LitElement, css, html, nothing, svg} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {toBoolean, toText} from '../../model/coerce.js';
import {statusKind, statusLabel} from './internal/status-kind.js';
import type {StatusKind} from './internal/status-kind.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';

/** Inline icons (24 × 24, stroked with currentColor), one per kind. */
const ICONS: Record<StatusKind, ReturnType<typeof svg>> = {
  running: svg`<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>`,
  success: svg`<circle cx="12" cy="12" r="9"></circle><path d="m8 12.5 2.5 2.5L16 9.5"></path>`,
  warning: svg`<path d="M12 3.5 2.5 20h19z"></path><path d="M12 10v4.5M12 17.5v.01"></path>`,
  error: svg`<circle cx="12" cy="12" r="9"></circle><path d="m9 9 6 6m0-6-6 6"></path>`,
  pending: svg`<circle cx="12" cy="12" r="9" stroke-dasharray="3 3"></circle>`,
  unknown: svg`<circle cx="12" cy="12" r="9"></circle><path d="M12 8v.01M12 11v5"></path>`,
};
const SPINNER = svg`<circle class="track" cx="12" cy="12" r="9"></circle><path class="arc" d="M21 12a9 9 0 0 0-9-9"></path>`;

/**
 * @summary One line of progress from the assistant: an icon and colour by status, the message,
 * the tool at work, and a spinner while it runs.
 *
 * The status is matched case-insensitively in any spelling (`running`, `STATUS_RUNNING`,
 * `inProgress`, `Succeeded`, `completed`, `failed`, …) to one of running, success, warning, error
 * or pending; any other value is shown neutrally and read out as written. The line is a
 * `role="status"` live region, so a screen reader announces changes politely, starting with the
 * status in words. The spinner (shown while running, or whenever `showSpinner` is set) stops
 * turning when the user prefers reduced motion.
 *
 * @csspart base - The live region holding everything.
 * @csspart icon - The status icon or spinner (hidden from assistive technology).
 * @csspart message - The message.
 * @csspart tool-name - The chip with the tool's name.
 * @cssprop [--svc-status-indicator-color=var(--svc-color-text-muted)] - Colour of an unknown status.
 * @cssprop [--svc-status-indicator-running-color=var(--svc-color-info)] - Colour while running.
 * @cssprop [--svc-status-indicator-success-color=var(--svc-color-success)] - Colour on success.
 * @cssprop [--svc-status-indicator-warning-color=var(--svc-color-warning)] - Colour of a warning.
 * @cssprop [--svc-status-indicator-error-color=var(--svc-color-danger)] - Colour of an error.
 * @cssprop [--svc-status-indicator-pending-color=var(--svc-color-text-muted)] - Colour while pending.
 * @cssprop [--svc-status-indicator-icon-size=1.25em] - Size of the icon.
 * @cssprop [--svc-status-indicator-chip-background=var(--svc-color-surface-raised)] - Tool chip background.
 */
@customElement('svc-status-indicator')
export class SvcStatusIndicator extends LitElement {
  static override styles = [
    hostStyles,
    visuallyHidden,
    css`
      :host {
        --_tone-unknown: var(--svc-status-indicator-color, var(--_muted));
        --_tone-running: var(--svc-status-indicator-running-color, var(--_info));
        --_tone-success: var(--svc-status-indicator-success-color, var(--_success));
        --_tone-warning: var(--svc-status-indicator-warning-color, var(--_warning));
        --_tone-error: var(--svc-status-indicator-error-color, var(--_danger));
        --_tone-pending: var(--svc-status-indicator-pending-color, var(--_muted));
        --_icon-size: var(--svc-status-indicator-icon-size, 1.25em);
        --_chip-bg: var(--svc-status-indicator-chip-background, var(--_raised));
        display: block;
        min-width: 0;
      }
      [part~='base'] {
        --_tone: var(--_tone-unknown);
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        gap: var(--_space-2);
      }
      .running {
        --_tone: var(--_tone-running);
      }
      .success {
        --_tone: var(--_tone-success);
      }
      .warning {
        --_tone: var(--_tone-warning);
      }
      .error {
        --_tone: var(--_tone-error);
      }
      .pending {
        --_tone: var(--_tone-pending);
      }
      [part~='icon'] {
        flex: none;
        display: inline-flex;
        color: var(--_tone);
      }
      [part~='icon'] svg {
        width: var(--_icon-size);
        height: var(--_icon-size);
        fill: none;
        stroke: currentColor;
        stroke-width: 2;
        stroke-linecap: round;
        stroke-linejoin: round;
      }
      .spinner .track {
        opacity: 0.25;
      }
      .spinner {
        animation: svc-status-spin 0.9s linear infinite;
      }
      @keyframes svc-status-spin {
        to {
          transform: rotate(1turn);
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .spinner {
          animation: none;
        }
      }
      [part~='message'] {
        flex: 1 1 192px;
        min-width: 0;
        max-width: 100%;
      }
      .status-word {
        color: var(--_tone);
        font-weight: 600;
      }
      [part~='tool-name'] {
        flex: none;
        max-width: 100%;
        padding: 0 var(--_space-2);
        border: 1px solid var(--_border);
        border-radius: 999px;
        background: var(--_chip-bg);
        font-family: var(--_mono);
        font-size: var(--_size-sm);
        line-height: 1.6;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    `,
  ];

  /** What is happening, in words. */
  @property() message = '';

  /**
   * The status: running, success, warning, error, pending, in any case or spelling
   * (`STATUS_RUNNING`, `completed`, `failed`, …). Anything else is shown neutrally.
   */
  @property() status = '';

  /** The tool at work, shown as a chip. Empty: no chip. */
  @property({attribute: 'tool-name'}) toolName = '';

  /** Show a spinner in place of the icon (also shown whenever the status is running). */
  @property({type: Boolean, attribute: 'show-spinner'}) showSpinner = false;

  readonly #i18n = new Localize(this);
  readonly #t = this.#i18n.t.bind(this.#i18n);

  override render() {
    const kind = statusKind(this.status);
    const spinning = kind === 'running' || toBoolean(this.showSpinner);
    const message = toText(this.message);
    const tool = toText(this.toolName).trim();
    return html`<div part="base" role="status" class=${kind}>
      <span part="icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" class=${spinning ? 'spinner' : 'static'}>
          ${spinning ? SPINNER : ICONS[kind]}
        </svg>
      </span>
      <span part="message"
        ><span class="status-word ${message ? 'visually-hidden' : ''}"
          >${statusLabel(this.status, this.#t)}</span
        >${message ? html`<span class="visually-hidden">: </span>${message}` : nothing}</span
      >
      ${
        tool
          ? html`<span part="tool-name" title=${tool.length > 24 ? tool : nothing}
              ><span class="visually-hidden">${this.#t('status.tool')} </span>${tool}</span
            >`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-status-indicator': SvcStatusIndicator;
  }
}
