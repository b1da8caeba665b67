import type {SvcA2uiFunctionCallEvent, SvcA2uiMessageEvent, SvcActionEvent, SvcAuthRequiredEvent, SvcDataChangeEvent, SvcDataConflictEvent, SvcFormSubmitEvent, SvcFormValueEvent, SvcOAuth2ConnectEvent, SvcSurfaceErrorEvent, SvcSurfaceIssuesEvent, SvcSurfaceRenderedEvent} from "@svc/surfaces/element-types";
import type {
  SvcAudioPlayer,
  normalizeVariant,
  SvcButton,
  SvcCard,
  SvcCheckBox,
  normalizeDisplayStyle,
  foldForFilter,
  CHOICES_PER_TASK,
  cleanChoices,
  SvcChoicePicker,
  SvcColumn,
  SvcDateTimeInput,
  normalizeOrientation,
  SvcDivider,
  IconName,
  iconKey,
  iconWords,
  MAX_ICON_PATH_LENGTH,
  isPathData,
  loadPaths,
  SvcIcon,
  normalizeFit,
  normalizeImageVariant,
  SvcImage,
  normalizeDirection,
  SvcList,
  containsFocusable,
  firstHeadingText,
  SvcModal,
  progressFraction,
  progressPercent,
  SvcProgressBar,
  SvcRow,
  SvcSlider,
  tabTitle,
  clampIndex,
  SvcTabs,
  normalizeTextFieldVariant,
  SvcTextField,
  TEXT_COLLAPSE_CHARS,
  MARKDOWN_COLLAPSE_CHARS,
  normalizeTextVariant,
  headingLevelOf,
  SvcText,
  SvcVideo,
  SvcFormBool,
  SvcFormChips,
  SvcFormDate,
  SvcFormFile,
  SvcForm,
  SvcFormMap,
  NOT_A_NUMBER,
  SvcFormNumber,
  SvcFormOAuth2,
  SvcFormPassword,
  SvcFormPicker,
  SvcFormSelect,
  SvcFormText,
  ChartIssue,
  SvcChart,
  SvcCodeBlock,
  SvcConnectorSubmitEvent,
  SvcConnectorSkipEvent,
  SvcConnectorConfigForm,
  SvcConnectorSyncDetail,
  SvcConnectorSyncProgress,
  SvcDurationPicker,
  SvcMetricCards,
  SvcNotificationsVariantA,
  SvcNotificationsDismissEvent,
  SvcNotificationsEnableEvent,
  SvcNotificationsVariantB,
  SvcOnboardingPlan,
  SvcOnboardingStepStartEvent,
  OnboardingCategory,
  OnboardingStep,
  SvcOnboardingWelcome,
  SvcOnboardingChooseAppEvent,
  SvcOnboardingConnectEvent,
  SvcOnboardingSkipEvent,
  SvcResourcePicker,
  SvcStatusIndicator,
  SvcTable,
  SvcTodoActionEvent,
  TODO_ITEMS_PER_TASK,
  SvcTodoList,
  MAX_INPUT,
  MAX_SHOWN_SURFACES,
  MAX_LISTED_ISSUES,
  SvcPlayground,
  SvcA2ui,
  SvcConversation,
  visibleSurfaces,
  SvcMarker,
  SvcMcpApp,
  SvcPlaceholder,
  SvcRequestForm,
  SvcSurface,
} from "@svc/surfaces/element-types";

/**
 * This type can be used to create scoped tags for your components.
 *
 * Usage:
 *
 * ```ts
 * import type { ScopedElements } from "path/to/library/jsx-integration";
 *
 * declare module "my-library" {
 *   namespace JSX {
 *     interface IntrinsicElements
 *       extends ScopedElements<'test-', ''> {}
 *   }
 * }
 * ```
 *
 * @deprecated Runtime scoped elements result in duplicate types and can confusing for developers. It is recommended to use the `prefix` and `suffix` options to generate new types instead.
 */
export type ScopedElements<
  Prefix extends string = "",
  Suffix extends string = "",
> = {
  [
    Key in keyof CustomElements as `${Prefix}${Key}${Suffix}`
  ]: CustomElements[Key];
};

type BaseProps<T extends HTMLElement> = {
  /** Content added between the opening and closing tags of the element */
  children?: any | undefined;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  class?: string | undefined;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  className?: string | undefined;
  /** Takes an object where the key is the class name(s) and the value is a boolean expression. When true, the class is applied, and when false, it is removed. */
  classList?: Record<string, boolean | undefined> | undefined;
  /** Specifies the text direction of the element. */
  dir?: "ltr" | "rtl" | undefined;
  /** Contains a space-separated list of the part names of the element that should be exposed on the host element. */
  exportparts?: string | undefined;
  /** For <label> and <output>, lets you associate the label with some control. */
  htmlFor?: string | undefined;
  /** Specifies whether the element should be hidden. */
  hidden?: boolean | string | undefined;
  /** A unique identifier for the element. */
  id?: string | undefined;
  /** Keys tell React which array item each component corresponds to */
  key?: string | number | undefined;
  /** Specifies the language of the element. */
  lang?: string | undefined;
  /** Defines the element's semantic role for accessibility APIs. */
  role?: string | undefined;
  /** Contains a space-separated list of the part names of the element. Part names allows CSS to select and style specific elements in a shadow tree via the ::part pseudo-element. */
  part?: string | undefined;
  /** Use the ref attribute with a variable to assign a DOM element to the variable once the element is rendered. */
  ref?: (T | ((e: T) => void)) | undefined;
  /** Adds a reference for a custom element slot */
  slot?: string | undefined;
  /** Prop for setting inline styles */
  style?: Record<string, string | number> | undefined;
  /** Overrides the default Tab button behavior. Avoid using values other than -1 and 0. */
  tabIndex?: number | undefined;
  /** Specifies the tooltip text for the element. */
  title?: string | undefined;
  /** Passing 'no' excludes the element content from being translated. */
  translate?: "yes" | "no" | undefined;
  /** The popover global attribute is used to designate an element as a popover element. */
  popover?: "auto" | "hint" | "manual" | undefined;
  /** Turns an element element into a popover control button; takes the ID of the popover element to control as its value. */
  popovertarget?: "top" | "bottom" | "left" | "right" | "auto" | undefined;
  /** Specifies the action to be performed on a popover element being controlled by a control element. */
  popovertargetaction?: "show" | "hide" | "toggle" | undefined;
};

type BaseEvents = {};

