/**
 * Resource types of the access-governance service (service spec section 2), as they travel on the
 * wire (JSON, camelCase).
 *
 * Conventions used throughout:
 * - The server writes proto3 JSON, which omits fields holding their default value, so every field
 *   except identifiers is optional: read them with `?.` and `??`.
 * - int64/uint64 values arrive as decimal strings and stay strings ({@link Int64}).
 * - Enumerations are open: a value the server adds later is kept as a string, never rejected
 *   ({@link Open}). Compare against the known values, and handle the rest as "unknown".
 * - "Exactly one variant" objects (a field kind, a policy step, a provisioner policy) are typed
 *   with {@link OneOf}: one key of the variant set is present and the others are absent. A newer
 *   server may send a variant this file does not know: then none of the known keys is present,
 *   which the helpers (for example {@link fieldKind}) report as `undefined`.
 *
 * The surface record (2.10) is owned by the model layer and re-exported here as {@link Surface}.
 */
import type {SurfaceRecord} from '../model/types.js';

/** A known set of enum values that still accepts any other string the server may add later. */
export type Open<Known extends string> = Known | (string & {});

/** An int64 or uint64 as the server sends it: a decimal string such as `"42"`. */
export type Int64 = string;

/** An ISO 8601 date-time string. */
export type DateTime = string;

/**
 * A protobuf Duration in its JSON form: seconds with an `s` suffix and up to nine fractional
 * digits, for example `"3600s"` or `"1.5s"`.
 */
export type Duration = string;

/** An object whose fields the spec does not show. */
export type Unspecified = {[key: string]: unknown};

/** A JSON object tagged with its type name, as found in `expanded` arrays and `annotations`. */
export interface TypedObject {
  '@type': string;
  [key: string]: unknown;
}

/**
 * Exactly one property of `T` is present: `OneOf<{a: A; b: B}>` is `{a: A; b?: never} | {a?:
 * never; b: B}`. Narrow with `'a' in x && x.a !== undefined` or with the `...Kind` helpers.
 */
export type OneOf<T> = {
  [K in keyof T]-?: {[P in K]-?: T[P]} & {[P in Exclude<keyof T, K>]?: never};
}[keyof T];

/** At most one property of `T` is present (a protobuf `oneof` that may be unset). */
export type AtMostOne<T> = OneOf<T> | {[K in keyof T]?: never};

/** Read/edit/delete permissions of the calling user on an object. */
export interface ActorObjectPermissions {
  read?: boolean;
  edit?: boolean;
  delete?: boolean;
  extra?: {[key: string]: boolean};
}

/** A reference to an app entitlement. */
export interface AppEntitlementRef {
  appId: string;
  id: string;
}

// ---------------------------------------------------------------------------------------------
// 2.1 Task

export type TaskState = Open<'TASK_STATE_UNSPECIFIED' | 'TASK_STATE_OPEN' | 'TASK_STATE_CLOSED'>;

export type TaskProcessing = Open<
  | 'TASK_PROCESSING_TYPE_UNSPECIFIED'
  | 'TASK_PROCESSING_TYPE_PROCESSING'
  | 'TASK_PROCESSING_TYPE_WAITING'
  | 'TASK_PROCESSING_TYPE_DONE'
>;

export type TaskOrigin = Open<
  | 'TASK_ORIGIN_UNSPECIFIED'
  | 'TASK_ORIGIN_PROFILE_MEMBERSHIP_AUTOMATION'
  | 'TASK_ORIGIN_CHAT'
  | 'TASK_ORIGIN_API'
  | 'TASK_ORIGIN_TICKETING'
  | 'TASK_ORIGIN_COPILOT'
  | 'TASK_ORIGIN_WEBAPP'
  | 'TASK_ORIGIN_TIME_REVOKE'
  | 'TASK_ORIGIN_NON_USAGE_REVOKE'
  | 'TASK_ORIGIN_PROFILE_MEMBERSHIP_MANUAL'
  | 'TASK_ORIGIN_PROFILE_MEMBERSHIP'
  | 'TASK_ORIGIN_AUTOMATION'
  | 'TASK_ORIGIN_ACCESS_REVIEW'
  | 'TASK_ORIGIN_CASCADE_DELETE'
>;

export type InsightRecommendation = Open<
  | 'INSIGHT_RECOMMENDATION_UNSPECIFIED'
  | 'INSIGHT_RECOMMENDATION_APPROVE'
  | 'INSIGHT_RECOMMENDATION_DENY'
  | 'INSIGHT_RECOMMENDATION_REVIEW'
