import {storyContrastTests} from './contrast-helpers.js';

// The stories of <svc-surface>, <svc-a2ui>, <svc-mcp-app> and the playground, light and dark. The generated form
// (Sizes) is checked with two of its sections: every section has the same kinds of components.
await storyContrastTests({
  'a2ui.stories': () => import('../../stories/a2ui.stories.js'),
  'mcp-app.stories': () => import('../../stories/mcp-app.stories.js'),
  'playground.stories': () => import('../../stories/playground.stories.js'),
  'surface.stories': {
    load: () => import('../../stories/surface.stories.js'),
    args: {Sizes: {count: 27}},
  },
});
