import {LitElement, css, html, nothing, type PropertyValues} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {plainListRule, stackRule} from '../../styles/layout.js';
import {
  SvcOnboardingStepStartEvent,
  onboardingCardStyles,
  toPlan,
  toText,
  type OnboardingCategory,
  type PlanCategory,
  type PlanStep,
} from './internal/onboarding.js';
import {IntentButtons, RaisesIntents} from './internal/intents.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';
import {HeadingLevels} from '../../controllers/element-headings.js';

/**
 * @summary An onboarding plan: sections (categories) of steps, each with a title, a description
 * and a "Start" button; steps the assistant can help with carry an "Agent-assisted" badge. When
 * steps say where they stand (`status`/`done`), each section shows its progress. Only the step to
 * do next (the first in progress, else the first not done) has a primary button: the card has one
 * main action.
 *
 * @fires svc-onboarding-step-start - `SvcOnboardingStepStartEvent`: a step's Start (or Continue)
 * button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`.
 *
 * @csspart base - The card.
 * @csspart heading - The plan heading (only when `heading` is set).
 * @csspart category - One section.
 * @csspart category-heading - A section's title.
 * @csspart progress - A section's progress (text and bar), when step status is known.
 * @csspart steps - A section's list of steps.
 * @csspart step - One step (`data-status` holds done, active or pending when known).
 * @csspart step-title - A step's title.
 * @csspart step-description - A step's description.
 * @csspart badge - The "Agent-assisted" badge.
 * @csspart start - A step's Start button.
 * @csspart done - The "Done" mark of a finished step.
 * @csspart empty - The text shown when the plan has no steps.
 *
 * @cssprop [--svc-onboarding-plan-background=var(--svc-color-surface)] - Card background.
 * @cssprop [--svc-onboarding-plan-border-color=var(--svc-color-border)] - Card and step borders.
 * @cssprop [--svc-onboarding-plan-radius=var(--svc-radius-lg)] - Card corner radius.
 * @cssprop [--svc-onboarding-plan-padding=var(--svc-space-4)] - Card padding.
 * @cssprop [--svc-onboarding-plan-badge-color=var(--svc-color-info)] - Colour of the agent badge.
 */
@customElement('svc-onboarding-plan')
export class SvcOnboardingPlan extends RaisesIntents(LitElement) {
  static override styles = [
    hostStyles,
    visuallyHidden,
    onboardingCardStyles,
    css`
      :host {
        --_card-bg: var(--svc-onboarding-plan-background, var(--_bg));
        --_card-border: var(--svc-onboarding-plan-border-color, var(--_border));
        --_card-radius: var(--svc-onboarding-plan-radius, var(--_radius-lg));
        --_card-padding: var(--svc-onboarding-plan-padding, var(--_space-4));
        --_badge: var(--svc-onboarding-plan-badge-color, var(--_info));
        display: block;
      }
      [part~='category'] {
        display: flex;
        flex-direction: column;
        gap: var(--_space-2);
      }
      [part~='category-heading'] {
        margin: 0;
        font-size: 1em;
        font-weight: 600;
      }
      [part~='progress'] {
        display: flex;
        align-items: center;
        gap: var(--_space-2);
        color: var(--_muted);
      }
      /* The native bar, drawn in the library's one progress look. */
      [part~='progress'] progress {
        flex: 1;
        max-width: 192px;
        height: var(--_progress-height);
        appearance: none;
        border: 0;
        border-radius: 999px;
        background: var(--_progress-track);
        overflow: hidden;
      }
      progress::-webkit-progress-bar {
        background: var(--_progress-track);
      }
      progress::-webkit-progress-value {
        background: var(--_progress-fill);
        border-radius: 999px;
      }
      progress::-moz-progress-bar {
        background: var(--_progress-fill);
        border-radius: 999px;
      }
      ${plainListRule("[part~='steps']")}
      ${stackRule("[part~='steps']", 'var(--_space-2)')}
      [part~='step'] {
        display: flex;
        gap: var(--_space-3);
        align-items: flex-start;
        justify-content: space-between;
        border: 1px solid var(--_card-border);
        border-radius: var(--_radius);
        padding: var(--_space-2) var(--_space-3);
      }
      [part~='step'][data-status='done'] [part~='step-title'] {
        color: var(--_muted);
      }
      .text {
        display: flex;
        flex-direction: column;
        gap: var(--_space-1);
        min-width: 0;
        line-height: 1.25;
      }
      /* The title's line lines up with the Start button beside it. */
      [part~='step']:has(> [part~='start']) .text {
        padding-top: max(0px, (var(--_control-md) - 1.25em) / 2);
      }
      [part~='step-title'] {
        font-weight: 600;
      }
      [part~='step-description'] {
        color: var(--_muted);
      }
      [part~='badge'] {
        align-self: flex-start;
        font-size: var(--_size-sm);
        padding: 0 var(--_space-2);
        border-radius: 999px;
        border: 1px solid var(--_badge);
        color: var(--_badge);
      }
      [part~='done'] {
        color: var(--_success);
        font-weight: 600;
        white-space: nowrap;
      }
      [part~='start'] {
        white-space: nowrap;
      }
      [part~='empty'] {
        margin: 0;
        color: var(--_muted);
      }
    `,
  ];

