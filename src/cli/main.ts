import { readFileSync } from 'node:fs';
import { loadDataset } from '../dataset/loadDataset.js';
import { fail, RatebookError } from '../errors.js';
import type { Dataset } from '../types.js';
import { parseCli, type CliArgs } from './args.js';
import { runQuery } from './commands.js';
import { USAGE } from './usage.js';
import { version } from '../../package.json';

function readDataset(file: string): Dataset {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail('invalid_dataset', `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'data');
  }
  return loadDataset(text);
}

// The embedded data is imported only when needed, so `--data` and `--help` never parse it.
async function dataset(args: CliArgs): Promise<Dataset> {
  if (args.options.data !== undefined) return readDataset(args.options.data);
  return (await import('../data.js')).defaultDataset;
}

async function run(argv: readonly string[]): Promise<void> {
  const args = parseCli(argv);
  if (args.options.version) return void process.stdout.write(`${version}\n`);
  if (args.options.help || args.words.length === 0) return void process.stdout.write(`${USAGE}\n`);
  if (args.words[0] === 'import') return (await import('./runImport.js')).runImport(args);
  if (args.words[0] === 'serve') {
    const { runServe } = await import('./runServe.js');
    return runServe(args, () => dataset(args), readDataset);
  }
  const output = runQuery(args, await dataset(args));
  process.stdout.write(`${args.options.table ? output.table : output.json}\n`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof RatebookError ? `${error.code}: ${error.message}` : `internal_error: ${(error as Error)?.message ?? error}`;
  process.stderr.write(`ratebook: ${message}\n`);
  process.exitCode = 1;
});
