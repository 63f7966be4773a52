import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../../src/index.js';

import { datasetFile } from '../../../src/live/store/datasetFile.js';
import { nbpDay } from '../../curation/threeSources.js';
import { catalog } from '../catalog.js';
import { bankFile, entriesOf } from './recorded.js';
import { importCnb } from '../../../src/feeds/cnb/cnb.js';
import { importNbp } from '../../../src/feeds/nbp/nbp.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../../src/receipts/index.js';

const options = { metadata: catalog, allowMinimalMetadata: true };

describe('bank provenance in the dataset rows', () => {
  it('names the NBP table in receipts, and datasetFile keeps it', () => {
    const { dataset, provenance } = importNbp(bankFile('nbp/nbp-1.json'), options);
    const ds = loadDataset(dataset);
    const text = nbpDay('2026-03-02');
    const day = loadDataset(importNbp(text, options).dataset);
    expect(rates(day, { base: 'PLN', symbols: 'EUR' }, { explain: true }).source!.providers).toEqual([
      { name: 'nbp', table: '041/A/NBP/2026', sha256: createHash('sha256').update(text).digest('hex') },
    ]);
    const sha256 = entriesOf('nbp').find((e) => e.file === 'nbp/nbp-1.json')!.sha256;
    for (const row of dataset.snapshots) expect(row.sources).toEqual(provenance[row.date]!.map((p) => ({ name: p.provider, table: p.table, sha256 })));
    const again = loadDataset(datasetFile(ds));
    expect(again.snapshots.map((s) => s.sources)).toEqual(ds.snapshots.map((s) => s.sources));
    expect(datasetFile(again)).toEqual(datasetFile(ds));
  });

  it('names the provider of a bank without tables (CNB), in every row', () => {
    const { dataset } = importCnb(bankFile('cnb/cnb-1.json'), options);
    expect(dataset.snapshots.length).toBeGreaterThan(1);
    const sha256 = entriesOf('cnb').find((e) => e.file === 'cnb/cnb-1.json')!.sha256;
    expect(new Set(dataset.snapshots.map((s) => JSON.stringify(s.sources)))).toEqual(new Set([JSON.stringify([{ name: 'cnb', sha256 }])]));
  });
});
