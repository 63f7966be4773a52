import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { importEcbCsv, mergeDatasets, type ImportResult } from '../../src/importers/index.js';
import { cryptoRates, history, loadDataset, RatebookError, type Dataset } from '../../src/index.js';
import { laws } from '../laws.js';
import { catalog, NOW } from './catalog.js';
import { feedError } from './feedError.js';
import { coingeckoFiles, feed } from './fixtures.js';
import { importCoinGecko } from '../../src/feeds/coingecko/coinGecko.js';
import { importFawazahmed0 } from '../../src/feeds/fawazahmed0/fawazahmed0.js';
import { importOxr } from '../../src/feeds/oxr/openExchangeRates.js';
import { ecbImport } from './ecbHistory.js';

let ecb: ImportResult;
let gecko: ImportResult;
let merged: ImportResult;
let ds: Dataset;

beforeAll(async () => {
  ecb = await ecbImport();
  gecko = importCoinGecko(coingeckoFiles(), { metadata: catalog });
  merged = mergeDatasets(ecb.dataset, gecko.dataset);
  ds = loadDataset(merged.dataset);
});

const rateOf = (file: ImportResult['dataset'], date: string, code: string) => {
  const snapshot = file.snapshots.find((s) => s.date === date)!;
  const literal = snapshot.rates[[...file.fiat, ...file.crypto].indexOf(code)];
  return literal === null || literal === undefined ? null : new Big(literal as number | string);
};

describe('mergeDatasets (ECB history + CoinGecko)', () => {
  it('keeps the ECB pivot, every fiat rate as published and every ECB date', () => {
    expect(merged.dataset.pivot).toBe('EUR');
    expect(merged.dataset.fiat).toEqual(ecb.dataset.fiat);
    expect(merged.dataset.crypto).toEqual(['BTC', 'DOGE', 'ETH', 'SHIB', 'SOL', 'USDT', 'XRP']);
    expect(merged.dataset.snapshots.map((s) => s.date)).toEqual(ecb.dataset.snapshots.map((s) => s.date));
    expect(merged.dataset.snapshots.map((s) => s.rates.slice(0, 42))).toEqual(ecb.dataset.snapshots.map((s) => s.rates));
    expect(merged.dataset.locales).toEqual(ecb.dataset.locales);
  });

  it('re-pivots exactly: BTC per EUR is BTC per USD times USD per EUR, with no rounding', () => {
    for (const date of ['2026-04-09', '2026-04-10', '2026-04-13']) {
      for (const code of merged.dataset.crypto) {
        const expected = rateOf(gecko.dataset, date, code)!.times(rateOf(ecb.dataset, date, 'USD')!);
        expect(rateOf(merged.dataset, date, code)!.eq(expected), `${date} ${code}`).toBe(true);
      }
    }
    const btc = cryptoRates(ds, { base: 'EUR' }, { numbers: 'string' }).rates.BTC!;
    expect(btc).toBe(new Big(1).div('71840.33').prec(12, Big.roundHalfEven).times('1.1684').toFixed());
  });

  it('leaves out the weekend crypto snapshots, with one warning, and answers a Saturday from Friday', () => {
    expect(merged.warnings).toEqual([{ kind: 'unmatched_dates', date: '2026-04-11', code: null, message: expect.stringContaining('2 crypto snapshots') }]);
    const saturday = history(ds, { date: '2026-04-11', base: 'EUR' }, { now: NOW });
    expect(saturday.date).toBe('2026-04-10');
    expect(saturday.rates.USD).toBe(1.1711);
    expect(ds.snapshots.find((s) => s.date === '2026-04-11')).toBeUndefined();
  });

  it('dates a merged snapshot at the later capture, and leaves assets absent before the crypto series', () => {
    const monday = merged.dataset.snapshots.at(-1)!;
    expect(monday.updated_at).toBe('2026-04-13T15:59:30Z');
    const before = merged.dataset.snapshots.find((s) => s.date === '2026-04-08')!;
    expect(before.updated_at).toBe('2026-04-08T14:00:00Z');
    expect(before.rates.slice(42).every((r) => r === null)).toBe(true);
    expect(cryptoRates(ds, { base: 'USD' }).date).toBe('2026-04-13');
  });

  it('still answers a 2005 CYP request', () => {
    expect(history(ds, { date: '2005-06-01', base: 'EUR' }, { now: NOW, numbers: 'string' }).rates.CYP).toBe('0.5751');
  });

  describe('properties', () => {
    for (const [name, law] of Object.entries(laws)) it(name, () => law(ds, NOW));
  });
});

