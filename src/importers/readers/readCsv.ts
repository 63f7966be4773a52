import { quote } from '../../errors.js';
import { invalidFeed } from '../invalidFeed.js';

/** One line of a CSV document: its number (from 1) and its fields. */
export interface CsvRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/**
 * Splits a CSV document into rows of fields (RFC 4180: commas, `"quoted, fields"` with `""` for a
 * quote, LF or CRLF line ends). A blank line is a row with no cells, so a caller can tell the
 * blank lines a bank puts between its metadata rows, or at the end, from a row of empty fields. A
 * quote left open is an `invalid_feed` error at the line where it opens, and so is a last line with
 * no line end: the banks end every line, so a document cut short would otherwise read as a shorter
 * one, its last value cut to fewer digits.
 *
 * @param text - The document.
 * @returns Its rows, in order, each with its line number.
 * @example
 * readCsv('DATE,XUDLUSS\n17 Mar 2026,1.3343\n')[1] // { line: 2, cells: ['17 Mar 2026', '1.3343'] }
 */
export function readCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  if (text !== '' && !text.endsWith('\n')) invalidFeed(`line ${text.split('\n').length}`, 'the last line has no line end; the document looks cut short');
  let line = 1;
  let start = 0;
  while (start < text.length) {
    const rowLine = line;
    const cells: string[] = [];
    let i = start;
    for (;;) {
      let cell: string;
      if (text.charCodeAt(i) === 34) {
        // A quoted field may hold commas, quotes ("") and line breaks.
        const parts: string[] = [];
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) invalidFeed(`line ${rowLine}`, 'a quoted field is never closed');
          parts.push(text.slice(from, close));
          if (text.charCodeAt(close + 1) !== 34) {
            i = close + 1;
            break;
          }
          parts.push('"');
          from = close + 2;
        }
        cell = parts.join('');
        for (const ch of cell) if (ch === '\n') line++;
        const next = text.charCodeAt(i);
        if (i < text.length && next !== 44 && next !== 10 && !(next === 13 && text.charCodeAt(i + 1) === 10)) {
          invalidFeed(`line ${line}`, `unexpected ${quote(text[i])} after a quoted field`);
        }
      } else {
        let end = i;
        while (end < text.length) {
          const c = text.charCodeAt(end);
          if (c === 44 || c === 10 || (c === 13 && text.charCodeAt(end + 1) === 10)) break;
          end++;
        }
        cell = text.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (text.charCodeAt(i) === 44) {
        i++;
        continue;
      }
      break;
    }
    if (text.charCodeAt(i) === 13) i++;
    i++; // the line feed, or past the end
    rows.push({ line: rowLine, cells: cells.length === 1 && cells[0] === '' ? [] : cells });
    line++;
    start = i;
  }
  return rows;
}

/**
 * Finds the columns a document must have in its header row and returns their positions; a column
 * missing or repeated is an `invalid_feed` error on the header's line.
 *
 * @param header - The header row.
 * @param names - The columns required.
 * @returns Column name -> position.
 * @example
 * csvColumns({ line: 1, cells: ['TIME_PERIOD', 'OBS_VALUE'] }, ['OBS_VALUE']).OBS_VALUE // 1
 */
export function csvColumns<const N extends string>(header: CsvRow, names: readonly N[]): Record<N, number> {
  const at = {} as Record<N, number>;
  for (const name of names) {
    const index = header.cells.indexOf(name);
    if (index === -1) invalidFeed(`line ${header.line}`, `the header lacks the column ${name}`);
    const again = header.cells.indexOf(name, index + 1);
    if (again !== -1) invalidFeed(`line ${header.line}, column ${again + 1}`, `the column ${name} is repeated`);
    at[name] = index;
  }
  return at;
}

/**
 * Checks that a data row has as many fields as the header, so that no value is read from the
 * wrong column.
 *
 * @example
 * checkWidth(row, header.cells.length)
 */
export function checkWidth(row: CsvRow, width: number): void {
  if (row.cells.length !== width) invalidFeed(`line ${row.line}`, `expected ${width} fields as in the header, got ${row.cells.length}`);
}

/**
 * The data rows of a document from `start` on: blank lines may end it (banks pad their files)
 * but not interrupt it, where a reader could not tell a lost row from a gap.
 *
 * @example
 * bodyRows(readCsv('DATE,X\n17 Mar 2026,1\n\n'), 1).length // 1
 */
export function bodyRows(rows: readonly CsvRow[], start: number): CsvRow[] {
  let end = rows.length;
  while (end > start && rows[end - 1]!.cells.length === 0) end--;
  const body = rows.slice(start, end);
  const gap = body.find((row) => row.cells.length === 0);
  if (gap) invalidFeed(`line ${gap.line}`, 'a blank line between rows');
  if (body.length === 0) invalidFeed(`line ${(rows[start - 1]?.line ?? 0) + 1}`, 'no rows after the header');
  return body;
}
