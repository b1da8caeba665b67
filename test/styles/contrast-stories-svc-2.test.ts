import {storyContrastTests} from './contrast-helpers.js';

// The stories of the svc elements and hosts (part 2 of 3), light and dark.
await storyContrastTests({
  'duration-picker.stories': () => import('../../stories/duration-picker.stories.js'),
  'metric-cards.stories': () => import('../../stories/metric-cards.stories.js'),
  'onboarding-plan.stories': () => import('../../stories/onboarding-plan.stories.js'),
  'onboarding-welcome.stories': () => import('../../stories/onboarding-welcome.stories.js'),
  'resource-picker.stories': () => import('../../stories/resource-picker.stories.js'),
});