describe('mergeDatasets', () => {
  const ecbCsv = 'Date,USD,JPY,\n2026-04-13,1.1684,186.75,\n2026-04-10,1.1711,186.43,\n';

  it('multiplies by exactly 1 when both series share a pivot (OXR + CoinGecko)', () => {
    const oxr = importOxr(feed('oxr/latest.json'), { metadata: catalog });
    const gecko = importCoinGecko(feed('coingecko/simple-price-2026-04-13.json'), { metadata: catalog });
    const { dataset } = mergeDatasets(oxr.dataset, gecko.dataset);
    expect(dataset.pivot).toBe('USD');
    // The crypto file's BTC wins over OXR's own.
    expect(rateOf(dataset, '2026-04-13', 'BTC')!.eq(rateOf(gecko.dataset, '2026-04-13', 'BTC')!)).toBe(true);
    expect(dataset.crypto).toEqual(['BTC', 'DOGE', 'ETH', 'SHIB', 'SOL', 'USDT', 'XRP']);
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it('divides, rounded to 12 digits, only when the fiat series lacks the crypto pivot but the crypto series quotes the fiat pivot', () => {
    const fiat = importEcbCsv('Date,JPY,\n2026-04-13,186.75,\n', { metadata: catalog });
    const crypto = importFawazahmed0({ date: '2026-04-13', usd: { eur: 0.8559, btc: 0.0000139 } }, { metadata: catalog });
    const { dataset } = mergeDatasets(fiat.dataset, crypto.dataset);
    expect(dataset.crypto).toEqual(['BTC']);
    expect(rateOf(dataset, '2026-04-13', 'BTC')!.toFixed()).toBe(new Big('0.0000139').div('0.8559').prec(12, Big.roundHalfEven).toFixed());
  });

  it('leaves out a day it cannot re-pivot, with a warning', () => {
    const fiat = importEcbCsv(`Date,JPY,\n2026-04-13,186.75,\n2026-04-10,186.43,\n`, { metadata: catalog });
    const gecko = importCoinGecko(coingeckoFiles().slice(-1), { metadata: catalog });
    const { dataset, warnings } = mergeDatasets(fiat.dataset, gecko.dataset);
    expect(dataset.crypto).toEqual([]);
    expect(warnings.map((w) => w.kind)).toEqual(['not_repivoted']);
  });

  it('warns when the newest snapshot quotes no asset', () => {
    const fiat = importEcbCsv(ecbCsv, { metadata: catalog });
    const gecko = importCoinGecko(coingeckoFiles().slice(1, 2), { metadata: catalog });
    const { warnings } = mergeDatasets(fiat.dataset, gecko.dataset);
    expect(warnings.map((w) => `${w.kind} ${w.date}`)).toEqual(['market_not_in_newest 2026-04-13']);
  });

  it('refuses a code that is fiat in one series and an asset in the other, and an invalid file', () => {
    const fiat = importOxr(feed('oxr/latest.json'), { metadata: catalog });
    const crypto = importCoinGecko(feed('coingecko/simple-price-2026-04-13.json'), { metadata: catalog }).dataset;
    // BTC renamed AED: still sorted first, now a code the fiat series has as fiat.
    const { BTC, ...others } = crypto.cryptoMeta;
    const clash = { ...crypto, crypto: ['AED', ...crypto.crypto.slice(1)], cryptoMeta: { AED: BTC!, ...others } };
    expect(() => mergeDatasets(fiat.dataset, clash)).toThrow(
      expect.objectContaining({ code: 'invalid_feed', message: 'crypto dataset: AED is an asset here but fiat in the fiat dataset' }),
    );
    const broken = { ...fiat.dataset, pivot: 'XYZ' };
    expect(() => mergeDatasets(broken, crypto)).toThrow(RatebookError);
    expect(() => mergeDatasets(broken, crypto)).toThrow(/^fiat dataset: pivot/);
  });
});

describe('mergeDatasets (validation)', () => {
  it('never returns a dataset that loadDataset refuses: a re-pivoted rate past the accepted range is invalid_feed', async () => {
    const huge = {
      ...gecko.dataset,
      snapshots: gecko.dataset.snapshots.filter((s) => s.date === '2026-04-13').map((s) => ({ ...s, rates: s.rates.map((r, i) => (i === 1 ? 9.9e99 : r)) })),
    };
    loadDataset(huge); // loads on its own (rates up to 1e100); times USD per EUR (1.17) it does not
    expect(await feedError(() => mergeDatasets(ecb.dataset, huge))).toMatch(/^2026-04-13, BTC: /);
  });
});
