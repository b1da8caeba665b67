/**
 * Events and data helpers of the onboarding elements (`<svc-onboarding-welcome>`,
 * `<svc-onboarding-plan>`).
 */
import {buttonRule, primaryButtonVars, quietButtonVars} from '../../../styles/buttons.js';
import {css} from 'lit';
import {SvcIntentEvent} from '../../events.js';
import {intentStyles} from './intents.js';
import {cardRule} from '../../../styles/layout.js';

/** The person chose to connect the recommended app. Context: `{catalogId, displayName}`. */
export class SvcOnboardingConnectEvent extends SvcIntentEvent {
  static readonly type = 'svc-onboarding-connect';
  constructor(
    actionName: string,
    /** Catalog id of the recommended app. */
    readonly catalogId: string,
    /** Its display name. */
    readonly displayName: string,
  ) {
    super(SvcOnboardingConnectEvent.type, actionName, {catalogId, displayName});
  }
}

/** The person wants to pick a different app to start with. Context: `{recommendedCatalogId}`. */
export class SvcOnboardingChooseAppEvent extends SvcIntentEvent {
  static readonly type = 'svc-onboarding-choose-app';
  constructor(
    actionName: string,
    /** The app that was recommended, if any. */
    readonly recommendedCatalogId: string,
  ) {
    super(SvcOnboardingChooseAppEvent.type, actionName, {recommendedCatalogId});
  }
}

/** The person skipped the onboarding for now. Context: `{recommendedCatalogId}`. */
export class SvcOnboardingSkipEvent extends SvcIntentEvent {
  static readonly type = 'svc-onboarding-skip';
  constructor(
    actionName: string,
    /** The app that was recommended, if any. */
    readonly recommendedCatalogId: string,
  ) {
    super(SvcOnboardingSkipEvent.type, actionName, {recommendedCatalogId});
  }
}

/** The person asked to start a step of the plan. Context: `{stepId, categoryId}`. */
export class SvcOnboardingStepStartEvent extends SvcIntentEvent {
  static readonly type = 'svc-onboarding-step-start';
  constructor(
    actionName: string,
    /** The step to start. */
    readonly stepId: string,
    /** The category (section) the step belongs to. */
    readonly categoryId: string,
  ) {
    super(SvcOnboardingStepStartEvent.type, actionName, {stepId, categoryId});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-onboarding-connect': SvcOnboardingConnectEvent;
    'svc-onboarding-choose-app': SvcOnboardingChooseAppEvent;
    'svc-onboarding-skip': SvcOnboardingSkipEvent;
    'svc-onboarding-step-start': SvcOnboardingStepStartEvent;
  }
}

/** Any value as display text (objects are not shown). */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** A step of an onboarding plan, as the surface sends it (extra fields are tolerated). */
export interface OnboardingStep {
  id: string;
  title: string;
  description?: string;
  /** The assistant can do this step with the person. */
  agentAssisted?: boolean;
  /** Where the step stands, when known: `completed`, `in_progress`, `pending`… */
  status?: string;
  /** Another way to say the step is finished. */
  done?: boolean;
}

/** A section of an onboarding plan, as the surface sends it. */
export interface OnboardingCategory {
  id: string;
  title: string;
  steps: OnboardingStep[];
}

/** Where a step stands, when the plan says. */
export type StepStatus = 'done' | 'active' | 'pending' | undefined;

export interface PlanStep {
  id: string;
  title: string;
  description: string;
  agentAssisted: boolean;
  status: StepStatus;
}

export interface PlanCategory {
  id: string;
  title: string;
  steps: PlanStep[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const truthy = (v: unknown) =>
  v === true || v === 1 || (typeof v === 'string' && v.trim().toLowerCase() === 'true');

/** Reads `status`/`state`/`done`/`completed` in their usual spellings. */
function stepStatus(step: Record<string, unknown>): StepStatus {
  if (truthy(step.done) || truthy(step.completed)) return 'done';
  const raw = toText(step.status ?? step.state)
    .toLowerCase()
    .replace(/^(step_?)?status_?/, '')
    .replace(/[\s_-]/g, '');
  if (['done', 'completed', 'complete', 'finished', 'succeeded', 'skipped'].includes(raw)) {
    return 'done';
  }
  if (['inprogress', 'active', 'running', 'started', 'current'].includes(raw)) return 'active';
  if (['pending', 'todo', 'notstarted', 'open', 'queued'].includes(raw)) return 'pending';
  if (step.done === false || step.completed === false) return 'pending';
  return undefined;
}

/**
 * The plan's categories from agent-written input: missing arrays become empty, entries that are
 * not objects are dropped, extra fields are ignored, ids default to their position.
 */
export function toPlan(value: unknown): PlanCategory[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((c, ci) => ({
    id: toText(c.id) || `category-${ci + 1}`,
    title: toText(c.title ?? c.displayName ?? c.name),
    steps: (Array.isArray(c.steps) ? c.steps : []).filter(isRecord).map((s, si) => ({
      id: toText(s.id) || `step-${ci + 1}-${si + 1}`,
      title: toText(s.title ?? s.displayName ?? s.name),
      description: toText(s.description),
      agentAssisted: truthy(s.agentAssisted),
      status: stepStatus(s),
    })),
  }));
}

/** Card look shared by the onboarding elements. */
export const onboardingCardStyles = css`
  ${intentStyles}
  ${cardRule("[part~='base']", 'var(--_space-3)')}
  [part~='heading'] {
    margin: 0;
    font-size: 1.15em;
    font-weight: 600;
  }
  ${buttonRule('button')}
  button.primary {
    ${primaryButtonVars}
  }
  button.quiet {
    ${quietButtonVars}
  }
  button.quiet:hover {
    filter: none;
    text-decoration: underline;
  }
`;
