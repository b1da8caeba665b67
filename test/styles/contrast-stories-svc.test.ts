import {storyContrastTests} from './contrast-helpers.js';

// The stories of the svc elements, light and dark (a2ui, audio and video stories draw nothing to check).
storyContrastTests({
  'chart.stories': () => import('../../stories/chart.stories.js'),
  'code-block.stories': () => import('../../stories/code-block.stories.js'),
  'connector-config-form.stories': () => import('../../stories/connector-config-form.stories.js'),
  'connector-sync-detail.stories': () => import('../../stories/connector-sync-detail.stories.js'),
  'conversation.stories': () => import('../../stories/conversation.stories.js'),
  'duration-picker.stories': () => import('../../stories/duration-picker.stories.js'),
  'metric-cards.stories': () => import('../../stories/metric-cards.stories.js'),
  'onboarding-plan.stories': () => import('../../stories/onboarding-plan.stories.js'),
  'onboarding-welcome.stories': () => import('../../stories/onboarding-welcome.stories.js'),
  'resource-picker.stories': () => import('../../stories/resource-picker.stories.js'),
  'sample-conversations.stories': () => import('../../stories/sample-conversations.stories.js'),
  'status-indicator.stories': () => import('../../stories/status-indicator.stories.js'),
  'surface.stories': () => import('../../stories/surface.stories.js'),
  'table.stories': () => import('../../stories/table.stories.js'),
  'todo-list.stories': () => import('../../stories/todo-list.stories.js'),
});
