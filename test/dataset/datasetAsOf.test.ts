import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetAsOf } from '../../src/dataset/datasetAsOf.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { convert, cryptoCurrencies, currencies, currency, history, loadDataset, rates, RatebookError, timeseries, type DatasetFile } from '../../src/index.js';
import { converter } from '../../src/index.js';
import { small, smallFile } from '../fixtures/load.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

// A made-up Treasury-like dataset (test/fixtures/amendments.json): quarterly rows published at their
// record date, values amended inside a row (`versions`, up to three each), one value first published
// days after its row, and amendment rows of their own at an effective date (the Treasury's way).
const text = readFileSync(new URL('../fixtures/amendments.json', import.meta.url), 'utf8');
const raw = JSON.parse(text) as DatasetFile;
const ds = loadDataset(text);
const NOW = new Date('2026-06-01T00:00:00Z');
const S = { numbers: 'string', now: NOW } as const;
const PIVOT = raw.fiat.indexOf('USD');

type Row = DatasetFile['snapshots'][number];
const ms = (iso: string) => Date.parse(iso);
const rowAt = (row: Row) => ms(row.published_at ?? row.updated_at);

// The oracle, written apart from src/: what a reader of the file knew at `t` of each code on the row
// in force on `date` (the newest row dated on or before it, published by `t`, quoting something by then).
function knownRow(t: number, date: string): { date: string; rates: Record<string, number> } | undefined {
  let found: { date: string; rates: Record<string, number> } | undefined;
  for (const row of raw.snapshots) {
    if (row.date > date || rowAt(row) > t) continue;
    const out: Record<string, number> = {};
    row.rates.forEach((rate, i) => {
      const code = raw.fiat[i]!;
      const versions = row.versions?.[code] as [string, string | number][] | undefined;
      if (versions) {
        const known = versions.filter(([at]) => ms(at) <= t);
        if (known.length > 0) out[code] = Number(known[known.length - 1]![1]);
      } else if (rate !== null) out[code] = Number(rate);
    });
    if (Object.keys(out).some((code) => code !== 'USD')) found = { date: row.date, rates: out };
  }
  return found;
}

// Every amendment of the file: a later version of a value (or a value first published after its
// row), and each amendment row of its own (published at its effective date, after its quarter's row).
interface Amendment {
  readonly at: number;
  readonly date: string;
  readonly codes: readonly string[];
}
const quarterRows = raw.snapshots.filter((row) => row.versions !== undefined || row.rates.filter((r) => r !== null).length === raw.fiat.length);
const amendments: Amendment[] = [
  ...raw.snapshots.flatMap((row) =>
    Object.entries(row.versions ?? {}).flatMap(([code, list]) =>
      (list as [string, string][]).filter(([at]) => ms(at) > rowAt(row)).map(([at]) => ({ at: ms(at), date: row.date, codes: [code] })),
    ),
  ),
  ...raw.snapshots
    .filter((row) => !quarterRows.includes(row))
    .map((row) => ({ at: rowAt(row), date: row.date, codes: raw.fiat.filter((_, i) => i !== PIVOT && row.rates[i] !== null) })),
];

function numbersOf(rates: Readonly<Record<string, string | number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(rates).map(([code, rate]) => [code, Number(rate)]));
}

