import {css} from 'lit';

/**
 * Card look shared by the two sync cards. Each element maps its own `--svc-<tag>-*` knobs onto
 * `--_card-bg`, `--_card-border`, `--_card-radius` and `--_card-padding` before these apply.
 */
export const syncCardStyles = css`
  :host {
    display: block;
  }
  [part~='base'] {
    background: var(--_card-bg);
    border: 1px solid var(--_card-border);
    border-radius: var(--_card-radius);
    padding: var(--_card-padding);
    display: flex;
    flex-direction: column;
    gap: var(--_space-2);
    min-width: 0;
  }
  [part~='heading'] {
    margin: 0;
    font-size: 1em;
    font-weight: 600;
    overflow-wrap: break-word;
  }
  [part~='state'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-1);
    font-weight: 600;
  }
  [part~='state']::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: var(--_dot, var(--_muted));
  }
  [data-state='running'] {
    --_dot: var(--_info);
  }
  [data-state='queued'] {
    --_dot: var(--_warning);
  }
  [data-state='completed'] {
    --_dot: var(--_success);
  }
  [data-state='failed'] {
    --_dot: var(--_danger);
  }
  [part~='notice'] {
    margin: 0;
    color: var(--_muted);
  }
  [part~='error'] {
    margin: 0;
    color: var(--_danger);
    overflow-wrap: break-word;
  }
`;
