// A Next.js App Router page renders client components on the server first: importing the React
// wrappers in Node (no DOM) must not throw, and the server HTML is the bare tag, which the element
// fills once the client loads it. Run after `npm run build` (it reads dist/).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';

test('the React wrappers render on the server as the bare tags', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const {SvcConversation, SvcTable} = await import('../../dist/react/index.js');
  const html = renderToString(
    createElement(
      'main',
      null,
      createElement(SvcConversation, {
        conversationId: 'conv-1',
        auth: {token: 'not rendered'},
        onAction: () => undefined,
        className: 'chat',
      }),
      createElement(SvcTable, {rows: [{a: 1}], columns: [{key: 'a', label: 'A'}]}),
    ),
  );
  assert.match(html, /<svc-conversation class="chat"><\/svc-conversation>/);
  assert.match(html, /<svc-table><\/svc-table>/);
  assert.doesNotMatch(html, /not rendered|onAction/);
});