describe('datasetAsOf', () => {
  it('the fixture holds at least 20 amendments, in rows and in versions', () => {
    expect(amendments.length).toBeGreaterThanOrEqual(20);
    expect(amendments.filter((a) => a.codes.length === 1 && quarterRows.some((row) => row.date === a.date)).length).toBeGreaterThanOrEqual(15);
    expect(raw.snapshots.length - quarterRows.length).toBe(7);
  });

  it.each(amendments.map((a) => [new Date(a.at).toISOString(), a.date, a.codes.join(',')] as const))(
    'history before and after the amendment of %s (row %s, %s) answers what was known then',
    (iso, date, codes) => {
      const at = ms(iso);
      for (const t of [at - 1, at]) {
        const expected = knownRow(t, date);
        const got = history(ds, { date, base: 'USD' }, { ...S, asOf: new Date(t) });
        expect(got.date).toBe(expected!.date);
        expect(numbersOf(got.rates)).toEqual(expected!.rates);
      }
      // The amendment is seen: a changed figure, or a code that was absent before.
      const before = knownRow(at - 1, date)!;
      const after = knownRow(at, date)!;
      for (const code of codes.split(',')) expect(before.date !== after.date || before.rates[code] !== after.rates[code]).toBe(true);
    },
  );

  it('answers the latest figure without asOf, and with an instant after every publication the dataset itself', () => {
    expect(datasetAsOf(ds, '2030-01-01T00:00:00Z')).toBe(ds);
    expect(datasetAsOf(ds, undefined)).toBe(ds);
    const late = history(ds, { date: '2024-06-30', base: 'USD', symbols: 'ARS' }, S);
    expect(late.rates).toEqual({ ARS: '919.275' });
  });

  it('every instant between two publications gives the same view, kept', () => {
    const a = datasetAsOf(ds, '2024-07-03T12:00:00Z');
    expect(datasetAsOf(ds, '2024-07-04T00:00:00+02:00')).toBe(a);
    expect(datasetAsOf(ds, new Date('2024-07-05T13:59:59.999Z'))).toBe(a);
    expect(datasetAsOf(ds, '2024-07-05T14:00:00Z')).not.toBe(a);
  });

  it('a value with no version by then is absent: its row answers without it', () => {
    // ARS on 2024-09-30 was first published four days after its row.
    const before = history(ds, { date: '2024-10-01', base: 'USD' }, { ...S, asOf: '2024-10-02T00:00:00Z' });
    expect(before.date).toBe('2024-09-30');
    expect(before.rates.ARS).toBeUndefined();
    expect(() => convert(ds, { from: 'ARS', to: 'USD', date: '2024-10-01' }, { ...S, asOf: '2024-10-02T00:00:00Z' })).toThrow(RatebookError);
    expect(convert(ds, { from: 'USD', to: 'ARS', date: '2024-10-01' }, { ...S, asOf: '2024-10-05T00:00:00Z' }).rate).toBe('901');
  });

  it('a row left with nothing but the pivot does not exist: the row before it answers', () => {
    const file = JSON.parse(text) as DatasetFile;
    // The amendment row of 2024-05-15 quotes ARS alone; here ARS is first published a day after it.
    const row = file.snapshots.find((r) => r.date === '2024-05-15')!;
    row.versions = { ARS: [['2024-05-16T15:00:00Z', row.rates[0] as string]] };
    const late = loadDataset(file);
    const before = history(late, { date: '2024-05-20', base: 'USD', symbols: 'ARS' }, { ...S, asOf: '2024-05-16T00:00:00Z' });
    expect(before).toMatchObject({ date: '2024-03-31', rates: { ARS: '867' } });
    const after = history(late, { date: '2024-05-20', base: 'USD', symbols: 'ARS' }, { ...S, asOf: '2024-05-16T15:00:00Z' });
    expect(after).toMatchObject({ date: '2024-05-15', rates: { ARS: '971.04' } });
  });

  it('rows published after the instant do not exist: rates, currencies, timeseries', () => {
    const asOf = '2024-08-20T13:59:59Z';
    const r = rates(ds, { base: 'USD' }, { asOf, numbers: 'string' });
    expect(r.date).toBe('2024-06-30');
    expect(r.rates.TRY).toBe('34.7162');
    expect(currencies(ds, {}, { asOf }).date).toBe('2024-06-30');
    const series = timeseries(ds, { start: '2024-01-01', base: 'USD', symbols: 'NGN' }, { ...S, asOf });
    // The amendment row of 2024-05-15 (ARS alone) stands in the series, without NGN.
    expect(series.rates).toEqual({ '2024-03-31': { NGN: '1358' }, '2024-05-15': {}, '2024-06-30': { NGN: '1442' } });
    const earlier = timeseries(ds, { start: '2024-01-01', base: 'USD', symbols: 'NGN' }, { ...S, asOf: '2024-04-01T15:59:59Z' });
    expect(earlier.rates).toEqual({ '2024-03-31': { NGN: '1400' } });
  });

  it('the converter and currency take it too', () => {
    const asOf = '2024-07-01T00:00:00Z';
    expect(converter(ds, { from: 'USD', to: 'ARS', date: '2024-07-01' }, { asOf, numbers: 'string' }).rate).toBe('875.5');
    expect(currency(ds, { code: 'EUR' }, { asOf }).code).toBe('EUR');
    expect(cryptoCurrencies(small, {}, { asOf: '2030-01-01T00:00:00Z' }).currencies).toEqual(cryptoCurrencies(small).currencies);
  });

  it("a receipt names the version used: its publication and which of the dataset's versions", () => {
    const asOf = '2024-07-04T00:00:00Z';
    const explained = convert(ds, { from: 'USD', to: 'ARS', amount: '10', date: '2024-07-01' }, { ...S, asOf, explain: true });
    expect(explained.rate).toBe('901.765');
    expect(explained.source!.leg_versions).toEqual({ ARS: { published_at: '2024-07-03T12:00:00Z', version: 2, of: 3 } });
    expect(explained.source!.snapshot).toEqual({ date: '2024-06-30', updated_at: '2024-07-03T12:00:00Z', published_at: '2024-06-30T14:00:00Z' });
    const now = convert(ds, { from: 'USD', to: 'ARS', amount: '10', date: '2024-07-01' }, { ...S, explain: true });
    expect(now.source!.leg_versions).toEqual({ ARS: { published_at: '2024-07-05T14:00:00Z', version: 3, of: 3 } });
    // A leg never amended names no version.
    const eur = rates(ds, { base: 'EUR', symbols: 'GBP' }, { explain: true, asOf });
    expect(eur.source!.leg_versions).toBeUndefined();
    // The same figure, booked then, is reproduced from the receipt: legs as known then.
    expect(explained.source!.legs).toEqual({ USD: '1', ARS: '901.765' });
  });

  it('refuses an instant that is not one, in ratebook words, naming asOf', () => {
    for (const bad of ['2024-07-01', '2024-07-01T00:00:00', 'yesterday', 5, new Date('x'), '']) {
      const error = (() => {
        try {
          rates(ds, { base: 'USD' }, { asOf: bad as string });
        } catch (e) {
          return e as RatebookError;
        }
      })();
      expect(error).toMatchObject({ code: 'invalid_parameter', param: 'asOf' });
      expect(error!.message).toMatch(/^asOf must be an instant with its zone/);
    }
  });

  it('before the first publication there is nothing: date_out_of_range naming asOf', () => {
    expect(() => rates(ds, {}, { asOf: '2024-03-31T13:59:59Z' })).toThrow(expect.objectContaining({ code: 'date_out_of_range', param: 'asOf' }));
    expect(() => currencies(ds, {}, { asOf: '2020-01-01T00:00:00Z' })).toThrow(expect.objectContaining({ code: 'date_out_of_range' }));
  });

  it('is an option like any other: misspelt, it is refused with the nearest name', () => {
    expect(() => rates(ds, {}, { asof: '2024-07-01T00:00:00Z' } as never)).toThrow(expect.objectContaining({ code: 'invalid_option', param: 'asof' }));
  });

  it('a dataset file keeps published_at and versions as written', () => {
    const again = datasetFile(ds);
    for (const [i, row] of raw.snapshots.entries()) {
      expect(again.snapshots[i]!.published_at).toBe(row.published_at);
      // Each rate as a number where the double is exact, as datasetFile writes every rate.
      const versions =
        row.versions && Object.fromEntries(Object.entries(row.versions).map(([code, list]) => [code, list.map(([at, rate]) => [at, Number(rate)])]));
      expect(again.snapshots[i]!.versions).toEqual(versions);
    }
    expect(datasetFile(loadDataset(JSON.stringify(again)))).toEqual(again);
  });
});

