import { fail } from '../../errors.js';
import type { RatesResult } from '../../types.js';
import type { CommandContext, OptionSpec, Output } from '../args/command.js';
import { ratesOutput } from './output.js';

/** `--csv` of the commands that answer one rates map (`rates`, `crypto rates`). */
export const RATES_CSV: OptionSpec = {
  name: 'csv',
  type: 'boolean',
  description: 'print comma-separated values (code,rate, then one line per code) instead of JSON',
};

/**
 * A rates answer as the command prints it: JSON or `--table` as usual, or with `--csv` a header
 * `code,rate` and one line per code, the exact decimal literals, for a spreadsheet.
 *
 * @param r - The rates answer, with exact decimal strings.
 * @param context - The command's context: its `--csv` and `--table` flags, and where to print.
 * @returns The Output to print, or undefined when the CSV lines were printed here.
 * @example
 * return ratesOrCsv(rates(ds, { base: 'EUR' }, { numbers: 'string' }), context);
 */
export function ratesOrCsv(r: RatesResult<string>, context: CommandContext): Output | undefined {
  if (!context.input.flag('csv')) return ratesOutput(r);
  if (context.input.flag('table')) fail('invalid_parameter', 'Choose one of --csv and --table.', 'csv');
  context.print('code,rate');
  for (const [code, rate] of Object.entries(r.rates)) context.print(`${code},${rate}`);
  return undefined;
}
