import {LitElement, css, html, nothing, svg} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {buttonRule, smallButtonVars} from '../../styles/buttons.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {smallHeadingRule} from '../../styles/layout.js';
import {styleProps} from '../../styles/style-props.js';
import {toText} from '../../model/coerce.js';
import {DrawnInParts} from '../../controllers/drawn-in-parts.js';
import {SvcIntentEvent} from '../events.js';
import {IntentButtons, RaisesIntents, intentStyles} from './internal/intents.js';
import {groupBySection, progressOf, progressText, toTodoItems} from './internal/todo-items.js';
import type {TodoGroup, TodoItemView} from './internal/todo-items.js';
import type {TodoStatus} from './internal/todo-status.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';
import {HeadingLevels} from '../../controllers/element-headings.js';

/** One item as sent on the wire. Any field may be missing or of another type; it is coerced. */
export interface TodoItem {
  id?: string;
  label?: string;
  description?: string;
  /** Items with the same section are listed together under its name. */
  section?: string;
  /** pending, in progress, done, failed, skipped, in any case or spelling (`IN_PROGRESS`, `completed`). */
  status?: string;
  /** The action a button on the item asks for; no button when `name` is empty. */
  trailingAction?: {name?: string; context?: Record<string, unknown>};
  /** The button's text; the action name when empty. */
  trailingActionLabel?: string;
}

/** Fired when the user presses an item's trailing action button. */
export class SvcTodoActionEvent extends SvcIntentEvent {
  constructor(
    /** The id of the item whose button was pressed. */
    readonly itemId: string,
    actionName: string,
    context: Record<string, unknown>,
  ) {
    super('svc-todo-action', actionName, context);
  }
}

const ICONS: Record<TodoStatus, ReturnType<typeof svg>> = {
  pending: svg`<circle cx="12" cy="12" r="8.5"></circle>`,
  'in-progress': svg`<circle cx="12" cy="12" r="8.5"></circle><path class="fill" d="M12 3.5a8.5 8.5 0 0 1 0 17z"></path>`,
  done: svg`<circle class="fill" cx="12" cy="12" r="9.5"></circle><path class="mark" d="m8 12.5 2.5 2.5L16 9.5"></path>`,
  failed: svg`<circle class="fill" cx="12" cy="12" r="9.5"></circle><path class="mark" d="m9 9 6 6m0-6-6 6"></path>`,
  skipped: svg`<circle cx="12" cy="12" r="8.5"></circle><path d="M8 12h8"></path>`,
  unknown: svg`<circle cx="12" cy="12" r="8.5" stroke-dasharray="2.5 2.5"></circle>`,
};

/** Items drawn per task in a long list; the rest follow in later tasks. */
export const TODO_ITEMS_PER_TASK = 200;

/**
 * @summary A checklist from the assistant: items grouped by section, each with its status, a
 * progress summary, and an optional action button per item.
 *
 * Items without a section come first, under no section heading (wherever they appear); then each
 * section, in the order of its first item, under its name. The status of each item is matched
 * case-insensitively in any spelling (`pending`, `IN_PROGRESS`, `completed`, `failed`, `skipped`,
 * …); an unknown status is shown neutrally and read as written. The summary counts done items
 * out of all items but skipped ones ("2 of 5 done, 1 skipped"). A long list is drawn 200 items
 * per task (`TODO_ITEMS_PER_TASK`), in the order shown, so no task runs long; the summary counts
 * all of them from the start, and `updateComplete` waits for the last part.
 *
 * @fires {SvcTodoActionEvent} svc-todo-action - The user pressed an item's action button;
 * carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`,
 * `{}` when not an object) and `itemId`.
 *
 * @csspart base - The wrapper around everything.
 * @csspart heading - The heading.
 * @csspart summary - The "2 of 5 done" text.
 * @csspart progress - The progress bar's track.
 * @csspart progress-indicator - The filled part of the progress bar.
 * @csspart group - The block of one section (or of the items without one).
 * @csspart section-heading - A section's name.
 * @csspart list - The list of a group's items.
 * @csspart item - Each item.
 * @csspart status-icon - An item's status icon (hidden from assistive technology).
 * @csspart label - An item's label.
 * @csspart description - An item's description.
 * @csspart action - An item's action button.
 * @cssprop [--svc-todo-list-progress-color=var(--svc-progress-color)] - Filled part of the progress bar.
 * @cssprop [--svc-todo-list-progress-track=var(--svc-progress-track-color)] - Empty part of the progress bar.
 * @cssprop [--svc-todo-list-done-color=var(--svc-color-success)] - Icon of a done item.
 * @cssprop [--svc-todo-list-in-progress-color=var(--svc-color-info)] - Icon of an item in progress.
 * @cssprop [--svc-todo-list-failed-color=var(--svc-color-danger)] - Icon of a failed item.
 * @cssprop [--svc-todo-list-pending-color=var(--svc-color-text-muted)] - Icon of other items.
 * @cssprop [--svc-todo-list-item-gap=var(--svc-space-2)] - Space between items.
 */
