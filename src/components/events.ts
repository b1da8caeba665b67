/**
 * Events shared by the elements.
 *
 * Some elements ask the assistant to do something (a todo item's trailing action, "start this
 * onboarding step", "skip"). Each such element fires its own documented event, a subclass of
 * `SvcIntentEvent` carrying an action name and a context, and lists the event types in its static
 * `intentEvents`. Standalone, the host page listens for those events; inside `<svc-surface>` the
 * binding turns each into one `svc-action` for the agent.
 */
export class SvcIntentEvent extends Event {
  constructor(
    type: string,
    /** The action name the agent receives. */
    readonly actionName: string,
    /** Values the agent receives with it (already resolved). */
    readonly context: Record<string, unknown> = {},
    init: EventInit = {},
  ) {
    super(type, {bubbles: true, composed: true, ...init});
  }
}
