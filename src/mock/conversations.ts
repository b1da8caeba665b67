// The sample conversations the mock service serves (the demo, Storybook, tests), read from the
// JSON files beside this module: one copy of each. The two-surface sample is made from two others.
import accessRequest from './conversations/access-request.json' with {type: 'json'};
import connectorSetup from './conversations/connector-setup.json' with {type: 'json'};
import dashboard from './conversations/dashboard.json' with {type: 'json'};
import deletedSurface from './conversations/deleted-surface.json' with {type: 'json'};
import empty from './conversations/empty.json' with {type: 'json'};
import kitchenSink from './conversations/kitchen-sink.json' with {type: 'json'};
import onboarding from './conversations/onboarding.json' with {type: 'json'};
import type {SurfaceRecord} from '../model/types.js';

export interface MockConversation {
  id: string;
  title: string;
  /** The sample's name: its JSON file's, beside this module (`multi-surface` is made of two). */
  name: string;
  surfaces: SurfaceRecord[];
}

type Sample = {surfaces: unknown[]};

function conversation(id: string, title: string, name: string, sample: Sample): MockConversation {
  return {id, title, name, surfaces: sample.surfaces as SurfaceRecord[]};
}

/** The sample conversations, in file-name order. */
export const conversations: MockConversation[] = [
  conversation(
    'conv-access-request',
    'Access request with justification and reviewers',
    'access-request',
    accessRequest,
  ),
  conversation('conv-connector', 'Connector setup', 'connector-setup', connectorSetup),
  conversation(
    'conv-dashboard',
    'Access dashboard: charts, metrics and a table',
    'dashboard',
    dashboard,
  ),
  conversation(
    deletedSurface.conversationId,
    deletedSurface.title,
    'deleted-surface',
    deletedSurface,
  ),
  conversation(empty.conversationId, empty.title, 'empty', empty),
  conversation(
    'conv-kitchen-sink',
    'Kitchen sink: every basic component',
    'kitchen-sink',
    kitchenSink,
  ),
  // The onboarding and dashboard surfaces together, as the service returns several surfaces.
  conversation('conv-multi-surface', 'Two surfaces in one conversation', 'multi-surface', {
    surfaces: [...onboarding.surfaces, ...dashboard.surfaces],
  }),
  conversation('conv-onboarding', 'Onboarding plan', 'onboarding', onboarding),
];
