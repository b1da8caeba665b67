// Generated from custom-elements.json by tools/generate-framework-types.mjs: do not edit.
// One React component per element: props that are element properties are set as properties
// (objects and functions too), every documented event is an `on…` prop whose listener receives
// the event's own class, and a ref is the element itself.
import * as React from 'react';
import {createComponent, type EventName} from '@lit/react';
import type * as Svc from '../element-types.js';
import {elementStandIn} from './stand-in.js';

/**
 * `<svc-a2ui>`: Renders every surface of an A2UI message stream (v0.9, v0.9.1 and v1.0), in creation
 * order, with the same renderer as REST surfaces. Many
 * surfaces created at once are added to the page ten per task (`updateComplete` waits for all),
 * and a surface far from the viewport is not drawn until it nears it (`content-visibility: auto`).
 * A surface's theme `primaryColor` becomes its `--svc-color-primary` (buttons, links, selected
 * controls; text on it turns black or white as it needs), unless `ignoreTheme` is set.
 *
 * Several agents can share the element: `connect(source, {agent: 'name'})` gives each named
 * agent its own processor, so two agents' surfaces never collide even with the same `surfaceId`,
 * and each agent hears only about its own surfaces.
 *
 * Each message reaches the element of its own surface directly, whatever the number of surfaces;
 * a connection's messages are read in slices on the page's scheduler, so no task runs long. At
 * most `maxSurfaces` surfaces (every agent's together) are shown: a surface created past that is
 * not shown, and its agent gets one `SURFACE_LIMIT` error.
 */
export const SvcA2ui = createComponent({
  react: React,
  tagName: 'svc-a2ui',
  displayName: 'SvcA2ui',
  elementClass: elementStandIn<Svc.SvcA2ui>([
    'processor',
    'locale',
    'headingLevel',
    'functions',
    'resourceProvider',
    'connectorSettingsProvider',
    'syncStatusProvider',
    'mediaPolicy',
    'ignoreTheme',
    'maxSurfaces',
  ]),
  events: {
    /**
     * The user triggered an action (as from `<svc-surface>`).
     */
    onAction: 'svc-action' as EventName<Svc.SvcActionEvent>,
    /**
     * A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`.
     */
    onA2uiMessage: 'svc-a2ui-message' as EventName<Svc.SvcA2uiMessageEvent>,
    /**
     * The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event.
     */
    onA2uiFunctionCall: 'svc-a2ui-function-call' as EventName<Svc.SvcA2uiFunctionCallEvent>,
    /**
     * A whole-model update from the agent changed a value the user had also changed; the agent's value is shown.
     */
    onDataConflict: 'svc-data-conflict' as EventName<Svc.SvcDataConflictEvent>,
    /**
     * A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive.
     */
    onSurfaceIssues: 'svc-surface-issues' as EventName<Svc.SvcSurfaceIssuesEvent>,
  },
});

/**
 * `<svc-audio-player>`: A sound with the browser's own player controls and a visible title, or a labelled
 * placeholder.
 *
 * The sound never plays by itself, and only its metadata loads before the user presses play
 * (`preload="metadata"`). The `description` is shown above the player and names it. The address
 * must pass the media policy (the `mediaPolicy` property, else the one the enclosing surface
 * provides, else https only): a refused sound is never requested and a placeholder says so, as it
 * does for a sound that fails to load.
 *
 * Browsers offer no per-element referrer policy for audio: its requests follow the page's
 * (`<meta name="referrer">`).
 */
export const SvcAudioPlayer = createComponent({
  react: React,
  tagName: 'svc-audio-player',
  displayName: 'SvcAudioPlayer',
  elementClass: elementStandIn<Svc.SvcAudioPlayer>(['description', 'url', 'mediaPolicy']),
  events: {},
});

/**
 * `<svc-button>`: A button the user presses to act.
 *
 * It fires the native `click` (composed) when pressed with a pointer, Enter or Space. When
 * disabled it stays focusable (`aria-disabled`, not the `disabled` attribute) so keyboard and
 * screen-reader users can find it and hear why: `disabledReason` is shown as a tooltip on hover
 * and on focus (Escape hides it) and is the button's accessible description. A disabled button's
 * clicks are stopped inside its shadow root, and `click()` on the host does nothing, so no click
 * reaches the host's listeners.
 *
 * Content: light-DOM children (an A2UI Button's `child`, such as a text or an icon) are shown in
 * the button and give it its accessible name; `label` is the text shown when there are none.
 * `accessibleLabel` and `accessibleDescription` name and describe the inner button instead.
 *
 * While `pending` (an action is on its way) the button is busy: `aria-busy="true"`, a spinner
 * beside the content (a still ring when the user prefers reduced motion), presses ignored like
 * a disabled button's; it stays focusable and keeps its name.
 */
