import { describe, expect, it } from 'vitest';
import { bodyRows, checkWidth, csvColumns, readCsv } from '../../../src/importers/readers/readCsv.js';
import { feedLocation } from './recorded.js';

describe('readCsv', () => {
  it('splits lines and fields, LF or CRLF, keeping line numbers and blank lines as empty rows', () => {
    expect(readCsv('a,b\r\n1,\n\n2,3\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', ''] },
      { line: 3, cells: [] },
      { line: 4, cells: ['2', '3'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, counting lines past them', () => {
    expect(readCsv('"a, b","say ""x""","1\n2"\nnext\n')).toEqual([
      { line: 1, cells: ['a, b', 'say "x"', '1\n2'] },
      { line: 3, cells: ['next'] },
    ]);
  });

  it('refuses a quote left open, text after a closing quote, and a last line with no line end', () => {
    expect(feedLocation(() => readCsv('a\n"open,\n'))).toBe('line 2');
    expect(feedLocation(() => readCsv('a\n"x"y\n'))).toBe('line 2');
    expect(feedLocation(() => readCsv('a,b\n1,2'))).toBe('line 2');
  });
});

describe('csvColumns, checkWidth and bodyRows', () => {
  const rows = readCsv('X,TIME_PERIOD,OBS_VALUE\n1,2026-03-02,3\n\n');
  it('find the columns, check widths, and let blank lines end a document but not interrupt it', () => {
    expect(csvColumns(rows[0]!, ['OBS_VALUE', 'TIME_PERIOD'])).toEqual({ OBS_VALUE: 2, TIME_PERIOD: 1 });
    expect(feedLocation(() => csvColumns(rows[0]!, ['UNIT_MULT']))).toBe('line 1');
    expect(feedLocation(() => csvColumns({ line: 1, cells: ['A', 'A'] }, ['A']))).toBe('line 1, column 2');
    expect(feedLocation(() => checkWidth(rows[1]!, 4))).toBe('line 2');
    expect(bodyRows(rows, 1)).toEqual([rows[1]]);
    expect(feedLocation(() => bodyRows(readCsv('H\n1\n\n2\n'), 1))).toBe('line 3');
    expect(feedLocation(() => bodyRows(readCsv('H\n\n'), 1))).toBe('line 2');
  });
});
