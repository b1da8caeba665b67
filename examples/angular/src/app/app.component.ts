import {CUSTOM_ELEMENTS_SCHEMA, Component, signal} from '@angular/core';
import type {SvcActionDetail, SvcActionEvent} from '@svc/surfaces';
import {createClient} from '@svc/surfaces/api';
import {createMockService} from '@svc/surfaces/mock';

// The in-memory mock stands in for your tenant's service. A real app passes its signed-in user's
// token (`auth: {getToken}`), never a client secret: browser code is public.
const mock = createMockService({origin: 'https://tenant.example.test'});

@Component({
  selector: 'app-root',
  // Tells Angular's compiler that <svc-*> are custom elements: any property binding is allowed on
  // them, so the element types (not the template checker) guard property names; events are typed
  // by the element's addEventListener (`$event` is an SvcActionEvent).
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <div class="app" [class.dark]="dark()">
      <header>
        <h1>Surfaces in Angular</h1>
        <button type="button" [attr.aria-pressed]="dark()" (click)="dark.set(!dark())">
          Dark theme
        </button>
      </header>
      <main>
        <svc-conversation
          [client]="client"
          conversation-id="conv-access-request"
          (svc-action)="onAction($event)"
        ></svc-conversation>
        <aside aria-label="Actions">
          <svc-status-indicator
            [status]="actions().length ? 'done' : 'pending'"
            [message]="
              actions().length ? actions().length + ' action(s) received' : 'No action yet'
            "
          ></svc-status-indicator>
          <h2>Action log</h2>
          <ol aria-live="polite">
            @for (action of actions(); track action.actionId) {
              <li>{{ action.name }} ({{ action.sourceComponentId }})</li>
            }
          </ol>
        </aside>
      </main>
    </div>
  `,
})
export class AppComponent {
  readonly client = createClient({
    baseUrl: 'https://tenant.example.test',
    auth: {token: 'demo-token'},
    fetch: mock.fetch,
  });
  readonly actions = signal<SvcActionDetail[]>([]);
  readonly dark = signal(false);

  // A real app sends the action to its agent here: the service has no endpoint for actions.
  onAction(event: SvcActionEvent): void {
    this.actions.update((list) => [...list, event.detail]);
  }
}

// The element types behind the bindings: a misspelt property is a type error.
export function setConversation(element: HTMLElementTagNameMap['svc-conversation']): void {
  // @ts-expect-error `conversationID` is not a property of <svc-conversation> (`conversationId` is)
  element.conversationID = 'conv-access-request';
}
