import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { convert, history, loadDataset } from '../../src/index.js';
import { feedSource } from '../../src/live/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { importBnr } from '../../src/feeds/bnr/bnr.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import type { Dataset } from '../../src/types.js';
import type { LiveDataset, LiveError, LiveSource } from '../../src/live/types.js';
import { embeddedBefore } from './helpers.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

const recorded = (file: string): Buffer => readFileSync(new URL(`../fixtures/central-banks/${file}`, import.meta.url));
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

// A made-up FRED answer of DEXUSEU (USD per EUR) on the given dates, near the embedded data's EUR.
const fredAnswer = (dates: readonly string[]) =>
  JSON.stringify({ observations: dates.map((date, i) => ({ realtime_start: date, realtime_end: date, date, value: (1.136 + i * 0.001).toFixed(4) })) });

const newestOf = (ds: Dataset) => ds.snapshots[ds.snapshots.length - 1]!;
const quotedCodes = (ds: Dataset, s = newestOf(ds)) => ds.codes.filter((_, c) => !Number.isNaN(s.values[c]!));

function live(initial: Dataset, sources: LiveSource[], bodies: Record<string, () => string | Buffer>, clock: { now: Date }, extra = {}) {
  const warnings: LiveError[] = [];
  const errors: LiveError[] = [];
  const ds: LiveDataset = createLiveDataset({
    initial,
    sources,
    intervalSeconds: 0,
    retries: 0,
    now: () => clock.now,
    fetch: async (input) => new Response(new Uint8Array(Buffer.from(bodies[new URL(String(input)).host]!()))),
    onWarning: (w) => warnings.push(w),
    onError: (e) => errors.push(e),
    ...extra,
  });
  cleanups.push(() => ds.stop());
  return { ds, warnings, errors };
}

