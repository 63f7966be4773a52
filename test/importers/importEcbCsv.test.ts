import { createHash } from 'node:crypto';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { importEcbCsv, importEcbZip, type ImportResult } from '../../src/importers/index.js';
import { history, loadDataset, rates, RatebookError, type Dataset } from '../../src/index.js';
import { catalog, NOW } from './catalog.js';
import { ecbCsvTable, ecbCsvText, ecbZip } from './ecbFiles.js';
import { withoutDigests } from './fixtures.js';

const LEGACY = ['CYP', 'EEK', 'HRK', 'LTL', 'LVL', 'MTL', 'ROL', 'SIT', 'SKK', 'TRL'];
let imported: ImportResult;
let ds: Dataset;

function codeOf(fn: () => unknown): { code: string; param: string | undefined } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    return { code: (error as RatebookError).code, param: (error as RatebookError).param };
  }
  throw new Error('expected an error');
}

describe('importEcbZip on the real ECB history', () => {
  it('imports the whole history in a few seconds and the result loads fast (timings printed, not asserted)', async () => {
    const bytes = ecbZip();
    const t0 = performance.now();
    imported = await importEcbZip(bytes, { metadata: catalog });
    const t1 = performance.now();
    const json = JSON.stringify(imported.dataset);
    const t2 = performance.now();
    ds = loadDataset(json);
    const t3 = performance.now();
    console.log(
      `ECB history: import ${(t1 - t0).toFixed(0)} ms (zip ${bytes.length} bytes), JSON ${json.length} bytes, ` +
        `stringify ${(t2 - t1).toFixed(0)} ms, loadDataset ${(t3 - t2).toFixed(0)} ms`,
    );
    expect(ds.snapshots.length).toBe(6983);
  });

  it('holds 6,983 business days from 1999-01-04 to 2026-04-13 and the 41 currencies of the file plus EUR', () => {
    const { dataset } = imported;
    expect(dataset.pivot).toBe('EUR');
    expect(dataset.snapshots).toHaveLength(6983);
    expect(dataset.snapshots[0]!.date).toBe('1999-01-04');
    expect(dataset.snapshots.at(-1)!.date).toBe('2026-04-13');
    const { codes, rows } = ecbCsvTable();
    expect(codes).toHaveLength(41);
    expect(rows).toHaveLength(6983);
    expect(dataset.fiat).toEqual([...codes, 'EUR'].sort());
    expect(dataset.crypto).toEqual([]);
  });

  it('quotes every cell of the file exactly and leaves every N/A absent, never zero', () => {
    const { codes, rows } = ecbCsvTable();
    const byDate = new Map(imported.dataset.snapshots.map((s) => [s.date, s]));
    const column = new Map(imported.dataset.fiat.map((code, i) => [code, i]));
    let missing = 0;
    const wrong: string[] = [];
    for (const row of rows) {
      const snapshot = byDate.get(row.date)!;
      if (snapshot.rates[column.get('EUR')!] !== 1) wrong.push(`${row.date} EUR`);
      row.cells.forEach((cell, i) => {
        const literal = snapshot.rates[column.get(codes[i]!)!];
        if (cell === 'N/A') missing++;
        const ok = cell === 'N/A' ? literal === null : literal !== null && new Big(literal as number | string).eq(cell);
        if (!ok) wrong.push(`line ${row.line} ${codes[i]}: ${cell} vs ${String(literal)}`);
      });
    }
    expect(wrong).toEqual([]);
    const nulls = imported.dataset.snapshots.reduce((n, s) => n + s.rates.filter((r) => r === null).length, 0);
    expect(nulls).toBe(missing);
    expect(missing).toBeGreaterThan(50_000);
  });

  // Picked by hand from eurofxref-hist.csv (line numbers of the file, header = line 1).
  const spots: [line: number, date: string, code: string, value: string][] = [
    [2, '2026-04-13', 'USD', '1.1684'],
    [2, '2026-04-13', 'JPY', '186.75'],
    [2, '2026-04-13', 'GBP', '0.87058'],
    [2, '2026-04-13', 'IDR', '20082.05'],
    [72, '2025-12-31', 'BGN', '1.9558'],
    [1053, '2022-03-01', 'RUB', '117.201'],
    [4439, '2008-12-09', 'ISK', '290'],
    [4681, '2007-12-31', 'CYP', '0.585274'],
    [5342, '2005-06-01', 'CYP', '0.5751'],
    [5448, '2004-12-31', 'TRL', '1836200'],
    [6433, '2001-02-22', 'TRL', '1050000'],
    [6984, '1999-01-04', 'ROL', '13111'],
    [6984, '1999-01-04', 'SIT', '189.045'],
  ];
  for (const [line, date, code, value] of spots) {
    it(`quotes line ${line}: ${date} ${code} = ${value}`, () => {
      const r = rates(ds, { base: 'EUR' }, { numbers: 'string' });
      expect(r.base).toBe('EUR');
      expect(history(ds, { date, base: 'EUR' }, { now: NOW, numbers: 'string' }).rates[code]).toBe(value);
    });
  }

  it('answers a Saturday with the Friday quote', () => {
    const saturday = history(ds, { date: '2026-04-11', base: 'EUR' }, { now: NOW, numbers: 'string' });
    expect(saturday.date).toBe('2026-04-10');
    expect(saturday.rates.USD).toBe('1.1711');
    expect(saturday.rates.JPY).toBe('186.43');
    expect(history(ds, { date: '2026-04-12', base: 'USD' }, { now: NOW }).date).toBe('2026-04-10');
  });

  it('answers a 2005 CYP request with the rate the ECB published', () => {
    const eur = history(ds, { date: '2005-06-01', base: 'EUR' }, { now: NOW, numbers: 'string' });
    expect(eur.rates.CYP).toBe('0.5751');
    const cyp = history(ds, { date: '2005-06-01', base: 'CYP' }, { now: NOW, numbers: 'string' });
    expect(cyp.base).toBe('CYP');
    expect(cyp.rates.CYP).toBe('1');
    // 1 / 0.5751, rounded half-even to 12 significant digits by the core.
    expect(cyp.rates.EUR).toBe(new Big(1).div('0.5751').prec(12, Big.roundHalfEven).toFixed());
  });

  it('refuses CYP after the euro replaced it, with a clear unknown_currency, never a stale rate', () => {
    expect(codeOf(() => history(ds, { date: '2010-01-04', base: 'CYP' }, { now: NOW }))).toEqual({ code: 'unknown_currency', param: 'base' });
    expect(codeOf(() => rates(ds, { base: 'CYP' }))).toEqual({ code: 'unknown_currency', param: 'base' });
    expect(history(ds, { date: '2010-01-04', base: 'EUR' }, { now: NOW }).rates.CYP).toBeUndefined();
    expect(() => rates(ds, { base: 'CYP' })).toThrow(/no quote on 2026-04-13/);
  });

  it('names the legacy currencies from its built-in table in every locale of the catalog', () => {
    const { dataset } = imported;
    expect(dataset.locales.en!.CYP).toEqual(['Cypriot Pound', 'CYP']);
    expect(dataset.locales.en!.TRL).toEqual(['Turkish Lira (1922–2005)', 'TRL']);
    expect(dataset.fiatMeta.TRL).toEqual({ minorUnits: 0 });
    expect(dataset.locales.de!.CYP).toEqual(['Cypriot Pound', 'CYP']);
    expect(dataset.locales.de!.USD).toEqual(catalog.locales.de!.USD);
    expect(Object.keys(dataset.locales).sort()).toEqual(Object.keys(catalog.locales).sort());
  });

  it('dates each quote 16:00 Frankfurt time, in winter and in summer', () => {
    const at = (date: string) => imported.dataset.snapshots.find((s) => s.date === date)!.updated_at;
    expect(at('2026-01-05')).toBe('2026-01-05T15:00:00Z');
    expect(at('2025-07-01')).toBe('2025-07-01T14:00:00Z');
    expect(at('2026-03-27')).toBe('2026-03-27T15:00:00Z');
    expect(at('2026-03-30')).toBe('2026-03-30T14:00:00Z');
  });

  it('warns about each currency that disappears, and finds no jump of a factor 3', () => {
    const gone = imported.warnings.filter((w) => w.kind === 'code_disappears').map((w) => `${w.code} ${w.date}`);
    expect(gone).toEqual(
      expect.arrayContaining(['CYP 2008-01-02', 'ISK 2008-12-10', 'RUB 2022-03-02', 'HRK 2023-01-02', 'BGN 2026-01-02', 'TRL 2005-01-03', 'ROL 2005-07-01']),
    );
    expect(imported.warnings.filter((w) => w.kind === 'jump')).toEqual([]);
    expect(imported.warnings.every((w) => w.kind === 'code_disappears')).toBe(true);
  });

  it('warns about jumps beyond a smaller factor: ISK across its 2008-2018 gap, TRL in February 2001', async () => {
    const { warnings } = await importEcbZip(ecbZip(), { metadata: catalog, jumpFactor: 1.5 });
    const jumps = warnings.filter((w) => w.kind === 'jump').map((w) => `${w.code} ${w.date}`);
    expect(jumps).toEqual(['TRL 2001-02-22', 'ISK 2018-02-01']);
  });

  it('drops the withdrawn currencies on request, so CYP is unknown rather than absent on a date', async () => {
    const { dataset, warnings } = await importEcbZip(ecbZip(), { metadata: catalog, legacyCurrencies: 'drop' });
    for (const code of LEGACY) expect(dataset.fiat).not.toContain(code);
    // BGN is in the catalog (still current there), so the catalog's word wins.
    expect(dataset.fiat).toContain('BGN');
    expect(
      warnings
        .filter((w) => w.kind === 'legacy_dropped')
        .map((w) => w.code)
        .sort(),
    ).toEqual(LEGACY);
    const dropped = loadDataset(dataset);
    expect(() => history(dropped, { date: '2005-06-01', base: 'CYP' }, { now: NOW })).toThrow(/Unknown currency 'CYP'/);
  });

  it('gives the same dataset from the CSV text, the CSV bytes and the zip (each naming its own document)', () => {
    const text = ecbCsvText();
    const fromText = importEcbCsv(text, { metadata: catalog }).dataset;
    expect(withoutDigests(fromText)).toEqual(withoutDigests(imported.dataset));
    // The text's UTF-8 bytes are the bytes: one digest.
    expect(importEcbCsv(new TextEncoder().encode(text), { metadata: catalog }).dataset).toEqual(fromText);
    expect(fromText.snapshots[0]!.sources).toEqual([{ name: 'ecb', sha256: createHash('sha256').update(text).digest('hex') }]);
  });
});