describe('old dataset files', () => {
  it('load unchanged and answer as before: their values count as published at updated_at', () => {
    const file = smallFile();
    expect(file.snapshots.some((row) => 'published_at' in row || 'versions' in row)).toBe(false);
    const last = file.snapshots[file.snapshots.length - 1]!;
    expect(datasetAsOf(small, last.updated_at)).toBe(small);
    const explained = rates(small, { base: 'EUR' }, { explain: true });
    expect(explained.source!.snapshot).toEqual({ date: last.date, updated_at: last.updated_at });
    expect(explained.source!.leg_versions).toBeUndefined();
    // One millisecond before the newest capture, the newest row does not exist yet.
    const before = rates(small, { base: 'EUR' }, { asOf: new Date(ms(last.updated_at) - 1) });
    expect(before.date).toBe(file.snapshots[file.snapshots.length - 2]!.date);
    expect(before).toEqual(history(small, { date: before.date, base: 'EUR' }, { now: NOW }));
  });
});

describe('a dataset file with versions is checked like every other value', () => {
  const withRow = (change: (row: Row & Record<string, unknown>) => void): DatasetFile => {
    const file = JSON.parse(text) as DatasetFile;
    change(file.snapshots[0] as Row & Record<string, unknown>);
    return file;
  };
  it.each([
    ['a last version that is not the row rate', (row: Row) => (row.versions!.ARS![1]![1] = '866'), 'snapshots[0].versions.ARS[1]'],
    ['versions out of order', (row: Row) => (row.versions!.ARS![1]![0] = '2024-03-30T00:00:00Z'), 'snapshots[0].versions.ARS[1]'],
    ['a time without its zone', (row: Row) => (row.versions!.ARS![0]![0] = '2024-03-31T14:00:00'), 'snapshots[0].versions.ARS[0]'],
    ['a code the dataset lacks', (row: Row) => (row.versions!.CHF = [['2024-03-31T14:00:00Z', '1']]), 'snapshots[0].versions.CHF'],
    [
      'a code the row does not quote',
      (row: Row) => ((row.rates[0] = null), (row.versions!.ARS = [['2024-03-31T14:00:00Z', '1']])),
      'snapshots[0].versions.ARS',
    ],
    ['an empty list', (row: Row) => (row.versions!.ARS = []), 'snapshots[0].versions.ARS'],
    ['a published_at that is not a UTC timestamp', (row: Row) => (row.published_at = 'soon'), 'snapshots[0].published_at'],
    ['a figure that is not one', (row: Row) => (row.versions!.ARS![0] = ['2024-03-31T14:00:00Z', '850', 'x']), 'snapshots[0].versions.ARS[0]'],
  ])('refuses %s', (_name, change, path) => {
    expect(() => loadDataset(withRow(change as (row: Row) => void))).toThrow(expect.objectContaining({ code: 'invalid_dataset' }));
    try {
      loadDataset(withRow(change as (row: Row) => void));
    } catch (error) {
      expect((error as RatebookError).message.startsWith(`${path}: `)).toBe(true);
    }
  });
});

