import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../../src/index.js';
import { importCnb, importNbp } from '../../../src/importers/index.js';
import { datasetFile } from '../../../src/live/store/datasetFile.js';
import { nbpDay } from '../../curation/threeSources.js';
import { catalog } from '../catalog.js';
import { bankFile } from './recorded.js';

const options = { metadata: catalog, allowMinimalMetadata: true };

describe('bank provenance in the dataset rows', () => {
  it('names the NBP table in receipts, and datasetFile keeps it', () => {
    const { dataset, provenance } = importNbp(bankFile('nbp/nbp-1.json'), options);
    const ds = loadDataset(dataset);
    const day = loadDataset(importNbp(nbpDay('2026-03-02'), options).dataset);
    expect(rates(day, { base: 'PLN', symbols: 'EUR' }, { explain: true }).source!.providers).toEqual([{ name: 'nbp', table: '041/A/NBP/2026' }]);
    for (const row of dataset.snapshots) expect(row.sources).toEqual(provenance[row.date]!.map((p) => ({ name: p.provider, table: p.table })));
    const again = loadDataset(datasetFile(ds));
    expect(again.snapshots.map((s) => s.sources)).toEqual(ds.snapshots.map((s) => s.sources));
    expect(datasetFile(again)).toEqual(datasetFile(ds));
  });

  it('names the provider of a bank without tables (CNB), in every row', () => {
    const { dataset } = importCnb(bankFile('cnb/cnb-1.json'), options);
    expect(dataset.snapshots.length).toBeGreaterThan(1);
    expect(new Set(dataset.snapshots.map((s) => JSON.stringify(s.sources)))).toEqual(new Set([JSON.stringify([{ name: 'cnb' }])]));
  });
});
