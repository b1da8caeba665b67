import {storyContrastTests} from './contrast-helpers.js';

// The stories of the svc elements and hosts (part 3 of 3), light and dark. The sample
// conversations are checked by contrast.test.ts; the surface stories (a generated surface of
// thousands of components) take longer than a test file may run here.
storyContrastTests({
  'status-indicator.stories': () => import('../../stories/status-indicator.stories.js'),
  'table.stories': () => import('../../stories/table.stories.js'),
  'todo-list.stories': () => import('../../stories/todo-list.stories.js'),
});