@customElement('svc-todo-list')
export class SvcTodoList extends RaisesIntents(LitElement) {
  /** The intent events this element fires; the surface turns each into an `svc-action`. */
  static readonly intentEvents = ['svc-todo-action'] as const;

  static override styles = [
    hostStyles,
    visuallyHidden,
    buttonRule("[part~='action']"),
    intentStyles,
    css`
      :host {
        --_bar: var(--svc-todo-list-progress-color, var(--_progress-fill));
        --_track: var(--svc-todo-list-progress-track, var(--_progress-track));
        --_done: var(--svc-todo-list-done-color, var(--_success));
        --_doing: var(--svc-todo-list-in-progress-color, var(--_info));
        --_failed: var(--svc-todo-list-failed-color, var(--_danger));
        --_idle: var(--svc-todo-list-pending-color, var(--_muted));
        --_item-gap: var(--svc-todo-list-item-gap, var(--_space-2));
        display: block;
        min-width: 0;
      }
      ${smallHeadingRule("[part~='heading']")}
      .progress-row {
        display: flex;
        align-items: center;
        gap: var(--_space-3);
        margin-bottom: var(--_space-3);
      }
      [part~='summary'] {
        margin: 0;
        color: var(--_muted);
        white-space: nowrap;
      }
      [part~='progress'] {
        flex: 1;
        height: var(--_progress-height);
        border-radius: 999px;
        background: var(--_track);
        overflow: hidden;
      }
      [part~='progress-indicator'] {
        width: var(--_fraction, 0%);
        height: 100%;
        background: var(--_bar);
        transition: width 0.2s ease;
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='progress-indicator'] {
          transition: none;
        }
      }
      [part~='group'] + [part~='group'] {
        margin-top: var(--_space-3);
      }
      [part~='section-heading'] {
        margin: 0 0 var(--_space-1);
        font-size: var(--_size-sm);
        font-weight: 600;
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: var(--_muted);
      }
      [part~='list'] {
        display: flex;
        flex-direction: column;
        gap: var(--_item-gap);
        margin: 0;
        padding: 0;
        list-style: none;
      }
      [part~='item'] {
        --_tone: var(--_idle);
        /* Space above the first line, so that it lines up with the button beside it. */
        --_first-line: 0px;
        display: flex;
        align-items: flex-start;
        gap: var(--_space-2);
        line-height: 1.25;
      }
      [part~='item']:has(> [part~='action']) {
        --_first-line: calc((var(--_control-sm) - 1.25em) / 2);
      }
      [part~='item'][data-status='done'] {
        --_tone: var(--_done);
      }
      [part~='item'][data-status='in-progress'] {
        --_tone: var(--_doing);
      }
      [part~='item'][data-status='failed'] {
        --_tone: var(--_failed);
      }
      [part~='status-icon'] {
        flex: none;
        display: inline-flex;
        color: var(--_tone);
        padding-top: var(--_first-line);
      }
      [part~='status-icon'] svg {
        width: 1.25em;
        height: 1.25em;
        fill: none;
        stroke: currentColor;
        stroke-width: 2;
        stroke-linecap: round;
        stroke-linejoin: round;
      }
      [part~='status-icon'] .fill {
        fill: currentColor;
        stroke: none;
      }
      [part~='status-icon'] .mark {
        stroke: var(--_bg);
        stroke-width: 2.5;
      }
      .text {
        flex: 1;
        min-width: 0;
        padding-top: var(--_first-line);
        display: flex;
        flex-direction: column;
      }
      [part~='item'][data-status='done'] [part~='label'] {
        color: var(--_muted);
      }
      [part~='item'][data-status='skipped'] [part~='label'] {
        color: var(--_muted);
        text-decoration: line-through;
      }
      [part~='description'] {
        color: var(--_muted);
        font-size: 0.9em;
      }
      [part~='action'] {
        ${smallButtonVars}
        flex: none;
      }
      .empty {
        margin: 0;
        color: var(--_muted);
      }
    `,
  ];

