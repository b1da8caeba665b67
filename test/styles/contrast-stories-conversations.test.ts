import {storyContrastTests} from './contrast-helpers.js';

// The sample conversations as their stories show them (every surface, the mock providers and
// the action log), light and dark.
await storyContrastTests({
  'sample-conversations.stories': () => import('../../stories/sample-conversations.stories.js'),
});
