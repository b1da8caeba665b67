import type {
  DefineComponent,
} from "vue";
import type {
  SvcAudioPlayer,
  SvcButton,
  SvcCard,
  SvcCheckBox,
  SvcChoicePicker,
  SvcColumn,
  SvcDateTimeInput,
  SvcDivider,
  SvcIcon,
  SvcImage,
  SvcList,
  SvcModal,
  SvcProgressBar,
  SvcRow,
  SvcSlider,
  SvcTabs,
  SvcTextField,
  SvcText,
  SvcVideo,
  SvcFormBool,
  SvcFormChips,
  SvcFormDate,
  SvcFormFile,
  SvcForm,
  SvcFormValueEvent,
  SvcFormSubmitEvent,
  SvcOAuth2ConnectEvent,
  SvcFormMap,
  SvcFormNumber,
  SvcFormOAuth2,
  SvcFormPassword,
  SvcFormPicker,
  SvcFormSelect,
  SvcFormText,
  SvcChart,
  SvcCodeBlock,
  SvcConnectorConfigForm,
  SvcConnectorSubmitEvent,
  SvcConnectorSkipEvent,
  SvcConnectorSyncDetail,
  SvcConnectorSyncProgress,
  SvcDurationPicker,
  SvcMetricCards,
  SvcNotificationsVariantA,
  SvcNotificationsEnableEvent,
  SvcNotificationsDismissEvent,
  SvcNotificationsVariantB,
  SvcOnboardingPlan,
  SvcOnboardingStepStartEvent,
  SvcOnboardingWelcome,
  SvcOnboardingConnectEvent,
  SvcOnboardingChooseAppEvent,
  SvcOnboardingSkipEvent,
  SvcResourcePicker,
  SvcStatusIndicator,
  SvcTable,
  SvcTodoList,
  SvcTodoActionEvent,
  SvcPlayground,
  SvcA2ui,
  SvcActionEvent,
  SvcA2uiMessageEvent,
  SvcA2uiFunctionCallEvent,
  SvcDataConflictEvent,
  SvcSurfaceIssuesEvent,
  SvcConversation,
  SvcDataChangeEvent,
  SvcSurfaceErrorEvent,
  SvcAuthRequiredEvent,
  SvcMarker,
  SvcMcpApp,
  SvcPlaceholder,
  SvcRequestForm,
  SvcSurface,
  SvcSurfaceRenderedEvent,
} from "@svc/surfaces/element-types";

