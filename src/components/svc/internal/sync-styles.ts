import {css} from 'lit';
import {cardRule} from '../../../styles/layout.js';

/**
 * Card look shared by the two sync cards. Each element maps its own `--svc-<tag>-*` knobs onto
 * `--_card-bg`, `--_card-border`, `--_card-radius` and `--_card-padding` before these apply.
 */
export const syncCardStyles = css`
  :host {
    display: block;
  }
  ${cardRule("[part~='base']", 'var(--_space-2)')}
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
