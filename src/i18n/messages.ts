import type {formEnglish} from './messages-form.js';
import type {formElementsEnglish} from './messages-form-elements.js';
import type {svcEnglish} from './messages-svc.js';

/**
 * The English catalog of the surface, its markers and the basic elements (loaded with them; the
 * svc elements' English is in `messages-svc.ts`, loaded with those elements): every built-in word an element shows or speaks, and the typed source of
 * the keys the other catalogs translate. `{name}` inserts a value; `{count, plural, one {…}
 * other {…}}` picks by the locale's plural rules, `#` being the number written for the locale.
 */
export const en = {
  'common.retry': 'Retry',
  'common.loading': 'Loading…',
  'common.tryAgain': 'Try again',
  'common.progress': 'Progress',
  'common.remove': 'Remove {name}',
  'common.listSeparator': ', ',
  'common.skipForNow': 'Skip for now',

  'surface.notValid': 'Not valid',
  'surface.fieldsNeedAttention':
    '{count, plural, one {# field needs attention.} other {# fields need attention.}}',
  'surface.noAnswer': 'No answer yet — try again.',
  'surface.waitingForAnswer': 'Waiting for the answer to the last action.',

  'marker.default': 'This part can’t be shown.',
  'marker.noComponents': 'There is nothing to show here yet.',
  'marker.tooLarge': 'This is too large to show in full: only the first {count} parts are shown.',
  'marker.missing': 'A part of this content is missing.',
  'marker.cycle': 'This part can’t be shown: it contains itself.',
  'marker.tooDeep': 'This part is nested too deeply to show (more than {count} levels).',
  'marker.noType': 'This part can’t be shown: its kind is not given.',
  'marker.unknown': 'This part can’t be shown here.',
  'marker.unavailable': 'This part is not available on this page.',
  'mcpApp.title': 'App',
  'mcpApp.needsSandbox': 'This app can’t run on this page: it needs a sandbox of its own.',
  'mcpApp.unreadable': 'A part of this result can’t be shown.',

  'slider.value': 'Value',

  'dateTime.date': 'Date',
  'dateTime.time': 'Time',

  'text.showMore': 'Show more',
  'text.showLess': 'Show less',

  'textField.label': 'Text field',

  'checkBox.label': 'Checkbox',

  'icon.label': 'Icon',

  'tabs.tab': 'Tab {n}',

  'media.Video': 'Video',
  'media.Audio': 'Audio',
  'media.Image.error': 'Image could not be loaded',
  'media.Image.missing': 'Image not shown: it has no address',
  'media.Image.blocked': 'Image not shown: its address is not allowed',
  'media.Video.error': 'Video could not be loaded',
  'media.Video.missing': 'Video not shown: it has no address',
  'media.Video.blocked': 'Video not shown: its address is not allowed',
  'media.Audio.error': 'Audio could not be loaded',
  'media.Audio.missing': 'Audio not shown: it has no address',
  'media.Audio.blocked': 'Audio not shown: its address is not allowed',

  'modal.label': 'Dialog',
  'modal.close': 'Close',

  'choice.required': 'Choose an option',
  'choice.options': 'Options',
  'choice.choice': 'Choice',
  'choice.requiredHint': '(required)',
  'choice.filter': 'Filter options',
  'choice.filterCount': '{shown} of {total} options shown',
  'choice.noMatch': 'No option matches',
} as const satisfies Record<string, string>;

/** A message key of the catalog (the core ones above, those of the svc elements and the form's). */
export type MessageKey =
  | keyof typeof en
  | keyof typeof svcEnglish
  | keyof typeof formEnglish
  | keyof typeof formElementsEnglish;

/** Messages for one locale: any subset of the keys (the rest fall back along the locale chain). */
export type Catalog = Partial<Record<MessageKey, string>>;
