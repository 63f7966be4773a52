import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fail } from '../errors.js';
import type { CliArgs } from './args.js';
import { IMPORT_FORMATS, importCommand, type ImportCommandInput } from './importCommand.js';

const PREFIXED = new RegExp(`^(${IMPORT_FORMATS.join('|')}):(.+)$`);

function readInput(word: string): ImportCommandInput {
  const match = PREFIXED.exec(word);
  const name = match ? match[2]! : word;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(name);
  } catch (error) {
    fail('invalid_parameter', `cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'file');
  }
  return match ? { name, bytes, format: match[1]! } : { name, bytes };
}

/**
 * `ratebook import <format> <file>... --out <dataset.json>`: builds a dataset file from feeds.
 * An input written `<format>:<file>` has its own format, so one run merges a fiat and a crypto
 * series. The file is written whole or not at all (a temporary file renamed into place), and
 * the importers' warnings go to stderr.
 */
export async function runImport(args: CliArgs): Promise<void> {
  const [, format, ...files] = args.words;
  const out = args.options.out;
  if (format === undefined || files.length === 0 || out === undefined) {
    fail('invalid_parameter', `usage: ratebook import <${IMPORT_FORMATS.join('|')}> <file>... --out <dataset.json>`, 'argv');
  }
  const { dataset, warnings } = await importCommand(format, files.map(readInput), args.options.date === undefined ? {} : { date: args.options.date });
  const temporary = `${out}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(dataset)}\n`);
    renameSync(temporary, out);
  } catch (error) {
    rmSync(temporary, { force: true });
    fail('invalid_parameter', `cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'out');
  }
  for (const warning of warnings) process.stderr.write(`ratebook: warning: ${warning.kind}: ${warning.message}\n`);
  const { snapshots } = dataset;
  process.stdout.write(
    `wrote ${out}: ${snapshots.length} snapshots ${snapshots[0]?.date} to ${snapshots[snapshots.length - 1]?.date}, ` +
      `${dataset.fiat.length} fiat, ${dataset.crypto.length} crypto, pivot ${dataset.pivot}, ${warnings.length} warnings\n`,
  );
}
