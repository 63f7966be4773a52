import { describe, expect, it } from 'vitest';
import { convert, cryptoCurrencies, currencies, loadDataset } from '../../src/index.js';
import { ecbImport } from '../importers/ecbHistory.js';

// Contract, "Metadata agrees with quotes": currencies and cryptoCurrencies describe the newest
// snapshot, on any dataset, not only the embedded one.

describe('the metadata endpoints follow the newest snapshot', () => {
  it('on an imported ECB history: withdrawn currencies the history knows are not listed', async () => {
    const { dataset } = await ecbImport();
    const ds = loadDataset(JSON.stringify(dataset));
    expect(ds.fiat).toContain('CYP');
    expect(ds.fiat).toContain('BGN');
    const listed = currencies(ds);
    expect(listed.date).toBe('2026-04-13');
    expect(Object.keys(listed.currencies)).not.toContain('CYP');
    expect(Object.keys(listed.currencies)).not.toContain('BGN'); // the ECB's last BGN rate is 2025-12-31
    expect(Object.keys(listed.currencies)).toHaveLength(30); // EUR and the 29 currencies the ECB quotes that day
    for (const code of Object.keys(listed.currencies)) expect(convert(ds, { from: code, to: 'EUR', amount: '1' }).date).toBe('2026-04-13');
    expect(cryptoCurrencies(ds).currencies).toEqual({});
  });

  it('lists only what the newest snapshot quotes, whatever older snapshots hold', () => {
    const file = {
      format: 'ratebook-dataset@1',
      pivot: 'USD',
      fiat: ['EUR', 'USD'],
      crypto: ['BTC', 'ETH'],
      fiatMeta: { EUR: { minorUnits: 2 }, USD: { minorUnits: 2 } },
      cryptoMeta: {
        BTC: { name: 'Bitcoin', symbol: 'BTC', exponent: 8, type: 'crypto' },
        ETH: { name: 'Ether', symbol: 'ETH', exponent: 18, type: 'crypto' },
      },
      locales: { en: { EUR: ['Euro', '€'], USD: ['US Dollar', '$'] } },
      snapshots: [
        { date: '2026-01-01', updated_at: '2026-01-01T00:00:00Z', rates: [0.9, 1, 0.00001, null] },
        { date: '2026-01-02', updated_at: '2026-01-02T00:00:00Z', rates: [null, 1, null, 0.0003] },
      ],
    };
    const ds = loadDataset(JSON.stringify(file));
    expect(Object.keys(currencies(ds).currencies)).toEqual(['USD']);
    expect(Object.keys(cryptoCurrencies(ds).currencies)).toEqual(['ETH']);
  });
});