describe('properties', () => {
  const first = ms(raw.snapshots[0]!.published_at!) - 86_400_000;
  const last = Math.max(...raw.snapshots.map((row) => ms(row.updated_at))) + 86_400_000;
  const instant = fc.oneof(fc.integer({ min: first, max: last }), fc.constantFrom(...amendments.flatMap((a) => [a.at - 1, a.at, a.at + 1])));

  it('for any instant, asOf never sees a version published after it', () => {
    fc.assert(
      fc.property(instant, (t) => {
        let view;
        try {
          view = datasetAsOf(ds, new Date(t));
        } catch (error) {
          // Only before the first publication.
          return (error as RatebookError).code === 'date_out_of_range' && t < ms(raw.snapshots[0]!.published_at!);
        }
        for (const snapshot of view.snapshots) {
          const row = raw.snapshots.find((r) => r.date === snapshot.date)!;
          if (rowAt(row) > t) return false;
          for (const [column, list] of snapshot.versions ?? []) {
            if (Number.isNaN(snapshot.values[column])) continue;
            const used = list[snapshot.used?.get(column) ?? list.length - 1]!;
            if (used.at > t || used.value !== snapshot.values[column]) return false;
          }
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('for any instant and date, history answers what the oracle knew', () => {
    const dates = fc.integer({ min: 0, max: 700 }).map((d) => new Date(Date.UTC(2024, 2, 31) + d * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(instant, dates, (t, date) => {
        const expected = knownRow(t, date);
        if (expected === undefined) {
          expect(() => history(ds, { date, base: 'USD' }, { ...S, asOf: new Date(t) })).toThrow(RatebookError);
          return;
        }
        const got = history(ds, { date, base: 'USD' }, { ...S, asOf: new Date(t) });
        expect(got.date).toBe(expected.date);
        expect(numbersOf(got.rates)).toEqual(expected!.rates);
      }),
      { numRuns: 300 },
    );
  });
});
