import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { defaultDataset as ds } from '../src/data.js';
import { embedDataset, embeddedModule } from '../src/dataset/embedDataset.js';
import { loadEmbeddedDataset } from '../src/dataset/loadEmbeddedDataset.js';
import { convert, cryptoConvert, cryptoCurrencies, cryptoRates, currencies, history, loadDataset, rates } from '../src/index.js';
import { snapshotRate } from '../src/dataset/snapshotRate.js';
import { toPlainString } from '../src/decimal/index.js';
import { caught } from './errors.js';
import { laws } from './laws.js';

// A fixed present after the data's last date, so these tests do not change with the calendar.
const NOW = new Date('2026-11-01T00:00:00Z');
const newest = ds.snapshots[ds.snapshots.length - 1]!;
const stored = (code: string, snapshot = newest) => toPlainString(snapshotRate(snapshot, ds.columns.get(code)!)!);

describe('the embedded dataset', () => {
  it('is the real USD-pivot series with fiat and crypto metadata in many locales', () => {
    expect(ds.pivot).toBe('USD');
    expect(ds.snapshots.length).toBeGreaterThanOrEqual(200);
    expect(ds.snapshots[0]!.date).toBe('2024-03-02');
    expect(ds.fiat).toContain('EUR');
    expect(ds.crypto).toContain('BTC');
    expect(Object.keys(ds.locales).length).toBeGreaterThanOrEqual(30);
  });

  it('returns stored rates exactly against the pivot, and the AED peg as quoted', () => {
    const r = rates(ds, {}, { numbers: 'string' });
    expect(r.rates.EUR).toBe(stored('EUR'));
    expect(r.rates.AED).toBe('3.6725');
    expect(r.rates.USD).toBe('1');
  });

  it('derives every cross rate as the 12-digit half-even rounding of the exact quotient', () => {
    const R = Big();
    R.DP = 60;
    for (const base of ['EUR', 'JPY', 'IDR', 'KWD', 'VES']) {
      const table = rates(ds, { base }, { numbers: 'string' }).rates;
      for (const [code, rate] of Object.entries(table)) {
        if (code === base) continue;
        const exact = new R(stored(code)).div(stored(base));
        expect(rate, `${base}->${code}`).toBe(exact.prec(12, Big.roundHalfEven).toFixed());
      }
    }
  });

  it('keeps 12 significant digits at the extremes: SHIB per BTC and BTC per IDR', () => {
    const shib = cryptoRates(ds, { base: 'BTC' }, { numbers: 'string' }).rates.SHIB!;
    expect(shib.replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(12);
    const R = Big();
    R.DP = 60;
    expect(shib).toBe(new R(stored('SHIB')).div(stored('BTC')).prec(12, Big.roundHalfEven).toFixed());
    const btcPerIdr = cryptoConvert(ds, { from: 'IDR', to: 'BTC' }, { numbers: 'string' }).rate;
    expect(Number(btcPerIdr)).toBeLessThan(1e-8);
    expect(btcPerIdr).toBe(new R(stored('BTC')).div(stored('IDR')).prec(12, Big.roundHalfEven).toFixed());
  });

  it('converts with result exactly amount × rate', () => {
    const c = convert(ds, { from: 'EUR', to: 'JPY', amount: '1234.56' }, { numbers: 'string' });
    expect(c.result).toBe(new Big('1234.56').times(c.rate).toFixed());
  });

  it('resolves a date in the 56-day gap to the last quote before it', () => {
    expect(history(ds, { date: '2024-10-15', base: 'EUR' }, { now: NOW }).date).toBe('2024-09-06');
    expect(caught(() => history(ds, { date: '2024-03-01' }, { now: NOW }))).toMatchObject({ code: 'date_out_of_range', param: 'date' });
  });

  it('names currencies in CLDR languages with lookup fallback', () => {
    expect(currencies(ds, { locale: 'de-AT' })).toMatchObject({ locale: 'de' });
    expect(currencies(ds, { locale: 'de' }).currencies.USD!.name).toBe('US-Dollar');
    expect(currencies(ds, { locale: 'ja' }).currencies.JPY!.symbol).toBe('￥');
    expect(cryptoCurrencies(ds).currencies.BTC).toMatchObject({ name: 'Bitcoin', exponent: 8, type: 'crypto' });
    expect(cryptoCurrencies(ds).currencies.ETH!.exponent).toBe(18);
  });

  it('is exactly what the strict loadDataset makes of data/dataset.json, frozen the same way', () => {
    // ratebook/data skips the full validation at run time because the build ran it; this holds the two paths together.
    const strict = loadDataset(readFileSync(new URL('../data/dataset.json', import.meta.url), 'utf8'));
    const { snapshots, ...rest } = ds;
    const { snapshots: strictSnapshots, ...strictRest } = strict;
    expect(rest).toEqual(strictRest);
    expect(snapshots.length).toBe(strictSnapshots.length);
    // The same rates; the file records no sources, so the embedded loader names the upstream version of each date.
    snapshots.forEach((s, i) => {
      const { sources, ...rates } = s;
      const { sources: none, ...strictRates } = strictSnapshots[i]!;
      expect(rates).toEqual(strictRates);
      expect(none).toBeUndefined();
      expect(sources).toEqual([{ name: `@fawazahmed0/currency-api@${s.date.split('-').map(Number).join('.')}` }]);
    });
    expect(Object.isFrozen(ds.locales.en!.USD)).toBe(true);
    expect(Object.isFrozen(ds.fiatMeta.USD)).toBe(true);
    expect(Object.isFrozen(ds.locales)).toBe(true);
  });

  it('refuses embedded text that is not a dataset file', () => {
    const file = readFileSync(new URL('../data/dataset.json', import.meta.url), 'utf8');
    for (const text of ['{}', '[]', '{"format":"ratebook-dataset@1"}', 'not json', file]) {
      expect(caught(() => loadEmbeddedDataset(text))).toMatchObject({ code: 'invalid_dataset' });
    }
  });

  it('is embedded only after the strict validation, and reads a snapshot or the locales when first asked', () => {
    const file = JSON.parse(readFileSync(new URL('./fixtures/small.json', import.meta.url), 'utf8'));
    expect(caught(() => embedDataset(JSON.stringify({ ...file, pivot: 'XXX' })))).toMatchObject({ code: 'invalid_dataset' });
    const lines = embedDataset(JSON.stringify(file)).split('\n');
    expect(lines).toHaveLength(2 + file.snapshots.length);
    // A broken row or locales line (never built, but the loader does not trust blindly) fails when read, as invalid_dataset.
    const broken = loadEmbeddedDataset([lines[0], '[]', ...lines.slice(2, -1), '[1,2]'].join('\n'));
    expect(broken.snapshots[0]!.values).toEqual(loadDataset(file).snapshots[0]!.values);
    expect(caught(() => broken.snapshots.at(-1)!.values)).toMatchObject({ code: 'invalid_dataset' });
    expect(caught(() => broken.locales)).toMatchObject({ code: 'invalid_dataset' });
  });

  it('reads the older rows from the function the build keeps them in, on first read of one of them', () => {
    const file = JSON.parse(readFileSync(new URL('./fixtures/small.json', import.meta.url), 'utf8'));
    const lines = embedDataset(JSON.stringify(file)).split('\n');
    const strict = loadDataset(file);
    let calls = 0;
    const olderRows = () => {
      calls++;
      return lines.slice(2, -1).join('\n');
    };
    const split = loadEmbeddedDataset([...lines.slice(0, 2), lines.at(-1)].join('\n'), { olderRows });
    expect(split.snapshots.at(-1)!.values).toEqual(strict.snapshots.at(-1)!.values);
    expect(calls).toBe(0);
    split.snapshots.forEach((s, i) => expect(s.values).toEqual(strict.snapshots[i]!.values));
    expect(calls).toBe(1);
    // The module the build makes holds the same parts: the text without its locales line, and the
    // locales and the older rows in functions (data.ts passes them on).
    const module = embeddedModule(JSON.stringify(file));
    expect(module).toContain(`export const text = ${JSON.stringify([lines[0], '', lines.at(-1)].join('\n'))};`);
    const parts = Object.fromEntries(
      ['locales', 'olderRows'].map((name) => [name, new Function(`${module.replace(/^export const .*$/m, '').replaceAll('export ', '')}\nreturn ${name};`)()]),
    );
    expect(parts.locales()).toBe(lines[1]);
    expect(parts.olderRows()).toBe(lines.slice(2, -1).join('\n'));
    const fromModule = loadEmbeddedDataset([lines[0], '', lines.at(-1)].join('\n'), { olderRows: parts.olderRows, locales: parts.locales });
    expect(fromModule.locales).toEqual(strict.locales);
    fromModule.snapshots.forEach((s, i) => expect(s.values).toEqual(strict.snapshots[i]!.values));
    // A capture time is written only where it is not the date's midnight UTC (data/dataset.json: none).
    const midnight = { ...file, snapshots: file.snapshots.map((s: { date: string }, i: number) => (i ? s : { ...s, updated_at: `${s.date}T00:00:00Z` })) };
    const heads = JSON.parse(embedDataset(JSON.stringify(midnight)).split('\n')[0]!).snapshots;
    expect(heads.map((s: { updated_at?: string }) => s.updated_at)).toEqual([
      undefined,
      ...file.snapshots.slice(1).map((s: { updated_at: string }) => s.updated_at),
    ]);
    const read = loadEmbeddedDataset(embedDataset(JSON.stringify(midnight)));
    expect(read.snapshots.map((s) => s.updatedAt)).toEqual(loadDataset(midnight).snapshots.map((s) => s.updatedAt));
    // Too few or too many older rows, or none in the text: invalid_dataset, when read or at once.
    for (const older of [lines.slice(3, -1), [...lines.slice(2, -1), lines.at(-1)!]]) {
      const wrong = loadEmbeddedDataset([...lines.slice(0, 2), lines.at(-1)].join('\n'), { olderRows: () => older.join('\n') });
      expect(wrong.snapshots.at(-1)!.values).toEqual(strict.snapshots.at(-1)!.values);
      expect(caught(() => wrong.snapshots[0]!.values)).toMatchObject({ code: 'invalid_dataset' });
    }
    expect(caught(() => loadEmbeddedDataset(lines.slice(0, 2).join('\n'), { olderRows }))).toMatchObject({ code: 'invalid_dataset' });
  });

  describe('properties', () => {
    for (const [name, law] of Object.entries(laws)) it(name, () => law(ds, NOW));
  });
});