>;

export type TaskActionType = Open<
  | 'TASK_ACTION_TYPE_UNSPECIFIED'
  | 'TASK_ACTION_TYPE_CLOSE'
  | 'TASK_ACTION_TYPE_APPROVE'
  | 'TASK_ACTION_TYPE_DENY'
  | 'TASK_ACTION_TYPE_COMMENT'
  | 'TASK_ACTION_TYPE_DELETE'
  | 'TASK_ACTION_TYPE_REASSIGN'
  | 'TASK_ACTION_TYPE_RESTART'
  | 'TASK_ACTION_TYPE_SEND_REMINDER'
  | 'TASK_ACTION_TYPE_PROVISION_COMPLETE'
  | 'TASK_ACTION_TYPE_PROVISION_CANCELLED'
  | 'TASK_ACTION_TYPE_PROVISION_ERRORED'
  | 'TASK_ACTION_TYPE_ROLLBACK_SKIPPED'
  | 'TASK_ACTION_TYPE_PROVISION_APP_USER_TARGET_CREATED'
  | 'TASK_ACTION_TYPE_HARD_RESET'
  | 'TASK_ACTION_TYPE_ESCALATE_TO_EMERGENCY_ACCESS'
  | 'TASK_ACTION_TYPE_CHANGE_POLICY'
  | 'TASK_ACTION_TYPE_RECALCULATE_DENIAL_FROM_BASE_POLICY_DECISIONS'
  | 'TASK_ACTION_TYPE_SET_INSIGHTS_AND_RECOMMENDATION'
  | 'TASK_ACTION_TYPE_SET_ANALYSIS_ID'
  | 'TASK_ACTION_TYPE_RECALCULATE_APPROVERS_LIST'
  | 'TASK_ACTION_TYPE_PROCESS_NOW'
  | 'TASK_ACTION_TYPE_APPROVE_WITH_STEP_UP'
  | 'TASK_ACTION_TYPE_SKIP_STEP'
  | 'TASK_ACTION_TYPE_ROLLBACK_CANCELLED'
  | 'TASK_ACTION_TYPE_UPDATE_REQUEST_DATA'
  | 'TASK_ACTION_TYPE_UPDATE_GRANT_DURATION'
  | 'TASK_ACTION_TYPE_RETRY_PROVISIONING'
>;

export type ExternalRefSource = Open<
  'EXTERNAL_REF_SOURCE_UNSPECIFIED' | 'EXTERNAL_REF_SOURCE_TICKETING'
>;

export interface ExternalRef {
  externalRefSource?: ExternalRefSource;
  name?: string;
  url?: string;
}

export interface TaskRevocationTarget {
  entitlementRef?: AppEntitlementRef | null;
}

/** Exactly one kind of task is set; the fields inside each kind are not shown by the spec. */
export type TaskType = OneOf<{
  grant: Unspecified | null;
  revoke: Unspecified | null;
  certify: Unspecified | null;
  offboarding: Unspecified | null;
  action: Unspecified | null;
  finding: Unspecified | null;
}>;

export type TaskTypeKind = 'grant' | 'revoke' | 'certify' | 'offboarding' | 'action' | 'finding';

export interface Task {
  id: string;
  /** Human-usable id; may replace the task id in path parameters. */
  numericId?: Int64;
  displayName?: string;
  /** Also known as the justification. */
  description?: string;
  state?: TaskState;
  processing?: TaskProcessing;
  origin?: TaskOrigin;
  recommendation?: InsightRecommendation;
  /** Actions the current user may perform. */
  actions?: TaskActionType[];
  analysisId?: string;
  annotations?: TypedObject[];
  approverIds?: string[];
  stepApproverIds?: string[];
  commentCount?: number;
  createdAt?: DateTime | null;
  updatedAt?: DateTime | null;
  deletedAt?: DateTime | null;
  createdByUserId?: string;
  /** The target user; empty when the target is an app user with no known identity user. */
  userId?: string;
  data?: {[key: string]: unknown} | null;
  emergencyAccess?: boolean;
  externalRefs?: ExternalRef[];
  form?: Form | null;
  insightIds?: string[];
  policy?: PolicyInstance | null;
  policyGenerationId?: string;
  revocationTargets?: TaskRevocationTarget[];
  type?: TaskType | null;
}

