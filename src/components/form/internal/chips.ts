import {css, html, nothing} from 'lit';

/** Styles of a list of removable chips. */
export const chipStyles = css`
  [part~='chips'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='chips']:empty {
    display: none;
  }
  [part~='chip'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-1);
    max-width: 100%;
    padding: 2px var(--_space-1) 2px var(--_space-2);
    background: var(--_raised);
    border: 1px solid var(--_control-border);
    border-radius: 999px;
    overflow-wrap: break-word;
  }
  [part~='chip'] > span {
    min-width: 0;
  }
  /* A small icon button inside the chip, not a control of the button family. */
  [part~='chip-remove'] {
    min-height: 0;
    padding: 0 var(--_space-1);
    border: none;
    background: none;
    color: var(--_muted);
    font-weight: normal;
    line-height: 1;
  }
`;

/** A list of chips; each has a remove button unless `locked`. */
export function chipList(
  items: readonly string[],
  {
    text = (item: string) => item,
    locked,
    onRemove,
    removeLabel,
  }: {
    text?: (item: string) => string;
    locked: boolean;
    onRemove: (index: number) => void;
    /** The remove button's name for a chip's text ("Remove …" in the locale). */
    removeLabel: (text: string) => string;
  },
) {
  return html`<ul part="chips">
    ${items.map(
      (item, i) =>
        html`<li part="chip">
          <span>${text(item)}</span>${
            locked
              ? nothing
              : html`<button
                  type="button"
                  part="chip-remove"
                  aria-label=${removeLabel(text(item))}
                  @click=${() => onRemove(i)}
                >
                  ×
                </button>`
          }
        </li>`,
    )}
  </ul>`;
}
