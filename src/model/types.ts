import type {ValidationResult} from './validation-result.js';

/**
 * The shapes the model layer reads and produces. No DOM, no Lit: everything here is plain data.
 * This file is the contract between the parser, the resolver and the binding in `src/surface/`.
 */

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

export type Severity = 'error' | 'warning';

/** Something wrong with the input, addressed by a JSON Pointer into the Surface record. */
export interface Issue {
  /** JSON Pointer into the surface record, for example `/components/3/textField/value`. */
  pointer: string;
  message: string;
  severity: Severity;
  /** The id of the component concerned, when there is one. */
  componentId?: string;
  /**
   * The A2UI error code an agent is told for it: `EXPRESSION_ERROR` for a problem found while
   * evaluating a value (an unknown function, bad arguments); `VALIDATION_FAILED` when absent.
   */
  code?: string;
}

/** A Surface record exactly as the surfaces endpoint returns it (service spec 2.10). */
export interface SurfaceRecord {
  surfaceId: string;
  conversationId?: string;
  tenantId?: string;
  catalogId?: string;
  schemaVersion?: number | string;
  sendDataModel?: boolean;
  /** The data model as a JSON string. */
  dataModelJson?: string;
  components?: unknown[];
  createdAt?: string | null;
  updatedAt?: string | null;
  deletedAt?: string | null;
}

/**
 * A normalised check. The wire forms (flat `{call, args, message}`, wrapped `{call: {…}}`,
 * `{and: {checks}}`, `{or: {checks}}`, A2UI `{condition, message}`) all become one of these.
 */
export type Check =
  | {kind: 'call'; call: string; args: Record<string, unknown>; message?: string; pointer: string}
  | {kind: 'condition'; condition: unknown; message?: string; pointer: string}
  | {kind: 'and' | 'or'; checks: Check[]; message?: string; pointer: string};

/** The outcome of evaluating a list of checks. */
export interface CheckResult {
  valid: boolean;
  /** The messages of the failing checks, first failing top-level check first. */
  messages: string[];
  /**
   * Every failing check's message once, the checks inside a failing `and` group each on its own
   * (the messages above give a group's first); in order.
   */
  reasons: string[];
  /** The same failures as v1.0 ValidationResults (with a code where the function gave one). */
  failures: ValidationResult[];
  /** Absolute paths the evaluation read. */
  paths: Set<string>;
  /** Present when a check waits for the regex engine: evaluate again once this settles. */
  pending?: Promise<void>;
}

/** An A2UI template child list: `componentId` repeated for each item at `path`. */
export interface ChildTemplate {
  componentId: string;
  /** Absolute or relative (to the parent's scope) path of the array or object to iterate. */
  path: string;
}

/** One component of a parsed surface. */
export interface ComponentNode {
  id: string;
  /** The variant key as sent (`textField`, `svcTable`, or an unknown name). */
  variant: string;
  /** False when the variant is not one the catalog knows; the renderer marks such nodes. */
  known: boolean;
  /**
   * The variant's properties as sent, minus `children` and `checks`. Values are raw JSON:
   * dynamic values (`{literal}`, `{path}`, `{call}`) or plain values; `resolve()` reads both.
   */
  props: Record<string, unknown>;
  /** Child ids in order (from `children.ids`), as sent; they may name missing components. */
  children: string[];
  /**
   * A template child list (A2UI `{componentId, path}`): one instance of `componentId` per item of
   * the array (or object) at `path`, each instance scoped to that item's path. When present,
   * `children` is empty.
   */
  template?: ChildTemplate;
  /** flex-grow inside a row or column; absent when not sent or not a finite number >= 0. */
  weight?: number;
  /** Normalised checks (buttons, inputs); empty when none. */
  checks: Check[];
  /** JSON Pointer of this component in the record, for example `/components/3`. */
  pointer: string;
  /**
   * The input writes its value as a list even when it holds one choice (an A2UI ChoicePicker,
   * whose value is always a list); a choicePicker of the service writes one id.
   */
  listValue?: true;
  /**
   * The component's object is still arriving (a stream): only the property its variant streams
   * (catalog `streams`) is shown, and it is still growing.
   */
  arriving?: true;
}

/** A surface after parsing: what the renderer works from. */
export interface ParsedSurface {
  surfaceId: string;
  conversationId?: string;
  catalogId?: string;
  sendDataModel: boolean;
  createdAt?: string;
  updatedAt?: string;
  deletedAt?: string;
  /** Components by id; the first of duplicate ids wins. */
  components: Map<string, ComponentNode>;
  /** A2UI theme (primaryColor, iconUrl, agentDisplayName, …) as sent; absent for REST records. */
  theme?: Record<string, Json>;
  /** The id to render from, when there is any component at all. */
  rootId?: string;
  /** The parsed `dataModelJson`: always an object (empty when missing or bad). */
  data: Record<string, Json>;
  issues: Issue[];
  /**
   * A message about the surface is still arriving: a child that is not there yet is on its way
   * (a placeholder, not a "missing" marker), and the surface is `aria-busy`.
   */
  streaming?: boolean;
  /** The surface's own creation is still arriving: it takes no actions yet. */
  provisional?: boolean;
}
