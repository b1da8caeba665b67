import {storyContrastTests} from './contrast-helpers.js';

// The stories of the basic elements, light and dark (list, audio and video: contrast-stories-media.test.ts).
await storyContrastTests({
  'button.stories': () => import('../../stories/button.stories.js'),
  'card.stories': () => import('../../stories/card.stories.js'),
  'check-box.stories': () => import('../../stories/check-box.stories.js'),
  'choice-picker.stories': () => import('../../stories/choice-picker.stories.js'),
  'column.stories': () => import('../../stories/column.stories.js'),
  'date-time-input.stories': () => import('../../stories/date-time-input.stories.js'),
  'divider.stories': () => import('../../stories/divider.stories.js'),
  'icon.stories': () => import('../../stories/icon.stories.js'),
  'image.stories': () => import('../../stories/image.stories.js'),
  'marker.stories': () => import('../../stories/marker.stories.js'),
  'modal.stories': () => import('../../stories/modal.stories.js'),
  'placeholder.stories': () => import('../../stories/placeholder.stories.js'),
  'progress-bar.stories': () => import('../../stories/progress-bar.stories.js'),
  'row.stories': () => import('../../stories/row.stories.js'),
  'slider.stories': () => import('../../stories/slider.stories.js'),
  'tabs.stories': () => import('../../stories/tabs.stories.js'),
  'text-field.stories': () => import('../../stories/text-field.stories.js'),
  'text.stories': () => import('../../stories/text.stories.js'),
});
