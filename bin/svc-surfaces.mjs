#!/usr/bin/env node
/**
 * svc-surfaces validate [--format record|response|a2ui] [--json] [--strict] [--protocol v1.0]
 *                      [--catalog file]...
 *                      [--max-bytes N] <file|->...
 *
 * Validates agent output with the renderer's own parser (dist/validate, DOM-free). Exit codes:
 * 0 clean, 1 errors (or warnings with --strict), 2 usage error or an input that cannot be read.
 */
import {Buffer} from 'node:buffer';
import {readFile, stat} from 'node:fs/promises';
import {parseArgs} from 'node:util';

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const FORMATS = ['record', 'response', 'a2ui'];
const PROTOCOLS = ['v0.9', 'v1.0'];

const USAGE = `Usage: svc-surfaces validate [options] <file|-> [more files]

Validates Surface records, surfaces responses ({"surfaces": [...]}) and A2UI v0.9 / v1.0
messages (JSONL, one message per line, or a JSON array / {"messages": [...]}) with the
renderer's parser. "-" reads standard input. The format is detected unless --format is given.

Options:
  --format <f>     record, response or a2ui
  --json           print a machine-readable report instead of text
  --strict         validate as an agent-side validator: A2UI components are checked against
                   their catalog's schema and every surface's graph must be whole (a root, no
                   missing ids, no cycles, nothing unreachable); warnings fail too
  --protocol <v>    read only A2UI messages of this protocol version (v0.9 or v1.0)
  --catalog <file> a catalog definition (its published JSON) the messages may use, besides
                   the basic catalogs (repeat for more)
  --max-bytes <n>  refuse inputs larger than n bytes (default ${DEFAULT_MAX_BYTES})
  --host-variant <name>
                   a variant the host page registers itself (repeat for more)
  -h, --help       show this help

Exit codes: 0 clean, 1 errors (or warnings with --strict), 2 usage or unreadable input.`;

/** Prints the problem and the usage; returns the exit code. */
function usageError(message) {
  process.stderr.write(`svc-surfaces: ${message}\n\n${USAGE}\n`);
  return 2;
}

function parse(argv) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: {type: 'string'},
        json: {type: 'boolean', default: false},
        strict: {type: 'boolean', default: false},
        catalog: {type: 'string', multiple: true, default: []},
        protocol: {type: 'string'},
        'max-bytes': {type: 'string'},
        'host-variant': {type: 'string', multiple: true, default: []},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
  } catch (error) {
    return {error: error.message};
  }
}

function tooLarge(size, max) {
  return `the input is ${size} bytes, more than the cap of ${max}; pass --max-bytes to raise it`;
}

/** Standard input as text, refusing more than `max` bytes. */
async function readStdin(max) {
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += chunk.length;
    if (size > max) {
      process.stdin.destroy();
      throw new Error(tooLarge(`over ${max}`, max));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(path, max) {
  if (path === '-') return readStdin(max);
  const info = await stat(path);
  if (info.isDirectory()) throw new Error('is a directory');
  if (info.size > max) throw new Error(tooLarge(info.size, max));
  return readFile(path, 'utf8');
}

function reason(error) {
  if (error?.code === 'ENOENT') return 'no such file';
  if (error?.code === 'EACCES') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

async function main() {
  const args = parse(process.argv.slice(2));
  if (args.error) return usageError(args.error);
  const {values, positionals} = args;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [command, ...paths] = positionals;
  if (command !== 'validate') {
    return usageError(command ? `unknown command "${command}"` : 'no command given');
  }
  if (paths.length === 0) return usageError('no input given (a file, or - for standard input)');
  if (values.format !== undefined && !FORMATS.includes(values.format)) {
    return usageError(`--format must be one of ${FORMATS.join(', ')}`);
  }
  if (values.protocol !== undefined && !PROTOCOLS.includes(values.protocol)) {
    return usageError(`--protocol must be one of ${PROTOCOLS.join(', ')}`);
  }
  let max = DEFAULT_MAX_BYTES;
  if (values['max-bytes'] !== undefined) {
    max = Number(values['max-bytes']);
    if (!Number.isSafeInteger(max) || max <= 0) {
      return usageError('--max-bytes must be a whole number above 0');
    }
  }

  let validator;
  try {
    validator = await import('../dist/validate/index.js');
  } catch (error) {
    process.stderr.write(
      `svc-surfaces: the built validator is missing (${reason(error)}); run npm run build\n`,
    );
    return 2;
  }
  const {fileReport, formatReport, summarize, validateText} = validator;
  const options = {hostVariants: values['host-variant'], strict: values.strict, catalogs: []};
  if (values.format) options.format = values.format;
  if (values.protocol) options.protocolVersion = values.protocol;
  for (const path of values.catalog) {
    try {
      options.catalogs.push(JSON.parse(await readInput(path, max)));
    } catch (error) {
      process.stderr.write(`svc-surfaces: the catalog ${path} cannot be read: ${reason(error)}\n`);
      return 2;
    }
  }

  const files = [];
  let unreadable = false;
  for (const path of paths) {
    let text;
    try {
      text = await readInput(path, max);
    } catch (error) {
      unreadable = true;
      files.push({path, ok: false, error: `cannot read: ${reason(error)}`});
      continue;
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    files.push(fileReport(path, validateText(text, options), values.strict));
  }
  const report = summarize(files, values.strict);
  if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${formatReport(report)}\n`);
  if (unreadable) return 2;
  return report.ok ? 0 : 1;
}

process.exitCode = await main();