type SvcAudioPlayerProps = {
  /** Title or summary of the sound: shown above the player and its accessible name. */
  description?: SvcAudioPlayer["description"];
  /** Address of the medium; checked against the media policy before anything is requested. */
  url?: SvcAudioPlayer["url"];
  /** Where media may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  mediaPolicy?: SvcAudioPlayer["mediaPolicy"];
};

type SvcButtonProps = {
  /** The text on the button, shown when no content is slotted. */
  label?: SvcButton["label"];
  /** Disables the button: it stays focusable but its clicks never reach the host. Strings such as
"true"/"false" are read as booleans. */
  disabled?: SvcButton["disabled"];
  /** Why the button is disabled (for example the failing check's message). When set, the button
is disabled too, and the text is shown as a tooltip and used as the accessible description. */
  disabledReason?: SvcButton["disabledReason"];
  /** `primary`, `secondary` (default) or `text` (borderless, link-like). Any case and the SDK's
`BUTTON_VARIANT_*` names are accepted; unknown values give `secondary`. */
  variant?: SvcButton["variant"];
  /** `sm`, `md` (default) or `lg`: one height each, from the `--svc-control-height-*` tokens,
shared with every other button of the library. */
  size?: SvcButton["size"];
  /** An action started by this button is in progress: the button shows a spinner, is
`aria-busy`, and ignores presses (no `click` reaches the host) while staying focusable. */
  pending?: SvcButton["pending"];
  /** A short note shown under the button about its last press (inside a surface: that no answer
came in time, so the person may try again). Cleared by the next press. */
  notice?: SvcButton["notice"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcButton["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcButton["accessibleDescription"];
  /** True when the button ignores presses: `disabled` or a non-empty `disabledReason`. */
  isDisabled?: SvcButton["isDisabled"];
  /** The user pressed the enabled, not pending button. */
  onClick?: (e: Event) => void;
};

type SvcCardProps = {};

type SvcCheckBoxProps = {
  /** Text beside the box. May be empty; the box is then named "Checkbox" for screen readers. */
  label?: SvcCheckBox["label"];
  /** Whether the box is ticked. */
  checked?: SvcCheckBox["checked"];
  /** Validation message; '' means valid. Shown once the user toggled or left the box. */
  error?: SvcCheckBox["error"];
  /** Show the error at once, without waiting for the user to touch the box. */
  showErrors?: SvcCheckBox["showErrors"];
  /** Whether the box is read-only for the user and dimmed. */
  disabled?: SvcCheckBox["disabled"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcCheckBox["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcCheckBox["accessibleDescription"];
  /** Alias of `checked` for the wire name (`checkBox.value`); strings such as "true"/"false" are
coerced to a boolean. */
  value?: SvcCheckBox["value"];
  /** The user toggled the box, after `checked` has been updated. */
  onInput?: (e: Event) => void;
  /** The user toggled the box, after `checked` has been updated (fired after `input`). */
  onChange?: (e: Event) => void;
};

type SvcChoicePickerProps = {
  /** Name of the group, shown above the options (see `hideLabel`). When empty, screen readers hear
"Choice" (radios) or "Options" (check boxes). */
  label?: SvcChoicePicker["label"];
  /** The options: `{id, label, description}`. Entries without an id are skipped. */
  choices?: SvcChoicePicker["choices"];
  /** The ids of the selected options, always an array (a single string or a JSON array string is
accepted and converted). With radios it holds at most one id. */
  value?: SvcChoicePicker["value"];
  /** Allow several options (check boxes); otherwise one (radio buttons). */
  multiSelect?: SvcChoicePicker["multiSelect"];
  /** Marks the label and makes an empty selection invalid ("Choose an option"). */
  required?: SvcChoicePicker["required"];
  /** Hide the label visually; it still names the group for screen readers. */
  hideLabel?: SvcChoicePicker["hideLabel"];
  /** Validation message; '' means valid. Shown once the user changed or left the group. */
  error?: SvcChoicePicker["error"];
  /** Show the error at once, without waiting for the user to touch the group. */
  showErrors?: SvcChoicePicker["showErrors"];
  /** Whether the group is read-only for the user and dimmed. */
  disabled?: SvcChoicePicker["disabled"];
  /** Show a search box that narrows the options shown to those matching what is typed. */
  filterable?: SvcChoicePicker["filterable"];
  /** `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
spelling is accepted (`CHIPS`); unknown values give `checkbox`. */
  displayStyle?: SvcChoicePicker["displayStyle"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcChoicePicker["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcChoicePicker["accessibleDescription"];

  /** The user changed the selection, after `value` has been updated. */
  onInput?: (e: Event) => void;
  /** The user changed the selection, after `value` has been updated (fired after `input`). */
  onChange?: (e: Event) => void;
};

type SvcColumnProps = {
  /** Horizontal placement of the children (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  alignment?: SvcColumn["alignment"];
  /** Vertical placement (CSS `justify-content`): `start` (default), `center`, `end`,
`spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children share the height). Any spelling
is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`. */
  distribution?: SvcColumn["distribution"];
  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  gap?: SvcColumn["gap"];
};

type SvcDateTimeInputProps = {
  /** Label shown above the control; it names the control for assistive technology. */
  label?: SvcDateTimeInput["label"];
  /** ISO 8601 value: `YYYY-MM-DD`, `HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or
an offset. '' when empty. */
  value?: SvcDateTimeInput["value"];
  /** Earliest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  min?: SvcDateTimeInput["min"];
  /** Latest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  max?: SvcDateTimeInput["max"];
  /** `date`, `time` or `datetime` (SDK spellings `DATE`, `TIME`, `DATE_TIME` accepted). When unset,
the shape of `value`, `min` or `max` decides, else `datetime`. */
  mode?: SvcDateTimeInput["mode"];
  /** The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set. */
  inputType?: SvcDateTimeInput["inputType"];
  /** Validation message; '' means valid. Shown once the user edited or left the input. */
  error?: SvcDateTimeInput["error"];
  /** Show the error at once, without waiting for the user to touch the input. */
  showErrors?: SvcDateTimeInput["showErrors"];
  /** Whether the input is read-only for the user and dimmed. */
  disabled?: SvcDateTimeInput["disabled"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcDateTimeInput["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcDateTimeInput["accessibleDescription"];
  /** Why the control cannot hold what the person entered (a date or time entered only in part), in
the browser's words; '' when it can. The host's `error` is not included. */
  validationMessage?: SvcDateTimeInput["validationMessage"];
  /** The mode the control currently uses (`date`, `time` or `datetime`). */
  effectiveMode?: SvcDateTimeInput["effectiveMode"];
  /** The user changed the value, after `value` has been updated. */
  onInput?: (e: Event) => void;
  /** The user committed a value, after `value` has been updated. */
  onChange?: (e: Event) => void;
};

type SvcDividerProps = {
  /** `horizontal` (default) or `vertical`; any case, unknown values count as horizontal. */
  orientation?: SvcDivider["orientation"];
};

type SvcIconProps = {
  /** A catalog icon name (an `IconName`: `accountCircle`, `arrowBack`, …). The wire's object form,
`{svgPath}` (v0.9) or `{path}` (v0.10), is read as a custom `path`. */
  name?: SvcIcon["name"];
  /** Accessible name. Empty: the icon is decorative. */
  label?: SvcIcon["label"];
  /** Custom SVG path data on a 24×24 grid; wins over `name` when set and well formed. */
  path?: SvcIcon["path"];
};

type SvcImageProps = {
  /** Address of the picture; checked against the media policy before anything is requested. */
  url?: SvcImage["url"];
  /** Text alternative (`alt`). Empty: the picture is decorative. */
  description?: SvcImage["description"];
  /** `contain`, `cover`, `fill` (default), `none` or `scaleDown`, as CSS `object-fit`. */
  fit?: SvcImage["fit"];
  /** `icon`, `avatar`, `smallFeature`, `mediumFeature`, `largeFeature` or `header`. Empty (the
default) or unknown: `mediumFeature`, except beside other content in a row (a list item's
picture), where it is a `smallFeature`. */
  variant?: SvcImage["variant"];
  /** Where pictures may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  mediaPolicy?: SvcImage["mediaPolicy"];
};

type SvcListProps = {
  /** `vertical` (default) or `horizontal`. Any case is accepted; unknown → `vertical`. */
  direction?: SvcList["direction"];
  /** Placement of the items across the list (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  alignment?: SvcList["alignment"];
  /** Space between items in px. Numeric strings are accepted; negative or invalid → 0. */
  gap?: SvcList["gap"];
};

type SvcModalProps = {
  /** Whether the dialog is open. Setting it opens or closes the dialog; the user's actions update it. */
  open?: SvcModal["open"];
  /** Accessible name of the dialog. Empty: the host's `aria-label` (an agent's accessibility label),
else the first heading of the content, else "Dialog" in the page's language. */
  label?: SvcModal["label"];
  /** Accessible name of the Close button; empty: "Close" in the page's language. */
  closeLabel?: SvcModal["closeLabel"];
};

type SvcProgressBarProps = {
  /** Names the bar, shown above it. Without a label the accessible name is "Progress". */
  label?: SvcProgressBar["label"];
  /** Current value between `min` and `max`. Missing or not a number: indeterminate. */
  value?: SvcProgressBar["value"];
  /** Value at which the bar is empty. */
  min?: SvcProgressBar["min"];
  /** Value at which the bar is full. */
  max?: SvcProgressBar["max"];
};

type SvcRowProps = {
  /** Cross-axis placement of the children (CSS `align-items`): `start`, `center`, `end` or
`stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`. */
  alignment?: SvcRow["alignment"];
  /** Main-axis placement (CSS `justify-content`): `start` (default), `center`, `end`,
`spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children grow equally). Any spelling
is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`. */
  distribution?: SvcRow["distribution"];
  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  gap?: SvcRow["gap"];
};

type SvcSliderProps = {
  /** Label shown above the slider; it names the slider for assistive technology. */
  label?: SvcSlider["label"];
  /** The current number. Missing or unreadable values show `min`. Always written as a number. */
  value?: SvcSlider["value"];
  /** Smallest value (default 0). Numeric strings are accepted. */
  min?: SvcSlider["min"];
  /** Largest value (default 100). Numeric strings are accepted; below `min` it is `min`. */
  max?: SvcSlider["max"];
  /** Step between values; missing, zero or unreadable means any value (`step="any"`). */
  step?: SvcSlider["step"];
  /** Validation message; '' means valid. Shown once the user moved or left the slider. */
  error?: SvcSlider["error"];
  /** Show the error at once, without waiting for the user to touch the slider. */
  showErrors?: SvcSlider["showErrors"];
  /** Whether the slider is read-only for the user and dimmed. */
  disabled?: SvcSlider["disabled"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcSlider["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcSlider["accessibleDescription"];

  /** The value changes while the user drags or presses arrow keys, after `value` has been updated. */
  onInput?: (e: Event) => void;
  /** The user committed a value (released the thumb, or each key step), after `value` has been updated. */
  onChange?: (e: Event) => void;
};

type SvcTabsProps = {
  /** Tab titles, in the order of the children. Missing or blank titles become "Tab N". */
  titles?: SvcTabs["titles"];
  /** Index of the selected tab (from 0). Out-of-range values show the nearest tab. When children
are added, moved or removed, it follows the child that was shown (no `change` event). */
  selected?: SvcTabs["selected"];
  /** Accessible name of the row of tabs (optional). */
  label?: SvcTabs["label"];

  /** The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element. */
  onChange?: (e: Event) => void;
};

type SvcTextFieldProps = {
  /** Label shown above the control; it names the control for assistive technology. */
  label?: SvcTextField["label"];
  /** Hint shown inside the empty control. */
  placeholder?: SvcTextField["placeholder"];
  /** The text in the field. Always written back as a string, also for the `number` variant. */
  value?: SvcTextField["value"];
  /** `shortText` (default), `longText` (multi-line), `number` or `obscured` (password: characters
hidden, never filled from the browser's saved passwords). SDK spellings such as
`TEXT_FIELD_VARIANT_LONG_TEXT` are accepted; unknown values mean `shortText`. */
  variant?: SvcTextField["variant"];
  /** Validation message; '' means valid. Shown once the user edited or left the field. */
  error?: SvcTextField["error"];
  /** Show the error at once, without waiting for the user to touch the field. */
  showErrors?: SvcTextField["showErrors"];
  /** Whether the field must be filled in (marks the label and sets `required` on the control). */
  required?: SvcTextField["required"];
  /** Whether the field is read-only for the user and dimmed. */
  disabled?: SvcTextField["disabled"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcTextField["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcTextField["accessibleDescription"];
  /** Why the control cannot hold what the person typed (a number field holding `1e`, which has no
value), in the browser's words; '' when it can. The host's `error` is not included. */
  validationMessage?: SvcTextField["validationMessage"];
  /** Each edit by the user, after `value` has been updated. */
  onInput?: (e: Event) => void;
  /** The user committed the edit (blur or Enter), after `value` has been updated. */
  onChange?: (e: Event) => void;
};

type SvcTextProps = {
  /** The text to show. Plain text is never read as HTML; non-strings are shown via `String()`. */
  text?: SvcText["text"];
  /** Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans. */
  markdown?: SvcText["markdown"];
  /** `body` (default), `caption`, or a heading `h1`…`h5` (`h6` is accepted too). Any case and
`TEXT_VARIANT_*` names are accepted; unknown values give `body`. */
  variant?: SvcText["variant"];
  /** The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
`caption`, nor on the size. */
  headingLevel?: SvcText["headingLevel"];
  /** The text is still being written (an agent's message arriving): markdown renders only what is
settled (an unclosed `**`, link or code fence shows as plain words until it closes; no link to
half an address), and the element is `aria-busy`, so that a live region around it announces
the text once rather than every character. */
  streaming?: SvcText["streaming"];
};

type SvcVideoProps = {
  /** Address of a still shown before playing (A2UI v0.10); also checked against the policy. */
  posterUrl?: SvcVideo["posterUrl"];
  /** What the video shows; its accessible name ("Video" when empty). */
  description?: SvcVideo["description"];
  /** Address of the medium; checked against the media policy before anything is requested. */
  url?: SvcVideo["url"];
  /** Where media may come from. When unset, the policy of the enclosing
`<svc-surface>`/`<svc-conversation>` (context) applies, else https only. */
  mediaPolicy?: SvcVideo["mediaPolicy"];
};

type SvcFormBoolProps = {
  /** Whether the box is checked. */
  value?: SvcFormBool["value"];
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormBool["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormBool["disabled"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormBool["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormBool["name"];
  /** The user toggled the box; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** Same moment as `input` (a toggle is a committed edit). */
  onChange?: (e: Event) => void;
};

type SvcFormChipsProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormChips["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormChips["disabled"];
  /** The items, in order. */
  value?: SvcFormChips["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormChips["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormChips["name"];
  /** An item was added or removed; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** Same moment as `input`. */
  onChange?: (e: Event) => void;
};

type SvcFormDateProps = {
  /** Today's date `YYYY-MM-DD` for the relative bounds; empty: the viewer's local date. */
  today?: SvcFormDate["today"];
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormDate["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormDate["disabled"];
  /** The date, `YYYY-MM-DD`, or `''`. */
  value?: SvcFormDate["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormDate["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormDate["name"];
  /** Each edit; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** The user committed the edit. */
  onChange?: (e: Event) => void;
};

type SvcFormFileProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormFile["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormFile["disabled"];
  /** The chosen file (a `File` in the browser), or null. */
  value?: SvcFormFile["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormFile["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormFile["name"];
  /** The user chose or removed a file; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** Same moment as `input`. */
  onChange?: (e: Event) => void;
};

type SvcFormProps = {
  /** Text of the submit button; empty: "Submit" in the form's locale. */
  submitLabel?: SvcForm["submitLabel"];
  /** Work is in progress (for example saving): shows a spinner and blocks editing and submitting. */
  busy?: SvcForm["busy"];
  /** Blocks editing and submitting. */
  disabled?: SvcForm["disabled"];
  /** Hides the submit button (submit with `requestSubmit()` or a button of your own). */
  hideSubmit?: SvcForm["hideSubmit"];
  /** Hides the form's display name (its description still shows). */
  hideTitle?: SvcForm["hideTitle"];
  /** Today's date `YYYY-MM-DD` for date defaults and bounds; empty: the viewer's local date. */
  today?: SvcForm["today"];
  /** The form to draw (a Form of the service, spec 2.3). */
  form?: SvcForm["form"];
  /** Values by field name. Fields left undefined start with their default. Updated as the user
edits (a new object each time); set it to change values from outside, `{}` to start over. */
  value?: SvcForm["value"];
  /** Searches users and resources for picker fields. Falls back to the provider of an enclosing
`<svc-surface>`; without any, pickers ask for typed IDs. */
  resourceProvider?: SvcForm["resourceProvider"];
  /** Each edit; `values` holds every field's value, `field` the edited field's name. */
  onInput?: (e: SvcFormValueEvent) => void;
  /** A committed edit; same fields as `input`. */
  onChange?: (e: SvcFormValueEvent) => void;
  /** The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled. */
  onSubmit?: (e: SvcFormSubmitEvent) => void;
  /** The user pressed Connect on an OAuth2 field (from the field, passes through). */
  onSvcOauth2Connect?: (e: SvcOAuth2ConnectEvent) => void;
};

type SvcFormMapProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormMap["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormMap["disabled"];
  /** The entries, by key. Rows with an empty key and value are left out. */
  value?: SvcFormMap["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormMap["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormMap["name"];
  /** A key or value was edited, or a row added or removed; `value` is updated. */
  onInput?: (e: Event) => void;
  /** A row edit was committed, or a row added or removed. */
  onChange?: (e: Event) => void;
};

type SvcFormNumberProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormNumber["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormNumber["disabled"];
  /** The number as a decimal string (`''` when blank, NOT_A_NUMBER while the text cannot be
read as a number). Never converted to a JS number. */
  value?: SvcFormNumber["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormNumber["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormNumber["name"];
  /** Each edit; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** The user committed the edit. */
  onChange?: (e: Event) => void;
};

type SvcFormOAuth2Props = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormOAuth2["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormOAuth2["disabled"];
  /** What the host set after connecting (for example a credential id); `''` when not connected. */
  value?: SvcFormOAuth2["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormOAuth2["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormOAuth2["name"];
  /** The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`). */
  onSvcOauth2Connect?: (e: SvcOAuth2ConnectEvent) => void;
};

type SvcFormPasswordProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormPassword["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormPassword["disabled"];
  /** The secret. A property only: it is never reflected to an attribute. */
  value?: SvcFormPassword["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormPassword["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormPassword["name"];
  /** Each edit; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** The user committed the edit (blur). */
  onChange?: (e: Event) => void;
};

type SvcFormPickerProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormPicker["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormPicker["disabled"];
  /** The chosen id (single picker, a string field) or ids (list picker, a string-slice field). */
  value?: SvcFormPicker["value"];
  /** Where options come from; without one the user types IDs. */
  resourceProvider?: SvcFormPicker["resourceProvider"];
  /** True for a string-slice field: several items. */
  multiple?: SvcFormPicker["multiple"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormPicker["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormPicker["name"];
  /** The selection changed; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** Same moment as `input`. */
  onChange?: (e: Event) => void;
};

type SvcFormSelectProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormSelect["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormSelect["disabled"];
  /** The chosen option's value, `''` for none. */
  value?: SvcFormSelect["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormSelect["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormSelect["name"];
  /** The user chose an option; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** Same moment as `input`. */
  onChange?: (e: Event) => void;
};

type SvcFormTextProps = {
  /** Message shown under the control; `''` when the value is fine. */
  error?: SvcFormText["error"];
  /** Greys the field out and stops editing (the form is busy or disabled). */
  disabled?: SvcFormText["disabled"];
  /** The text. */
  value?: SvcFormText["value"];
  /** The field definition (a Field of the service's Form, spec 2.3). */
  field?: SvcFormText["field"];
  /** The field's name, `''` without a field. */
  name?: SvcFormText["name"];
  /** Each edit; `value` is already updated. */
  onInput?: (e: Event) => void;
  /** The user committed the edit (blur). */
  onChange?: (e: Event) => void;
};

type SvcChartProps = {
  /** Heading of the chart (the wire property `title`). */
  heading?: SvcChart["heading"];
  /** Where the underlying data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  artifactUrl?: SvcChart["artifactUrl"];
  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  sources?: SvcChart["sources"];
  /** Categorical data `{slices: [{label, value}]}`: a donut, or bars past 8 slices. */
  categorical?: SvcChart["categorical"];
  /** Time series `{range: {start, end, label}, series: [{key, displayName, points: [{ts, value}]}]}`. */
  timeSeries?: SvcChart["timeSeries"];
  /** Values dropped from the data (missing, not finite, unreadable time), with where they were. */
  issues?: SvcChart["issues"];
};

type SvcCodeBlockProps = {
  /** The code. Shown as text, never as HTML. */
  code?: SvcCodeBlock["code"];
  /** The language (`json`, `yaml`, `bash`, `shell`, `typescript`, `javascript`, `python`, `sql`,
`go`, `html`, `xml`, or an alias). Shown as a label; highlights the code when known. */
  language?: SvcCodeBlock["language"];
  /** A heading above the code (the wire `title`); also names the code region. */
  heading?: SvcCodeBlock["heading"];
  /** Show a button that copies the code. */
  copyable?: SvcCodeBlock["copyable"];
};

type SvcConnectorConfigFormProps = {
  /** The app of the connector. */
  appId?: SvcConnectorConfigForm["appId"];
  /** The connector whose settings are edited. */
  connectorId?: SvcConnectorConfigForm["connectorId"];
  /** Action name raised after a successful save. */
  submitActionName?: SvcConnectorConfigForm["submitActionName"];
  /** Action name raised by Skip. */
  skipActionName?: SvcConnectorConfigForm["skipActionName"];
  /** Text of the save button; empty: "Save and connect" (localized). */
  submitLabel?: SvcConnectorConfigForm["submitLabel"];
  /** Text of the skip button; empty: "Skip for now" (localized). */
  skipLabel?: SvcConnectorConfigForm["skipLabel"];
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcConnectorConfigForm["pending"];
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcConnectorConfigForm["disabledReason"];
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcConnectorConfigForm["notice"];
  /** Where the settings come from and go to. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  settingsProvider?: SvcConnectorConfigForm["settingsProvider"];
  /** `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else. */
  onSvcConnectorSubmit?: (e: SvcConnectorSubmitEvent) => void;
  /** `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`. */
  onSvcConnectorSkip?: (e: SvcConnectorSkipEvent) => void;
};

type SvcConnectorSyncDetailProps = {
  /** Card heading (the wire `title`); "Sync details" when empty. */
  heading?: SvcConnectorSyncDetail["heading"];
  /** The app whose connector syncs. */
  appId?: SvcConnectorSyncDetail["appId"];
  /** The connector that syncs. */
  connectorId?: SvcConnectorSyncDetail["connectorId"];
  /** Where the status comes from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  syncStatusProvider?: SvcConnectorSyncDetail["syncStatusProvider"];
};

type SvcConnectorSyncProgressProps = {
  /** Card heading (the wire `title`); "Sync progress" when empty. */
  heading?: SvcConnectorSyncProgress["heading"];
  /** The app whose connector syncs. */
  appId?: SvcConnectorSyncProgress["appId"];
  /** The connector that syncs. */
  connectorId?: SvcConnectorSyncProgress["connectorId"];
  /** Where the status comes from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  syncStatusProvider?: SvcConnectorSyncProgress["syncStatusProvider"];
};

type SvcDurationPickerProps = {
  /** Legend of the group; "Duration" when empty. */
  label?: SvcDurationPicker["label"];
  /** The chosen duration in seconds; `undefined` when none. Numeric and int64 strings ("28800")
are accepted and turned into a number. */
  value?: SvcDurationPicker["value"];
  /** The longest duration allowed, in seconds (number or int64 string); none when empty or 0. */
  maxDurationSeconds?: SvcDurationPicker["maxDurationSeconds"];
  /** Validation message from the host; '' means valid. Shown once the user touched the picker. */
  error?: SvcDurationPicker["error"];
  /** Show `error` at once, without waiting for the user to touch the picker. */
  showErrors?: SvcDurationPicker["showErrors"];
  /** Whether the picker is dimmed and cannot be changed. */
  disabled?: SvcDurationPicker["disabled"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcDurationPicker["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcDurationPicker["accessibleDescription"];
  /** Why the picker holds no acceptable duration: the custom entry was refused (zero, empty once
committed, above the maximum) or the value is above the maximum. '' when it is fine. The
host's `error` is not included. */
  validationMessage?: SvcDurationPicker["validationMessage"];
  /** The picker cannot hold what the person entered, or its value is above the maximum. */
  invalid?: SvcDurationPicker["invalid"];
  /** The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken). */
  onInput?: (e: Event) => void;
  /** The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken). */
  onChange?: (e: Event) => void;
};

type SvcMetricCardsProps = {
  /** The heading above the cards (the wire `title`). Empty: no heading. */
  heading?: SvcMetricCards["heading"];
  /** Where the figures come from, shown as a footnote. Not an array: no footnote. */
  sources?: SvcMetricCards["sources"];
  /** The cards, in order. Not an array: no cards. */
  cards?: SvcMetricCards["cards"];
};

type SvcNotificationsVariantAProps = {
  /** The sentence of the banner (the default slot replaces it). Empty: a default naming the tool. */
  message?: SvcNotificationsVariantA["message"];
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcNotificationsVariantA["pending"];
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcNotificationsVariantA["disabledReason"];
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcNotificationsVariantA["notice"];
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  chatTool?: SvcNotificationsVariantA["chatTool"];
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  enableLabel?: SvcNotificationsVariantA["enableLabel"];
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  dismissLabel?: SvcNotificationsVariantA["dismissLabel"];
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  enabledText?: SvcNotificationsVariantA["enabledText"];
  /** Shown after the person declined; empty: a localized default. */
  dismissedText?: SvcNotificationsVariantA["dismissedText"];
  /** Action name of the enable choice. */
  enableActionName?: SvcNotificationsVariantA["enableActionName"];
  /** Action name of the dismiss choice. */
  dismissActionName?: SvcNotificationsVariantA["dismissActionName"];

  /** `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`. */
  onSvcNotificationsEnable?: (e: SvcNotificationsEnableEvent) => void;
  /** `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`. */
  onSvcNotificationsDismiss?: (e: SvcNotificationsDismissEvent) => void;
};

type SvcNotificationsVariantBProps = {
  /** Heading of the card (the `heading` slot replaces it); empty: "Stay in the loop" (localized). */
  heading?: SvcNotificationsVariantB["heading"];
  /** Text under the heading (the default slot replaces it). Empty: a default naming the tool. */
  message?: SvcNotificationsVariantB["message"];
  /** The benefits listed (the `benefits` slot replaces the list); unset: three localized defaults. */
  benefits?: SvcNotificationsVariantB["benefits"];
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcNotificationsVariantB["pending"];
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcNotificationsVariantB["disabledReason"];
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcNotificationsVariantB["notice"];
  /** Name of the chat tool ("Slack"); "your chat app" when empty. */
  chatTool?: SvcNotificationsVariantB["chatTool"];
  /** Text of the button that turns notifications on; empty: "Turn on notifications" (localized). */
  enableLabel?: SvcNotificationsVariantB["enableLabel"];
  /** Text (or accessible name) of the button that declines; empty: "Not now" (localized). */
  dismissLabel?: SvcNotificationsVariantB["dismissLabel"];
  /** Shown after the person chose to turn notifications on; empty: a localized default. */
  enabledText?: SvcNotificationsVariantB["enabledText"];
  /** Shown after the person declined; empty: a localized default. */
  dismissedText?: SvcNotificationsVariantB["dismissedText"];
  /** Action name of the enable choice. */
  enableActionName?: SvcNotificationsVariantB["enableActionName"];
  /** Action name of the dismiss choice. */
  dismissActionName?: SvcNotificationsVariantB["dismissActionName"];

  /** `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`. */
  onSvcNotificationsEnable?: (e: SvcNotificationsEnableEvent) => void;
  /** `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`. */
  onSvcNotificationsDismiss?: (e: SvcNotificationsDismissEvent) => void;
};

type SvcOnboardingPlanProps = {
  /** Optional heading above the sections. */
  heading?: SvcOnboardingPlan["heading"];
  /** Action name of a step's Start button. */
  startActionName?: SvcOnboardingPlan["startActionName"];
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcOnboardingPlan["pending"];
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcOnboardingPlan["disabledReason"];
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcOnboardingPlan["notice"];
  /** The sections of the plan: `[{id, title, steps: [{id, title, description, agentAssisted}]}]`.
Steps may also carry `status` (`completed`, `in_progress`, `pending`…) or `done`; other extra
fields are ignored. */
  categories?: SvcOnboardingPlan["categories"];
  /** `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`. */
  onSvcOnboardingStepStart?: (e: SvcOnboardingStepStartEvent) => void;
};

type SvcOnboardingWelcomeProps = {
  /** Catalog id of the recommended app (the detected identity provider), e.g. `okta`. */
  recommendedCatalogId?: SvcOnboardingWelcome["recommendedCatalogId"];
  /** Display name of the recommended app, e.g. `Okta`. */
  recommendedDisplayName?: SvcOnboardingWelcome["recommendedDisplayName"];
  /** Heading of the card. */
  heading?: SvcOnboardingWelcome["heading"];
  /** Action name of "Connect <name>". */
  connectActionName?: SvcOnboardingWelcome["connectActionName"];
  /** Action name of "Choose another app". */
  chooseAppActionName?: SvcOnboardingWelcome["chooseAppActionName"];
  /** Action name of "Skip for now". */
  skipActionName?: SvcOnboardingWelcome["skipActionName"];
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcOnboardingWelcome["pending"];
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcOnboardingWelcome["disabledReason"];
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcOnboardingWelcome["notice"];

  /** `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`. */
  onSvcOnboardingConnect?: (e: SvcOnboardingConnectEvent) => void;
  /** `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`. */
  onSvcOnboardingChooseApp?: (e: SvcOnboardingChooseAppEvent) => void;
  /** `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`. */
  onSvcOnboardingSkip?: (e: SvcOnboardingSkipEvent) => void;
};

type SvcResourcePickerProps = {
  /** The app whose resources are listed. */
  appId?: SvcResourcePicker["appId"];
  /** The connector whose resources are listed. */
  connectorId?: SvcResourcePicker["connectorId"];
  /** The label above the search box. */
  label?: SvcResourcePicker["label"];
  /** The chosen id (single) or ids (`multiSelect`). Written back as a string ('' when none) or a
string array. Also accepts a JSON array in a string. */
  value?: SvcResourcePicker["value"];
  /** Passed to the provider with every query (its meaning is the provider's). */
  mcpToolState?: SvcResourcePicker["mcpToolState"];
  /** Allow several entries; `value` is then an array. */
  multiSelect?: SvcResourcePicker["multiSelect"];
  /** The resource type to list (`mcp_toolset` by default for the default provider). */
  resourceType?: SvcResourcePicker["resourceType"];
  /** Hint in the empty search box. */
  placeholder?: SvcResourcePicker["placeholder"];
  /** Entries asked for per page. */
  pageSize?: SvcResourcePicker["pageSize"];
  /** Wait after the last keystroke before searching, in ms. */
  searchDelay?: SvcResourcePicker["searchDelay"];
  /** Whether the picker is dimmed and cannot be changed. */
  disabled?: SvcResourcePicker["disabled"];
  /** The control's accessible name, when it is not the visible label (A2UI
`accessibility.label`): assistive technologies announce it for the focused control. */
  accessibleLabel?: SvcResourcePicker["accessibleLabel"];
  /** More about the control for assistive technologies (A2UI `accessibility.description`). */
  accessibleDescription?: SvcResourcePicker["accessibleDescription"];
  /** Where the entries come from. When unset, the provider given to the enclosing
`<svc-surface>`/`<svc-conversation>` (context) is used. */
  resourceProvider?: SvcResourcePicker["resourceProvider"];
  /** The user chose or removed an entry, after `value` has been updated. */
  onChange?: (e: Event) => void;
};

type SvcStatusIndicatorProps = {
  /** What is happening, in words. */
  message?: SvcStatusIndicator["message"];
  /** The status: running, success, warning, error, pending, in any case or spelling
(`STATUS_RUNNING`, `completed`, `failed`, …). Anything else is shown neutrally. */
  status?: SvcStatusIndicator["status"];
  /** The tool at work, shown as a chip. Empty: no chip. */
  toolName?: SvcStatusIndicator["toolName"];
  /** Show a spinner in place of the icon (also shown whenever the status is running). */
  showSpinner?: SvcStatusIndicator["showSpinner"];
};

type SvcTableProps = {
  /** Caption of the table (the wire property `title`). */
  heading?: SvcTable["heading"];
  /** Where the full data can be downloaded; linked only when the URL policy allows it as an
artifact: an absolute https URL without user info. */
  artifactUrl?: SvcTable["artifactUrl"];
  /** Rows per page: 1 to 500, default 10. */
  pageSize?: SvcTable["pageSize"];
  /** How many rows the full data set has (an int64 as a decimal string). When it is larger than
the rows sent, the table says so and offers the full data at `artifactUrl`. */
  totalRows?: SvcTable["totalRows"];
  /** Column names. Rows with more cells get extra columns headed `Column N`. */
  columns?: SvcTable["columns"];
  /** The rows, each `{cells: [...]}` (a bare array of cells is accepted too). */
  rows?: SvcTable["rows"];
  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  sources?: SvcTable["sources"];
};

type SvcTodoListProps = {
  /** The heading above the list (the wire `title`). Empty: no heading. */
  heading?: SvcTodoList["heading"];
  /** An action this element raised is on its way: the button pressed shows a spinner and is
`aria-busy`, and every button of the element ignores presses until it is cleared. */
  pending?: SvcTodoList["pending"];
  /** Why the element's buttons cannot be used now (another action is waiting for its answer):
they stay focusable, `aria-disabled`, with this text as their description. */
  disabledReason?: SvcTodoList["disabledReason"];
  /** A short note about the last press, shown under the buttons (that no answer came). */
  notice?: SvcTodoList["notice"];
  /** The items, in order. Not an array: no items. */
  items?: SvcTodoList["items"];
  /** The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`. */
  onSvcTodoAction?: (e: SvcTodoActionEvent) => void;
};

type SvcPlaygroundProps = {
  /** Outline components on hover and show markers' details in the rendered surfaces. */
  inspect?: SvcPlayground["inspect"];
  /** The text being edited: a Surface record, `{surfaces: [...]}`, or A2UI messages (JSON lines). */
  value?: SvcPlayground["value"];
};

type SvcA2uiProps = {
  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's. */
  locale?: SvcA2ui["locale"];
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  headingLevel?: SvcA2ui["headingLevel"];
  /** Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
applied. */
  ignoreTheme?: SvcA2ui["ignoreTheme"];
  /** The most surfaces shown at once, every agent's together (default 2,000). A surface created
past it is not shown, even once others are deleted: its agent gets an `error` message with
code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
nothing already shown. */
  maxSurfaces?: SvcA2ui["maxSurfaces"];
  /** The processor whose surfaces are shown. By default one of its own, merging whole-model updates
three ways so that nothing the user typed is lost; give one to share it with other code. */
  processor?: SvcA2ui["processor"];
  /** The function catalog checks and calls use. */
  functions?: SvcA2ui["functions"];
  /** Lists and searches resources for resource pickers in the surfaces. */
  resourceProvider?: SvcA2ui["resourceProvider"];
  /** Reads and saves connector settings for connector forms in the surfaces. */
  connectorSettingsProvider?: SvcA2ui["connectorSettingsProvider"];
  /** Live connector sync status for the sync cards in the surfaces. */
  syncStatusProvider?: SvcA2ui["syncStatusProvider"];
  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  mediaPolicy?: SvcA2ui["mediaPolicy"];
  /** The user triggered an action (as from `<svc-surface>`). */
  onSvcAction?: (e: SvcActionEvent) => void;
  /** A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`. */
  onSvcA2uiMessage?: (e: SvcA2uiMessageEvent) => void;
  /** The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event. */
  onSvcA2uiFunctionCall?: (e: SvcA2uiFunctionCallEvent) => void;
  /** A whole-model update from the agent changed a value the user had also changed; the agent's value is shown. */
  onSvcDataConflict?: (e: SvcDataConflictEvent) => void;
  /** A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive. */
  onSvcSurfaceIssues?: (e: SvcSurfaceIssuesEvent) => void;
};

type SvcConversationProps = {
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  baseUrl?: SvcConversation["baseUrl"];
  /** The conversation whose surfaces to show. */
  conversationId?: SvcConversation["conversationId"];
  /** Seconds between refreshes while the page is visible; 0 or unset: no polling. */
  pollInterval?: SvcConversation["pollInterval"];
  /** The language of the built-in words and of number and date formatting, handed to every surface
(`de`, `fr-CA`, `ar`…); sets `lang` and `dir` on the element. Unset: the closest `lang` above,
else English. */
  locale?: SvcConversation["locale"];
  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  headingLevel?: SvcConversation["headingLevel"];
  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  auth?: SvcConversation["auth"];
  /** A ready client; when set, `base-url` and `auth` are not used. */
  client?: SvcConversation["client"];
  /** Lists and searches resources for resource pickers; handed to every surface. Unset, the
pickers list MCP toolsets over the conversation's own client. */
  resourceProvider?: SvcConversation["resourceProvider"];
  /** Reads and saves connector settings for connector forms; handed to every surface. */
  connectorSettingsProvider?: SvcConversation["connectorSettingsProvider"];
  /** Live connector sync status for sync cards; handed to every surface. */
  syncStatusProvider?: SvcConversation["syncStatusProvider"];
  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  mediaPolicy?: SvcConversation["mediaPolicy"];
  /** A newer version changed a value the user had also changed (from a surface, passed through). */
  onSvcDataConflict?: (e: SvcDataConflictEvent) => void;
  /** The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`. */
  onSvcAction?: (e: SvcActionEvent) => void;
  /** Re-dispatched unchanged from the surfaces (it bubbles through). */
  onSvcDataChange?: (e: SvcDataChangeEvent) => void;
  /** A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`. */
  onSvcSurfaceIssues?: (e: SvcSurfaceIssuesEvent) => void;
  /** The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console). */
  onSvcSurfaceError?: (e: SvcSurfaceErrorEvent) => void;
  /** The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`). */
  onSvcAuthRequired?: (e: SvcAuthRequiredEvent) => void;
};

type SvcMarkerProps = {
  /** Why the component is not shown, in plain words. */
  reason?: SvcMarker["reason"];
  /** The id of the component that is not shown: for the people who build agents, so it shows only
with `detail` (inspector mode) and goes to the console, never to the person reading. */
  componentId?: SvcMarker["componentId"];
  /** More about the problem (the component's issues with their pointers); set in inspector mode. */
  detail?: SvcMarker["detail"];
  /** The reason as a catalog message, shown in the surface's language instead of `reason` (which
stays the English text the surface reports in its issues). */
  message?: SvcMarker["message"];
};

type SvcMcpAppProps = {
  /** The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page. */
  sandboxUrl?: SvcMcpApp["sandboxUrl"];
  /** The result of `tools/call` (MCP's CallToolResult). */
  result?: SvcMcpApp["result"];
  /** The arguments of the tool call, passed to an app. */
  toolInput?: SvcMcpApp["toolInput"];
  /** Calls a tool on the MCP server (`(name, args) => client.callTool({name, arguments: args})`). */
  callTool?: SvcMcpApp["callTool"];
  /** Host context for apps, merged over the one derived from the page (theme, CSS variables). */
  hostContext?: SvcMcpApp["hostContext"];
  /** An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`). */
  onSvcMcpAppMessage?: (e: CustomEvent) => void;
  /** From the native surfaces, as `<svc-a2ui>` fires it. */
  onSvcA2uiMessage?: (e: SvcA2uiMessageEvent) => void;
};

type SvcPlaceholderProps = {
  /** The id of the component on its way. */
  componentId?: SvcPlaceholder["componentId"];
  /** Stands in for the surface's root (a larger block). */
  root?: SvcPlaceholder["root"];
};

type SvcRequestFormProps = {
  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  baseUrl?: SvcRequestForm["baseUrl"];
  /** The request schema whose form to show. */
  requestSchemaId?: SvcRequestForm["requestSchemaId"];
  /** Text of the form's submit button; empty: "Submit request" in the page's language. */
  submitLabel?: SvcRequestForm["submitLabel"];
  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  auth?: SvcRequestForm["auth"];
  /** A ready client; when set, `base-url` and `auth` are not used. */
  client?: SvcRequestForm["client"];
  /** Initial values by field name, handed to the form (defaults fill the rest). */
  value?: SvcRequestForm["value"];
  /** Searches users and resources for the form's picker fields. */
  resourceProvider?: SvcRequestForm["resourceProvider"];
  /** The inner `<svc-form>`, once the schema is shown (for `validate()`, `setErrors()` …). */
  formElement?: SvcRequestForm["formElement"];
  /** From the inner form: each edit, with all values. */
  onInput?: (e: SvcFormValueEvent) => void;
  /** From the inner form: a committed edit, with all values. */
  onChange?: (e: SvcFormValueEvent) => void;
  /** From the inner form: valid values only, in `values`. */
  onSubmit?: (e: SvcFormSubmitEvent) => void;
  /** From the inner form: connect an OAuth2 field. */
  onSvcOauth2Connect?: (e: SvcOAuth2ConnectEvent) => void;
  /** The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again. */
  onSvcAuthRequired?: (e: SvcAuthRequiredEvent) => void;
};

type SvcSurfaceProps = {
  /** The language of the built-in words (`de`, `de-CH`, `ja`, `ar`…) and the locale of formatNumber,
formatCurrency, formatDate and pluralize. Sets `lang` and `dir` (`rtl` for Arabic, Hebrew,
Persian, Urdu…) on the element. Unset: words from the closest `lang` above, else English;
formatting in the page's locale. */
  locale?: SvcSurface["locale"];
  /** Inspector mode, for the people who build agents: markers show their component's issues,
hovering a component outlines it with its id and variant, and a panel lists the issues. */
  debug?: SvcSurface["debug"];
  /** The `surface` record is still arriving (a conversation reading a streamed response): each
partial record is applied whatever its `updatedAt`, a child not there yet shows as a
placeholder, the surface is `aria-busy`, and issues wait for the complete record. */
  streaming?: SvcSurface["streaming"];
  /** Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
version of the surface) before it comes back and says that no answer came. */
  pendingTimeout?: SvcSurface["pendingTimeout"];
  /** The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
titles are all `h3`), each text's biggest markdown heading too, and the elements' own
headings (a card's title); smaller ones follow below, so the page's outline stays in order. */
  headingLevel?: SvcSurface["headingLevel"];
  /** A Surface record exactly as the surfaces endpoint returns it. The same `surfaceId` and
`updatedAt` again changes nothing; a newer `updatedAt` is reconciled by component id (unchanged
elements stay, with focus and state) and its data merged three ways with what the user typed. */
  surface?: SvcSurface["surface"];
  /** The function catalog checks and calls use; register more on it to extend it. */
  functions?: SvcSurface["functions"];
  /** The live data model of the surface; subscribe to paths on it, or use `setData`. */
  model?: SvcSurface["model"];
  /** Lists and searches resources for `<svc-resource-picker>` elements in the surface. */
  resourceProvider?: SvcSurface["resourceProvider"];
  /** Reads and saves connector settings for `<svc-connector-config-form>` elements. */
  connectorSettingsProvider?: SvcSurface["connectorSettingsProvider"];
  /** Live connector sync status for the sync progress and detail cards. */
  syncStatusProvider?: SvcSurface["syncStatusProvider"];
  /** Where images, videos and sounds may load from; unset: https only, any origin. */
  mediaPolicy?: SvcSurface["mediaPolicy"];
  /** Resolves once the element tree of the current surface is completely built. A surface of up to
a few hundred elements is built at once (as soon as `updateComplete` resolves); a larger one
shows its first screenful at once and builds the rest in slices of a few milliseconds, so the
page stays responsive. `svc-surface-rendered` fires at the same moment. */
  rendered?: SvcSurface["rendered"];
  /** A plain-JSON snapshot of the current data model. */
  dataModel?: SvcSurface["dataModel"];
  /** The parser's and renderer's issues with the current surface, each once. */
  issues?: SvcSurface["issues"];
  /** The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set. */
  onSvcAction?: (e: SvcActionEvent) => void;
  /** The user edited a bound value; `detail` has surfaceId, path, value. */
  onSvcDataChange?: (e: SvcDataChangeEvent) => void;
  /** A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server. */
  onSvcDataConflict?: (e: SvcDataConflictEvent) => void;
  /** The surface could not be shown at all; `detail.message` says why. */
  onSvcSurfaceError?: (e: SvcSurfaceErrorEvent) => void;
  /** The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`. */
  onSvcSurfaceIssues?: (e: SvcSurfaceIssuesEvent) => void;
  /** The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`. */
  onSvcSurfaceRendered?: (e: SvcSurfaceRenderedEvent) => void;
};

export type CustomElements = {
  /**
   * A sound with the browser's own player controls and a visible title, or a labelled
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
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-audio-player-max-width** - Widest the player gets. _(default: 480px)_
   * - **--svc-audio-player-label-color** - Colour of the title. _(default: var(--svc-color-text))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding the title and the player.
   * - **label** - The title (the `description`).
   * - **audio** - The `<audio>`; its controls are the browser's (keyboard included).
   * - **placeholder** - Stands in for a sound not allowed or not loaded; `role="img"`.
   * - **placeholder-glyph** - The placeholder's icon.
   * - **placeholder-text** - The placeholder's sentence.
   */
  "svc-audio-player": DefineComponent<SvcAudioPlayerProps>;

  /**
   * A button the user presses to act.
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
   * ---
   *
   *
   * ### **Events:**
   *  - **click** - The user pressed the enabled, not pending button.
   *
   * ### **Methods:**
   *  - **click()** - Like a native disabled button, a disabled or pending one ignores `click()`.
   *
   * ### **Slots:**
   *  - _default_ - The button's content; replaces `label` when it holds an element or text.
   *
   * ### **CSS Properties:**
   *  - **--svc-button-padding** - Space inside the button (its height comes from `size`). _(default: 4px 12px)_
   * - **--svc-button-radius** - Corner radius. _(default: var(--svc-radius, 6px))_
   * - **--svc-button-font-weight** - Weight of the label. _(default: 600)_
   * - **--svc-button-primary-color** - Background of `primary`, text colour of `text`. _(default: var(--svc-color-primary))_
   * - **--svc-button-tooltip-background** - Background of the tooltip. _(default: var(--svc-color-text))_
   * - **--svc-button-tooltip-color** - Text colour of the tooltip. _(default: var(--svc-color-surface))_
   * - **--svc-button-spinner-size** - Diameter of the pending spinner. _(default: 1em)_
   *
   * ### **CSS Parts:**
   *  - **base** - The native `<button>`.
   * - **label** - Holds the content: the slotted children, or else the `label` text.
   * - **spinner** - The busy indicator shown while `pending`.
   * - **tooltip** - The bubble that explains why the button is disabled.
   * - **notice** - The note under the button about its last press (`notice`).
   */
  "svc-button": DefineComponent<SvcButtonProps>;

  /**
   * A padded, rounded, bordered box that stacks its children vertically.
   *
   * A card has no properties of its own: the surface renders the component's children into the
   * default slot. The outline border (rather than a shadow) keeps nested cards readable.
   * ---
   *
   *
   * ### **Slots:**
   *  - _default_ - The card's content, stacked vertically with a gap.
   *
   * ### **CSS Properties:**
   *  - **--svc-card-padding** - Space inside the border. _(default: var(--svc-space-4, 16px))_
   * - **--svc-card-gap** - Space between children. _(default: var(--svc-space-3, 12px))_
   * - **--svc-card-radius** - Corner radius. _(default: var(--svc-radius-lg, 10px))_
   * - **--svc-card-border** - The border shorthand. _(default: 1px solid var(--svc-color-border))_
   * - **--svc-card-background** - Background of the box. _(default: var(--svc-color-surface))_
   * - **--svc-card-shadow** - Box shadow. _(default: none)_
   *
   * ### **CSS Parts:**
   *  - **base** - The box: padding, border, radius and background.
   */
  "svc-card": DefineComponent<SvcCardProps>;

  /**
   * A labelled box the user can tick.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user toggled the box, after `checked` has been updated.
   * - **change** - The user toggled the box, after `checked` has been updated (fired after `input`).
   *
   * ### **CSS Properties:**
   *  - **--svc-check-box-size** - Edge of the box. _(default: 18px)_
   * - **--svc-check-box-accent** - Colour of the ticked box. _(default: var(--svc-color-primary))_
   * - **--svc-check-box-label-color** - Colour of the label. _(default: var(--svc-color-text))_
   * - **--svc-check-box-error-color** - Colour of the error text. _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding the box row and the error.
   * - **row** - The clickable `<label>` around box and label text.
   * - **control** - The native checkbox.
   * - **label** - The label text.
   * - **error** - The error message (shown once the box was touched).
   */
  "svc-check-box": DefineComponent<SvcCheckBoxProps>;

  /**
   * A labelled group of options: radio buttons, or check boxes when several may be chosen.
   *
   * A long list is drawn 200 options per task (`CHOICES_PER_TASK`), so no task runs long;
   * `updateComplete` resolves once every option is drawn.
   *
   * With `filterable`, a search box above the options shows only those whose label or description
   * contains what was typed (ignoring case and accents); the selection is kept whatever is shown.
   * Escape clears the box, Arrow Down moves to the first option shown, and a polite status says how
   * many options are shown. With `displayStyle="chips"` the options are pills that wrap on one line;
   * they stay radio buttons or check boxes for the keyboard and screen readers.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user changed the selection, after `value` has been updated.
   * - **change** - The user changed the selection, after `value` has been updated (fired after `input`).
   *
   * ### **CSS Properties:**
   *  - **--svc-choice-picker-gap** - Space between options. _(default: var(--svc-space-2))_
   * - **--svc-choice-picker-accent** - Colour of selected controls. _(default: var(--svc-color-primary))_
   * - **--svc-choice-picker-label-color** - Colour of the group label. _(default: var(--svc-color-text))_
   * - **--svc-choice-picker-description-color** - Colour of descriptions. _(default: var(--svc-color-text-muted))_
   * - **--svc-choice-picker-error-color** - Colour of the error text and required marker. _(default: var(--svc-color-danger))_
   * - **--svc-choice-picker-chip-border** - Border of an unselected chip. _(default: var(--svc-color-border))_
   * - **--svc-choice-picker-chip-selected-background** - Background of a selected chip. _(default: var(--svc-color-primary))_
   * - **--svc-choice-picker-chip-selected-color** - Text of a selected chip. _(default: var(--svc-color-on-primary))_
   *
   * ### **CSS Parts:**
   *  - **base** - The `<fieldset>` around the group.
   * - **label** - The `<legend>` naming the group.
   * - **filter** - The search box of a `filterable` picker.
   * - **no-match** - The text shown when the filter matches no option.
   * - **options** - The list of options.
   * - **option** - The `<label>` of one option (box plus texts).
   * - **control** - The native radio button or check box of an option.
   * - **option-label** - The text of an option.
   * - **description** - The secondary text of an option.
   * - **error** - The error message (shown once the group was touched).
   */
  "svc-choice-picker": DefineComponent<SvcChoicePickerProps>;

  /**
   * Stacks its children vertically.
   *
   * A child's share of the free height is its `flex-grow` (the surface writes a component's
   * `weight` there); it only matters when the column is taller than its content. With
   * `distribution="stretch"` every child gets `flex: 1 1 0%`. Children never get wider than the
   * column (`max-width: 100%`).
   * ---
   *
   *
   * ### **Slots:**
   *  - _default_ - The children, in order.
   *
   * ### **CSS Properties:**
   *  - **--svc-column-gap** - Space between children when the `gap` property is 0 (A2UI columns have none: the basic catalog's renderers space them by default). _(default: var(--svc-space-2))_
   *
   * ### **CSS Parts:**
   *  - **base** - The flex container around the slot.
   */
  "svc-column": DefineComponent<SvcColumnProps>;

  /**
   * A labelled native date, time or date-and-time picker that reads and writes ISO 8601.
   *
   * A value with `Z` or an offset is shown in the viewer's local time and written back in UTC with
   * `Z`; a value without a zone stays plain local time; a cleared input writes ''. A value the control
   * cannot show ("next tuesday") leaves it empty with a visible note saying so. A date or time
   * entered only in part (a month without its day) has no value ('') and sets `validationMessage`
   * (the browser's words), shown as the error once the input was left; a surface does not send an
   * action with it.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user changed the value, after `value` has been updated.
   * - **change** - The user committed a value, after `value` has been updated.
   *
   * ### **CSS Properties:**
   *  - **--svc-date-time-input-border-color** - Border of the control. _(default: var(--svc-color-border))_
   * - **--svc-date-time-input-background** - Background of the control. _(default: var(--svc-color-surface))_
   * - **--svc-date-time-input-radius** - Corner radius of the control. _(default: var(--svc-radius))_
   * - **--svc-date-time-input-label-color** - Colour of the label. _(default: var(--svc-color-text))_
   * - **--svc-date-time-input-error-color** - Colour of the error text and border. _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control and error.
   * - **label** - The label text.
   * - **control** - The native `<input type="date|time|datetime-local">`.
   * - **error** - The error message (shown once the input was touched).
   * - **note** - Says that the value could not be read (the control cannot show it).
   */
  "svc-date-time-input": DefineComponent<SvcDateTimeInputProps>;

  /**
   * A thin line that separates content.
   *
   * Horizontal (default) spans the full width. Vertical is as tall as the row it sits in: the host
   * has `align-self: stretch`, and it is at least `1em` tall on its own.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-divider-color** - Colour of the line. _(default: var(--svc-color-border))_
   * - **--svc-divider-width** - Thickness of the line. _(default: 1px)_
   * - **--svc-divider-spacing** - Space on both sides of the line. _(default: var(--svc-space-2, 8px))_
   *
   * ### **CSS Parts:**
   *  - **base** - The line, with `role="separator"` and `aria-orientation`.
   */
  "svc-divider": DefineComponent<SvcDividerProps>;

  /**
   * An icon of the A2UI basic catalog, by name.
   *
   * `name` is one of the catalog's 59 names (`accountCircle`, `arrowBack`, `shoppingCart`, …; any
   * case, `arrow_back` and `arrow-back` too), drawn from Material Design Icons; the drawings load
   * in their own chunk the first time an icon is shown. A custom `path` (SVG path data on a 24×24
   * grid, as the catalog's `{svgPath}`/`{path}` form of `name`) wins over the name.
   *
   * Without a `label` the icon is decorative (hidden from assistive technology); with one it is an
   * image of that name. A name the catalog does not have is never dropped silently: an emoji is
   * shown as itself, anything else as a dashed square, both named by the label or the name's words.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-icon-size** - Edge of the icon. _(default: 24px)_
   * - **--svc-icon-color** - Colour of the icon. _(default: currentColor)_
   *
   * ### **CSS Parts:**
   *  - **svg** - The `<svg>` of a known icon, a custom path or the dashed square.
   * - **text** - The emoji shown for an unknown name that is one.
   */
  "svc-icon": DefineComponent<SvcIconProps>;

  /**
   * A picture from an address, sized by a variant, or a labelled placeholder.
   *
   * The address must pass the media policy (the `mediaPolicy` property, else the one the enclosing
   * surface provides, else https only): otherwise nothing is requested and a placeholder says
   * "Image not shown: its address is not allowed". A picture that fails to load is replaced by a
   * placeholder too, never a broken-image icon. Pictures load lazily, decode off the main thread
   * and send no referrer. With an empty `description` the picture is decorative (`alt=""`).
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-image-radius** - Corner radius (avatars are round). _(default: var(--svc-radius))_
   * - **--svc-image-icon-size** - Edge of the `icon` variant. _(default: 24px)_
   * - **--svc-image-avatar-size** - Diameter of the `avatar` variant. _(default: 40px)_
   * - **--svc-image-small-width** - Width of `smallFeature`. _(default: 120px)_
   * - **--svc-image-medium-width** - Width of `mediumFeature`. _(default: 240px)_
   * - **--svc-image-large-width** - Width of `largeFeature`. _(default: 100%)_
   * - **--svc-image-header-height** - Height of the full-width `header`. _(default: 160px)_
   * - **--svc-image-placeholder-ratio** - Shape of the box before a feature picture has loaded, and of its placeholder. _(default: 4 / 3)_
   *
   * ### **CSS Parts:**
   *  - **base** - The box that sizes and clips the picture.
   * - **image** - The `<img>`.
   * - **placeholder** - Stands in for a picture not allowed or not loaded; `role="img"`.
   * - **placeholder-glyph** - The placeholder's icon.
   * - **placeholder-text** - The placeholder's sentence (hidden in the icon and avatar sizes).
   */
  "svc-image": DefineComponent<SvcImageProps>;

  /**
   * A scrollable list of items, stacked vertically or side by side.
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
   * ---
   *
   *
   * ### **Slots:**
   *  - _default_ - The items, in order.
   *
   * ### **CSS Properties:**
   *  - **--svc-list-gap** - Space between items when the `gap` property is 0 (A2UI lists have none: the basic catalog's renderers space them by default). _(default: var(--svc-space-3))_
   * - **--svc-list-divider** - The rule between two items of a vertical list that are groups (a row or a column each); `none` for none. _(default: 1px solid var(--svc-color-border))_
   * - **--svc-list-max-height** - Height past which a vertical list scrolls. _(default: none)_
   * - **--svc-list-item-max-width** - Widest an item of a horizontal list may be. _(default: 80%)_
   *
   * ### **CSS Parts:**
   *  - **base** - The flex container and scroll box around the slot.
   */
  "svc-list": DefineComponent<SvcListProps>;

  /**
   * A trigger that opens its content in a modal dialog.
   *
   * Only the trigger shows. Activating it (a click, or Enter/Space on a button inside it) opens a
   * native modal `<dialog>` with the content and a Close button: the rest of the page becomes inert,
   * so focus stays in the dialog. Escape, the Close button or a click on the backdrop close it, and
   * focus goes back to where it was (the trigger). A trigger with nothing focusable in it (a text,
   * an image) is made a button itself, so keyboard users can open the dialog too. The content stays
   * in the document while closed, so what the person typed in it survives closing and reopening.
   * ---
   *
   *
   * ### **Slots:**
   *  - **trigger** - What the person activates to open the dialog, usually a button.
   * - **content** - What the dialog shows.
   *
   * ### **CSS Properties:**
   *  - **--svc-modal-width** - Widest the dialog gets (never wider than the viewport). _(default: 640px)_
   * - **--svc-modal-padding** - Space around the content. _(default: var(--svc-space-4, 16px))_
   * - **--svc-modal-backdrop** - Colour over the page behind the dialog. _(default: rgb(0 0 0 / 0.45))_
   *
   * ### **CSS Parts:**
   *  - **trigger** - The box around the trigger (a button itself when the trigger has nothing focusable).
   * - **dialog** - The native `<dialog>`.
   * - **header** - The bar at the top of the dialog that holds the Close button.
   * - **close** - The Close button.
   * - **body** - The box around the content.
   */
  "svc-modal": DefineComponent<SvcModalProps>;

  /**
   * A read-only bar showing how far something has progressed.
   *
   * The bar fills `(value - min) / (max - min)`, clamped to 0..100 %, and shows that percent as
   * text. While `value` is missing (undefined, null, '' or not a number) it is indeterminate: an
   * animated stripe (static under `prefers-reduced-motion`) and no `aria-valuenow`. Assistive
   * technology gets `role="progressbar"` with `aria-valuemin="0"`, `aria-valuemax="100"` and
   * `aria-valuenow` as the whole percent, named by the label.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-progress-bar-height** - Thickness of the bar. _(default: var(--svc-progress-height))_
   * - **--svc-progress-bar-radius** - Corner radius of the bar. _(default: 999px)_
   * - **--svc-progress-bar-track-color** - Unfilled colour. _(default: var(--svc-progress-track-color))_
   * - **--svc-progress-bar-indicator-color** - Filled colour. _(default: var(--svc-progress-color))_
   * - **--svc-progress-bar-label-color** - Colour of the label. _(default: var(--svc-color-text))_
   *
   * ### **CSS Parts:**
   *  - **base** - The wrapper around header and track.
   * - **header** - The line holding the label and the percent.
   * - **label** - The label text.
   * - **value** - The percent text (hidden while indeterminate).
   * - **track** - The bar's background; carries `role="progressbar"`.
   * - **indicator** - The filled part of the bar.
   */
  "svc-progress-bar": DefineComponent<SvcProgressBarProps>;

  /**
   * Lays its children out side by side, in one line that does not wrap, except on a
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
   * ---
   *
   *
   * ### **Slots:**
   *  - _default_ - The children, in order.
   *
   * ### **CSS Properties:**
   *  - **--svc-row-gap** - Space between children when the `gap` property is 0 (A2UI rows have none: the basic catalog's renderers space them by default). _(default: var(--svc-space-2))_
   *
   * ### **CSS Parts:**
   *  - **base** - The flex container around the slot.
   */
  "svc-row": DefineComponent<SvcRowProps>;

  /**
   * A labelled slider for a number between `min` and `max`, showing its current value.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The value changes while the user drags or presses arrow keys, after `value` has been updated.
   * - **change** - The user committed a value (released the thumb, or each key step), after `value` has been updated.
   *
   * ### **CSS Properties:**
   *  - **--svc-slider-accent** - Colour of the track fill and thumb. _(default: var(--svc-color-primary))_
   * - **--svc-slider-label-color** - Colour of the label. _(default: var(--svc-color-text))_
   * - **--svc-slider-value-color** - Colour of the shown value. _(default: var(--svc-color-text-muted))_
   * - **--svc-slider-error-color** - Colour of the error text. _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding the header, control and error.
   * - **header** - The row holding the label and the current value.
   * - **label** - The label text.
   * - **value** - The current value shown next to the label.
   * - **control** - The native `<input type="range">`.
   * - **error** - The error message (shown once the slider was touched).
   */
  "svc-slider": DefineComponent<SvcSliderProps>;

  /**
   * Panels behind a row of tabs; one panel shows at a time.
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
   * ---
   *
   *
   * ### **Events:**
   *  - **change** - The user selected another tab (`selected` holds its index). A `change` from inside a panel bubbles through too: compare `event.target` with the tabs element.
   *
   * ### **Slots:**
   *  - _default_ - The panels, one child per tab, in order.
   *
   * ### **CSS Properties:**
   *  - **--svc-tabs-accent** - Colour of the selected tab's indicator. _(default: var(--svc-color-primary))_
   * - **--svc-tabs-gap** - Space between the tabs and the panel. _(default: var(--svc-space-3, 12px))_
   * - **--svc-tabs-scroll-shadow** - Colour of the shadow on a side of the tabs where more tabs are scrolled out of view (a narrow screen); a translucent dark by default. _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **tablist** - The row of tabs.
   * - **tab** - One tab button; the selected one also has `tab-selected`.
   * - **tab-selected** - The selected tab.
   * - **panel** - The box around one child.
   */
  "svc-tabs": DefineComponent<SvcTabsProps>;

  /**
   * A labelled text input: one line, several lines, a number or a password.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - Each edit by the user, after `value` has been updated.
   * - **change** - The user committed the edit (blur or Enter), after `value` has been updated.
   *
   * ### **CSS Properties:**
   *  - **--svc-text-field-border-color** - Border of the control. _(default: var(--svc-color-border))_
   * - **--svc-text-field-background** - Background of the control. _(default: var(--svc-color-surface))_
   * - **--svc-text-field-radius** - Corner radius of the control. _(default: var(--svc-radius))_
   * - **--svc-text-field-label-color** - Colour of the label. _(default: var(--svc-color-text))_
   * - **--svc-text-field-error-color** - Colour of the error text and border. _(default: var(--svc-color-danger))_
   * - **--svc-text-field-min-lines** - Visible lines of the `longText` variant. _(default: 3)_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control and error.
   * - **label** - The label text.
   * - **control** - The native `<input>` or `<textarea>`.
   * - **error** - The error message under the control (shown once the field was touched).
   */
  "svc-text-field": DefineComponent<SvcTextFieldProps>;

  /**
   * Text from the assistant. Plain text is always escaped and keeps its line breaks.
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
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-text-color** - Colour of the text. _(default: var(--svc-color-text))_
   * - **--svc-text-line-height** - Line height. _(default: 1.5)_
   * - **--svc-text-link-color** - Colour of markdown links. _(default: var(--svc-color-primary))_
   * - **--svc-text-code-background** - Background of markdown code, code blocks and table headers. _(default: var(--svc-color-surface-raised))_
   * - **--svc-text-heading-weight** - Font weight of the heading variants. _(default: 600)_
   * - **--svc-text-caption-color** - Colour of the `caption` variant. _(default: var(--svc-color-text-muted))_
   *
   * ### **CSS Parts:**
   *  - **base** - The block that holds the text (a `<p>` for plain text, a `<div>` for markdown).
   * - **heading** - The `role="heading"` block around the text for `h1`…`h5`.
   * - **markdown** - The same block when it holds rendered markdown.
   * - **table-scroll** - Scroll box around each markdown table.
   * - **toggle** - The "Show more" / "Show less" button of a long plain text.
   */
  "svc-text": DefineComponent<SvcTextProps>;

  /**
   * A video with the browser's own controls, or a labelled placeholder.
   *
   * The video never plays by itself: it shows its poster (or first frame) and waits for the user,
   * and only its metadata loads before that (`preload="metadata"`). Its address, and the poster's,
   * must pass the media policy (the `mediaPolicy` property, else the one the enclosing surface
   * provides, else https only): a refused video is never requested and a placeholder says so; a
   * refused poster is left out. A video that fails to load is replaced by a placeholder.
   *
   * Browsers offer no per-element referrer policy for video: its requests follow the page's
   * (`<meta name="referrer">`), unlike `<svc-image>`, which sends none.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-video-max-width** - Widest the video gets; it is never wider than its box. _(default: 640px)_
   * - **--svc-video-radius** - Corner radius. _(default: var(--svc-radius))_
   * - **--svc-video-ratio** - Shape of the box until the video's own size is known (a placeholder is a short box instead). _(default: 16 / 9)_
   *
   * ### **CSS Parts:**
   *  - **base** - The box around the video or placeholder.
   * - **video** - The `<video>`; its controls are the browser's (keyboard included).
   * - **placeholder** - Stands in for a video not allowed or not loaded; `role="img"`.
   * - **placeholder-glyph** - The placeholder's icon.
   * - **placeholder-text** - The placeholder's sentence.
   */
  "svc-video": DefineComponent<SvcVideoProps>;

  /**
   * A boolean field of `<svc-form>`: a checkbox, or a switch when the field asks for a toggle.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user toggled the box; `value` is already updated.
   * - **change** - Same moment as `input` (a toggle is a committed edit).
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-label-color** - Label colour (shared by all form fields). _(default: var(--svc-color-text))_
   * - **--svc-form-error-color** - Error colour (shared by all form fields). _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding the control, description, notes and error.
   * - **label** - The clickable label holding the box and its text.
   * - **control** - The native checkbox.
   * - **description** - The field's description.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-bool": DefineComponent<SvcFormBoolProps>;

  /**
   * A list of strings in `<svc-form>`, entered as chips: type and press Enter (or a comma)
   * to add, press a chip's × to remove.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - An item was added or removed; `value` is already updated.
   * - **change** - Same moment as `input`.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control and chips (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, chips, input, hint, notes and error.
   * - **label** - The label.
   * - **chips** - The list of items.
   * - **chip** - One item.
   * - **chip-remove** - The remove button of an item.
   * - **control** - The input for a new item.
   * - **description** - The field's description.
   * - **hint** - How many items are allowed.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-chips": DefineComponent<SvcFormChipsProps>;

  /**
   * A date field of `<svc-form>`: a date input bounded by the field's fixed dates and its
   * days-from-today limits.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - Each edit; `value` is already updated.
   * - **change** - The user committed the edit.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control, hint, notes and error.
   * - **label** - The label.
   * - **control** - The native date input.
   * - **description** - The field's description.
   * - **hint** - The allowed dates.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-date": DefineComponent<SvcFormDateProps>;

  /**
   * A file field of `<svc-form>`: a file input limited to the accepted types, with the
   * maximum size shown. The chosen `File` is the value; it is not read or uploaded here.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user chose or removed a file; `value` is already updated.
   * - **change** - Same moment as `input`.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control, file, hint, notes and error.
   * - **label** - The label.
   * - **control** - The native file input.
   * - **file** - The chosen file's name and size.
   * - **remove** - The button that removes the chosen file.
   * - **description** - The field's description.
   * - **hint** - Accepted types and maximum size.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-file": DefineComponent<SvcFormFileProps>;

  /**
   * A form drawn from the service's Form type (spec 2.3): every field kind, its rules and
   * the relationships between fields, with groups as sections (the default group first).
   *
   * Errors show once a field was changed, and for every field after a submit attempt; the
   * relationship checks run from the first submit attempt on. Password values stay in properties:
   * never in attributes, never logged.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - Each edit; `values` holds every field's value, `field` the edited field's name.
   * - **change** - A committed edit; same fields as `input`.
   * - **submit** - The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled.
   * - **svc-oauth2-connect** - The user pressed Connect on an OAuth2 field (from the field, passes through).
   *
   * ### **Methods:**
   *  - **validate(): _FormErrors_** - Checks every field and relationship, shows all the messages, and returns them by field name
   * (empty when the form is valid).
   * - **setErrors(errors: _Record<string, string>_)** - Shows messages from the server, by field name (`{apiKey: 'This key was revoked'}`). Each one
   * stays until its field changes; messages for names that are not shown fields appear above the
   * form. `setErrors({})` clears them.
   * - **reset()** - Back to the default values, with no messages shown.
   * - **requestSubmit(): _boolean_** - Validates, and fires `submit` when everything passes (focusing the first invalid field
   * otherwise). Returns whether `submit` was fired. While the regex engine for the form's patterns
   * is still loading (the first form with a pattern on the page), a submit waits for it, then
   * validates again and submits if everything passes (false is returned meanwhile).
   *
   * ### **Slots:**
   *  - **actions** - Extra buttons next to the submit button (for example Cancel or Skip).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-gap** - Space between fields. _(default: var(--svc-space-4))_
   * - **--svc-form-label-color** - Colour of field labels. _(default: var(--svc-color-text))_
   * - **--svc-form-error-color** - Colour of error messages and invalid borders. _(default: var(--svc-color-danger))_
   * - **--svc-form-control-background** - Background of inputs. _(default: var(--svc-color-surface))_
   * - **--svc-form-control-border-color** - Border of inputs. _(default: var(--svc-color-border))_
   * - **--svc-form-control-radius** - Corner radius of inputs. _(default: var(--svc-radius))_
   * - **--svc-form-submit-background** - Background of the submit button. _(default: var(--svc-color-primary))_
   * - **--svc-form-submit-color** - Text colour of the submit button. _(default: black or white, by the background's lightness)_
   *
   * ### **CSS Parts:**
   *  - **form** - The native form element.
   * - **title** - The form's display name.
   * - **description** - The form's description.
   * - **form-error** - Messages that belong to no shown field (from `setErrors`).
   * - **section** - A group of fields.
   * - **section-title** - A group's display name.
   * - **section-help** - A group's help text.
   * - **field** - Each field element.
   * - **unsupported** - A field of a kind this version cannot draw.
   * - **actions** - The row holding the submit button and the `actions` slot.
   * - **submit** - The submit button.
   */
  "svc-form": DefineComponent<SvcFormProps>;

  /**
   * A string map in `<svc-form>`: rows of key and value, with add and remove buttons.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - A key or value was edited, or a row added or removed; `value` is updated.
   * - **change** - A row edit was committed, or a row added or removed.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the inputs (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, rows, notes and error.
   * - **label** - The label of the group.
   * - **row** - One key/value row.
   * - **key** - A key input.
   * - **value** - A value input.
   * - **remove** - A row's remove button.
   * - **add** - The button that adds a row.
   * - **description** - The field's description.
   * - **hint** - A warning about repeated keys.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-map": DefineComponent<SvcFormMapProps>;

  /**
   * An int64 field of `<svc-form>`: a number input with the field's min, max and step.
   * The value stays a decimal string, exact beyond 2^53.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - Each edit; `value` is already updated.
   * - **change** - The user committed the edit.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control (shared by all form fields). _(default: var(--svc-color-border))_
   * - **--svc-form-control-background** - Background of the control (shared). _(default: var(--svc-color-surface))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control, hint, notes and error.
   * - **label** - The label.
   * - **control** - The native number input.
   * - **description** - The field's description.
   * - **hint** - The allowed range.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-number": DefineComponent<SvcFormNumberProps>;

  /**
   * An OAuth2 field of `<svc-form>`: a connect button. The host runs the OAuth2 flow on
   * `svc-oauth2-connect` and then sets the field's value (for example a credential id).
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-oauth2-connect** - The user pressed Connect; carries `field` (the field name) and `view` (the field's `oauth2FieldView`).
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the button (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, status, button, notes and error.
   * - **label** - The label.
   * - **status** - "Connected" or "Not connected".
   * - **control** - The connect button.
   * - **description** - The field's description.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-oauth2": DefineComponent<SvcFormOAuth2Props>;

  /**
   * A password field of `<svc-form>`: masked input. The value lives only in the `value`
   * property and the input's own value: never in an attribute, never logged.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - Each edit; `value` is already updated.
   * - **change** - The user committed the edit (blur).
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control, notes and error.
   * - **label** - The label.
   * - **control** - The native password input.
   * - **description** - The field's description.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-password": DefineComponent<SvcFormPasswordProps>;

  /**
   * A picker in `<svc-form>` for an app user, a user or a resource (one, or several for a
   * list field). It searches through the host's resource provider; without one it falls back to
   * typing the IDs, with a note saying so.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The selection changed; `value` is already updated.
   * - **change** - Same moment as `input`.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the inputs and chips (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, selection, search, results, notes and error.
   * - **label** - The label.
   * - **control** - The search input (or the ID input without a provider).
   * - **selection** - The chosen item of a single picker.
   * - **clear** - The button that clears a single picker.
   * - **chips** - The chosen items of a list picker.
   * - **chip** - One chosen item.
   * - **chip-remove** - Its remove button.
   * - **results** - The list of search results.
   * - **option** - One search result (a button).
   * - **status** - Loading and error text.
   * - **description** - The field's description.
   * - **hint** - The fallback note.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-picker": DefineComponent<SvcFormPickerProps>;

  /**
   * A choice among fixed options in `<svc-form>`: a select list; the chosen option's
   * description is shown under it.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user chose an option; `value` is already updated.
   * - **change** - Same moment as `input`.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control (shared by all form fields). _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control, hint, notes and error.
   * - **label** - The label.
   * - **control** - The native select.
   * - **description** - The field's description.
   * - **hint** - The description of the chosen option.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-select": DefineComponent<SvcFormSelectProps>;

  /**
   * A text field of `<svc-form>`: one line, or several when the field is multiline, with
   * an optional suffix after the input (a unit, a domain).
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - Each edit; `value` is already updated.
   * - **change** - The user committed the edit (blur).
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_)** - Moves focus to the field's control (the first focusable part).
   *
   * ### **CSS Properties:**
   *  - **--svc-form-control-border-color** - Border of the control (shared by all form fields). _(default: var(--svc-color-border))_
   * - **--svc-form-text-lines** - Visible lines of a multiline field. _(default: 3)_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding label, control, notes and error.
   * - **label** - The label.
   * - **control** - The native input or textarea.
   * - **suffix** - The text after the input.
   * - **description** - The field's description.
   * - **note** - A note about the field.
   * - **error** - The error message.
   */
  "svc-form-text": DefineComponent<SvcFormTextProps>;

  /**
   * A chart from the assistant: a donut (or horizontal bars past 8 categories) for
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
   * ---
   *
   *
   * ### **Methods:**
   *  - **refreshTheme()** - Reads the colours again and redraws. Call it after changing the theme's custom properties or
   * `color-scheme` from script; a change of the system's light/dark preference is picked up alone.
   *
   * ### **CSS Properties:**
   *  - **--svc-chart-height** - Height of the drawing. _(default: 280px)_
   * - **--svc-chart-color-1** - Series/category colour 1 (the brand colour). _(default: var(--svc-color-primary))_
   * - **--svc-chart-color-2** - Series/category colour 2 (green). _(default: light-dark(#1a7f37, #3fb950))_
   * - **--svc-chart-color-3** - Series/category colour 3 (orange). _(default: light-dark(#bc4c00, #f0883e))_
   * - **--svc-chart-color-4** - Series/category colour 4 (purple). _(default: light-dark(#8250df, #a371f7))_
   * - **--svc-chart-color-5** - Series/category colour 5 (pink). _(default: light-dark(#bf3989, #db61a2))_
   * - **--svc-chart-color-6** - Series/category colour 6 (teal). _(default: light-dark(#0a7ea4, #39c5cf))_
   * - **--svc-chart-color-7** - Series/category colour 7 (yellow). _(default: light-dark(#9a6700, #d29922))_
   * - **--svc-chart-color-8** - Series/category colour 8 (grey). _(default: light-dark(#57606a, #8b949e))_
   * - **--svc-chart-text-color** - Labels and legend. _(default: var(--svc-color-text))_
   * - **--svc-chart-muted-color** - Axis labels. _(default: var(--svc-color-text-muted))_
   * - **--svc-chart-grid-color** - Axis and grid lines. _(default: var(--svc-color-border))_
   *
   * ### **CSS Parts:**
   *  - **base** - The figure around everything.
   * - **heading** - The heading (figure caption).
   * - **range** - The time range label of a time series.
   * - **chart** - The box echarts draws into (`role="img"`, labelled by the summary).
   * - **status** - "Loading chart…" while echarts loads.
   * - **error** - The message shown when echarts could not be loaded.
   * - **retry** - The "Try again" button in that message.
   * - **data-table** - The data table (visually hidden unless echarts failed).
   * - **empty** - The "No data" message.
   * - **artifact** - The link to the data (only for https URLs the URL policy allows).
   * - **sources** - The sources footnote.
   */
  "svc-chart": DefineComponent<SvcChartProps>;

  /**
   * A block of code from the assistant: monospaced, whitespace kept, long lines scroll,
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
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-code-block-background** - Background of the code. _(default: var(--svc-color-surface-raised))_
   * - **--svc-code-block-border-color** - Border around the block. _(default: var(--svc-color-border))_
   * - **--svc-code-block-font-size** - Font size of the code. _(default: 13px)_
   * - **--svc-code-block-max-height** - Height after which the code scrolls vertically. _(default: none)_
   * - **--svc-code-block-tab-size** - Width of a tab, in spaces. _(default: 4)_
   * - **--svc-code-block-keyword-color** - Keywords. _(default: light-dark(#cf222e, #ff7b72))_
   * - **--svc-code-block-string-color** - Strings. _(default: light-dark(#0a3069, #a5d6ff))_
   * - **--svc-code-block-number-color** - Numbers, literals, attributes. _(default: light-dark(#0550ae, #79c0ff))_
   * - **--svc-code-block-title-color** - Function and class names, tags. _(default: light-dark(#6639ba, #d2a8ff))_
   * - **--svc-code-block-comment-color** - Comments. _(default: var(--svc-color-text-muted))_
   *
   * ### **CSS Parts:**
   *  - **base** - The wrapper around everything.
   * - **header** - The bar above the code (heading, language, copy button).
   * - **heading** - The heading.
   * - **language** - The language label.
   * - **copy-button** - The copy button.
   * - **copy-status** - The "Copied" / "Copy failed" message (a polite live region).
   * - **scroller** - The focusable, scrollable region around the code (the `<pre>`).
   * - **code** - The `<code>` element.
   */
  "svc-code-block": DefineComponent<SvcCodeBlockProps>;

  /**
   * The settings form of a connector, drawn from the connector settings provider with
   * `<svc-form>` and saved through the same provider. What the person types (keys, passwords)
   * stays between this element and the provider: it never enters the surface's data model and
   * never travels with an action. After a successful save the element raises
   * `svc-connector-submit` with only `{appId, connectorId}`.
   *
   * No `input`/`change` event leaves this element. Without a provider it says settings are not
   * available here (Skip still works).
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-connector-submit** - `SvcConnectorSubmitEvent`: the settings were saved; `actionName` = `submitActionName`, context `{appId, connectorId}` and nothing else.
   * - **svc-connector-skip** - `SvcConnectorSkipEvent`: the person chose Skip; `actionName` = `skipActionName`, context `{appId, connectorId}`.
   *
   * ### **CSS Properties:**
   *  - **--svc-connector-config-form-gap** - Space between the parts. _(default: var(--svc-space-3))_
   * - **--svc-connector-config-form-error-color** - Colour of the save error. _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **base** - The block around everything.
   * - **form** - The `<svc-form>`.
   * - **skip** - The Skip button.
   * - **status** - Loading and "not available" messages, and the confirmation after saving or skipping.
   * - **save-error** - The message of a failed save.
   * - **retry** - The retry button when the settings could not be loaded.
   */
  "svc-connector-config-form": DefineComponent<SvcConnectorConfigFormProps>;

  /**
   * A live card with the details of a connector's sync: state, counts of what was synced,
   * start and end times, duration and the last error. Needs a sync status provider (context or
   * `syncStatusProvider`); without one it says so.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-connector-sync-detail-background** - Card background. _(default: var(--svc-color-surface))_
   * - **--svc-connector-sync-detail-border-color** - Card border. _(default: var(--svc-color-border))_
   * - **--svc-connector-sync-detail-radius** - Card corner radius. _(default: var(--svc-radius-lg))_
   * - **--svc-connector-sync-detail-padding** - Card padding. _(default: var(--svc-space-4))_
   *
   * ### **CSS Parts:**
   *  - **base** - The card.
   * - **heading** - The heading.
   * - **state** - The state, with a coloured dot (`data-state` holds the state).
   * - **details** - The list of state, times and duration.
   * - **counts** - The list of counts.
   * - **count** - One count.
   * - **notice** - "Not available" and waiting messages.
   * - **error** - The last error.
   */
  "svc-connector-sync-detail": DefineComponent<SvcConnectorSyncDetailProps>;

  /**
   * A live card with the progress of a connector's sync: its state (queued, running,
   * completed, failed, unknown), a progress bar when the progress is known, and the elapsed time.
   * Needs a sync status provider (context or `syncStatusProvider`); without one it says so.
   *
   * Screen readers hear state changes (a polite status region), not every progress tick.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-connector-sync-progress-background** - Card background. _(default: var(--svc-color-surface))_
   * - **--svc-connector-sync-progress-border-color** - Card border. _(default: var(--svc-color-border))_
   * - **--svc-connector-sync-progress-radius** - Card corner radius. _(default: var(--svc-radius-lg))_
   * - **--svc-connector-sync-progress-padding** - Card padding. _(default: var(--svc-space-4))_
   * - **--svc-connector-sync-progress-bar-color** - Filled part of the bar. _(default: var(--svc-progress-color))_
   * - **--svc-connector-sync-progress-bar-height** - Height of the bar. _(default: var(--svc-progress-height))_
   *
   * ### **CSS Parts:**
   *  - **base** - The card.
   * - **heading** - The heading.
   * - **state** - The state, with a coloured dot (`data-state` holds the state).
   * - **message** - The provider's short message ("Syncing users").
   * - **track** - The progress bar (role progressbar).
   * - **indicator** - The filled part of the bar.
   * - **percent** - The percentage as text.
   * - **elapsed** - The elapsed time.
   * - **notice** - "Not available" and waiting messages.
   * - **error** - The last error of a failed sync.
   */
  "svc-connector-sync-progress": DefineComponent<SvcConnectorSyncProgressProps>;

  /**
   * Chooses how long something lasts: preset durations that fit under a maximum, or a
   * custom number and unit. The value is a number of seconds.
   *
   * A custom entry that cannot be taken (empty, zero, above the maximum) leaves no duration: `value`
   * becomes `undefined` (a bound model holds `null`), and while the entry is refused, or a value set
   * from outside is above the maximum, `invalid` is true, `validationMessage` says why and the
   * custom state `:state(invalid)` matches.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user picked or typed a duration, after `value` has been updated (to `undefined` when the typed entry cannot be taken).
   * - **change** - The user committed a duration (preset chosen, custom amount committed, unit changed), after `value` has been updated (to `undefined` when the entry cannot be taken).
   *
   * ### **CSS Properties:**
   *  - **--svc-duration-picker-chip-radius** - Corner radius of the preset chips. _(default: 999px)_
   * - **--svc-duration-picker-selected-background** - Background of the chosen chip. _(default: var(--svc-color-primary))_
   * - **--svc-duration-picker-selected-color** - Text of the chosen chip. _(default: black or white, by the background's lightness)_
   * - **--svc-duration-picker-error-color** - Colour of the error text. _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **base** - The fieldset around everything.
   * - **label** - The legend.
   * - **presets** - The row of preset choices.
   * - **preset** - One preset choice (and the "Custom" choice).
   * - **custom** - The custom amount and unit, each with its visible label.
   * - **custom-label** - The label of the custom amount, and of the unit.
   * - **amount** - The custom amount input.
   * - **unit** - The custom unit select.
   * - **summary** - The chosen duration in words.
   * - **hint** - The maximum, in words.
   * - **error** - The message when a duration is refused or invalid.
   */
  "svc-duration-picker": DefineComponent<SvcDurationPickerProps>;

  /**
   * Key figures as a responsive grid of cards, each with a label, a value, a change and a
   * small trend line.
   *
   * Deltas are coloured and marked with an arrow by direction and read out in words ("up 12%",
   * "down 3%", "no change"). A sparkline is an inline SVG polyline with a text description ("trend
   * over 7 points, from 3 to 12, rising"); points that are not finite numbers are dropped, and a
   * card with fewer than two points has none. Sources are listed as a footnote; a source's `ref`
   * is a link only when it is an absolute http(s) URL.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-metric-cards-min-width** - Narrowest a card gets before the grid wraps. _(default: 160px)_
   * - **--svc-metric-cards-gap** - Space between cards. _(default: var(--svc-space-3))_
   * - **--svc-metric-cards-background** - Card background. _(default: var(--svc-color-surface-raised))_
   * - **--svc-metric-cards-border-color** - Card border. _(default: var(--svc-color-border))_
   * - **--svc-metric-cards-value-size** - Font size of the values. _(default: 24px)_
   * - **--svc-metric-cards-up-color** - Colour of a rising delta. _(default: var(--svc-color-success))_
   * - **--svc-metric-cards-down-color** - Colour of a falling delta. _(default: var(--svc-color-danger))_
   * - **--svc-metric-cards-flat-color** - Colour of other deltas. _(default: var(--svc-color-text-muted))_
   * - **--svc-metric-cards-sparkline-color** - Colour of the trend line. _(default: var(--svc-color-primary))_
   *
   * ### **CSS Parts:**
   *  - **base** - The wrapper around everything.
   * - **heading** - The heading.
   * - **grid** - The list of cards.
   * - **card** - Each card.
   * - **label** - A card's label.
   * - **value** - A card's value.
   * - **delta** - A card's change.
   * - **sparkline** - A card's trend line (the `<svg>`).
   * - **sources** - The sources footnote.
   */
  "svc-metric-cards": DefineComponent<SvcMetricCardsProps>;

  /**
   * Design A of the invitation to turn on notifications in a chat tool: a compact,
   * one-line banner with a bell, a sentence, a "Turn on" button and a close (×) button.
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-notifications-enable** - `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'a', chatTool}`.
   * - **svc-notifications-dismiss** - `SvcNotificationsDismissEvent`: the person closed the banner; `actionName` = `dismissActionName`, context `{variant: 'a', chatTool}`.
   *
   * ### **Slots:**
   *  - _default_ - The sentence; falls back to `message`.
   * - **icon** - Replaces the bell.
   *
   * ### **CSS Properties:**
   *  - **--svc-notifications-variant-a-background** - Banner background. _(default: var(--svc-color-surface-raised))_
   * - **--svc-notifications-variant-a-accent** - Bell, stripe and button colour. _(default: var(--svc-color-primary))_
   * - **--svc-notifications-variant-a-on-accent** - Text on the button. _(default: black or white, by the accent's lightness)_
   * - **--svc-notifications-variant-a-radius** - Corner radius. _(default: var(--svc-radius))_
   *
   * ### **CSS Parts:**
   *  - **base** - The banner.
   * - **icon** - The bell.
   * - **message** - The sentence.
   * - **enable** - The "Turn on" button.
   * - **dismiss** - The close button.
   * - **answer** - The confirmation shown after a choice.
   */
  "svc-notifications-variant-a": DefineComponent<SvcNotificationsVariantAProps>;

  /**
   * Design B of the invitation to turn on notifications in a chat tool: a card with a
   * heading, a short text, a list of benefits and two buttons ("Turn on notifications", "Not
   * now").
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-notifications-enable** - `SvcNotificationsEnableEvent`: the person chose to turn notifications on; `actionName` = `enableActionName`, context `{variant: 'b', chatTool}`.
   * - **svc-notifications-dismiss** - `SvcNotificationsDismissEvent`: the person chose "Not now"; `actionName` = `dismissActionName`, context `{variant: 'b', chatTool}`.
   *
   * ### **Slots:**
   *  - _default_ - The text under the heading; falls back to `message`.
   * - **heading** - Replaces the heading text.
   * - **benefits** - Replaces the list of benefits (give it your own `<ul>`).
   *
   * ### **CSS Properties:**
   *  - **--svc-notifications-variant-b-background** - Card background. _(default: var(--svc-color-surface))_
   * - **--svc-notifications-variant-b-accent** - Check marks, top band and button colour. _(default: var(--svc-color-success))_
   * - **--svc-notifications-variant-b-on-accent** - Text on the button. _(default: black or white, by the accent's lightness)_
   * - **--svc-notifications-variant-b-radius** - Corner radius. _(default: var(--svc-radius-lg))_
   * - **--svc-notifications-variant-b-padding** - Card padding. _(default: var(--svc-space-4))_
   *
   * ### **CSS Parts:**
   *  - **base** - The card.
   * - **heading** - The heading.
   * - **message** - The text under the heading.
   * - **benefits** - The list of benefits.
   * - **benefit** - One benefit.
   * - **actions** - The row of buttons.
   * - **enable** - The "Turn on notifications" button.
   * - **dismiss** - The "Not now" button.
   * - **answer** - The confirmation shown after a choice.
   */
  "svc-notifications-variant-b": DefineComponent<SvcNotificationsVariantBProps>;

  /**
   * An onboarding plan: sections (categories) of steps, each with a title, a description
   * and a "Start" button; steps the assistant can help with carry an "Agent-assisted" badge. When
   * steps say where they stand (`status`/`done`), each section shows its progress. Only the step to
   * do next (the first in progress, else the first not done) has a primary button: the card has one
   * main action.
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-onboarding-step-start** - `SvcOnboardingStepStartEvent`: a step's Start (or Continue) button was pressed; `actionName` = `startActionName`, context `{stepId, categoryId}`.
   *
   * ### **CSS Properties:**
   *  - **--svc-onboarding-plan-background** - Card background. _(default: var(--svc-color-surface))_
   * - **--svc-onboarding-plan-border-color** - Card and step borders. _(default: var(--svc-color-border))_
   * - **--svc-onboarding-plan-radius** - Card corner radius. _(default: var(--svc-radius-lg))_
   * - **--svc-onboarding-plan-padding** - Card padding. _(default: var(--svc-space-4))_
   * - **--svc-onboarding-plan-badge-color** - Colour of the agent badge. _(default: var(--svc-color-info))_
   *
   * ### **CSS Parts:**
   *  - **base** - The card.
   * - **heading** - The plan heading (only when `heading` is set).
   * - **category** - One section.
   * - **category-heading** - A section's title.
   * - **progress** - A section's progress (text and bar), when step status is known.
   * - **steps** - A section's list of steps.
   * - **step** - One step (`data-status` holds done, active or pending when known).
   * - **step-title** - A step's title.
   * - **step-description** - A step's description.
   * - **badge** - The "Agent-assisted" badge.
   * - **start** - A step's Start button.
   * - **done** - The "Done" mark of a finished step.
   * - **empty** - The text shown when the plan has no steps.
   */
  "svc-onboarding-plan": DefineComponent<SvcOnboardingPlanProps>;

  /**
   * A welcome card for a new tenant: it recommends connecting the detected identity
   * provider first, with a primary choice ("Connect Okta") and secondary ones ("Choose another
   * app", "Skip for now"). Each choice raises an intent event for the assistant.
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-onboarding-connect** - `SvcOnboardingConnectEvent`: "Connect <name>" was chosen; `actionName` = `connectActionName`, context `{catalogId, displayName}`.
   * - **svc-onboarding-choose-app** - `SvcOnboardingChooseAppEvent`: "Choose another app" (or "Choose an app" when nothing is recommended); `actionName` = `chooseAppActionName`, context `{recommendedCatalogId}`.
   * - **svc-onboarding-skip** - `SvcOnboardingSkipEvent`: "Skip for now"; `actionName` = `skipActionName`, context `{recommendedCatalogId}`.
   *
   * ### **Slots:**
   *  - _default_ - Extra text under the recommendation.
   *
   * ### **CSS Properties:**
   *  - **--svc-onboarding-welcome-background** - Card background. _(default: var(--svc-color-surface-raised))_
   * - **--svc-onboarding-welcome-border-color** - Card border. _(default: var(--svc-color-border))_
   * - **--svc-onboarding-welcome-radius** - Card corner radius. _(default: var(--svc-radius-lg))_
   * - **--svc-onboarding-welcome-padding** - Card padding. _(default: var(--svc-space-4))_
   *
   * ### **CSS Parts:**
   *  - **base** - The card.
   * - **heading** - The heading.
   * - **message** - The recommendation text.
   * - **actions** - The row of choices.
   * - **connect** - The primary "Connect <name>" button.
   * - **choose** - The "Choose another app" button.
   * - **skip** - The "Skip for now" button.
   */
  "svc-onboarding-welcome": DefineComponent<SvcOnboardingWelcomeProps>;

  /**
   * Picks one or several resources (by default the MCP toolsets of an app and connector)
   * from a searchable list: a combobox with a listbox popup, operable by keyboard, with loading,
   * error (with retry), empty and "load more" states. Needs a resource provider (context or
   * `resourceProvider`); without one it says so.
   *
   * Keys in the search box: Down/Up move through the list (opening it), Home/End jump to the first
   * or last entry while it is open, Enter chooses, Escape closes the list (or clears the search),
   * Backspace in an empty box removes the last chosen entry.
   * ---
   *
   *
   * ### **Events:**
   *  - **change** - The user chose or removed an entry, after `value` has been updated.
   *
   * ### **CSS Properties:**
   *  - **--svc-resource-picker-border-color** - Border of the box and popup. _(default: var(--svc-color-border))_
   * - **--svc-resource-picker-background** - Background of the box and popup. _(default: var(--svc-color-surface))_
   * - **--svc-resource-picker-active-background** - Highlighted entry. _(default: var(--svc-color-surface-raised))_
   * - **--svc-resource-picker-chip-background** - Chosen chips. _(default: var(--svc-color-surface-raised))_
   * - **--svc-resource-picker-popup-max-height** - Height of the popup before it scrolls. _(default: 288px)_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding everything.
   * - **label** - The label.
   * - **chips** - The list of chosen entries.
   * - **chip** - One chosen entry.
   * - **remove** - A chip's remove button.
   * - **input** - The search box (role combobox).
   * - **popup** - The popup under the search box.
   * - **listbox** - The list of entries.
   * - **option** - One entry (`aria-selected` when chosen, `data-active` when highlighted, `aria-disabled` when the person cannot choose it: dimmed, and a click or Enter does nothing). A pick clears the search text.
   * - **option-name** - An entry's name.
   * - **option-detail** - An entry's detail ("12 tools").
   * - **option-description** - An entry's description.
   * - **status** - Loading, empty, count and error messages.
   * - **retry** - The retry button of the error state.
   * - **more** - The "Load more" button.
   * - **notice** - The "not available" message.
   */
  "svc-resource-picker": DefineComponent<SvcResourcePickerProps>;

  /**
   * One line of progress from the assistant: an icon and colour by status, the message,
   * the tool at work, and a spinner while it runs.
   *
   * The status is matched case-insensitively in any spelling (`running`, `STATUS_RUNNING`,
   * `inProgress`, `Succeeded`, `completed`, `failed`, …) to one of running, success, warning, error
   * or pending; any other value is shown neutrally and read out as written. The line is a
   * `role="status"` live region, so a screen reader announces changes politely, starting with the
   * status in words. The spinner (shown while running, or whenever `showSpinner` is set) stops
   * turning when the user prefers reduced motion.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-status-indicator-color** - Colour of an unknown status. _(default: var(--svc-color-text-muted))_
   * - **--svc-status-indicator-running-color** - Colour while running. _(default: var(--svc-color-info))_
   * - **--svc-status-indicator-success-color** - Colour on success. _(default: var(--svc-color-success))_
   * - **--svc-status-indicator-warning-color** - Colour of a warning. _(default: var(--svc-color-warning))_
   * - **--svc-status-indicator-error-color** - Colour of an error. _(default: var(--svc-color-danger))_
   * - **--svc-status-indicator-pending-color** - Colour while pending. _(default: var(--svc-color-text-muted))_
   * - **--svc-status-indicator-icon-size** - Size of the icon. _(default: 1.25em)_
   * - **--svc-status-indicator-chip-background** - Tool chip background. _(default: var(--svc-color-surface-raised))_
   *
   * ### **CSS Parts:**
   *  - **base** - The live region holding everything.
   * - **icon** - The status icon or spinner (hidden from assistive technology).
   * - **message** - The message.
   * - **tool-name** - The chip with the tool's name.
   */
  "svc-status-indicator": DefineComponent<SvcStatusIndicatorProps>;

  /**
   * A data table from the assistant: caption, sortable columns, paging, and a link to the
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
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-table-max-height** - Height after which the rows scroll under a sticky header. _(default: 448px)_
   * - **--svc-table-cell-max-width** - Width at which long cells are cut. _(default: 24em)_
   * - **--svc-table-header-background** - Header background. _(default: var(--svc-color-surface-raised))_
   * - **--svc-table-border-color** - Borders and rules. _(default: var(--svc-color-border))_
   * - **--svc-table-scroll-shadow** - Colour of the shadow at an edge the table scrolls past. _(default: light-dark(rgb(31 35 40 / 0.18), rgb(0 0 0 / 0.55)))_
   *
   * ### **CSS Parts:**
   *  - **base** - The wrapper around everything.
   * - **status** - "Showing 25 of 1,204 rows" and the link to the full data.
   * - **artifact** - The link to the full data (only for https URLs the URL policy allows).
   * - **scroller** - The scrollable region around the table.
   * - **table** - The `<table>`.
   * - **caption** - The caption (the heading).
   * - **header** - Each column header cell.
   * - **sort-button** - The button inside each column header.
   * - **cell** - Each data cell.
   * - **cell-toggle** - The button that expands a long cell.
   * - **empty** - The "No rows" cell.
   * - **pager** - The paging bar.
   * - **scroll-hint** - "More columns: scroll sideways", under a table whose columns do not fit until its end is scrolled into view (the shadow at the edge says it too).
   * - **range** - The "1–10 of 25" text.
   * - **sorting** - "Sorting by …", shown while a long sort is computed.
   * - **previous** - The previous-page button.
   * - **next** - The next-page button.
   * - **note** - The note about extra, unnamed columns.
   * - **sources** - The sources footnote.
   */
  "svc-table": DefineComponent<SvcTableProps>;

  /**
   * A checklist from the assistant: items grouped by section, each with its status, a
   * progress summary, and an optional action button per item.
   *
   * Items without a section come first, under no section heading (wherever they appear); then each
   * section, in the order of its first item, under its name. The status of each item is matched
   * case-insensitively in any spelling (`pending`, `IN_PROGRESS`, `completed`, `failed`, `skipped`,
   * …); an unknown status is shown neutrally and read as written. The summary counts done items
   * out of all items but skipped ones ("2 of 5 done, 1 skipped"). A long list is drawn 200 items
   * per task (`TODO_ITEMS_PER_TASK`), in the order shown, so no task runs long; the summary counts
   * all of them from the start, and `updateComplete` waits for the last part.
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-todo-action** - The user pressed an item's action button; carries `actionName` (the item's `trailingAction.name`), `context` (its `trailingAction.context`, `{}` when not an object) and `itemId`.
   *
   * ### **CSS Properties:**
   *  - **--svc-todo-list-progress-color** - Filled part of the progress bar. _(default: var(--svc-progress-color))_
   * - **--svc-todo-list-progress-track** - Empty part of the progress bar. _(default: var(--svc-progress-track-color))_
   * - **--svc-todo-list-done-color** - Icon of a done item. _(default: var(--svc-color-success))_
   * - **--svc-todo-list-in-progress-color** - Icon of an item in progress. _(default: var(--svc-color-info))_
   * - **--svc-todo-list-failed-color** - Icon of a failed item. _(default: var(--svc-color-danger))_
   * - **--svc-todo-list-pending-color** - Icon of other items. _(default: var(--svc-color-text-muted))_
   * - **--svc-todo-list-item-gap** - Space between items. _(default: var(--svc-space-2))_
   *
   * ### **CSS Parts:**
   *  - **base** - The wrapper around everything.
   * - **heading** - The heading.
   * - **summary** - The "2 of 5 done" text.
   * - **progress** - The progress bar's track.
   * - **progress-indicator** - The filled part of the progress bar.
   * - **group** - The block of one section (or of the items without one).
   * - **section-heading** - A section's name.
   * - **list** - The list of a group's items.
   * - **item** - Each item.
   * - **status-icon** - An item's status icon (hidden from assistive technology).
   * - **label** - An item's label.
   * - **description** - An item's description.
   * - **action** - An item's action button.
   */
  "svc-todo-list": DefineComponent<SvcTodoListProps>;

  /**
   * A workbench for people who build agents: paste a Surface record, a surfaces response or
   * A2UI v0.9 JSON lines, and see it rendered beside the text, with its issues, its data model and
   * a log of actions and data changes.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-playground-editor-height** - Height of the surface text area. _(default: 28rem)_
   *
   * ### **CSS Parts:**
   *  - **base** - The two panes (side by side; stacked below 800px of width).
   * - **editor** - The text area for the surface text.
   * - **samples** - The sample picker.
   * - **status** - The one-line summary (surfaces, issues) or the reason nothing new rendered.
   * - **issues** - The list of issues; each is a button that selects its place in the text.
   * - **data-model** - The text area with the data model of the chosen surface.
   * - **log** - The list of actions and data changes, newest first.
   * - **preview** - The box the surfaces render in.
   */
  "svc-playground": DefineComponent<SvcPlaygroundProps>;

  /**
   * Renders every surface of an A2UI message stream (v0.9, v0.9.1 and v1.0), in creation
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
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-action** - The user triggered an action (as from `<svc-surface>`).
   * - **svc-a2ui-message** - A message for the agent, in the protocol's shape (the version of the surface it is about): `detail.message` is an `action` message (with `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an `error` message for an invalid message, an unknown component or a surface past `maxSurfaces` (code `SURFACE_LIMIT`), or (v1.0) the `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`; `detail.agent` names the agent when it is not the default one. When the agent's connection has a way back (a transport with `send`), the message is sent over it unless a listener calls `preventDefault()`.
   * - **svc-a2ui-function-call** - The agent called a renderer function no registered function takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register functions with `processor.registerRendererFunction` instead to answer without an event.
   * - **svc-data-conflict** - A whole-model update from the agent changed a value the user had also changed; the agent's value is shown.
   * - **svc-surface-issues** - A surface's issues changed (after the messages that changed it, not per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?, code?}`, pointers into the message that defined the component) and `messages`, one A2UI `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A repaired surface fires once with empty lists. Invalid messages themselves are reported by `svc-a2ui-message` as they arrive.
   *
   * ### **Methods:**
   *  - **processMessages(messages: _unknown_, options: _{agent?: string}_): _void_** - Reads messages (an object, an array, `{messages}` or JSON text) and renders the result; with
   * `agent`, as that agent's (its own processor, made on first use).
   * - **connect(source: _MessageSource | A2uiTransport_, options: _{agent?: string; processor?: MessageProcessor}_): _Promise<void>_** - Reads messages from a source until it ends or `disconnect()` is called: a transport of
   * `@svc/surfaces/transports` (A2A, AG-UI, resumable SSE, reconnecting WebSocket, ...), whose way
   * back then carries the agent's actions and errors; a `fetch` Response or ReadableStream of
   * JSONL; an EventSource; a WebSocket; or an async iterable of messages. With `agent`, the
   * messages are that agent's (see the element's summary), and connecting it again replaces only
   * its own earlier connection; `processor` gives that agent a processor of the host's. Resolves
   * when the source ends; rejects when reading it fails.
   * - **disconnect(agent: _string_): _void_** - Stops reading the connection of `agent`, or of every agent when none is named.
   * - **settleAction(actionId: _string_): _void_** - Ends the pending state of the control that raised `actionId` (the agent took the action and
   * answers by other means), or of every pending control when no id is given. A data update from
   * the agent for the surface ends it as well.
   * - **saveThread(): _SavedThread_** - The thread as JSON, to restore after a reload: every agent's messages so far (those given to
   * `processMessages` or read by `connect`) and each surface's data model now, with what the
   * person typed; and the last event id of a resumable connection.
   * - **restoreThread(saved: _SavedThread | string_): _void_** - Restores a thread `saveThread()` gave (an object or its JSON text): each agent's surfaces
   * come back as they were, with the values the person had entered. No message goes to any
   * agent: actions are not replayed and errors are not reported again. Call it on a fresh element
   * (messages already shown stay, and a surface created twice is an error). Throws a TypeError
   * for a value that is not a saved thread.
   *
   * ### **CSS Properties:**
   *  - **--svc-a2ui-gap** - Space between surfaces. _(default: var(--svc-space-4))_
   * - **--svc-a2ui-divider** - The rule between two surfaces (`none` for none). _(default: 1px solid var(--svc-color-border))_
   * - **--svc-a2ui-estimated-height** - The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). _(default: 320px)_
   *
   * ### **CSS Parts:**
   *  - **base** - The column of surfaces.
   * - **surface** - Each `<svc-surface>`.
   */
  "svc-a2ui": DefineComponent<SvcA2uiProps>;

  /**
   * Fetches the surfaces of a conversation from the service and shows them in order,
   * live: edits survive refreshes, actions are re-dispatched with the conversation id. A long
   * conversation is added to the page ten surfaces per task (`updateComplete` waits for all), and a
   * surface far from the viewport is not styled, laid out or painted until it nears it
   * (`content-visibility: auto`).
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-data-conflict** - A newer version changed a value the user had also changed (from a surface, passed through).
   * - **svc-action** - The user triggered an action on one of the surfaces; `detail` is that of `<svc-surface>` plus `conversationId`.
   * - **svc-data-change** - Re-dispatched unchanged from the surfaces (it bubbles through).
   * - **svc-surface-issues** - A surface's issues changed (after a render or refresh, not per keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the agent. A repaired surface fires once with `issues: []`.
   * - **svc-surface-error** - The surfaces could not be loaded; `detail.message` has the details for developers (the page shows a plain sentence, with a Retry button where trying again can help: a network failure or a busy server, not a refused sign-in or a missing conversation; the details also go to the console).
   * - **svc-auth-required** - The service refused the user's token (HTTP 401): the page says the session has expired; sign the person in again and set the new token (`detail.status`, `detail.conversationId`).
   *
   * ### **Methods:**
   *  - **refresh(): _Promise<unknown>_** - Fetches the surfaces again now.
   * - **settleAction(actionId: _string_): _void_** - Ends the pending state of the button that raised `actionId`, in whichever surface has it.
   *
   * ### **CSS Properties:**
   *  - **--svc-conversation-gap** - Space between surfaces. _(default: var(--svc-space-4))_
   * - **--svc-conversation-divider** - The rule between two surfaces, where one ends and the next begins (`none` for none). _(default: 1px solid var(--svc-color-border))_
   * - **--svc-conversation-estimated-height** - The height assumed for a surface that has not been near the viewport yet (once drawn, its real height is kept). _(default: 320px)_
   *
   * ### **CSS Parts:**
   *  - **base** - The list of surfaces.
   * - **surface** - Each `<svc-surface>`.
   * - **status** - The loading, empty and error messages.
   * - **retry** - The retry button of the error state (only where trying again can help).
   */
  "svc-conversation": DefineComponent<SvcConversationProps>;

  /**
   * Stands in for a component that cannot be rendered (unknown variant, missing child,
   * cycle, nesting too deep), so that the rest of the surface still shows.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-marker-color** - Colour of the border and icon. _(default: var(--svc-color-warning))_
   *
   * ### **CSS Parts:**
   *  - **base** - The marker box.
   * - **detail** - The inspector's details (the component's issues), shown in inspector mode.
   */
  "svc-marker": DefineComponent<SvcMarkerProps>;

  /**
   * Shows what an MCP tool result carries for the person, whichever kind it is: A2UI
   * messages (`application/a2ui+json` resources) render natively, their actions calling tools
   * through `callTool`; an MCP App (`text/html;profile=mcp-app`) runs in a sandboxed iframe that
   * talks to the page over the MCP Apps bridge (the page's tokens passed in as style variables, its
   * tool calls sent through `callTool`, its size followed). Under a strict Content Security Policy
   * an app needs `sandboxUrl` (see the README): without it, it runs in a `srcdoc` frame, which
   * inherits the page's policy.
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-mcp-app-message** - An app sent a message for the conversation (`ui/message`): `detail` is its params (`{role, content}`).
   * - **svc-a2ui-message** - From the native surfaces, as `<svc-a2ui>` fires it.
   *
   * ### **CSS Properties:**
   *  - **--svc-mcp-app-height** - An app's height until it tells its own. _(default: 320px)_
   *
   * ### **CSS Parts:**
   *  - **base** - The column holding the surfaces and apps.
   * - **a2ui** - The `<svc-a2ui>` of the native surfaces.
   * - **frame** - Each app's iframe.
   * - **error** - The note shown for content that cannot be shown.
   */
  "svc-mcp-app": DefineComponent<SvcMcpAppProps>;

  /**
   * Stands in for a component that a message still arriving refers to and that has not
   * arrived yet: a quiet skeleton the size of a line of text (a larger block for the root). The
   * component replaces it in place when its object is complete; if the message ends without it, a
   * "missing" marker does. Hidden from assistive technology: the surface is `aria-busy` meanwhile.
   * ---
   *
   *
   * ### **CSS Properties:**
   *  - **--svc-placeholder-height** - Height of the skeleton (the root's is three times it). _(default: 1.25em)_
   * - **--svc-placeholder-color** - Colour of the skeleton. _(default: var(--svc-color-surface-raised))_
   * - **--svc-placeholder-radius** - Corner radius of the skeleton. _(default: var(--svc-radius))_
   *
   * ### **CSS Parts:**
   *  - **base** - The skeleton block.
   */
  "svc-placeholder": DefineComponent<SvcPlaceholderProps>;

  /**
   * Fetches a request schema from the service and shows its form with `<svc-form>`:
   * loading, then the form, or an error (with a retry button where trying again can help).
   *
   * Events of the inner `<svc-form>` pass through (they bubble and are composed): `input`, `change`,
   * `submit` (with `values`) and `svc-oauth2-connect`.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - From the inner form: each edit, with all values.
   * - **change** - From the inner form: a committed edit, with all values.
   * - **submit** - From the inner form: valid values only, in `values`.
   * - **svc-oauth2-connect** - From the inner form: connect an OAuth2 field.
   * - **svc-auth-required** - The service refused the user's token (HTTP 401): the element says the session has expired; sign the person in again.
   *
   * ### **Methods:**
   *  - **reload(): _Promise<unknown>_** - Fetches the request schema again.
   *
   * ### **CSS Properties:**
   *  - **--svc-request-form-error-color** - Colour of the error box. _(default: var(--svc-color-danger))_
   *
   * ### **CSS Parts:**
   *  - **status** - The loading text.
   * - **error** - The error box.
   * - **retry** - The retry button (only where trying again can help).
   * - **form** - The inner `<svc-form>`.
   */
  "svc-request-form": DefineComponent<SvcRequestFormProps>;

  /**
   * Renders one surface: its components, bound to its data model, reporting the user's
   * actions and edits as events.
   * ---
   *
   *
   * ### **Events:**
   *  - **svc-action** - The user triggered an action; `detail` has name, surfaceId, sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set.
   * - **svc-data-change** - The user edited a bound value; `detail` has surfaceId, path, value.
   * - **svc-data-conflict** - A newer version changed a value the user had also changed; the server's value is shown; `detail` has surfaceId, path, local, server.
   * - **svc-surface-error** - The surface could not be shown at all; `detail.message` says why.
   * - **svc-surface-issues** - The surface's issues changed (after a render or update, not per keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`, ready to send to the agent so that it can repair its output. A clean first render fires nothing; a repaired surface fires once with `issues: []`.
   * - **svc-surface-rendered** - The element tree is completely built (a large surface builds in slices after its first screenful); `detail.surfaceId`. See `rendered`.
   *
   * ### **Methods:**
   *  - **highlight(idOrPointer: _string_): _boolean_** - Outlines a component, given its id or a JSON Pointer into the record (an issue's pointer), and
   * scrolls it into view; works with or without `debug`. False when no rendered component matches.
   * The first call loads the inspector's module: its outline shows once that is in, which
   * `updateComplete` waits for.
   * - **setData(path: _string_, value: _unknown_): _void_** - Writes a value into the data model, as the agent's host; bound elements update.
   * - **settleAction(actionId: _string_): _void_** - Ends the pending state of the control that raised `actionId` (the agent answered), or of every
   * pending control when no id is given. Pending states also end when a newer version of the
   * surface arrives, or after `pendingTimeout` (30 seconds; the control then says no answer came).
   *
   * ### **CSS Properties:**
   *  - **--svc-surface-gap** - Space around the surface's content. _(default: var(--svc-space-3))_
   * - **--svc-surface-estimated-height** - In a large surface, the height assumed for a child of a column or list that has not been on screen yet. Unset, each element type's estimate is the mean height of those measured on screen after a build (40px before any is measured). _(default: undefined)_
   * - **--svc-surface-inspector-color** - Colour of the inspector's outline. _(default: var(--svc-color-primary))_
   *
   * ### **CSS Parts:**
   *  - **base** - The box around the rendered surface.
   * - **inspector** - The inspector's issue list (only with `debug`).
   * - **inspector-issue** - Each issue in it, a button that outlines its component.
   * - **inspector-outline** - The outline drawn by `highlight` or, with `debug`, on hover.
   */
  "svc-surface": DefineComponent<SvcSurfaceProps>;
};

declare module "vue" {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface GlobalComponents extends CustomElements {}
}

declare global {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-interface
    interface IntrinsicElements extends CustomElements {}
  }
}
