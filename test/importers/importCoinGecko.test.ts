import Big from 'big.js';
import { describe, expect, it } from 'vitest';

import { cryptoConvert, cryptoRates, loadDataset } from '../../src/index.js';
import { catalog } from './catalog.js';
import { feedError } from './feedError.js';
import { COINGECKO_DAYS, coingeckoFiles, feed, feedJson } from './fixtures.js';
import { importCoinGecko } from '../../src/feeds/coingecko/coinGecko.js';

describe('importCoinGecko', () => {
  it('imports simple/price against usd: rate = 1 / price, 12 significant digits, half-even', () => {
    const { dataset, warnings } = importCoinGecko(feed('coingecko/simple-price-2026-04-13.json'), { metadata: catalog });
    expect(dataset.pivot).toBe('USD');
    expect(dataset.fiat).toEqual(['USD']);
    expect(dataset.crypto).toEqual(['BTC', 'DOGE', 'ETH', 'SHIB', 'SOL', 'USDT', 'XRP']);
    expect(dataset.snapshots[0]).toMatchObject({ date: '2026-04-13', updated_at: '2026-04-13T15:59:30Z' });
    expect(warnings).toEqual([{ kind: 'unknown_code', date: '2026-04-13', code: 'made-up-coin', message: expect.any(String) }]);
    const ds = loadDataset(dataset);
    const btc = cryptoRates(ds, { base: 'USD' }, { numbers: 'string' }).rates.BTC!;
    expect(btc).toBe(new Big(1).div('71840.33').prec(12, Big.roundHalfEven).toFixed());
    // Exact where 1 / price terminates within 12 digits (SHIB at 0.0000125 is 80,000 per USD).
    expect(cryptoRates(ds, { base: 'USD' }, { numbers: 'string' }).rates.SHIB).toBe('80000');
    // A price derived back from the stored rate is within the 12-digit rounding of the feed's.
    const price = new Big(cryptoConvert(ds, { from: 'BTC', to: 'USD' }, { numbers: 'string' }).rate);
    expect(price.minus('71840.33').abs().lte('1e-6')).toBe(true);
  });

  it('makes one series of one document a day', () => {
    const { dataset } = importCoinGecko(coingeckoFiles(), { metadata: catalog });
    expect(dataset.snapshots.map((s) => s.date)).toEqual(COINGECKO_DAYS);
  });

  it('maps coin ids through options.coins, whose metadata wins over the catalog', () => {
    const { dataset, warnings } = importCoinGecko(feed('coingecko/simple-price-2026-04-13.json'), {
      metadata: catalog,
      coins: { 'made-up-coin': { code: 'MUC', name: 'Made-up Coin', exponent: 6 }, bitcoin: { code: 'BTC', name: 'Bitcoin (test)', exponent: 8 } },
    });
    expect(warnings).toEqual([]);
    expect(dataset.cryptoMeta.MUC).toEqual({ name: 'Made-up Coin', symbol: 'MUC', exponent: 6, type: 'crypto' });
    expect(dataset.cryptoMeta.BTC!.name).toBe('Bitcoin (test)');
  });

  it('reads another quote currency as the pivot', () => {
    const { dataset } = importCoinGecko(feed('coingecko/simple-price-2026-04-13.json'), { metadata: catalog, quote: 'eur' });
    expect(dataset.pivot).toBe('EUR');
    // made-up-coin has no eur price, but it is unmapped anyway; every mapped coin has one.
    expect(dataset.crypto).toHaveLength(7);
  });

  it('warns about a coin without the quote currency, and one whose price is stale', () => {
    const doc = feedJson('coingecko/simple-price-2026-04-13.json') as Record<string, Record<string, number>>;
    const edited = {
      ...doc,
      solana: { eur: 113.69, last_updated_at: doc.solana!.last_updated_at! },
      ripple: { ...doc.ripple!, last_updated_at: doc.ripple!.last_updated_at! - 3 * 86_400 },
    };
    const { dataset, warnings } = importCoinGecko(edited, { metadata: catalog });
    expect(dataset.crypto).not.toContain('SOL');
    expect(warnings.map((w) => `${w.kind} ${w.code}`).sort()).toEqual(['missing_quote SOL', 'stale_quote XRP', 'unknown_code made-up-coin']);
  });

  it('needs a time: last_updated_at in the document or options.date', () => {
    const bare = { bitcoin: { usd: 65000 } };
    expect(() => importCoinGecko(bare, { metadata: catalog })).toThrow(expect.objectContaining({ code: 'invalid_feed' }));
    const { dataset } = importCoinGecko(bare, { metadata: catalog, date: '2024-03-01' });
    expect(dataset.snapshots[0]).toMatchObject({ date: '2024-03-01', updated_at: '2024-03-01T00:00:00Z' });
  });

  it('refuses a coin mapped to a fiat code', () => {
    expect(() => importCoinGecko({ tether: { usd: 1, last_updated_at: 1776095970 } }, { metadata: catalog, coins: { tether: 'AED' } })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'coins' }),
    );
  });

  it('refuses two coin ids that map to one code, and a non-positive price', () => {
    const twice = { bitcoin: { usd: 65000, last_updated_at: 1776095970 }, 'wrapped-btc-test': { usd: 64990, last_updated_at: 1776095970 } };
    expect(() => importCoinGecko(twice, { metadata: catalog, coins: { 'wrapped-btc-test': 'BTC' } })).toThrow(
      /wrapped-btc-test and bitcoin both map to BTC|bitcoin and wrapped-btc-test/,
    );
    expect(() => importCoinGecko({ bitcoin: { usd: -1, last_updated_at: 1776095970 } }, { metadata: catalog })).toThrow(
      expect.objectContaining({ code: 'invalid_feed', message: 'bitcoin.usd: -1 is not positive; a rate must be positive' }),
    );
  });

  it('never returns a dataset that loadDataset refuses: an extreme price is invalid_feed at its date and code', async () => {
    for (const price of ['5e-324', '1e-320', '1e308']) {
      const doc = `{"bitcoin":{"usd":${price},"last_updated_at":1776095970},"ethereum":{"usd":2000,"last_updated_at":1776095970}}`;
      expect(await feedError(() => importCoinGecko(doc, { metadata: catalog }))).toMatch(/^2026-04-13, BTC: /);
    }
  });
});