  /** The intent events this element raises (the surface turns each into an action). */
  static readonly intentEvents = [SvcOnboardingStepStartEvent.type] as const;

  /**
   * The sections of the plan: `[{id, title, steps: [{id, title, description, agentAssisted}]}]`.
   * Steps may also carry `status` (`completed`, `in_progress`, `pending`…) or `done`; other extra
   * fields are ignored.
   */
  @property({attribute: false}) categories: OnboardingCategory[] = [];

  /** Optional heading above the sections. */
  @property() heading = '';

  /** Action name of a step's Start button. */
  @property({attribute: 'start-action-name'}) startActionName = 'onboarding_start_step';

  #plan: PlanCategory[] = [];
  /** The one step whose button is primary: the card's main action. */
  #next?: PlanStep;
  readonly #i18n = new Localize(this);
  readonly #levels = new HeadingLevels(this);
  readonly #t = this.#i18n.t.bind(this.#i18n);
  readonly #intents = new IntentButtons(this);

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('categories')) this.#plan = toPlan(this.categories);
  }

  override render() {
    const heading = toText(this.heading);
    const plan = this.#plan;
    const steps = plan.reduce((n, c) => n + c.steps.length, 0);
    this.#next = nextStep(plan);
    return html`<section part="base" aria-labelledby=${heading ? 'heading' : nothing}>
      ${heading ? this.#levels.heading(1, 'heading', heading, 'heading') : nothing}
      ${steps === 0 ? html`<p part="empty">${this.#t('onboarding.noSteps')}</p>` : nothing}
      ${plan.map((c, ci) => (c.steps.length ? this.#category(c, ci) : nothing))}
      ${this.#intents.notes()}
    </section>`;
  }

  #category(category: PlanCategory, ci: number) {
    const known = category.steps.filter((s) => s.status !== undefined);
    const done = category.steps.filter((s) => s.status === 'done').length;
    const total = category.steps.length;
    const headingId = `category-${ci}`;
    const title = category.title || this.#t('onboarding.part', {n: ci + 1});
    return html`<section part="category" aria-labelledby=${headingId}>
      ${this.#levels.heading(toText(this.heading) ? 2 : 1, 'category-heading', title, headingId)}
      ${
        known.length
          ? html`<div part="progress">
              <span>${this.#t('onboarding.progress', {done, total})}</span>
              <progress
                max=${total}
                .value=${done}
                aria-label=${this.#t('onboarding.progressLabel', {title, done, total})}
              ></progress>
            </div>`
          : nothing
      }
      <ol part="steps">
        ${category.steps.map((s, si) => this.#step(category, s, `${ci}-${si}`))}
      </ol>
    </section>`;
  }

  #step(category: PlanCategory, step: PlanStep, key: string) {
    const title = step.title || this.#t('onboarding.untitled');
    return html`<li part="step" data-status=${step.status ?? nothing}>
      <div class="text">
        <span part="step-title" id=${`title-${key}`}>${title}</span>
        ${
          step.description
            ? html`<span part="step-description">${step.description}</span>`
            : nothing
        }
        ${
          step.agentAssisted
            ? html`<span part="badge"
                >${this.#t('onboarding.assisted')}<span class="visually-hidden"
                  >${this.#t('onboarding.assistedHint')}</span
                ></span
              >`
            : nothing
        }
      </div>
      ${
        step.status === 'done'
          ? html`<span part="done"
              ><span aria-hidden="true">✓</span> ${this.#t('onboarding.done')}</span
            >`
          : this.#intents.button(key, {
              part: 'start',
              className: step === this.#next ? 'primary' : undefined,
              content: html`${this.#t(
                  step.status === 'active' ? 'onboarding.continue' : 'onboarding.start',
                )}<span class="visually-hidden"> ${title}</span>`,
              event: () =>
                new SvcOnboardingStepStartEvent(toText(this.startActionName), step.id, category.id),
            })
      }
    </li>`;
  }
}

/** The step to do next: the first one in progress, else the first one not done. */
function nextStep(plan: readonly PlanCategory[]): PlanStep | undefined {
  const all = plan.flatMap((c) => c.steps);
  return all.find((s) => s.status === 'active') ?? all.find((s) => s.status !== 'done');
}

export {SvcOnboardingStepStartEvent};
export type {OnboardingCategory, OnboardingStep} from './internal/onboarding.js';

declare global {
  interface HTMLElementTagNameMap {
    'svc-onboarding-plan': SvcOnboardingPlan;
  }
}