/** Values allowed in a {@link TaskExpandMask}; `*` requests all. */
export type TaskExpandPath = Open<
  | '*'
  | 'access_review_id'
  | 'user_id'
  | 'created_by_user_id'
  | 'app_id'
  | 'app_user_id'
  | 'app_entitlement_ids'
  | 'step_approver_ids'
  | 'approver_ids'
  | 'identity_user_id'
  | 'insight_ids'
  | 'app_user_last_usage'
  | 'entitlement_scope_bindings'
  | 'scope_role_resources'
  | 'resource'
>;

export interface TaskExpandMask {
  paths?: TaskExpandPath[] | null;
}

/** A generic expand mask (`{paths}`) for the operations that are not about tasks. */
export interface ExpandMask {
  paths?: string[];
}

/**
 * A task plus locators into the response's `expanded` array. Locators are JSONPath expressions
 * such as `$.expanded[0]`; read them with {@link expandedAt}.
 */
export interface TaskView {
  task?: Task | null;
  objectPermissions?: ActorObjectPermissions | null;
  accessReviewPath?: string;
  appPath?: string;
  appUserLastUsagePath?: string;
  appUserPath?: string;
  approversPath?: string;
  createdByUserPath?: string;
  entitlementsPath?: string;
  identityUserPath?: string;
  insightsPath?: string;
  principalResourcePath?: string;
  resourceBindingsPath?: string;
  roleResourcePath?: string;
  scopeResourcePath?: string;
  stepApproversPath?: string;
  userPath?: string;
}

// ---------------------------------------------------------------------------------------------
// 2.2 PolicyInstance and step instances

/** A policy (fields not shown by the spec). */
export type Policy = Unspecified;
/** A policy step still to process (fields not shown by the spec). */
export type PolicyStep = Unspecified;

export interface PolicyInstance {
  current?: PolicyStepInstance | null;
  /** Completed steps, in order. */
  history?: PolicyStepInstance[];
  /** Steps still to process, in order. */
  next?: PolicyStep[];
  policy?: Policy | null;
}

/** Who reviews an approval step: exactly one strategy (their fields are not shown). */
export type ApprovalAssignee = OneOf<{
  agent: Unspecified;
  appOwners: Unspecified;
  entitlementOwners: Unspecified;
  expression: Unspecified;
  group: Unspecified;
  manager: Unspecified;
  resourceOwners: Unspecified;
  self: Unspecified;
  users: Unspecified;
  webhook: Unspecified;
}>;

export interface ApprovalEscalation {
  cancelTicket?: Unspecified;
  escalationComment?: string;
  /** When the escalation fires, as a duration. */
  expiration?: Duration;
  reassignToApprovers?: Unspecified;
  replacePolicy?: Unspecified;
  skipStep?: Unspecified;
}

/** The configuration of an approval step. */
export type Approval = ApprovalAssignee & {
  allowDelegation?: boolean;
  allowReassignment?: boolean;
  allowedReassignees?: string[];
  assigned?: boolean;
  escalation?: ApprovalEscalation | null;
  escalationEnabled?: boolean;
  requireApprovalReason?: boolean;
  requireDenialReason?: boolean;
  requireReassignmentReason?: boolean;
  /** Set when approving this step needs a step-up authentication (approve-with-step-up). */
  requiresStepUpProviderId?: string;
};

export interface ApprovalInstance {
  approval?: Approval | null;
  assignedAt?: DateTime | null;
  approved?: {
    approvedAt?: DateTime;
    entitlements?: AppEntitlementRef[];
    stepUpTransactionId?: string;
    userId?: string;
  } | null;
  denied?: {deniedAt?: DateTime; userId?: string} | null;
  escalationInstance?: Unspecified | null;
  reassigned?: Unspecified | null;
  reassignedByError?: Unspecified | null;
  restarted?: Unspecified | null;
  skipped?: Unspecified | null;
}

export interface FormInstance {
  form?: Form | null;
  /** The submitted values, by field name. */
  data?: {[fieldName: string]: unknown} | null;
  completed?: {completedAt?: DateTime; userId?: string} | null;
  reassigned?: Unspecified | null;
  restarted?: Unspecified | null;
  skipped?: Unspecified | null;
}

export interface ProvisionTarget {
  appEntitlementId?: string;
  appId?: string;
  appUserId?: string;
  grantDuration?: Duration;
}

