import {DataModel, resolve, type Issue, type Scope} from '../../src/model/index.js';

/** Calls catalog function `name` with raw (dynamic or plain) args; returns value, issues and paths. */
export function call(
  name: string,
  args: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
  extra: Partial<Scope> = {},
) {
  const issues: Issue[] = [];
  const model = new DataModel(data);
  const result = resolve(
    {call: {call: name, args}},
    {model, locale: 'en-US', report: (issue) => issues.push(issue), ...extra},
  );
  return {value: result.value, paths: result.paths, issues};
}

/** Just the value of `call(...)`. */
export function run(
  name: string,
  args: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  return call(name, args, data).value;
}
