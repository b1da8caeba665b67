import {useState} from 'react';
import type {SvcActionDetail, SvcActionEvent} from '@svc/surfaces';
import {createClient} from '@svc/surfaces/api';
import {createMockService} from '@svc/surfaces/mock';
import {SvcConversation, SvcStatusIndicator} from '@svc/surfaces/react';

// The in-memory mock stands in for your tenant's service. A real app passes its signed-in user's
// token (`auth: {getToken}`), never a client secret: browser code is public.
const mock = createMockService({origin: 'https://tenant.example.test'});
const client = createClient({
  baseUrl: 'https://tenant.example.test',
  auth: {token: 'demo-token'},
  fetch: mock.fetch,
});

export function App() {
  const [actions, setActions] = useState<SvcActionDetail[]>([]);
  const [dark, setDark] = useState(false);
  // A real app sends the action to its agent here: the service has no endpoint for actions.
  const onAction = (event: SvcActionEvent) => setActions((list) => [...list, event.detail]);

  return (
    <div className={dark ? 'app dark' : 'app'}>
      <header>
        <h1>Surfaces in React</h1>
        <button type="button" aria-pressed={dark} onClick={() => setDark(!dark)}>
          Dark theme
        </button>
      </header>
      <main>
        <SvcConversation client={client} conversationId="conv-access-request" onAction={onAction} />
        <aside aria-label="Actions">
          <SvcStatusIndicator
            status={actions.length ? 'done' : 'pending'}
            message={actions.length ? `${actions.length} action(s) received` : 'No action yet'}
          />
          <h2>Action log</h2>
          <ol aria-live="polite">
            {actions.map((action) => (
              <li key={action.actionId}>
                {action.name} ({action.sourceComponentId})
              </li>
            ))}
          </ol>
        </aside>
      </main>
    </div>
  );
}

// A misspelt prop or event is a type error:
// @ts-expect-error `conversationID` is not a prop of SvcConversation (`conversationId` is)
export const misspeltProp = <SvcConversation conversationID="conv-access-request" />;
// @ts-expect-error `onActon` is not an event prop of SvcConversation (`onAction` is)
export const misspeltEvent = <SvcConversation onActon={() => undefined} />;