  /** The heading above the list (the wire `title`). Empty: no heading. */
  @property() heading = '';

  /** The items, in order. Not an array: no items. */
  @property({attribute: false}) items: TodoItem[] = [];

  readonly #i18n = new Localize(this);
  readonly #levels = new HeadingLevels(this);
  readonly #t = this.#i18n.t.bind(this.#i18n);
  readonly #intents = new IntentButtons(this);

  /** How many items are drawn, in the order shown (see TODO_ITEMS_PER_TASK). */
  readonly #drawn = new DrawnInParts(this, TODO_ITEMS_PER_TASK, () => this.#view().items.length);
  #viewCache?: {from: unknown; locale: string; items: TodoItemView[]; groups: TodoGroup[]};

  /** The items as shown and their groups, read again only when the items or the locale change. */
  #view() {
    const locale = this.#i18n.locale;
    const cache = this.#viewCache;
    if (cache && cache.from === this.items && cache.locale === locale) return cache;
    const items = toTodoItems(this.items, this.#t);
    this.#viewCache = {from: this.items, locale, items, groups: groupBySection(items)};
    return this.#viewCache;
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return this.#drawn.complete(() => super.getUpdateComplete());
  }

  override render() {
    const heading = toText(this.heading).trim();
    const {items, groups} = this.#view();
    let left = this.#drawn.count;
    const drawn = [];
    for (const [index, group] of groups.entries()) {
      if (left <= 0) break;
      drawn.push(this.#renderGroup(group, index, left));
      left -= group.items.length;
    }
    return html`<div part="base">
      ${heading ? this.#levels.heading(1, 'heading', heading) : nothing}
      ${
        items.length
          ? html`${this.#renderProgress(items)} ${drawn}`
          : html`<p class="empty">${this.#t('todo.empty')}</p>`
      }
      ${this.#intents.notes()}
    </div>`;
  }

  #renderProgress(items: TodoItemView[]) {
    const progress = progressOf(items);
    const summary = progressText(progress, this.#t);
    const fraction = progress.total ? progress.done / progress.total : 0;
    return html`<div class="progress-row">
      <p part="summary">${summary}</p>
      ${
        progress.total
          ? html`<div
              part="progress"
              role="progressbar"
              aria-label=${this.#t('common.progress')}
              aria-valuemin="0"
              aria-valuemax=${progress.total}
              aria-valuenow=${progress.done}
              aria-valuetext=${summary}
            >
              <div
                part="progress-indicator"
                ${styleProps({'--_fraction': `${Math.round(fraction * 1000) / 10}%`})}
              ></div>
            </div>`
          : nothing
      }
    </div>`;
  }

  /** A group's heading and its first `count` items. */
  #renderGroup(group: TodoGroup, index: number, count: number) {
    const headingId = `section-${index}`;
    return html`<div part="group">
      ${
        group.section
          ? this.#levels.heading(
              toText(this.heading).trim() ? 2 : 1,
              'section-heading',
              group.section,
              headingId,
            )
          : nothing
      }
      <ul part="list" aria-labelledby=${group.section ? headingId : nothing}>
        ${group.items.slice(0, count).map((item) => this.#renderItem(item))}
      </ul>
    </div>`;
  }

  #renderItem(item: TodoItemView) {
    const label = item.label.trim() === '' ? this.#t('todo.untitled') : item.label;
    return html`<li part="item" data-status=${item.status}>
      <span part="status-icon" aria-hidden="true"
        ><svg viewBox="0 0 24 24">${ICONS[item.status]}</svg></span
      >
      <span class="text">
        <span part="label">${label}</span
        ><span class="visually-hidden"> (${item.statusLabel})</span>
        ${item.description ? html`<span part="description">${item.description}</span>` : nothing}
      </span>
      ${
        item.actionName
          ? this.#intents.button(item.id, {
              part: 'action',
              content: html`${item.actionLabel}<span class="visually-hidden">: ${label}</span>`,
              event: () =>
                new SvcTodoActionEvent(item.id, item.actionName, {...item.actionContext}),
            })
          : nothing
      }
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-todo-list': SvcTodoList;
  }
  interface GlobalEventHandlersEventMap {
    'svc-todo-action': SvcTodoActionEvent;
  }
}