export interface ProvisionInstance {
  provision?: {
    assigned?: boolean;
    provisionPolicy?: ProvisionPolicy | null;
    provisionTarget?: ProvisionTarget | null;
  } | null;
  completed?: Unspecified | null;
  cancelled?: Unspecified | null;
  errored?: Unspecified | null;
  reassignedByError?: Unspecified | null;
  skipped?: Unspecified | null;
  waitingOn?: {
    devicePlacement?: Unspecified;
    entitlementMerge?: Unspecified;
    fallbackAt?: DateTime;
    startedWaitingAt?: DateTime;
  } | null;
  webhookId?: string;
  webhookInstanceId?: string;
  connActionInvocationId?: string;
  externalTicketId?: string;
  externalTicketProvisionerConfigId?: string;
  notificationId?: string;
}

/** What an action step runs: exactly one kind. */
export type ActionStepConfig = OneOf<{
  automation: {automationTemplateId?: string};
  connResourceAction: {connResourceActionId?: string};
  clientIdApproval: Unspecified;
}>;

export interface ActionInstance {
  action?: ActionStepConfig | null;
  // Outcome: at most one of the following is set.
  automation?: {automationExecutionId?: string} | null;
  connResourceActionInstance?: {connActionInvocationId?: string} | null;
  cancelled?: Unspecified | null;
  clientIdApprovalInstance?: {clientIdUrl?: string} | null;
  denied?: Unspecified | null;
  error?: {errorCode?: string; errorMessage?: string} | null;
  success?: Unspecified | null;
  /** When the outcome was reached. */
  outcomeTime?: DateTime | null;
}

export interface WaitInstance {
  commentOnFirstWait?: string;
  commentOnTimeout?: string;
  condition?: {condition?: string} | null;
  name?: string;
  startedWaitingAt?: DateTime | null;
  timeout?: DateTime | null;
  timeoutDuration?: Duration;
  untilTime?: {durationIfExists?: Duration; untilTime?: DateTime} | null;
  succeeded?: Unspecified | null;
  timedOut?: Unspecified | null;
  skipped?: Unspecified | null;
}

export type PolicyStepKind =
  'accept' | 'action' | 'approval' | 'form' | 'provision' | 'reject' | 'wait';

export type PolicyStepInstance = {
  id: string;
  policyGenerationId?: string;
} & OneOf<{
  accept: {acceptMessage?: string};
  action: ActionInstance;
  approval: ApprovalInstance;
  form: FormInstance;
  provision: ProvisionInstance;
  reject: {rejectMessage?: string};
  wait: WaitInstance;
}>;

// ---------------------------------------------------------------------------------------------
// 2.3 Form, Field and RequestSchema

/**
 * Comparison rules on a scalar (protovalidate style). `T` is `number` for 32-bit and floating
 * kinds, {@link Int64} for 64-bit kinds, a string for durations and timestamps.
 */
export interface ComparisonRules<T> {
  const?: T;
  gt?: T;
  gte?: T;
  lt?: T;
  lte?: T;
  in?: T[];
  notIn?: T[];
}

export interface BoolRules {
  /** The value must equal this (for example `true` for "accept the terms"). */
  const?: boolean;
}

export interface Int64Rules extends ComparisonRules<Int64> {
  /** Skip the rules when the value is empty. */
  ignoreEmpty?: boolean;
}

/** Rules on a string value (protovalidate StringRules). Lengths are uint64 strings. */
export interface StringRules {
  const?: string;
  /** Length in characters (code points). */
  len?: Int64;
  minLen?: Int64;
  maxLen?: Int64;
  /** Length in UTF-8 bytes. */
  lenBytes?: Int64;
  minBytes?: Int64;
  maxBytes?: Int64;
  /** An RE2 regular expression the whole value must match. */
  pattern?: string;
  prefix?: string;
  suffix?: string;
  contains?: string;
  notContains?: string;
  in?: string[];
  notIn?: string[];
  /** Well-known formats: each, when true, requires the value to be of that format. */
  email?: boolean;
  hostname?: boolean;
  ip?: boolean;
  ipv4?: boolean;
  ipv6?: boolean;
  uri?: boolean;
  uriRef?: boolean;
  /** A hostname or an IP address. */
  address?: boolean;
  uuid?: boolean;
  /** Strict header-value checking (with the well-known HTTP header formats). */
  strict?: boolean;
  /** Skip the rules when the value is empty. */
  ignoreEmpty?: boolean;
}