export const SvcButton = createComponent({
  react: React,
  tagName: 'svc-button',
  displayName: 'SvcButton',
  elementClass: elementStandIn<Svc.SvcButton>([
    'label',
    'disabled',
    'disabledReason',
    'variant',
    'size',
    'pending',
    'notice',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {},
});

/**
 * `<svc-card>`: A padded, rounded, bordered box that stacks its children vertically.
 *
 * A card has no properties of its own: the surface renders the component's children into the
 * default slot. The outline border (rather than a shadow) keeps nested cards readable.
 */
export const SvcCard = createComponent({
  react: React,
  tagName: 'svc-card',
  displayName: 'SvcCard',
  elementClass: elementStandIn<Svc.SvcCard>([]),
  events: {},
});

/**
 * `<svc-chart>`: A chart from the assistant: a donut (or horizontal bars past 8 categories) for
 * categorical data, lines over a time axis for a time series. Drawn with echarts, which loads on
 * the first chart that has data.
 *
 * A chart is drawn in a task after its box is first laid out, at the size a ResizeObserver
 * reports (it never asks the page for a size); when many appear at once, they take turns on the
 * page's scheduler, and those drawn while others wait skip their entrance animation.
 *
 * Screen readers get a one-sentence summary (the chart's accessible name) and the data as a
 * visually hidden table; when echarts fails to load, that table is shown instead. Values that are
 * missing or not finite are dropped, listed in `issues` and reported with one `console.warn`.
 * Colours come from `--svc-chart-color-1` … `--svc-chart-color-8` and the `--svc-color-*` tokens,
 * and follow the host at run time: hidden probe elements carry the theme colours with a 1 ms
 * colour transition, so any change of their computed colour (a `color-scheme` set on an ancestor,
 * a token changed on the host, the system's light/dark preference) fires `transitionend` and the
 * chart redraws with the new colours. `refreshTheme()` forces a redraw where no transition can run
 * (for example a page that disables transitions).
 */
export const SvcChart = createComponent({
  react: React,
  tagName: 'svc-chart',
  displayName: 'SvcChart',
  elementClass: elementStandIn<Svc.SvcChart>([
    'heading',
    'artifactUrl',
    'sources',
    'categorical',
    'timeSeries',
  ]),
  events: {},
});

/**
 * `<svc-check-box>`: A labelled box the user can tick.
 */
export const SvcCheckBox = createComponent({
  react: React,
  tagName: 'svc-check-box',
  displayName: 'SvcCheckBox',
  elementClass: elementStandIn<Svc.SvcCheckBox>([
    'label',
    'checked',
    'error',
    'showErrors',
    'disabled',
    'value',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * The user toggled the box, after `checked` has been updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user toggled the box, after `checked` has been updated (fired after `input`).
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-choice-picker>`: A labelled group of options: radio buttons, or check boxes when several may be chosen.
 *
 * A long list is drawn 200 options per task (`CHOICES_PER_TASK`), so no task runs long;
 * `updateComplete` resolves once every option is drawn.
 *
 * With `filterable`, a search box above the options shows only those whose label or description
 * contains what was typed (ignoring case and accents); the selection is kept whatever is shown.
 * Escape clears the box, Arrow Down moves to the first option shown, and a polite status says how
 * many options are shown. With `displayStyle="chips"` the options are pills that wrap on one line;
 * they stay radio buttons or check boxes for the keyboard and screen readers.
 */
export const SvcChoicePicker = createComponent({
  react: React,
  tagName: 'svc-choice-picker',
  displayName: 'SvcChoicePicker',
  elementClass: elementStandIn<Svc.SvcChoicePicker>([
    'label',
    'choices',
    'value',
    'multiSelect',
    'required',
    'hideLabel',
    'error',
    'showErrors',
    'disabled',
    'filterable',
    'displayStyle',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * The user changed the selection, after `value` has been updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user changed the selection, after `value` has been updated (fired after `input`).
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-code-block>`: A block of code from the assistant: monospaced, whitespace kept, long lines scroll,
 * with the language shown, optional copy button, and syntax highlighting for common languages.
 *
 * The code shows at once as plain text. When the language is one of json, yaml, bash/shell,
 * typescript, javascript, python, sql, go or html/xml (common aliases such as `ts`, `yml`, `sh`,
 * `py`, `golang` work too), a highlighter (highlight.js core with only those languages) is loaded
 * on first use and upgrades the text to coloured spans. Its HTML output is never rendered as HTML:
 * it is read by a strict parser that accepts only highlight.js scope spans around escaped text whose
 * text equals the code, and the DOM is built from that; anything else keeps the plain text. Any other
 * language, code over 10,000 characters (`MAX_HIGHLIGHT_LENGTH`), or a highlighter that fails to
 * load: plain text, no error.
 *
 * The code sits in a focusable, labelled region (`tabindex="0"`), so keyboard users can scroll long
 * lines with the arrow keys. The copy button uses the Clipboard API, falling back to a hidden
 * textarea and `document.execCommand('copy')`; "Copied" or "Copy failed" is announced politely and
 * clears after about two seconds.
 */
export const SvcCodeBlock = createComponent({
  react: React,
  tagName: 'svc-code-block',
  displayName: 'SvcCodeBlock',
  elementClass: elementStandIn<Svc.SvcCodeBlock>(['code', 'language', 'heading', 'copyable']),
  events: {},
});

/**
 * `<svc-column>`: Stacks its children vertically.
 *
 * A child's share of the free height is its `flex-grow` (the surface writes a component's
 * `weight` there); it only matters when the column is taller than its content. With
 * `distribution="stretch"` every child gets `flex: 1 1 0%`. Children never get wider than the
 * column (`max-width: 100%`).
 */
export const SvcColumn = createComponent({
  react: React,
  tagName: 'svc-column',
  displayName: 'SvcColumn',
  elementClass: elementStandIn<Svc.SvcColumn>(['alignment', 'distribution', 'gap']),
  events: {},
});

/**
 * `<svc-connector-config-form>`: The settings form of a connector, drawn from the connector settings provider with
 * `<svc-form>` and saved through the same provider. What the person types (keys, passwords)
 * stays between this element and the provider: it never enters the surface's data model and
 * never travels with an action. After a successful save the element raises
 * `svc-connector-submit` with only `{appId, connectorId}`.
 *
 * No `input`/`change` event leaves this element. Without a provider it says settings are not
 * available here (Skip still works).
 */
export const SvcConnectorConfigForm = createComponent({
  react: React,
  tagName: 'svc-connector-config-form',
  displayName: 'SvcConnectorConfigForm',
  elementClass: elementStandIn<Svc.SvcConnectorConfigForm>([
    'appId',
    'connectorId',
    'submitActionName',
    'skipActionName',
    'submitLabel',
    'skipLabel',
    'settingsProvider',
    'pending',
    'disabledReason',
    'notice',
  ]),
  events: {
    /**
     * `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else.
     */
    onConnectorSubmit: 'svc-connector-submit' as EventName<Svc.SvcConnectorSubmitEvent>,
    /**
     * `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`.
     */
    onConnectorSkip: 'svc-connector-skip' as EventName<Svc.SvcConnectorSkipEvent>,
  },
});

/**
 * `<svc-connector-sync-detail>`: A live card with the details of a connector's sync: state, counts of what was synced,
 * start and end times, duration and the last error. Needs a sync status provider (context or
 * `syncStatusProvider`); without one it says so.
 */
export const SvcConnectorSyncDetail = createComponent({
  react: React,
  tagName: 'svc-connector-sync-detail',
  displayName: 'SvcConnectorSyncDetail',
  elementClass: elementStandIn<Svc.SvcConnectorSyncDetail>([
    'heading',
    'appId',
    'connectorId',
    'syncStatusProvider',
  ]),
  events: {},
});

/**
 * `<svc-connector-sync-progress>`: A live card with the progress of a connector's sync: its state (queued, running,
 * completed, failed, unknown), a progress bar when the progress is known, and the elapsed time.
 * Needs a sync status provider (context or `syncStatusProvider`); without one it says so.
 *
 * Screen readers hear state changes (a polite status region), not every progress tick.
 */
export const SvcConnectorSyncProgress = createComponent({
  react: React,
  tagName: 'svc-connector-sync-progress',
  displayName: 'SvcConnectorSyncProgress',
  elementClass: elementStandIn<Svc.SvcConnectorSyncProgress>([
    'heading',
    'appId',
    'connectorId',
    'syncStatusProvider',
  ]),
  events: {},
});

/**
 * `<svc-conversation>`: Fetches the surfaces of a conversation from the service and shows them in order,
 * live: edits survive refreshes, actions are re-dispatched with the conversation id. A long
 * conversation is added to the page ten surfaces per task (`updateComplete` waits for all), and a
 * surface far from the viewport is not styled, laid out or painted until it nears it
 * (`content-visibility: auto`).
 */
export const SvcConversation = createComponent({
  react: React,
  tagName: 'svc-conversation',
  displayName: 'SvcConversation',
  elementClass: elementStandIn<Svc.SvcConversation>([
    'baseUrl',
    'conversationId',
    'pollInterval',
    'auth',
    'client',
    'resourceProvider',
    'connectorSettingsProvider',
    'syncStatusProvider',
    'mediaPolicy',
    'locale',
    'headingLevel',
  ]),
  events: {
    /**
     * A newer version changed a value the user had also changed (from a surface, passed through).
     */
    onDataConflict: 'svc-data-conflict' as EventName<Svc.SvcDataConflictEvent>,
    /**
     * The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`.
     */
    onAction: 'svc-action' as EventName<Svc.SvcActionEvent>,
    /**
     * Re-dispatched unchanged from the surfaces (it bubbles through).
     */
    onDataChange: 'svc-data-change' as EventName<Svc.SvcDataChangeEvent>,
    /**
     * A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`.
     */
    onSurfaceIssues: 'svc-surface-issues' as EventName<Svc.SvcSurfaceIssuesEvent>,
    /**
     * The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console).
     */
    onSurfaceError: 'svc-surface-error' as EventName<Svc.SvcSurfaceErrorEvent>,
    /**
     * The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`).
     */
    onAuthRequired: 'svc-auth-required' as EventName<Svc.SvcAuthRequiredEvent>,
  },
});

/**
 * `<svc-date-time-input>`: A labelled native date, time or date-and-time picker that reads and writes ISO 8601.
 *
 * A value with `Z` or an offset is shown in the viewer's local time and written back in UTC with
 * `Z`; a value without a zone stays plain local time; a cleared input writes ''. A value the control
 * cannot show ("next tuesday") leaves it empty with a visible note saying so. A date or time
 * entered only in part (a month without its day) has no value ('') and sets `validationMessage`
 * (the browser's words), shown as the error once the input was left; a surface does not send an
 * action with it.
 */
export const SvcDateTimeInput = createComponent({
  react: React,
  tagName: 'svc-date-time-input',
  displayName: 'SvcDateTimeInput',
  elementClass: elementStandIn<Svc.SvcDateTimeInput>([
    'label',
    'value',
    'min',
    'max',
    'mode',
    'inputType',
    'error',
    'showErrors',
    'disabled',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * The user changed the value, after `value` has been updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed a value, after `value` has been updated.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-divider>`: A thin line that separates content.
 *
 * Horizontal (default) spans the full width. Vertical is as tall as the row it sits in: the host
 * has `align-self: stretch`, and it is at least `1em` tall on its own.
 */
export const SvcDivider = createComponent({
  react: React,
  tagName: 'svc-divider',
  displayName: 'SvcDivider',
  elementClass: elementStandIn<Svc.SvcDivider>(['orientation']),
  events: {},
});

/**
 * `<svc-duration-picker>`: Chooses how long something lasts: preset durations that fit under a maximum, or a
 * custom number and unit. The value is a number of seconds.
 *
 * A custom entry that cannot be taken (empty, zero, above the maximum) leaves no duration: `value`
 * becomes `undefined` (a bound model holds `null`), and while the entry is refused, or a value set
 * from outside is above the maximum, `invalid` is true, `validationMessage` says why and the
 * custom state `:state(invalid)` matches.
 */
export const SvcDurationPicker = createComponent({
  react: React,
  tagName: 'svc-duration-picker',
  displayName: 'SvcDurationPicker',
  elementClass: elementStandIn<Svc.SvcDurationPicker>([
    'label',
    'value',
    'maxDurationSeconds',
    'error',
    'showErrors',
    'disabled',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken).
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken).
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form>`: A form drawn from the service's Form type (spec 2.3): every field kind, its rules and
 * the relationships between fields, with groups as sections (the default group first).
 *
 * Errors show once a field was changed, and for every field after a submit attempt; the
 * relationship checks run from the first submit attempt on. Password values stay in properties:
 * never in attributes, never logged.
 */
export const SvcForm = createComponent({
  react: React,
  tagName: 'svc-form',
  displayName: 'SvcForm',
  elementClass: elementStandIn<Svc.SvcForm>([
    'form',
    'value',
    'submitLabel',
    'busy',
    'disabled',
    'hideSubmit',
    'hideTitle',
    'today',
    'resourceProvider',
  ]),
  events: {
    /**
     * Each edit; `values` holds every field's value, `field` the edited field's name.
     */
    onInput: 'input' as EventName<Svc.SvcFormValueEvent>,
    /**
     * A committed edit; same fields as `input`.
     */
    onChange: 'change' as EventName<Svc.SvcFormValueEvent>,
    /**
     * The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled.
     */
    onSubmit: 'submit' as EventName<Svc.SvcFormSubmitEvent>,
    /**
     * The user pressed Connect on an OAuth2 field (from the field, passes through).
     */
    onOauth2Connect: 'svc-oauth2-connect' as EventName<Svc.SvcOAuth2ConnectEvent>,
  },
});

/**
 * `<svc-form-bool>`: A boolean field of `<svc-form>`: a checkbox, or a switch when the field asks for a toggle.
 */
export const SvcFormBool = createComponent({
  react: React,
  tagName: 'svc-form-bool',
  displayName: 'SvcFormBool',
  elementClass: elementStandIn<Svc.SvcFormBool>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * The user toggled the box; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * Same moment as `input` (a toggle is a committed edit).
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-chips>`: A list of strings in `<svc-form>`, entered as chips: type and press Enter (or a comma)
 * to add, press a chip's × to remove.
 */
export const SvcFormChips = createComponent({
  react: React,
  tagName: 'svc-form-chips',
  displayName: 'SvcFormChips',
  elementClass: elementStandIn<Svc.SvcFormChips>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * An item was added or removed; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * Same moment as `input`.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-date>`: A date field of `<svc-form>`: a date input bounded by the field's fixed dates and its
 * days-from-today limits.
 */
export const SvcFormDate = createComponent({
  react: React,
  tagName: 'svc-form-date',
  displayName: 'SvcFormDate',
  elementClass: elementStandIn<Svc.SvcFormDate>(['value', 'today', 'field', 'error', 'disabled']),
  events: {
    /**
     * Each edit; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed the edit.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-file>`: A file field of `<svc-form>`: a file input limited to the accepted types, with the
 * maximum size shown. The chosen `File` is the value; it is not read or uploaded here.
 */
export const SvcFormFile = createComponent({
  react: React,
  tagName: 'svc-form-file',
  displayName: 'SvcFormFile',
  elementClass: elementStandIn<Svc.SvcFormFile>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * The user chose or removed a file; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * Same moment as `input`.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-map>`: A string map in `<svc-form>`: rows of key and value, with add and remove buttons.
 */
export const SvcFormMap = createComponent({
  react: React,
  tagName: 'svc-form-map',
  displayName: 'SvcFormMap',
  elementClass: elementStandIn<Svc.SvcFormMap>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * A key or value was edited, or a row added or removed; `value` is updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * A row edit was committed, or a row added or removed.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-number>`: An int64 field of `<svc-form>`: a number input with the field's min, max and step.
 * The value stays a decimal string, exact beyond 2^53.
 */
export const SvcFormNumber = createComponent({
  react: React,
  tagName: 'svc-form-number',
  displayName: 'SvcFormNumber',
  elementClass: elementStandIn<Svc.SvcFormNumber>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * Each edit; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed the edit.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-oauth2>`: An OAuth2 field of `<svc-form>`: a connect button. The host runs the OAuth2 flow on
 * `svc-oauth2-connect` and then sets the field's value (for example a credential id).
 */
export const SvcFormOAuth2 = createComponent({
  react: React,
  tagName: 'svc-form-oauth2',
  displayName: 'SvcFormOAuth2',
  elementClass: elementStandIn<Svc.SvcFormOAuth2>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`).
     */
    onOauth2Connect: 'svc-oauth2-connect' as EventName<Svc.SvcOAuth2ConnectEvent>,
  },
});

/**
 * `<svc-form-password>`: A password field of `<svc-form>`: masked input. The value lives only in the `value`
 * property and the input's own value: never in an attribute, never logged.
 */
export const SvcFormPassword = createComponent({
  react: React,
  tagName: 'svc-form-password',
  displayName: 'SvcFormPassword',
  elementClass: elementStandIn<Svc.SvcFormPassword>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * Each edit; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed the edit (blur).
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-picker>`: A picker in `<svc-form>` for an app user, a user or a resource (one, or several for a
 * list field). It searches through the host's resource provider; without one it falls back to
 * typing the IDs, with a note saying so.
 */
export const SvcFormPicker = createComponent({
  react: React,
  tagName: 'svc-form-picker',
  displayName: 'SvcFormPicker',
  elementClass: elementStandIn<Svc.SvcFormPicker>([
    'value',
    'resourceProvider',
    'field',
    'error',
    'disabled',
  ]),
  events: {
    /**
     * The selection changed; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * Same moment as `input`.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-select>`: A choice among fixed options in `<svc-form>`: a select list; the chosen option's
 * description is shown under it.
 */
export const SvcFormSelect = createComponent({
  react: React,
  tagName: 'svc-form-select',
  displayName: 'SvcFormSelect',
  elementClass: elementStandIn<Svc.SvcFormSelect>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * The user chose an option; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * Same moment as `input`.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-form-text>`: A text field of `<svc-form>`: one line, or several when the field is multiline, with
 * an optional suffix after the input (a unit, a domain).
 */
export const SvcFormText = createComponent({
  react: React,
  tagName: 'svc-form-text',
  displayName: 'SvcFormText',
  elementClass: elementStandIn<Svc.SvcFormText>(['value', 'field', 'error', 'disabled']),
  events: {
    /**
     * Each edit; `value` is already updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed the edit (blur).
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-icon>`: An icon of the A2UI basic catalog, by name.
 *
 * `name` is one of the catalog's 59 names (`accountCircle`, `arrowBack`, `shoppingCart`, …; any
 * case, `arrow_back` and `arrow-back` too), drawn from Material Design Icons; the drawings load
 * in their own chunk the first time an icon is shown. A custom `path` (SVG path data on a 24×24
 * grid, as the catalog's `{svgPath}`/`{path}` form of `name`) wins over the name.
 *
 * Without a `label` the icon is decorative (hidden from assistive technology); with one it is an
 * image of that name. A name the catalog does not have is never dropped silently: an emoji is
 * shown as itself, anything else as a dashed square, both named by the label or the name's words.
 */
export const SvcIcon = createComponent({
  react: React,
  tagName: 'svc-icon',
  displayName: 'SvcIcon',
  elementClass: elementStandIn<Svc.SvcIcon>(['name', 'label', 'path']),
  events: {},
});

/**
 * `<svc-image>`: A picture from an address, sized by a variant, or a labelled placeholder.
 *
 * The address must pass the media policy (the `mediaPolicy` property, else the one the enclosing
 * surface provides, else https only): otherwise nothing is requested and a placeholder says
 * "Image not shown: its address is not allowed". A picture that fails to load is replaced by a
 * placeholder too, never a broken-image icon. Pictures load lazily, decode off the main thread
 * and send no referrer. With an empty `description` the picture is decorative (`alt=""`).
 */
export const SvcImage = createComponent({
  react: React,
  tagName: 'svc-image',
  displayName: 'SvcImage',
  elementClass: elementStandIn<Svc.SvcImage>([
    'url',
    'description',
    'fit',
    'variant',
    'mediaPolicy',
  ]),
  events: {},
});

/**
 * `<svc-list>`: A scrollable list of items, stacked vertically or side by side.
 *
 * The items are the element's light-DOM children, shown through one slot: a list of thousands
 * costs no more than its children, and adding, moving or removing one touches only that one.
 * The `base` part has the `list` role (the children are its items in the flattened tree) and
 * each child that has no role of its own is given `role="listitem"` when it arrives, and loses
 * it when it moves out of every list, so assistive technology announces "list, 12 items". Only
 * custom elements, `div` and `span` get the role: a native button or link as a direct child keeps
 * its own (wrap it in a `div` to make it an item).
 *
 * The list scrolls along its direction: a vertical list once it is taller than
 * `--svc-list-max-height` (none by default: it grows), a horizontal one once its items are wider
 * than the list. An overflowing list is a tab stop (so keyboard users can scroll it) and has the
 * `scrollable` state; overflow is measured before the next frame after items come or go and
 * after the list resizes. In a
 * horizontal list each item keeps its own width, up to `--svc-list-item-max-width`.
 */
export const SvcList = createComponent({
  react: React,
  tagName: 'svc-list',
  displayName: 'SvcList',
  elementClass: elementStandIn<Svc.SvcList>(['direction', 'alignment', 'gap']),
  events: {},
});

/**
 * `<svc-marker>`: Stands in for a component that cannot be rendered (unknown variant, missing child,
 * cycle, nesting too deep), so that the rest of the surface still shows.
 */
export const SvcMarker = createComponent({
  react: React,
  tagName: 'svc-marker',
  displayName: 'SvcMarker',
  elementClass: elementStandIn<Svc.SvcMarker>(['reason', 'message', 'componentId', 'detail']),
  events: {},
});

/**
 * `<svc-mcp-app>`: Shows what an MCP tool result carries for the person, whichever kind it is: A2UI
 * messages (`application/a2ui+json` resources) render natively, their actions calling tools
 * through `callTool`; an MCP App (`text/html;profile=mcp-app`) runs in a sandboxed iframe that
 * talks to the page over the MCP Apps bridge (the page's tokens passed in as style variables, its
 * tool calls sent through `callTool`, its size followed). Under a strict Content Security Policy
 * an app needs `sandboxUrl` (see the README): without it, it runs in a `srcdoc` frame, which
 * inherits the page's policy.
 */
export const SvcMcpApp = createComponent({
  react: React,
  tagName: 'svc-mcp-app',
  displayName: 'SvcMcpApp',
  elementClass: elementStandIn<Svc.SvcMcpApp>([
    'result',
    'toolInput',
    'callTool',
    'sandboxUrl',
    'hostContext',
  ]),
  events: {
    /**
     * An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`).
     */
    onMcpAppMessage: 'svc-mcp-app-message' as EventName<CustomEvent>,
    /**
     * From the native surfaces, as `<svc-a2ui>` fires it.
     */
    onA2uiMessage: 'svc-a2ui-message' as EventName<Svc.SvcA2uiMessageEvent>,
  },
});

/**
 * `<svc-metric-cards>`: Key figures as a responsive grid of cards, each with a label, a value, a change and a
 * small trend line.
 *
 * Deltas are coloured and marked with an arrow by direction and read out in words ("up 12%",
 * "down 3%", "no change"). A sparkline is an inline SVG polyline with a text description ("trend
 * over 7 points, from 3 to 12, rising"); points that are not finite numbers are dropped, and a
 * card with fewer than two points has none. Sources are listed as a footnote; a source's `ref`
 * is a link only when it is an absolute http(s) URL.
 */
export const SvcMetricCards = createComponent({
  react: React,
  tagName: 'svc-metric-cards',
  displayName: 'SvcMetricCards',
  elementClass: elementStandIn<Svc.SvcMetricCards>(['heading', 'sources', 'cards']),
  events: {},
});

/**
 * `<svc-modal>`: A trigger that opens its content in a modal dialog.
 *
 * Only the trigger shows. Activating it (a click, or Enter/Space on a button inside it) opens a
 * native modal `<dialog>` with the content and a Close button: the rest of the page becomes inert,
 * so focus stays in the dialog. Escape, the Close button or a click on the backdrop close it, and
 * focus goes back to where it was (the trigger). A trigger with nothing focusable in it (a text,
 * an image) is made a button itself, so keyboard users can open the dialog too. The content stays
 * in the document while closed, so what the person typed in it survives closing and reopening.
 */
export const SvcModal = createComponent({
  react: React,
  tagName: 'svc-modal',
  displayName: 'SvcModal',
  elementClass: elementStandIn<Svc.SvcModal>(['open', 'label', 'closeLabel']),
  events: {},
});

/**
 * `<svc-notifications-variant-a>`: Design A of the invitation to turn on notifications in a chat tool: a compact,
 * one-line banner with a bell, a sentence, a "Turn on" button and a close (×) button.
 */
export const SvcNotificationsVariantA = createComponent({
  react: React,
  tagName: 'svc-notifications-variant-a',
  displayName: 'SvcNotificationsVariantA',
  elementClass: elementStandIn<Svc.SvcNotificationsVariantA>([
    'message',
    'pending',
    'disabledReason',
    'notice',
    'chatTool',
    'enableLabel',
    'dismissLabel',
    'enabledText',
    'dismissedText',
    'enableActionName',
    'dismissActionName',
  ]),
  events: {
    /**
     * `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`.
     */
    onNotificationsEnable: 'svc-notifications-enable' as EventName<Svc.SvcNotificationsEnableEvent>,
    /**
     * `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`.
     */
    onNotificationsDismiss:
      'svc-notifications-dismiss' as EventName<Svc.SvcNotificationsDismissEvent>,
  },
});

/**
 * `<svc-notifications-variant-b>`: Design B of the invitation to turn on notifications in a chat tool: a card with a
 * heading, a short text, a list of benefits and two buttons ("Turn on notifications", "Not
 * now").
 */
export const SvcNotificationsVariantB = createComponent({
  react: React,
  tagName: 'svc-notifications-variant-b',
  displayName: 'SvcNotificationsVariantB',
  elementClass: elementStandIn<Svc.SvcNotificationsVariantB>([
    'heading',
    'message',
    'benefits',
    'pending',
    'disabledReason',
    'notice',
    'chatTool',
    'enableLabel',
    'dismissLabel',
    'enabledText',
    'dismissedText',
    'enableActionName',
    'dismissActionName',
  ]),
  events: {
    /**
     * `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`.
     */
    onNotificationsEnable: 'svc-notifications-enable' as EventName<Svc.SvcNotificationsEnableEvent>,
    /**
     * `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`.
     */
    onNotificationsDismiss:
      'svc-notifications-dismiss' as EventName<Svc.SvcNotificationsDismissEvent>,
  },
});

/**
 * `<svc-onboarding-plan>`: An onboarding plan: sections (categories) of steps, each with a title, a description
 * and a "Start" button; steps the assistant can help with carry an "Agent-assisted" badge. When
 * steps say where they stand (`status`/`done`), each section shows its progress. Only the step to
 * do next (the first in progress, else the first not done) has a primary button: the card has one
 * main action.
 */
export const SvcOnboardingPlan = createComponent({
  react: React,
  tagName: 'svc-onboarding-plan',
  displayName: 'SvcOnboardingPlan',
  elementClass: elementStandIn<Svc.SvcOnboardingPlan>([
    'categories',
    'heading',
    'startActionName',
    'pending',
    'disabledReason',
    'notice',
  ]),
  events: {
    /**
     * `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`.
     */
    onOnboardingStepStart:
      'svc-onboarding-step-start' as EventName<Svc.SvcOnboardingStepStartEvent>,
  },
});

/**
 * `<svc-onboarding-welcome>`: A welcome card for a new tenant: it recommends connecting the detected identity
 * provider first, with a primary choice ("Connect Okta") and secondary ones ("Choose another
 * app", "Skip for now"). Each choice raises an intent event for the assistant.
 */
export const SvcOnboardingWelcome = createComponent({
  react: React,
  tagName: 'svc-onboarding-welcome',
  displayName: 'SvcOnboardingWelcome',
  elementClass: elementStandIn<Svc.SvcOnboardingWelcome>([
    'recommendedCatalogId',
    'recommendedDisplayName',
    'heading',
    'connectActionName',
    'chooseAppActionName',
    'skipActionName',
    'pending',
    'disabledReason',
    'notice',
  ]),
  events: {
    /**
     * `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`.
     */
    onOnboardingConnect: 'svc-onboarding-connect' as EventName<Svc.SvcOnboardingConnectEvent>,
    /**
     * `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`.
     */
    onOnboardingChooseApp:
      'svc-onboarding-choose-app' as EventName<Svc.SvcOnboardingChooseAppEvent>,
    /**
     * `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`.
     */
    onOnboardingSkip: 'svc-onboarding-skip' as EventName<Svc.SvcOnboardingSkipEvent>,
  },
});

/**
 * `<svc-placeholder>`: Stands in for a component that a message still arriving refers to and that has not
 * arrived yet: a quiet skeleton the size of a line of text (a larger block for the root). The
 * component replaces it in place when its object is complete; if the message ends without it, a
 * "missing" marker does. Hidden from assistive technology: the surface is `aria-busy` meanwhile.
 */
export const SvcPlaceholder = createComponent({
  react: React,
  tagName: 'svc-placeholder',
  displayName: 'SvcPlaceholder',
  elementClass: elementStandIn<Svc.SvcPlaceholder>(['componentId', 'root']),
  events: {},
});

/**
 * `<svc-playground>`: A workbench for people who build agents: paste a Surface record, a surfaces response or
 * A2UI v0.9 JSON lines, and see it rendered beside the text, with its issues, its data model and
 * a log of actions and data changes.
 */
export const SvcPlayground = createComponent({
  react: React,
  tagName: 'svc-playground',
  displayName: 'SvcPlayground',
  elementClass: elementStandIn<Svc.SvcPlayground>(['value', 'inspect']),
  events: {},
});

/**
 * `<svc-progress-bar>`: A read-only bar showing how far something has progressed.
 *
 * The bar fills `(value - min) / (max - min)`, clamped to 0..100 %, and shows that percent as
 * text. While `value` is missing (undefined, null, '' or not a number) it is indeterminate: an
 * animated stripe (static under `prefers-reduced-motion`) and no `aria-valuenow`. Assistive
 * technology gets `role="progressbar"` with `aria-valuemin="0"`, `aria-valuemax="100"` and
 * `aria-valuenow` as the whole percent, named by the label.
 */
export const SvcProgressBar = createComponent({
  react: React,
  tagName: 'svc-progress-bar',
  displayName: 'SvcProgressBar',
  elementClass: elementStandIn<Svc.SvcProgressBar>(['label', 'value', 'min', 'max']),
  events: {},
});

/**
 * `<svc-request-form>`: Fetches a request schema from the service and shows its form with `<svc-form>`:
 * loading, then the form, or an error (with a retry button where trying again can help).
 *
 * Events of the inner `<svc-form>` pass through (they bubble and are composed): `input`, `change`,
 * `submit` (with `values`) and `svc-oauth2-connect`.
 */
export const SvcRequestForm = createComponent({
  react: React,
  tagName: 'svc-request-form',
  displayName: 'SvcRequestForm',
  elementClass: elementStandIn<Svc.SvcRequestForm>([
    'baseUrl',
    'requestSchemaId',
    'auth',
    'client',
    'value',
    'submitLabel',
    'resourceProvider',
  ]),
  events: {
    /**
     * From the inner form: each edit, with all values.
     */
    onInput: 'input' as EventName<Svc.SvcFormValueEvent>,
    /**
     * From the inner form: a committed edit, with all values.
     */
    onChange: 'change' as EventName<Svc.SvcFormValueEvent>,
    /**
     * From the inner form: valid values only, in `values`.
     */
    onSubmit: 'submit' as EventName<Svc.SvcFormSubmitEvent>,
    /**
     * From the inner form: connect an OAuth2 field.
     */
    onOauth2Connect: 'svc-oauth2-connect' as EventName<Svc.SvcOAuth2ConnectEvent>,
    /**
     * The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again.
     */
    onAuthRequired: 'svc-auth-required' as EventName<Svc.SvcAuthRequiredEvent>,
  },
});

/**
 * `<svc-resource-picker>`: Picks one or several resources (by default the MCP toolsets of an app and connector)
 * from a searchable list: a combobox with a listbox popup, operable by keyboard, with loading,
 * error (with retry), empty and "load more" states. Needs a resource provider (context or
 * `resourceProvider`); without one it says so.
 *
 * Keys in the search box: Down/Up move through the list (opening it), Home/End jump to the first
 * or last entry while it is open, Enter chooses, Escape closes the list (or clears the search),
 * Backspace in an empty box removes the last chosen entry.
 */
export const SvcResourcePicker = createComponent({
  react: React,
  tagName: 'svc-resource-picker',
  displayName: 'SvcResourcePicker',
  elementClass: elementStandIn<Svc.SvcResourcePicker>([
    'appId',
    'connectorId',
    'label',
    'value',
    'mcpToolState',
    'multiSelect',
    'resourceType',
    'placeholder',
    'pageSize',
    'searchDelay',
    'disabled',
    'resourceProvider',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * The user chose or removed an entry, after `value` has been updated.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-row>`: Lays its children out side by side, in one line that does not wrap, except on a
 * narrow or crowded host.
 *
 * Children never force the row wider than its container: each gets `min-width: 0`, so text
 * inside wraps instead. Narrower than 480 px (a chat column), or with less than 48 px per child
 * once its gaps are taken (more than 25 children on 1,200 px), the row wraps (a row only as wide
 * as its content in a centred column is measured by the column's width): blocks (charts,
 * tables, cards, columns...) take a whole line each and small items (text, buttons, icons) flow,
 * none narrower than its longest word. A child's share of the free space is its `flex-grow` (the
 * surface writes a component's `weight` there). With `distribution="stretch"` every child gets `flex: 1 1 0%`, so
 * children without a weight share the width equally and weighted ones keep their weight as grow.
 */
export const SvcRow = createComponent({
  react: React,
  tagName: 'svc-row',
  displayName: 'SvcRow',
  elementClass: elementStandIn<Svc.SvcRow>(['alignment', 'distribution', 'gap']),
  events: {},
});

/**
 * `<svc-slider>`: A labelled slider for a number between `min` and `max`, showing its current value.
 */
export const SvcSlider = createComponent({
  react: React,
  tagName: 'svc-slider',
  displayName: 'SvcSlider',
  elementClass: elementStandIn<Svc.SvcSlider>([
    'label',
    'value',
    'min',
    'max',
    'step',
    'error',
    'showErrors',
    'disabled',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * The value changes while the user drags or presses arrow keys, after `value` has been updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed a value (released the thumb, or each key step), after `value` has been updated.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-status-indicator>`: One line of progress from the assistant: an icon and colour by status, the message,
 * the tool at work, and a spinner while it runs.
 *
 * The status is matched case-insensitively in any spelling (`running`, `STATUS_RUNNING`,
 * `inProgress`, `Succeeded`, `completed`, `failed`, …) to one of running, success, warning, error
 * or pending; any other value is shown neutrally and read out as written. The line is a
 * `role="status"` live region, so a screen reader announces changes politely, starting with the
 * status in words. The spinner (shown while running, or whenever `showSpinner` is set) stops
 * turning when the user prefers reduced motion.
 */
export const SvcStatusIndicator = createComponent({
  react: React,
  tagName: 'svc-status-indicator',
  displayName: 'SvcStatusIndicator',
  elementClass: elementStandIn<Svc.SvcStatusIndicator>([
    'message',
    'status',
    'toolName',
    'showSpinner',
  ]),
  events: {},
});

/**
 * `<svc-surface>`: Renders one surface: its components, bound to its data model, reporting the user's
 * actions and edits as events.
 */
export const SvcSurface = createComponent({
  react: React,
  tagName: 'svc-surface',
  displayName: 'SvcSurface',
  elementClass: elementStandIn<Svc.SvcSurface>([
    'surface',
    'locale',
    'debug',
    'streaming',
    'pendingTimeout',
    'headingLevel',
    'functions',
    'model',
    'resourceProvider',
    'connectorSettingsProvider',
    'syncStatusProvider',
    'mediaPolicy',
  ]),
  events: {
    /**
     * The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set.
     */
    onAction: 'svc-action' as EventName<Svc.SvcActionEvent>,
    /**
     * The user edited a bound value; `detail` has surfaceId, path, value.
     */
    onDataChange: 'svc-data-change' as EventName<Svc.SvcDataChangeEvent>,
    /**
     * A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server.
     */
    onDataConflict: 'svc-data-conflict' as EventName<Svc.SvcDataConflictEvent>,
    /**
     * The surface could not be shown at all; `detail.message` says why.
     */
    onSurfaceError: 'svc-surface-error' as EventName<Svc.SvcSurfaceErrorEvent>,
    /**
     * The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`.
     */
    onSurfaceIssues: 'svc-surface-issues' as EventName<Svc.SvcSurfaceIssuesEvent>,
    /**
     * The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`.
     */
    onSurfaceRendered: 'svc-surface-rendered' as EventName<Svc.SvcSurfaceRenderedEvent>,
  },
});

/**
 * `<svc-table>`: A data table from the assistant: caption, sortable columns, paging, and a link to the
 * full data when only part of it was sent.
 *
 * Only one page of rows is in the DOM, whatever the number of rows. Clicking a column header
 * sorts by it (ascending, descending, then unsorted); numbers, percentages and ISO dates sort by
 * value, known scales (`Low, Medium, High`, `None … Critical`, `P1 … P4`) in their order, other
 * text in natural order. A sort of many rows (tens of thousands) is computed in slices on the
 * page's scheduler, so the page stays responsive: meanwhile the header already shows the new
 * order, the rows keep the old one, the table is `aria-busy` and "Sorting by …" is announced;
 * `updateComplete` waits for the sorted rows. Columns of numbers are right-aligned with tabular
 * digits. When the table is wider than its box, a shadow at the cut-off edge shows that it
 * scrolls sideways (the region is focusable, so arrow keys scroll it). A row with fewer cells than columns shows an em dash
 * (announced as "missing"); cells beyond the named columns appear under extra columns headed
 * `Column N`, with a note. Cells longer than 40 characters are cut with an ellipsis; the full text
 * is in their `title` and a click or Enter expands it.
 */
export const SvcTable = createComponent({
  react: React,
  tagName: 'svc-table',
  displayName: 'SvcTable',
  elementClass: elementStandIn<Svc.SvcTable>([
    'heading',
    'artifactUrl',
    'columns',
    'rows',
    'pageSize',
    'totalRows',
    'sources',
  ]),
  events: {},
});

/**
 * `<svc-tabs>`: Panels behind a row of tabs; one panel shows at a time.
 *
 * Each light-DOM child is one panel, in order; `titles` names the tabs. A child without a title
 * gets "Tab N"; a title without a child is ignored. The tabs follow the WAI-ARIA tabs pattern:
 * one tab stop (the selected tab), Left/Right arrows move between tabs and select them, Home and
 * End go to the first and last. Hidden panels stay in the document, only not rendered
 * (`content-visibility: hidden`), so what the person typed, a scroll position or an open
 * disclosure inside them survives switching back.
 *
 * Panels are assigned to their slots by the element (manual slot assignment): the children keep
 * their own attributes, and children added, moved or removed later are followed.
 */
export const SvcTabs = createComponent({
  react: React,
  tagName: 'svc-tabs',
  displayName: 'SvcTabs',
  elementClass: elementStandIn<Svc.SvcTabs>(['titles', 'selected', 'label']),
  events: {
    /**
     * The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-text>`: Text from the assistant. Plain text is always escaped and keeps its line breaks.
 *
 * With `markdown` set, the text is rendered as markdown: `marked` and `DOMPurify` load on the
 * first markdown text of the page (never for plain text), and until they are there the text is
 * shown as plain text. The sanitized output has no raw HTML, styles, forms, scripts or images
 * (an image becomes a link to it); links open in a new tab with `rel="noopener noreferrer"` and
 * only what the URL policy allows for links stays clickable (http(s), mailto, relative paths on
 * the page's host; never user info or `//other.host`). Input past 20,000 characters is cut.
 * Plain text longer than 2,000 characters (`TEXT_COLLAPSE_CHARS`) shows its first 2,000 and a
 * "Show more" button (`aria-expanded`) that shows all of it; markdown longer than 4,000
 * (`MARKDOWN_COLLAPSE_CHARS`) likewise shows its rendered beginning. Markdown over 1,000
 * characters is rendered in a task of its own (on the page's scheduler), shown as plain text until
 * then. `updateComplete` resolves only after a pending markdown load has been rendered.
 *
 * `variant` sets the look: `h1`…`h5` are headings (sizes 2.5× to 1.25× the base size), `caption`
 * is small muted text, `body` the default. A heading is exposed as `role="heading"` with
 * `aria-level`, not as an `<h1>` element: the level then comes from one number the host can
 * shift (`headingLevel`), so a surface inside a page that already has its own `<h1>` can sit
 * below the page's headings instead of adding rival top-level ones. Browsers expose both forms
 * the same way to assistive technology.
 */
export const SvcText = createComponent({
  react: React,
  tagName: 'svc-text',
  displayName: 'SvcText',
  elementClass: elementStandIn<Svc.SvcText>([
    'text',
    'markdown',
    'variant',
    'headingLevel',
    'streaming',
  ]),
  events: {},
});

/**
 * `<svc-text-field>`: A labelled text input: one line, several lines, a number or a password.
 */
export const SvcTextField = createComponent({
  react: React,
  tagName: 'svc-text-field',
  displayName: 'SvcTextField',
  elementClass: elementStandIn<Svc.SvcTextField>([
    'label',
    'placeholder',
    'value',
    'variant',
    'error',
    'showErrors',
    'required',
    'disabled',
    'accessibleLabel',
    'accessibleDescription',
  ]),
  events: {
    /**
     * Each edit by the user, after `value` has been updated.
     */
    onInput: 'input' as EventName<Event>,
    /**
     * The user committed the edit (blur or Enter), after `value` has been updated.
     */
    onChange: 'change' as EventName<Event>,
  },
});

/**
 * `<svc-todo-list>`: A checklist from the assistant: items grouped by section, each with its status, a
 * progress summary, and an optional action button per item.
 *
 * Items without a section come first, under no section heading (wherever they appear); then each
 * section, in the order of its first item, under its name. The status of each item is matched
 * case-insensitively in any spelling (`pending`, `IN_PROGRESS`, `completed`, `failed`, `skipped`,
 * …); an unknown status is shown neutrally and read as written. The summary counts done items
 * out of all items but skipped ones ("2 of 5 done, 1 skipped"). A long list is drawn 200 items
 * per task (`TODO_ITEMS_PER_TASK`), in the order shown, so no task runs long; the summary counts
 * all of them from the start, and `updateComplete` waits for the last part.
 */
export const SvcTodoList = createComponent({
  react: React,
  tagName: 'svc-todo-list',
  displayName: 'SvcTodoList',
  elementClass: elementStandIn<Svc.SvcTodoList>([
    'heading',
    'items',
    'pending',
    'disabledReason',
    'notice',
  ]),
  events: {
    /**
     * The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`.
     */
    onTodoAction: 'svc-todo-action' as EventName<Svc.SvcTodoActionEvent>,
  },
});

/**
 * `<svc-video>`: A video with the browser's own controls, or a labelled placeholder.
 *
 * The video never plays by itself: it shows its poster (or first frame) and waits for the user,
 * and only its metadata loads before that (`preload="metadata"`). Its address, and the poster's,
 * must pass the media policy (the `mediaPolicy` property, else the one the enclosing surface
 * provides, else https only): a refused video is never requested and a placeholder says so; a
 * refused poster is left out. A video that fails to load is replaced by a placeholder.
 *
 * Browsers offer no per-element referrer policy for video: its requests follow the page's
 * (`<meta name="referrer">`), unlike `<svc-image>`, which sends none.
 */
export const SvcVideo = createComponent({
  react: React,
  tagName: 'svc-video',
  displayName: 'SvcVideo',
  elementClass: elementStandIn<Svc.SvcVideo>(['posterUrl', 'description', 'url', 'mediaPolicy']),
  events: {},
});