describe('coverage never shrinks silently', () => {
  it('a fred-only round keeps every code of the embedded data, each with its own date', async () => {
    const before = newestOf(defaultDataset);
    expect(before.date).toBe('2026-09-29');
    let dates = ['2026-09-30'];
    const clock = { now: new Date('2026-10-06T12:00:00Z') };
    const { ds, warnings, errors } = live(
      defaultDataset,
      [feedSource('fred', { apiKey: 'k3y', url: 'http://fred.test/obs' })],
      { 'fred.test': () => fredAnswer(dates) },
      clock,
    );
    await ds.refresh();
    expect(errors).toEqual([]);
    const data = ds.dataset();
    const newest = newestOf(data);
    expect(newest.date).toBe('2026-09-30');
    expect(quotedCodes(data)).toEqual(quotedCodes(defaultDataset));
    const eur = data.columns.get('EUR')!;
    const jpy = data.columns.get('JPY')!;
    expect(newest.dates?.has(eur)).toBe(false);
    expect(newest.dates?.get(jpy)).toBe('2026-09-29');
    expect(newest.values[jpy]).toBe(before.values[jpy]);
    expect(newest.dates?.size).toBe(quotedCodes(defaultDataset).length - 2); // all but USD (the pivot) and EUR

    // The answer's date is the oldest of the values it used; the receipt dates each leg.
    expect(convert(data, { from: 'USD', to: 'EUR' }).date).toBe('2026-09-30');
    const jpyAnswer = convert(data, { from: 'EUR', to: 'JPY' }, { explain: true });
    expect(jpyAnswer.date).toBe('2026-09-29');
    expect(jpyAnswer.source!.snapshot.date).toBe('2026-09-30');
    expect(jpyAnswer.source!.leg_dates).toEqual({ EUR: '2026-09-30', JPY: '2026-09-29' });
    // A dated conversion (the fast path for number amounts included) dates it the same way.
    const later = { now: new Date('2026-10-06T12:00:00Z') };
    expect(convert(data, { from: 'EUR', to: 'JPY', amount: 100, date: '2026-09-30' }, later).date).toBe('2026-09-29');
    expect(convert(data, { from: 'EUR', to: 'JPY', amount: 100, date: '2026-10-02' }, later).date).toBe('2026-09-29');
    expect(convert(data, { from: 'EUR', to: 'JPY', amount: 100, date: '2026-09-29' }, later).date).toBe('2026-09-29');
    const hist = history(data, { date: '2026-09-30', symbols: 'EUR,JPY' }, { explain: true });
    expect(hist.date).toBe('2026-09-29');
    expect(hist.source!.leg_dates).toEqual({ USD: '2026-09-30', EUR: '2026-09-30', JPY: '2026-09-29' });

    // The stored text keeps the dates; an old file (without them) still loads.
    const again = loadDataset(JSON.parse(JSON.stringify(datasetFile(data))));
    expect(newestOf(again).dates?.get(jpy)).toBe('2026-09-29');
    expect(datasetFile(data).snapshots.at(-1)!.dates!.JPY).toBe('2026-09-29');

    // Seven days later the carried values still count; on the eighth they are dropped, with a warning naming them.
    dates = ['2026-10-06'];
    clock.now = new Date('2026-10-13T12:00:00Z');
    await ds.refresh();
    expect(newestOf(ds.dataset()).date).toBe('2026-10-06');
    expect(newestOf(ds.dataset()).dates?.get(jpy)).toBe('2026-09-29');
    expect(warnings.filter((w) => w.code === 'coverage_dropped')).toEqual([]);
    dates = ['2026-10-07'];
    await ds.refresh();
    const dropped = warnings.filter((w) => w.code === 'coverage_dropped');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.codes).toContain('JPY');
    expect(dropped[0]!.count).toBe(quotedCodes(defaultDataset).length - 2);
    expect(ds.status().warnings.map((w) => w.code)).toContain('coverage_dropped');
    expect(quotedCodes(ds.dataset())).toEqual(['USD', 'EUR'].sort((a, b) => data.columns.get(a)! - data.columns.get(b)!));
    expect(errors).toEqual([]);
  });

  it("a row's dates are checked: a code of the dataset, quoted in the row, dated before the row", () => {
    const file = datasetFile(defaultDataset);
    const n = file.snapshots.length - 1;
    const withDates = (dates: Record<string, string>) => ({ ...file, snapshots: file.snapshots.map((row, i) => (i === n ? { ...row, dates } : row)) });
    expect(newestOf(loadDataset(withDates({ JPY: '2026-09-25' }))).dates?.get(defaultDataset.columns.get('JPY')!)).toBe('2026-09-25');
    expect(newestOf(loadDataset(file)).dates).toBeUndefined();
    const refused = (dates: Record<string, string>) => {
      try {
        loadDataset(withDates(dates));
      } catch (error) {
        return `${(error as { code: string; message: string }).code} ${(error as Error).message}`;
      }
      return 'loaded';
    };
    expect(refused({ JPY: '2026-09-29' })).toMatch(new RegExp(`^invalid_dataset .*snapshots\\[${n}\\]\\.dates\\.JPY`));
    expect(refused({ JPY: '2026-02-30' })).toMatch(/^invalid_dataset .*dates\.JPY.*real calendar date/);
    expect(refused({ XYZ: '2026-09-25' })).toMatch(/^invalid_dataset .*dates\.XYZ.*code of the dataset/);
    expect(refused({ JPY: 7 } as never)).toMatch(/^invalid_dataset .*dates\.JPY/);
    expect(refused(JSON.parse('{"__proto__":"2026-09-25"}'))).toMatch(/^invalid_dataset .*dates\.__proto__.*reserved/);
  });

  it('carryForwardDays is checked and 0 carries nothing older than the round', async () => {
    expect(() => createLiveDataset({ initial: defaultDataset, sources: [feedSource('fred', { apiKey: 'k' })], carryForwardDays: -1 })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'carryForwardDays' }),
    );
    expect(() => createLiveDataset({ initial: defaultDataset, sources: [feedSource('fred', { apiKey: 'k' })], carryForwardDays: 'x' as never })).toThrow(
      expect.objectContaining({ param: 'carryForwardDays' }),
    );
    const clock = { now: new Date('2026-10-06T12:00:00Z') };
    const { ds, warnings } = live(
      defaultDataset,
      [feedSource('fred', { apiKey: 'k3y', url: 'http://fred.test/obs' })],
      { 'fred.test': () => fredAnswer(['2026-09-30']) },
      clock,
      {
        carryForwardDays: 0,
      },
    );
    await ds.refresh();
    expect(quotedCodes(ds.dataset())).toHaveLength(2);
    expect(warnings.find((w) => w.code === 'coverage_dropped')?.codes).toContain('JPY');
  });

  it('nbp + cnb + bnr: every code each bank quotes stays, each with its own bank date', async () => {
    const metadata = defaultDataset;
    const files = { nbp: 'nbp/nbp-1.json', cnb: 'cnb/cnb-1.json', bnr: 'bnr/bnr-1.xml' } as const;
    const imports = {
      nbp: loadDataset(importNbp(recorded(files.nbp), { metadata }).dataset),
      cnb: loadDataset(importCnb(recorded(files.cnb), { metadata }).dataset),
      bnr: loadDataset(importBnr(recorded(files.bnr), { metadata }).dataset),
    };
    const dateOf = (name: keyof typeof imports) => imports[name].snapshots.at(-1)!.date;
    const earliest = [dateOf('nbp'), dateOf('cnb'), dateOf('bnr')].sort()[0]!;
    const initial = embeddedBefore(earliest);
    const clock = { now: new Date(`${[dateOf('nbp'), dateOf('cnb'), dateOf('bnr')].sort()[2]}T23:00:00Z`) };
    const { ds, errors } = live(
      initial,
      [feedSource('nbp', { url: 'http://nbp.test/a' }), feedSource('cnb', { url: 'http://cnb.test/a' }), feedSource('bnr', { url: 'http://bnr.test/a' })],
      { 'nbp.test': () => recorded(files.nbp), 'cnb.test': () => recorded(files.cnb), 'bnr.test': () => recorded(files.bnr) },
      clock,
      { carryForwardDays: 366 },
    );
    await ds.refresh();
    expect(errors.filter((e) => e.code !== 'withheld').map((e) => e.code)).toEqual([]);
    expect(ds.status().sources.map((s) => s.ok)).toEqual([true, true, true]);
    const data = ds.dataset();
    const newest = newestOf(data);
    const quoted = new Set(quotedCodes(data));
    const roundDate = newest.date;
    for (const name of ['nbp', 'cnb', 'bnr'] as const) {
      const own = imports[name];
      const ownNewest = own.snapshots.at(-1)!;
      const codes = own.codes.filter((code, c) => !Number.isNaN(ownNewest.values[c]!) && data.columns.has(code));
      for (const code of codes) expect(quoted.has(code), `${name} ${code}`).toBe(true);
      // A code only this bank quotes carries the bank's date.
      const others = (['nbp', 'cnb', 'bnr'] as const).filter((n) => n !== name);
      const onlyHere = codes.filter(
        (code) =>
          code !== data.pivot &&
          others.every((n) => !imports[n].codes.includes(code) || Number.isNaN(imports[n].snapshots.at(-1)!.values[imports[n].columns.get(code)!]!)),
      );
      for (const code of onlyHere) {
        const carried = newest.dates?.get(data.columns.get(code)!) ?? roundDate;
        if (dateOf(name) === roundDate) expect(carried, code).toBe(roundDate);
        else expect(carried, code).toBe(dateOf(name));
      }
    }
    // Each bank's date is a snapshot of its own.
    for (const name of ['nbp', 'cnb', 'bnr'] as const) expect(data.snapshots.some((s) => s.date === dateOf(name))).toBe(true);
  });
});
