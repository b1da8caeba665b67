import {storyContrastTests} from './contrast-helpers.js';

// The stories of the list, audio and video elements, light and dark. The long list is checked
// with 200 of its 5,000 items: they are all the same text.
await storyContrastTests({
  'audio-player.stories': () => import('../../stories/audio-player.stories.js'),
  'list.stories': {
    load: () => import('../../stories/list.stories.js'),
    args: {Long: {count: 200}},
  },
  'video.stories': () => import('../../stories/video.stories.js'),
});
