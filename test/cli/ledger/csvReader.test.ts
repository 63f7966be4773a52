import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, CsvReader, MAX_RECORD_CHARS } from '../../../src/cli/ledger/csvReader.js';

function read(text: string, chunk = text.length || 1): { records: CsvRecord[]; scanned: number } {
  const reader = new CsvReader();
  const records: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += chunk) records.push(...reader.push(text.slice(i, i + chunk)));
  records.push(...reader.end());
  return { records, scanned: reader.scanned };
}

const bad = (records: CsvRecord[]) => records.filter((r) => r.cells === undefined).map((r) => r.line);

function ledger(rows: number): string[] {
  return ['id,amount,currency,date', ...Array.from({ length: rows }, (_, i) => `A-${i},10,USD,2025-06-02`)];
}

describe('CsvReader', () => {
  it('keeps quoted CR, LF and CRLF as written, in any chunking, and numbers lines by LF, CRLF and CR', () => {
    const text = 'a,b\n1,"x\r\ny"\r\n2,"p\rq"\r3,"z\nw"';
    for (const chunk of [1, 2, 3, 100]) {
      expect(read(text, chunk).records).toEqual([
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', 'x\r\ny'] },
        { line: 4, cells: ['2', 'p\rq'] },
        { line: 6, cells: ['3', 'z\nw'] },
      ]);
    }
  });

  it('skips blank lines and a BOM, and reads "" as a quote and a trailing comma as an empty field', () => {
    expect(read('\uFEFFa,b,c\r\n\r\n"x ""y""",,\n').records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 3, cells: ['x "y"', '', ''] },
    ]);
  });

  it('reports each malformed record at its line and resumes at the next line', () => {
    const { records } = read('a,b,c\n1,2\n1,2,3,4\n1,"2"x,3\n1,2"",3\n"1,2,3\n4,5,6\n');
    expect(records.map((r) => [r.line, r.cells ?? r.problem])).toEqual([
      [1, ['a', 'b', 'c']],
      [2, 'it has 2 fields, the header 3'],
      [3, 'it has 4 fields, the header 3'],
      [4, 'a closing quote is followed by "x", not a comma'],
      [5, 'a quote inside an unquoted field'],
      [6, 'the file ends inside a quoted field'],
      [7, ['4', '5', '6']],
    ]);
    expect(records[5]!.text).toBe('"1,2,3');
  });

  it('refuses a quoted field open over MAX_RECORD_CHARS, and reads the lines after it', () => {
    const line = `x,${'y'.repeat(1_000)}`;
    const lines = ['a,b', '"stray,1', ...Array.from({ length: Math.ceil(MAX_RECORD_CHARS / line.length) + 10 }, () => line), 'p,"q'];
    const { records } = read(`${lines.join('\n')}\n`, 65_536);
    expect(bad(records)).toEqual([2, lines.length]);
    expect(records).toHaveLength(lines.length);
  });

  for (const rows of [2_000, 20_000]) {
    it(`reads ${rows.toLocaleString('en')} rows with a stray quote on line 3: every other row, the line reported, in linear work`, () => {
      const lines = ledger(rows);
      lines[2] = `"${lines[2]}`;
      const text = `${lines.join('\n')}\n`;
      const { records, scanned } = read(text, 65_536);
      expect(bad(records)).toEqual([3]);
      expect(records).toHaveLength(rows + 1);
      expect(records.at(-1)).toEqual({ line: rows + 1, cells: [`A-${rows - 1}`, '10', 'USD', '2025-06-02'] });
      // Each character is looked at at most twice: once in the failed span, once read again.
      expect(scanned).toBeLessThanOrEqual(2 * text.length);
    });
  }

  it('stays linear with a stray quote on every other line', () => {
    const lines = ledger(20_000).map((line, i) => (i > 0 && i % 2 === 0 ? `${line.slice(0, 3)}"${line.slice(3)}` : line));
    const text = `${lines.join('\n')}\n`;
    const { records, scanned } = read(text, 4_096);
    expect(bad(records)).toHaveLength(10_000);
    expect(records).toHaveLength(20_001);
    expect(scanned).toBeLessThanOrEqual(2 * text.length);
  });

  describe('properties', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\r', '\n', '=', '-', '1', 'é'), maxLength: 8 });
    const quoted = (text: string, always: boolean) => (always || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

    it('a well-formed file reads as csv-parse reads it, cut into chunks anywhere', () => {
      fc.assert(
        fc.property(
          fc
            .integer({ min: 2, max: 5 })
            .chain((width) => fc.array(fc.array(fc.tuple(cell, fc.boolean()), { minLength: width, maxLength: width }), { minLength: 1, maxLength: 20 })),
          fc.constantFrom('\n', '\r\n'),
          fc.integer({ min: 1, max: 64 }),
          (records, eol, chunk) => {
            const text = records.map((cells) => cells.map(([c, always]) => quoted(c, always)).join(',')).join(eol) + eol;
            const oracle = parse(text, { relax_column_count: false, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
            expect(read(text, chunk).records.map((r) => r.cells)).toEqual(oracle);
          },
        ),
      );
    });

    it('every line of a damaged file is read as its own record, as csv-parse reads that line, or reported at its line', () => {
      const plain = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '=', '-', '.'), maxLength: 6 });
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.array(plain, { minLength: 3, maxLength: 3 }), fc.constantFrom('none', 'none', 'short', 'long')), {
            minLength: 1,
            maxLength: 40,
          }),
          fc.nat(),
          fc.nat(),
          fc.constantFrom('\n', '\r\n', '\r'),
          (rows, strayRow, strayAt, eol) => {
            const lines = ['h1,h2,h3'];
            const damaged = new Set<number>();
            rows.forEach(([cells, damage], i) => {
              const line = (damage === 'short' ? cells.slice(0, 2) : damage === 'long' ? [...cells, 'x'] : cells).join(',');
              lines.push(line);
              if (damage !== 'none') damaged.add(i + 2);
            });
            // One stray quote (two could pair into a well-formed field spanning the lines between).
            const at = 1 + (strayRow % rows.length);
            lines[at] = `${lines[at]!.slice(0, strayAt % (lines[at]!.length + 1))}"${lines[at]!.slice(strayAt % (lines[at]!.length + 1))}`;
            damaged.add(at + 1);
            const { records, scanned } = read(lines.join(eol), 7);
            expect(records.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1));
            for (const record of records) {
              if (damaged.has(record.line)) expect(record.cells).toBeUndefined();
              else expect(record.cells).toEqual((parse(lines[record.line - 1]!) as string[][])[0]);
            }
            expect(scanned).toBeLessThanOrEqual(2 * lines.join(eol).length);
          },
        ),
      );
    });
  });
});
