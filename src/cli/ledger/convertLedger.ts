import type { RoundingMode } from '../../decimal/index.js';
import { fail, RatebookError } from '../../errors.js';
import { convert } from '../../ops/convert.js';
import { converter, type Converter } from '../../ops/converter.js';
import type { Dataset, RoundTo } from '../../types.js';
import { csvLine, type CsvRecord } from './csvRecords.js';

/** What a ledger run converts, and where its lines go. */
export interface LedgerRun {
  readonly dataset: Dataset;
  /** The file's records, header first. */
  readonly records: AsyncIterable<CsvRecord>;
  /** The target currency. */
  readonly to: string;
  /** The header names of the amount, currency and date columns. */
  readonly columns: { readonly amount: string; readonly currency: string; readonly date: string };
  readonly round?: RoundTo;
  readonly rounding?: RoundingMode;
  /** Add each row's receipt, as JSON, in a `receipt` column. */
  readonly explain?: boolean;
  /** Takes a batch of output lines, each ending in a line break; awaited, so a slow reader slows the run instead of filling memory. */
  write(text: string): Promise<void> | void;
  /** One bad row: its line and why. */
  report(line: number, error: RatebookError): void;
  /** Called every PROGRESS_EVERY rows with the count so far. */
  progress?(rows: number): void;
}

/** How many rows a run converts between two calls of `progress`, and writes in one batch. */
export const PROGRESS_EVERY = 5_000;
// Converters kept per (currency, date), each the checked pair and its rate: an invoice file repeats them.
const MAX_CONVERTERS = 4_096;

/**
 * Converts a CSV ledger row by row to one currency, at the rate of each row's date: writes the header
 * with `rate`, `rate_date` and `result` (and `receipt` with `explain`) appended, then every row in
 * order with those cells filled, or left empty for a row that cannot be converted (reported with
 * its line). `result` is `convert`'s (rounded with `round`), `rate` the rate applied, `rate_date` the
 * date of the quotes used.
 *
 * @param run - The dataset, the records, the target, the options and the sinks.
 * @returns How many rows were read and how many could not be converted.
 * @example
 * await convertLedger({ dataset, records: csvRecords(stream), to: 'EUR', columns, write, report })
 */
export async function convertLedger(run: LedgerRun): Promise<{ rows: number; bad: number }> {
  let header: readonly string[] | undefined;
  let at: { amount: number; currency: number; date: number } | undefined;
  const converters = new Map<string, Converter<string> | RatebookError>();
  let batch: string[] = [];
  let rows = 0;
  let bad = 0;
  const options = { numbers: 'string', ...(run.round ? { round: run.round } : {}), ...(run.rounding ? { rounding: run.rounding } : {}) } as const;
  const empty = run.explain ? ['', '', '', ''] : ['', '', ''];
  for await (const record of run.records) {
    if (header === undefined) {
      if (record.cells === undefined) fail('invalid_parameter', `line ${record.line}: the header does not parse as CSV.`, 'file');
      header = record.cells.map((cell) => cell.trim());
      at = {
        amount: column(header, run.columns.amount, 'amount-column'),
        currency: column(header, run.columns.currency, 'currency-column'),
        date: column(header, run.columns.date, 'date-column'),
      };
      batch.push(`${csvLine([...record.cells, 'rate', 'rate_date', 'result', ...(run.explain ? ['receipt'] : [])])}\n`);
      continue;
    }
    rows++;
    let added: readonly string[];
    try {
      const cells = record.cells;
      if (cells === undefined) fail('invalid_parameter', 'the row does not parse as CSV (a quote out of place).', 'file');
      if (cells.length !== header.length) fail('invalid_parameter', `the row has ${cells.length} fields, the header ${header.length}.`, 'file');
      const amount = cells[at!.amount]!.trim();
      const from = cells[at!.currency]!.trim();
      const date = cells[at!.date]!.trim();
      if (date === '') fail('missing_parameter', `the row has no date in column ${quoteName(run.columns.date)}.`, 'date');
      added = run.explain ? explained(run, from, amount, date, options) : converted(run, converters, from, amount, date, options);
    } catch (error) {
      if (!(error instanceof RatebookError)) throw error;
      bad++;
      run.report(record.line, error);
      added = empty;
    }
    // A record that does not parse is written as one field holding its text, so the output stays CSV.
    batch.push(`${csvLine([...(record.cells ?? [record.text ?? '']), ...added])}\n`);
    if (rows % PROGRESS_EVERY === 0) {
      await run.write(batch.join(''));
      batch = [];
      run.progress?.(rows);
    }
  }
  if (header === undefined) fail('invalid_parameter', 'the file is empty: a header line is needed.', 'file');
  if (batch.length > 0) await run.write(batch.join(''));
  return { rows, bad };
}

function converted(
  run: LedgerRun,
  converters: Map<string, Converter<string> | RatebookError>,
  from: string,
  amount: string,
  date: string,
  options: object,
): readonly string[] {
  const key = `${from}\u0000${date}`;
  let convertAt = converters.get(key);
  if (convertAt === undefined) {
    try {
      convertAt = converter(run.dataset, { from, to: run.to, date }, options) as unknown as Converter<string>;
    } catch (error) {
      if (!(error instanceof RatebookError)) throw error;
      convertAt = error;
    }
    if (converters.size >= MAX_CONVERTERS) converters.clear();
    converters.set(key, convertAt);
  }
  if (convertAt instanceof RatebookError) throw convertAt;
  return [convertAt.rate, convertAt.date, convertAt(amount)];
}

function explained(run: LedgerRun, from: string, amount: string, date: string, options: object): readonly string[] {
  const r = convert(run.dataset, { from, to: run.to, amount, date }, { ...options, explain: true } as never) as unknown as {
    rate: string;
    date: string;
    result: string;
    source: unknown;
  };
  return [r.rate, r.date, r.result, JSON.stringify(r.source)];
}

function column(header: readonly string[], name: string, option: string): number {
  const index = header.indexOf(name);
  if (index === -1)
    fail('invalid_parameter', `the header has no column ${quoteName(name)} (its columns: ${header.join(', ')}); name it with --${option}.`, option);
  return index;
}

function quoteName(name: string): string {
  return JSON.stringify(name);
}
