import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {parseBigInt} from '../../form-rules/int64.js';
import {formatBytes} from '../../form-rules/messages.js';

import type {FileLike} from '../../form-rules/values.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary A file field of `<svc-form>`: a file input limited to the accepted types, with the
 * maximum size shown. The chosen `File` is the value; it is not read or uploaded here.
 *
 * @fires input - The user chose or removed a file; `value` is already updated.
 * @fires change - Same moment as `input`.
 *
 * @csspart base - The column holding label, control, file, hint, notes and error.
 * @csspart label - The label.
 * @csspart control - The native file input.
 * @csspart file - The chosen file's name and size.
 * @csspart remove - The button that removes the chosen file.
 * @csspart description - The field's description.
 * @csspart hint - Accepted types and maximum size.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control (shared by all form fields).
 */
@customElement('svc-form-file')
export class SvcFormFile extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    css`
      [part~='file'] {
        display: flex;
        align-items: center;
        gap: var(--_space-2);
        overflow-wrap: break-word;
      }
    `,
  ];

  /** The chosen file (a `File` in the browser), or null. */
  @property({attribute: false}) value: FileLike | null = null;

  override render() {
    const f = this.field?.fileField;
    const types = (f?.acceptedFileTypes ?? []).filter((t) => typeof t === 'string' && t !== '');
    const max = parseBigInt(f?.maxFileSize);
    const hint = [
      types.length ? this.t('form.file.accepted', {types: types.join(', ')}) : '',
      max !== undefined && max > 0n
        ? this.t('form.file.upTo', {size: formatBytes(max, this.t)})
        : '',
    ]
      .filter(Boolean)
      .join(this.t('form.listSeparator'));
    const file = this.value;
    return this.frame(
      html`<input
          id="control"
          part="control"
          class="input"
          type="file"
          accept=${types.join(',') || nothing}
          ?disabled=${this.locked}
          ?required=${!!this.field?.required && !file}
          aria-invalid=${this.error ? 'true' : 'false'}
          aria-describedby=${this.describedBy(!!hint) || nothing}
          @input=${(e: Event) => e.stopPropagation()}
          @change=${this.#onChange}
        />
        ${
          file
            ? html`<div part="file">
                <span
                  >${file.name}
                  (${formatBytes(BigInt(Math.max(0, Math.floor(file.size))), this.t)})</span
                >
                ${
                  this.locked
                    ? nothing
                    : html`<button type="button" part="remove" @click=${this.#clear}>
                        ${this.i18n.t('common.remove', {name: file.name})}
                      </button>`
                }
              </div>`
            : nothing
        }`,
      {hint},
    );
  }

  override updated() {
    const input = this.renderRoot.querySelector<HTMLInputElement>('#control');
    if (input && !this.value && input.value !== '') input.value = '';
  }

  #onChange(e: Event) {
    this.value = (e.target as HTMLInputElement).files?.[0] ?? null;
    this.emit('input');
    this.emit('change');
  }

  #clear() {
    this.value = null;
    this.emit('input');
    this.emit('change');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-file': SvcFormFile;
  }
}
