// Runs inside Chromium: `<svc-conversation>` showing the sample conversations' surfaces, copied
// many times over (ids made unique), as a long conversation would: every surface set at once.
import '../../src/surface/conversation.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {ServiceClient} from '../../src/api/client.js';
import {conversations} from '../../src/mock/conversations.js';
import {afterFrame, painted, until, watchLongTasks} from './settle.js';

const names = ['access-request', 'dashboard', 'kitchen-sink', 'multi-surface', 'onboarding'];
const samples = conversations
  .filter((sample) => names.includes(sample.name))
  .flatMap((conversation) => conversation.surfaces as unknown as Array<Record<string, unknown>>);

const api = {
  /**
   * `copies` times every sample surface in one conversation: from the surfaces arriving to every
   * surface rendered (their lazily loaded elements included), and the longest task meanwhile.
   */
  async render(copies: number) {
    const surfaces = [];
    for (let c = 0; c < copies; c++)
      for (const s of samples) surfaces.push({...s, surfaceId: `${String(s.surfaceId)}-${c}`});
    document.body.replaceChildren();
    await afterFrame();
    const el = document.createElement('svc-conversation') as SvcConversation;
    el.client = {listSurfaces: async () => surfaces} as unknown as ServiceClient;
    el.conversationId = 'bench';
    const longTasks = watchLongTasks();
    const start = performance.now();
    document.body.append(el);
    const count = () => el.shadowRoot?.querySelectorAll('svc-surface').length ?? 0;
    await until(() => count() === surfaces.length, start);
    const shown = [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')];
    await Promise.all(shown.map((surface) => surface.rendered));
    await painted();
    const ms = performance.now() - start;
    // What loads or draws after its surface has rendered (charts) is in the longest task too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {ms, surfaces: shown.length, longest: await longTasks()};
  },
};

Object.assign(globalThis, {bench: api, benchReady: true});