/** Rules on the items of a string slice: exactly one scalar kind. */
export type SliceItemRules = OneOf<{
  any: {in?: string[]; notIn?: string[]};
  bool: BoolRules;
  bytes: ComparisonRules<string> & {
    len?: Int64;
    minLen?: Int64;
    maxLen?: Int64;
    pattern?: string;
    prefix?: string;
    suffix?: string;
    contains?: string;
  };
  double: ComparisonRules<number> & {finite?: boolean};
  duration: ComparisonRules<Duration>;
  enum: {const?: number; definedOnly?: boolean; in?: number[]; notIn?: number[]};
  fixed32: ComparisonRules<number>;
  fixed64: ComparisonRules<Int64>;
  float: ComparisonRules<number> & {finite?: boolean};
  int32: ComparisonRules<number>;
  int64: ComparisonRules<Int64>;
  map: {minPairs?: Int64; maxPairs?: Int64};
  message: Unspecified;
  repeated: {minItems?: Int64; maxItems?: Int64; unique?: boolean};
  sfixed32: ComparisonRules<number>;
  sfixed64: ComparisonRules<Int64>;
  sint32: ComparisonRules<number>;
  sint64: ComparisonRules<Int64>;
  string: StringRules;
  timestamp: ComparisonRules<DateTime> & {ltNow?: boolean; gtNow?: boolean; within?: Duration};
  uint32: ComparisonRules<number>;
  uint64: ComparisonRules<Int64>;
}> & {
  /** Skip the item rules when an item is empty. */
  ignoreEmpty?: boolean;
};

export interface StringSliceRules {
  ignoreEmpty?: boolean;
  minItems?: Int64;
  maxItems?: Int64;
  /** All items must be different. */
  unique?: boolean;
  items?: SliceItemRules | null;
}

export interface AppUserPicker {
  appId?: string;
}

/** The service's own identity-user picker (the wire name carries the `svc` prefix). */
export interface SvcUserPicker {
  /** Offer only these users (empty: any user). */
  userIds?: string[];
  excludeUserIds?: string[];
  includeDeactivated?: boolean;
}

export interface ResourcePicker {
  appId?: string;
  resourceTypeId?: string;
}

/** What a picker picks: exactly one kind. */
export type PickerField = OneOf<{
  appUserPicker: AppUserPicker;
  svcUserPicker: SvcUserPicker;
  resourcePicker: ResourcePicker;
}>;

export interface DateField {
  defaultToToday?: boolean;
  /** Earliest allowed date, `YYYY-MM-DD`. */
  minDate?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  maxDate?: string;
  minDaysFromToday?: number;
  maxDaysFromToday?: number;
}

export interface TextField {
  multiline?: boolean;
  /** Text shown after the input, for example a unit or a domain. */
  suffix?: string;
}

export interface SelectOption {
  value: string;
  displayName?: string;
  description?: string;
}

export interface SelectField {
  options?: SelectOption[];
}

/** How a string field is presented: at most one (none: a plain single-line text input). */
export type StringPresentation = AtMostOne<{
  dateField: DateField;
  passwordField: Unspecified;
  textField: TextField;
  selectField: SelectField;
  pickerField: PickerField;
}>;

export type StringField = StringPresentation & {
  defaultValue?: string;
  placeholder?: string;
  rules?: StringRules | null;
};

/** A boolean field, shown as a checkbox or a toggle (at most one; none: a checkbox). */
export type BoolField = AtMostOne<{checkboxField: Unspecified; toggleField: Unspecified}> & {
  defaultValue?: boolean;
  rules?: BoolRules | null;
};

export interface NumberField {
  minValue?: Int64;
  maxValue?: Int64;
  step?: Int64;
}

export interface Int64Field {
  defaultValue?: Int64;
  placeholder?: string;
  numberField?: NumberField | null;
  rules?: Int64Rules | null;
}

export interface StringMapField {
  defaultValue?: {[key: string]: string};
  rules?: {isRequired?: boolean; validateEmpty?: boolean} | null;
}

/**
 * A list of strings, entered as chips (free entry) or picked (at most one presentation; none:
 * chips).
 */
export type StringSliceField = AtMostOne<{chipsField: Unspecified; pickerField: PickerField}> & {
  defaultValues?: string[];
  placeholder?: string;
  rules?: StringSliceRules | null;
};

export interface FileField {
  /** MIME types or extensions, as for the `accept` attribute (`image/png`, `.pdf`). */
  acceptedFileTypes?: string[];
  fileInputField?: Unspecified;
  /** Maximum size in bytes (int64 string). */
  maxFileSize?: Int64;
}

export interface OAuth2Field {
  /** Presentation of the OAuth2 connect button (fields not shown). */
  oauth2FieldView?: Unspecified;
}