describe('importEcbCsv', () => {
  const csv = 'Date,USD,JPY,\n2024-01-03,1.0919,155.52,\n2024-01-02,1.0956,N/A,\n';

  it('reads CRLF line ends, a missing trailing newline and rows in any order', () => {
    const a = importEcbCsv(csv, { metadata: catalog }).dataset;
    const b = importEcbCsv(csv.replace(/\n/g, '\r\n').trimEnd(), { metadata: catalog }).dataset;
    const c = importEcbCsv('Date,USD,JPY,\n2024-01-02,1.0956,N/A,\n2024-01-03,1.0919,155.52,', { metadata: catalog }).dataset;
    expect(withoutDigests(b)).toEqual(withoutDigests(a));
    expect(withoutDigests(c)).toEqual(withoutDigests(a));
    expect(a.snapshots.map((s) => s.date)).toEqual(['2024-01-02', '2024-01-03']);
  });

  it('needs a metadata catalog unless minimal metadata is allowed', () => {
    expect(codeOf(() => importEcbCsv(csv))).toEqual({ code: 'invalid_parameter', param: 'metadata' });
    const { dataset } = importEcbCsv(csv, { allowMinimalMetadata: true });
    expect(dataset.locales).toEqual({ en: { EUR: ['EUR', 'EUR'], JPY: ['JPY', 'JPY'], USD: ['USD', 'USD'] } });
    expect(dataset.fiatMeta.JPY).toEqual({ minorUnits: 2 });
  });

  it('leaves out a code the catalog lacks, with a warning, unless minimal metadata is allowed', () => {
    const small = {
      fiatMeta: { EUR: { minorUnits: 2 }, USD: { minorUnits: 2 } },
      locales: { en: { EUR: ['Euro', '€'], USD: ['US Dollar', '$'] } },
      cryptoMeta: {},
    } as const;
    const { dataset, warnings } = importEcbCsv(csv, { metadata: small });
    expect(dataset.fiat).toEqual(['EUR', 'USD']);
    expect(warnings).toEqual([{ kind: 'unknown_code', date: '2024-01-03', code: 'JPY', message: expect.any(String) }]);
    const minimal = importEcbCsv(csv, { metadata: small, allowMinimalMetadata: true }).dataset;
    expect(minimal.locales.en!.JPY).toEqual(['JPY', 'JPY']);
  });

  it('leaves out a column that is N/A on every row, and a row that quotes nothing', () => {
    const { dataset, warnings } = importEcbCsv('Date,USD,JPY,\n2024-01-03,1.0919,N/A,\n2024-01-02,N/A,N/A,\n', { metadata: catalog });
    expect(dataset.fiat).toEqual(['EUR', 'USD']);
    expect(dataset.snapshots.map((s) => s.date)).toEqual(['2024-01-03']);
    expect(warnings.map((w) => w.kind).sort()).toEqual(['empty_snapshot', 'never_quoted']);
  });

  it('keeps up to 15 digits as JSON numbers and longer rates as exact strings', () => {
    const { dataset } = importEcbCsv('Date,USD,\n2024-01-03,1.12345678901234567890,\n2024-01-02,0.84770,\n', { metadata: catalog });
    expect(dataset.snapshots.map((s) => s.rates[1])).toEqual([0.8477, '1.1234567890123456789']);
  });
});
