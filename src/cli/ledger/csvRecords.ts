import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** One record of a CSV file: the line it starts on (from 1) and its fields, or undefined fields when the record is malformed. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[] | undefined;
  /** The record's text as read, for a malformed one. */
  readonly text?: string;
}

/**
 * Reads a CSV stream record by record (RFC 4180: commas, `"quoted, fields"` with `""` for a quote,
 * a quoted field may span lines; LF or CRLF), holding one record at a time, so a file of any length
 * streams through. A record whose quotes do not parse yields `cells: undefined` for its line, so the
 * caller can report it and go on; blank lines are skipped.
 *
 * @param input - The file's stream.
 * @returns The records, in order.
 * @example
 * for await (const { line, cells } of csvRecords(createReadStream('invoices.csv'))) ...
 */
export async function* csvRecords(input: Readable): AsyncGenerator<CsvRecord> {
  let line = 0;
  let pending: string | undefined;
  let start = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line++;
    const record = pending === undefined ? text : `${pending}\n${text}`;
    if (pending === undefined) start = line;
    // An odd count of quotes leaves a quoted field open: the record goes on on the next line.
    if (quotes(record) % 2 === 1) {
      pending = record;
      continue;
    }
    pending = undefined;
    if (record === '' || (start === 1 && record === '\uFEFF')) continue;
    const body = start === 1 ? record.replace(/^\uFEFF/, '') : record;
    const cells = cellsOf(body);
    yield cells === undefined ? { line: start, cells, text: body } : { line: start, cells };
  }
  if (pending !== undefined) yield { line: start, cells: undefined, text: pending };
}

function quotes(text: string): number {
  let count = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) count++;
  return count;
}

// The fields of one record; undefined when a quoted field is followed by anything but a comma.
function cellsOf(record: string): string[] | undefined {
  if (!record.includes('"')) return record.split(',');
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    if (record.charCodeAt(i) === 34) {
      let cell = '';
      let from = i + 1;
      for (;;) {
        const close = record.indexOf('"', from);
        cell += record.slice(from, close);
        if (record.charCodeAt(close + 1) !== 34) {
          i = close + 1;
          break;
        }
        cell += '"';
        from = close + 2;
      }
      cells.push(cell);
      if (i === record.length) return cells;
      if (record.charCodeAt(i) !== 44) return undefined;
      i++;
    } else {
      const comma = record.indexOf(',', i);
      const cell = record.slice(i, comma === -1 ? record.length : comma);
      if (cell.includes('"')) return undefined;
      cells.push(cell);
      if (comma === -1) return cells;
      i = comma + 1;
    }
  }
}

/**
 * One CSV line from fields: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
 *
 * @example
 * csvLine(['a', 'b,c', 'say "hi"']) // 'a,"b,c","say ""hi"""'
 */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}
