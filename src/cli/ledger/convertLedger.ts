import type { RoundingMode } from '../../decimal/index.js';
import { fail, RatebookError } from '../../errors.js';
import { convert } from '../../ops/convert.js';
import { converter, type Converter } from '../../ops/converter.js';
import { readMaxAgeDays } from '../../ops/maxAge.js';
import { policyOptions } from '../../ops/policyOptions.js';
import { readRounding } from '../../ops/roundResult.js';
import { readPolicy } from '../../policy/policies.js';
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
  /** A rate policy's id: it chooses each row's rate, as `convert`'s `policy` option does. */
  readonly policy?: string;
  /** Without a policy: refuse (`stale_rate`) a rate more than this many days older than the row's date (`convert`'s `maxAgeDays`, its text as given). */
  readonly maxAgeDays?: number | string;
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
 * with `rate`, `rate_date`, `result` and `stale` appended (and `receipt` with `explain`), then one
 * record for every record read, in order: its cells and those filled, each `convert`'s with the same
 * options (`stale` true where `convert` says the rate is older than the date's publication), or, for
 * a row that cannot be converted, left empty and the row reported with its line. A malformed record
 * (see CsvReader) is reported too and written as its text in the first column, every other cell
 * empty, so no column is shifted. Options are checked before the first row.
 *
 * @param run - The dataset, the records, the target, the options and the sinks.
 * @returns How many rows were read and how many could not be converted.
 * @example
 * await convertLedger({ dataset, records: csvRecords(stream), to: 'EUR', columns, write, report })
 */
export async function convertLedger(run: LedgerRun): Promise<{ rows: number; bad: number }> {
  const options = {
    numbers: 'string',
    ...(run.round ? { round: run.round } : {}),
    ...(run.rounding ? { rounding: run.rounding } : {}),
    ...(run.policy === undefined ? {} : { policy: run.policy }),
    ...(run.maxAgeDays === undefined ? {} : { maxAgeDays: run.maxAgeDays }),
  } as const;
  checkOptions(options);
  let header: readonly string[] | undefined;
  let at: { amount: number; currency: number; date: number } | undefined;
  const converters = new Map<string, Keyed | RatebookError>();
  let batch: string[] = [];
  let rows = 0;
  let bad = 0;
  const added = run.explain ? 5 : 4;
  for await (const record of run.records) {
    if (header === undefined) {
      if (record.cells === undefined) fail('invalid_parameter', `line ${record.line}: the header does not parse as CSV: ${record.problem}.`, 'file');
      header = record.cells.map((cell) => cell.trim());
      at = {
        amount: column(header, run.columns.amount, 'amount-column'),
        currency: column(header, run.columns.currency, 'currency-column'),
        date: column(header, run.columns.date, 'date-column'),
      };
      batch.push(`${csvLine([...record.cells, 'rate', 'rate_date', 'result', 'stale', ...(run.explain ? ['receipt'] : [])])}\n`);
      continue;
    }
    rows++;
    let line: readonly string[];
    try {
      const cells = record.cells;
      if (cells === undefined) fail('invalid_parameter', `the record does not parse as CSV: ${record.problem}.`, 'file');
      const amount = cells[at!.amount]!.trim();
      const from = cells[at!.currency]!.trim();
      const date = cells[at!.date]!.trim();
      if (date === '') fail('missing_parameter', `the row has no date in column ${quoteName(run.columns.date)}.`, 'date');
      line = [
        ...cells,
        ...(run.explain || run.policy !== undefined ? byConvert(run, from, amount, date, options) : byConverter(run, converters, from, amount, date, options)),
      ];
    } catch (error) {
      if (!(error instanceof RatebookError)) throw error;
      bad++;
      run.report(record.line, error);
      line = record.cells ?? [record.text ?? '', ...Array<string>(header.length - 1).fill('')];
      line = [...line, ...Array<string>(added).fill('')];
    }
    batch.push(`${csvLine(line)}\n`);
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

// The options as convert reads them, refused before any row is read rather than on every row.
function checkOptions(options: { readonly policy?: string; readonly maxAgeDays?: unknown }): void {
  readRounding(options);
  policyOptions(options);
  readMaxAgeDays(options.maxAgeDays);
  if (options.policy !== undefined) readPolicy(options.policy);
}

// A (currency, date) key's converter and what convert answers for it (rate, date, stale).
interface Keyed {
  readonly convertAt: Converter<string>;
  readonly rate: string;
  readonly date: string;
  readonly stale: boolean;
}

// The usual row: convert's answer for the key (its errors, rate, date and stale flag) once, then the key's converter for each amount.
function byConverter(
  run: LedgerRun,
  converters: Map<string, Keyed | RatebookError>,
  from: string,
  amount: string,
  date: string,
  options: object,
): readonly string[] {
  const key = `${from}\u0000${date}`;
  let keyed = converters.get(key);
  if (keyed === undefined) {
    try {
      const answer = convert(run.dataset, { from, to: run.to, date }, options as never) as unknown as { rate: string; date: string; stale?: true };
      const convertAt = converter(run.dataset, { from, to: run.to, date }, options) as unknown as Converter<string>;
      keyed = { convertAt, rate: answer.rate, date: answer.date, stale: answer.stale === true };
    } catch (error) {
      if (!(error instanceof RatebookError)) throw error;
      keyed = error;
    }
    if (converters.size >= MAX_CONVERTERS) converters.clear();
    converters.set(key, keyed);
  }
  if (keyed instanceof RatebookError) throw keyed;
  return [keyed.rate, keyed.date, keyed.convertAt(amount), String(keyed.stale)];
}

// A row under a policy or with its receipt: convert itself, row by row.
function byConvert(run: LedgerRun, from: string, amount: string, date: string, options: object): readonly string[] {
  const r = convert(run.dataset, { from, to: run.to, amount, date }, (run.explain ? { ...options, explain: true } : options) as never) as unknown as {
    rate: string;
    date: string;
    result: string;
    stale?: true;
    source?: unknown;
  };
  return [r.rate, r.date, r.result, String(r.stale === true), ...(run.explain ? [JSON.stringify(r.source)] : [])];
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
