/**
 * The official A2UI conformance suite's message-processing cases, run against MessageProcessor
 * from the tables in ./tables (see README.md). Each case is one test; a case this renderer cannot
 * run is listed as pending with the reason.
 */
import {caseVersion, runTable, table, type Case} from './harness.js';
import {
  OLD_SPELLING,
  runCapabilities,
  runDataModelRequest,
  runMessages,
  runResolvePath,
} from './processing.js';

const FILES = [
  'message_processor',
  'message_processor_v0_8',
  'message_processor_v0_9',
  'message_processor_v1_0',
  'data_deletion',
  'data_model_pointers',
  'reserved_keys',
  'composition_constraints',
  'validation_result',
  'index_function',
];

/** The actions of these files, and how each is run. */
const RUNNERS: Record<string, (testCase: Case, version: string) => void> = {
  process_messages: (testCase, version) =>
    runMessages(testCase, version, ALSO_REPORTED[testCase.name]),
  validate: (testCase, version) => runMessages(testCase, version, ALSO_REPORTED[testCase.name]),
  get_renderer_capabilities: runCapabilities,
  get_renderer_data_model: runDataModelRequest,
  resolve_path: runResolvePath,
};

/**
 * What this renderer reports beyond what a case expects, allowed with the reason: the state the
 * case checks is reached, and the report is right by the specification.
 */
const ALSO_REPORTED: Record<string, RegExp> = {
  // The v0.9 basic catalog has no Label: the component is replaced as the case checks, and the
  // unknown type is reported (the renderer shows a marker in its place).
  test_update_components_recreate_on_type_change: /Unknown component type 'Label'/,
};

const COLLECTION_DRAFT =
  'written for a draft `Collection` component with inline `template.components` and instance ids ' +
  '`<id>_<n>`, which neither the v1.0 specification nor its basic catalog has (templates are ' +
  '`children: {componentId, path}`; reserved_keys.yaml runs @index in that shape)';

/** Cases written for a draft shape no specification has, with the reason. */
const DRAFT_SHAPES: Record<string, string> = {
  test_index_function_in_collection_loop: COLLECTION_DRAFT,
  test_index_function_with_offset: COLLECTION_DRAFT,
  test_index_function_nested_path: COLLECTION_DRAFT,
};

function cannotRun(testCase: Case, file: string): string | undefined {
  if (DRAFT_SHAPES[testCase.name]) return DRAFT_SHAPES[testCase.name];
  if (!RUNNERS[testCase.action]) return `action ${testCase.action} is run elsewhere`;
  if (caseVersion(testCase, file) === 'v0.8')
    return 'v0.8 is not read by this renderer (v0.9 and later only)';
  return undefined;
}

const tables = await Promise.all(FILES.map((file) => table(file)));

FILES.forEach((file, index) => {
  describe(`conformance: ${file} (${tables[index].source.commit?.slice(0, 8) ?? 'no commit'})`, () => {
    runTable(
      file,
      tables[index].cases,
      (testCase) =>
        RUNNERS[testCase.action](
          OLD_SPELLING.has(file) ? {...testCase, oldSpelling: true} : testCase,
          caseVersion(testCase, file),
        ),
      (testCase: Case) => cannotRun(testCase, file),
    );
  });
});
