import type { Readable } from 'node:stream';
import { CsvReader, type CsvRecord } from './csvReader.js';

export type { CsvRecord } from './csvReader.js';

/**
 * Reads a CSV stream record by record with CsvReader (RFC 4180, linear time, a malformed record
 * reported at its line and reading resumed at the next), holding one record at a time (a few
 * thousand at most), so a file of any length streams through.
 *
 * @param input - The file's stream.
 * @returns The records, in order; a malformed one has `cells: undefined` and its `problem`.
 * @example
 * for await (const { line, cells } of csvRecords(createReadStream('invoices.csv'))) ...
 */
export async function* csvRecords(input: Readable): AsyncGenerator<CsvRecord> {
  const reader = new CsvReader();
  input.setEncoding('utf8');
  for await (const chunk of input) yield* reader.push(chunk as string);
  yield* reader.end();
}

// A cell a spreadsheet would run as a formula, unless it is a number (-12.5, +3).
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * One CSV line from fields: a cell a spreadsheet would run as a formula (starting with `=`, `+`,
 * `-`, `@`, TAB or CR, and not a number) gets a leading `'` (OWASP, CSV injection); a field holding a
 * comma, a quote or a line break is quoted, its quotes doubled, its line breaks kept as they are.
 *
 * @example
 * csvLine(['a', 'b,c', 'say "hi"', '=1+1', '-12.5']) // `a,"b,c","say ""hi""",'=1+1,-12.5`
 */
export function csvLine(cells: readonly string[]): string {
  return cells
    .map((text) => {
      const cell = FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',');
}
