import { describe, expect, it } from 'vitest';

import { convert, cryptoRates, history, loadDataset } from '../../src/index.js';
import { catalog, NOW } from './catalog.js';
import { feed, feedJson } from './fixtures.js';
import { importOxr } from '../../src/feeds/oxr/openExchangeRates.js';

describe('importOxr', () => {
  it('imports latest.json: base USD as pivot, dated the UTC day of its timestamp', () => {
    const { dataset, warnings } = importOxr(feedJson('oxr/latest.json'), { metadata: catalog });
    expect(dataset.pivot).toBe('USD');
    // Given parsed, the document has no bytes to hash: the source is named without a digest.
    expect(dataset.snapshots).toEqual([
      { date: '2026-04-13', updated_at: '2026-04-13T15:00:00Z', rates: expect.any(Array), sources: [{ name: 'openexchangerates' }] },
    ]);
    expect(dataset.fiat).toEqual(['AED', 'CHF', 'EUR', 'GBP', 'JPY', 'KWD', 'USD']);
    expect(dataset.crypto).toEqual(['BTC']);
    expect(dataset.fiatMeta.KWD).toEqual({ minorUnits: 3 });
    // The catalog knows neither metals nor units of account nor the offshore yuan: left out, said so.
    expect(warnings.map((w) => `${w.kind} ${w.code}`).sort()).toEqual(['unknown_code CNH', 'unknown_code XAU', 'unknown_code XDR']);
    const ds = loadDataset(dataset);
    expect(convert(ds, { from: 'USD', to: 'EUR' }, { numbers: 'string' }).rate).toBe('0.855871');
    expect(cryptoRates(ds, { base: 'USD' }, { numbers: 'string' }).rates.BTC).toBe('0.0000139876');
  });

  it('combines historical files and latest.json into one series, in date order', () => {
    const { dataset, warnings } = importOxr([feed('oxr/latest.json'), feed('oxr/historical-2026-04-10.json')], { metadata: catalog });
    expect(dataset.snapshots.map((s) => [s.date, s.updated_at])).toEqual([
      ['2026-04-10', '2026-04-10T23:59:59Z'],
      ['2026-04-13', '2026-04-13T15:00:00Z'],
    ]);
    expect(warnings.filter((w) => w.kind !== 'unknown_code')).toEqual([]);
    const ds = loadDataset(dataset);
    expect(history(ds, { date: '2026-04-12', base: 'USD' }, { now: NOW }).rates.JPY).toBe(159.2345);
  });

  it('keeps the later capture when two files quote one date, with a warning', () => {
    const early = { ...feedJson('oxr/latest.json'), timestamp: 1776070800 }; // 2026-04-13T09:00:00Z
    const { dataset, warnings } = importOxr([feedJson('oxr/latest.json'), early], { metadata: catalog });
    expect(dataset.snapshots).toHaveLength(1);
    expect(dataset.snapshots[0]!.updated_at).toBe('2026-04-13T15:00:00Z');
    expect(warnings.filter((w) => w.kind === 'duplicate_date')).toEqual([
      { kind: 'duplicate_date', date: '2026-04-13', code: null, message: expect.any(String) },
    ]);
  });

  it('takes the quote date from options.date for a single historical file', () => {
    const { dataset } = importOxr(feed('oxr/historical-2026-04-10.json'), { metadata: catalog, date: '2026-04-09' });
    expect(dataset.snapshots[0]!.date).toBe('2026-04-09');
    expect(() => importOxr([feed('oxr/latest.json'), feed('oxr/historical-2026-04-10.json')], { metadata: catalog, date: '2026-04-09' })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'date' }),
    );
  });

  it('keeps unknown three-letter codes as fiat with minimal metadata only when allowed', () => {
    const { dataset } = importOxr(feed('oxr/latest.json'), { metadata: catalog, allowMinimalMetadata: true });
    expect(dataset.fiat).toContain('XAU');
    expect(dataset.locales.en!.XAU).toEqual(['XAU', 'XAU']);
    expect(dataset.locales.fr!.XAU).toEqual(['XAU', 'XAU']);
    expect(dataset.fiatMeta.XAU).toEqual({ minorUnits: 2 });
  });

  it('warns when a rate jumps by more than the factor between neighbouring files', () => {
    const jumped = { ...feedJson('oxr/latest.json'), rates: { ...(feedJson('oxr/latest.json').rates as object), JPY: 1598.812 } };
    const { warnings } = importOxr([feedJson('oxr/historical-2026-04-10.json'), jumped], { metadata: catalog });
    expect(warnings.filter((w) => w.kind === 'jump')).toEqual([
      { kind: 'jump', date: '2026-04-13', code: 'JPY', message: expect.stringContaining('159.2345') },
    ]);
  });

  it('warns when a currency disappears from the next file', () => {
    const rates = { ...(feedJson('oxr/latest.json').rates as Record<string, number>) };
    delete rates.GBP;
    const { warnings } = importOxr([feedJson('oxr/historical-2026-04-10.json'), { ...feedJson('oxr/latest.json'), rates }], { metadata: catalog });
    expect(warnings.filter((w) => w.kind === 'code_disappears').map((w) => `${w.code} ${w.date}`)).toEqual(['GBP 2026-04-13']);
  });
});
