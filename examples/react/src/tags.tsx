// React 19 sets properties and listens to events on custom elements by itself: with the generated
// JSX types (`@svc/surfaces/types/jsx`) the tags type-check in TSX too. (The components of
// `@svc/surfaces/react`, used in App.tsx, also work in React 18.)
import type {} from '@svc/surfaces/types/jsx';
import type {SvcActionEvent} from '@svc/surfaces';

export function Tags({onAction}: {onAction: (event: SvcActionEvent) => void}) {
  return (
    <>
      <svc-conversation conversation-id="conv-access-request" onsvc-action={onAction} />
      {/* @ts-expect-error `conversationID` is not a property of <svc-conversation> */}
      <svc-conversation conversationID="conv-access-request" />
    </>
  );
}
