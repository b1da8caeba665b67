/**
 * The DOM-free model layer: surface parsing, the data model, dynamic-value resolution, checks and
 * the function catalog. Importable on its own as `@svc/surfaces/model`.
 */
import {createDefaultFunctions} from './functions/defaults.js';
import {setDefaultFunctions} from './resolve.js';

export type * from './types.js';
export {
  parseSurface,
  parseSurfaceInSteps,
  reparseSurface,
  parseDataModel,
  MAX_COMPONENTS,
  MAX_DEPTH,
  DATA_MODEL_CHARS_PER_STEP,
  type JsonReader,
  type ParseOptions,
} from './parse.js';
export {
  ACCESSIBILITY_PROPS,
  KNOWN_VARIANTS,
  declaredProperties,
  declaredProperty,
  isKnownVariant,
  registerVariant,
  variantToTag,
  type HostVariant,
  type KnownVariant,
} from '../catalog/index.js';
export {DataModel, type ChangeListener, type DataModelOptions} from './data-model.js';
export {
  escapeSegment,
  unescapeSegment,
  parsePointer,
  formatPointer,
  normalizePointer,
  resolvePath,
  resolveSegments,
  isIndexSegment,
} from './pointer.js';
export {
  resolve,
  resolveDeep,
  dynamicKind,
  isDynamicValue,
  MAX_RESOLVE_DEPTH,
  type Scope,
  type Resolved,
  type DynamicKind,
} from './resolve.js';
export {toText, toBoolean, toTruthy, toNumber, toNumberOrUndefined, toIdList} from './coerce.js';
export {normalizeChecks, evaluateChecks, CHECK_FALLBACK_MESSAGE} from './checks.js';
export {isValidationResult, type ValidationResult} from './validation-result.js';
export {FunctionRegistry, type FunctionImpl, type FunctionContext} from './functions/registry.js';
export {createDefaultFunctions, DEFAULT_FUNCTIONS} from './functions/defaults.js';
export {DEFAULT_FUNCTION_NAMES} from './functions/names.js';
export {parseTemplate, renderTemplate, MAX_TEMPLATE_DEPTH} from './functions/format-string.js';
export {formatDatePattern, toDate} from './functions/format-date.js';
export {
  checkUrl,
  allowedUrl,
  MAX_URL_LENGTH,
  type UrlUse,
  type UrlCheck,
  type UrlRefusal,
} from './url-policy.js';
export {
  readAction,
  resolveEvent,
  runAction,
  oneShotOpener,
  type ActionOutcome,
  type ActionSpec,
  type ResolvedEvent,
} from './action.js';
export {
  checkMediaUrl,
  type MediaPolicy,
  type MediaUrlCheck,
  type MediaUrlRefusal,
} from './media-policy.js';
export {
  testPattern,
  preparePattern,
  estimateProgramSize,
  MAX_PATTERN_LENGTH,
  MAX_REGEX_INPUT_LENGTH,
  MAX_REGEX_PROGRAM_SIZE,
  MAX_REGEX_WORK,
  type PatternTest,
} from './regex.js';
export {loadRegexEngine, regexEngineState, type RegexEngineState} from './regex-engine.js';
export {MAX_EVALUATION_CALLS, MAX_EVALUATION_CHARS} from './budget.js';
export {toJson, isUnsafeKey, UNSAFE_KEYS} from './json.js';
export {sameJson} from './same-json.js';
export {mergeData, type DataConflict, type DataPatch, type MergeResult} from './merge.js';

// What `resolve` calls when its scope names no catalog: the default one, for users of this entry.
setDefaultFunctions(createDefaultFunctions);
