import type {Json, Severity} from '../model/types.js';
import type {AgentCall, FunctionMessage} from '../protocol/function-calls.js';
import type {ActionMessage, ClientDataModel, ErrorMessage} from '../protocol/types.js';

/** What the agent receives when the user triggers an action on a surface. */
export interface SvcActionDetail {
  /** Unique per action; `surface.settleAction(actionId)` ends its button's pending state. */
  actionId: string;
  /** The action's name, as the surface gave it. */
  name: string;
  surfaceId: string;
  /** Set by `<svc-conversation>` when it re-dispatches the action. */
  conversationId?: string;
  /** The id of the component the user acted on. */
  sourceComponentId: string;
  /** When the user acted, ISO 8601. */
  timestamp: string;
  /** The action's context values, resolved at the moment of the action. */
  context: Record<string, unknown>;
  /** The person's turn to show in the conversation, when the action carried a `userMessage`. */
  userMessage?: string;
  /** A snapshot of the whole data model, only when the surface's `sendDataModel` is true. */
  dataModel?: Json;
}

/** The user triggered an action (a button, a todo item's action, a form's submit). */
export class SvcActionEvent extends CustomEvent<SvcActionDetail> {
  static readonly type = 'svc-action';
  constructor(detail: SvcActionDetail) {
    super(SvcActionEvent.type, {detail, bubbles: true, composed: true});
  }
}

export interface SvcDataChangeDetail {
  surfaceId: string;
  /** Absolute JSON Pointer that the edit wrote. */
  path: string;
  value: unknown;
}

/** The user edited a bound value; the surface's data model changed at `path`. */
export class SvcDataChangeEvent extends CustomEvent<SvcDataChangeDetail> {
  static readonly type = 'svc-data-change';
  constructor(detail: SvcDataChangeDetail) {
    super(SvcDataChangeEvent.type, {detail, bubbles: true, composed: true});
  }
}

export interface SvcDataConflictDetail {
  surfaceId: string;
  /** Absolute JSON Pointer that both the person and the server changed. */
  path: string;
  /** What the person had there (now replaced). */
  local: unknown;
  /** The server's value, which the surface now shows. */
  server: unknown;
}

/**
 * A newer version from the server changed a value the person had also changed: the server's value
 * is shown, and a host may tell the person what they had.
 */
export class SvcDataConflictEvent extends CustomEvent<SvcDataConflictDetail> {
  static readonly type = 'svc-data-conflict';
  constructor(detail: SvcDataConflictDetail) {
    super(SvcDataConflictEvent.type, {detail, bubbles: true, composed: true});
  }
}

export interface SvcA2uiMessageDetail {
  /**
   * The renderer-to-agent message, in the A2UI protocol's shape: an action, an error, or (v1.0)
   * a function call's answer or a call to the agent.
   */
  message: ActionMessage | ErrorMessage | FunctionMessage;
  /** Transport metadata to send with it: the data models of surfaces that opted in. */
  metadata?: {a2uiClientDataModel: ClientDataModel};
  /** The agent the message is for, when it is not the default one (`connect(…, {agent})`). */
  agent?: string;
}

/**
 * The agent called a renderer function (v1.0 `callRendererFunction`) that no registered function
 * takes: answer with `detail.reply(value)` or `detail.fail(message)`, once. Unanswered, the call
 * stays open (the agent's own timeout applies); without a listener it is answered "not found".
 */
export class SvcA2uiFunctionCallEvent extends CustomEvent<AgentCall> {
  static readonly type = 'svc-a2ui-function-call';
  constructor(detail: AgentCall) {
    super(SvcA2uiFunctionCallEvent.type, {detail, bubbles: true, composed: true, cancelable: true});
  }
}

/**
 * A message for the agent, ready to send over the host's A2UI transport. Cancelable: when the
 * agent's connection sends it by itself, `preventDefault()` keeps it from being sent.
 */
export class SvcA2uiMessageEvent extends CustomEvent<SvcA2uiMessageDetail> {
  static readonly type = 'svc-a2ui-message';
  constructor(detail: SvcA2uiMessageDetail) {
    super(SvcA2uiMessageEvent.type, {detail, bubbles: true, composed: true, cancelable: true});
  }
}

