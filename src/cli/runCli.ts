import { readFileSync } from 'node:fs';
import { futureReason } from '../dataset/futureReason.js';
import { loadDataset } from '../dataset/loadDataset.js';
import { datasetVersion } from '../dataset/version.js';
import { fail, RatebookError } from '../errors.js';
import type { Dataset } from '../types.js';
import { version } from '../../package.json';
import { exitCodeOf, withExitCode } from './output/exitCode.js';
import { cliWords } from './output/cliWords.js';
import type { Command, CommandContext } from './args/command.js';
import { AS_OF, DATA, TABLE } from './args/globalOptions.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { renderHelp } from './args/renderHelp.js';
import { parseArgv } from './args/parseArgv.js';
import { COMMANDS } from './commands/registry.js';
import { registerPolicyEngine } from '../policy/policyEngine.js';
import { registerReceiptEngine } from '../receipts/receiptEngine.js';
import { registerSourceTable } from '../sources/sourcesEngine.js';
import { staleNotice } from './output/staleNotice.js';

/** Where the program writes; the process's streams in `main`, buffers in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Reads and validates a dataset file, as `--data` does; one whose newest snapshot is from the future is refused. */
export function readDataset(file: string, now: Date = new Date()): Dataset {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail('invalid_dataset', `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'data');
  }
  const dataset = loadDataset(text);
  const future = futureReason(datasetVersion(dataset), now);
  if (future) fail('invalid_dataset', `${file} cannot be current data: ${future}. Rebuild it, or check this machine's clock.`, 'data');
  return dataset;
}

// The embedded data is imported only when a command asks for it, so `--data` and `--help` never parse it.
async function loadDataFile(file: string | undefined): Promise<Dataset> {
  if (file !== undefined) return readDataset(file);
  return (await import('../data.js')).defaultDataset;
}

/**
 * Runs the `ratebook` program: parses argv against the registry, runs the command, and prints its
 * output (JSON, or the table with `--table`). Every error becomes one line on stderr,
 * `ratebook: <code>: <message>`, and exit code 1; nothing else is thrown.
 *
 * @param argv - The words after the program name.
 * @param io - Where to write.
 * @param commands - The registry; default every command.
 * @returns The exit code. A command that keeps running (`serve`) resolves once started.
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) });
 */
export async function runCli(argv: readonly string[], io: CliIo, commands: readonly Command[] = COMMANDS): Promise<number> {
  // `--policy`, `ratebook policies`, `--explain` and `ratebook currency`'s sources: the CLI brings
  // `ratebook/policies`, `ratebook/receipts` and `ratebook/sources` itself.
  registerPolicyEngine();
  registerReceiptEngine();
  registerSourceTable();
  try {
    const invocation = parseArgv(argv, commands);
    if (invocation.kind === 'version') return (io.stdout(`${version}\n`), 0);
    if (invocation.kind === 'help') return (io.stdout(`${renderHelp(invocation.topic, commands)}\n`), 0);
    const { command, input } = invocation;
    const file = command.options.some((o) => o.name === DATA.name) ? input.string('data') : undefined;
    // --as-of in one place: the command answers from the dataset as known then, and never reads the option.
    const asOf = command.options.some((o) => o.name === AS_OF.name) ? input.string(AS_OF.name) : undefined;
    let dataset: Promise<Dataset> | undefined;
    let known: Promise<Dataset> | undefined;
    const context: CommandContext = {
      input,
      commands,
      dataset: () => (known ??= (dataset ??= loadDataFile(file)).then((loaded) => datasetAsOf(loaded, asOf, '--as-of'))),
      readDataset,
      print: (line) => io.stdout(`${line}\n`),
      notice: (line) => io.stderr(`ratebook: ${line}\n`),
    };
    const output = await command.run(context);
    if (output) io.stdout(`${command.options.some((o) => o.name === TABLE.name) && input.flag('table') ? output.table : output.json}\n`);
    // An answer as known at an earlier instant is old on purpose: no notice.
    if (output && dataset && asOf === undefined && command.staleNotice !== false) {
      const line = staleNotice(await dataset, output.date, new Date());
      if (line) context.notice(line);
    }
    return output ? (output.exitCode ?? 0) : 0;
  } catch (error) {
    // A command's own exit code for usage and configuration errors (status, serve: 3), also for a mistyped option.
    const own = commands.find((c) => c.words.length === 1 && c.words[0] === argv.find((word) => !word.startsWith('-')))?.errorExitCode;
    if (own !== undefined && typeof error === 'object' && error !== null && exitCodeOf(error) === 1) withExitCode(error, own);
    const message = error instanceof RatebookError ? `${error.code}: ${cliWords(error.message)}` : `internal_error: ${(error as Error)?.message ?? error}`;
    io.stderr(`ratebook: ${message}\n`);
    return exitCodeOf(error);
  }
}
