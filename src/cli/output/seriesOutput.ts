import { fail } from '../../errors.js';
import { timeseriesJson } from '../../http/seriesJson.js';
import type { TimeseriesResult } from '../../types.js';
import type { CommandContext, Output } from '../args/command.js';
import { table } from './table.js';

/**
 * What a series command prints: the Time series JSON, a table with dates down and codes across
 * (`--table`), or with `--csv` comma-separated values for a spreadsheet (`date,EUR,GBP`, then one
 * line per date), printed here. A code not quoted on a date is a blank cell. A grouped series
 * (`--group`, `--stat`) prints one row per period, keyed by its first day, each value followed by
 * the number of quote dates it stands for.
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
  // A grouped series is keyed by each period's first day, and keeps its counts: after each code's
  // value, the number of quote dates it stands for (`EUR n` in the table, `EUR_count` in the CSV).
  const counts = r.group === undefined ? undefined : r.counts;
  const cells = (date: string) =>
    codes.flatMap((code) => {
      const value = r.rates[date]![code] ?? '';
      return counts === undefined ? [value] : [value, String(counts[date]?.[code] ?? '')];
    });
  const rows = dates.map((date) => [date, ...cells(date)]);
  const heads = (suffix: string) => codes.flatMap((code) => (counts === undefined ? [code] : [code, `${code}${suffix}`]));
  const title = r.group ? `${r.base} ${r.stat ?? 'mean'} rates by ${r.group} (periods keyed by their first day)` : `${r.base} rates`;
  if (!context.input.flag('csv'))
    return { json: timeseriesJson(r), table: `${title}, ${r.start_date} to ${r.end_date}\n${table([[r.group ? 'PERIOD' : 'DATE', ...heads(' n')], ...rows])}` };
  if (context.input.flag('table')) fail('invalid_parameter', 'Choose one of --csv and --table.', 'csv');
  for (const row of [['date', ...heads('_count')], ...rows]) context.print(row.join(','));
  return undefined;
}