export interface SvcSurfaceErrorDetail {
  surfaceId?: string;
  message: string;
}

/** A surface could not be shown at all (not an object, no components). */
export class SvcSurfaceErrorEvent extends CustomEvent<SvcSurfaceErrorDetail> {
  static readonly type = 'svc-surface-error';
  constructor(detail: SvcSurfaceErrorDetail) {
    super(SvcSurfaceErrorEvent.type, {detail, bubbles: true, composed: true});
  }
}

/** One problem of a rendered surface, compact enough to send back to the agent. */
export interface SurfaceIssue {
  severity: Severity;
  /**
   * JSON Pointer of the spot: into the Surface record (`/components/3/textField/label`), or, for
   * an A2UI surface, into the message that defined the component (`/updateComponents/components/2`).
   */
  pointer: string;
  message: string;
  /** The component concerned, when there is one. */
  componentId?: string;
  /**
   * The A2UI error code of an error: `EXPRESSION_ERROR` for a value that could not be evaluated;
   * from `<svc-a2ui>`, `VALIDATION_FAILED` for the others.
   */
  code?: string;
}

export interface SvcSurfaceIssuesDetail {
  surfaceId: string;
  /** Set by `<svc-conversation>` when it passes the event on. */
  conversationId?: string;
  /** Every current issue of the surface, each once; empty once the surface has been repaired. */
  issues: SurfaceIssue[];
  /**
   * From `<svc-a2ui>`: one A2UI `error` message (`VALIDATION_FAILED` or `EXPRESSION_ERROR`, with
   * the pointer as `path`) per error, ready to send to the agent over the A2UI transport.
   */
  messages?: ErrorMessage[];
}

/**
 * The issues of a rendered surface changed (after a render or an update, never per keystroke
 * unless the issues themselves change). The first render of a surface without issues fires
 * nothing; a surface whose issues all went away fires once with an empty list.
 */
export class SvcSurfaceIssuesEvent extends CustomEvent<SvcSurfaceIssuesDetail> {
  static readonly type = 'svc-surface-issues';
  constructor(detail: SvcSurfaceIssuesDetail) {
    super(SvcSurfaceIssuesEvent.type, {detail, bubbles: true, composed: true});
  }
}

export interface SvcSurfaceRenderedDetail {
  surfaceId: string;
}

/**
 * The element tree of a surface is completely built: after the first build, after a newer
 * version, and after a template list that changed shape. A large surface shows its first
 * screenful at once and builds the rest in slices; this event (and `surface.rendered`) marks the
 * end.
 */
export class SvcSurfaceRenderedEvent extends CustomEvent<SvcSurfaceRenderedDetail> {
  static readonly type = 'svc-surface-rendered';
  constructor(detail: SvcSurfaceRenderedDetail) {
    super(SvcSurfaceRenderedEvent.type, {detail, bubbles: true, composed: true});
  }
}

export interface SvcAuthRequiredDetail {
  /** The HTTP status that said so (401). */
  status: number;
  /** The conversation that could not be loaded, when it was one. */
  conversationId?: string;
}

/**
 * The service refused the signed-in user's token (HTTP 401, after the client asked `getToken` for
 * a fresh one): the person must sign in again. The element says so; the host signs the person in
 * and then sets the new token (or calls `refresh()`).
 */
export class SvcAuthRequiredEvent extends CustomEvent<SvcAuthRequiredDetail> {
  static readonly type = 'svc-auth-required';
  constructor(detail: SvcAuthRequiredDetail) {
    super(SvcAuthRequiredEvent.type, {detail, bubbles: true, composed: true});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-auth-required': SvcAuthRequiredEvent;
    'svc-surface-issues': SvcSurfaceIssuesEvent;
    'svc-action': SvcActionEvent;
    'svc-data-change': SvcDataChangeEvent;
    'svc-data-conflict': SvcDataConflictEvent;
    'svc-a2ui-message': SvcA2uiMessageEvent;
    'svc-a2ui-function-call': SvcA2uiFunctionCallEvent;
    'svc-surface-error': SvcSurfaceErrorEvent;
    'svc-surface-rendered': SvcSurfaceRenderedEvent;
  }
}