/** The typed part of a field: exactly one kind. */
export type FieldKinds = {
  boolField: BoolField;
  int64Field: Int64Field;
  stringField: StringField;
  stringMapField: StringMapField;
  stringSliceField: StringSliceField;
  fileField: FileField;
  oauth2Field: OAuth2Field;
};

export type FieldKind = keyof FieldKinds;

export const FIELD_KINDS: readonly FieldKind[] = [
  'boolField',
  'int64Field',
  'stringField',
  'stringMapField',
  'stringSliceField',
  'fileField',
  'oauth2Field',
];

export interface FieldBase {
  /** Key of the value in the submitted data; unique within the form. */
  name: string;
  displayName?: string;
  description?: string;
  readOnly?: boolean;
  required?: boolean;
  adminConfig?: {defaultValueCel?: string; showToUser?: boolean} | null;
  sharedConfig?: {
    defaultValueCel?: string;
    inputTransformationCel?: string;
    lockDefaultValues?: boolean;
  } | null;
  userConfig?: {inputTransformationCel?: string} | null;
}

/** A form field: common settings plus exactly one typed kind. */
export type Field = FieldBase & OneOf<FieldKinds>;

/** A field narrowed to one kind, for example `FieldOf<'stringField'>`. */
export type FieldOf<K extends FieldKind> = FieldBase & {[P in K]: FieldKinds[P]};

export interface FieldGroup {
  name: string;
  displayName?: string;
  helpText?: string;
  /** The group shown first / open by default. */
  default?: boolean;
  /** Names of the fields in this group, in order. */
  fields?: string[];
}

/** A constraint across fields: `fieldNames` plus exactly one kind. */
export type FieldRelationship = {fieldNames?: string[]} & OneOf<{
  /** All of `fieldNames` or none. */
  requiredTogether: Unspecified;
  /** At least one of `fieldNames`. */
  atLeastOne: Unspecified;
  /** At most one of `fieldNames`. */
  mutuallyExclusive: Unspecified;
  /** `fieldNames` may be filled only when all of `dependencyFieldNames` are. */
  dependentOn: {dependencyFieldNames?: string[]};
}>;

export type FieldRelationshipKind =
  'requiredTogether' | 'atLeastOne' | 'mutuallyExclusive' | 'dependentOn';

export interface Form {
  id?: string;
  displayName?: string;
  description?: string;
  fields?: Field[];
  fieldGroups?: FieldGroup[];
  fieldRelationships?: FieldRelationship[];
}

export interface RequestSchema {
  id: string;
  form?: Form | null;
  createdAt?: DateTime | null;
  modifiedAt?: DateTime | null;
  deletedAt?: DateTime | null;
}

// ---------------------------------------------------------------------------------------------
// 2.4 AppEntitlement

export interface ReassignableAssignee {
  allowReassignment?: boolean;
  fallbackUserIds?: string[];
}

/** Who carries out a manual provisioning: exactly one kind. */
export type ManualAssignee = OneOf<{
  appOwners: ReassignableAssignee;
  entitlementOwners: ReassignableAssignee;
  manager: ReassignableAssignee;
  expression: ReassignableAssignee & {expressions?: string[]};
  group: ReassignableAssignee & {appGroupId?: string; appId?: string};
  users: {allowReassignment?: boolean; userIds?: string[]};
}>;

/** How an entitlement is provisioned or deprovisioned: exactly one kind. */
export type ProvisionPolicy = OneOf<{
  action: {actionName?: string; appId?: string; connectorId?: string; displayName?: string};
  connector: {
    account?: {
      config?: Unspecified;
      connectorId?: string;
      schemaId?: string;
      doNotSave?: Unspecified;
      saveToVault?: {vaultIds?: string[]};
    } | null;
    defaultBehavior?: {connectorId?: string} | null;
    deleteAccount?: {connectorId?: string} | null;
  };
  delegated: {appId?: string; entitlementId?: string; implicit?: boolean};
  devicePlacement: {vaultBoundaryId?: string};
  externalTicket: {
    appId?: string;
    connectorId?: string;
    externalTicketProvisionerConfigId?: string;
    instructions?: string;
  };
  manual: {instructions?: string; userIds?: string[]; assignee?: ManualAssignee | null};
  multiStep: {provisionSteps?: ProvisionPolicy[]};
  unconfigured: Record<string, never>;
  webhook: {webhookId?: string};
}>;

