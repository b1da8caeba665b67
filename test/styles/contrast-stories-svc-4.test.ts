import {storyContrastTests} from './contrast-helpers.js';

// The stories of the svc elements (part 4), and the Theming page, light and dark.
await storyContrastTests({
  'connector-sync-progress.stories': () =>
    import('../../stories/connector-sync-progress.stories.js'),
  'notifications-variant-a.stories': () =>
    import('../../stories/notifications-variant-a.stories.js'),
  'notifications-variant-b.stories': () =>
    import('../../stories/notifications-variant-b.stories.js'),
  'theming.stories': () => import('../../stories/theming.stories.js'),
});
