import {storyContrastTests} from './contrast-helpers.js';

// The stories of the svc elements and hosts (part 1 of 3), light and dark.
await storyContrastTests({
  'chart.stories': () => import('../../stories/chart.stories.js'),
  'code-block.stories': () => import('../../stories/code-block.stories.js'),
  'connector-config-form.stories': () => import('../../stories/connector-config-form.stories.js'),
  'connector-sync-detail.stories': () => import('../../stories/connector-sync-detail.stories.js'),
  'conversation.stories': () => import('../../stories/conversation.stories.js'),
});
