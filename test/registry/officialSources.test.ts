import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import * as importers from '../../src/importers/index.js';
import { currency } from '../../src/index.js';
import { officialSourcesOf } from '../../src/registry/sourcesOf.js';
// currency() lists its sources where ratebook/sources is imported (the importers do not bring it).
import '../../src/sources/index.js';
import { BANKS, SECOND_WAVE, importBank, readBankDocuments, type BankDataset } from '../../scripts/lib/bankDocuments.mjs';
import { officialSources, quotedBy, renderCoverage, renderRegistryFile } from '../../scripts/lib/officialSources.mjs';

// The official sources of each currency are computed from the recorded documents with the importers
// (from src: what dist/importers.js is built from); the registry's generated table and data/README.md's
// section must be what that computation gives today (`npm run data:sources` writes both).
const root = new URL('../../', import.meta.url);
const shipped = JSON.parse(readFileSync(new URL('data/dataset.json', root), 'utf8')) as BankDataset & { fiat: string[] };
const banks = [...BANKS, ...SECOND_WAVE];
const documents = readBankDocuments(new URL('test/fixtures/central-banks/', root), banks);
const ecbDaily = readFileSync(new URL('test/fixtures/ecb/eurofxref-daily.xml', root));
const sources = [
  quotedBy('ecb', importers.importFeed('ecb', ecbDaily, { metadata: defaultDataset, allowMinimalMetadata: true }).dataset),
  ...banks.map((bank) => quotedBy(bank.name, importBank(importers, bank, documents[bank.name], shipped).dataset, bank.home)),
];
const result = officialSources(sources, shipped.fiat);

describe('official sources per currency', () => {
  it('are the generated registry table, character for character', () => {
    expect(readFileSync(new URL('src/registry/officialSources.ts', root), 'utf8')).toBe(renderRegistryFile(result));
  });

  it('are the section of data/README.md, word for word', () => {
    const readme = readFileSync(new URL('data/README.md', root), 'utf8');
    expect(readme).toContain(`\n${renderCoverage(result, sources)}\n## Currency registry\n`);
  });

  it('are what currency() lists: the home issuer first, the ECB first for the euro, none for a code no source quotes', () => {
    for (const code of shipped.fiat) expect(currency(defaultDataset, { code }).sources, code).toEqual(result.byCode[code] ?? []);
    expect(currency(defaultDataset, { code: 'PLN' }).sources?.[0]).toBe('nbp');
    expect(currency(defaultDataset, { code: 'EUR' }).sources?.[0]).toBe('ecb');
    expect(currency(defaultDataset, { code: 'USD' }).sources?.[0]).toBe('fred');
    expect(result.none.length).toBeGreaterThan(0);
    expect(currency(defaultDataset, { code: result.none[0]! }).sources).toEqual([]);
  });

  it('are read from the table by whole entries: letters inside another entry, or a code of other length, name none', () => {
    // The source digits of AED's entry spell "GHI" and "AED" + "1d…"; the table has no entry of either.
    expect(officialSourcesOf('GHI')).toEqual([]);
    expect(officialSourcesOf('AE')).toEqual([]);
    expect(officialSourcesOf('')).toEqual([]);
    expect(officialSourcesOf('INR')).toEqual(result.byCode.INR);
  });

  it('counts a code for a source only where one of its dates has a value, and its home currency always', () => {
    const nbp = sources.find((s) => s.name === 'nbp')!;
    expect(nbp.home).toBe('PLN');
    expect(nbp.codes.has('PLN')).toBe(true);
    const dataset = { pivot: 'XXX', fiat: ['XXX', 'AAA', 'BBB'], snapshots: [{ rates: [1, null, 2] }, { rates: [1, null, null] }] };
    expect([...quotedBy('x', dataset).codes].sort()).toEqual(['BBB', 'XXX']);
  });
});
