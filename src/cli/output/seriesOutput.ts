import { fail } from '../../errors.js';
import { timeseriesJson } from '../../http/json.js';
import type { TimeseriesResult } from '../../types.js';
import type { CommandContext, Output } from '../args/command.js';
import { table } from './table.js';

/**
 * What a series command prints: the Time series JSON, a table with dates down and codes across
 * (`--table`), or with `--csv` comma-separated values for a spreadsheet (`date,EUR,GBP`, then one
 * line per date), printed here. A code not quoted on a date is a blank cell. A grouped series
 * (`--group`) prints one row per period, keyed by its first day.
 *
 * @param r - A result of timeseries or cryptoTimeseries in exact strings.
 * @param context - The command's context: its `--csv` and `--table` flags, and where to print.
 * @returns The JSON and the table, or nothing once the CSV is printed.
 * @example
 * return seriesOutput(timeseries(ds, { start: '2025-01-01', symbols: 'EUR' }, EXACT), context);
 */
export function seriesOutput(r: TimeseriesResult<string>, context: Pick<CommandContext, 'input' | 'print'>): Output | undefined {
  const dates = Object.keys(r.rates);
  const codes = [...new Set(dates.flatMap((date) => Object.keys(r.rates[date]!)))].sort();
  const rows = dates.map((date) => [date, ...codes.map((code) => r.rates[date]![code] ?? '')]);
  // A grouped series is keyed by each period's first day; its counts are in the JSON.
  const title = r.group ? `${r.base} mean rates by ${r.group} (periods keyed by their first day)` : `${r.base} rates`;
  if (!context.input.flag('csv')) return { json: timeseriesJson(r), table: `${title}, ${r.start_date} to ${r.end_date}\n${table([[r.group ? 'PERIOD' : 'DATE', ...codes], ...rows])}` };
  if (context.input.flag('table')) fail('invalid_parameter', 'Choose one of --csv and --table.', 'csv');
  for (const row of [['date', ...codes], ...rows]) context.print(row.join(','));
  return undefined;
}
