/*
 * The commands of the `ratebook` program, one declarative entry each.
 *
 * To add a command, write one `Command` (see ../args/command.ts) in its own module and list it below:
 *   - `words`: what names it (`['crypto', 'history']`); a shared first word makes a group, which
 *     `ratebook crypto` and `ratebook help crypto` list;
 *   - `args`: its positional arguments in order (optional and variadic ones last);
 *   - `options`: every option it accepts, reusing DATA and TABLE from ../args/globalOptions.ts; `--help`
 *     is added to all. The parser refuses any other option, a repeated one unless `repeatable`,
 *     and missing or extra arguments, so `run` never sees what the command does not use. One
 *     option name must mean one option (same type) across commands; test/cli/registry.test.ts checks;
 *   - `summary` (the line in `ratebook help`) and optional `details` (more lines in its own help);
 *   - `run(context)`: read `context.input` by name, load `context.dataset()` (it follows `--data`),
 *     and return an `Output` (printed as JSON, or its table with `--table`), or print with
 *     `context.print` and return nothing. Notices and warnings go to stderr via `context.notice`.
 *     Fail with `fail(code, message, param)`; the program prints `ratebook: <code>: <message>`
 *     and exits 1. Import heavy modules inside `run`, so other commands start fast.
 */
import type { Command } from '../args/command.js';
import { cryptoConvertEntry, cryptoCurrenciesEntry, cryptoHistoryEntry, cryptoRatesEntry, cryptoTimeseriesEntry } from './cryptoEntries.js';
import { convertEntry, currenciesEntry, historyEntry, ratesEntry, timeseriesEntry } from './fiatEntries.js';
import { currencyEntry } from './currencyEntry.js';
import { helpEntry } from '../args/renderHelp.js';
import { importEntry } from './importEntry.js';
import { ledgerEntry } from './ledgerEntry.js';
import { serveEntry } from './serveEntry.js';
import { fetchEntry } from './fetchEntry.js';
import { publishEntry } from './publishEntry.js';
import { statusEntry } from './statusEntry.js';
import { policiesEntry } from './policiesEntry.js';
import { mcpEntry } from './mcpEntry.js';

/** Every command, in the order `ratebook help` lists them. */
export const COMMANDS: readonly Command[] = [
  ratesEntry,
  convertEntry,
  currenciesEntry,
  currencyEntry,
  ledgerEntry,
  historyEntry,
  policiesEntry,
  timeseriesEntry,
  cryptoRatesEntry,
  cryptoConvertEntry,
  cryptoCurrenciesEntry,
  cryptoHistoryEntry,
  cryptoTimeseriesEntry,
  serveEntry,
  mcpEntry,
  importEntry,
  fetchEntry,
  publishEntry,
  statusEntry,
  helpEntry,
];
