import { describe, expect, it } from 'vitest';

import { convert, cryptoConvert, loadDataset } from '../../src/index.js';
import { catalog } from './catalog.js';
import { feed, feedJson } from './fixtures.js';
import { importFawazahmed0 } from '../../src/feeds/fawazahmed0/fawazahmed0.js';

describe('importFawazahmed0', () => {
  it('imports currencies/eur.json: lower-case codes upper-cased, fiat and crypto told apart by the catalog', () => {
    const { dataset, warnings } = importFawazahmed0(feed('fawazahmed0/eur-2026-04-10.json'), { metadata: catalog });
    expect(dataset.pivot).toBe('EUR');
    expect(dataset.fiat).toEqual(['AED', 'CHF', 'EUR', 'GBP', 'JPY', 'USD']);
    expect(dataset.crypto).toEqual(['1INCH', 'BTC', 'ETH', 'USDT']);
    expect(dataset.snapshots[0]).toMatchObject({ date: '2026-04-10', updated_at: '2026-04-10T00:00:00Z' });
    expect(warnings.map((w) => `${w.kind} ${w.code}`).sort()).toEqual(['unknown_code XAU', 'unknown_code ZZZDEADTOKEN', 'unknown_code not-a-code!']);
    const ds = loadDataset(dataset);
    expect(convert(ds, { from: 'EUR', to: 'JPY' }).rate).toBe(186.4801);
    expect(cryptoConvert(ds, { from: 'EUR', to: '1inch' }, { numbers: 'string' }).rate).toBe('6.84512337');
  });

  it('does not judge the value of a code it leaves out (a dead token at 0), but refuses 0 for a kept one', () => {
    const doc = feedJson('fawazahmed0/eur-2026-04-10.json');
    expect(() => importFawazahmed0(doc, { metadata: catalog })).not.toThrow();
    const bad = { ...doc, eur: { ...(doc.eur as object), gbp: 0 } };
    expect(() => importFawazahmed0(bad, { metadata: catalog })).toThrow(
      expect.objectContaining({ code: 'invalid_feed', message: 'eur.gbp: 0 is not positive; a rate must be positive' }),
    );
  });

  it('combines several days into one series and checks it', () => {
    const { dataset, warnings } = importFawazahmed0([feed('fawazahmed0/eur-2026-04-13.json'), feed('fawazahmed0/eur-2026-04-10.json')], { metadata: catalog });
    expect(dataset.snapshots.map((s) => s.date)).toEqual(['2026-04-10', '2026-04-13']);
    expect(warnings.filter((w) => w.kind === 'jump' || w.kind === 'code_disappears')).toEqual([]);
  });

  it('refuses documents of different bases', () => {
    const usd = { date: '2026-04-13', usd: { eur: 0.8559, usd: 1 } };
    expect(() => importFawazahmed0([feedJson('fawazahmed0/eur-2026-04-10.json'), usd], { metadata: catalog })).toThrow(
      expect.objectContaining({ code: 'invalid_feed', message: 'document 2: USD differs from the base EUR of the first document' }),
    );
  });

  it('leaves out codes it cannot classify even with minimal metadata, naming the pivot if it must', () => {
    const { dataset } = importFawazahmed0({ date: '2026-04-13', abc: { xyz: 2, btc: 0.00001 } }, { allowMinimalMetadata: true });
    expect(dataset.fiat).toEqual(['ABC']);
    expect(dataset.crypto).toEqual(['BTC']);
    expect(dataset.cryptoMeta.BTC).toEqual({ name: 'Bitcoin', symbol: '₿', exponent: 8, type: 'crypto' });
  });
});