export type SvcAudioPlayerProps = {
  /** Title or summary of the sound: shown above the player and its accessible name. */
  description?: SvcAudioPlayer["description"] | undefined;
  /** Address of the medium; checked against the media policy before anything is requested. */
  url?: SvcAudioPlayer["url"] | undefined;
  /** Where media may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  mediaPolicy?: SvcAudioPlayer["mediaPolicy"] | undefined;
};

export type SvcAudioPlayerSolidJsProps = {
  /** Title or summary of the sound: shown above the player and its accessible name. */
  "prop:description"?: SvcAudioPlayer["description"] | undefined;
  /** Address of the medium; checked against the media policy before anything is requested. */
  "prop:url"?: SvcAudioPlayer["url"] | undefined;
  /** Where media may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  "prop:mediaPolicy"?: SvcAudioPlayer["mediaPolicy"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcButtonProps = {
  /** The text on the button, shown when no content is slotted. */
  label?: SvcButton["label"] | undefined;
  /** Disables the button: it stays focusable but its clicks never reach the host. Strings such as
"true"/"false" are read as booleans. */
  disabled?: SvcButton["disabled"] | undefined;
  /** Why the button is disabled (for example the failing check's message). When set, the button
is disabled too, and the text is shown as a tooltip and used as the accessible description. */
  "disabled-reason"?: SvcButton["disabledReason"] | undefined;
  /** Why the button is disabled (for example the failing check's message). When set, the button
is disabled too, and the text is shown as a tooltip and used as the accessible description. */
  disabledReason?: SvcButton["disabledReason"] | undefined;
  /** `primary`, `secondary` (default) or `text` (borderless, link-like). Any case and the SDK's
`BUTTON_VARIANT_*` names are accepted; unknown values give `secondary`. */
  variant?: SvcButton["variant"] | undefined;
  /** `sm`, `md` (default) or `lg`: one height each, from the `--svc-control-height-*` tokens,
shared with every other button of the library. */
  size?: SvcButton["size"] | undefined;
  /** An action started by this button is in progress: the button shows a spinner, is
`aria-busy`, and ignores presses (no `click` reaches the host) while staying focusable. */
  pending?: SvcButton["pending"] | undefined;
  /** A short note shown under the button about its last press (inside a surface: that no answer
came in time, so the person may try again). Cleared by the next press. */
  notice?: SvcButton["notice"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcButton["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcButton["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?: SvcButton["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcButton["accessibleDescription"] | undefined;

  /** The user pressed the enabled, not pending button. */
  onclick?: ((e: Event) => void) | undefined;
};

export type SvcButtonSolidJsProps = {
  /** The text on the button, shown when no content is slotted. */
  "prop:label"?: SvcButton["label"] | undefined;
  /** Disables the button: it stays focusable but its clicks never reach the host. Strings such as
"true"/"false" are read as booleans. */
  "prop:disabled"?: SvcButton["disabled"] | undefined;
  /** Why the button is disabled (for example the failing check's message). When set, the button
is disabled too, and the text is shown as a tooltip and used as the accessible description. */
  "attr:disabled-reason"?: SvcButton["disabledReason"] | undefined;
  /** Why the button is disabled (for example the failing check's message). When set, the button
is disabled too, and the text is shown as a tooltip and used as the accessible description. */
  "prop:disabledReason"?: SvcButton["disabledReason"] | undefined;
  /** `primary`, `secondary` (default) or `text` (borderless, link-like). Any case and the SDK's
`BUTTON_VARIANT_*` names are accepted; unknown values give `secondary`. */
  "prop:variant"?: SvcButton["variant"] | undefined;
  /** `sm`, `md` (default) or `lg`: one height each, from the `--svc-control-height-*` tokens,
shared with every other button of the library. */
  "prop:size"?: SvcButton["size"] | undefined;
  /** An action started by this button is in progress: the button shows a spinner, is
`aria-busy`, and ignores presses (no `click` reaches the host) while staying focusable. */
  "prop:pending"?: SvcButton["pending"] | undefined;
  /** A short note shown under the button about its last press (inside a surface: that no answer
came in time, so the person may try again). Cleared by the next press. */
  "prop:notice"?: SvcButton["notice"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcButton["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcButton["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcButton["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?: SvcButton["accessibleDescription"] | undefined;
  /** The user pressed the enabled, not pending button. */
  "on:click"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcCardProps = {};

export type SvcCardSolidJsProps = {
  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcCheckBoxProps = {
  /** Text beside the box. May be empty; the box is then named "Checkbox" for screen readers. */
  label?: SvcCheckBox["label"] | undefined;
  /** Whether the box is ticked. */
  checked?: SvcCheckBox["checked"] | undefined;
  /** Validation message; '' means valid. Shown once the user toggled or left the box. */
  error?: SvcCheckBox["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the box. */
  "show-errors"?: SvcCheckBox["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the box. */
  showErrors?: SvcCheckBox["showErrors"] | undefined;
  /** Whether the box is read-only for the user and dimmed. */
  disabled?: SvcCheckBox["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcCheckBox["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcCheckBox["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?: SvcCheckBox["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcCheckBox["accessibleDescription"] | undefined;
  /** Alias of `checked` for the wire name (`checkBox.value`); strings such as "true"/"false" are
coerced to a boolean. */
  value?: SvcCheckBox["value"] | undefined;

  /** The user toggled the box, after `checked` has been updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user toggled the box, after `checked` has been updated (fired after `input`). */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcCheckBoxSolidJsProps = {
  /** Text beside the box. May be empty; the box is then named "Checkbox" for screen readers. */
  "prop:label"?: SvcCheckBox["label"] | undefined;
  /** Whether the box is ticked. */
  "prop:checked"?: SvcCheckBox["checked"] | undefined;
  /** Validation message; '' means valid. Shown once the user toggled or left the box. */
  "prop:error"?: SvcCheckBox["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the box. */
  "bool:show-errors"?: SvcCheckBox["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the box. */
  "prop:showErrors"?: SvcCheckBox["showErrors"] | undefined;
  /** Whether the box is read-only for the user and dimmed. */
  "prop:disabled"?: SvcCheckBox["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcCheckBox["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcCheckBox["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcCheckBox["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?:
    SvcCheckBox["accessibleDescription"] | undefined;
  /** Alias of `checked` for the wire name (`checkBox.value`); strings such as "true"/"false" are
coerced to a boolean. */
  "prop:value"?: SvcCheckBox["value"] | undefined;
  /** The user toggled the box, after `checked` has been updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user toggled the box, after `checked` has been updated (fired after `input`). */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcChoicePickerProps = {
  /** Name of the group, shown above the options (see `hideLabel`). When empty, screen readers hear
"Choice" (radios) or "Options" (check boxes). */
  label?: SvcChoicePicker["label"] | undefined;
  /** The options: `{id, label, description}`. Entries without an id are skipped. */
  choices?: SvcChoicePicker["choices"] | undefined;
  /** The ids of the selected options, always an array (a single string or a JSON array string is
accepted and converted). With radios it holds at most one id. */
  value?: SvcChoicePicker["value"] | undefined;
  /** Allow several options (check boxes); otherwise one (radio buttons). */
  "multi-select"?: SvcChoicePicker["multiSelect"] | undefined;
  /** Allow several options (check boxes); otherwise one (radio buttons). */
  multiSelect?: SvcChoicePicker["multiSelect"] | undefined;
  /** Marks the label and makes an empty selection invalid ("Choose an option"). */
  required?: SvcChoicePicker["required"] | undefined;
  /** Hide the label visually; it still names the group for screen readers. */
  "hide-label"?: SvcChoicePicker["hideLabel"] | undefined;
  /** Hide the label visually; it still names the group for screen readers. */
  hideLabel?: SvcChoicePicker["hideLabel"] | undefined;
  /** Validation message; '' means valid. Shown once the user changed or left the group. */
  error?: SvcChoicePicker["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the group. */
  "show-errors"?: SvcChoicePicker["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the group. */
  showErrors?: SvcChoicePicker["showErrors"] | undefined;
  /** Whether the group is read-only for the user and dimmed. */
  disabled?: SvcChoicePicker["disabled"] | undefined;
  /** Show a search box that narrows the options shown to those matching what is typed. */
  filterable?: SvcChoicePicker["filterable"] | undefined;
  /** `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
spelling is accepted (`CHIPS`); unknown values give `checkbox`. */
  "display-style"?: SvcChoicePicker["displayStyle"] | undefined;
  /** `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
spelling is accepted (`CHIPS`); unknown values give `checkbox`. */
  displayStyle?: SvcChoicePicker["displayStyle"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcChoicePicker["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcChoicePicker["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?:
    SvcChoicePicker["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcChoicePicker["accessibleDescription"] | undefined;

  /** The user changed the selection, after `value` has been updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user changed the selection, after `value` has been updated (fired after `input`). */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcChoicePickerSolidJsProps = {
  /** Name of the group, shown above the options (see `hideLabel`). When empty, screen readers hear
"Choice" (radios) or "Options" (check boxes). */
  "prop:label"?: SvcChoicePicker["label"] | undefined;
  /** The options: `{id, label, description}`. Entries without an id are skipped. */
  "prop:choices"?: SvcChoicePicker["choices"] | undefined;
  /** The ids of the selected options, always an array (a single string or a JSON array string is
accepted and converted). With radios it holds at most one id. */
  "prop:value"?: SvcChoicePicker["value"] | undefined;
  /** Allow several options (check boxes); otherwise one (radio buttons). */
  "bool:multi-select"?: SvcChoicePicker["multiSelect"] | undefined;
  /** Allow several options (check boxes); otherwise one (radio buttons). */
  "prop:multiSelect"?: SvcChoicePicker["multiSelect"] | undefined;
  /** Marks the label and makes an empty selection invalid ("Choose an option"). */
  "prop:required"?: SvcChoicePicker["required"] | undefined;
  /** Hide the label visually; it still names the group for screen readers. */
  "bool:hide-label"?: SvcChoicePicker["hideLabel"] | undefined;
  /** Hide the label visually; it still names the group for screen readers. */
  "prop:hideLabel"?: SvcChoicePicker["hideLabel"] | undefined;
  /** Validation message; '' means valid. Shown once the user changed or left the group. */
  "prop:error"?: SvcChoicePicker["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the group. */
  "bool:show-errors"?: SvcChoicePicker["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the group. */
  "prop:showErrors"?: SvcChoicePicker["showErrors"] | undefined;
  /** Whether the group is read-only for the user and dimmed. */
  "prop:disabled"?: SvcChoicePicker["disabled"] | undefined;
  /** Show a search box that narrows the options shown to those matching what is typed. */
  "prop:filterable"?: SvcChoicePicker["filterable"] | undefined;
  /** `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
spelling is accepted (`CHIPS`); unknown values give `checkbox`. */
  "attr:display-style"?: SvcChoicePicker["displayStyle"] | undefined;
  /** `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
spelling is accepted (`CHIPS`); unknown values give `checkbox`. */
  "prop:displayStyle"?: SvcChoicePicker["displayStyle"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcChoicePicker["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcChoicePicker["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcChoicePicker["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?:
    SvcChoicePicker["accessibleDescription"] | undefined;
  /** The user changed the selection, after `value` has been updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user changed the selection, after `value` has been updated (fired after `input`). */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcColumnProps = {
  /** Horizontal placement of the children (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  alignment?: SvcColumn["alignment"] | undefined;
  /** Vertical placement (CSS `justify-content`): `start` (default), `center`, `end`,
`spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children share the height). Any spelling
is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`. */
  distribution?: SvcColumn["distribution"] | undefined;
  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  gap?: SvcColumn["gap"] | undefined;
};

export type SvcColumnSolidJsProps = {
  /** Horizontal placement of the children (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  "prop:alignment"?: SvcColumn["alignment"] | undefined;
  /** Vertical placement (CSS `justify-content`): `start` (default), `center`, `end`,
`spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children share the height). Any spelling
is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`. */
  "prop:distribution"?: SvcColumn["distribution"] | undefined;
  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  "prop:gap"?: SvcColumn["gap"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcDateTimeInputProps = {
  /** Label shown above the control; it names the control for assistive technology. */
  label?: SvcDateTimeInput["label"] | undefined;
  /** ISO 8601 value: `YYYY-MM-DD`, `HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or
an offset. '' when empty. */
  value?: SvcDateTimeInput["value"] | undefined;
  /** Earliest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  min?: SvcDateTimeInput["min"] | undefined;
  /** Latest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  max?: SvcDateTimeInput["max"] | undefined;
  /** `date`, `time` or `datetime` (SDK spellings `DATE`, `TIME`, `DATE_TIME` accepted). When unset,
the shape of `value`, `min` or `max` decides, else `datetime`. */
  mode?: SvcDateTimeInput["mode"] | undefined;
  /** The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set. */
  "input-type"?: SvcDateTimeInput["inputType"] | undefined;
  /** The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set. */
  inputType?: SvcDateTimeInput["inputType"] | undefined;
  /** Validation message; '' means valid. Shown once the user edited or left the input. */
  error?: SvcDateTimeInput["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the input. */
  "show-errors"?: SvcDateTimeInput["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the input. */
  showErrors?: SvcDateTimeInput["showErrors"] | undefined;
  /** Whether the input is read-only for the user and dimmed. */
  disabled?: SvcDateTimeInput["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcDateTimeInput["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcDateTimeInput["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?:
    SvcDateTimeInput["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcDateTimeInput["accessibleDescription"] | undefined;

  /** The user changed the value, after `value` has been updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed a value, after `value` has been updated. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcDateTimeInputSolidJsProps = {
  /** Label shown above the control; it names the control for assistive technology. */
  "prop:label"?: SvcDateTimeInput["label"] | undefined;
  /** ISO 8601 value: `YYYY-MM-DD`, `HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or
an offset. '' when empty. */
  "prop:value"?: SvcDateTimeInput["value"] | undefined;
  /** Earliest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  "prop:min"?: SvcDateTimeInput["min"] | undefined;
  /** Latest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  "prop:max"?: SvcDateTimeInput["max"] | undefined;
  /** `date`, `time` or `datetime` (SDK spellings `DATE`, `TIME`, `DATE_TIME` accepted). When unset,
the shape of `value`, `min` or `max` decides, else `datetime`. */
  "prop:mode"?: SvcDateTimeInput["mode"] | undefined;
  /** The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set. */
  "attr:input-type"?: SvcDateTimeInput["inputType"] | undefined;
  /** The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set. */
  "prop:inputType"?: SvcDateTimeInput["inputType"] | undefined;
  /** Validation message; '' means valid. Shown once the user edited or left the input. */
  "prop:error"?: SvcDateTimeInput["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the input. */
  "bool:show-errors"?: SvcDateTimeInput["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the input. */
  "prop:showErrors"?: SvcDateTimeInput["showErrors"] | undefined;
  /** Whether the input is read-only for the user and dimmed. */
  "prop:disabled"?: SvcDateTimeInput["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcDateTimeInput["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcDateTimeInput["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcDateTimeInput["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?:
    SvcDateTimeInput["accessibleDescription"] | undefined;
  /** The user changed the value, after `value` has been updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed a value, after `value` has been updated. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcDividerProps = {
  /** `horizontal` (default) or `vertical`; any case, unknown values count as horizontal. */
  orientation?: SvcDivider["orientation"] | undefined;
};

export type SvcDividerSolidJsProps = {
  /** `horizontal` (default) or `vertical`; any case, unknown values count as horizontal. */
  "prop:orientation"?: SvcDivider["orientation"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcIconProps = {
  /** A catalog icon name (an `IconName`: `accountCircle`, `arrowBack`, …). The wire's object form,
`{svgPath}` (v0.9) or `{path}` (v0.10), is read as a custom `path`. */
  name?: SvcIcon["name"] | undefined;
  /** Accessible name. Empty: the icon is decorative. */
  label?: SvcIcon["label"] | undefined;
  /** Custom SVG path data on a 24×24 grid; wins over `name` when set and well formed. */
  path?: SvcIcon["path"] | undefined;
};

export type SvcIconSolidJsProps = {
  /** A catalog icon name (an `IconName`: `accountCircle`, `arrowBack`, …). The wire's object form,
`{svgPath}` (v0.9) or `{path}` (v0.10), is read as a custom `path`. */
  "prop:name"?: SvcIcon["name"] | undefined;
  /** Accessible name. Empty: the icon is decorative. */
  "prop:label"?: SvcIcon["label"] | undefined;
  /** Custom SVG path data on a 24×24 grid; wins over `name` when set and well formed. */
  "prop:path"?: SvcIcon["path"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcImageProps = {
  /** Address of the picture; checked against the media policy before anything is requested. */
  url?: SvcImage["url"] | undefined;
  /** Text alternative (`alt`). Empty: the picture is decorative. */
  description?: SvcImage["description"] | undefined;
  /** `contain`, `cover`, `fill` (default), `none` or `scaleDown`, as CSS `object-fit`. */
  fit?: SvcImage["fit"] | undefined;
  /** `icon`, `avatar`, `smallFeature`, `mediumFeature`, `largeFeature` or `header`. Empty (the
default) or unknown: `mediumFeature`, except beside other content in a row (a list item's
picture), where it is a `smallFeature`. */
  variant?: SvcImage["variant"] | undefined;
  /** Where pictures may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  mediaPolicy?: SvcImage["mediaPolicy"] | undefined;
};

export type SvcImageSolidJsProps = {
  /** Address of the picture; checked against the media policy before anything is requested. */
  "prop:url"?: SvcImage["url"] | undefined;
  /** Text alternative (`alt`). Empty: the picture is decorative. */
  "prop:description"?: SvcImage["description"] | undefined;
  /** `contain`, `cover`, `fill` (default), `none` or `scaleDown`, as CSS `object-fit`. */
  "prop:fit"?: SvcImage["fit"] | undefined;
  /** `icon`, `avatar`, `smallFeature`, `mediumFeature`, `largeFeature` or `header`. Empty (the
default) or unknown: `mediumFeature`, except beside other content in a row (a list item's
picture), where it is a `smallFeature`. */
  "prop:variant"?: SvcImage["variant"] | undefined;
  /** Where pictures may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  "prop:mediaPolicy"?: SvcImage["mediaPolicy"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcListProps = {
  /** `vertical` (default) or `horizontal`. Any case is accepted; unknown → `vertical`. */
  direction?: SvcList["direction"] | undefined;
  /** Placement of the items across the list (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  alignment?: SvcList["alignment"] | undefined;
  /** Space between items in px. Numeric strings are accepted; negative or invalid → 0. */
  gap?: SvcList["gap"] | undefined;
};

export type SvcListSolidJsProps = {
  /** `vertical` (default) or `horizontal`. Any case is accepted; unknown → `vertical`. */
  "prop:direction"?: SvcList["direction"] | undefined;
  /** Placement of the items across the list (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  "prop:alignment"?: SvcList["alignment"] | undefined;
  /** Space between items in px. Numeric strings are accepted; negative or invalid → 0. */
  "prop:gap"?: SvcList["gap"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcModalProps = {
  /** Whether the dialog is open. Setting it opens or closes the dialog; the user's actions update it. */
  open?: SvcModal["open"] | undefined;
  /** Accessible name of the dialog. Empty: the host's `aria-label` (an agent's accessibility label),
else the first heading of the content, else "Dialog" in the page's language. */
  label?: SvcModal["label"] | undefined;
  /** Accessible name of the Close button; empty: "Close" in the page's language. */
  "close-label"?: SvcModal["closeLabel"] | undefined;
  /** Accessible name of the Close button; empty: "Close" in the page's language. */
  closeLabel?: SvcModal["closeLabel"] | undefined;
};

export type SvcModalSolidJsProps = {
  /** Whether the dialog is open. Setting it opens or closes the dialog; the user's actions update it. */
  "prop:open"?: SvcModal["open"] | undefined;
  /** Accessible name of the dialog. Empty: the host's `aria-label` (an agent's accessibility label),
else the first heading of the content, else "Dialog" in the page's language. */
  "prop:label"?: SvcModal["label"] | undefined;
  /** Accessible name of the Close button; empty: "Close" in the page's language. */
  "attr:close-label"?: SvcModal["closeLabel"] | undefined;
  /** Accessible name of the Close button; empty: "Close" in the page's language. */
  "prop:closeLabel"?: SvcModal["closeLabel"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcProgressBarProps = {
  /** Names the bar, shown above it. Without a label the accessible name is "Progress". */
  label?: SvcProgressBar["label"] | undefined;
  /** Current value between `min` and `max`. Missing or not a number: indeterminate. */
  value?: SvcProgressBar["value"] | undefined;
  /** Value at which the bar is empty. */
  min?: SvcProgressBar["min"] | undefined;
  /** Value at which the bar is full. */
  max?: SvcProgressBar["max"] | undefined;
};

export type SvcProgressBarSolidJsProps = {
  /** Names the bar, shown above it. Without a label the accessible name is "Progress". */
  "prop:label"?: SvcProgressBar["label"] | undefined;
  /** Current value between `min` and `max`. Missing or not a number: indeterminate. */
  "prop:value"?: SvcProgressBar["value"] | undefined;
  /** Value at which the bar is empty. */
  "prop:min"?: SvcProgressBar["min"] | undefined;
  /** Value at which the bar is full. */
  "prop:max"?: SvcProgressBar["max"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcRowProps = {
  /** Cross-axis placement of the children (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  alignment?: SvcRow["alignment"] | undefined;
  /** Main-axis placement (CSS `justify-content`): `start` (default), `center`, `end`,
`spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children grow equally). Any spelling
is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`. */
  distribution?: SvcRow["distribution"] | undefined;
  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  gap?: SvcRow["gap"] | undefined;
};

export type SvcRowSolidJsProps = {
  /** Cross-axis placement of the children (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  "prop:alignment"?: SvcRow["alignment"] | undefined;
  /** Main-axis placement (CSS `justify-content`): `start` (default), `center`, `end`,
`spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children grow equally). Any spelling
is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`. */
  "prop:distribution"?: SvcRow["distribution"] | undefined;
  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  "prop:gap"?: SvcRow["gap"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcSliderProps = {
  /** Label shown above the slider; it names the slider for assistive technology. */
  label?: SvcSlider["label"] | undefined;
  /** The current number. Missing or unreadable values show `min`. Always written as a number. */
  value?: SvcSlider["value"] | undefined;
  /** Smallest value (default 0). Numeric strings are accepted. */
  min?: SvcSlider["min"] | undefined;
  /** Largest value (default 100). Numeric strings are accepted; below `min` it is `min`. */
  max?: SvcSlider["max"] | undefined;
  /** Step between values; missing, zero or unreadable means any value (`step="any"`). */
  step?: SvcSlider["step"] | undefined;
  /** Validation message; '' means valid. Shown once the user moved or left the slider. */
  error?: SvcSlider["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the slider. */
  "show-errors"?: SvcSlider["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the slider. */
  showErrors?: SvcSlider["showErrors"] | undefined;
  /** Whether the slider is read-only for the user and dimmed. */
  disabled?: SvcSlider["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcSlider["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcSlider["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?: SvcSlider["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcSlider["accessibleDescription"] | undefined;

  /** The value changes while the user drags or presses arrow keys, after `value` has been updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed a value (released the thumb, or each key step), after `value` has been updated. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcSliderSolidJsProps = {
  /** Label shown above the slider; it names the slider for assistive technology. */
  "prop:label"?: SvcSlider["label"] | undefined;
  /** The current number. Missing or unreadable values show `min`. Always written as a number. */
  "prop:value"?: SvcSlider["value"] | undefined;
  /** Smallest value (default 0). Numeric strings are accepted. */
  "prop:min"?: SvcSlider["min"] | undefined;
  /** Largest value (default 100). Numeric strings are accepted; below `min` it is `min`. */
  "prop:max"?: SvcSlider["max"] | undefined;
  /** Step between values; missing, zero or unreadable means any value (`step="any"`). */
  "prop:step"?: SvcSlider["step"] | undefined;
  /** Validation message; '' means valid. Shown once the user moved or left the slider. */
  "prop:error"?: SvcSlider["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the slider. */
  "bool:show-errors"?: SvcSlider["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the slider. */
  "prop:showErrors"?: SvcSlider["showErrors"] | undefined;
  /** Whether the slider is read-only for the user and dimmed. */
  "prop:disabled"?: SvcSlider["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcSlider["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcSlider["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcSlider["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?: SvcSlider["accessibleDescription"] | undefined;
  /** The value changes while the user drags or presses arrow keys, after `value` has been updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed a value (released the thumb, or each key step), after `value` has been updated. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcTabsProps = {
  /** Tab titles, in the order of the children. Missing or blank titles become "Tab N". */
  titles?: SvcTabs["titles"] | undefined;
  /** Index of the selected tab (from 0). Out-of-range values show the nearest tab. When children
are added, moved or removed, it follows the child that was shown (no `change` event). */
  selected?: SvcTabs["selected"] | undefined;
  /** Accessible name of the row of tabs (optional). */
  label?: SvcTabs["label"] | undefined;

  /** The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcTabsSolidJsProps = {
  /** Tab titles, in the order of the children. Missing or blank titles become "Tab N". */
  "prop:titles"?: SvcTabs["titles"] | undefined;
  /** Index of the selected tab (from 0). Out-of-range values show the nearest tab. When children
are added, moved or removed, it follows the child that was shown (no `change` event). */
  "prop:selected"?: SvcTabs["selected"] | undefined;
  /** Accessible name of the row of tabs (optional). */
  "prop:label"?: SvcTabs["label"] | undefined;
  /** The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcTextFieldProps = {
  /** Label shown above the control; it names the control for assistive technology. */
  label?: SvcTextField["label"] | undefined;
  /** Hint shown inside the empty control. */
  placeholder?: SvcTextField["placeholder"] | undefined;
  /** The text in the field. Always written back as a string, also for the `number` variant. */
  value?: SvcTextField["value"] | undefined;
  /** `shortText` (default), `longText` (multi-line), `number` or `obscured` (password: characters
hidden, never filled from the browser's saved passwords). SDK spellings such as
`TEXT_FIELD_VARIANT_LONG_TEXT` are accepted; unknown values mean `shortText`. */
  variant?: SvcTextField["variant"] | undefined;
  /** Validation message; '' means valid. Shown once the user edited or left the field. */
  error?: SvcTextField["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the field. */
  "show-errors"?: SvcTextField["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the field. */
  showErrors?: SvcTextField["showErrors"] | undefined;
  /** Whether the field must be filled in (marks the label and sets `required` on the control). */
  required?: SvcTextField["required"] | undefined;
  /** Whether the field is read-only for the user and dimmed. */
  disabled?: SvcTextField["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcTextField["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcTextField["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?: SvcTextField["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcTextField["accessibleDescription"] | undefined;

  /** Each edit by the user, after `value` has been updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed the edit (blur or Enter), after `value` has been updated. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcTextFieldSolidJsProps = {
  /** Label shown above the control; it names the control for assistive technology. */
  "prop:label"?: SvcTextField["label"] | undefined;
  /** Hint shown inside the empty control. */
  "prop:placeholder"?: SvcTextField["placeholder"] | undefined;
  /** The text in the field. Always written back as a string, also for the `number` variant. */
  "prop:value"?: SvcTextField["value"] | undefined;
  /** `shortText` (default), `longText` (multi-line), `number` or `obscured` (password: characters
hidden, never filled from the browser's saved passwords). SDK spellings such as
`TEXT_FIELD_VARIANT_LONG_TEXT` are accepted; unknown values mean `shortText`. */
  "prop:variant"?: SvcTextField["variant"] | undefined;
  /** Validation message; '' means valid. Shown once the user edited or left the field. */
  "prop:error"?: SvcTextField["error"] | undefined;
  /** Show the error at once, without waiting for the user to touch the field. */
  "bool:show-errors"?: SvcTextField["showErrors"] | undefined;
  /** Show the error at once, without waiting for the user to touch the field. */
  "prop:showErrors"?: SvcTextField["showErrors"] | undefined;
  /** Whether the field must be filled in (marks the label and sets `required` on the control). */
  "prop:required"?: SvcTextField["required"] | undefined;
  /** Whether the field is read-only for the user and dimmed. */
  "prop:disabled"?: SvcTextField["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcTextField["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcTextField["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcTextField["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?:
    SvcTextField["accessibleDescription"] | undefined;
  /** Each edit by the user, after `value` has been updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed the edit (blur or Enter), after `value` has been updated. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcTextProps = {
  /** The text to show. Plain text is never read as HTML; non-strings are shown via `String()`. */
  text?: SvcText["text"] | undefined;
  /** Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans. */
  markdown?: SvcText["markdown"] | undefined;
  /** `body` (default), `caption`, or a heading `h1`…`h5` (`h6` is accepted too). Any case and
`TEXT_VARIANT_*` names are accepted; unknown values give `body`. */
  variant?: SvcText["variant"] | undefined;
  /** The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
`caption`, nor on the size. */
  "heading-level"?: SvcText["headingLevel"] | undefined;
  /** The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
`caption`, nor on the size. */
  headingLevel?: SvcText["headingLevel"] | undefined;
  /** The text is still being written (an agent's message arriving): markdown renders only what is
settled (an unclosed `**`, link or code fence shows as plain words until it closes; no link to
half an address), and the element is `aria-busy`, so that a live region around it announces
the text once rather than every character. */
  streaming?: SvcText["streaming"] | undefined;
};

export type SvcTextSolidJsProps = {
  /** The text to show. Plain text is never read as HTML; non-strings are shown via `String()`. */
  "prop:text"?: SvcText["text"] | undefined;
  /** Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans. */
  "prop:markdown"?: SvcText["markdown"] | undefined;
  /** `body` (default), `caption`, or a heading `h1`…`h5` (`h6` is accepted too). Any case and
`TEXT_VARIANT_*` names are accepted; unknown values give `body`. */
  "prop:variant"?: SvcText["variant"] | undefined;
  /** The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
`caption`, nor on the size. */
  "attr:heading-level"?: SvcText["headingLevel"] | undefined;
  /** The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
`caption`, nor on the size. */
  "prop:headingLevel"?: SvcText["headingLevel"] | undefined;
  /** The text is still being written (an agent's message arriving): markdown renders only what is
settled (an unclosed `**`, link or code fence shows as plain words until it closes; no link to
half an address), and the element is `aria-busy`, so that a live region around it announces
the text once rather than every character. */
  "prop:streaming"?: SvcText["streaming"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcVideoProps = {
  /** Address of a still shown before playing (A2UI v0.10); also checked against the policy. */
  "poster-url"?: SvcVideo["posterUrl"] | undefined;
  /** Address of a still shown before playing (A2UI v0.10); also checked against the policy. */
  posterUrl?: SvcVideo["posterUrl"] | undefined;
  /** What the video shows; its accessible name ("Video" when empty). */
  description?: SvcVideo["description"] | undefined;
  /** Address of the medium; checked against the media policy before anything is requested. */
  url?: SvcVideo["url"] | undefined;
  /** Where media may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  mediaPolicy?: SvcVideo["mediaPolicy"] | undefined;
};

export type SvcVideoSolidJsProps = {
  /** Address of a still shown before playing (A2UI v0.10); also checked against the policy. */
  "attr:poster-url"?: SvcVideo["posterUrl"] | undefined;
  /** Address of a still shown before playing (A2UI v0.10); also checked against the policy. */
  "prop:posterUrl"?: SvcVideo["posterUrl"] | undefined;
  /** What the video shows; its accessible name ("Video" when empty). */
  "prop:description"?: SvcVideo["description"] | undefined;
  /** Address of the medium; checked against the media policy before anything is requested. */
  "prop:url"?: SvcVideo["url"] | undefined;
  /** Where media may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  "prop:mediaPolicy"?: SvcVideo["mediaPolicy"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormBoolProps = {
  /** Whether the box is checked. */
  value?: SvcFormBool["value"] | undefined;
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormBool["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormBool["disabled"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormBool["field"] | undefined;

  /** The user toggled the box; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** Same moment as `input` (a toggle is a committed edit). */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormBoolSolidJsProps = {
  /** Whether the box is checked. */
  "prop:value"?: SvcFormBool["value"] | undefined;
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormBool["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormBool["disabled"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormBool["field"] | undefined;
  /** The user toggled the box; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** Same moment as `input` (a toggle is a committed edit). */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormChipsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormChips["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormChips["disabled"] | undefined;
  /** The items, in order. */
  value?: SvcFormChips["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormChips["field"] | undefined;

  /** An item was added or removed; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormChipsSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormChips["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormChips["disabled"] | undefined;
  /** The items, in order. */
  "prop:value"?: SvcFormChips["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormChips["field"] | undefined;
  /** An item was added or removed; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormDateProps = {
  /** Today's date `YYYY-MM-DD` for the relative bounds; empty: the viewer's local date. */
  today?: SvcFormDate["today"] | undefined;
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormDate["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormDate["disabled"] | undefined;
  /** The date, `YYYY-MM-DD`, or `''`. */
  value?: SvcFormDate["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormDate["field"] | undefined;

  /** Each edit; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed the edit. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormDateSolidJsProps = {
  /** Today's date `YYYY-MM-DD` for the relative bounds; empty: the viewer's local date. */
  "prop:today"?: SvcFormDate["today"] | undefined;
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormDate["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormDate["disabled"] | undefined;
  /** The date, `YYYY-MM-DD`, or `''`. */
  "prop:value"?: SvcFormDate["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormDate["field"] | undefined;
  /** Each edit; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed the edit. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormFileProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormFile["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormFile["disabled"] | undefined;
  /** The chosen file (a `File` in the browser), or null. */
  value?: SvcFormFile["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormFile["field"] | undefined;

  /** The user chose or removed a file; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormFileSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormFile["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormFile["disabled"] | undefined;
  /** The chosen file (a `File` in the browser), or null. */
  "prop:value"?: SvcFormFile["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormFile["field"] | undefined;
  /** The user chose or removed a file; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormProps = {
  /** Text of the submit button; empty: "Submit" in the form's locale. */
  "submit-label"?: SvcForm["submitLabel"] | undefined;
  /** Text of the submit button; empty: "Submit" in the form's locale. */
  submitLabel?: SvcForm["submitLabel"] | undefined;
  /** Work is in progress (for example saving): shows a spinner and blocks editing and submitting. */
  busy?: SvcForm["busy"] | undefined;
  /** Blocks editing and submitting. */
  disabled?: SvcForm["disabled"] | undefined;
  /** Hides the submit button (submit with `requestSubmit()` or a button of your own). */
  "hide-submit"?: SvcForm["hideSubmit"] | undefined;
  /** Hides the submit button (submit with `requestSubmit()` or a button of your own). */
  hideSubmit?: SvcForm["hideSubmit"] | undefined;
  /** Hides the form's display name (its description still shows). */
  "hide-title"?: SvcForm["hideTitle"] | undefined;
  /** Hides the form's display name (its description still shows). */
  hideTitle?: SvcForm["hideTitle"] | undefined;
  /** Today's date `YYYY-MM-DD` for date defaults and bounds; empty: the viewer's local date. */
  today?: SvcForm["today"] | undefined;
  /** The form to draw (a Form of the service, spec 2.3). */
  form?: SvcForm["form"] | undefined;
  /** Values by field name. Fields left undefined start with their default. Updated as the user
edits (a new object each time); set it to change values from outside, `{}` to start over. */
  value?: SvcForm["value"] | undefined;
  /** Searches users and resources for picker fields. Falls back to the provider of an enclosing
`<svc-surface>`; without any, pickers ask for typed IDs. */
  resourceProvider?: SvcForm["resourceProvider"] | undefined;

  /** Each edit; `values` holds every field's value, `field` the edited field's name. */
  oninput?: ((e: SvcFormValueEvent) => void) | undefined;
  /** A committed edit; same fields as `input`. */
  onchange?: ((e: SvcFormValueEvent) => void) | undefined;
  /** The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled. */
  onsubmit?: ((e: SvcFormSubmitEvent) => void) | undefined;
  /** The user pressed Connect on an OAuth2 field (from the field, passes through). */
  "onsvc-oauth2-connect"?: ((e: SvcOAuth2ConnectEvent) => void) | undefined;
};

export type SvcFormSolidJsProps = {
  /** Text of the submit button; empty: "Submit" in the form's locale. */
  "attr:submit-label"?: SvcForm["submitLabel"] | undefined;
  /** Text of the submit button; empty: "Submit" in the form's locale. */
  "prop:submitLabel"?: SvcForm["submitLabel"] | undefined;
  /** Work is in progress (for example saving): shows a spinner and blocks editing and submitting. */
  "prop:busy"?: SvcForm["busy"] | undefined;
  /** Blocks editing and submitting. */
  "prop:disabled"?: SvcForm["disabled"] | undefined;
  /** Hides the submit button (submit with `requestSubmit()` or a button of your own). */
  "bool:hide-submit"?: SvcForm["hideSubmit"] | undefined;
  /** Hides the submit button (submit with `requestSubmit()` or a button of your own). */
  "prop:hideSubmit"?: SvcForm["hideSubmit"] | undefined;
  /** Hides the form's display name (its description still shows). */
  "bool:hide-title"?: SvcForm["hideTitle"] | undefined;
  /** Hides the form's display name (its description still shows). */
  "prop:hideTitle"?: SvcForm["hideTitle"] | undefined;
  /** Today's date `YYYY-MM-DD` for date defaults and bounds; empty: the viewer's local date. */
  "prop:today"?: SvcForm["today"] | undefined;
  /** The form to draw (a Form of the service, spec 2.3). */
  "prop:form"?: SvcForm["form"] | undefined;
  /** Values by field name. Fields left undefined start with their default. Updated as the user
edits (a new object each time); set it to change values from outside, `{}` to start over. */
  "prop:value"?: SvcForm["value"] | undefined;
  /** Searches users and resources for picker fields. Falls back to the provider of an enclosing
`<svc-surface>`; without any, pickers ask for typed IDs. */
  "prop:resourceProvider"?: SvcForm["resourceProvider"] | undefined;
  /** Each edit; `values` holds every field's value, `field` the edited field's name. */
  "on:input"?: ((e: SvcFormValueEvent) => void) | undefined;
  /** A committed edit; same fields as `input`. */
  "on:change"?: ((e: SvcFormValueEvent) => void) | undefined;
  /** The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled. */
  "on:submit"?: ((e: SvcFormSubmitEvent) => void) | undefined;
  /** The user pressed Connect on an OAuth2 field (from the field, passes through). */
  "on:svc-oauth2-connect"?: ((e: SvcOAuth2ConnectEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormMapProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormMap["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormMap["disabled"] | undefined;
  /** The entries, by key. Rows with an empty key and value are left out. */
  value?: SvcFormMap["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormMap["field"] | undefined;

  /** A key or value was edited, or a row added or removed; `value` is updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** A row edit was committed, or a row added or removed. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormMapSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormMap["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormMap["disabled"] | undefined;
  /** The entries, by key. Rows with an empty key and value are left out. */
  "prop:value"?: SvcFormMap["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormMap["field"] | undefined;
  /** A key or value was edited, or a row added or removed; `value` is updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** A row edit was committed, or a row added or removed. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormNumberProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormNumber["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormNumber["disabled"] | undefined;
  /** The number as a decimal string (`''` when blank, NOT_A_NUMBER while the text cannot be
read as a number). Never converted to a JS number. */
  value?: SvcFormNumber["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormNumber["field"] | undefined;

  /** Each edit; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed the edit. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormNumberSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormNumber["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormNumber["disabled"] | undefined;
  /** The number as a decimal string (`''` when blank, NOT_A_NUMBER while the text cannot be
read as a number). Never converted to a JS number. */
  "prop:value"?: SvcFormNumber["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormNumber["field"] | undefined;
  /** Each edit; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed the edit. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormOAuth2Props = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormOAuth2["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormOAuth2["disabled"] | undefined;
  /** What the host set after connecting (for example a credential id); `''` when not connected. */
  value?: SvcFormOAuth2["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormOAuth2["field"] | undefined;

  /** The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`). */
  "onsvc-oauth2-connect"?: ((e: SvcOAuth2ConnectEvent) => void) | undefined;
};

export type SvcFormOAuth2SolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormOAuth2["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormOAuth2["disabled"] | undefined;
  /** What the host set after connecting (for example a credential id); `''` when not connected. */
  "prop:value"?: SvcFormOAuth2["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormOAuth2["field"] | undefined;
  /** The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`). */
  "on:svc-oauth2-connect"?: ((e: SvcOAuth2ConnectEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormPasswordProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormPassword["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormPassword["disabled"] | undefined;
  /** The secret. A property only: it is never reflected to an attribute. */
  value?: SvcFormPassword["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormPassword["field"] | undefined;

  /** Each edit; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed the edit (blur). */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormPasswordSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormPassword["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormPassword["disabled"] | undefined;
  /** The secret. A property only: it is never reflected to an attribute. */
  "prop:value"?: SvcFormPassword["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormPassword["field"] | undefined;
  /** Each edit; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed the edit (blur). */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormPickerProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormPicker["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormPicker["disabled"] | undefined;
  /** The chosen id (single picker, a string field) or ids (list picker, a string-slice field). */
  value?: SvcFormPicker["value"] | undefined;
  /** Where options come from; without one the user types IDs. */
  resourceProvider?: SvcFormPicker["resourceProvider"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormPicker["field"] | undefined;

  /** The selection changed; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormPickerSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormPicker["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormPicker["disabled"] | undefined;
  /** The chosen id (single picker, a string field) or ids (list picker, a string-slice field). */
  "prop:value"?: SvcFormPicker["value"] | undefined;
  /** Where options come from; without one the user types IDs. */
  "prop:resourceProvider"?: SvcFormPicker["resourceProvider"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormPicker["field"] | undefined;
  /** The selection changed; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormSelectProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormSelect["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormSelect["disabled"] | undefined;
  /** The chosen option's value, `''` for none. */
  value?: SvcFormSelect["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormSelect["field"] | undefined;

  /** The user chose an option; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormSelectSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormSelect["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormSelect["disabled"] | undefined;
  /** The chosen option's value, `''` for none. */
  "prop:value"?: SvcFormSelect["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormSelect["field"] | undefined;
  /** The user chose an option; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** Same moment as `input`. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcFormTextProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormText["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormText["disabled"] | undefined;
  /** The text. */
  value?: SvcFormText["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormText["field"] | undefined;

  /** Each edit; `value` is already updated. */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed the edit (blur). */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcFormTextSolidJsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  "prop:error"?: SvcFormText["error"] | undefined;
  /** Greys the field out and stops editing (the form is busy or disabled). */
  "prop:disabled"?: SvcFormText["disabled"] | undefined;
  /** The text. */
  "prop:value"?: SvcFormText["value"] | undefined;
  /** The field definition (a Field of the service's Form, spec 2.3). */
  "prop:field"?: SvcFormText["field"] | undefined;
  /** Each edit; `value` is already updated. */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed the edit (blur). */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcChartProps = {
  /** Heading of the chart (the wire property `title`). */
  heading?: SvcChart["heading"] | undefined;
  /** Where the underlying data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  "artifact-url"?: SvcChart["artifactUrl"] | undefined;
  /** Where the underlying data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  artifactUrl?: SvcChart["artifactUrl"] | undefined;
  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  sources?: SvcChart["sources"] | undefined;
  /** Categorical data `{slices: [{label, value}]}`: a donut, or bars past 8 slices. */
  categorical?: SvcChart["categorical"] | undefined;
  /** Time series `{range: {start, end, label}, series: [{key, displayName, points: [{ts, value}]}]}`. */
  timeSeries?: SvcChart["timeSeries"] | undefined;
};

export type SvcChartSolidJsProps = {
  /** Heading of the chart (the wire property `title`). */
  "prop:heading"?: SvcChart["heading"] | undefined;
  /** Where the underlying data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  "attr:artifact-url"?: SvcChart["artifactUrl"] | undefined;
  /** Where the underlying data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  "prop:artifactUrl"?: SvcChart["artifactUrl"] | undefined;
  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  "prop:sources"?: SvcChart["sources"] | undefined;
  /** Categorical data `{slices: [{label, value}]}`: a donut, or bars past 8 slices. */
  "prop:categorical"?: SvcChart["categorical"] | undefined;
  /** Time series `{range: {start, end, label}, series: [{key, displayName, points: [{ts, value}]}]}`. */
  "prop:timeSeries"?: SvcChart["timeSeries"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcCodeBlockProps = {
  /** The code. Shown as text, never as HTML. */
  code?: SvcCodeBlock["code"] | undefined;
  /** The language (`json`, `yaml`, `bash`, `shell`, `typescript`, `javascript`, `python`, `sql`,
`go`, `html`, `xml`, or an alias). Shown as a label; highlights the code when known. */
  language?: SvcCodeBlock["language"] | undefined;
  /** A heading above the code (the wire `title`); also names the code region. */
  heading?: SvcCodeBlock["heading"] | undefined;
  /** Show a button that copies the code. */
  copyable?: SvcCodeBlock["copyable"] | undefined;
};

export type SvcCodeBlockSolidJsProps = {
  /** The code. Shown as text, never as HTML. */
  "prop:code"?: SvcCodeBlock["code"] | undefined;
  /** The language (`json`, `yaml`, `bash`, `shell`, `typescript`, `javascript`, `python`, `sql`,
`go`, `html`, `xml`, or an alias). Shown as a label; highlights the code when known. */
  "prop:language"?: SvcCodeBlock["language"] | undefined;
  /** A heading above the code (the wire `title`); also names the code region. */
  "prop:heading"?: SvcCodeBlock["heading"] | undefined;
  /** Show a button that copies the code. */
  "prop:copyable"?: SvcCodeBlock["copyable"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcConnectorConfigFormProps = {
  /** The app of the connector. */
  "app-id"?: SvcConnectorConfigForm["appId"] | undefined;
  /** The app of the connector. */
  appId?: SvcConnectorConfigForm["appId"] | undefined;
  /** The connector whose settings are edited. */
  "connector-id"?: SvcConnectorConfigForm["connectorId"] | undefined;
  /** The connector whose settings are edited. */
  connectorId?: SvcConnectorConfigForm["connectorId"] | undefined;
  /** Action name raised after a successful save. */
  "submit-action-name"?: SvcConnectorConfigForm["submitActionName"] | undefined;
  /** Action name raised after a successful save. */
  submitActionName?: SvcConnectorConfigForm["submitActionName"] | undefined;
  /** Action name raised by Skip. */
  "skip-action-name"?: SvcConnectorConfigForm["skipActionName"] | undefined;
  /** Action name raised by Skip. */
  skipActionName?: SvcConnectorConfigForm["skipActionName"] | undefined;
  /** Text of the save button; empty: "Save and connect" (localized). */
  "submit-label"?: SvcConnectorConfigForm["submitLabel"] | undefined;
  /** Text of the save button; empty: "Save and connect" (localized). */
  submitLabel?: SvcConnectorConfigForm["submitLabel"] | undefined;
  /** Text of the skip button; empty: "Skip for now" (localized). */
  "skip-label"?: SvcConnectorConfigForm["skipLabel"] | undefined;
  /** Text of the skip button; empty: "Skip for now" (localized). */
  skipLabel?: SvcConnectorConfigForm["skipLabel"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcConnectorConfigForm["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "disabled-reason"?: SvcConnectorConfigForm["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcConnectorConfigForm["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcConnectorConfigForm["notice"] | undefined;
  /** Where the settings come from and go to. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  settingsProvider?: SvcConnectorConfigForm["settingsProvider"] | undefined;

  /** `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else. */
  "onsvc-connector-submit"?: ((e: SvcConnectorSubmitEvent) => void) | undefined;
  /** `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`. */
  "onsvc-connector-skip"?: ((e: SvcConnectorSkipEvent) => void) | undefined;
};

export type SvcConnectorConfigFormSolidJsProps = {
  /** The app of the connector. */
  "attr:app-id"?: SvcConnectorConfigForm["appId"] | undefined;
  /** The app of the connector. */
  "prop:appId"?: SvcConnectorConfigForm["appId"] | undefined;
  /** The connector whose settings are edited. */
  "attr:connector-id"?: SvcConnectorConfigForm["connectorId"] | undefined;
  /** The connector whose settings are edited. */
  "prop:connectorId"?: SvcConnectorConfigForm["connectorId"] | undefined;
  /** Action name raised after a successful save. */
  "attr:submit-action-name"?:
    SvcConnectorConfigForm["submitActionName"] | undefined;
  /** Action name raised after a successful save. */
  "prop:submitActionName"?:
    SvcConnectorConfigForm["submitActionName"] | undefined;
  /** Action name raised by Skip. */
  "attr:skip-action-name"?:
    SvcConnectorConfigForm["skipActionName"] | undefined;
  /** Action name raised by Skip. */
  "prop:skipActionName"?: SvcConnectorConfigForm["skipActionName"] | undefined;
  /** Text of the save button; empty: "Save and connect" (localized). */
  "attr:submit-label"?: SvcConnectorConfigForm["submitLabel"] | undefined;
  /** Text of the save button; empty: "Save and connect" (localized). */
  "prop:submitLabel"?: SvcConnectorConfigForm["submitLabel"] | undefined;
  /** Text of the skip button; empty: "Skip for now" (localized). */
  "attr:skip-label"?: SvcConnectorConfigForm["skipLabel"] | undefined;
  /** Text of the skip button; empty: "Skip for now" (localized). */
  "prop:skipLabel"?: SvcConnectorConfigForm["skipLabel"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  "prop:pending"?: SvcConnectorConfigForm["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "attr:disabled-reason"?: SvcConnectorConfigForm["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "prop:disabledReason"?: SvcConnectorConfigForm["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  "prop:notice"?: SvcConnectorConfigForm["notice"] | undefined;
  /** Where the settings come from and go to. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  "prop:settingsProvider"?:
    SvcConnectorConfigForm["settingsProvider"] | undefined;
  /** `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else. */
  "on:svc-connector-submit"?:
    ((e: SvcConnectorSubmitEvent) => void) | undefined;
  /** `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`. */
  "on:svc-connector-skip"?: ((e: SvcConnectorSkipEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcConnectorSyncDetailProps = {
  /** Card heading (the wire `title`); "Sync details" when empty. */
  heading?: SvcConnectorSyncDetail["heading"] | undefined;
  /** The app whose connector syncs. */
  "app-id"?: SvcConnectorSyncDetail["appId"] | undefined;
  /** The app whose connector syncs. */
  appId?: SvcConnectorSyncDetail["appId"] | undefined;
  /** The connector that syncs. */
  "connector-id"?: SvcConnectorSyncDetail["connectorId"] | undefined;
  /** The connector that syncs. */
  connectorId?: SvcConnectorSyncDetail["connectorId"] | undefined;
  /** Where the status comes from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  syncStatusProvider?: SvcConnectorSyncDetail["syncStatusProvider"] | undefined;
};

export type SvcConnectorSyncDetailSolidJsProps = {
  /** Card heading (the wire `title`); "Sync details" when empty. */
  "prop:heading"?: SvcConnectorSyncDetail["heading"] | undefined;
  /** The app whose connector syncs. */
  "attr:app-id"?: SvcConnectorSyncDetail["appId"] | undefined;
  /** The app whose connector syncs. */
  "prop:appId"?: SvcConnectorSyncDetail["appId"] | undefined;
  /** The connector that syncs. */
  "attr:connector-id"?: SvcConnectorSyncDetail["connectorId"] | undefined;
  /** The connector that syncs. */
  "prop:connectorId"?: SvcConnectorSyncDetail["connectorId"] | undefined;
  /** Where the status comes from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  "prop:syncStatusProvider"?:
    SvcConnectorSyncDetail["syncStatusProvider"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcConnectorSyncProgressProps = {
  /** Card heading (the wire `title`); "Sync progress" when empty. */
  heading?: SvcConnectorSyncProgress["heading"] | undefined;
  /** The app whose connector syncs. */
  "app-id"?: SvcConnectorSyncProgress["appId"] | undefined;
  /** The app whose connector syncs. */
  appId?: SvcConnectorSyncProgress["appId"] | undefined;
  /** The connector that syncs. */
  "connector-id"?: SvcConnectorSyncProgress["connectorId"] | undefined;
  /** The connector that syncs. */
  connectorId?: SvcConnectorSyncProgress["connectorId"] | undefined;
  /** Where the status comes from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  syncStatusProvider?:
    SvcConnectorSyncProgress["syncStatusProvider"] | undefined;
};

export type SvcConnectorSyncProgressSolidJsProps = {
  /** Card heading (the wire `title`); "Sync progress" when empty. */
  "prop:heading"?: SvcConnectorSyncProgress["heading"] | undefined;
  /** The app whose connector syncs. */
  "attr:app-id"?: SvcConnectorSyncProgress["appId"] | undefined;
  /** The app whose connector syncs. */
  "prop:appId"?: SvcConnectorSyncProgress["appId"] | undefined;
  /** The connector that syncs. */
  "attr:connector-id"?: SvcConnectorSyncProgress["connectorId"] | undefined;
  /** The connector that syncs. */
  "prop:connectorId"?: SvcConnectorSyncProgress["connectorId"] | undefined;
  /** Where the status comes from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  "prop:syncStatusProvider"?:
    SvcConnectorSyncProgress["syncStatusProvider"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcDurationPickerProps = {
  /** Legend of the group; "Duration" when empty. */
  label?: SvcDurationPicker["label"] | undefined;
  /** The chosen duration in seconds; `undefined` when none. Numeric and int64 strings ("28800")
are accepted and turned into a number. */
  value?: SvcDurationPicker["value"] | undefined;
  /** The longest duration allowed, in seconds (number or int64 string); none when empty or 0. */
  "max-duration-seconds"?: SvcDurationPicker["maxDurationSeconds"] | undefined;
  /** The longest duration allowed, in seconds (number or int64 string); none when empty or 0. */
  maxDurationSeconds?: SvcDurationPicker["maxDurationSeconds"] | undefined;
  /** Validation message from the host; '' means valid. Shown once the user touched the picker. */
  error?: SvcDurationPicker["error"] | undefined;
  /** Show `error` at once, without waiting for the user to touch the picker. */
  "show-errors"?: SvcDurationPicker["showErrors"] | undefined;
  /** Show `error` at once, without waiting for the user to touch the picker. */
  showErrors?: SvcDurationPicker["showErrors"] | undefined;
  /** Whether the picker is dimmed and cannot be changed. */
  disabled?: SvcDurationPicker["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcDurationPicker["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcDurationPicker["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?:
    SvcDurationPicker["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?:
    SvcDurationPicker["accessibleDescription"] | undefined;

  /** The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken). */
  oninput?: ((e: Event) => void) | undefined;
  /** The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken). */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcDurationPickerSolidJsProps = {
  /** Legend of the group; "Duration" when empty. */
  "prop:label"?: SvcDurationPicker["label"] | undefined;
  /** The chosen duration in seconds; `undefined` when none. Numeric and int64 strings ("28800")
are accepted and turned into a number. */
  "prop:value"?: SvcDurationPicker["value"] | undefined;
  /** The longest duration allowed, in seconds (number or int64 string); none when empty or 0. */
  "attr:max-duration-seconds"?:
    SvcDurationPicker["maxDurationSeconds"] | undefined;
  /** The longest duration allowed, in seconds (number or int64 string); none when empty or 0. */
  "prop:maxDurationSeconds"?:
    SvcDurationPicker["maxDurationSeconds"] | undefined;
  /** Validation message from the host; '' means valid. Shown once the user touched the picker. */
  "prop:error"?: SvcDurationPicker["error"] | undefined;
  /** Show `error` at once, without waiting for the user to touch the picker. */
  "bool:show-errors"?: SvcDurationPicker["showErrors"] | undefined;
  /** Show `error` at once, without waiting for the user to touch the picker. */
  "prop:showErrors"?: SvcDurationPicker["showErrors"] | undefined;
  /** Whether the picker is dimmed and cannot be changed. */
  "prop:disabled"?: SvcDurationPicker["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcDurationPicker["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcDurationPicker["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcDurationPicker["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?:
    SvcDurationPicker["accessibleDescription"] | undefined;
  /** The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken). */
  "on:input"?: ((e: Event) => void) | undefined;
  /** The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken). */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcMetricCardsProps = {
  /** The heading above the cards (the wire `title`). Empty: no heading. */
  heading?: SvcMetricCards["heading"] | undefined;
  /** Where the figures come from, shown as a footnote. Not an array: no footnote. */
  sources?: SvcMetricCards["sources"] | undefined;
  /** The cards, in order. Not an array: no cards. */
  cards?: SvcMetricCards["cards"] | undefined;
};

export type SvcMetricCardsSolidJsProps = {
  /** The heading above the cards (the wire `title`). Empty: no heading. */
  "prop:heading"?: SvcMetricCards["heading"] | undefined;
  /** Where the figures come from, shown as a footnote. Not an array: no footnote. */
  "prop:sources"?: SvcMetricCards["sources"] | undefined;
  /** The cards, in order. Not an array: no cards. */
  "prop:cards"?: SvcMetricCards["cards"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcNotificationsVariantAProps = {
  /** The sentence of the banner (the default slot replaces it). Empty: a default naming the tool. */
  message?: SvcNotificationsVariantA["message"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcNotificationsVariantA["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "disabled-reason"?: SvcNotificationsVariantA["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcNotificationsVariantA["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcNotificationsVariantA["notice"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  "chat-tool"?: SvcNotificationsVariantA["chatTool"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  chatTool?: SvcNotificationsVariantA["chatTool"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  "enable-label"?: SvcNotificationsVariantA["enableLabel"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  enableLabel?: SvcNotificationsVariantA["enableLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  "dismiss-label"?: SvcNotificationsVariantA["dismissLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  dismissLabel?: SvcNotificationsVariantA["dismissLabel"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  "enabled-text"?: SvcNotificationsVariantA["enabledText"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  enabledText?: SvcNotificationsVariantA["enabledText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  "dismissed-text"?: SvcNotificationsVariantA["dismissedText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  dismissedText?: SvcNotificationsVariantA["dismissedText"] | undefined;
  /** Action name of the enable choice. */
  "enable-action-name"?:
    SvcNotificationsVariantA["enableActionName"] | undefined;
  /** Action name of the enable choice. */
  enableActionName?: SvcNotificationsVariantA["enableActionName"] | undefined;
  /** Action name of the dismiss choice. */
  "dismiss-action-name"?:
    SvcNotificationsVariantA["dismissActionName"] | undefined;
  /** Action name of the dismiss choice. */
  dismissActionName?: SvcNotificationsVariantA["dismissActionName"] | undefined;

  /** `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`. */
  "onsvc-notifications-enable"?:
    ((e: SvcNotificationsEnableEvent) => void) | undefined;
  /** `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`. */
  "onsvc-notifications-dismiss"?:
    ((e: SvcNotificationsDismissEvent) => void) | undefined;
};

export type SvcNotificationsVariantASolidJsProps = {
  /** The sentence of the banner (the default slot replaces it). Empty: a default naming the tool. */
  "prop:message"?: SvcNotificationsVariantA["message"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  "prop:pending"?: SvcNotificationsVariantA["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "attr:disabled-reason"?:
    SvcNotificationsVariantA["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "prop:disabledReason"?:
    SvcNotificationsVariantA["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  "prop:notice"?: SvcNotificationsVariantA["notice"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  "attr:chat-tool"?: SvcNotificationsVariantA["chatTool"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  "prop:chatTool"?: SvcNotificationsVariantA["chatTool"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  "attr:enable-label"?: SvcNotificationsVariantA["enableLabel"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  "prop:enableLabel"?: SvcNotificationsVariantA["enableLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  "attr:dismiss-label"?: SvcNotificationsVariantA["dismissLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  "prop:dismissLabel"?: SvcNotificationsVariantA["dismissLabel"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  "attr:enabled-text"?: SvcNotificationsVariantA["enabledText"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  "prop:enabledText"?: SvcNotificationsVariantA["enabledText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  "attr:dismissed-text"?: SvcNotificationsVariantA["dismissedText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  "prop:dismissedText"?: SvcNotificationsVariantA["dismissedText"] | undefined;
  /** Action name of the enable choice. */
  "attr:enable-action-name"?:
    SvcNotificationsVariantA["enableActionName"] | undefined;
  /** Action name of the enable choice. */
  "prop:enableActionName"?:
    SvcNotificationsVariantA["enableActionName"] | undefined;
  /** Action name of the dismiss choice. */
  "attr:dismiss-action-name"?:
    SvcNotificationsVariantA["dismissActionName"] | undefined;
  /** Action name of the dismiss choice. */
  "prop:dismissActionName"?:
    SvcNotificationsVariantA["dismissActionName"] | undefined;
  /** `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`. */
  "on:svc-notifications-enable"?:
    ((e: SvcNotificationsEnableEvent) => void) | undefined;
  /** `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`. */
  "on:svc-notifications-dismiss"?:
    ((e: SvcNotificationsDismissEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcNotificationsVariantBProps = {
  /** Heading of the card (the `heading` slot replaces it); empty: "Stay in the loop" (localized). */
  heading?: SvcNotificationsVariantB["heading"] | undefined;
  /** Text under the heading (the default slot replaces it). Empty: a default naming the tool. */
  message?: SvcNotificationsVariantB["message"] | undefined;
  /** The benefits listed (the `benefits` slot replaces the list); unset: three localized defaults. */
  benefits?: SvcNotificationsVariantB["benefits"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcNotificationsVariantB["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "disabled-reason"?: SvcNotificationsVariantB["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcNotificationsVariantB["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcNotificationsVariantB["notice"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  "chat-tool"?: SvcNotificationsVariantB["chatTool"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  chatTool?: SvcNotificationsVariantB["chatTool"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  "enable-label"?: SvcNotificationsVariantB["enableLabel"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  enableLabel?: SvcNotificationsVariantB["enableLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  "dismiss-label"?: SvcNotificationsVariantB["dismissLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  dismissLabel?: SvcNotificationsVariantB["dismissLabel"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  "enabled-text"?: SvcNotificationsVariantB["enabledText"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  enabledText?: SvcNotificationsVariantB["enabledText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  "dismissed-text"?: SvcNotificationsVariantB["dismissedText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  dismissedText?: SvcNotificationsVariantB["dismissedText"] | undefined;
  /** Action name of the enable choice. */
  "enable-action-name"?:
    SvcNotificationsVariantB["enableActionName"] | undefined;
  /** Action name of the enable choice. */
  enableActionName?: SvcNotificationsVariantB["enableActionName"] | undefined;
  /** Action name of the dismiss choice. */
  "dismiss-action-name"?:
    SvcNotificationsVariantB["dismissActionName"] | undefined;
  /** Action name of the dismiss choice. */
  dismissActionName?: SvcNotificationsVariantB["dismissActionName"] | undefined;

  /** `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`. */
  "onsvc-notifications-enable"?:
    ((e: SvcNotificationsEnableEvent) => void) | undefined;
  /** `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`. */
  "onsvc-notifications-dismiss"?:
    ((e: SvcNotificationsDismissEvent) => void) | undefined;
};

export type SvcNotificationsVariantBSolidJsProps = {
  /** Heading of the card (the `heading` slot replaces it); empty: "Stay in the loop" (localized). */
  "prop:heading"?: SvcNotificationsVariantB["heading"] | undefined;
  /** Text under the heading (the default slot replaces it). Empty: a default naming the tool. */
  "prop:message"?: SvcNotificationsVariantB["message"] | undefined;
  /** The benefits listed (the `benefits` slot replaces the list); unset: three localized defaults. */
  "prop:benefits"?: SvcNotificationsVariantB["benefits"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  "prop:pending"?: SvcNotificationsVariantB["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "attr:disabled-reason"?:
    SvcNotificationsVariantB["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "prop:disabledReason"?:
    SvcNotificationsVariantB["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  "prop:notice"?: SvcNotificationsVariantB["notice"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  "attr:chat-tool"?: SvcNotificationsVariantB["chatTool"] | undefined;
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  "prop:chatTool"?: SvcNotificationsVariantB["chatTool"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  "attr:enable-label"?: SvcNotificationsVariantB["enableLabel"] | undefined;
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  "prop:enableLabel"?: SvcNotificationsVariantB["enableLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  "attr:dismiss-label"?: SvcNotificationsVariantB["dismissLabel"] | undefined;
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  "prop:dismissLabel"?: SvcNotificationsVariantB["dismissLabel"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  "attr:enabled-text"?: SvcNotificationsVariantB["enabledText"] | undefined;
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  "prop:enabledText"?: SvcNotificationsVariantB["enabledText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  "attr:dismissed-text"?: SvcNotificationsVariantB["dismissedText"] | undefined;
  /** Shown after the person declined; empty: a localized default. */
  "prop:dismissedText"?: SvcNotificationsVariantB["dismissedText"] | undefined;
  /** Action name of the enable choice. */
  "attr:enable-action-name"?:
    SvcNotificationsVariantB["enableActionName"] | undefined;
  /** Action name of the enable choice. */
  "prop:enableActionName"?:
    SvcNotificationsVariantB["enableActionName"] | undefined;
  /** Action name of the dismiss choice. */
  "attr:dismiss-action-name"?:
    SvcNotificationsVariantB["dismissActionName"] | undefined;
  /** Action name of the dismiss choice. */
  "prop:dismissActionName"?:
    SvcNotificationsVariantB["dismissActionName"] | undefined;
  /** `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`. */
  "on:svc-notifications-enable"?:
    ((e: SvcNotificationsEnableEvent) => void) | undefined;
  /** `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`. */
  "on:svc-notifications-dismiss"?:
    ((e: SvcNotificationsDismissEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcOnboardingPlanProps = {
  /** Optional heading above the sections. */
  heading?: SvcOnboardingPlan["heading"] | undefined;
  /** Action name of a step's Start button. */
  "start-action-name"?: SvcOnboardingPlan["startActionName"] | undefined;
  /** Action name of a step's Start button. */
  startActionName?: SvcOnboardingPlan["startActionName"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcOnboardingPlan["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "disabled-reason"?: SvcOnboardingPlan["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcOnboardingPlan["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcOnboardingPlan["notice"] | undefined;
  /** The sections of the plan: `[{id, title, steps: [{id, title, description, agentAssisted}]}]`.
Steps may also carry `status` (`completed`, `in_progress`, `pending`…) or `done`; other extra
fields are ignored. */
  categories?: SvcOnboardingPlan["categories"] | undefined;

  /** `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`. */
  "onsvc-onboarding-step-start"?:
    ((e: SvcOnboardingStepStartEvent) => void) | undefined;
};

export type SvcOnboardingPlanSolidJsProps = {
  /** Optional heading above the sections. */
  "prop:heading"?: SvcOnboardingPlan["heading"] | undefined;
  /** Action name of a step's Start button. */
  "attr:start-action-name"?: SvcOnboardingPlan["startActionName"] | undefined;
  /** Action name of a step's Start button. */
  "prop:startActionName"?: SvcOnboardingPlan["startActionName"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  "prop:pending"?: SvcOnboardingPlan["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "attr:disabled-reason"?: SvcOnboardingPlan["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "prop:disabledReason"?: SvcOnboardingPlan["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  "prop:notice"?: SvcOnboardingPlan["notice"] | undefined;
  /** The sections of the plan: `[{id, title, steps: [{id, title, description, agentAssisted}]}]`.
Steps may also carry `status` (`completed`, `in_progress`, `pending`…) or `done`; other extra
fields are ignored. */
  "prop:categories"?: SvcOnboardingPlan["categories"] | undefined;
  /** `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`. */
  "on:svc-onboarding-step-start"?:
    ((e: SvcOnboardingStepStartEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcOnboardingWelcomeProps = {
  /** Catalog id of the recommended app (the detected identity provider), e.g. `okta`. */
  "recommended-catalog-id"?:
    SvcOnboardingWelcome["recommendedCatalogId"] | undefined;
  /** Catalog id of the recommended app (the detected identity provider), e.g. `okta`. */
  recommendedCatalogId?:
    SvcOnboardingWelcome["recommendedCatalogId"] | undefined;
  /** Display name of the recommended app, e.g. `Okta`. */
  "recommended-display-name"?:
    SvcOnboardingWelcome["recommendedDisplayName"] | undefined;
  /** Display name of the recommended app, e.g. `Okta`. */
  recommendedDisplayName?:
    SvcOnboardingWelcome["recommendedDisplayName"] | undefined;
  /** Heading of the card. */
  heading?: SvcOnboardingWelcome["heading"] | undefined;
  /** Action name of "Connect <name>". */
  "connect-action-name"?: SvcOnboardingWelcome["connectActionName"] | undefined;
  /** Action name of "Connect <name>". */
  connectActionName?: SvcOnboardingWelcome["connectActionName"] | undefined;
  /** Action name of "Choose another app". */
  "choose-app-action-name"?:
    SvcOnboardingWelcome["chooseAppActionName"] | undefined;
  /** Action name of "Choose another app". */
  chooseAppActionName?: SvcOnboardingWelcome["chooseAppActionName"] | undefined;
  /** Action name of "Skip for now". */
  "skip-action-name"?: SvcOnboardingWelcome["skipActionName"] | undefined;
  /** Action name of "Skip for now". */
  skipActionName?: SvcOnboardingWelcome["skipActionName"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcOnboardingWelcome["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "disabled-reason"?: SvcOnboardingWelcome["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcOnboardingWelcome["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcOnboardingWelcome["notice"] | undefined;

  /** `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`. */
  "onsvc-onboarding-connect"?:
    ((e: SvcOnboardingConnectEvent) => void) | undefined;
  /** `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`. */
  "onsvc-onboarding-choose-app"?:
    ((e: SvcOnboardingChooseAppEvent) => void) | undefined;
  /** `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`. */
  "onsvc-onboarding-skip"?: ((e: SvcOnboardingSkipEvent) => void) | undefined;
};

export type SvcOnboardingWelcomeSolidJsProps = {
  /** Catalog id of the recommended app (the detected identity provider), e.g. `okta`. */
  "attr:recommended-catalog-id"?:
    SvcOnboardingWelcome["recommendedCatalogId"] | undefined;
  /** Catalog id of the recommended app (the detected identity provider), e.g. `okta`. */
  "prop:recommendedCatalogId"?:
    SvcOnboardingWelcome["recommendedCatalogId"] | undefined;
  /** Display name of the recommended app, e.g. `Okta`. */
  "attr:recommended-display-name"?:
    SvcOnboardingWelcome["recommendedDisplayName"] | undefined;
  /** Display name of the recommended app, e.g. `Okta`. */
  "prop:recommendedDisplayName"?:
    SvcOnboardingWelcome["recommendedDisplayName"] | undefined;
  /** Heading of the card. */
  "prop:heading"?: SvcOnboardingWelcome["heading"] | undefined;
  /** Action name of "Connect <name>". */
  "attr:connect-action-name"?:
    SvcOnboardingWelcome["connectActionName"] | undefined;
  /** Action name of "Connect <name>". */
  "prop:connectActionName"?:
    SvcOnboardingWelcome["connectActionName"] | undefined;
  /** Action name of "Choose another app". */
  "attr:choose-app-action-name"?:
    SvcOnboardingWelcome["chooseAppActionName"] | undefined;
  /** Action name of "Choose another app". */
  "prop:chooseAppActionName"?:
    SvcOnboardingWelcome["chooseAppActionName"] | undefined;
  /** Action name of "Skip for now". */
  "attr:skip-action-name"?: SvcOnboardingWelcome["skipActionName"] | undefined;
  /** Action name of "Skip for now". */
  "prop:skipActionName"?: SvcOnboardingWelcome["skipActionName"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  "prop:pending"?: SvcOnboardingWelcome["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "attr:disabled-reason"?: SvcOnboardingWelcome["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "prop:disabledReason"?: SvcOnboardingWelcome["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  "prop:notice"?: SvcOnboardingWelcome["notice"] | undefined;
  /** `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`. */
  "on:svc-onboarding-connect"?:
    ((e: SvcOnboardingConnectEvent) => void) | undefined;
  /** `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`. */
  "on:svc-onboarding-choose-app"?:
    ((e: SvcOnboardingChooseAppEvent) => void) | undefined;
  /** `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`. */
  "on:svc-onboarding-skip"?: ((e: SvcOnboardingSkipEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcResourcePickerProps = {
  /** The app whose resources are listed. */
  "app-id"?: SvcResourcePicker["appId"] | undefined;
  /** The app whose resources are listed. */
  appId?: SvcResourcePicker["appId"] | undefined;
  /** The connector whose resources are listed. */
  "connector-id"?: SvcResourcePicker["connectorId"] | undefined;
  /** The connector whose resources are listed. */
  connectorId?: SvcResourcePicker["connectorId"] | undefined;
  /** The label above the search box. */
  label?: SvcResourcePicker["label"] | undefined;
  /** The chosen id (single) or ids (`multiSelect`). Written back as a string ('' when none) or a
string array. Also accepts a JSON array in a string. */
  value?: SvcResourcePicker["value"] | undefined;
  /** Passed to the provider with every query (its meaning is the provider's). */
  "mcp-tool-state"?: SvcResourcePicker["mcpToolState"] | undefined;
  /** Passed to the provider with every query (its meaning is the provider's). */
  mcpToolState?: SvcResourcePicker["mcpToolState"] | undefined;
  /** Allow several entries; `value` is then an array. */
  "multi-select"?: SvcResourcePicker["multiSelect"] | undefined;
  /** Allow several entries; `value` is then an array. */
  multiSelect?: SvcResourcePicker["multiSelect"] | undefined;
  /** The resource type to list (`mcp_toolset` by default for the default provider). */
  "resource-type"?: SvcResourcePicker["resourceType"] | undefined;
  /** The resource type to list (`mcp_toolset` by default for the default provider). */
  resourceType?: SvcResourcePicker["resourceType"] | undefined;
  /** Hint in the empty search box. */
  placeholder?: SvcResourcePicker["placeholder"] | undefined;
  /** Entries asked for per page. */
  "page-size"?: SvcResourcePicker["pageSize"] | undefined;
  /** Entries asked for per page. */
  pageSize?: SvcResourcePicker["pageSize"] | undefined;
  /** Wait after the last keystroke before searching, in ms. */
  "search-delay"?: SvcResourcePicker["searchDelay"] | undefined;
  /** Wait after the last keystroke before searching, in ms. */
  searchDelay?: SvcResourcePicker["searchDelay"] | undefined;
  /** Whether the picker is dimmed and cannot be changed. */
  disabled?: SvcResourcePicker["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "accessible-label"?: SvcResourcePicker["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcResourcePicker["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "accessible-description"?:
    SvcResourcePicker["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?:
    SvcResourcePicker["accessibleDescription"] | undefined;
  /** Where the entries come from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  resourceProvider?: SvcResourcePicker["resourceProvider"] | undefined;

  /** The user chose or removed an entry, after `value` has been updated. */
  onchange?: ((e: Event) => void) | undefined;
};

export type SvcResourcePickerSolidJsProps = {
  /** The app whose resources are listed. */
  "attr:app-id"?: SvcResourcePicker["appId"] | undefined;
  /** The app whose resources are listed. */
  "prop:appId"?: SvcResourcePicker["appId"] | undefined;
  /** The connector whose resources are listed. */
  "attr:connector-id"?: SvcResourcePicker["connectorId"] | undefined;
  /** The connector whose resources are listed. */
  "prop:connectorId"?: SvcResourcePicker["connectorId"] | undefined;
  /** The label above the search box. */
  "prop:label"?: SvcResourcePicker["label"] | undefined;
  /** The chosen id (single) or ids (`multiSelect`). Written back as a string ('' when none) or a
string array. Also accepts a JSON array in a string. */
  "prop:value"?: SvcResourcePicker["value"] | undefined;
  /** Passed to the provider with every query (its meaning is the provider's). */
  "attr:mcp-tool-state"?: SvcResourcePicker["mcpToolState"] | undefined;
  /** Passed to the provider with every query (its meaning is the provider's). */
  "prop:mcpToolState"?: SvcResourcePicker["mcpToolState"] | undefined;
  /** Allow several entries; `value` is then an array. */
  "bool:multi-select"?: SvcResourcePicker["multiSelect"] | undefined;
  /** Allow several entries; `value` is then an array. */
  "prop:multiSelect"?: SvcResourcePicker["multiSelect"] | undefined;
  /** The resource type to list (`mcp_toolset` by default for the default provider). */
  "attr:resource-type"?: SvcResourcePicker["resourceType"] | undefined;
  /** The resource type to list (`mcp_toolset` by default for the default provider). */
  "prop:resourceType"?: SvcResourcePicker["resourceType"] | undefined;
  /** Hint in the empty search box. */
  "prop:placeholder"?: SvcResourcePicker["placeholder"] | undefined;
  /** Entries asked for per page. */
  "attr:page-size"?: SvcResourcePicker["pageSize"] | undefined;
  /** Entries asked for per page. */
  "prop:pageSize"?: SvcResourcePicker["pageSize"] | undefined;
  /** Wait after the last keystroke before searching, in ms. */
  "attr:search-delay"?: SvcResourcePicker["searchDelay"] | undefined;
  /** Wait after the last keystroke before searching, in ms. */
  "prop:searchDelay"?: SvcResourcePicker["searchDelay"] | undefined;
  /** Whether the picker is dimmed and cannot be changed. */
  "prop:disabled"?: SvcResourcePicker["disabled"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "attr:accessible-label"?: SvcResourcePicker["accessibleLabel"] | undefined;
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  "prop:accessibleLabel"?: SvcResourcePicker["accessibleLabel"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "attr:accessible-description"?:
    SvcResourcePicker["accessibleDescription"] | undefined;
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  "prop:accessibleDescription"?:
    SvcResourcePicker["accessibleDescription"] | undefined;
  /** Where the entries come from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  "prop:resourceProvider"?: SvcResourcePicker["resourceProvider"] | undefined;
  /** The user chose or removed an entry, after `value` has been updated. */
  "on:change"?: ((e: Event) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcStatusIndicatorProps = {
  /** What is happening, in words. */
  message?: SvcStatusIndicator["message"] | undefined;
  /** The status: running, success, warning, error, pending, in any case or spelling
(`STATUS_RUNNING`, `completed`, `failed`, …). Anything else is shown neutrally. */
  status?: SvcStatusIndicator["status"] | undefined;
  /** The tool at work, shown as a chip. Empty: no chip. */
  "tool-name"?: SvcStatusIndicator["toolName"] | undefined;
  /** The tool at work, shown as a chip. Empty: no chip. */
  toolName?: SvcStatusIndicator["toolName"] | undefined;
  /** Show a spinner in place of the icon (also shown whenever the status is running). */
  "show-spinner"?: SvcStatusIndicator["showSpinner"] | undefined;
  /** Show a spinner in place of the icon (also shown whenever the status is running). */
  showSpinner?: SvcStatusIndicator["showSpinner"] | undefined;
};

export type SvcStatusIndicatorSolidJsProps = {
  /** What is happening, in words. */
  "prop:message"?: SvcStatusIndicator["message"] | undefined;
  /** The status: running, success, warning, error, pending, in any case or spelling
(`STATUS_RUNNING`, `completed`, `failed`, …). Anything else is shown neutrally. */
  "prop:status"?: SvcStatusIndicator["status"] | undefined;
  /** The tool at work, shown as a chip. Empty: no chip. */
  "attr:tool-name"?: SvcStatusIndicator["toolName"] | undefined;
  /** The tool at work, shown as a chip. Empty: no chip. */
  "prop:toolName"?: SvcStatusIndicator["toolName"] | undefined;
  /** Show a spinner in place of the icon (also shown whenever the status is running). */
  "bool:show-spinner"?: SvcStatusIndicator["showSpinner"] | undefined;
  /** Show a spinner in place of the icon (also shown whenever the status is running). */
  "prop:showSpinner"?: SvcStatusIndicator["showSpinner"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcTableProps = {
  /** Caption of the table (the wire property `title`). */
  heading?: SvcTable["heading"] | undefined;
  /** Where the full data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  "artifact-url"?: SvcTable["artifactUrl"] | undefined;
  /** Where the full data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  artifactUrl?: SvcTable["artifactUrl"] | undefined;
  /** Rows per page: 1 to 500, default 10. */
  "page-size"?: SvcTable["pageSize"] | undefined;
  /** Rows per page: 1 to 500, default 10. */
  pageSize?: SvcTable["pageSize"] | undefined;
  /** How many rows the full data set has (an int64 as a decimal string). When it is larger than
the rows sent, the table says so and offers the full data at `artifactUrl`. */
  "total-rows"?: SvcTable["totalRows"] | undefined;
  /** How many rows the full data set has (an int64 as a decimal string). When it is larger than
the rows sent, the table says so and offers the full data at `artifactUrl`. */
  totalRows?: SvcTable["totalRows"] | undefined;
  /** Column names. Rows with more cells get extra columns headed `Column N`. */
  columns?: SvcTable["columns"] | undefined;
  /** The rows, each `{cells: [...]}` (a bare array of cells is accepted too). */
  rows?: SvcTable["rows"] | undefined;
  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  sources?: SvcTable["sources"] | undefined;
};

export type SvcTableSolidJsProps = {
  /** Caption of the table (the wire property `title`). */
  "prop:heading"?: SvcTable["heading"] | undefined;
  /** Where the full data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  "attr:artifact-url"?: SvcTable["artifactUrl"] | undefined;
  /** Where the full data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  "prop:artifactUrl"?: SvcTable["artifactUrl"] | undefined;
  /** Rows per page: 1 to 500, default 10. */
  "attr:page-size"?: SvcTable["pageSize"] | undefined;
  /** Rows per page: 1 to 500, default 10. */
  "prop:pageSize"?: SvcTable["pageSize"] | undefined;
  /** How many rows the full data set has (an int64 as a decimal string). When it is larger than
the rows sent, the table says so and offers the full data at `artifactUrl`. */
  "attr:total-rows"?: SvcTable["totalRows"] | undefined;
  /** How many rows the full data set has (an int64 as a decimal string). When it is larger than
the rows sent, the table says so and offers the full data at `artifactUrl`. */
  "prop:totalRows"?: SvcTable["totalRows"] | undefined;
  /** Column names. Rows with more cells get extra columns headed `Column N`. */
  "prop:columns"?: SvcTable["columns"] | undefined;
  /** The rows, each `{cells: [...]}` (a bare array of cells is accepted too). */
  "prop:rows"?: SvcTable["rows"] | undefined;
  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  "prop:sources"?: SvcTable["sources"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcTodoListProps = {
  /** The heading above the list (the wire `title`). Empty: no heading. */
  heading?: SvcTodoList["heading"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcTodoList["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "disabled-reason"?: SvcTodoList["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcTodoList["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcTodoList["notice"] | undefined;
  /** The items, in order. Not an array: no items. */
  items?: SvcTodoList["items"] | undefined;

  /** The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`. */
  "onsvc-todo-action"?: ((e: SvcTodoActionEvent) => void) | undefined;
};

export type SvcTodoListSolidJsProps = {
  /** The heading above the list (the wire `title`). Empty: no heading. */
  "prop:heading"?: SvcTodoList["heading"] | undefined;
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  "prop:pending"?: SvcTodoList["pending"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "attr:disabled-reason"?: SvcTodoList["disabledReason"] | undefined;
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  "prop:disabledReason"?: SvcTodoList["disabledReason"] | undefined;
  /** A short note about the last press, shown under the buttons (that no answer came). */
  "prop:notice"?: SvcTodoList["notice"] | undefined;
  /** The items, in order. Not an array: no items. */
  "prop:items"?: SvcTodoList["items"] | undefined;
  /** The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`. */
  "on:svc-todo-action"?: ((e: SvcTodoActionEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcPlaygroundProps = {
  /** Outline components on hover and show markers' details in the rendered surfaces. */
  inspect?: SvcPlayground["inspect"] | undefined;
  /** The text being edited: a Surface record, `{surfaces: [...]}`, or A2UI messages (JSON lines). */
  value?: SvcPlayground["value"] | undefined;
};

export type SvcPlaygroundSolidJsProps = {
  /** Outline components on hover and show markers' details in the rendered surfaces. */
  "prop:inspect"?: SvcPlayground["inspect"] | undefined;
  /** The text being edited: a Surface record, `{surfaces: [...]}`, or A2UI messages (JSON lines). */
  "prop:value"?: SvcPlayground["value"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcA2uiProps = {
  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's. */
  locale?: SvcA2ui["locale"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  "heading-level"?: SvcA2ui["headingLevel"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  headingLevel?: SvcA2ui["headingLevel"] | undefined;
  /** Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
applied. */
  "ignore-theme"?: SvcA2ui["ignoreTheme"] | undefined;
  /** Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
applied. */
  ignoreTheme?: SvcA2ui["ignoreTheme"] | undefined;
  /** The most surfaces shown at once, every agent's together (default 2,000). A surface created
past it is not shown, even once others are deleted: its agent gets an `error` message with
code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
nothing already shown. */
  "max-surfaces"?: SvcA2ui["maxSurfaces"] | undefined;
  /** The most surfaces shown at once, every agent's together (default 2,000). A surface created
past it is not shown, even once others are deleted: its agent gets an `error` message with
code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
nothing already shown. */
  maxSurfaces?: SvcA2ui["maxSurfaces"] | undefined;
  /** The processor whose surfaces are shown. By default one of its own, merging whole-model updates
three ways so that nothing the user typed is lost; give one to share it with other code. */
  processor?: SvcA2ui["processor"] | undefined;
  /** The function catalog checks and calls use. */
  functions?: SvcA2ui["functions"] | undefined;
  /** Lists and searches resources for resource pickers in the surfaces. */
  resourceProvider?: SvcA2ui["resourceProvider"] | undefined;
  /** Reads and saves connector settings for connector forms in the surfaces. */
  connectorSettingsProvider?: SvcA2ui["connectorSettingsProvider"] | undefined;
  /** Live connector sync status for the sync cards in the surfaces. */
  syncStatusProvider?: SvcA2ui["syncStatusProvider"] | undefined;
  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  mediaPolicy?: SvcA2ui["mediaPolicy"] | undefined;

  /** The user triggered an action (as from `<svc-surface>`). */
  "onsvc-action"?: ((e: SvcActionEvent) => void) | undefined;
  /** A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`. */
  "onsvc-a2ui-message"?: ((e: SvcA2uiMessageEvent) => void) | undefined;
  /** The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event. */
  "onsvc-a2ui-function-call"?:
    ((e: SvcA2uiFunctionCallEvent) => void) | undefined;
  /** A whole-model update from the agent changed a value the user had also changed; the agent's value is shown. */
  "onsvc-data-conflict"?: ((e: SvcDataConflictEvent) => void) | undefined;
  /** A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive. */
  "onsvc-surface-issues"?: ((e: SvcSurfaceIssuesEvent) => void) | undefined;
};

export type SvcA2uiSolidJsProps = {
  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's. */
  "prop:locale"?: SvcA2ui["locale"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  "attr:heading-level"?: SvcA2ui["headingLevel"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  "prop:headingLevel"?: SvcA2ui["headingLevel"] | undefined;
  /** Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
applied. */
  "bool:ignore-theme"?: SvcA2ui["ignoreTheme"] | undefined;
  /** Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
applied. */
  "prop:ignoreTheme"?: SvcA2ui["ignoreTheme"] | undefined;
  /** The most surfaces shown at once, every agent's together (default 2,000). A surface created
past it is not shown, even once others are deleted: its agent gets an `error` message with
code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
nothing already shown. */
  "attr:max-surfaces"?: SvcA2ui["maxSurfaces"] | undefined;
  /** The most surfaces shown at once, every agent's together (default 2,000). A surface created
past it is not shown, even once others are deleted: its agent gets an `error` message with
code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
nothing already shown. */
  "prop:maxSurfaces"?: SvcA2ui["maxSurfaces"] | undefined;
  /** The processor whose surfaces are shown. By default one of its own, merging whole-model updates
three ways so that nothing the user typed is lost; give one to share it with other code. */
  "prop:processor"?: SvcA2ui["processor"] | undefined;
  /** The function catalog checks and calls use. */
  "prop:functions"?: SvcA2ui["functions"] | undefined;
  /** Lists and searches resources for resource pickers in the surfaces. */
  "prop:resourceProvider"?: SvcA2ui["resourceProvider"] | undefined;
  /** Reads and saves connector settings for connector forms in the surfaces. */
  "prop:connectorSettingsProvider"?:
    SvcA2ui["connectorSettingsProvider"] | undefined;
  /** Live connector sync status for the sync cards in the surfaces. */
  "prop:syncStatusProvider"?: SvcA2ui["syncStatusProvider"] | undefined;
  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  "prop:mediaPolicy"?: SvcA2ui["mediaPolicy"] | undefined;
  /** The user triggered an action (as from `<svc-surface>`). */
  "on:svc-action"?: ((e: SvcActionEvent) => void) | undefined;
  /** A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`. */
  "on:svc-a2ui-message"?: ((e: SvcA2uiMessageEvent) => void) | undefined;
  /** The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event. */
  "on:svc-a2ui-function-call"?:
    ((e: SvcA2uiFunctionCallEvent) => void) | undefined;
  /** A whole-model update from the agent changed a value the user had also changed; the agent's value is shown. */
  "on:svc-data-conflict"?: ((e: SvcDataConflictEvent) => void) | undefined;
  /** A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive. */
  "on:svc-surface-issues"?: ((e: SvcSurfaceIssuesEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcConversationProps = {
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  "base-url"?: SvcConversation["baseUrl"] | undefined;
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  baseUrl?: SvcConversation["baseUrl"] | undefined;
  /** The conversation whose surfaces to show. */
  "conversation-id"?: SvcConversation["conversationId"] | undefined;
  /** The conversation whose surfaces to show. */
  conversationId?: SvcConversation["conversationId"] | undefined;
  /** Seconds between refreshes while the page is visible; 0 or unset: no polling. */
  "poll-interval"?: SvcConversation["pollInterval"] | undefined;
  /** Seconds between refreshes while the page is visible; 0 or unset: no polling. */
  pollInterval?: SvcConversation["pollInterval"] | undefined;
  /** The language of the built-in words and of number and date formatting, handed to every surface
(`de`, `fr-CA`, `ar`…); sets `lang` and `dir` on the element. Unset: the closest `lang` above,
else English. */
  locale?: SvcConversation["locale"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  "heading-level"?: SvcConversation["headingLevel"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  headingLevel?: SvcConversation["headingLevel"] | undefined;
  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  auth?: SvcConversation["auth"] | undefined;
  /** A ready client; when set, `base-url` and `auth` are not used. */
  client?: SvcConversation["client"] | undefined;
  /** Lists and searches resources for resource pickers; handed to every surface. Unset, the
pickers list MCP toolsets over the conversation's own client. */
  resourceProvider?: SvcConversation["resourceProvider"] | undefined;
  /** Reads and saves connector settings for connector forms; handed to every surface. */
  connectorSettingsProvider?:
    SvcConversation["connectorSettingsProvider"] | undefined;
  /** Live connector sync status for sync cards; handed to every surface. */
  syncStatusProvider?: SvcConversation["syncStatusProvider"] | undefined;
  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  mediaPolicy?: SvcConversation["mediaPolicy"] | undefined;

  /** A newer version changed a value the user had also changed (from a surface, passed through). */
  "onsvc-data-conflict"?: ((e: SvcDataConflictEvent) => void) | undefined;
  /** The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`. */
  "onsvc-action"?: ((e: SvcActionEvent) => void) | undefined;
  /** Re-dispatched unchanged from the surfaces (it bubbles through). */
  "onsvc-data-change"?: ((e: SvcDataChangeEvent) => void) | undefined;
  /** A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`. */
  "onsvc-surface-issues"?: ((e: SvcSurfaceIssuesEvent) => void) | undefined;
  /** The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console). */
  "onsvc-surface-error"?: ((e: SvcSurfaceErrorEvent) => void) | undefined;
  /** The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`). */
  "onsvc-auth-required"?: ((e: SvcAuthRequiredEvent) => void) | undefined;
};

export type SvcConversationSolidJsProps = {
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  "attr:base-url"?: SvcConversation["baseUrl"] | undefined;
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  "prop:baseUrl"?: SvcConversation["baseUrl"] | undefined;
  /** The conversation whose surfaces to show. */
  "attr:conversation-id"?: SvcConversation["conversationId"] | undefined;
  /** The conversation whose surfaces to show. */
  "prop:conversationId"?: SvcConversation["conversationId"] | undefined;
  /** Seconds between refreshes while the page is visible; 0 or unset: no polling. */
  "attr:poll-interval"?: SvcConversation["pollInterval"] | undefined;
  /** Seconds between refreshes while the page is visible; 0 or unset: no polling. */
  "prop:pollInterval"?: SvcConversation["pollInterval"] | undefined;
  /** The language of the built-in words and of number and date formatting, handed to every surface
(`de`, `fr-CA`, `ar`…); sets `lang` and `dir` on the element. Unset: the closest `lang` above,
else English. */
  "prop:locale"?: SvcConversation["locale"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  "attr:heading-level"?: SvcConversation["headingLevel"] | undefined;
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  "prop:headingLevel"?: SvcConversation["headingLevel"] | undefined;
  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  "prop:auth"?: SvcConversation["auth"] | undefined;
  /** A ready client; when set, `base-url` and `auth` are not used. */
  "prop:client"?: SvcConversation["client"] | undefined;
  /** Lists and searches resources for resource pickers; handed to every surface. Unset, the
pickers list MCP toolsets over the conversation's own client. */
  "prop:resourceProvider"?: SvcConversation["resourceProvider"] | undefined;
  /** Reads and saves connector settings for connector forms; handed to every surface. */
  "prop:connectorSettingsProvider"?:
    SvcConversation["connectorSettingsProvider"] | undefined;
  /** Live connector sync status for sync cards; handed to every surface. */
  "prop:syncStatusProvider"?: SvcConversation["syncStatusProvider"] | undefined;
  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  "prop:mediaPolicy"?: SvcConversation["mediaPolicy"] | undefined;
  /** A newer version changed a value the user had also changed (from a surface, passed through). */
  "on:svc-data-conflict"?: ((e: SvcDataConflictEvent) => void) | undefined;
  /** The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`. */
  "on:svc-action"?: ((e: SvcActionEvent) => void) | undefined;
  /** Re-dispatched unchanged from the surfaces (it bubbles through). */
  "on:svc-data-change"?: ((e: SvcDataChangeEvent) => void) | undefined;
  /** A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`. */
  "on:svc-surface-issues"?: ((e: SvcSurfaceIssuesEvent) => void) | undefined;
  /** The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console). */
  "on:svc-surface-error"?: ((e: SvcSurfaceErrorEvent) => void) | undefined;
  /** The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`). */
  "on:svc-auth-required"?: ((e: SvcAuthRequiredEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcMarkerProps = {
  /** Why the component is not shown, in plain words. */
  reason?: SvcMarker["reason"] | undefined;
  /** The id of the component that is not shown: for the people who build agents, so it shows only
with `detail` (inspector mode) and goes to the console, never to the person reading. */
  "component-id"?: SvcMarker["componentId"] | undefined;
  /** The id of the component that is not shown: for the people who build agents, so it shows only
with `detail` (inspector mode) and goes to the console, never to the person reading. */
  componentId?: SvcMarker["componentId"] | undefined;
  /** More about the problem (the component's issues with their pointers); set in inspector mode. */
  detail?: SvcMarker["detail"] | undefined;
  /** The reason as a catalog message, shown in the surface's language instead of `reason` (which
stays the English text the surface reports in its issues). */
  message?: SvcMarker["message"] | undefined;
};

export type SvcMarkerSolidJsProps = {
  /** Why the component is not shown, in plain words. */
  "prop:reason"?: SvcMarker["reason"] | undefined;
  /** The id of the component that is not shown: for the people who build agents, so it shows only
with `detail` (inspector mode) and goes to the console, never to the person reading. */
  "attr:component-id"?: SvcMarker["componentId"] | undefined;
  /** The id of the component that is not shown: for the people who build agents, so it shows only
with `detail` (inspector mode) and goes to the console, never to the person reading. */
  "prop:componentId"?: SvcMarker["componentId"] | undefined;
  /** More about the problem (the component's issues with their pointers); set in inspector mode. */
  "prop:detail"?: SvcMarker["detail"] | undefined;
  /** The reason as a catalog message, shown in the surface's language instead of `reason` (which
stays the English text the surface reports in its issues). */
  "prop:message"?: SvcMarker["message"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcMcpAppProps = {
  /** The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page. */
  "sandbox-url"?: SvcMcpApp["sandboxUrl"] | undefined;
  /** The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page. */
  sandboxUrl?: SvcMcpApp["sandboxUrl"] | undefined;
  /** The result of `tools/call` (MCP's CallToolResult). */
  result?: SvcMcpApp["result"] | undefined;
  /** The arguments of the tool call, passed to an app. */
  toolInput?: SvcMcpApp["toolInput"] | undefined;
  /** Calls a tool on the MCP server (`(name, args) => client.callTool({name, arguments: args})`). */
  callTool?: SvcMcpApp["callTool"] | undefined;
  /** Host context for apps, merged over the one derived from the page (theme, CSS variables). */
  hostContext?: SvcMcpApp["hostContext"] | undefined;

  /** An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`). */
  "onsvc-mcp-app-message"?: ((e: CustomEvent) => void) | undefined;
  /** From the native surfaces, as `<svc-a2ui>` fires it. */
  "onsvc-a2ui-message"?: ((e: SvcA2uiMessageEvent) => void) | undefined;
};

export type SvcMcpAppSolidJsProps = {
  /** The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page. */
  "attr:sandbox-url"?: SvcMcpApp["sandboxUrl"] | undefined;
  /** The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page. */
  "prop:sandboxUrl"?: SvcMcpApp["sandboxUrl"] | undefined;
  /** The result of `tools/call` (MCP's CallToolResult). */
  "prop:result"?: SvcMcpApp["result"] | undefined;
  /** The arguments of the tool call, passed to an app. */
  "prop:toolInput"?: SvcMcpApp["toolInput"] | undefined;
  /** Calls a tool on the MCP server (`(name, args) => client.callTool({name, arguments: args})`). */
  "prop:callTool"?: SvcMcpApp["callTool"] | undefined;
  /** Host context for apps, merged over the one derived from the page (theme, CSS variables). */
  "prop:hostContext"?: SvcMcpApp["hostContext"] | undefined;
  /** An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`). */
  "on:svc-mcp-app-message"?: ((e: CustomEvent) => void) | undefined;
  /** From the native surfaces, as `<svc-a2ui>` fires it. */
  "on:svc-a2ui-message"?: ((e: SvcA2uiMessageEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcPlaceholderProps = {
  /** The id of the component on its way. */
  "component-id"?: SvcPlaceholder["componentId"] | undefined;
  /** The id of the component on its way. */
  componentId?: SvcPlaceholder["componentId"] | undefined;
  /** Stands in for the surface's root (a larger block). */
  root?: SvcPlaceholder["root"] | undefined;
};

export type SvcPlaceholderSolidJsProps = {
  /** The id of the component on its way. */
  "attr:component-id"?: SvcPlaceholder["componentId"] | undefined;
  /** The id of the component on its way. */
  "prop:componentId"?: SvcPlaceholder["componentId"] | undefined;
  /** Stands in for the surface's root (a larger block). */
  "prop:root"?: SvcPlaceholder["root"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcRequestFormProps = {
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  "base-url"?: SvcRequestForm["baseUrl"] | undefined;
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  baseUrl?: SvcRequestForm["baseUrl"] | undefined;
  /** The request schema whose form to show. */
  "request-schema-id"?: SvcRequestForm["requestSchemaId"] | undefined;
  /** The request schema whose form to show. */
  requestSchemaId?: SvcRequestForm["requestSchemaId"] | undefined;
  /** Text of the form's submit button; empty: "Submit request" in the page's language. */
  "submit-label"?: SvcRequestForm["submitLabel"] | undefined;
  /** Text of the form's submit button; empty: "Submit request" in the page's language. */
  submitLabel?: SvcRequestForm["submitLabel"] | undefined;
  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  auth?: SvcRequestForm["auth"] | undefined;
  /** A ready client; when set, `base-url` and `auth` are not used. */
  client?: SvcRequestForm["client"] | undefined;
  /** Initial values by field name, handed to the form (defaults fill the rest). */
  value?: SvcRequestForm["value"] | undefined;
  /** Searches users and resources for the form's picker fields. */
  resourceProvider?: SvcRequestForm["resourceProvider"] | undefined;

  /** From the inner form: each edit, with all values. */
  oninput?: ((e: SvcFormValueEvent) => void) | undefined;
  /** From the inner form: a committed edit, with all values. */
  onchange?: ((e: SvcFormValueEvent) => void) | undefined;
  /** From the inner form: valid values only, in `values`. */
  onsubmit?: ((e: SvcFormSubmitEvent) => void) | undefined;
  /** From the inner form: connect an OAuth2 field. */
  "onsvc-oauth2-connect"?: ((e: SvcOAuth2ConnectEvent) => void) | undefined;
  /** The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again. */
  "onsvc-auth-required"?: ((e: SvcAuthRequiredEvent) => void) | undefined;
};

export type SvcRequestFormSolidJsProps = {
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  "attr:base-url"?: SvcRequestForm["baseUrl"] | undefined;
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  "prop:baseUrl"?: SvcRequestForm["baseUrl"] | undefined;
  /** The request schema whose form to show. */
  "attr:request-schema-id"?: SvcRequestForm["requestSchemaId"] | undefined;
  /** The request schema whose form to show. */
  "prop:requestSchemaId"?: SvcRequestForm["requestSchemaId"] | undefined;
  /** Text of the form's submit button; empty: "Submit request" in the page's language. */
  "attr:submit-label"?: SvcRequestForm["submitLabel"] | undefined;
  /** Text of the form's submit button; empty: "Submit request" in the page's language. */
  "prop:submitLabel"?: SvcRequestForm["submitLabel"] | undefined;
  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  "prop:auth"?: SvcRequestForm["auth"] | undefined;
  /** A ready client; when set, `base-url` and `auth` are not used. */
  "prop:client"?: SvcRequestForm["client"] | undefined;
  /** Initial values by field name, handed to the form (defaults fill the rest). */
  "prop:value"?: SvcRequestForm["value"] | undefined;
  /** Searches users and resources for the form's picker fields. */
  "prop:resourceProvider"?: SvcRequestForm["resourceProvider"] | undefined;
  /** From the inner form: each edit, with all values. */
  "on:input"?: ((e: SvcFormValueEvent) => void) | undefined;
  /** From the inner form: a committed edit, with all values. */
  "on:change"?: ((e: SvcFormValueEvent) => void) | undefined;
  /** From the inner form: valid values only, in `values`. */
  "on:submit"?: ((e: SvcFormSubmitEvent) => void) | undefined;
  /** From the inner form: connect an OAuth2 field. */
  "on:svc-oauth2-connect"?: ((e: SvcOAuth2ConnectEvent) => void) | undefined;
  /** The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again. */
  "on:svc-auth-required"?: ((e: SvcAuthRequiredEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type SvcSurfaceProps = {
  /** The language of the built-in words (`de`, `de-CH`, `ja`, `ar`…) and the locale of formatNumber,
formatCurrency, formatDate and pluralize. Sets `lang` and `dir` (`rtl` for Arabic, Hebrew,
Persian, Urdu…) on the element. Unset: words from the closest `lang` above, else English;
formatting in the page's locale. */
  locale?: SvcSurface["locale"] | undefined;
  /** Inspector mode, for the people who build agents: markers show their component's issues,
hovering a component outlines it with its id and variant, and a panel lists the issues. */
  debug?: SvcSurface["debug"] | undefined;
  /** The `surface` record is still arriving (a conversation reading a streamed response): each
partial record is applied whatever its `updatedAt`, a child not there yet shows as a
placeholder, the surface is `aria-busy`, and issues wait for the complete record. */
  streaming?: SvcSurface["streaming"] | undefined;
  /** Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
version of the surface) before it comes back and says that no answer came. */
  "pending-timeout"?: SvcSurface["pendingTimeout"] | undefined;
  /** Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
version of the surface) before it comes back and says that no answer came. */
  pendingTimeout?: SvcSurface["pendingTimeout"] | undefined;
  /** The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
titles are all `h3`), each text's biggest markdown heading too, and the elements' own
headings (a card's title); smaller ones follow below, so the page's outline stays in order. */
  "heading-level"?: SvcSurface["headingLevel"] | undefined;
  /** The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
titles are all `h3`), each text's biggest markdown heading too, and the elements' own
headings (a card's title); smaller ones follow below, so the page's outline stays in order. */
  headingLevel?: SvcSurface["headingLevel"] | undefined;
  /** A Surface record exactly as the surfaces endpoint returns it. The same `surfaceId` and
`updatedAt` again changes nothing; a newer `updatedAt` is reconciled by component id (unchanged
elements stay, with focus and state) and its data merged three ways with what the user typed. */
  surface?: SvcSurface["surface"] | undefined;
  /** The function catalog checks and calls use; register more on it to extend it. */
  functions?: SvcSurface["functions"] | undefined;
  /** The live data model of the surface; subscribe to paths on it, or use `setData`. */
  model?: SvcSurface["model"] | undefined;
  /** Lists and searches resources for `<svc-resource-picker>` elements in the surface. */
  resourceProvider?: SvcSurface["resourceProvider"] | undefined;
  /** Reads and saves connector settings for `<svc-connector-config-form>` elements. */
  connectorSettingsProvider?:
    SvcSurface["connectorSettingsProvider"] | undefined;
  /** Live connector sync status for the sync progress and detail cards. */
  syncStatusProvider?: SvcSurface["syncStatusProvider"] | undefined;
  /** Where images, videos and sounds may load from; unset: https only, any origin. */
  mediaPolicy?: SvcSurface["mediaPolicy"] | undefined;

  /** The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set. */
  "onsvc-action"?: ((e: SvcActionEvent) => void) | undefined;
  /** The user edited a bound value; `detail` has surfaceId, path, value. */
  "onsvc-data-change"?: ((e: SvcDataChangeEvent) => void) | undefined;
  /** A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server. */
  "onsvc-data-conflict"?: ((e: SvcDataConflictEvent) => void) | undefined;
  /** The surface could not be shown at all; `detail.message` says why. */
  "onsvc-surface-error"?: ((e: SvcSurfaceErrorEvent) => void) | undefined;
  /** The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`. */
  "onsvc-surface-issues"?: ((e: SvcSurfaceIssuesEvent) => void) | undefined;
  /** The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`. */
  "onsvc-surface-rendered"?: ((e: SvcSurfaceRenderedEvent) => void) | undefined;
};

export type SvcSurfaceSolidJsProps = {
  /** The language of the built-in words (`de`, `de-CH`, `ja`, `ar`…) and the locale of formatNumber,
formatCurrency, formatDate and pluralize. Sets `lang` and `dir` (`rtl` for Arabic, Hebrew,
Persian, Urdu…) on the element. Unset: words from the closest `lang` above, else English;
formatting in the page's locale. */
  "prop:locale"?: SvcSurface["locale"] | undefined;
  /** Inspector mode, for the people who build agents: markers show their component's issues,
hovering a component outlines it with its id and variant, and a panel lists the issues. */
  "prop:debug"?: SvcSurface["debug"] | undefined;
  /** The `surface` record is still arriving (a conversation reading a streamed response): each
partial record is applied whatever its `updatedAt`, a child not there yet shows as a
placeholder, the surface is `aria-busy`, and issues wait for the complete record. */
  "prop:streaming"?: SvcSurface["streaming"] | undefined;
  /** Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
version of the surface) before it comes back and says that no answer came. */
  "attr:pending-timeout"?: SvcSurface["pendingTimeout"] | undefined;
  /** Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
version of the surface) before it comes back and says that no answer came. */
  "prop:pendingTimeout"?: SvcSurface["pendingTimeout"] | undefined;
  /** The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
titles are all `h3`), each text's biggest markdown heading too, and the elements' own
headings (a card's title); smaller ones follow below, so the page's outline stays in order. */
  "attr:heading-level"?: SvcSurface["headingLevel"] | undefined;
  /** The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
titles are all `h3`), each text's biggest markdown heading too, and the elements' own
headings (a card's title); smaller ones follow below, so the page's outline stays in order. */
  "prop:headingLevel"?: SvcSurface["headingLevel"] | undefined;
  /** A Surface record exactly as the surfaces endpoint returns it. The same `surfaceId` and
`updatedAt` again changes nothing; a newer `updatedAt` is reconciled by component id (unchanged
elements stay, with focus and state) and its data merged three ways with what the user typed. */
  "prop:surface"?: SvcSurface["surface"] | undefined;
  /** The function catalog checks and calls use; register more on it to extend it. */
  "prop:functions"?: SvcSurface["functions"] | undefined;
  /** The live data model of the surface; subscribe to paths on it, or use `setData`. */
  "prop:model"?: SvcSurface["model"] | undefined;
  /** Lists and searches resources for `<svc-resource-picker>` elements in the surface. */
  "prop:resourceProvider"?: SvcSurface["resourceProvider"] | undefined;
  /** Reads and saves connector settings for `<svc-connector-config-form>` elements. */
  "prop:connectorSettingsProvider"?:
    SvcSurface["connectorSettingsProvider"] | undefined;
  /** Live connector sync status for the sync progress and detail cards. */
  "prop:syncStatusProvider"?: SvcSurface["syncStatusProvider"] | undefined;
  /** Where images, videos and sounds may load from; unset: https only, any origin. */
  "prop:mediaPolicy"?: SvcSurface["mediaPolicy"] | undefined;
  /** The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set. */
  "on:svc-action"?: ((e: SvcActionEvent) => void) | undefined;
  /** The user edited a bound value; `detail` has surfaceId, path, value. */
  "on:svc-data-change"?: ((e: SvcDataChangeEvent) => void) | undefined;
  /** A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server. */
  "on:svc-data-conflict"?: ((e: SvcDataConflictEvent) => void) | undefined;
  /** The surface could not be shown at all; `detail.message` says why. */
  "on:svc-surface-error"?: ((e: SvcSurfaceErrorEvent) => void) | undefined;
  /** The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`. */
  "on:svc-surface-issues"?: ((e: SvcSurfaceIssuesEvent) => void) | undefined;
  /** The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`. */
  "on:svc-surface-rendered"?:
    ((e: SvcSurfaceRenderedEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type CustomElements = {
  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `description`: Title or summary of the sound: shown above the player and its accessible name.
   * - `url`: Address of the medium; checked against the media policy before anything is requested.
   * - `mediaPolicy`: Where media may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-audio-player-max-width`: Widest the player gets. (default: `480px`)
   * - `--svc-audio-player-label-color`: Colour of the title. (default: `var(--svc-color-text)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the title and the player.
   * - `label`: The title (the `description`).
   * - `audio`: The `<audio>`; its controls are the browser's (keyboard included).
   * - `placeholder`: Stands in for a sound not allowed or not loaded; `role="img"`.
   * - `placeholder-glyph`: The placeholder's icon.
   * - `placeholder-text`: The placeholder's sentence.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `placeholder`: A placeholder is shown instead of the player.
   */
  "svc-audio-player": Partial<
    SvcAudioPlayerProps & BaseProps<SvcAudioPlayer> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The text on the button, shown when no content is slotted.
   * - `disabled`: Disables the button: it stays focusable but its clicks never reach the host. Strings such as
   * "true"/"false" are read as booleans.
   * - `disabled-reason`/`disabledReason`: Why the button is disabled (for example the failing check's message). When set, the button
   * is disabled too, and the text is shown as a tooltip and used as the accessible description.
   * - `variant`: `primary`, `secondary` (default) or `text` (borderless, link-like). Any case and the SDK's
   * `BUTTON_VARIANT_*` names are accepted; unknown values give `secondary`.
   * - `size`: `sm`, `md` (default) or `lg`: one height each, from the `--svc-control-height-*` tokens,
   * shared with every other button of the library.
   * - `pending`: An action started by this button is in progress: the button shows a spinner, is
   * `aria-busy`, and ignores presses (no `click` reaches the host) while staying focusable.
   * - `notice`: A short note shown under the button about its last press (inside a surface: that no answer
   * came in time, so the person may try again). Cleared by the next press.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `isDisabled`: True when the button ignores presses: `disabled` or a non-empty `disabledReason`. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `click`: The user pressed the enabled, not pending button.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The button's content; replaces `label` when it holds an element or text.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Like a native disabled button, a disabled or pending one ignores `click()`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-button-padding`: Space inside the button (its height comes from `size`). (default: `4px 12px`)
   * - `--svc-button-radius`: Corner radius. (default: `var(--svc-radius, 6px)`)
   * - `--svc-button-font-weight`: Weight of the label. (default: `600`)
   * - `--svc-button-primary-color`: Background of `primary`, text colour of `text`. (default: `var(--svc-color-primary)`)
   * - `--svc-button-tooltip-background`: Background of the tooltip. (default: `var(--svc-color-text)`)
   * - `--svc-button-tooltip-color`: Text colour of the tooltip. (default: `var(--svc-color-surface)`)
   * - `--svc-button-spinner-size`: Diameter of the pending spinner. (default: `1em`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The native `<button>`.
   * - `label`: Holds the content: the slotted children, or else the `label` text.
   * - `spinner`: The busy indicator shown while `pending`.
   * - `tooltip`: The bubble that explains why the button is disabled.
   * - `notice`: The note under the button about its last press (`notice`).
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `primary`: The variant is `primary`.
   * - `secondary`: The variant is `secondary`.
   * - `text`: The variant is `text`.
   * - `disabled`: Disabled, by `disabled` or by a `disabledReason`.
   */
  "svc-button": Partial<SvcButtonProps & BaseProps<SvcButton> & BaseEvents>;

  /**
   *
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The card's content, stacked vertically with a gap.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-card-padding`: Space inside the border. (default: `var(--svc-space-4, 16px)`)
   * - `--svc-card-gap`: Space between children. (default: `var(--svc-space-3, 12px)`)
   * - `--svc-card-radius`: Corner radius. (default: `var(--svc-radius-lg, 10px)`)
   * - `--svc-card-border`: The border shorthand. (default: `1px solid var(--svc-color-border)`)
   * - `--svc-card-background`: Background of the box. (default: `var(--svc-color-surface)`)
   * - `--svc-card-shadow`: Box shadow. (default: `none`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box: padding, border, radius and background.
   */
  "svc-card": Partial<SvcCardProps & BaseProps<SvcCard> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Text beside the box. May be empty; the box is then named "Checkbox" for screen readers.
   * - `checked`: Whether the box is ticked.
   * - `error`: Validation message; '' means valid. Shown once the user toggled or left the box.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the box.
   * - `disabled`: Whether the box is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `value`: Alias of `checked` for the wire name (`checkBox.value`); strings such as "true"/"false" are
   * coerced to a boolean. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the box, after `checked` has been updated.
   * - `change`: The user toggled the box, after `checked` has been updated (fired after `input`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-check-box-size`: Edge of the box. (default: `18px`)
   * - `--svc-check-box-accent`: Colour of the ticked box. (default: `var(--svc-color-primary)`)
   * - `--svc-check-box-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-check-box-error-color`: Colour of the error text. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the box row and the error.
   * - `row`: The clickable `<label>` around box and label text.
   * - `control`: The native checkbox.
   * - `label`: The label text.
   * - `error`: The error message (shown once the box was touched).
   */
  "svc-check-box": Partial<
    SvcCheckBoxProps & BaseProps<SvcCheckBox> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Name of the group, shown above the options (see `hideLabel`). When empty, screen readers hear
   * "Choice" (radios) or "Options" (check boxes).
   * - `choices`: The options: `{id, label, description}`. Entries without an id are skipped.
   * - `value`: The ids of the selected options, always an array (a single string or a JSON array string is
   * accepted and converted). With radios it holds at most one id.
   * - `multi-select`/`multiSelect`: Allow several options (check boxes); otherwise one (radio buttons).
   * - `required`: Marks the label and makes an empty selection invalid ("Choose an option").
   * - `hide-label`/`hideLabel`: Hide the label visually; it still names the group for screen readers.
   * - `error`: Validation message; '' means valid. Shown once the user changed or left the group.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the group.
   * - `disabled`: Whether the group is read-only for the user and dimmed.
   * - `filterable`: Show a search box that narrows the options shown to those matching what is typed.
   * - `display-style`/`displayStyle`: `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
   * spelling is accepted (`CHIPS`); unknown values give `checkbox`.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the selection, after `value` has been updated.
   * - `change`: The user changed the selection, after `value` has been updated (fired after `input`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-choice-picker-gap`: Space between options. (default: `var(--svc-space-2)`)
   * - `--svc-choice-picker-accent`: Colour of selected controls. (default: `var(--svc-color-primary)`)
   * - `--svc-choice-picker-label-color`: Colour of the group label. (default: `var(--svc-color-text)`)
   * - `--svc-choice-picker-description-color`: Colour of descriptions. (default: `var(--svc-color-text-muted)`)
   * - `--svc-choice-picker-error-color`: Colour of the error text and required marker. (default: `var(--svc-color-danger)`)
   * - `--svc-choice-picker-chip-border`: Border of an unselected chip. (default: `var(--svc-color-border)`)
   * - `--svc-choice-picker-chip-selected-background`: Background of a selected chip. (default: `var(--svc-color-primary)`)
   * - `--svc-choice-picker-chip-selected-color`: Text of a selected chip. (default: `var(--svc-color-on-primary)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The `<fieldset>` around the group.
   * - `label`: The `<legend>` naming the group.
   * - `filter`: The search box of a `filterable` picker.
   * - `no-match`: The text shown when the filter matches no option.
   * - `options`: The list of options.
   * - `option`: The `<label>` of one option (box plus texts).
   * - `control`: The native radio button or check box of an option.
   * - `option-label`: The text of an option.
   * - `description`: The secondary text of an option.
   * - `error`: The error message (shown once the group was touched).
   */
  "svc-choice-picker": Partial<
    SvcChoicePickerProps & BaseProps<SvcChoicePicker> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `alignment`: Horizontal placement of the children (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   * - `distribution`: Vertical placement (CSS `justify-content`): `start` (default), `center`, `end`,
   * `spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children share the height). Any spelling
   * is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`.
   * - `gap`: Space between children in px. Numeric strings are accepted; negative or invalid → 0.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The children, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-column-gap`: Space between children when the `gap` property is 0 (A2UI columns have none: the basic catalog's renderers space them by default). (default: `var(--svc-space-2)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The flex container around the slot.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `stretch`: The distribution is `stretch`.
   */
  "svc-column": Partial<SvcColumnProps & BaseProps<SvcColumn> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Label shown above the control; it names the control for assistive technology.
   * - `value`: ISO 8601 value: `YYYY-MM-DD`, `HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or
   * an offset. '' when empty.
   * - `min`: Earliest value the picker offers (ISO 8601, same forms as `value`). Does not validate.
   * - `max`: Latest value the picker offers (ISO 8601, same forms as `value`). Does not validate.
   * - `mode`: `date`, `time` or `datetime` (SDK spellings `DATE`, `TIME`, `DATE_TIME` accepted). When unset,
   * the shape of `value`, `min` or `max` decides, else `datetime`.
   * - `input-type`/`inputType`: The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set.
   * - `error`: Validation message; '' means valid. Shown once the user edited or left the input.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the input.
   * - `disabled`: Whether the input is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `validationMessage`: Why the control cannot hold what the person entered (a date or time entered only in part), in
   * the browser's words; '' when it can. The host's `error` is not included. (property only) (readonly)
   * - `effectiveMode`: The mode the control currently uses (`date`, `time` or `datetime`). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the value, after `value` has been updated.
   * - `change`: The user committed a value, after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-date-time-input-border-color`: Border of the control. (default: `var(--svc-color-border)`)
   * - `--svc-date-time-input-background`: Background of the control. (default: `var(--svc-color-surface)`)
   * - `--svc-date-time-input-radius`: Corner radius of the control. (default: `var(--svc-radius)`)
   * - `--svc-date-time-input-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-date-time-input-error-color`: Colour of the error text and border. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control and error.
   * - `label`: The label text.
   * - `control`: The native `<input type="date|time|datetime-local">`.
   * - `error`: The error message (shown once the input was touched).
   * - `note`: Says that the value could not be read (the control cannot show it).
   */
  "svc-date-time-input": Partial<
    SvcDateTimeInputProps & BaseProps<SvcDateTimeInput> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `orientation`: `horizontal` (default) or `vertical`; any case, unknown values count as horizontal.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-divider-color`: Colour of the line. (default: `var(--svc-color-border)`)
   * - `--svc-divider-width`: Thickness of the line. (default: `1px`)
   * - `--svc-divider-spacing`: Space on both sides of the line. (default: `var(--svc-space-2, 8px)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The line, with `role="separator"` and `aria-orientation`.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `vertical`: The divider is vertical.
   */
  "svc-divider": Partial<SvcDividerProps & BaseProps<SvcDivider> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `name`: A catalog icon name (an `IconName`: `accountCircle`, `arrowBack`, …). The wire's object form,
   * `{svgPath}` (v0.9) or `{path}` (v0.10), is read as a custom `path`.
   * - `label`: Accessible name. Empty: the icon is decorative.
   * - `path`: Custom SVG path data on a 24×24 grid; wins over `name` when set and well formed.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-icon-size`: Edge of the icon. (default: `24px`)
   * - `--svc-icon-color`: Colour of the icon. (default: `currentColor`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `svg`: The `<svg>` of a known icon, a custom path or the dashed square.
   * - `text`: The emoji shown for an unknown name that is one.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `fallback`: The name is not a catalog icon.
   */
  "svc-icon": Partial<SvcIconProps & BaseProps<SvcIcon> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `url`: Address of the picture; checked against the media policy before anything is requested.
   * - `description`: Text alternative (`alt`). Empty: the picture is decorative.
   * - `fit`: `contain`, `cover`, `fill` (default), `none` or `scaleDown`, as CSS `object-fit`.
   * - `variant`: `icon`, `avatar`, `smallFeature`, `mediumFeature`, `largeFeature` or `header`. Empty (the
   * default) or unknown: `mediumFeature`, except beside other content in a row (a list item's
   * picture), where it is a `smallFeature`.
   * - `mediaPolicy`: Where pictures may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-image-radius`: Corner radius (avatars are round). (default: `var(--svc-radius)`)
   * - `--svc-image-icon-size`: Edge of the `icon` variant. (default: `24px`)
   * - `--svc-image-avatar-size`: Diameter of the `avatar` variant. (default: `40px`)
   * - `--svc-image-small-width`: Width of `smallFeature`. (default: `120px`)
   * - `--svc-image-medium-width`: Width of `mediumFeature`. (default: `240px`)
   * - `--svc-image-large-width`: Width of `largeFeature`. (default: `100%`)
   * - `--svc-image-header-height`: Height of the full-width `header`. (default: `160px`)
   * - `--svc-image-placeholder-ratio`: Shape of the box before a feature picture has loaded, and of its placeholder. (default: `4 / 3`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box that sizes and clips the picture.
   * - `image`: The `<img>`.
   * - `placeholder`: Stands in for a picture not allowed or not loaded; `role="img"`.
   * - `placeholder-glyph`: The placeholder's icon.
   * - `placeholder-text`: The placeholder's sentence (hidden in the icon and avatar sizes).
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `loading`: The picture is on its way.
   * - `loaded`: The picture is shown.
   * - `placeholder`: A placeholder is shown instead.
   * - `unsized`: No variant was given (`<svc-row>` makes such a picture a small feature).
   */
  "svc-image": Partial<SvcImageProps & BaseProps<SvcImage> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `direction`: `vertical` (default) or `horizontal`. Any case is accepted; unknown → `vertical`.
   * - `alignment`: Placement of the items across the list (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   * - `gap`: Space between items in px. Numeric strings are accepted; negative or invalid → 0.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The items, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-list-gap`: Space between items when the `gap` property is 0 (A2UI lists have none: the basic catalog's renderers space them by default). (default: `var(--svc-space-3)`)
   * - `--svc-list-divider`: The rule between two items of a vertical list that are groups (a row or a column each); `none` for none. (default: `1px solid var(--svc-color-border)`)
   * - `--svc-list-max-height`: Height past which a vertical list scrolls. (default: `none`)
   * - `--svc-list-item-max-width`: Widest an item of a horizontal list may be. (default: `80%`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The flex container and scroll box around the slot.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `horizontal`: The direction is `horizontal`.
   * - `scrollable`: The items overflow the list, which scrolls.
   */
  "svc-list": Partial<SvcListProps & BaseProps<SvcList> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `open`: Whether the dialog is open. Setting it opens or closes the dialog; the user's actions update it.
   * - `label`: Accessible name of the dialog. Empty: the host's `aria-label` (an agent's accessibility label),
   * else the first heading of the content, else "Dialog" in the page's language.
   * - `close-label`/`closeLabel`: Accessible name of the Close button; empty: "Close" in the page's language.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `trigger`: What the person activates to open the dialog, usually a button.
   * - `content`: What the dialog shows.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-modal-width`: Widest the dialog gets (never wider than the viewport). (default: `640px`)
   * - `--svc-modal-padding`: Space around the content. (default: `var(--svc-space-4, 16px)`)
   * - `--svc-modal-backdrop`: Colour over the page behind the dialog. (default: `rgb(0 0 0 / 0.45)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `trigger`: The box around the trigger (a button itself when the trigger has nothing focusable).
   * - `dialog`: The native `<dialog>`.
   * - `header`: The bar at the top of the dialog that holds the Close button.
   * - `close`: The Close button.
   * - `body`: The box around the content.
   */
  "svc-modal": Partial<SvcModalProps & BaseProps<SvcModal> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Names the bar, shown above it. Without a label the accessible name is "Progress".
   * - `value`: Current value between `min` and `max`. Missing or not a number: indeterminate.
   * - `min`: Value at which the bar is empty.
   * - `max`: Value at which the bar is full.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-progress-bar-height`: Thickness of the bar. (default: `var(--svc-progress-height)`)
   * - `--svc-progress-bar-radius`: Corner radius of the bar. (default: `999px`)
   * - `--svc-progress-bar-track-color`: Unfilled colour. (default: `var(--svc-progress-track-color)`)
   * - `--svc-progress-bar-indicator-color`: Filled colour. (default: `var(--svc-progress-color)`)
   * - `--svc-progress-bar-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around header and track.
   * - `header`: The line holding the label and the percent.
   * - `label`: The label text.
   * - `value`: The percent text (hidden while indeterminate).
   * - `track`: The bar's background; carries `role="progressbar"`.
   * - `indicator`: The filled part of the bar.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `indeterminate`: The value is missing.
   */
  "svc-progress-bar": Partial<
    SvcProgressBarProps & BaseProps<SvcProgressBar> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `alignment`: Cross-axis placement of the children (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   * - `distribution`: Main-axis placement (CSS `justify-content`): `start` (default), `center`, `end`,
   * `spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children grow equally). Any spelling
   * is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`.
   * - `gap`: Space between children in px. Numeric strings are accepted; negative or invalid → 0.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The children, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-row-gap`: Space between children when the `gap` property is 0 (A2UI rows have none: the basic catalog's renderers space them by default). (default: `var(--svc-space-2)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The flex container around the slot.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `stretch`: The distribution is `stretch`.
   * - `spread`: The distribution is not `start`: the row spans its column, centred or not.
   * - `narrow`: The row is narrower than 480 px, or than 48 px per child, and wraps.
   */
  "svc-row": Partial<SvcRowProps & BaseProps<SvcRow> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Label shown above the slider; it names the slider for assistive technology.
   * - `value`: The current number. Missing or unreadable values show `min`. Always written as a number.
   * - `min`: Smallest value (default 0). Numeric strings are accepted.
   * - `max`: Largest value (default 100). Numeric strings are accepted; below `min` it is `min`.
   * - `step`: Step between values; missing, zero or unreadable means any value (`step="any"`).
   * - `error`: Validation message; '' means valid. Shown once the user moved or left the slider.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the slider.
   * - `disabled`: Whether the slider is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The value changes while the user drags or presses arrow keys, after `value` has been updated.
   * - `change`: The user committed a value (released the thumb, or each key step), after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-slider-accent`: Colour of the track fill and thumb. (default: `var(--svc-color-primary)`)
   * - `--svc-slider-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-slider-value-color`: Colour of the shown value. (default: `var(--svc-color-text-muted)`)
   * - `--svc-slider-error-color`: Colour of the error text. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the header, control and error.
   * - `header`: The row holding the label and the current value.
   * - `label`: The label text.
   * - `value`: The current value shown next to the label.
   * - `control`: The native `<input type="range">`.
   * - `error`: The error message (shown once the slider was touched).
   */
  "svc-slider": Partial<SvcSliderProps & BaseProps<SvcSlider> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `titles`: Tab titles, in the order of the children. Missing or blank titles become "Tab N".
   * - `selected`: Index of the selected tab (from 0). Out-of-range values show the nearest tab. When children
   * are added, moved or removed, it follows the child that was shown (no `change` event).
   * - `label`: Accessible name of the row of tabs (optional).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `change`: The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The panels, one child per tab, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-tabs-accent`: Colour of the selected tab's indicator. (default: `var(--svc-color-primary)`)
   * - `--svc-tabs-gap`: Space between the tabs and the panel. (default: `var(--svc-space-3, 12px)`)
   * - `--svc-tabs-scroll-shadow`: Colour of the shadow on a side of the tabs where more tabs are scrolled out of view (a narrow screen); a translucent dark by default. (default: `undefined`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `tablist`: The row of tabs.
   * - `tab`: One tab button; the selected one also has `tab-selected`.
   * - `tab-selected`: The selected tab.
   * - `panel`: The box around one child.
   */
  "svc-tabs": Partial<SvcTabsProps & BaseProps<SvcTabs> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Label shown above the control; it names the control for assistive technology.
   * - `placeholder`: Hint shown inside the empty control.
   * - `value`: The text in the field. Always written back as a string, also for the `number` variant.
   * - `variant`: `shortText` (default), `longText` (multi-line), `number` or `obscured` (password: characters
   * hidden, never filled from the browser's saved passwords). SDK spellings such as
   * `TEXT_FIELD_VARIANT_LONG_TEXT` are accepted; unknown values mean `shortText`.
   * - `error`: Validation message; '' means valid. Shown once the user edited or left the field.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the field.
   * - `required`: Whether the field must be filled in (marks the label and sets `required` on the control).
   * - `disabled`: Whether the field is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `validationMessage`: Why the control cannot hold what the person typed (a number field holding `1e`, which has no
   * value), in the browser's words; '' when it can. The host's `error` is not included. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit by the user, after `value` has been updated.
   * - `change`: The user committed the edit (blur or Enter), after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-text-field-border-color`: Border of the control. (default: `var(--svc-color-border)`)
   * - `--svc-text-field-background`: Background of the control. (default: `var(--svc-color-surface)`)
   * - `--svc-text-field-radius`: Corner radius of the control. (default: `var(--svc-radius)`)
   * - `--svc-text-field-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-text-field-error-color`: Colour of the error text and border. (default: `var(--svc-color-danger)`)
   * - `--svc-text-field-min-lines`: Visible lines of the `longText` variant. (default: `3`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control and error.
   * - `label`: The label text.
   * - `control`: The native `<input>` or `<textarea>`.
   * - `error`: The error message under the control (shown once the field was touched).
   */
  "svc-text-field": Partial<
    SvcTextFieldProps & BaseProps<SvcTextField> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `text`: The text to show. Plain text is never read as HTML; non-strings are shown via `String()`.
   * - `markdown`: Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans.
   * - `variant`: `body` (default), `caption`, or a heading `h1`…`h5` (`h6` is accepted too). Any case and
   * `TEXT_VARIANT_*` names are accepted; unknown values give `body`.
   * - `heading-level`/`headingLevel`: The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
   * from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
   * titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
   * `caption`, nor on the size.
   * - `streaming`: The text is still being written (an agent's message arriving): markdown renders only what is
   * settled (an unclosed `**`, link or code fence shows as plain words until it closes; no link to
   * half an address), and the element is `aria-busy`, so that a live region around it announces
   * the text once rather than every character.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-text-color`: Colour of the text. (default: `var(--svc-color-text)`)
   * - `--svc-text-line-height`: Line height. (default: `1.5`)
   * - `--svc-text-link-color`: Colour of markdown links. (default: `var(--svc-color-primary)`)
   * - `--svc-text-code-background`: Background of markdown code, code blocks and table headers. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-text-heading-weight`: Font weight of the heading variants. (default: `600`)
   * - `--svc-text-caption-color`: Colour of the `caption` variant. (default: `var(--svc-color-text-muted)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The block that holds the text (a `<p>` for plain text, a `<div>` for markdown).
   * - `heading`: The `role="heading"` block around the text for `h1`…`h5`.
   * - `markdown`: The same block when it holds rendered markdown.
   * - `table-scroll`: Scroll box around each markdown table.
   * - `toggle`: The "Show more" / "Show less" button of a long plain text.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `h1`: The variant is `h1` (likewise `h2`…`h6` and `caption`; `body`, the default, sets no state).
   */
  "svc-text": Partial<SvcTextProps & BaseProps<SvcText> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `poster-url`/`posterUrl`: Address of a still shown before playing (A2UI v0.10); also checked against the policy.
   * - `description`: What the video shows; its accessible name ("Video" when empty).
   * - `url`: Address of the medium; checked against the media policy before anything is requested.
   * - `mediaPolicy`: Where media may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-video-max-width`: Widest the video gets; it is never wider than its box. (default: `640px`)
   * - `--svc-video-radius`: Corner radius. (default: `var(--svc-radius)`)
   * - `--svc-video-ratio`: Shape of the box until the video's own size is known (a placeholder is a short box instead). (default: `16 / 9`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box around the video or placeholder.
   * - `video`: The `<video>`; its controls are the browser's (keyboard included).
   * - `placeholder`: Stands in for a video not allowed or not loaded; `role="img"`.
   * - `placeholder-glyph`: The placeholder's icon.
   * - `placeholder-text`: The placeholder's sentence.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `placeholder`: A placeholder is shown instead of the video.
   */
  "svc-video": Partial<SvcVideoProps & BaseProps<SvcVideo> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: Whether the box is checked.
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the box; `value` is already updated.
   * - `change`: Same moment as `input` (a toggle is a committed edit).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-label-color`: Label colour (shared by all form fields). (default: `var(--svc-color-text)`)
   * - `--svc-form-error-color`: Error colour (shared by all form fields). (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the control, description, notes and error.
   * - `label`: The clickable label holding the box and its text.
   * - `control`: The native checkbox.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-bool": Partial<
    SvcFormBoolProps & BaseProps<SvcFormBool> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The items, in order. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: An item was added or removed; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control and chips (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, chips, input, hint, notes and error.
   * - `label`: The label.
   * - `chips`: The list of items.
   * - `chip`: One item.
   * - `chip-remove`: The remove button of an item.
   * - `control`: The input for a new item.
   * - `description`: The field's description.
   * - `hint`: How many items are allowed.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-chips": Partial<
    SvcFormChipsProps & BaseProps<SvcFormChips> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `today`: Today's date `YYYY-MM-DD` for the relative bounds; empty: the viewer's local date.
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The date, `YYYY-MM-DD`, or `''`. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native date input.
   * - `description`: The field's description.
   * - `hint`: The allowed dates.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-date": Partial<
    SvcFormDateProps & BaseProps<SvcFormDate> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The chosen file (a `File` in the browser), or null. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user chose or removed a file; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, file, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native file input.
   * - `file`: The chosen file's name and size.
   * - `remove`: The button that removes the chosen file.
   * - `description`: The field's description.
   * - `hint`: Accepted types and maximum size.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-file": Partial<
    SvcFormFileProps & BaseProps<SvcFormFile> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `submit-label`/`submitLabel`: Text of the submit button; empty: "Submit" in the form's locale.
   * - `busy`: Work is in progress (for example saving): shows a spinner and blocks editing and submitting.
   * - `disabled`: Blocks editing and submitting.
   * - `hide-submit`/`hideSubmit`: Hides the submit button (submit with `requestSubmit()` or a button of your own).
   * - `hide-title`/`hideTitle`: Hides the form's display name (its description still shows).
   * - `today`: Today's date `YYYY-MM-DD` for date defaults and bounds; empty: the viewer's local date.
   * - `form`: The form to draw (a Form of the service, spec 2.3). (property only)
   * - `value`: Values by field name. Fields left undefined start with their default. Updated as the user
   * edits (a new object each time); set it to change values from outside, `{}` to start over. (property only)
   * - `resourceProvider`: Searches users and resources for picker fields. Falls back to the provider of an enclosing
   * `<svc-surface>`; without any, pickers ask for typed IDs. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `values` holds every field's value, `field` the edited field's name.
   * - `change`: A committed edit; same fields as `input`.
   * - `submit`: The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled.
   * - `svc-oauth2-connect`: The user pressed Connect on an OAuth2 field (from the field, passes through).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `actions`: Extra buttons next to the submit button (for example Cancel or Skip).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `validate() => FormErrors`: Checks every field and relationship, shows all the messages, and returns them by field name
   * (empty when the form is valid).
   * - `setErrors(errors: Record<string, string>) => void`: Shows messages from the server, by field name (`{apiKey: 'This key was revoked'}`). Each one
   * stays until its field changes; messages for names that are not shown fields appear above the
   * form. `setErrors({})` clears them.
   * - `reset() => void`: Back to the default values, with no messages shown.
   * - `requestSubmit() => boolean`: Validates, and fires `submit` when everything passes (focusing the first invalid field
   * otherwise). Returns whether `submit` was fired. While the regex engine for the form's patterns
   * is still loading (the first form with a pattern on the page), a submit waits for it, then
   * validates again and submits if everything passes (false is returned meanwhile).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-gap`: Space between fields. (default: `var(--svc-space-4)`)
   * - `--svc-form-label-color`: Colour of field labels. (default: `var(--svc-color-text)`)
   * - `--svc-form-error-color`: Colour of error messages and invalid borders. (default: `var(--svc-color-danger)`)
   * - `--svc-form-control-background`: Background of inputs. (default: `var(--svc-color-surface)`)
   * - `--svc-form-control-border-color`: Border of inputs. (default: `var(--svc-color-border)`)
   * - `--svc-form-control-radius`: Corner radius of inputs. (default: `var(--svc-radius)`)
   * - `--svc-form-submit-background`: Background of the submit button. (default: `var(--svc-color-primary)`)
   * - `--svc-form-submit-color`: Text colour of the submit button. (default: `black or white, by the background's lightness`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `form`: The native form element.
   * - `title`: The form's display name.
   * - `description`: The form's description.
   * - `form-error`: Messages that belong to no shown field (from `setErrors`).
   * - `section`: A group of fields.
   * - `section-title`: A group's display name.
   * - `section-help`: A group's help text.
   * - `field`: Each field element.
   * - `unsupported`: A field of a kind this version cannot draw.
   * - `actions`: The row holding the submit button and the `actions` slot.
   * - `submit`: The submit button.
   */
  "svc-form": Partial<SvcFormProps & BaseProps<SvcForm> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The entries, by key. Rows with an empty key and value are left out. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: A key or value was edited, or a row added or removed; `value` is updated.
   * - `change`: A row edit was committed, or a row added or removed.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the inputs (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, rows, notes and error.
   * - `label`: The label of the group.
   * - `row`: One key/value row.
   * - `key`: A key input.
   * - `value`: A value input.
   * - `remove`: A row's remove button.
   * - `add`: The button that adds a row.
   * - `description`: The field's description.
   * - `hint`: A warning about repeated keys.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-map": Partial<SvcFormMapProps & BaseProps<SvcFormMap> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The number as a decimal string (`''` when blank, NOT_A_NUMBER while the text cannot be
   * read as a number). Never converted to a JS number. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   * - `--svc-form-control-background`: Background of the control (shared). (default: `var(--svc-color-surface)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native number input.
   * - `description`: The field's description.
   * - `hint`: The allowed range.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-number": Partial<
    SvcFormNumberProps & BaseProps<SvcFormNumber> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: What the host set after connecting (for example a credential id); `''` when not connected. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-oauth2-connect`: The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the button (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, status, button, notes and error.
   * - `label`: The label.
   * - `status`: "Connected" or "Not connected".
   * - `control`: The connect button.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-oauth2": Partial<
    SvcFormOAuth2Props & BaseProps<SvcFormOAuth2> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The secret. A property only: it is never reflected to an attribute. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit (blur).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, notes and error.
   * - `label`: The label.
   * - `control`: The native password input.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-password": Partial<
    SvcFormPasswordProps & BaseProps<SvcFormPassword> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The chosen id (single picker, a string field) or ids (list picker, a string-slice field). (property only)
   * - `resourceProvider`: Where options come from; without one the user types IDs. (property only)
   * - `multiple`: True for a string-slice field: several items. (property only) (readonly)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The selection changed; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the inputs and chips (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, selection, search, results, notes and error.
   * - `label`: The label.
   * - `control`: The search input (or the ID input without a provider).
   * - `selection`: The chosen item of a single picker.
   * - `clear`: The button that clears a single picker.
   * - `chips`: The chosen items of a list picker.
   * - `chip`: One chosen item.
   * - `chip-remove`: Its remove button.
   * - `results`: The list of search results.
   * - `option`: One search result (a button).
   * - `status`: Loading and error text.
   * - `description`: The field's description.
   * - `hint`: The fallback note.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-picker": Partial<
    SvcFormPickerProps & BaseProps<SvcFormPicker> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The chosen option's value, `''` for none. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user chose an option; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native select.
   * - `description`: The field's description.
   * - `hint`: The description of the chosen option.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-select": Partial<
    SvcFormSelectProps & BaseProps<SvcFormSelect> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The text. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit (blur).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   * - `--svc-form-text-lines`: Visible lines of a multiline field. (default: `3`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, notes and error.
   * - `label`: The label.
   * - `control`: The native input or textarea.
   * - `suffix`: The text after the input.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-text": Partial<
    SvcFormTextProps & BaseProps<SvcFormText> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Heading of the chart (the wire property `title`).
   * - `artifact-url`/`artifactUrl`: Where the underlying data can be downloaded; linked only when the URL policy allows it as an
   * artifact: an absolute https URL without user info.
   * - `sources`: Where the data came from: `{kind, label, ref, count}`, shown as a footnote. (property only)
   * - `categorical`: Categorical data `{slices: [{label, value}]}`: a donut, or bars past 8 slices. (property only)
   * - `timeSeries`: Time series `{range: {start, end, label}, series: [{key, displayName, points: [{ts, value}]}]}`. (property only)
   * - `issues`: Values dropped from the data (missing, not finite, unreadable time), with where they were. (property only) (readonly)
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `refreshTheme() => void`: Reads the colours again and redraws. Call it after changing the theme's custom properties or
   * `color-scheme` from script; a change of the system's light/dark preference is picked up alone.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-chart-height`: Height of the drawing. (default: `280px`)
   * - `--svc-chart-color-1`: Series/category colour 1 (the brand colour). (default: `var(--svc-color-primary)`)
   * - `--svc-chart-color-2`: Series/category colour 2 (green). (default: `light-dark(#1a7f37, #3fb950)`)
   * - `--svc-chart-color-3`: Series/category colour 3 (orange). (default: `light-dark(#bc4c00, #f0883e)`)
   * - `--svc-chart-color-4`: Series/category colour 4 (purple). (default: `light-dark(#8250df, #a371f7)`)
   * - `--svc-chart-color-5`: Series/category colour 5 (pink). (default: `light-dark(#bf3989, #db61a2)`)
   * - `--svc-chart-color-6`: Series/category colour 6 (teal). (default: `light-dark(#0a7ea4, #39c5cf)`)
   * - `--svc-chart-color-7`: Series/category colour 7 (yellow). (default: `light-dark(#9a6700, #d29922)`)
   * - `--svc-chart-color-8`: Series/category colour 8 (grey). (default: `light-dark(#57606a, #8b949e)`)
   * - `--svc-chart-text-color`: Labels and legend. (default: `var(--svc-color-text)`)
   * - `--svc-chart-muted-color`: Axis labels. (default: `var(--svc-color-text-muted)`)
   * - `--svc-chart-grid-color`: Axis and grid lines. (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The figure around everything.
   * - `heading`: The heading (figure caption).
   * - `range`: The time range label of a time series.
   * - `chart`: The box echarts draws into (`role="img"`, labelled by the summary).
   * - `status`: "Loading chart…" while echarts loads.
   * - `error`: The message shown when echarts could not be loaded.
   * - `retry`: The "Try again" button in that message.
   * - `data-table`: The data table (visually hidden unless echarts failed).
   * - `empty`: The "No data" message.
   * - `artifact`: The link to the data (only for https URLs the URL policy allows).
   * - `sources`: The sources footnote.
   */
  "svc-chart": Partial<SvcChartProps & BaseProps<SvcChart> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `code`: The code. Shown as text, never as HTML.
   * - `language`: The language (`json`, `yaml`, `bash`, `shell`, `typescript`, `javascript`, `python`, `sql`,
   * `go`, `html`, `xml`, or an alias). Shown as a label; highlights the code when known.
   * - `heading`: A heading above the code (the wire `title`); also names the code region.
   * - `copyable`: Show a button that copies the code.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-code-block-background`: Background of the code. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-code-block-border-color`: Border around the block. (default: `var(--svc-color-border)`)
   * - `--svc-code-block-font-size`: Font size of the code. (default: `13px`)
   * - `--svc-code-block-max-height`: Height after which the code scrolls vertically. (default: `none`)
   * - `--svc-code-block-tab-size`: Width of a tab, in spaces. (default: `4`)
   * - `--svc-code-block-keyword-color`: Keywords. (default: `light-dark(#cf222e, #ff7b72)`)
   * - `--svc-code-block-string-color`: Strings. (default: `light-dark(#0a3069, #a5d6ff)`)
   * - `--svc-code-block-number-color`: Numbers, literals, attributes. (default: `light-dark(#0550ae, #79c0ff)`)
   * - `--svc-code-block-title-color`: Function and class names, tags. (default: `light-dark(#6639ba, #d2a8ff)`)
   * - `--svc-code-block-comment-color`: Comments. (default: `var(--svc-color-text-muted)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `header`: The bar above the code (heading, language, copy button).
   * - `heading`: The heading.
   * - `language`: The language label.
   * - `copy-button`: The copy button.
   * - `copy-status`: The "Copied" / "Copy failed" message (a polite live region).
   * - `scroller`: The focusable, scrollable region around the code (the `<pre>`).
   * - `code`: The `<code>` element.
   */
  "svc-code-block": Partial<
    SvcCodeBlockProps & BaseProps<SvcCodeBlock> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `app-id`/`appId`: The app of the connector.
   * - `connector-id`/`connectorId`: The connector whose settings are edited.
   * - `submit-action-name`/`submitActionName`: Action name raised after a successful save.
   * - `skip-action-name`/`skipActionName`: Action name raised by Skip.
   * - `submit-label`/`submitLabel`: Text of the save button; empty: "Save and connect" (localized).
   * - `skip-label`/`skipLabel`: Text of the skip button; empty: "Skip for now" (localized).
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `settingsProvider`: Where the settings come from and go to. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-connector-submit`: `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else.
   * - `svc-connector-skip`: `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-connector-config-form-gap`: Space between the parts. (default: `var(--svc-space-3)`)
   * - `--svc-connector-config-form-error-color`: Colour of the save error. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The block around everything.
   * - `form`: The `<svc-form>`.
   * - `skip`: The Skip button.
   * - `status`: Loading and "not available" messages, and the confirmation after saving or skipping.
   * - `save-error`: The message of a failed save.
   * - `retry`: The retry button when the settings could not be loaded.
   */
  "svc-connector-config-form": Partial<
    SvcConnectorConfigFormProps & BaseProps<SvcConnectorConfigForm> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Card heading (the wire `title`); "Sync details" when empty.
   * - `app-id`/`appId`: The app whose connector syncs.
   * - `connector-id`/`connectorId`: The connector that syncs.
   * - `syncStatusProvider`: Where the status comes from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-connector-sync-detail-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-connector-sync-detail-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-connector-sync-detail-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-connector-sync-detail-padding`: Card padding. (default: `var(--svc-space-4)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `state`: The state, with a coloured dot (`data-state` holds the state).
   * - `details`: The list of state, times and duration.
   * - `counts`: The list of counts.
   * - `count`: One count.
   * - `notice`: "Not available" and waiting messages.
   * - `error`: The last error.
   */
  "svc-connector-sync-detail": Partial<
    SvcConnectorSyncDetailProps & BaseProps<SvcConnectorSyncDetail> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Card heading (the wire `title`); "Sync progress" when empty.
   * - `app-id`/`appId`: The app whose connector syncs.
   * - `connector-id`/`connectorId`: The connector that syncs.
   * - `syncStatusProvider`: Where the status comes from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-connector-sync-progress-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-connector-sync-progress-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-connector-sync-progress-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-connector-sync-progress-padding`: Card padding. (default: `var(--svc-space-4)`)
   * - `--svc-connector-sync-progress-bar-color`: Filled part of the bar. (default: `var(--svc-progress-color)`)
   * - `--svc-connector-sync-progress-bar-height`: Height of the bar. (default: `var(--svc-progress-height)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `state`: The state, with a coloured dot (`data-state` holds the state).
   * - `message`: The provider's short message ("Syncing users").
   * - `track`: The progress bar (role progressbar).
   * - `indicator`: The filled part of the bar.
   * - `percent`: The percentage as text.
   * - `elapsed`: The elapsed time.
   * - `notice`: "Not available" and waiting messages.
   * - `error`: The last error of a failed sync.
   */
  "svc-connector-sync-progress": Partial<
    SvcConnectorSyncProgressProps &
      BaseProps<SvcConnectorSyncProgress> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Legend of the group; "Duration" when empty.
   * - `value`: The chosen duration in seconds; `undefined` when none. Numeric and int64 strings ("28800")
   * are accepted and turned into a number.
   * - `max-duration-seconds`/`maxDurationSeconds`: The longest duration allowed, in seconds (number or int64 string); none when empty or 0.
   * - `error`: Validation message from the host; '' means valid. Shown once the user touched the picker.
   * - `show-errors`/`showErrors`: Show `error` at once, without waiting for the user to touch the picker.
   * - `disabled`: Whether the picker is dimmed and cannot be changed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `validationMessage`: Why the picker holds no acceptable duration: the custom entry was refused (zero, empty once
   * committed, above the maximum) or the value is above the maximum. '' when it is fine. The
   * host's `error` is not included. (property only) (readonly)
   * - `invalid`: The picker cannot hold what the person entered, or its value is above the maximum. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken).
   * - `change`: The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-duration-picker-chip-radius`: Corner radius of the preset chips. (default: `999px`)
   * - `--svc-duration-picker-selected-background`: Background of the chosen chip. (default: `var(--svc-color-primary)`)
   * - `--svc-duration-picker-selected-color`: Text of the chosen chip. (default: `black or white, by the background's lightness`)
   * - `--svc-duration-picker-error-color`: Colour of the error text. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The fieldset around everything.
   * - `label`: The legend.
   * - `presets`: The row of preset choices.
   * - `preset`: One preset choice (and the "Custom" choice).
   * - `custom`: The custom amount and unit, each with its visible label.
   * - `custom-label`: The label of the custom amount, and of the unit.
   * - `amount`: The custom amount input.
   * - `unit`: The custom unit select.
   * - `summary`: The chosen duration in words.
   * - `hint`: The maximum, in words.
   * - `error`: The message when a duration is refused or invalid.
   */
  "svc-duration-picker": Partial<
    SvcDurationPickerProps & BaseProps<SvcDurationPicker> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: The heading above the cards (the wire `title`). Empty: no heading.
   * - `sources`: Where the figures come from, shown as a footnote. Not an array: no footnote. (property only)
   * - `cards`: The cards, in order. Not an array: no cards. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-metric-cards-min-width`: Narrowest a card gets before the grid wraps. (default: `160px`)
   * - `--svc-metric-cards-gap`: Space between cards. (default: `var(--svc-space-3)`)
   * - `--svc-metric-cards-background`: Card background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-metric-cards-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-metric-cards-value-size`: Font size of the values. (default: `24px`)
   * - `--svc-metric-cards-up-color`: Colour of a rising delta. (default: `var(--svc-color-success)`)
   * - `--svc-metric-cards-down-color`: Colour of a falling delta. (default: `var(--svc-color-danger)`)
   * - `--svc-metric-cards-flat-color`: Colour of other deltas. (default: `var(--svc-color-text-muted)`)
   * - `--svc-metric-cards-sparkline-color`: Colour of the trend line. (default: `var(--svc-color-primary)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `heading`: The heading.
   * - `grid`: The list of cards.
   * - `card`: Each card.
   * - `label`: A card's label.
   * - `value`: A card's value.
   * - `delta`: A card's change.
   * - `sparkline`: A card's trend line (the `<svg>`).
   * - `sources`: The sources footnote.
   */
  "svc-metric-cards": Partial<
    SvcMetricCardsProps & BaseProps<SvcMetricCards> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `message`: The sentence of the banner (the default slot replaces it). Empty: a default naming the tool.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `chat-tool`/`chatTool`: Name of the chat tool ("Slack"); "your chat app" when empty.
   * - `enable-label`/`enableLabel`: Text of the button that turns notifications on; empty: "Turn on notifications" (localized).
   * - `dismiss-label`/`dismissLabel`: Text (or accessible name) of the button that declines; empty: "Not now" (localized).
   * - `enabled-text`/`enabledText`: Shown after the person chose to turn notifications on; empty: a localized default.
   * - `dismissed-text`/`dismissedText`: Shown after the person declined; empty: a localized default.
   * - `enable-action-name`/`enableActionName`: Action name of the enable choice.
   * - `dismiss-action-name`/`dismissActionName`: Action name of the dismiss choice.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-notifications-enable`: `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`.
   * - `svc-notifications-dismiss`: `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The sentence; falls back to `message`.
   * - `icon`: Replaces the bell.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-notifications-variant-a-background`: Banner background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-notifications-variant-a-accent`: Bell, stripe and button colour. (default: `var(--svc-color-primary)`)
   * - `--svc-notifications-variant-a-on-accent`: Text on the button. (default: `black or white, by the accent's lightness`)
   * - `--svc-notifications-variant-a-radius`: Corner radius. (default: `var(--svc-radius)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The banner.
   * - `icon`: The bell.
   * - `message`: The sentence.
   * - `enable`: The "Turn on" button.
   * - `dismiss`: The close button.
   * - `answer`: The confirmation shown after a choice.
   */
  "svc-notifications-variant-a": Partial<
    SvcNotificationsVariantAProps &
      BaseProps<SvcNotificationsVariantA> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Heading of the card (the `heading` slot replaces it); empty: "Stay in the loop" (localized).
   * - `message`: Text under the heading (the default slot replaces it). Empty: a default naming the tool.
   * - `benefits`: The benefits listed (the `benefits` slot replaces the list); unset: three localized defaults.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `chat-tool`/`chatTool`: Name of the chat tool ("Slack"); "your chat app" when empty.
   * - `enable-label`/`enableLabel`: Text of the button that turns notifications on; empty: "Turn on notifications" (localized).
   * - `dismiss-label`/`dismissLabel`: Text (or accessible name) of the button that declines; empty: "Not now" (localized).
   * - `enabled-text`/`enabledText`: Shown after the person chose to turn notifications on; empty: a localized default.
   * - `dismissed-text`/`dismissedText`: Shown after the person declined; empty: a localized default.
   * - `enable-action-name`/`enableActionName`: Action name of the enable choice.
   * - `dismiss-action-name`/`dismissActionName`: Action name of the dismiss choice.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-notifications-enable`: `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`.
   * - `svc-notifications-dismiss`: `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The text under the heading; falls back to `message`.
   * - `heading`: Replaces the heading text.
   * - `benefits`: Replaces the list of benefits (give it your own `<ul>`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-notifications-variant-b-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-notifications-variant-b-accent`: Check marks, top band and button colour. (default: `var(--svc-color-success)`)
   * - `--svc-notifications-variant-b-on-accent`: Text on the button. (default: `black or white, by the accent's lightness`)
   * - `--svc-notifications-variant-b-radius`: Corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-notifications-variant-b-padding`: Card padding. (default: `var(--svc-space-4)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `message`: The text under the heading.
   * - `benefits`: The list of benefits.
   * - `benefit`: One benefit.
   * - `actions`: The row of buttons.
   * - `enable`: The "Turn on notifications" button.
   * - `dismiss`: The "Not now" button.
   * - `answer`: The confirmation shown after a choice.
   */
  "svc-notifications-variant-b": Partial<
    SvcNotificationsVariantBProps &
      BaseProps<SvcNotificationsVariantB> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Optional heading above the sections.
   * - `start-action-name`/`startActionName`: Action name of a step's Start button.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `categories`: The sections of the plan: `[{id, title, steps: [{id, title, description, agentAssisted}]}]`.
   * Steps may also carry `status` (`completed`, `in_progress`, `pending`…) or `done`; other extra
   * fields are ignored. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-onboarding-step-start`: `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-onboarding-plan-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-onboarding-plan-border-color`: Card and step borders. (default: `var(--svc-color-border)`)
   * - `--svc-onboarding-plan-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-onboarding-plan-padding`: Card padding. (default: `var(--svc-space-4)`)
   * - `--svc-onboarding-plan-badge-color`: Colour of the agent badge. (default: `var(--svc-color-info)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The plan heading (only when `heading` is set).
   * - `category`: One section.
   * - `category-heading`: A section's title.
   * - `progress`: A section's progress (text and bar), when step status is known.
   * - `steps`: A section's list of steps.
   * - `step`: One step (`data-status` holds done, active or pending when known).
   * - `step-title`: A step's title.
   * - `step-description`: A step's description.
   * - `badge`: The "Agent-assisted" badge.
   * - `start`: A step's Start button.
   * - `done`: The "Done" mark of a finished step.
   * - `empty`: The text shown when the plan has no steps.
   */
  "svc-onboarding-plan": Partial<
    SvcOnboardingPlanProps & BaseProps<SvcOnboardingPlan> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `recommended-catalog-id`/`recommendedCatalogId`: Catalog id of the recommended app (the detected identity provider), e.g. `okta`.
   * - `recommended-display-name`/`recommendedDisplayName`: Display name of the recommended app, e.g. `Okta`.
   * - `heading`: Heading of the card.
   * - `connect-action-name`/`connectActionName`: Action name of "Connect <name>".
   * - `choose-app-action-name`/`chooseAppActionName`: Action name of "Choose another app".
   * - `skip-action-name`/`skipActionName`: Action name of "Skip for now".
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-onboarding-connect`: `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`.
   * - `svc-onboarding-choose-app`: `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`.
   * - `svc-onboarding-skip`: `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: Extra text under the recommendation.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-onboarding-welcome-background`: Card background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-onboarding-welcome-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-onboarding-welcome-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-onboarding-welcome-padding`: Card padding. (default: `var(--svc-space-4)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `message`: The recommendation text.
   * - `actions`: The row of choices.
   * - `connect`: The primary "Connect <name>" button.
   * - `choose`: The "Choose another app" button.
   * - `skip`: The "Skip for now" button.
   */
  "svc-onboarding-welcome": Partial<
    SvcOnboardingWelcomeProps & BaseProps<SvcOnboardingWelcome> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `app-id`/`appId`: The app whose resources are listed.
   * - `connector-id`/`connectorId`: The connector whose resources are listed.
   * - `label`: The label above the search box.
   * - `value`: The chosen id (single) or ids (`multiSelect`). Written back as a string ('' when none) or a
   * string array. Also accepts a JSON array in a string.
   * - `mcp-tool-state`/`mcpToolState`: Passed to the provider with every query (its meaning is the provider's).
   * - `multi-select`/`multiSelect`: Allow several entries; `value` is then an array.
   * - `resource-type`/`resourceType`: The resource type to list (`mcp_toolset` by default for the default provider).
   * - `placeholder`: Hint in the empty search box.
   * - `page-size`/`pageSize`: Entries asked for per page.
   * - `search-delay`/`searchDelay`: Wait after the last keystroke before searching, in ms.
   * - `disabled`: Whether the picker is dimmed and cannot be changed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `resourceProvider`: Where the entries come from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `change`: The user chose or removed an entry, after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-resource-picker-border-color`: Border of the box and popup. (default: `var(--svc-color-border)`)
   * - `--svc-resource-picker-background`: Background of the box and popup. (default: `var(--svc-color-surface)`)
   * - `--svc-resource-picker-active-background`: Highlighted entry. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-resource-picker-chip-background`: Chosen chips. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-resource-picker-popup-max-height`: Height of the popup before it scrolls. (default: `288px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding everything.
   * - `label`: The label.
   * - `chips`: The list of chosen entries.
   * - `chip`: One chosen entry.
   * - `remove`: A chip's remove button.
   * - `input`: The search box (role combobox).
   * - `popup`: The popup under the search box.
   * - `listbox`: The list of entries.
   * - `option`: One entry (`aria-selected` when chosen, `data-active` when highlighted, `aria-disabled` when the person cannot choose it: dimmed, and a click or Enter does nothing). A pick clears the search text.
   * - `option-name`: An entry's name.
   * - `option-detail`: An entry's detail ("12 tools").
   * - `option-description`: An entry's description.
   * - `status`: Loading, empty, count and error messages.
   * - `retry`: The retry button of the error state.
   * - `more`: The "Load more" button.
   * - `notice`: The "not available" message.
   */
  "svc-resource-picker": Partial<
    SvcResourcePickerProps & BaseProps<SvcResourcePicker> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `message`: What is happening, in words.
   * - `status`: The status: running, success, warning, error, pending, in any case or spelling
   * (`STATUS_RUNNING`, `completed`, `failed`, …). Anything else is shown neutrally.
   * - `tool-name`/`toolName`: The tool at work, shown as a chip. Empty: no chip.
   * - `show-spinner`/`showSpinner`: Show a spinner in place of the icon (also shown whenever the status is running).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-status-indicator-color`: Colour of an unknown status. (default: `var(--svc-color-text-muted)`)
   * - `--svc-status-indicator-running-color`: Colour while running. (default: `var(--svc-color-info)`)
   * - `--svc-status-indicator-success-color`: Colour on success. (default: `var(--svc-color-success)`)
   * - `--svc-status-indicator-warning-color`: Colour of a warning. (default: `var(--svc-color-warning)`)
   * - `--svc-status-indicator-error-color`: Colour of an error. (default: `var(--svc-color-danger)`)
   * - `--svc-status-indicator-pending-color`: Colour while pending. (default: `var(--svc-color-text-muted)`)
   * - `--svc-status-indicator-icon-size`: Size of the icon. (default: `1.25em`)
   * - `--svc-status-indicator-chip-background`: Tool chip background. (default: `var(--svc-color-surface-raised)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The live region holding everything.
   * - `icon`: The status icon or spinner (hidden from assistive technology).
   * - `message`: The message.
   * - `tool-name`: The chip with the tool's name.
   */
  "svc-status-indicator": Partial<
    SvcStatusIndicatorProps & BaseProps<SvcStatusIndicator> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Caption of the table (the wire property `title`).
   * - `artifact-url`/`artifactUrl`: Where the full data can be downloaded; linked only when the URL policy allows it as an
   * artifact: an absolute https URL without user info.
   * - `page-size`/`pageSize`: Rows per page: 1 to 500, default 10.
   * - `total-rows`/`totalRows`: How many rows the full data set has (an int64 as a decimal string). When it is larger than
   * the rows sent, the table says so and offers the full data at `artifactUrl`.
   * - `columns`: Column names. Rows with more cells get extra columns headed `Column N`. (property only)
   * - `rows`: The rows, each `{cells: [...]}` (a bare array of cells is accepted too). (property only)
   * - `sources`: Where the data came from: `{kind, label, ref, count}`, shown as a footnote. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-table-max-height`: Height after which the rows scroll under a sticky header. (default: `448px`)
   * - `--svc-table-cell-max-width`: Width at which long cells are cut. (default: `24em`)
   * - `--svc-table-header-background`: Header background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-table-border-color`: Borders and rules. (default: `var(--svc-color-border)`)
   * - `--svc-table-scroll-shadow`: Colour of the shadow at an edge the table scrolls past. (default: `light-dark(rgb(31 35 40 / 0.18), rgb(0 0 0 / 0.55))`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `status`: "Showing 25 of 1,204 rows" and the link to the full data.
   * - `artifact`: The link to the full data (only for https URLs the URL policy allows).
   * - `scroller`: The scrollable region around the table.
   * - `table`: The `<table>`.
   * - `caption`: The caption (the heading).
   * - `header`: Each column header cell.
   * - `sort-button`: The button inside each column header.
   * - `cell`: Each data cell.
   * - `cell-toggle`: The button that expands a long cell.
   * - `empty`: The "No rows" cell.
   * - `pager`: The paging bar.
   * - `scroll-hint`: "More columns: scroll sideways", under a table whose columns do not fit until its end is scrolled into view (the shadow at the edge says it too).
   * - `range`: The "1–10 of 25" text.
   * - `sorting`: "Sorting by …", shown while a long sort is computed.
   * - `previous`: The previous-page button.
   * - `next`: The next-page button.
   * - `note`: The note about extra, unnamed columns.
   * - `sources`: The sources footnote.
   */
  "svc-table": Partial<SvcTableProps & BaseProps<SvcTable> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: The heading above the list (the wire `title`). Empty: no heading.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `items`: The items, in order. Not an array: no items. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-todo-action`: The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-todo-list-progress-color`: Filled part of the progress bar. (default: `var(--svc-progress-color)`)
   * - `--svc-todo-list-progress-track`: Empty part of the progress bar. (default: `var(--svc-progress-track-color)`)
   * - `--svc-todo-list-done-color`: Icon of a done item. (default: `var(--svc-color-success)`)
   * - `--svc-todo-list-in-progress-color`: Icon of an item in progress. (default: `var(--svc-color-info)`)
   * - `--svc-todo-list-failed-color`: Icon of a failed item. (default: `var(--svc-color-danger)`)
   * - `--svc-todo-list-pending-color`: Icon of other items. (default: `var(--svc-color-text-muted)`)
   * - `--svc-todo-list-item-gap`: Space between items. (default: `var(--svc-space-2)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `heading`: The heading.
   * - `summary`: The "2 of 5 done" text.
   * - `progress`: The progress bar's track.
   * - `progress-indicator`: The filled part of the progress bar.
   * - `group`: The block of one section (or of the items without one).
   * - `section-heading`: A section's name.
   * - `list`: The list of a group's items.
   * - `item`: Each item.
   * - `status-icon`: An item's status icon (hidden from assistive technology).
   * - `label`: An item's label.
   * - `description`: An item's description.
   * - `action`: An item's action button.
   */
  "svc-todo-list": Partial<
    SvcTodoListProps & BaseProps<SvcTodoList> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `inspect`: Outline components on hover and show markers' details in the rendered surfaces.
   * - `value`: The text being edited: a Surface record, `{surfaces: [...]}`, or A2UI messages (JSON lines). (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-playground-editor-height`: Height of the surface text area. (default: `28rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The two panes (side by side; stacked below 800px of width).
   * - `editor`: The text area for the surface text.
   * - `samples`: The sample picker.
   * - `status`: The one-line summary (surfaces, issues) or the reason nothing new rendered.
   * - `issues`: The list of issues; each is a button that selects its place in the text.
   * - `data-model`: The text area with the data model of the chosen surface.
   * - `log`: The list of actions and data changes, newest first.
   * - `preview`: The box the surfaces render in.
   */
  "svc-playground": Partial<
    SvcPlaygroundProps & BaseProps<SvcPlayground> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `locale`: Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's.
   * - `heading-level`/`headingLevel`: The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`).
   * - `ignore-theme`/`ignoreTheme`: Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
   * applied.
   * - `max-surfaces`/`maxSurfaces`: The most surfaces shown at once, every agent's together (default 2,000). A surface created
   * past it is not shown, even once others are deleted: its agent gets an `error` message with
   * code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
   * nothing already shown.
   * - `processor`: The processor whose surfaces are shown. By default one of its own, merging whole-model updates
   * three ways so that nothing the user typed is lost; give one to share it with other code. (property only)
   * - `functions`: The function catalog checks and calls use. (property only)
   * - `resourceProvider`: Lists and searches resources for resource pickers in the surfaces. (property only)
   * - `connectorSettingsProvider`: Reads and saves connector settings for connector forms in the surfaces. (property only)
   * - `syncStatusProvider`: Live connector sync status for the sync cards in the surfaces. (property only)
   * - `mediaPolicy`: Where images, videos and sounds in the surfaces may load from; unset: https only. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-action`: The user triggered an action (as from `<svc-surface>`).
   * - `svc-a2ui-message`: A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`.
   * - `svc-a2ui-function-call`: The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event.
   * - `svc-data-conflict`: A whole-model update from the agent changed a value the user had also changed; the agent's value is shown.
   * - `svc-surface-issues`: A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `processMessages(messages: unknown, options: {agent?: string} = {}) => void`: Reads messages (an object, an array, `{messages}` or JSON text) and renders the result; with
   * `agent`, as that agent's (its own processor, made on first use).
   * - `connect(source: MessageSource | A2uiTransport, options: {agent?: string; processor?: MessageProcessor} = {}) => Promise<void>`: Reads messages from a source until it ends or `disconnect()` is called: a transport of
   * `@svc/surfaces/transports` (A2A, AG-UI, resumable SSE, reconnecting WebSocket, ...), whose way
   * back then carries the agent's actions and errors; a `fetch` Response or ReadableStream of
   * JSONL; an EventSource; a WebSocket; or an async iterable of messages. With `agent`, the
   * messages are that agent's (see the element's summary), and connecting it again replaces only
   * its own earlier connection; `processor` gives that agent a processor of the host's. Resolves
   * when the source ends; rejects when reading it fails.
   * - `disconnect(agent?: string) => void`: Stops reading the connection of `agent`, or of every agent when none is named.
   * - `settleAction(actionId?: string) => void`: Ends the pending state of the control that raised `actionId` (the agent took the action and
   * answers by other means), or of every pending control when no id is given. A data update from
   * the agent for the surface ends it as well.
   * - `saveThread() => SavedThread`: The thread as JSON, to restore after a reload: every agent's messages so far (those given to
   * `processMessages` or read by `connect`) and each surface's data model now, with what the
   * person typed; and the last event id of a resumable connection.
   * - `restoreThread(saved: SavedThread | string) => void`: Restores a thread `saveThread()` gave (an object or its JSON text): each agent's surfaces
   * come back as they were, with the values the person had entered. No message goes to any
   * agent: actions are not replayed and errors are not reported again. Call it on a fresh element
   * (messages already shown stay, and a surface created twice is an error). Throws a TypeError
   * for a value that is not a saved thread.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-a2ui-gap`: Space between surfaces. (default: `var(--svc-space-4)`)
   * - `--svc-a2ui-divider`: The rule between two surfaces (`none` for none). (default: `1px solid var(--svc-color-border)`)
   * - `--svc-a2ui-estimated-height`: The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). (default: `320px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column of surfaces.
   * - `surface`: Each `<svc-surface>`.
   */
  "svc-a2ui": Partial<SvcA2uiProps & BaseProps<SvcA2ui> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `base-url`/`baseUrl`: The service's base URL (one per tenant), e.g. `https://tenant.example.test`.
   * - `conversation-id`/`conversationId`: The conversation whose surfaces to show.
   * - `poll-interval`/`pollInterval`: Seconds between refreshes while the page is visible; 0 or unset: no polling.
   * - `locale`: The language of the built-in words and of number and date formatting, handed to every surface
   * (`de`, `fr-CA`, `ar`…); sets `lang` and `dir` on the element. Unset: the closest `lang` above,
   * else English.
   * - `heading-level`/`headingLevel`: The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`).
   * - `auth`: How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. (property only)
   * - `client`: A ready client; when set, `base-url` and `auth` are not used. (property only)
   * - `resourceProvider`: Lists and searches resources for resource pickers; handed to every surface. Unset, the
   * pickers list MCP toolsets over the conversation's own client. (property only)
   * - `connectorSettingsProvider`: Reads and saves connector settings for connector forms; handed to every surface. (property only)
   * - `syncStatusProvider`: Live connector sync status for sync cards; handed to every surface. (property only)
   * - `mediaPolicy`: Where images, videos and sounds in the surfaces may load from; unset: https only. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-data-conflict`: A newer version changed a value the user had also changed (from a surface, passed through).
   * - `svc-action`: The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`.
   * - `svc-data-change`: Re-dispatched unchanged from the surfaces (it bubbles through).
   * - `svc-surface-issues`: A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`.
   * - `svc-surface-error`: The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console).
   * - `svc-auth-required`: The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `refresh() => Promise<unknown>`: Fetches the surfaces again now.
   * - `settleAction(actionId: string) => void`: Ends the pending state of the button that raised `actionId`, in whichever surface has it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-conversation-gap`: Space between surfaces. (default: `var(--svc-space-4)`)
   * - `--svc-conversation-divider`: The rule between two surfaces, where one ends and the next begins (`none` for none). (default: `1px solid var(--svc-color-border)`)
   * - `--svc-conversation-estimated-height`: The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). (default: `320px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The list of surfaces.
   * - `surface`: Each `<svc-surface>`.
   * - `status`: The loading, empty and error messages.
   * - `retry`: The retry button of the error state (only where trying again can help).
   */
  "svc-conversation": Partial<
    SvcConversationProps & BaseProps<SvcConversation> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `reason`: Why the component is not shown, in plain words.
   * - `component-id`/`componentId`: The id of the component that is not shown: for the people who build agents, so it shows only
   * with `detail` (inspector mode) and goes to the console, never to the person reading.
   * - `detail`: More about the problem (the component's issues with their pointers); set in inspector mode.
   * - `message`: The reason as a catalog message, shown in the surface's language instead of `reason` (which
   * stays the English text the surface reports in its issues). (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-marker-color`: Colour of the border and icon. (default: `var(--svc-color-warning)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The marker box.
   * - `detail`: The inspector's details (the component's issues), shown in inspector mode.
   */
  "svc-marker": Partial<SvcMarkerProps & BaseProps<SvcMarker> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `sandbox-url`/`sandboxUrl`: The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
   * than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page.
   * - `result`: The result of `tools/call` (MCP's CallToolResult). (property only)
   * - `toolInput`: The arguments of the tool call, passed to an app. (property only)
   * - `callTool`: Calls a tool on the MCP server (`(name, args) => client.callTool({name, arguments: args})`). (property only)
   * - `hostContext`: Host context for apps, merged over the one derived from the page (theme, CSS variables). (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-mcp-app-message`: An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`).
   * - `svc-a2ui-message`: From the native surfaces, as `<svc-a2ui>` fires it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-mcp-app-height`: An app's height until it tells its own. (default: `320px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the surfaces and apps.
   * - `a2ui`: The `<svc-a2ui>` of the native surfaces.
   * - `frame`: Each app's iframe.
   * - `error`: The note shown for content that cannot be shown.
   */
  "svc-mcp-app": Partial<SvcMcpAppProps & BaseProps<SvcMcpApp> & BaseEvents>;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `component-id`/`componentId`: The id of the component on its way.
   * - `root`: Stands in for the surface's root (a larger block).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-placeholder-height`: Height of the skeleton (the root's is three times it). (default: `1.25em`)
   * - `--svc-placeholder-color`: Colour of the skeleton. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-placeholder-radius`: Corner radius of the skeleton. (default: `var(--svc-radius)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The skeleton block.
   */
  "svc-placeholder": Partial<
    SvcPlaceholderProps & BaseProps<SvcPlaceholder> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `base-url`/`baseUrl`: The service's base URL (one per tenant), e.g. `https://tenant.example.test`.
   * - `request-schema-id`/`requestSchemaId`: The request schema whose form to show.
   * - `submit-label`/`submitLabel`: Text of the form's submit button; empty: "Submit request" in the page's language.
   * - `auth`: How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. (property only)
   * - `client`: A ready client; when set, `base-url` and `auth` are not used. (property only)
   * - `value`: Initial values by field name, handed to the form (defaults fill the rest). (property only)
   * - `resourceProvider`: Searches users and resources for the form's picker fields. (property only)
   * - `formElement`: The inner `<svc-form>`, once the schema is shown (for `validate()`, `setErrors()` …). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: From the inner form: each edit, with all values.
   * - `change`: From the inner form: a committed edit, with all values.
   * - `submit`: From the inner form: valid values only, in `values`.
   * - `svc-oauth2-connect`: From the inner form: connect an OAuth2 field.
   * - `svc-auth-required`: The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `reload() => Promise<unknown>`: Fetches the request schema again.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-request-form-error-color`: Colour of the error box. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `status`: The loading text.
   * - `error`: The error box.
   * - `retry`: The retry button (only where trying again can help).
   * - `form`: The inner `<svc-form>`.
   */
  "svc-request-form": Partial<
    SvcRequestFormProps & BaseProps<SvcRequestForm> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `locale`: The language of the built-in words (`de`, `de-CH`, `ja`, `ar`…) and the locale of formatNumber,
   * formatCurrency, formatDate and pluralize. Sets `lang` and `dir` (`rtl` for Arabic, Hebrew,
   * Persian, Urdu…) on the element. Unset: words from the closest `lang` above, else English;
   * formatting in the page's locale.
   * - `debug`: Inspector mode, for the people who build agents: markers show their component's issues,
   * hovering a component outlines it with its id and variant, and a panel lists the issues.
   * - `streaming`: The `surface` record is still arriving (a conversation reading a streamed response): each
   * partial record is applied whatever its `updatedAt`, a child not there yet shows as a
   * placeholder, the surface is `aria-busy`, and issues wait for the complete record.
   * - `pending-timeout`/`pendingTimeout`: Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
   * version of the surface) before it comes back and says that no answer came.
   * - `heading-level`/`headingLevel`: The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
   * The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
   * titles are all `h3`), each text's biggest markdown heading too, and the elements' own
   * headings (a card's title); smaller ones follow below, so the page's outline stays in order.
   * - `surface`: A Surface record exactly as the surfaces endpoint returns it. The same `surfaceId` and
   * `updatedAt` again changes nothing; a newer `updatedAt` is reconciled by component id (unchanged
   * elements stay, with focus and state) and its data merged three ways with what the user typed. (property only)
   * - `functions`: The function catalog checks and calls use; register more on it to extend it. (property only)
   * - `model`: The live data model of the surface; subscribe to paths on it, or use `setData`. (property only)
   * - `resourceProvider`: Lists and searches resources for `<svc-resource-picker>` elements in the surface. (property only)
   * - `connectorSettingsProvider`: Reads and saves connector settings for `<svc-connector-config-form>` elements. (property only)
   * - `syncStatusProvider`: Live connector sync status for the sync progress and detail cards. (property only)
   * - `mediaPolicy`: Where images, videos and sounds may load from; unset: https only, any origin. (property only)
   * - `rendered`: Resolves once the element tree of the current surface is completely built. A surface of up to
   * a few hundred elements is built at once (as soon as `updateComplete` resolves); a larger one
   * shows its first screenful at once and builds the rest in slices of a few milliseconds, so the
   * page stays responsive. `svc-surface-rendered` fires at the same moment. (property only) (readonly)
   * - `dataModel`: A plain-JSON snapshot of the current data model. (property only) (readonly)
   * - `issues`: The parser's and renderer's issues with the current surface, each once. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-action`: The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set.
   * - `svc-data-change`: The user edited a bound value; `detail` has surfaceId, path, value.
   * - `svc-data-conflict`: A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server.
   * - `svc-surface-error`: The surface could not be shown at all; `detail.message` says why.
   * - `svc-surface-issues`: The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`.
   * - `svc-surface-rendered`: The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `highlight(idOrPointer: string) => boolean`: Outlines a component, given its id or a JSON Pointer into the record (an issue's pointer), and
   * scrolls it into view; works with or without `debug`. False when no rendered component matches.
   * The first call loads the inspector's module: its outline shows once that is in, which
   * `updateComplete` waits for.
   * - `setData(path: string, value: unknown) => void`: Writes a value into the data model, as the agent's host; bound elements update.
   * - `settleAction(actionId?: string) => void`: Ends the pending state of the control that raised `actionId` (the agent answered), or of every
   * pending control when no id is given. Pending states also end when a newer version of the
   * surface arrives, or after `pendingTimeout` (30 seconds; the control then says no answer came).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-surface-gap`: Space around the surface's content. (default: `var(--svc-space-3)`)
   * - `--svc-surface-estimated-height`: In a large surface, the height assumed for a child of a column or list that has not been on screen yet. Unset, each element type's estimate is the mean height of those measured on screen after a build (40px before any is measured). (default: `undefined`)
   * - `--svc-surface-inspector-color`: Colour of the inspector's outline. (default: `var(--svc-color-primary)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box around the rendered surface.
   * - `inspector`: The inspector's issue list (only with `debug`).
   * - `inspector-issue`: Each issue in it, a button that outlines its component.
   * - `inspector-outline`: The outline drawn by `highlight` or, with `debug`, on hover.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `large`: The surface has more than 500 elements: the children of its columns and lists (plain texts, dividers and icons aside) are rendered only near the viewport (`content-visibility: auto`).
   */
  "svc-surface": Partial<SvcSurfaceProps & BaseProps<SvcSurface> & BaseEvents>;
};

export type CustomElementsSolidJs = {
  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `description`: Title or summary of the sound: shown above the player and its accessible name.
   * - `url`: Address of the medium; checked against the media policy before anything is requested.
   * - `mediaPolicy`: Where media may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-audio-player-max-width`: Widest the player gets. (default: `480px`)
   * - `--svc-audio-player-label-color`: Colour of the title. (default: `var(--svc-color-text)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the title and the player.
   * - `label`: The title (the `description`).
   * - `audio`: The `<audio>`; its controls are the browser's (keyboard included).
   * - `placeholder`: Stands in for a sound not allowed or not loaded; `role="img"`.
   * - `placeholder-glyph`: The placeholder's icon.
   * - `placeholder-text`: The placeholder's sentence.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `placeholder`: A placeholder is shown instead of the player.
   */
  "svc-audio-player": Partial<
    SvcAudioPlayerProps &
      SvcAudioPlayerSolidJsProps &
      BaseProps<SvcAudioPlayer> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The text on the button, shown when no content is slotted.
   * - `disabled`: Disables the button: it stays focusable but its clicks never reach the host. Strings such as
   * "true"/"false" are read as booleans.
   * - `disabled-reason`/`disabledReason`: Why the button is disabled (for example the failing check's message). When set, the button
   * is disabled too, and the text is shown as a tooltip and used as the accessible description.
   * - `variant`: `primary`, `secondary` (default) or `text` (borderless, link-like). Any case and the SDK's
   * `BUTTON_VARIANT_*` names are accepted; unknown values give `secondary`.
   * - `size`: `sm`, `md` (default) or `lg`: one height each, from the `--svc-control-height-*` tokens,
   * shared with every other button of the library.
   * - `pending`: An action started by this button is in progress: the button shows a spinner, is
   * `aria-busy`, and ignores presses (no `click` reaches the host) while staying focusable.
   * - `notice`: A short note shown under the button about its last press (inside a surface: that no answer
   * came in time, so the person may try again). Cleared by the next press.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `isDisabled`: True when the button ignores presses: `disabled` or a non-empty `disabledReason`. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `click`: The user pressed the enabled, not pending button.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The button's content; replaces `label` when it holds an element or text.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Like a native disabled button, a disabled or pending one ignores `click()`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-button-padding`: Space inside the button (its height comes from `size`). (default: `4px 12px`)
   * - `--svc-button-radius`: Corner radius. (default: `var(--svc-radius, 6px)`)
   * - `--svc-button-font-weight`: Weight of the label. (default: `600`)
   * - `--svc-button-primary-color`: Background of `primary`, text colour of `text`. (default: `var(--svc-color-primary)`)
   * - `--svc-button-tooltip-background`: Background of the tooltip. (default: `var(--svc-color-text)`)
   * - `--svc-button-tooltip-color`: Text colour of the tooltip. (default: `var(--svc-color-surface)`)
   * - `--svc-button-spinner-size`: Diameter of the pending spinner. (default: `1em`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The native `<button>`.
   * - `label`: Holds the content: the slotted children, or else the `label` text.
   * - `spinner`: The busy indicator shown while `pending`.
   * - `tooltip`: The bubble that explains why the button is disabled.
   * - `notice`: The note under the button about its last press (`notice`).
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `primary`: The variant is `primary`.
   * - `secondary`: The variant is `secondary`.
   * - `text`: The variant is `text`.
   * - `disabled`: Disabled, by `disabled` or by a `disabledReason`.
   */
  "svc-button": Partial<
    SvcButtonProps & SvcButtonSolidJsProps & BaseProps<SvcButton> & BaseEvents
  >;

  /**
   *
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The card's content, stacked vertically with a gap.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-card-padding`: Space inside the border. (default: `var(--svc-space-4, 16px)`)
   * - `--svc-card-gap`: Space between children. (default: `var(--svc-space-3, 12px)`)
   * - `--svc-card-radius`: Corner radius. (default: `var(--svc-radius-lg, 10px)`)
   * - `--svc-card-border`: The border shorthand. (default: `1px solid var(--svc-color-border)`)
   * - `--svc-card-background`: Background of the box. (default: `var(--svc-color-surface)`)
   * - `--svc-card-shadow`: Box shadow. (default: `none`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box: padding, border, radius and background.
   */
  "svc-card": Partial<
    SvcCardProps & SvcCardSolidJsProps & BaseProps<SvcCard> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Text beside the box. May be empty; the box is then named "Checkbox" for screen readers.
   * - `checked`: Whether the box is ticked.
   * - `error`: Validation message; '' means valid. Shown once the user toggled or left the box.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the box.
   * - `disabled`: Whether the box is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `value`: Alias of `checked` for the wire name (`checkBox.value`); strings such as "true"/"false" are
   * coerced to a boolean. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the box, after `checked` has been updated.
   * - `change`: The user toggled the box, after `checked` has been updated (fired after `input`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-check-box-size`: Edge of the box. (default: `18px`)
   * - `--svc-check-box-accent`: Colour of the ticked box. (default: `var(--svc-color-primary)`)
   * - `--svc-check-box-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-check-box-error-color`: Colour of the error text. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the box row and the error.
   * - `row`: The clickable `<label>` around box and label text.
   * - `control`: The native checkbox.
   * - `label`: The label text.
   * - `error`: The error message (shown once the box was touched).
   */
  "svc-check-box": Partial<
    SvcCheckBoxProps &
      SvcCheckBoxSolidJsProps &
      BaseProps<SvcCheckBox> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Name of the group, shown above the options (see `hideLabel`). When empty, screen readers hear
   * "Choice" (radios) or "Options" (check boxes).
   * - `choices`: The options: `{id, label, description}`. Entries without an id are skipped.
   * - `value`: The ids of the selected options, always an array (a single string or a JSON array string is
   * accepted and converted). With radios it holds at most one id.
   * - `multi-select`/`multiSelect`: Allow several options (check boxes); otherwise one (radio buttons).
   * - `required`: Marks the label and makes an empty selection invalid ("Choose an option").
   * - `hide-label`/`hideLabel`: Hide the label visually; it still names the group for screen readers.
   * - `error`: Validation message; '' means valid. Shown once the user changed or left the group.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the group.
   * - `disabled`: Whether the group is read-only for the user and dimmed.
   * - `filterable`: Show a search box that narrows the options shown to those matching what is typed.
   * - `display-style`/`displayStyle`: `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
   * spelling is accepted (`CHIPS`); unknown values give `checkbox`.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the selection, after `value` has been updated.
   * - `change`: The user changed the selection, after `value` has been updated (fired after `input`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-choice-picker-gap`: Space between options. (default: `var(--svc-space-2)`)
   * - `--svc-choice-picker-accent`: Colour of selected controls. (default: `var(--svc-color-primary)`)
   * - `--svc-choice-picker-label-color`: Colour of the group label. (default: `var(--svc-color-text)`)
   * - `--svc-choice-picker-description-color`: Colour of descriptions. (default: `var(--svc-color-text-muted)`)
   * - `--svc-choice-picker-error-color`: Colour of the error text and required marker. (default: `var(--svc-color-danger)`)
   * - `--svc-choice-picker-chip-border`: Border of an unselected chip. (default: `var(--svc-color-border)`)
   * - `--svc-choice-picker-chip-selected-background`: Background of a selected chip. (default: `var(--svc-color-primary)`)
   * - `--svc-choice-picker-chip-selected-color`: Text of a selected chip. (default: `var(--svc-color-on-primary)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The `<fieldset>` around the group.
   * - `label`: The `<legend>` naming the group.
   * - `filter`: The search box of a `filterable` picker.
   * - `no-match`: The text shown when the filter matches no option.
   * - `options`: The list of options.
   * - `option`: The `<label>` of one option (box plus texts).
   * - `control`: The native radio button or check box of an option.
   * - `option-label`: The text of an option.
   * - `description`: The secondary text of an option.
   * - `error`: The error message (shown once the group was touched).
   */
  "svc-choice-picker": Partial<
    SvcChoicePickerProps &
      SvcChoicePickerSolidJsProps &
      BaseProps<SvcChoicePicker> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `alignment`: Horizontal placement of the children (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   * - `distribution`: Vertical placement (CSS `justify-content`): `start` (default), `center`, `end`,
   * `spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children share the height). Any spelling
   * is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`.
   * - `gap`: Space between children in px. Numeric strings are accepted; negative or invalid → 0.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The children, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-column-gap`: Space between children when the `gap` property is 0 (A2UI columns have none: the basic catalog's renderers space them by default). (default: `var(--svc-space-2)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The flex container around the slot.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `stretch`: The distribution is `stretch`.
   */
  "svc-column": Partial<
    SvcColumnProps & SvcColumnSolidJsProps & BaseProps<SvcColumn> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Label shown above the control; it names the control for assistive technology.
   * - `value`: ISO 8601 value: `YYYY-MM-DD`, `HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or
   * an offset. '' when empty.
   * - `min`: Earliest value the picker offers (ISO 8601, same forms as `value`). Does not validate.
   * - `max`: Latest value the picker offers (ISO 8601, same forms as `value`). Does not validate.
   * - `mode`: `date`, `time` or `datetime` (SDK spellings `DATE`, `TIME`, `DATE_TIME` accepted). When unset,
   * the shape of `value`, `min` or `max` decides, else `datetime`.
   * - `input-type`/`inputType`: The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set.
   * - `error`: Validation message; '' means valid. Shown once the user edited or left the input.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the input.
   * - `disabled`: Whether the input is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `validationMessage`: Why the control cannot hold what the person entered (a date or time entered only in part), in
   * the browser's words; '' when it can. The host's `error` is not included. (property only) (readonly)
   * - `effectiveMode`: The mode the control currently uses (`date`, `time` or `datetime`). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the value, after `value` has been updated.
   * - `change`: The user committed a value, after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-date-time-input-border-color`: Border of the control. (default: `var(--svc-color-border)`)
   * - `--svc-date-time-input-background`: Background of the control. (default: `var(--svc-color-surface)`)
   * - `--svc-date-time-input-radius`: Corner radius of the control. (default: `var(--svc-radius)`)
   * - `--svc-date-time-input-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-date-time-input-error-color`: Colour of the error text and border. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control and error.
   * - `label`: The label text.
   * - `control`: The native `<input type="date|time|datetime-local">`.
   * - `error`: The error message (shown once the input was touched).
   * - `note`: Says that the value could not be read (the control cannot show it).
   */
  "svc-date-time-input": Partial<
    SvcDateTimeInputProps &
      SvcDateTimeInputSolidJsProps &
      BaseProps<SvcDateTimeInput> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `orientation`: `horizontal` (default) or `vertical`; any case, unknown values count as horizontal.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-divider-color`: Colour of the line. (default: `var(--svc-color-border)`)
   * - `--svc-divider-width`: Thickness of the line. (default: `1px`)
   * - `--svc-divider-spacing`: Space on both sides of the line. (default: `var(--svc-space-2, 8px)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The line, with `role="separator"` and `aria-orientation`.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `vertical`: The divider is vertical.
   */
  "svc-divider": Partial<
    SvcDividerProps &
      SvcDividerSolidJsProps &
      BaseProps<SvcDivider> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `name`: A catalog icon name (an `IconName`: `accountCircle`, `arrowBack`, …). The wire's object form,
   * `{svgPath}` (v0.9) or `{path}` (v0.10), is read as a custom `path`.
   * - `label`: Accessible name. Empty: the icon is decorative.
   * - `path`: Custom SVG path data on a 24×24 grid; wins over `name` when set and well formed.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-icon-size`: Edge of the icon. (default: `24px`)
   * - `--svc-icon-color`: Colour of the icon. (default: `currentColor`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `svg`: The `<svg>` of a known icon, a custom path or the dashed square.
   * - `text`: The emoji shown for an unknown name that is one.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `fallback`: The name is not a catalog icon.
   */
  "svc-icon": Partial<
    SvcIconProps & SvcIconSolidJsProps & BaseProps<SvcIcon> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `url`: Address of the picture; checked against the media policy before anything is requested.
   * - `description`: Text alternative (`alt`). Empty: the picture is decorative.
   * - `fit`: `contain`, `cover`, `fill` (default), `none` or `scaleDown`, as CSS `object-fit`.
   * - `variant`: `icon`, `avatar`, `smallFeature`, `mediumFeature`, `largeFeature` or `header`. Empty (the
   * default) or unknown: `mediumFeature`, except beside other content in a row (a list item's
   * picture), where it is a `smallFeature`.
   * - `mediaPolicy`: Where pictures may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-image-radius`: Corner radius (avatars are round). (default: `var(--svc-radius)`)
   * - `--svc-image-icon-size`: Edge of the `icon` variant. (default: `24px`)
   * - `--svc-image-avatar-size`: Diameter of the `avatar` variant. (default: `40px`)
   * - `--svc-image-small-width`: Width of `smallFeature`. (default: `120px`)
   * - `--svc-image-medium-width`: Width of `mediumFeature`. (default: `240px`)
   * - `--svc-image-large-width`: Width of `largeFeature`. (default: `100%`)
   * - `--svc-image-header-height`: Height of the full-width `header`. (default: `160px`)
   * - `--svc-image-placeholder-ratio`: Shape of the box before a feature picture has loaded, and of its placeholder. (default: `4 / 3`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box that sizes and clips the picture.
   * - `image`: The `<img>`.
   * - `placeholder`: Stands in for a picture not allowed or not loaded; `role="img"`.
   * - `placeholder-glyph`: The placeholder's icon.
   * - `placeholder-text`: The placeholder's sentence (hidden in the icon and avatar sizes).
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `loading`: The picture is on its way.
   * - `loaded`: The picture is shown.
   * - `placeholder`: A placeholder is shown instead.
   * - `unsized`: No variant was given (`<svc-row>` makes such a picture a small feature).
   */
  "svc-image": Partial<
    SvcImageProps & SvcImageSolidJsProps & BaseProps<SvcImage> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `direction`: `vertical` (default) or `horizontal`. Any case is accepted; unknown → `vertical`.
   * - `alignment`: Placement of the items across the list (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   * - `gap`: Space between items in px. Numeric strings are accepted; negative or invalid → 0.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The items, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-list-gap`: Space between items when the `gap` property is 0 (A2UI lists have none: the basic catalog's renderers space them by default). (default: `var(--svc-space-3)`)
   * - `--svc-list-divider`: The rule between two items of a vertical list that are groups (a row or a column each); `none` for none. (default: `1px solid var(--svc-color-border)`)
   * - `--svc-list-max-height`: Height past which a vertical list scrolls. (default: `none`)
   * - `--svc-list-item-max-width`: Widest an item of a horizontal list may be. (default: `80%`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The flex container and scroll box around the slot.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `horizontal`: The direction is `horizontal`.
   * - `scrollable`: The items overflow the list, which scrolls.
   */
  "svc-list": Partial<
    SvcListProps & SvcListSolidJsProps & BaseProps<SvcList> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `open`: Whether the dialog is open. Setting it opens or closes the dialog; the user's actions update it.
   * - `label`: Accessible name of the dialog. Empty: the host's `aria-label` (an agent's accessibility label),
   * else the first heading of the content, else "Dialog" in the page's language.
   * - `close-label`/`closeLabel`: Accessible name of the Close button; empty: "Close" in the page's language.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `trigger`: What the person activates to open the dialog, usually a button.
   * - `content`: What the dialog shows.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-modal-width`: Widest the dialog gets (never wider than the viewport). (default: `640px`)
   * - `--svc-modal-padding`: Space around the content. (default: `var(--svc-space-4, 16px)`)
   * - `--svc-modal-backdrop`: Colour over the page behind the dialog. (default: `rgb(0 0 0 / 0.45)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `trigger`: The box around the trigger (a button itself when the trigger has nothing focusable).
   * - `dialog`: The native `<dialog>`.
   * - `header`: The bar at the top of the dialog that holds the Close button.
   * - `close`: The Close button.
   * - `body`: The box around the content.
   */
  "svc-modal": Partial<
    SvcModalProps & SvcModalSolidJsProps & BaseProps<SvcModal> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Names the bar, shown above it. Without a label the accessible name is "Progress".
   * - `value`: Current value between `min` and `max`. Missing or not a number: indeterminate.
   * - `min`: Value at which the bar is empty.
   * - `max`: Value at which the bar is full.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-progress-bar-height`: Thickness of the bar. (default: `var(--svc-progress-height)`)
   * - `--svc-progress-bar-radius`: Corner radius of the bar. (default: `999px`)
   * - `--svc-progress-bar-track-color`: Unfilled colour. (default: `var(--svc-progress-track-color)`)
   * - `--svc-progress-bar-indicator-color`: Filled colour. (default: `var(--svc-progress-color)`)
   * - `--svc-progress-bar-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around header and track.
   * - `header`: The line holding the label and the percent.
   * - `label`: The label text.
   * - `value`: The percent text (hidden while indeterminate).
   * - `track`: The bar's background; carries `role="progressbar"`.
   * - `indicator`: The filled part of the bar.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `indeterminate`: The value is missing.
   */
  "svc-progress-bar": Partial<
    SvcProgressBarProps &
      SvcProgressBarSolidJsProps &
      BaseProps<SvcProgressBar> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `alignment`: Cross-axis placement of the children (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   * - `distribution`: Main-axis placement (CSS `justify-content`): `start` (default), `center`, `end`,
   * `spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children grow equally). Any spelling
   * is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`.
   * - `gap`: Space between children in px. Numeric strings are accepted; negative or invalid → 0.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The children, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-row-gap`: Space between children when the `gap` property is 0 (A2UI rows have none: the basic catalog's renderers space them by default). (default: `var(--svc-space-2)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The flex container around the slot.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `stretch`: The distribution is `stretch`.
   * - `spread`: The distribution is not `start`: the row spans its column, centred or not.
   * - `narrow`: The row is narrower than 480 px, or than 48 px per child, and wraps.
   */
  "svc-row": Partial<
    SvcRowProps & SvcRowSolidJsProps & BaseProps<SvcRow> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Label shown above the slider; it names the slider for assistive technology.
   * - `value`: The current number. Missing or unreadable values show `min`. Always written as a number.
   * - `min`: Smallest value (default 0). Numeric strings are accepted.
   * - `max`: Largest value (default 100). Numeric strings are accepted; below `min` it is `min`.
   * - `step`: Step between values; missing, zero or unreadable means any value (`step="any"`).
   * - `error`: Validation message; '' means valid. Shown once the user moved or left the slider.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the slider.
   * - `disabled`: Whether the slider is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The value changes while the user drags or presses arrow keys, after `value` has been updated.
   * - `change`: The user committed a value (released the thumb, or each key step), after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-slider-accent`: Colour of the track fill and thumb. (default: `var(--svc-color-primary)`)
   * - `--svc-slider-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-slider-value-color`: Colour of the shown value. (default: `var(--svc-color-text-muted)`)
   * - `--svc-slider-error-color`: Colour of the error text. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the header, control and error.
   * - `header`: The row holding the label and the current value.
   * - `label`: The label text.
   * - `value`: The current value shown next to the label.
   * - `control`: The native `<input type="range">`.
   * - `error`: The error message (shown once the slider was touched).
   */
  "svc-slider": Partial<
    SvcSliderProps & SvcSliderSolidJsProps & BaseProps<SvcSlider> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `titles`: Tab titles, in the order of the children. Missing or blank titles become "Tab N".
   * - `selected`: Index of the selected tab (from 0). Out-of-range values show the nearest tab. When children
   * are added, moved or removed, it follows the child that was shown (no `change` event).
   * - `label`: Accessible name of the row of tabs (optional).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `change`: The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The panels, one child per tab, in order.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-tabs-accent`: Colour of the selected tab's indicator. (default: `var(--svc-color-primary)`)
   * - `--svc-tabs-gap`: Space between the tabs and the panel. (default: `var(--svc-space-3, 12px)`)
   * - `--svc-tabs-scroll-shadow`: Colour of the shadow on a side of the tabs where more tabs are scrolled out of view (a narrow screen); a translucent dark by default. (default: `undefined`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `tablist`: The row of tabs.
   * - `tab`: One tab button; the selected one also has `tab-selected`.
   * - `tab-selected`: The selected tab.
   * - `panel`: The box around one child.
   */
  "svc-tabs": Partial<
    SvcTabsProps & SvcTabsSolidJsProps & BaseProps<SvcTabs> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Label shown above the control; it names the control for assistive technology.
   * - `placeholder`: Hint shown inside the empty control.
   * - `value`: The text in the field. Always written back as a string, also for the `number` variant.
   * - `variant`: `shortText` (default), `longText` (multi-line), `number` or `obscured` (password: characters
   * hidden, never filled from the browser's saved passwords). SDK spellings such as
   * `TEXT_FIELD_VARIANT_LONG_TEXT` are accepted; unknown values mean `shortText`.
   * - `error`: Validation message; '' means valid. Shown once the user edited or left the field.
   * - `show-errors`/`showErrors`: Show the error at once, without waiting for the user to touch the field.
   * - `required`: Whether the field must be filled in (marks the label and sets `required` on the control).
   * - `disabled`: Whether the field is read-only for the user and dimmed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `validationMessage`: Why the control cannot hold what the person typed (a number field holding `1e`, which has no
   * value), in the browser's words; '' when it can. The host's `error` is not included. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit by the user, after `value` has been updated.
   * - `change`: The user committed the edit (blur or Enter), after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-text-field-border-color`: Border of the control. (default: `var(--svc-color-border)`)
   * - `--svc-text-field-background`: Background of the control. (default: `var(--svc-color-surface)`)
   * - `--svc-text-field-radius`: Corner radius of the control. (default: `var(--svc-radius)`)
   * - `--svc-text-field-label-color`: Colour of the label. (default: `var(--svc-color-text)`)
   * - `--svc-text-field-error-color`: Colour of the error text and border. (default: `var(--svc-color-danger)`)
   * - `--svc-text-field-min-lines`: Visible lines of the `longText` variant. (default: `3`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control and error.
   * - `label`: The label text.
   * - `control`: The native `<input>` or `<textarea>`.
   * - `error`: The error message under the control (shown once the field was touched).
   */
  "svc-text-field": Partial<
    SvcTextFieldProps &
      SvcTextFieldSolidJsProps &
      BaseProps<SvcTextField> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `text`: The text to show. Plain text is never read as HTML; non-strings are shown via `String()`.
   * - `markdown`: Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans.
   * - `variant`: `body` (default), `caption`, or a heading `h1`…`h5` (`h6` is accepted too). Any case and
   * `TEXT_VARIANT_*` names are accepted; unknown values give `body`.
   * - `heading-level`/`headingLevel`: The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
   * from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
   * titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
   * `caption`, nor on the size.
   * - `streaming`: The text is still being written (an agent's message arriving): markdown renders only what is
   * settled (an unclosed `**`, link or code fence shows as plain words until it closes; no link to
   * half an address), and the element is `aria-busy`, so that a live region around it announces
   * the text once rather than every character.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-text-color`: Colour of the text. (default: `var(--svc-color-text)`)
   * - `--svc-text-line-height`: Line height. (default: `1.5`)
   * - `--svc-text-link-color`: Colour of markdown links. (default: `var(--svc-color-primary)`)
   * - `--svc-text-code-background`: Background of markdown code, code blocks and table headers. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-text-heading-weight`: Font weight of the heading variants. (default: `600`)
   * - `--svc-text-caption-color`: Colour of the `caption` variant. (default: `var(--svc-color-text-muted)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The block that holds the text (a `<p>` for plain text, a `<div>` for markdown).
   * - `heading`: The `role="heading"` block around the text for `h1`…`h5`.
   * - `markdown`: The same block when it holds rendered markdown.
   * - `table-scroll`: Scroll box around each markdown table.
   * - `toggle`: The "Show more" / "Show less" button of a long plain text.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `h1`: The variant is `h1` (likewise `h2`…`h6` and `caption`; `body`, the default, sets no state).
   */
  "svc-text": Partial<
    SvcTextProps & SvcTextSolidJsProps & BaseProps<SvcText> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `poster-url`/`posterUrl`: Address of a still shown before playing (A2UI v0.10); also checked against the policy.
   * - `description`: What the video shows; its accessible name ("Video" when empty).
   * - `url`: Address of the medium; checked against the media policy before anything is requested.
   * - `mediaPolicy`: Where media may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-video-max-width`: Widest the video gets; it is never wider than its box. (default: `640px`)
   * - `--svc-video-radius`: Corner radius. (default: `var(--svc-radius)`)
   * - `--svc-video-ratio`: Shape of the box until the video's own size is known (a placeholder is a short box instead). (default: `16 / 9`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box around the video or placeholder.
   * - `video`: The `<video>`; its controls are the browser's (keyboard included).
   * - `placeholder`: Stands in for a video not allowed or not loaded; `role="img"`.
   * - `placeholder-glyph`: The placeholder's icon.
   * - `placeholder-text`: The placeholder's sentence.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `placeholder`: A placeholder is shown instead of the video.
   */
  "svc-video": Partial<
    SvcVideoProps & SvcVideoSolidJsProps & BaseProps<SvcVideo> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: Whether the box is checked.
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the box; `value` is already updated.
   * - `change`: Same moment as `input` (a toggle is a committed edit).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-label-color`: Label colour (shared by all form fields). (default: `var(--svc-color-text)`)
   * - `--svc-form-error-color`: Error colour (shared by all form fields). (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the control, description, notes and error.
   * - `label`: The clickable label holding the box and its text.
   * - `control`: The native checkbox.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-bool": Partial<
    SvcFormBoolProps &
      SvcFormBoolSolidJsProps &
      BaseProps<SvcFormBool> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The items, in order. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: An item was added or removed; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control and chips (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, chips, input, hint, notes and error.
   * - `label`: The label.
   * - `chips`: The list of items.
   * - `chip`: One item.
   * - `chip-remove`: The remove button of an item.
   * - `control`: The input for a new item.
   * - `description`: The field's description.
   * - `hint`: How many items are allowed.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-chips": Partial<
    SvcFormChipsProps &
      SvcFormChipsSolidJsProps &
      BaseProps<SvcFormChips> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `today`: Today's date `YYYY-MM-DD` for the relative bounds; empty: the viewer's local date.
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The date, `YYYY-MM-DD`, or `''`. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native date input.
   * - `description`: The field's description.
   * - `hint`: The allowed dates.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-date": Partial<
    SvcFormDateProps &
      SvcFormDateSolidJsProps &
      BaseProps<SvcFormDate> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The chosen file (a `File` in the browser), or null. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user chose or removed a file; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, file, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native file input.
   * - `file`: The chosen file's name and size.
   * - `remove`: The button that removes the chosen file.
   * - `description`: The field's description.
   * - `hint`: Accepted types and maximum size.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-file": Partial<
    SvcFormFileProps &
      SvcFormFileSolidJsProps &
      BaseProps<SvcFormFile> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `submit-label`/`submitLabel`: Text of the submit button; empty: "Submit" in the form's locale.
   * - `busy`: Work is in progress (for example saving): shows a spinner and blocks editing and submitting.
   * - `disabled`: Blocks editing and submitting.
   * - `hide-submit`/`hideSubmit`: Hides the submit button (submit with `requestSubmit()` or a button of your own).
   * - `hide-title`/`hideTitle`: Hides the form's display name (its description still shows).
   * - `today`: Today's date `YYYY-MM-DD` for date defaults and bounds; empty: the viewer's local date.
   * - `form`: The form to draw (a Form of the service, spec 2.3). (property only)
   * - `value`: Values by field name. Fields left undefined start with their default. Updated as the user
   * edits (a new object each time); set it to change values from outside, `{}` to start over. (property only)
   * - `resourceProvider`: Searches users and resources for picker fields. Falls back to the provider of an enclosing
   * `<svc-surface>`; without any, pickers ask for typed IDs. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `values` holds every field's value, `field` the edited field's name.
   * - `change`: A committed edit; same fields as `input`.
   * - `submit`: The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled.
   * - `svc-oauth2-connect`: The user pressed Connect on an OAuth2 field (from the field, passes through).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `actions`: Extra buttons next to the submit button (for example Cancel or Skip).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `validate() => FormErrors`: Checks every field and relationship, shows all the messages, and returns them by field name
   * (empty when the form is valid).
   * - `setErrors(errors: Record<string, string>) => void`: Shows messages from the server, by field name (`{apiKey: 'This key was revoked'}`). Each one
   * stays until its field changes; messages for names that are not shown fields appear above the
   * form. `setErrors({})` clears them.
   * - `reset() => void`: Back to the default values, with no messages shown.
   * - `requestSubmit() => boolean`: Validates, and fires `submit` when everything passes (focusing the first invalid field
   * otherwise). Returns whether `submit` was fired. While the regex engine for the form's patterns
   * is still loading (the first form with a pattern on the page), a submit waits for it, then
   * validates again and submits if everything passes (false is returned meanwhile).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-gap`: Space between fields. (default: `var(--svc-space-4)`)
   * - `--svc-form-label-color`: Colour of field labels. (default: `var(--svc-color-text)`)
   * - `--svc-form-error-color`: Colour of error messages and invalid borders. (default: `var(--svc-color-danger)`)
   * - `--svc-form-control-background`: Background of inputs. (default: `var(--svc-color-surface)`)
   * - `--svc-form-control-border-color`: Border of inputs. (default: `var(--svc-color-border)`)
   * - `--svc-form-control-radius`: Corner radius of inputs. (default: `var(--svc-radius)`)
   * - `--svc-form-submit-background`: Background of the submit button. (default: `var(--svc-color-primary)`)
   * - `--svc-form-submit-color`: Text colour of the submit button. (default: `black or white, by the background's lightness`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `form`: The native form element.
   * - `title`: The form's display name.
   * - `description`: The form's description.
   * - `form-error`: Messages that belong to no shown field (from `setErrors`).
   * - `section`: A group of fields.
   * - `section-title`: A group's display name.
   * - `section-help`: A group's help text.
   * - `field`: Each field element.
   * - `unsupported`: A field of a kind this version cannot draw.
   * - `actions`: The row holding the submit button and the `actions` slot.
   * - `submit`: The submit button.
   */
  "svc-form": Partial<
    SvcFormProps & SvcFormSolidJsProps & BaseProps<SvcForm> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The entries, by key. Rows with an empty key and value are left out. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: A key or value was edited, or a row added or removed; `value` is updated.
   * - `change`: A row edit was committed, or a row added or removed.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the inputs (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, rows, notes and error.
   * - `label`: The label of the group.
   * - `row`: One key/value row.
   * - `key`: A key input.
   * - `value`: A value input.
   * - `remove`: A row's remove button.
   * - `add`: The button that adds a row.
   * - `description`: The field's description.
   * - `hint`: A warning about repeated keys.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-map": Partial<
    SvcFormMapProps &
      SvcFormMapSolidJsProps &
      BaseProps<SvcFormMap> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The number as a decimal string (`''` when blank, NOT_A_NUMBER while the text cannot be
   * read as a number). Never converted to a JS number. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   * - `--svc-form-control-background`: Background of the control (shared). (default: `var(--svc-color-surface)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native number input.
   * - `description`: The field's description.
   * - `hint`: The allowed range.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-number": Partial<
    SvcFormNumberProps &
      SvcFormNumberSolidJsProps &
      BaseProps<SvcFormNumber> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: What the host set after connecting (for example a credential id); `''` when not connected. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-oauth2-connect`: The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the button (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, status, button, notes and error.
   * - `label`: The label.
   * - `status`: "Connected" or "Not connected".
   * - `control`: The connect button.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-oauth2": Partial<
    SvcFormOAuth2Props &
      SvcFormOAuth2SolidJsProps &
      BaseProps<SvcFormOAuth2> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The secret. A property only: it is never reflected to an attribute. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit (blur).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, notes and error.
   * - `label`: The label.
   * - `control`: The native password input.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-password": Partial<
    SvcFormPasswordProps &
      SvcFormPasswordSolidJsProps &
      BaseProps<SvcFormPassword> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The chosen id (single picker, a string field) or ids (list picker, a string-slice field). (property only)
   * - `resourceProvider`: Where options come from; without one the user types IDs. (property only)
   * - `multiple`: True for a string-slice field: several items. (property only) (readonly)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The selection changed; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the inputs and chips (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, selection, search, results, notes and error.
   * - `label`: The label.
   * - `control`: The search input (or the ID input without a provider).
   * - `selection`: The chosen item of a single picker.
   * - `clear`: The button that clears a single picker.
   * - `chips`: The chosen items of a list picker.
   * - `chip`: One chosen item.
   * - `chip-remove`: Its remove button.
   * - `results`: The list of search results.
   * - `option`: One search result (a button).
   * - `status`: Loading and error text.
   * - `description`: The field's description.
   * - `hint`: The fallback note.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-picker": Partial<
    SvcFormPickerProps &
      SvcFormPickerSolidJsProps &
      BaseProps<SvcFormPicker> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The chosen option's value, `''` for none. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user chose an option; `value` is already updated.
   * - `change`: Same moment as `input`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, hint, notes and error.
   * - `label`: The label.
   * - `control`: The native select.
   * - `description`: The field's description.
   * - `hint`: The description of the chosen option.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-select": Partial<
    SvcFormSelectProps &
      SvcFormSelectSolidJsProps &
      BaseProps<SvcFormSelect> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `error`: Message shown under the control; `''` when the value is fine.
   * - `disabled`: Greys the field out and stops editing (the form is busy or disabled).
   * - `value`: The text. (property only)
   * - `field`: The field definition (a Field of the service's Form, spec 2.3). (property only)
   * - `name`: The field's name, `''` without a field. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: Each edit; `value` is already updated.
   * - `change`: The user committed the edit (blur).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Moves focus to the field's control (the first focusable part).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-form-control-border-color`: Border of the control (shared by all form fields). (default: `var(--svc-color-border)`)
   * - `--svc-form-text-lines`: Visible lines of a multiline field. (default: `3`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding label, control, notes and error.
   * - `label`: The label.
   * - `control`: The native input or textarea.
   * - `suffix`: The text after the input.
   * - `description`: The field's description.
   * - `note`: A note about the field.
   * - `error`: The error message.
   */
  "svc-form-text": Partial<
    SvcFormTextProps &
      SvcFormTextSolidJsProps &
      BaseProps<SvcFormText> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Heading of the chart (the wire property `title`).
   * - `artifact-url`/`artifactUrl`: Where the underlying data can be downloaded; linked only when the URL policy allows it as an
   * artifact: an absolute https URL without user info.
   * - `sources`: Where the data came from: `{kind, label, ref, count}`, shown as a footnote. (property only)
   * - `categorical`: Categorical data `{slices: [{label, value}]}`: a donut, or bars past 8 slices. (property only)
   * - `timeSeries`: Time series `{range: {start, end, label}, series: [{key, displayName, points: [{ts, value}]}]}`. (property only)
   * - `issues`: Values dropped from the data (missing, not finite, unreadable time), with where they were. (property only) (readonly)
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `refreshTheme() => void`: Reads the colours again and redraws. Call it after changing the theme's custom properties or
   * `color-scheme` from script; a change of the system's light/dark preference is picked up alone.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-chart-height`: Height of the drawing. (default: `280px`)
   * - `--svc-chart-color-1`: Series/category colour 1 (the brand colour). (default: `var(--svc-color-primary)`)
   * - `--svc-chart-color-2`: Series/category colour 2 (green). (default: `light-dark(#1a7f37, #3fb950)`)
   * - `--svc-chart-color-3`: Series/category colour 3 (orange). (default: `light-dark(#bc4c00, #f0883e)`)
   * - `--svc-chart-color-4`: Series/category colour 4 (purple). (default: `light-dark(#8250df, #a371f7)`)
   * - `--svc-chart-color-5`: Series/category colour 5 (pink). (default: `light-dark(#bf3989, #db61a2)`)
   * - `--svc-chart-color-6`: Series/category colour 6 (teal). (default: `light-dark(#0a7ea4, #39c5cf)`)
   * - `--svc-chart-color-7`: Series/category colour 7 (yellow). (default: `light-dark(#9a6700, #d29922)`)
   * - `--svc-chart-color-8`: Series/category colour 8 (grey). (default: `light-dark(#57606a, #8b949e)`)
   * - `--svc-chart-text-color`: Labels and legend. (default: `var(--svc-color-text)`)
   * - `--svc-chart-muted-color`: Axis labels. (default: `var(--svc-color-text-muted)`)
   * - `--svc-chart-grid-color`: Axis and grid lines. (default: `var(--svc-color-border)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The figure around everything.
   * - `heading`: The heading (figure caption).
   * - `range`: The time range label of a time series.
   * - `chart`: The box echarts draws into (`role="img"`, labelled by the summary).
   * - `status`: "Loading chart…" while echarts loads.
   * - `error`: The message shown when echarts could not be loaded.
   * - `retry`: The "Try again" button in that message.
   * - `data-table`: The data table (visually hidden unless echarts failed).
   * - `empty`: The "No data" message.
   * - `artifact`: The link to the data (only for https URLs the URL policy allows).
   * - `sources`: The sources footnote.
   */
  "svc-chart": Partial<
    SvcChartProps & SvcChartSolidJsProps & BaseProps<SvcChart> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `code`: The code. Shown as text, never as HTML.
   * - `language`: The language (`json`, `yaml`, `bash`, `shell`, `typescript`, `javascript`, `python`, `sql`,
   * `go`, `html`, `xml`, or an alias). Shown as a label; highlights the code when known.
   * - `heading`: A heading above the code (the wire `title`); also names the code region.
   * - `copyable`: Show a button that copies the code.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-code-block-background`: Background of the code. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-code-block-border-color`: Border around the block. (default: `var(--svc-color-border)`)
   * - `--svc-code-block-font-size`: Font size of the code. (default: `13px`)
   * - `--svc-code-block-max-height`: Height after which the code scrolls vertically. (default: `none`)
   * - `--svc-code-block-tab-size`: Width of a tab, in spaces. (default: `4`)
   * - `--svc-code-block-keyword-color`: Keywords. (default: `light-dark(#cf222e, #ff7b72)`)
   * - `--svc-code-block-string-color`: Strings. (default: `light-dark(#0a3069, #a5d6ff)`)
   * - `--svc-code-block-number-color`: Numbers, literals, attributes. (default: `light-dark(#0550ae, #79c0ff)`)
   * - `--svc-code-block-title-color`: Function and class names, tags. (default: `light-dark(#6639ba, #d2a8ff)`)
   * - `--svc-code-block-comment-color`: Comments. (default: `var(--svc-color-text-muted)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `header`: The bar above the code (heading, language, copy button).
   * - `heading`: The heading.
   * - `language`: The language label.
   * - `copy-button`: The copy button.
   * - `copy-status`: The "Copied" / "Copy failed" message (a polite live region).
   * - `scroller`: The focusable, scrollable region around the code (the `<pre>`).
   * - `code`: The `<code>` element.
   */
  "svc-code-block": Partial<
    SvcCodeBlockProps &
      SvcCodeBlockSolidJsProps &
      BaseProps<SvcCodeBlock> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `app-id`/`appId`: The app of the connector.
   * - `connector-id`/`connectorId`: The connector whose settings are edited.
   * - `submit-action-name`/`submitActionName`: Action name raised after a successful save.
   * - `skip-action-name`/`skipActionName`: Action name raised by Skip.
   * - `submit-label`/`submitLabel`: Text of the save button; empty: "Save and connect" (localized).
   * - `skip-label`/`skipLabel`: Text of the skip button; empty: "Skip for now" (localized).
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `settingsProvider`: Where the settings come from and go to. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-connector-submit`: `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else.
   * - `svc-connector-skip`: `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-connector-config-form-gap`: Space between the parts. (default: `var(--svc-space-3)`)
   * - `--svc-connector-config-form-error-color`: Colour of the save error. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The block around everything.
   * - `form`: The `<svc-form>`.
   * - `skip`: The Skip button.
   * - `status`: Loading and "not available" messages, and the confirmation after saving or skipping.
   * - `save-error`: The message of a failed save.
   * - `retry`: The retry button when the settings could not be loaded.
   */
  "svc-connector-config-form": Partial<
    SvcConnectorConfigFormProps &
      SvcConnectorConfigFormSolidJsProps &
      BaseProps<SvcConnectorConfigForm> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Card heading (the wire `title`); "Sync details" when empty.
   * - `app-id`/`appId`: The app whose connector syncs.
   * - `connector-id`/`connectorId`: The connector that syncs.
   * - `syncStatusProvider`: Where the status comes from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-connector-sync-detail-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-connector-sync-detail-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-connector-sync-detail-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-connector-sync-detail-padding`: Card padding. (default: `var(--svc-space-4)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `state`: The state, with a coloured dot (`data-state` holds the state).
   * - `details`: The list of state, times and duration.
   * - `counts`: The list of counts.
   * - `count`: One count.
   * - `notice`: "Not available" and waiting messages.
   * - `error`: The last error.
   */
  "svc-connector-sync-detail": Partial<
    SvcConnectorSyncDetailProps &
      SvcConnectorSyncDetailSolidJsProps &
      BaseProps<SvcConnectorSyncDetail> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Card heading (the wire `title`); "Sync progress" when empty.
   * - `app-id`/`appId`: The app whose connector syncs.
   * - `connector-id`/`connectorId`: The connector that syncs.
   * - `syncStatusProvider`: Where the status comes from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-connector-sync-progress-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-connector-sync-progress-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-connector-sync-progress-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-connector-sync-progress-padding`: Card padding. (default: `var(--svc-space-4)`)
   * - `--svc-connector-sync-progress-bar-color`: Filled part of the bar. (default: `var(--svc-progress-color)`)
   * - `--svc-connector-sync-progress-bar-height`: Height of the bar. (default: `var(--svc-progress-height)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `state`: The state, with a coloured dot (`data-state` holds the state).
   * - `message`: The provider's short message ("Syncing users").
   * - `track`: The progress bar (role progressbar).
   * - `indicator`: The filled part of the bar.
   * - `percent`: The percentage as text.
   * - `elapsed`: The elapsed time.
   * - `notice`: "Not available" and waiting messages.
   * - `error`: The last error of a failed sync.
   */
  "svc-connector-sync-progress": Partial<
    SvcConnectorSyncProgressProps &
      SvcConnectorSyncProgressSolidJsProps &
      BaseProps<SvcConnectorSyncProgress> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: Legend of the group; "Duration" when empty.
   * - `value`: The chosen duration in seconds; `undefined` when none. Numeric and int64 strings ("28800")
   * are accepted and turned into a number.
   * - `max-duration-seconds`/`maxDurationSeconds`: The longest duration allowed, in seconds (number or int64 string); none when empty or 0.
   * - `error`: Validation message from the host; '' means valid. Shown once the user touched the picker.
   * - `show-errors`/`showErrors`: Show `error` at once, without waiting for the user to touch the picker.
   * - `disabled`: Whether the picker is dimmed and cannot be changed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `validationMessage`: Why the picker holds no acceptable duration: the custom entry was refused (zero, empty once
   * committed, above the maximum) or the value is above the maximum. '' when it is fine. The
   * host's `error` is not included. (property only) (readonly)
   * - `invalid`: The picker cannot hold what the person entered, or its value is above the maximum. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken).
   * - `change`: The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-duration-picker-chip-radius`: Corner radius of the preset chips. (default: `999px`)
   * - `--svc-duration-picker-selected-background`: Background of the chosen chip. (default: `var(--svc-color-primary)`)
   * - `--svc-duration-picker-selected-color`: Text of the chosen chip. (default: `black or white, by the background's lightness`)
   * - `--svc-duration-picker-error-color`: Colour of the error text. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The fieldset around everything.
   * - `label`: The legend.
   * - `presets`: The row of preset choices.
   * - `preset`: One preset choice (and the "Custom" choice).
   * - `custom`: The custom amount and unit, each with its visible label.
   * - `custom-label`: The label of the custom amount, and of the unit.
   * - `amount`: The custom amount input.
   * - `unit`: The custom unit select.
   * - `summary`: The chosen duration in words.
   * - `hint`: The maximum, in words.
   * - `error`: The message when a duration is refused or invalid.
   */
  "svc-duration-picker": Partial<
    SvcDurationPickerProps &
      SvcDurationPickerSolidJsProps &
      BaseProps<SvcDurationPicker> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: The heading above the cards (the wire `title`). Empty: no heading.
   * - `sources`: Where the figures come from, shown as a footnote. Not an array: no footnote. (property only)
   * - `cards`: The cards, in order. Not an array: no cards. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-metric-cards-min-width`: Narrowest a card gets before the grid wraps. (default: `160px`)
   * - `--svc-metric-cards-gap`: Space between cards. (default: `var(--svc-space-3)`)
   * - `--svc-metric-cards-background`: Card background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-metric-cards-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-metric-cards-value-size`: Font size of the values. (default: `24px`)
   * - `--svc-metric-cards-up-color`: Colour of a rising delta. (default: `var(--svc-color-success)`)
   * - `--svc-metric-cards-down-color`: Colour of a falling delta. (default: `var(--svc-color-danger)`)
   * - `--svc-metric-cards-flat-color`: Colour of other deltas. (default: `var(--svc-color-text-muted)`)
   * - `--svc-metric-cards-sparkline-color`: Colour of the trend line. (default: `var(--svc-color-primary)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `heading`: The heading.
   * - `grid`: The list of cards.
   * - `card`: Each card.
   * - `label`: A card's label.
   * - `value`: A card's value.
   * - `delta`: A card's change.
   * - `sparkline`: A card's trend line (the `<svg>`).
   * - `sources`: The sources footnote.
   */
  "svc-metric-cards": Partial<
    SvcMetricCardsProps &
      SvcMetricCardsSolidJsProps &
      BaseProps<SvcMetricCards> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `message`: The sentence of the banner (the default slot replaces it). Empty: a default naming the tool.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `chat-tool`/`chatTool`: Name of the chat tool ("Slack"); "your chat app" when empty.
   * - `enable-label`/`enableLabel`: Text of the button that turns notifications on; empty: "Turn on notifications" (localized).
   * - `dismiss-label`/`dismissLabel`: Text (or accessible name) of the button that declines; empty: "Not now" (localized).
   * - `enabled-text`/`enabledText`: Shown after the person chose to turn notifications on; empty: a localized default.
   * - `dismissed-text`/`dismissedText`: Shown after the person declined; empty: a localized default.
   * - `enable-action-name`/`enableActionName`: Action name of the enable choice.
   * - `dismiss-action-name`/`dismissActionName`: Action name of the dismiss choice.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-notifications-enable`: `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`.
   * - `svc-notifications-dismiss`: `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The sentence; falls back to `message`.
   * - `icon`: Replaces the bell.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-notifications-variant-a-background`: Banner background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-notifications-variant-a-accent`: Bell, stripe and button colour. (default: `var(--svc-color-primary)`)
   * - `--svc-notifications-variant-a-on-accent`: Text on the button. (default: `black or white, by the accent's lightness`)
   * - `--svc-notifications-variant-a-radius`: Corner radius. (default: `var(--svc-radius)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The banner.
   * - `icon`: The bell.
   * - `message`: The sentence.
   * - `enable`: The "Turn on" button.
   * - `dismiss`: The close button.
   * - `answer`: The confirmation shown after a choice.
   */
  "svc-notifications-variant-a": Partial<
    SvcNotificationsVariantAProps &
      SvcNotificationsVariantASolidJsProps &
      BaseProps<SvcNotificationsVariantA> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Heading of the card (the `heading` slot replaces it); empty: "Stay in the loop" (localized).
   * - `message`: Text under the heading (the default slot replaces it). Empty: a default naming the tool.
   * - `benefits`: The benefits listed (the `benefits` slot replaces the list); unset: three localized defaults.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `chat-tool`/`chatTool`: Name of the chat tool ("Slack"); "your chat app" when empty.
   * - `enable-label`/`enableLabel`: Text of the button that turns notifications on; empty: "Turn on notifications" (localized).
   * - `dismiss-label`/`dismissLabel`: Text (or accessible name) of the button that declines; empty: "Not now" (localized).
   * - `enabled-text`/`enabledText`: Shown after the person chose to turn notifications on; empty: a localized default.
   * - `dismissed-text`/`dismissedText`: Shown after the person declined; empty: a localized default.
   * - `enable-action-name`/`enableActionName`: Action name of the enable choice.
   * - `dismiss-action-name`/`dismissActionName`: Action name of the dismiss choice.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-notifications-enable`: `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`.
   * - `svc-notifications-dismiss`: `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The text under the heading; falls back to `message`.
   * - `heading`: Replaces the heading text.
   * - `benefits`: Replaces the list of benefits (give it your own `<ul>`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-notifications-variant-b-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-notifications-variant-b-accent`: Check marks, top band and button colour. (default: `var(--svc-color-success)`)
   * - `--svc-notifications-variant-b-on-accent`: Text on the button. (default: `black or white, by the accent's lightness`)
   * - `--svc-notifications-variant-b-radius`: Corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-notifications-variant-b-padding`: Card padding. (default: `var(--svc-space-4)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `message`: The text under the heading.
   * - `benefits`: The list of benefits.
   * - `benefit`: One benefit.
   * - `actions`: The row of buttons.
   * - `enable`: The "Turn on notifications" button.
   * - `dismiss`: The "Not now" button.
   * - `answer`: The confirmation shown after a choice.
   */
  "svc-notifications-variant-b": Partial<
    SvcNotificationsVariantBProps &
      SvcNotificationsVariantBSolidJsProps &
      BaseProps<SvcNotificationsVariantB> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Optional heading above the sections.
   * - `start-action-name`/`startActionName`: Action name of a step's Start button.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `categories`: The sections of the plan: `[{id, title, steps: [{id, title, description, agentAssisted}]}]`.
   * Steps may also carry `status` (`completed`, `in_progress`, `pending`…) or `done`; other extra
   * fields are ignored. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-onboarding-step-start`: `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-onboarding-plan-background`: Card background. (default: `var(--svc-color-surface)`)
   * - `--svc-onboarding-plan-border-color`: Card and step borders. (default: `var(--svc-color-border)`)
   * - `--svc-onboarding-plan-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-onboarding-plan-padding`: Card padding. (default: `var(--svc-space-4)`)
   * - `--svc-onboarding-plan-badge-color`: Colour of the agent badge. (default: `var(--svc-color-info)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The plan heading (only when `heading` is set).
   * - `category`: One section.
   * - `category-heading`: A section's title.
   * - `progress`: A section's progress (text and bar), when step status is known.
   * - `steps`: A section's list of steps.
   * - `step`: One step (`data-status` holds done, active or pending when known).
   * - `step-title`: A step's title.
   * - `step-description`: A step's description.
   * - `badge`: The "Agent-assisted" badge.
   * - `start`: A step's Start button.
   * - `done`: The "Done" mark of a finished step.
   * - `empty`: The text shown when the plan has no steps.
   */
  "svc-onboarding-plan": Partial<
    SvcOnboardingPlanProps &
      SvcOnboardingPlanSolidJsProps &
      BaseProps<SvcOnboardingPlan> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `recommended-catalog-id`/`recommendedCatalogId`: Catalog id of the recommended app (the detected identity provider), e.g. `okta`.
   * - `recommended-display-name`/`recommendedDisplayName`: Display name of the recommended app, e.g. `Okta`.
   * - `heading`: Heading of the card.
   * - `connect-action-name`/`connectActionName`: Action name of "Connect <name>".
   * - `choose-app-action-name`/`chooseAppActionName`: Action name of "Choose another app".
   * - `skip-action-name`/`skipActionName`: Action name of "Skip for now".
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-onboarding-connect`: `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`.
   * - `svc-onboarding-choose-app`: `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`.
   * - `svc-onboarding-skip`: `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: Extra text under the recommendation.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-onboarding-welcome-background`: Card background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-onboarding-welcome-border-color`: Card border. (default: `var(--svc-color-border)`)
   * - `--svc-onboarding-welcome-radius`: Card corner radius. (default: `var(--svc-radius-lg)`)
   * - `--svc-onboarding-welcome-padding`: Card padding. (default: `var(--svc-space-4)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The card.
   * - `heading`: The heading.
   * - `message`: The recommendation text.
   * - `actions`: The row of choices.
   * - `connect`: The primary "Connect <name>" button.
   * - `choose`: The "Choose another app" button.
   * - `skip`: The "Skip for now" button.
   */
  "svc-onboarding-welcome": Partial<
    SvcOnboardingWelcomeProps &
      SvcOnboardingWelcomeSolidJsProps &
      BaseProps<SvcOnboardingWelcome> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `app-id`/`appId`: The app whose resources are listed.
   * - `connector-id`/`connectorId`: The connector whose resources are listed.
   * - `label`: The label above the search box.
   * - `value`: The chosen id (single) or ids (`multiSelect`). Written back as a string ('' when none) or a
   * string array. Also accepts a JSON array in a string.
   * - `mcp-tool-state`/`mcpToolState`: Passed to the provider with every query (its meaning is the provider's).
   * - `multi-select`/`multiSelect`: Allow several entries; `value` is then an array.
   * - `resource-type`/`resourceType`: The resource type to list (`mcp_toolset` by default for the default provider).
   * - `placeholder`: Hint in the empty search box.
   * - `page-size`/`pageSize`: Entries asked for per page.
   * - `search-delay`/`searchDelay`: Wait after the last keystroke before searching, in ms.
   * - `disabled`: Whether the picker is dimmed and cannot be changed.
   * - `accessible-label`/`accessibleLabel`: The control's accessible name, when it is not the visible label (A2UI
   * `accessibility.label`): assistive technologies announce it for the focused control.
   * - `accessible-description`/`accessibleDescription`: More about the control for assistive technologies (A2UI `accessibility.description`).
   * - `resourceProvider`: Where the entries come from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `change`: The user chose or removed an entry, after `value` has been updated.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-resource-picker-border-color`: Border of the box and popup. (default: `var(--svc-color-border)`)
   * - `--svc-resource-picker-background`: Background of the box and popup. (default: `var(--svc-color-surface)`)
   * - `--svc-resource-picker-active-background`: Highlighted entry. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-resource-picker-chip-background`: Chosen chips. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-resource-picker-popup-max-height`: Height of the popup before it scrolls. (default: `288px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding everything.
   * - `label`: The label.
   * - `chips`: The list of chosen entries.
   * - `chip`: One chosen entry.
   * - `remove`: A chip's remove button.
   * - `input`: The search box (role combobox).
   * - `popup`: The popup under the search box.
   * - `listbox`: The list of entries.
   * - `option`: One entry (`aria-selected` when chosen, `data-active` when highlighted, `aria-disabled` when the person cannot choose it: dimmed, and a click or Enter does nothing). A pick clears the search text.
   * - `option-name`: An entry's name.
   * - `option-detail`: An entry's detail ("12 tools").
   * - `option-description`: An entry's description.
   * - `status`: Loading, empty, count and error messages.
   * - `retry`: The retry button of the error state.
   * - `more`: The "Load more" button.
   * - `notice`: The "not available" message.
   */
  "svc-resource-picker": Partial<
    SvcResourcePickerProps &
      SvcResourcePickerSolidJsProps &
      BaseProps<SvcResourcePicker> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `message`: What is happening, in words.
   * - `status`: The status: running, success, warning, error, pending, in any case or spelling
   * (`STATUS_RUNNING`, `completed`, `failed`, …). Anything else is shown neutrally.
   * - `tool-name`/`toolName`: The tool at work, shown as a chip. Empty: no chip.
   * - `show-spinner`/`showSpinner`: Show a spinner in place of the icon (also shown whenever the status is running).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-status-indicator-color`: Colour of an unknown status. (default: `var(--svc-color-text-muted)`)
   * - `--svc-status-indicator-running-color`: Colour while running. (default: `var(--svc-color-info)`)
   * - `--svc-status-indicator-success-color`: Colour on success. (default: `var(--svc-color-success)`)
   * - `--svc-status-indicator-warning-color`: Colour of a warning. (default: `var(--svc-color-warning)`)
   * - `--svc-status-indicator-error-color`: Colour of an error. (default: `var(--svc-color-danger)`)
   * - `--svc-status-indicator-pending-color`: Colour while pending. (default: `var(--svc-color-text-muted)`)
   * - `--svc-status-indicator-icon-size`: Size of the icon. (default: `1.25em`)
   * - `--svc-status-indicator-chip-background`: Tool chip background. (default: `var(--svc-color-surface-raised)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The live region holding everything.
   * - `icon`: The status icon or spinner (hidden from assistive technology).
   * - `message`: The message.
   * - `tool-name`: The chip with the tool's name.
   */
  "svc-status-indicator": Partial<
    SvcStatusIndicatorProps &
      SvcStatusIndicatorSolidJsProps &
      BaseProps<SvcStatusIndicator> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: Caption of the table (the wire property `title`).
   * - `artifact-url`/`artifactUrl`: Where the full data can be downloaded; linked only when the URL policy allows it as an
   * artifact: an absolute https URL without user info.
   * - `page-size`/`pageSize`: Rows per page: 1 to 500, default 10.
   * - `total-rows`/`totalRows`: How many rows the full data set has (an int64 as a decimal string). When it is larger than
   * the rows sent, the table says so and offers the full data at `artifactUrl`.
   * - `columns`: Column names. Rows with more cells get extra columns headed `Column N`. (property only)
   * - `rows`: The rows, each `{cells: [...]}` (a bare array of cells is accepted too). (property only)
   * - `sources`: Where the data came from: `{kind, label, ref, count}`, shown as a footnote. (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-table-max-height`: Height after which the rows scroll under a sticky header. (default: `448px`)
   * - `--svc-table-cell-max-width`: Width at which long cells are cut. (default: `24em`)
   * - `--svc-table-header-background`: Header background. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-table-border-color`: Borders and rules. (default: `var(--svc-color-border)`)
   * - `--svc-table-scroll-shadow`: Colour of the shadow at an edge the table scrolls past. (default: `light-dark(rgb(31 35 40 / 0.18), rgb(0 0 0 / 0.55))`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `status`: "Showing 25 of 1,204 rows" and the link to the full data.
   * - `artifact`: The link to the full data (only for https URLs the URL policy allows).
   * - `scroller`: The scrollable region around the table.
   * - `table`: The `<table>`.
   * - `caption`: The caption (the heading).
   * - `header`: Each column header cell.
   * - `sort-button`: The button inside each column header.
   * - `cell`: Each data cell.
   * - `cell-toggle`: The button that expands a long cell.
   * - `empty`: The "No rows" cell.
   * - `pager`: The paging bar.
   * - `scroll-hint`: "More columns: scroll sideways", under a table whose columns do not fit until its end is scrolled into view (the shadow at the edge says it too).
   * - `range`: The "1–10 of 25" text.
   * - `sorting`: "Sorting by …", shown while a long sort is computed.
   * - `previous`: The previous-page button.
   * - `next`: The next-page button.
   * - `note`: The note about extra, unnamed columns.
   * - `sources`: The sources footnote.
   */
  "svc-table": Partial<
    SvcTableProps & SvcTableSolidJsProps & BaseProps<SvcTable> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `heading`: The heading above the list (the wire `title`). Empty: no heading.
   * - `pending`: An action this element raised is on its way: the button pressed shows a spinner and is
   * `aria-busy`, and every button of the element ignores presses until it is cleared.
   * - `disabled-reason`/`disabledReason`: Why the element's buttons cannot be used now (another action is waiting for its answer):
   * they stay focusable, `aria-disabled`, with this text as their description.
   * - `notice`: A short note about the last press, shown under the buttons (that no answer came).
   * - `items`: The items, in order. Not an array: no items. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-todo-action`: The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-todo-list-progress-color`: Filled part of the progress bar. (default: `var(--svc-progress-color)`)
   * - `--svc-todo-list-progress-track`: Empty part of the progress bar. (default: `var(--svc-progress-track-color)`)
   * - `--svc-todo-list-done-color`: Icon of a done item. (default: `var(--svc-color-success)`)
   * - `--svc-todo-list-in-progress-color`: Icon of an item in progress. (default: `var(--svc-color-info)`)
   * - `--svc-todo-list-failed-color`: Icon of a failed item. (default: `var(--svc-color-danger)`)
   * - `--svc-todo-list-pending-color`: Icon of other items. (default: `var(--svc-color-text-muted)`)
   * - `--svc-todo-list-item-gap`: Space between items. (default: `var(--svc-space-2)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The wrapper around everything.
   * - `heading`: The heading.
   * - `summary`: The "2 of 5 done" text.
   * - `progress`: The progress bar's track.
   * - `progress-indicator`: The filled part of the progress bar.
   * - `group`: The block of one section (or of the items without one).
   * - `section-heading`: A section's name.
   * - `list`: The list of a group's items.
   * - `item`: Each item.
   * - `status-icon`: An item's status icon (hidden from assistive technology).
   * - `label`: An item's label.
   * - `description`: An item's description.
   * - `action`: An item's action button.
   */
  "svc-todo-list": Partial<
    SvcTodoListProps &
      SvcTodoListSolidJsProps &
      BaseProps<SvcTodoList> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `inspect`: Outline components on hover and show markers' details in the rendered surfaces.
   * - `value`: The text being edited: a Surface record, `{surfaces: [...]}`, or A2UI messages (JSON lines). (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-playground-editor-height`: Height of the surface text area. (default: `28rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The two panes (side by side; stacked below 800px of width).
   * - `editor`: The text area for the surface text.
   * - `samples`: The sample picker.
   * - `status`: The one-line summary (surfaces, issues) or the reason nothing new rendered.
   * - `issues`: The list of issues; each is a button that selects its place in the text.
   * - `data-model`: The text area with the data model of the chosen surface.
   * - `log`: The list of actions and data changes, newest first.
   * - `preview`: The box the surfaces render in.
   */
  "svc-playground": Partial<
    SvcPlaygroundProps &
      SvcPlaygroundSolidJsProps &
      BaseProps<SvcPlayground> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `locale`: Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's.
   * - `heading-level`/`headingLevel`: The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`).
   * - `ignore-theme`/`ignoreTheme`: Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
   * applied.
   * - `max-surfaces`/`maxSurfaces`: The most surfaces shown at once, every agent's together (default 2,000). A surface created
   * past it is not shown, even once others are deleted: its agent gets an `error` message with
   * code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
   * nothing already shown.
   * - `processor`: The processor whose surfaces are shown. By default one of its own, merging whole-model updates
   * three ways so that nothing the user typed is lost; give one to share it with other code. (property only)
   * - `functions`: The function catalog checks and calls use. (property only)
   * - `resourceProvider`: Lists and searches resources for resource pickers in the surfaces. (property only)
   * - `connectorSettingsProvider`: Reads and saves connector settings for connector forms in the surfaces. (property only)
   * - `syncStatusProvider`: Live connector sync status for the sync cards in the surfaces. (property only)
   * - `mediaPolicy`: Where images, videos and sounds in the surfaces may load from; unset: https only. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-action`: The user triggered an action (as from `<svc-surface>`).
   * - `svc-a2ui-message`: A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`.
   * - `svc-a2ui-function-call`: The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event.
   * - `svc-data-conflict`: A whole-model update from the agent changed a value the user had also changed; the agent's value is shown.
   * - `svc-surface-issues`: A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `processMessages(messages: unknown, options: {agent?: string} = {}) => void`: Reads messages (an object, an array, `{messages}` or JSON text) and renders the result; with
   * `agent`, as that agent's (its own processor, made on first use).
   * - `connect(source: MessageSource | A2uiTransport, options: {agent?: string; processor?: MessageProcessor} = {}) => Promise<void>`: Reads messages from a source until it ends or `disconnect()` is called: a transport of
   * `@svc/surfaces/transports` (A2A, AG-UI, resumable SSE, reconnecting WebSocket, ...), whose way
   * back then carries the agent's actions and errors; a `fetch` Response or ReadableStream of
   * JSONL; an EventSource; a WebSocket; or an async iterable of messages. With `agent`, the
   * messages are that agent's (see the element's summary), and connecting it again replaces only
   * its own earlier connection; `processor` gives that agent a processor of the host's. Resolves
   * when the source ends; rejects when reading it fails.
   * - `disconnect(agent?: string) => void`: Stops reading the connection of `agent`, or of every agent when none is named.
   * - `settleAction(actionId?: string) => void`: Ends the pending state of the control that raised `actionId` (the agent took the action and
   * answers by other means), or of every pending control when no id is given. A data update from
   * the agent for the surface ends it as well.
   * - `saveThread() => SavedThread`: The thread as JSON, to restore after a reload: every agent's messages so far (those given to
   * `processMessages` or read by `connect`) and each surface's data model now, with what the
   * person typed; and the last event id of a resumable connection.
   * - `restoreThread(saved: SavedThread | string) => void`: Restores a thread `saveThread()` gave (an object or its JSON text): each agent's surfaces
   * come back as they were, with the values the person had entered. No message goes to any
   * agent: actions are not replayed and errors are not reported again. Call it on a fresh element
   * (messages already shown stay, and a surface created twice is an error). Throws a TypeError
   * for a value that is not a saved thread.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-a2ui-gap`: Space between surfaces. (default: `var(--svc-space-4)`)
   * - `--svc-a2ui-divider`: The rule between two surfaces (`none` for none). (default: `1px solid var(--svc-color-border)`)
   * - `--svc-a2ui-estimated-height`: The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). (default: `320px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column of surfaces.
   * - `surface`: Each `<svc-surface>`.
   */
  "svc-a2ui": Partial<
    SvcA2uiProps & SvcA2uiSolidJsProps & BaseProps<SvcA2ui> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `base-url`/`baseUrl`: The service's base URL (one per tenant), e.g. `https://tenant.example.test`.
   * - `conversation-id`/`conversationId`: The conversation whose surfaces to show.
   * - `poll-interval`/`pollInterval`: Seconds between refreshes while the page is visible; 0 or unset: no polling.
   * - `locale`: The language of the built-in words and of number and date formatting, handed to every surface
   * (`de`, `fr-CA`, `ar`…); sets `lang` and `dir` on the element. Unset: the closest `lang` above,
   * else English.
   * - `heading-level`/`headingLevel`: The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`).
   * - `auth`: How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. (property only)
   * - `client`: A ready client; when set, `base-url` and `auth` are not used. (property only)
   * - `resourceProvider`: Lists and searches resources for resource pickers; handed to every surface. Unset, the
   * pickers list MCP toolsets over the conversation's own client. (property only)
   * - `connectorSettingsProvider`: Reads and saves connector settings for connector forms; handed to every surface. (property only)
   * - `syncStatusProvider`: Live connector sync status for sync cards; handed to every surface. (property only)
   * - `mediaPolicy`: Where images, videos and sounds in the surfaces may load from; unset: https only. (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-data-conflict`: A newer version changed a value the user had also changed (from a surface, passed through).
   * - `svc-action`: The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`.
   * - `svc-data-change`: Re-dispatched unchanged from the surfaces (it bubbles through).
   * - `svc-surface-issues`: A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`.
   * - `svc-surface-error`: The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console).
   * - `svc-auth-required`: The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `refresh() => Promise<unknown>`: Fetches the surfaces again now.
   * - `settleAction(actionId: string) => void`: Ends the pending state of the button that raised `actionId`, in whichever surface has it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-conversation-gap`: Space between surfaces. (default: `var(--svc-space-4)`)
   * - `--svc-conversation-divider`: The rule between two surfaces, where one ends and the next begins (`none` for none). (default: `1px solid var(--svc-color-border)`)
   * - `--svc-conversation-estimated-height`: The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). (default: `320px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The list of surfaces.
   * - `surface`: Each `<svc-surface>`.
   * - `status`: The loading, empty and error messages.
   * - `retry`: The retry button of the error state (only where trying again can help).
   */
  "svc-conversation": Partial<
    SvcConversationProps &
      SvcConversationSolidJsProps &
      BaseProps<SvcConversation> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `reason`: Why the component is not shown, in plain words.
   * - `component-id`/`componentId`: The id of the component that is not shown: for the people who build agents, so it shows only
   * with `detail` (inspector mode) and goes to the console, never to the person reading.
   * - `detail`: More about the problem (the component's issues with their pointers); set in inspector mode.
   * - `message`: The reason as a catalog message, shown in the surface's language instead of `reason` (which
   * stays the English text the surface reports in its issues). (property only)
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-marker-color`: Colour of the border and icon. (default: `var(--svc-color-warning)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The marker box.
   * - `detail`: The inspector's details (the component's issues), shown in inspector mode.
   */
  "svc-marker": Partial<
    SvcMarkerProps & SvcMarkerSolidJsProps & BaseProps<SvcMarker> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `sandbox-url`/`sandboxUrl`: The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
   * than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page.
   * - `result`: The result of `tools/call` (MCP's CallToolResult). (property only)
   * - `toolInput`: The arguments of the tool call, passed to an app. (property only)
   * - `callTool`: Calls a tool on the MCP server (`(name, args) => client.callTool({name, arguments: args})`). (property only)
   * - `hostContext`: Host context for apps, merged over the one derived from the page (theme, CSS variables). (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-mcp-app-message`: An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`).
   * - `svc-a2ui-message`: From the native surfaces, as `<svc-a2ui>` fires it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-mcp-app-height`: An app's height until it tells its own. (default: `320px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The column holding the surfaces and apps.
   * - `a2ui`: The `<svc-a2ui>` of the native surfaces.
   * - `frame`: Each app's iframe.
   * - `error`: The note shown for content that cannot be shown.
   */
  "svc-mcp-app": Partial<
    SvcMcpAppProps & SvcMcpAppSolidJsProps & BaseProps<SvcMcpApp> & BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `component-id`/`componentId`: The id of the component on its way.
   * - `root`: Stands in for the surface's root (a larger block).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-placeholder-height`: Height of the skeleton (the root's is three times it). (default: `1.25em`)
   * - `--svc-placeholder-color`: Colour of the skeleton. (default: `var(--svc-color-surface-raised)`)
   * - `--svc-placeholder-radius`: Corner radius of the skeleton. (default: `var(--svc-radius)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The skeleton block.
   */
  "svc-placeholder": Partial<
    SvcPlaceholderProps &
      SvcPlaceholderSolidJsProps &
      BaseProps<SvcPlaceholder> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `base-url`/`baseUrl`: The service's base URL (one per tenant), e.g. `https://tenant.example.test`.
   * - `request-schema-id`/`requestSchemaId`: The request schema whose form to show.
   * - `submit-label`/`submitLabel`: Text of the form's submit button; empty: "Submit request" in the page's language.
   * - `auth`: How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. (property only)
   * - `client`: A ready client; when set, `base-url` and `auth` are not used. (property only)
   * - `value`: Initial values by field name, handed to the form (defaults fill the rest). (property only)
   * - `resourceProvider`: Searches users and resources for the form's picker fields. (property only)
   * - `formElement`: The inner `<svc-form>`, once the schema is shown (for `validate()`, `setErrors()` …). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: From the inner form: each edit, with all values.
   * - `change`: From the inner form: a committed edit, with all values.
   * - `submit`: From the inner form: valid values only, in `values`.
   * - `svc-oauth2-connect`: From the inner form: connect an OAuth2 field.
   * - `svc-auth-required`: The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `reload() => Promise<unknown>`: Fetches the request schema again.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-request-form-error-color`: Colour of the error box. (default: `var(--svc-color-danger)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `status`: The loading text.
   * - `error`: The error box.
   * - `retry`: The retry button (only where trying again can help).
   * - `form`: The inner `<svc-form>`.
   */
  "svc-request-form": Partial<
    SvcRequestFormProps &
      SvcRequestFormSolidJsProps &
      BaseProps<SvcRequestForm> &
      BaseEvents
  >;

  /**
   *
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `locale`: The language of the built-in words (`de`, `de-CH`, `ja`, `ar`…) and the locale of formatNumber,
   * formatCurrency, formatDate and pluralize. Sets `lang` and `dir` (`rtl` for Arabic, Hebrew,
   * Persian, Urdu…) on the element. Unset: words from the closest `lang` above, else English;
   * formatting in the page's locale.
   * - `debug`: Inspector mode, for the people who build agents: markers show their component's issues,
   * hovering a component outlines it with its id and variant, and a panel lists the issues.
   * - `streaming`: The `surface` record is still arriving (a conversation reading a streamed response): each
   * partial record is applied whatever its `updatedAt`, a child not there yet shows as a
   * placeholder, the surface is `aria-busy`, and issues wait for the complete record.
   * - `pending-timeout`/`pendingTimeout`: Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
   * version of the surface) before it comes back and says that no answer came.
   * - `heading-level`/`headingLevel`: The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
   * The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
   * titles are all `h3`), each text's biggest markdown heading too, and the elements' own
   * headings (a card's title); smaller ones follow below, so the page's outline stays in order.
   * - `surface`: A Surface record exactly as the surfaces endpoint returns it. The same `surfaceId` and
   * `updatedAt` again changes nothing; a newer `updatedAt` is reconciled by component id (unchanged
   * elements stay, with focus and state) and its data merged three ways with what the user typed. (property only)
   * - `functions`: The function catalog checks and calls use; register more on it to extend it. (property only)
   * - `model`: The live data model of the surface; subscribe to paths on it, or use `setData`. (property only)
   * - `resourceProvider`: Lists and searches resources for `<svc-resource-picker>` elements in the surface. (property only)
   * - `connectorSettingsProvider`: Reads and saves connector settings for `<svc-connector-config-form>` elements. (property only)
   * - `syncStatusProvider`: Live connector sync status for the sync progress and detail cards. (property only)
   * - `mediaPolicy`: Where images, videos and sounds may load from; unset: https only, any origin. (property only)
   * - `rendered`: Resolves once the element tree of the current surface is completely built. A surface of up to
   * a few hundred elements is built at once (as soon as `updateComplete` resolves); a larger one
   * shows its first screenful at once and builds the rest in slices of a few milliseconds, so the
   * page stays responsive. `svc-surface-rendered` fires at the same moment. (property only) (readonly)
   * - `dataModel`: A plain-JSON snapshot of the current data model. (property only) (readonly)
   * - `issues`: The parser's and renderer's issues with the current surface, each once. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `svc-action`: The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set.
   * - `svc-data-change`: The user edited a bound value; `detail` has surfaceId, path, value.
   * - `svc-data-conflict`: A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server.
   * - `svc-surface-error`: The surface could not be shown at all; `detail.message` says why.
   * - `svc-surface-issues`: The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`.
   * - `svc-surface-rendered`: The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `highlight(idOrPointer: string) => boolean`: Outlines a component, given its id or a JSON Pointer into the record (an issue's pointer), and
   * scrolls it into view; works with or without `debug`. False when no rendered component matches.
   * The first call loads the inspector's module: its outline shows once that is in, which
   * `updateComplete` waits for.
   * - `setData(path: string, value: unknown) => void`: Writes a value into the data model, as the agent's host; bound elements update.
   * - `settleAction(actionId?: string) => void`: Ends the pending state of the control that raised `actionId` (the agent answered), or of every
   * pending control when no id is given. Pending states also end when a newer version of the
   * surface arrives, or after `pendingTimeout` (30 seconds; the control then says no answer came).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--svc-surface-gap`: Space around the surface's content. (default: `var(--svc-space-3)`)
   * - `--svc-surface-estimated-height`: In a large surface, the height assumed for a child of a column or list that has not been on screen yet. Unset, each element type's estimate is the mean height of those measured on screen after a build (40px before any is measured). (default: `undefined`)
   * - `--svc-surface-inspector-color`: Colour of the inspector's outline. (default: `var(--svc-color-primary)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The box around the rendered surface.
   * - `inspector`: The inspector's issue list (only with `debug`).
   * - `inspector-issue`: Each issue in it, a button that outlines its component.
   * - `inspector-outline`: The outline drawn by `highlight` or, with `debug`, on hover.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `large`: The surface has more than 500 elements: the children of its columns and lists (plain texts, dividers and icons aside) are rendered only near the viewport (`content-visibility: auto`).
   */
  "svc-surface": Partial<
    SvcSurfaceProps &
      SvcSurfaceSolidJsProps &
      BaseProps<SvcSurface> &
      BaseEvents
  >;
};

export type CustomCssProperties = {
  /** Widest the player gets. */
  "--svc-audio-player-max-width"?: string | undefined;
  /** Colour of the title. */
  "--svc-audio-player-label-color"?: string | undefined;
  /** Space inside the button (its height comes from `size`). */
  "--svc-button-padding"?: string | undefined;
  /** Corner radius. */
  "--svc-button-radius"?: string | undefined;
  /** Weight of the label. */
  "--svc-button-font-weight"?: string | undefined;
  /** Background of `primary`, text colour of `text`. */
  "--svc-button-primary-color"?: string | undefined;
  /** Background of the tooltip. */
  "--svc-button-tooltip-background"?: string | undefined;
  /** Text colour of the tooltip. */
  "--svc-button-tooltip-color"?: string | undefined;
  /** Diameter of the pending spinner. */
  "--svc-button-spinner-size"?: string | undefined;
  /** Space inside the border. */
  "--svc-card-padding"?: string | undefined;
  /** Space between children. */
  "--svc-card-gap"?: string | undefined;
  /** Corner radius. */
  "--svc-card-radius"?: string | undefined;
  /** The border shorthand. */
  "--svc-card-border"?: string | undefined;
  /** Background of the box. */
  "--svc-card-background"?: string | undefined;
  /** Box shadow. */
  "--svc-card-shadow"?: string | undefined;
  /** Edge of the box. */
  "--svc-check-box-size"?: string | undefined;
  /** Colour of the ticked box. */
  "--svc-check-box-accent"?: string | undefined;
  /** Colour of the label. */
  "--svc-check-box-label-color"?: string | undefined;
  /** Colour of the error text. */
  "--svc-check-box-error-color"?: string | undefined;
  /** Space between options. */
  "--svc-choice-picker-gap"?: string | undefined;
  /** Colour of selected controls. */
  "--svc-choice-picker-accent"?: string | undefined;
  /** Colour of the group label. */
  "--svc-choice-picker-label-color"?: string | undefined;
  /** Colour of descriptions. */
  "--svc-choice-picker-description-color"?: string | undefined;
  /** Colour of the error text and required marker. */
  "--svc-choice-picker-error-color"?: string | undefined;
  /** Border of an unselected chip. */
  "--svc-choice-picker-chip-border"?: string | undefined;
  /** Background of a selected chip. */
  "--svc-choice-picker-chip-selected-background"?: string | undefined;
  /** Text of a selected chip. */
  "--svc-choice-picker-chip-selected-color"?: string | undefined;
  /** Space between children when the `gap` property is 0 (A2UI columns have none: the basic catalog's renderers space them by default). */
  "--svc-column-gap"?: string | undefined;
  /** Border of the control. */
  "--svc-date-time-input-border-color"?: string | undefined;
  /** Background of the control. */
  "--svc-date-time-input-background"?: string | undefined;
  /** Corner radius of the control. */
  "--svc-date-time-input-radius"?: string | undefined;
  /** Colour of the label. */
  "--svc-date-time-input-label-color"?: string | undefined;
  /** Colour of the error text and border. */
  "--svc-date-time-input-error-color"?: string | undefined;
  /** Colour of the line. */
  "--svc-divider-color"?: string | undefined;
  /** Thickness of the line. */
  "--svc-divider-width"?: string | undefined;
  /** Space on both sides of the line. */
  "--svc-divider-spacing"?: string | undefined;
  /** Edge of the icon. */
  "--svc-icon-size"?: string | undefined;
  /** Colour of the icon. */
  "--svc-icon-color"?: string | undefined;
  /** Corner radius (avatars are round). */
  "--svc-image-radius"?: string | undefined;
  /** Edge of the `icon` variant. */
  "--svc-image-icon-size"?: string | undefined;
  /** Diameter of the `avatar` variant. */
  "--svc-image-avatar-size"?: string | undefined;
  /** Width of `smallFeature`. */
  "--svc-image-small-width"?: string | undefined;
  /** Width of `mediumFeature`. */
  "--svc-image-medium-width"?: string | undefined;
  /** Width of `largeFeature`. */
  "--svc-image-large-width"?: string | undefined;
  /** Height of the full-width `header`. */
  "--svc-image-header-height"?: string | undefined;
  /** Shape of the box before a feature picture has loaded, and of its placeholder. */
  "--svc-image-placeholder-ratio"?: string | undefined;
  /** Space between items when the `gap` property is 0 (A2UI lists have none: the basic catalog's renderers space them by default). */
  "--svc-list-gap"?: string | undefined;
  /** The rule between two items of a vertical list that are groups (a row or a column each); `none` for none. */
  "--svc-list-divider"?: string | undefined;
  /** Height past which a vertical list scrolls. */
  "--svc-list-max-height"?: string | undefined;
  /** Widest an item of a horizontal list may be. */
  "--svc-list-item-max-width"?: string | undefined;
  /** Widest the dialog gets (never wider than the viewport). */
  "--svc-modal-width"?: string | undefined;
  /** Space around the content. */
  "--svc-modal-padding"?: string | undefined;
  /** Colour over the page behind the dialog. */
  "--svc-modal-backdrop"?: string | undefined;
  /** Thickness of the bar. */
  "--svc-progress-bar-height"?: string | undefined;
  /** Corner radius of the bar. */
  "--svc-progress-bar-radius"?: string | undefined;
  /** Unfilled colour. */
  "--svc-progress-bar-track-color"?: string | undefined;
  /** Filled colour. */
  "--svc-progress-bar-indicator-color"?: string | undefined;
  /** Colour of the label. */
  "--svc-progress-bar-label-color"?: string | undefined;
  /** Space between children when the `gap` property is 0 (A2UI rows have none: the basic catalog's renderers space them by default). */
  "--svc-row-gap"?: string | undefined;
  /** Colour of the track fill and thumb. */
  "--svc-slider-accent"?: string | undefined;
  /** Colour of the label. */
  "--svc-slider-label-color"?: string | undefined;
  /** Colour of the shown value. */
  "--svc-slider-value-color"?: string | undefined;
  /** Colour of the error text. */
  "--svc-slider-error-color"?: string | undefined;
  /** Colour of the selected tab's indicator. */
  "--svc-tabs-accent"?: string | undefined;
  /** Space between the tabs and the panel. */
  "--svc-tabs-gap"?: string | undefined;
  /** Colour of the shadow on a side of the tabs where more tabs are scrolled out of view (a narrow screen); a translucent dark by default. */
  "--svc-tabs-scroll-shadow"?: string | undefined;
  /** Border of the control. */
  "--svc-text-field-border-color"?: string | undefined;
  /** Background of the control. */
  "--svc-text-field-background"?: string | undefined;
  /** Corner radius of the control. */
  "--svc-text-field-radius"?: string | undefined;
  /** Colour of the label. */
  "--svc-text-field-label-color"?: string | undefined;
  /** Colour of the error text and border. */
  "--svc-text-field-error-color"?: string | undefined;
  /** Visible lines of the `longText` variant. */
  "--svc-text-field-min-lines"?: string | undefined;
  /** Colour of the text. */
  "--svc-text-color"?: string | undefined;
  /** Line height. */
  "--svc-text-line-height"?: string | undefined;
  /** Colour of markdown links. */
  "--svc-text-link-color"?: string | undefined;
  /** Background of markdown code, code blocks and table headers. */
  "--svc-text-code-background"?: string | undefined;
  /** Font weight of the heading variants. */
  "--svc-text-heading-weight"?: string | undefined;
  /** Colour of the `caption` variant. */
  "--svc-text-caption-color"?: string | undefined;
  /** Widest the video gets; it is never wider than its box. */
  "--svc-video-max-width"?: string | undefined;
  /** Corner radius. */
  "--svc-video-radius"?: string | undefined;
  /** Shape of the box until the video's own size is known (a placeholder is a short box instead). */
  "--svc-video-ratio"?: string | undefined;
  /** Label colour (shared by all form fields). */
  "--svc-form-label-color"?: string | undefined;
  /** Error colour (shared by all form fields). */
  "--svc-form-error-color"?: string | undefined;
  /** Border of the control and chips (shared by all form fields). */
  "--svc-form-control-border-color"?: string | undefined;
  /** Space between fields. */
  "--svc-form-gap"?: string | undefined;
  /** Background of inputs. */
  "--svc-form-control-background"?: string | undefined;
  /** Corner radius of inputs. */
  "--svc-form-control-radius"?: string | undefined;
  /** Background of the submit button. */
  "--svc-form-submit-background"?: string | undefined;
  /** Text colour of the submit button. */
  "--svc-form-submit-color"?: string | undefined;
  /** Visible lines of a multiline field. */
  "--svc-form-text-lines"?: string | undefined;
  /** Height of the drawing. */
  "--svc-chart-height"?: string | undefined;
  /** Series/category colour 1 (the brand colour). */
  "--svc-chart-color-1"?: string | undefined;
  /** Series/category colour 2 (green). */
  "--svc-chart-color-2"?: string | undefined;
  /** Series/category colour 3 (orange). */
  "--svc-chart-color-3"?: string | undefined;
  /** Series/category colour 4 (purple). */
  "--svc-chart-color-4"?: string | undefined;
  /** Series/category colour 5 (pink). */
  "--svc-chart-color-5"?: string | undefined;
  /** Series/category colour 6 (teal). */
  "--svc-chart-color-6"?: string | undefined;
  /** Series/category colour 7 (yellow). */
  "--svc-chart-color-7"?: string | undefined;
  /** Series/category colour 8 (grey). */
  "--svc-chart-color-8"?: string | undefined;
  /** Labels and legend. */
  "--svc-chart-text-color"?: string | undefined;
  /** Axis labels. */
  "--svc-chart-muted-color"?: string | undefined;
  /** Axis and grid lines. */
  "--svc-chart-grid-color"?: string | undefined;
  /** Background of the code. */
  "--svc-code-block-background"?: string | undefined;
  /** Border around the block. */
  "--svc-code-block-border-color"?: string | undefined;
  /** Font size of the code. */
  "--svc-code-block-font-size"?: string | undefined;
  /** Height after which the code scrolls vertically. */
  "--svc-code-block-max-height"?: string | undefined;
  /** Width of a tab, in spaces. */
  "--svc-code-block-tab-size"?: string | undefined;
  /** Keywords. */
  "--svc-code-block-keyword-color"?: string | undefined;
  /** Strings. */
  "--svc-code-block-string-color"?: string | undefined;
  /** Numbers, literals, attributes. */
  "--svc-code-block-number-color"?: string | undefined;
  /** Function and class names, tags. */
  "--svc-code-block-title-color"?: string | undefined;
  /** Comments. */
  "--svc-code-block-comment-color"?: string | undefined;
  /** Space between the parts. */
  "--svc-connector-config-form-gap"?: string | undefined;
  /** Colour of the save error. */
  "--svc-connector-config-form-error-color"?: string | undefined;
  /** Card background. */
  "--svc-connector-sync-detail-background"?: string | undefined;
  /** Card border. */
  "--svc-connector-sync-detail-border-color"?: string | undefined;
  /** Card corner radius. */
  "--svc-connector-sync-detail-radius"?: string | undefined;
  /** Card padding. */
  "--svc-connector-sync-detail-padding"?: string | undefined;
  /** Card background. */
  "--svc-connector-sync-progress-background"?: string | undefined;
  /** Card border. */
  "--svc-connector-sync-progress-border-color"?: string | undefined;
  /** Card corner radius. */
  "--svc-connector-sync-progress-radius"?: string | undefined;
  /** Card padding. */
  "--svc-connector-sync-progress-padding"?: string | undefined;
  /** Filled part of the bar. */
  "--svc-connector-sync-progress-bar-color"?: string | undefined;
  /** Height of the bar. */
  "--svc-connector-sync-progress-bar-height"?: string | undefined;
  /** Corner radius of the preset chips. */
  "--svc-duration-picker-chip-radius"?: string | undefined;
  /** Background of the chosen chip. */
  "--svc-duration-picker-selected-background"?: string | undefined;
  /** Text of the chosen chip. */
  "--svc-duration-picker-selected-color"?: string | undefined;
  /** Colour of the error text. */
  "--svc-duration-picker-error-color"?: string | undefined;
  /** Narrowest a card gets before the grid wraps. */
  "--svc-metric-cards-min-width"?: string | undefined;
  /** Space between cards. */
  "--svc-metric-cards-gap"?: string | undefined;
  /** Card background. */
  "--svc-metric-cards-background"?: string | undefined;
  /** Card border. */
  "--svc-metric-cards-border-color"?: string | undefined;
  /** Font size of the values. */
  "--svc-metric-cards-value-size"?: string | undefined;
  /** Colour of a rising delta. */
  "--svc-metric-cards-up-color"?: string | undefined;
  /** Colour of a falling delta. */
  "--svc-metric-cards-down-color"?: string | undefined;
  /** Colour of other deltas. */
  "--svc-metric-cards-flat-color"?: string | undefined;
  /** Colour of the trend line. */
  "--svc-metric-cards-sparkline-color"?: string | undefined;
  /** Banner background. */
  "--svc-notifications-variant-a-background"?: string | undefined;
  /** Bell, stripe and button colour. */
  "--svc-notifications-variant-a-accent"?: string | undefined;
  /** Text on the button. */
  "--svc-notifications-variant-a-on-accent"?: string | undefined;
  /** Corner radius. */
  "--svc-notifications-variant-a-radius"?: string | undefined;
  /** Card background. */
  "--svc-notifications-variant-b-background"?: string | undefined;
  /** Check marks, top band and button colour. */
  "--svc-notifications-variant-b-accent"?: string | undefined;
  /** Text on the button. */
  "--svc-notifications-variant-b-on-accent"?: string | undefined;
  /** Corner radius. */
  "--svc-notifications-variant-b-radius"?: string | undefined;
  /** Card padding. */
  "--svc-notifications-variant-b-padding"?: string | undefined;
  /** Card background. */
  "--svc-onboarding-plan-background"?: string | undefined;
  /** Card and step borders. */
  "--svc-onboarding-plan-border-color"?: string | undefined;
  /** Card corner radius. */
  "--svc-onboarding-plan-radius"?: string | undefined;
  /** Card padding. */
  "--svc-onboarding-plan-padding"?: string | undefined;
  /** Colour of the agent badge. */
  "--svc-onboarding-plan-badge-color"?: string | undefined;
  /** Card background. */
  "--svc-onboarding-welcome-background"?: string | undefined;
  /** Card border. */
  "--svc-onboarding-welcome-border-color"?: string | undefined;
  /** Card corner radius. */
  "--svc-onboarding-welcome-radius"?: string | undefined;
  /** Card padding. */
  "--svc-onboarding-welcome-padding"?: string | undefined;
  /** Border of the box and popup. */
  "--svc-resource-picker-border-color"?: string | undefined;
  /** Background of the box and popup. */
  "--svc-resource-picker-background"?: string | undefined;
  /** Highlighted entry. */
  "--svc-resource-picker-active-background"?: string | undefined;
  /** Chosen chips. */
  "--svc-resource-picker-chip-background"?: string | undefined;
  /** Height of the popup before it scrolls. */
  "--svc-resource-picker-popup-max-height"?: string | undefined;
  /** Colour of an unknown status. */
  "--svc-status-indicator-color"?: string | undefined;
  /** Colour while running. */
  "--svc-status-indicator-running-color"?: string | undefined;
  /** Colour on success. */
  "--svc-status-indicator-success-color"?: string | undefined;
  /** Colour of a warning. */
  "--svc-status-indicator-warning-color"?: string | undefined;
  /** Colour of an error. */
  "--svc-status-indicator-error-color"?: string | undefined;
  /** Colour while pending. */
  "--svc-status-indicator-pending-color"?: string | undefined;
  /** Size of the icon. */
  "--svc-status-indicator-icon-size"?: string | undefined;
  /** Tool chip background. */
  "--svc-status-indicator-chip-background"?: string | undefined;
  /** Height after which the rows scroll under a sticky header. */
  "--svc-table-max-height"?: string | undefined;
  /** Width at which long cells are cut. */
  "--svc-table-cell-max-width"?: string | undefined;
  /** Header background. */
  "--svc-table-header-background"?: string | undefined;
  /** Borders and rules. */
  "--svc-table-border-color"?: string | undefined;
  /** Colour of the shadow at an edge the table scrolls past. */
  "--svc-table-scroll-shadow"?: string | undefined;
  /** Filled part of the progress bar. */
  "--svc-todo-list-progress-color"?: string | undefined;
  /** Empty part of the progress bar. */
  "--svc-todo-list-progress-track"?: string | undefined;
  /** Icon of a done item. */
  "--svc-todo-list-done-color"?: string | undefined;
  /** Icon of an item in progress. */
  "--svc-todo-list-in-progress-color"?: string | undefined;
  /** Icon of a failed item. */
  "--svc-todo-list-failed-color"?: string | undefined;
  /** Icon of other items. */
  "--svc-todo-list-pending-color"?: string | undefined;
  /** Space between items. */
  "--svc-todo-list-item-gap"?: string | undefined;
  /** Height of the surface text area. */
  "--svc-playground-editor-height"?: string | undefined;
  /** Space between surfaces. */
  "--svc-a2ui-gap"?: string | undefined;
  /** The rule between two surfaces (`none` for none). */
  "--svc-a2ui-divider"?: string | undefined;
  /** The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). */
  "--svc-a2ui-estimated-height"?: string | undefined;
  /** Space between surfaces. */
  "--svc-conversation-gap"?: string | undefined;
  /** The rule between two surfaces, where one ends and the next begins (`none` for none). */
  "--svc-conversation-divider"?: string | undefined;
  /** The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). */
  "--svc-conversation-estimated-height"?: string | undefined;
  /** Colour of the border and icon. */
  "--svc-marker-color"?: string | undefined;
  /** An app's height until it tells its own. */
  "--svc-mcp-app-height"?: string | undefined;
  /** Height of the skeleton (the root's is three times it). */
  "--svc-placeholder-height"?: string | undefined;
  /** Colour of the skeleton. */
  "--svc-placeholder-color"?: string | undefined;
  /** Corner radius of the skeleton. */
  "--svc-placeholder-radius"?: string | undefined;
  /** Colour of the error box. */
  "--svc-request-form-error-color"?: string | undefined;
  /** Space around the surface's content. */
  "--svc-surface-gap"?: string | undefined;
  /** In a large surface, the height assumed for a child of a column or list that has not been on screen yet. Unset, each element type's estimate is the mean height of those measured on screen after a build (40px before any is measured). */
  "--svc-surface-estimated-height"?: string | undefined;
  /** Colour of the inspector's outline. */
  "--svc-surface-inspector-color"?: string | undefined;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "react/jsx-runtime" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "react/jsx-dev-runtime" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "preact" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "@builder.io/qwik" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "@stencil/core" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "hono/jsx" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "react-native" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "solid-js" {
  namespace JSX {
    interface IntrinsicElements extends CustomElementsSolidJs {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}