export type ProvisionPolicyKind =
  | 'action'
  | 'connector'
  | 'delegated'
  | 'devicePlacement'
  | 'externalTicket'
  | 'manual'
  | 'multiStep'
  | 'unconfigured'
  | 'webhook';

export interface AppEntitlement {
  id: string;
  appId: string;
  appResourceId?: string;
  appResourceTypeId?: string;
  alias?: string;
  slug?: string;
  displayName?: string;
  description?: string;
  externalId?: string;
  annotations?: {[key: string]: unknown} | TypedObject[];
  certifyPolicyId?: string;
  grantPolicyId?: string;
  revokePolicyId?: string;
  emergencyGrantPolicyId?: string;
  requestSchemaId?: string;
  complianceFrameworkValueIds?: string[];
  riskLevelValueId?: string;
  emergencyGrantEnabled?: boolean;
  defaultValuesApplied?: boolean;
  isAutomationEnabled?: boolean;
  isManuallyManaged?: boolean;
  overrideAccessRequestsDefaults?: boolean;
  systemBuiltin?: boolean;
  matchConnId?: string;
  grantCount?: Int64;
  sourceConnectorIds?: {[key: string]: string};
  userEditedMask?: string;
  createdAt?: DateTime | null;
  updatedAt?: DateTime | null;
  deletedAt?: DateTime | null;
  /** Maximum grant duration; absent together with `durationUnset` when unlimited. */
  durationGrant?: Duration;
  durationUnset?: Record<string, never>;
  provisionerPolicy?: ProvisionPolicy | null;
  deprovisionerPolicy?: ProvisionPolicy | null;
}

// ---------------------------------------------------------------------------------------------
// 2.5 Ownership sources

export interface AppEntitlementOwnerEntitlement {
  appEntitlement?: AppEntitlement | null;
  appId: string;
  entitlementId: string;
  roleSlug: string;
  createdAt?: DateTime | null;
}

export interface AppResourceOwnerEntitlement {
  appEntitlement?: AppEntitlement | null;
  appId: string;
  resourceTypeId: string;
  resourceId: string;
  roleSlug: string;
  createdAt?: DateTime | null;
}

// ---------------------------------------------------------------------------------------------
// 2.6 AppUser, 2.7 AppEntitlementView

export interface AppUser {
  id: string;
  appId: string;
  identityUserId?: string;
  displayName?: string;
  username?: string;
  usernames?: string[];
  email?: string;
  emails?: string[];
  employeeIds?: string[];
  isExternal?: boolean;
  /** Non-human-identity detail, for service accounts. */
  nhiDetail?: string;
  profile?: {[key: string]: unknown};
  status?: {details?: string} | null;
  createdAt?: DateTime | null;
  updatedAt?: DateTime | null;
  deletedAt?: DateTime | null;
}

/** One row of the owned-service-accounts list; the paths are locators into `expanded`. */
export interface OwnedServiceAccount {
  appUser?: AppUser | null;
  appPath?: string;
  identityUserPath?: string;
  lastUsagePath?: string;
}

/** One row of an entitlement search. */
export interface AppEntitlementView {
  appEntitlement?: AppEntitlement | null;
  appPath?: string;
  appResourcePath?: string;
  appResourceTypePath?: string;
  objectPermissions?: ActorObjectPermissions | null;
}

// ---------------------------------------------------------------------------------------------
// 2.8 MCP toolsets, 2.9 gateway, 2.10 surfaces

/** An MCP access profile ("toolset"): an admin-curated grouping of MCP tools. */
export interface McpAccessProfile {
  id: string;
  appId?: string;
  connectorId?: string;
  appEntitlementId?: string;
  displayName?: string;
  description?: string;
  requestable?: boolean;
  toolCount?: number;
  createdAt?: DateTime | null;
  updatedAt?: DateTime | null;
  deletedAt?: DateTime | null;
}

/** A provider credential as returned: the submitted API key is never part of it. */
export interface ProviderCredential {
  slotId: string;
  userId?: string;
  displayName?: string;
  /** The first characters of the key, to recognise it. */
  keyPrefix?: string;
  createdAt?: DateTime | null;
  updatedAt?: DateTime | null;
  revokedAt?: DateTime | null;
}

export interface GatewayKey {
  id: string;
  displayName?: string;
  keyPrefix?: string;
  createdAt?: DateTime | null;
  updatedAt?: DateTime | null;
  revokedAt?: DateTime | null;
}

/** A conversation surface (spec 2.10); owned by the model layer. */
export type Surface = SurfaceRecord;

