import {storyContrastTests} from './contrast-helpers.js';

// The stories of the form elements, light and dark.
await storyContrastTests({
  'bool-field.stories': () => import('../../stories/bool-field.stories.js'),
  'chips-field.stories': () => import('../../stories/chips-field.stories.js'),
  'date-field.stories': () => import('../../stories/date-field.stories.js'),
  'file-field.stories': () => import('../../stories/file-field.stories.js'),
  'form-text-field.stories': () => import('../../stories/form-text-field.stories.js'),
  'form.stories': () => import('../../stories/form.stories.js'),
  'map-field.stories': () => import('../../stories/map-field.stories.js'),
  'number-field.stories': () => import('../../stories/number-field.stories.js'),
  'oauth2-field.stories': () => import('../../stories/oauth2-field.stories.js'),
  'password-field.stories': () => import('../../stories/password-field.stories.js'),
  'picker-field.stories': () => import('../../stories/picker-field.stories.js'),
  'request-form.stories': () => import('../../stories/request-form.stories.js'),
  'select-field.stories': () => import('../../stories/select-field.stories.js'),
});
