/**
 * The English words of `<svc-form>`'s field elements and the form itself (placeholders, hints,
 * buttons, status lines): data only, added to the English catalog with the form elements
 * (`components/form/internal/localize.ts`). The form engine's messages are in `messages-form.ts`.
 */
export const formElementsEnglish = {
  'form.submit': 'Submit',
  'form.working': 'Working…',
  'form.unsupported': '{label}: this kind of field cannot be shown here.',
  'form.chips.placeholder': 'Type, then press Enter',
  'form.chips.range': '{min} to {max} items',
  'form.chips.min': 'At least {min}',
  'form.chips.max': 'At most {max}',
  'form.chips.unique': 'each once',
  'form.file.accepted': 'Accepted: {types}',
  'form.file.upTo': 'up to {size}',
  'form.number.range': 'From {min} to {max}',
  'form.number.min': '{min} or more',
  'form.number.max': '{max} or less',
  'form.number.step': 'in steps of {step}',

  'form.date.range': 'Between {min} and {max}',
  'form.date.from': 'From {min}',
  'form.date.until': 'Until {max}',

  'form.map.key': 'Key',
  'form.map.value': 'Value',
  'form.map.keyLabel': '{label}: key {n}',
  'form.map.valueLabel': '{label}: value {n}',
  'form.map.removeRow': 'Remove {label} row {n}',
  'form.map.add': 'Add entry',
  'form.map.repeated': 'The key {key} is used twice: the last row wins.',
  'form.oauth.connected': 'Connected',
  'form.oauth.notConnected': 'Not connected',
  'form.oauth.connect': 'Connect',
  'form.oauth.reconnect': 'Reconnect',
  'form.select.placeholder': 'Choose…',
  'form.picker.searchAppUser': 'Search for an app user',
  'form.picker.searchUser': 'Search for a user',
  'form.picker.searchResource': 'Search for a resource',
  'form.picker.searchItem': 'Search for an item',
  'form.picker.idAppUser': 'App user ID',
  'form.picker.idUser': 'User ID',
  'form.picker.idResource': 'Resource ID',
  'form.picker.idItem': 'Item ID',
  'form.picker.noDirectoryAppUser':
    '{count, plural, one {No app user directory is available here: type the app user ID.} other {No app user directory is available here: type the app user IDs.}}',
  'form.picker.noDirectoryUser':
    '{count, plural, one {No user directory is available here: type the user ID.} other {No user directory is available here: type the user IDs.}}',
  'form.picker.noDirectoryResource':
    '{count, plural, one {No resource directory is available here: type the resource ID.} other {No resource directory is available here: type the resource IDs.}}',
  'form.picker.noDirectoryItem':
    '{count, plural, one {No directory is available here: type the ID.} other {No directory is available here: type the IDs.}}',
  'form.picker.clear': 'Clear {name}',
  'form.picker.searching': 'Searching…',
  'form.picker.results': 'Results',
  'form.picker.nothingFound': 'Nothing found.',
  'form.picker.failed': 'Search failed: {reason}',
  'form.picker.unknownError': 'unknown error',
} as const satisfies Record<string, string>;