// ---------------------------------------------------------------------------------------------
// Request and response bodies (section 4)

export interface ApproveWithStepUpRequest {
  policyStepId: string;
  /** The verified step-up transaction id; omit it to get the redirect URL. */
  stepUpTransactionId?: string;
  comment?: string;
  expandMask?: TaskExpandMask | null;
}

export interface ApproveWithStepUpResponse {
  taskView?: TaskView | null;
  expanded?: TypedObject[];
  ticketActionId?: string;
  redirectUrl?: string;
}

/** The outcome of approve-with-step-up, told apart by `kind`. */
export type ApproveWithStepUpResult =
  | {
      /** No approval was processed: send the user to `redirectUrl` to complete step-up. */
      kind: 'redirect';
      /** An absolute http(s) URL (checked by the client). */
      redirectUrl: string;
    }
  | {
      /** The approval was processed. */
      kind: 'approved';
      taskView: TaskView | null;
      expanded: TypedObject[];
      ticketActionId: string;
    };

export interface UpdateGrantDurationRequest {
  duration: Duration;
  expandMask?: TaskExpandMask;
}

export interface UpdateGrantDurationResponse {
  taskView?: TaskView | null;
  expanded?: TypedObject[];
}

/** What the client returns for update-grant-duration (defaults filled in). */
export interface UpdateGrantDurationResult {
  taskView: TaskView | null;
  expanded: TypedObject[];
}

export interface OwnedServiceAccountsResponse {
  list: OwnedServiceAccount[];
  expanded: TypedObject[];
  /** Empty when there are no more pages. */
  nextPageToken: string;
}

export interface AppEntitlementSearchResponse {
  list: AppEntitlementView[];
  expanded: TypedObject[];
  nextPageToken: string;
}

export interface McpToolsetsResponse {
  profiles: McpAccessProfile[];
  nextPageToken: string;
}

export interface GatewayKeysResponse {
  list: GatewayKey[];
  nextPageToken: string;
}

export interface PutProviderCredentialRequest {
  /** The provider's secret key: sent once, never returned, never logged. */
  apiKey: string;
  displayName?: string;
}

// ---------------------------------------------------------------------------------------------
// Small helpers on the types (pure, no I/O)

function firstPresentKey<K extends string>(obj: unknown, keys: readonly K[]): K | undefined {
  if (obj === null || typeof obj !== 'object') return undefined;
  const rec = obj as Record<string, unknown>;
  return keys.find((k) => rec[k] !== undefined && rec[k] !== null);
}

/** The kind of a field, or `undefined` for a kind this client does not know. */
export function fieldKind(field: FieldBase): FieldKind | undefined {
  return firstPresentKey(field, FIELD_KINDS);
}

const STEP_KINDS: readonly PolicyStepKind[] = [
  'accept',
  'action',
  'approval',
  'form',
  'provision',
  'reject',
  'wait',
];

/** The kind of a policy step instance, or `undefined` for an unknown kind. */
export function policyStepKind(step: {id: string}): PolicyStepKind | undefined {
  return firstPresentKey(step, STEP_KINDS);
}

const PROVISION_KINDS: readonly ProvisionPolicyKind[] = [
  'action',
  'connector',
  'delegated',
  'devicePlacement',
  'externalTicket',
  'manual',
  'multiStep',
  'unconfigured',
  'webhook',
];

/** The kind of a provisioner policy, or `undefined` for an unknown kind. */
export function provisionPolicyKind(policy: object): ProvisionPolicyKind | undefined {
  return firstPresentKey(policy, PROVISION_KINDS);
}

const RELATIONSHIP_KINDS: readonly FieldRelationshipKind[] = [
  'requiredTogether',
  'atLeastOne',
  'mutuallyExclusive',
  'dependentOn',
];

/** The kind of a field relationship, or `undefined` for an unknown kind. */
export function fieldRelationshipKind(rel: object): FieldRelationshipKind | undefined {
  return firstPresentKey(rel, RELATIONSHIP_KINDS);
}

/**
 * Reads a locator such as `$.expanded[2]` (the form the service uses) against an `expanded`
 * array. Returns `undefined` for an empty, malformed or out-of-range locator.
 */
export function expandedAt(
  expanded: readonly TypedObject[] | undefined,
  locator: string | undefined,
): TypedObject | undefined {
  if (!expanded || !locator) return undefined;
  const m = /^\$\.expanded\[(\d{1,9})\]$/.exec(locator.trim());
  if (!m) return undefined;
  return expanded[Number(m[1])];
}
