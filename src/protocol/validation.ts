/**
 * The checks of a surface's components, evaluated against its data model now: what an agent-side
 * tool or a test reads to know which inputs are valid (the conformance suite's
 * `validationResult`). The renderer evaluates the same checks live, in its bindings.
 */
import {evaluateChecks} from '../model/checks.js';
import type {FunctionRegistry} from '../model/functions/registry.js';
import type {ValidationResult} from '../model/validation-result.js';
import type {SurfaceState} from './types.js';

/**
 * Each component with checks → its result: `{valid: true}`, or the first failing check's
 * ValidationResult (its code from a v1.0 validation function, its message from the check, else
 * from the function). Evaluated with `functions` (for example `createDefaultFunctions()` of
 * `@svc/surfaces/model`, or the registry a surface uses).
 */
export function validationResults(
  surface: SurfaceState,
  functions: FunctionRegistry,
): Record<string, ValidationResult> {
  const out: Record<string, ValidationResult> = {};
  for (const [id, node] of surface.view().components) {
    if (!node.checks.length) continue;
    const result = evaluateChecks(node.checks, {
      model: surface.dataModel,
      functions,
      protocolVersion: surface.version,
    });
    out[id] = result.failures[0] ?? {valid: true};
  }
  return out;
}
