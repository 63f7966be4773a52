import { describe, expect, it } from 'vitest';
import { importCommand } from '../../src/cli/feeds/importCommand.js';
import { cryptoRates, loadDataset } from '../../src/index.js';
import { catalog } from './catalog.js';
import { ecbDailyXml, ecbZip } from './ecbFiles.js';
import { coingeckoFiles, feed } from './fixtures.js';
import { ecbImport } from './ecbHistory.js';

const zipInput = () => ({ name: 'eurofxref-hist.zip', bytes: ecbZip() });
const xmlInput = () => ({ name: 'eurofxref-daily.xml', bytes: new TextEncoder().encode(ecbDailyXml()) });
const text = (name: string, body: string) => ({ name, bytes: new TextEncoder().encode(body) });

describe('importCommand', () => {
  it('imports the ECB zip as ecb-csv, telling it from a CSV by its signature', async () => {
    const fromZip = await importCommand('ecb-csv', [zipInput()], { metadata: catalog });
    expect(fromZip).toEqual(await ecbImport());
    const fromCsv = await importCommand('ecb-csv', [text('rates.csv', 'Date,USD,\n2024-01-02,1.0956,\n')], { metadata: catalog });
    expect(fromCsv.dataset.snapshots).toHaveLength(1);
  });

  it('takes the embedded dataset as the catalog when none is given', async () => {
    const { dataset } = await importCommand('ecb-xml', [xmlInput()]);
    expect(dataset.locales.en!.USD).toEqual(catalog.locales.en!.USD);
  });

  it('combines the history zip with a later daily XML into one ECB series', async () => {
    const { dataset, warnings } = await importCommand('ecb-csv', [zipInput(), { ...xmlInput(), format: 'ecb-xml' }], { metadata: catalog });
    expect(dataset.snapshots).toHaveLength(6983);
    expect(warnings.filter((w) => w.kind === 'duplicate_date').map((w) => w.date)).toEqual(['2025-05-09']);
    expect(warnings.filter((w) => w.kind === 'code_disappears').length).toBe(13);
  });

  it('combines many OXR files into one series', async () => {
    const { dataset } = await importCommand('oxr', [feed('oxr/latest.json'), feed('oxr/historical-2026-04-10.json')], { metadata: catalog });
    expect(dataset.snapshots.map((s) => s.date)).toEqual(['2026-04-10', '2026-04-13']);
  });

  it('merges the ECB series with the CoinGecko series', async () => {
    const inputs = [zipInput(), ...coingeckoFiles().map((f) => ({ ...f, format: 'coingecko' }))];
    const { dataset, warnings } = await importCommand('ecb-csv', inputs, { metadata: catalog });
    expect(dataset.pivot).toBe('EUR');
    expect(dataset.crypto).toHaveLength(7);
    expect(warnings.filter((w) => w.kind === 'unmatched_dates')).toHaveLength(1);
    expect(warnings.filter((w) => w.kind === 'unknown_code').map((w) => w.code)).toEqual(Array(5).fill('made-up-coin'));
    const dates = warnings.map((w) => w.date ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(cryptoRates(loadDataset(dataset), { base: 'EUR' }).date).toBe('2026-04-13');
  });

  it('puts the file name in front of a feed error', async () => {
    await expect(importCommand('ecb-csv', [text('bad.csv', 'Date,USD,\n2024-01-02,1,2,\n')], { metadata: catalog })).rejects.toThrow(
      expect.objectContaining({ code: 'invalid_feed', message: 'bad.csv: line 2: expected 3 fields as in the header, got 4' }),
    );
    await expect(importCommand('oxr', [text('latest.json', '{')], { metadata: catalog })).rejects.toThrow(/^latest.json: line 1, column 2: not valid JSON/);
  });

  it('refuses an unknown format, no input, and two fiat sources', async () => {
    await expect(importCommand('ecb-json', [zipInput()], { metadata: catalog })).rejects.toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'format' }),
    );
    await expect(importCommand('oxr', [], { metadata: catalog })).rejects.toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'inputs' }));
    await expect(importCommand('ecb-xml', [xmlInput(), { ...feed('oxr/latest.json'), format: 'oxr' }], { metadata: catalog })).rejects.toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'format' }),
    );
  });
});
