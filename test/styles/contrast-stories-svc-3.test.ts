import {storyContrastTests} from './contrast-helpers.js';

// The stories of the svc elements and hosts (part 3 of 3), light and dark.
await storyContrastTests({
  'status-indicator.stories': () => import('../../stories/status-indicator.stories.js'),
  'table.stories': () => import('../../stories/table.stories.js'),
  'todo-list.stories': () => import('../../stories/todo-list.stories.js'),
});
