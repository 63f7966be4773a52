import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { combineDatasets, mergeDatasets } from '../../src/importers/index.js';
import { convert, loadDataset, RatebookError } from '../../src/index.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { recomputeConversion } from '../receiptLaws.js';
import { bankFile, entriesOf } from './banks/recorded.js';
import { catalog } from './catalog.js';
import { ecbDailyXml } from './ecbFiles.js';
import { coingeckoFiles, feed } from './fixtures.js';
import { importBcb } from '../../src/feeds/bcb/bcb.js';
import { importSarb } from '../../src/feeds/sarb/sarb.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importFred } from '../../src/feeds/fred/fred.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importTcmb } from '../../src/feeds/tcmb/tcmb.js';
import { importCoinGecko } from '../../src/feeds/coingecko/coinGecko.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';
import { importFawazahmed0 } from '../../src/feeds/fawazahmed0/fawazahmed0.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';
import { ecbDataset, ecbImport } from './ecbHistory.js';

// Our manifest of the copied documents (test/fixtures/manifest.json): path -> SHA-256 as recorded.
const MANIFEST: { files: { path: string; sha256: string }[] } = JSON.parse(readFileSync(new URL('../fixtures/manifest.json', import.meta.url), 'utf8'));
const recorded = (path: string) => MANIFEST.files.find((f) => f.path === path)!.sha256;
const bankSha = (file: string) => entriesOf(file.slice(0, file.indexOf('/'))).find((e) => e.file === file)!.sha256;
const hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

describe('imports name their document in receipts (issue 28, item 4)', () => {
  it("an importEcbZip dataset's receipt names ecb and the zip's SHA-256, the manifest's", async () => {
    const ds = await ecbDataset();
    const answer = convert(ds, { from: 'USD', to: 'JPY', amount: '100', date: '2024-01-03' }, { explain: true, numbers: 'string' });
    expect(answer.source.providers).toEqual([{ name: 'ecb', sha256: recorded('ecb/eurofxref-hist.zip') }]);
    expect(recorded('ecb/eurofxref-hist.zip')).toBe('f866ef61b04a7f08b741f6ec731b71e2e777cbbc694943d09b8409aee46743b3');
    expect(recomputeConversion(answer.source, 'USD', 'JPY', '100')).toMatchObject({ rate: answer.rate, result: answer.result });
  });

  it('a bank import (NBP) names each table and the SHA-256 of its document', () => {
    const ds = loadDataset(importNbp(bankFile('nbp/nbp-1.json'), { metadata: catalog }).dataset);
    const answer = convert(ds, { from: 'EUR', to: 'USD', amount: '250', date: '2026-03-02' }, { explain: true, numbers: 'string' });
    expect(answer.source.providers).toEqual([{ name: 'nbp', table: '041/A/NBP/2026', sha256: bankSha('nbp/nbp-1.json') }]);
    expect(recomputeConversion(answer.source, 'EUR', 'USD', '250')).toMatchObject({ rate: answer.rate, result: answer.result });
    // Written out and read back, the digest stays (the file format keeps it).
    const again = loadDataset(datasetFile(ds));
    expect(again.snapshots.map((s) => s.sources)).toEqual(ds.snapshots.map((s) => s.sources));
  });

  it('a bank reading several documents (FRED, one series a document) names each document a date was read from', () => {
    const files = ['fred/fred-1.json', 'fred/fred-2.json'];
    const series = files.map((file) => /series_id=(\w+)/.exec(entriesOf('fred').find((e) => e.file === file)!.request)![1]!);
    const { dataset } = importFred(
      files.map((file, i) => ({ seriesId: series[i]!, body: bankFile(file) })),
      { metadata: catalog },
    );
    const both = files.map((file) => ({ name: 'fred', sha256: bankSha(file) }));
    // A date both series quote was read from both documents; each row names exactly the ones it used.
    for (const row of dataset.snapshots) {
      expect(row.sources!.length).toBeGreaterThan(0);
      expect(both).toEqual(expect.arrayContaining(row.sources!));
    }
    expect(dataset.snapshots.some((row) => row.sources!.length === 2)).toBe(true);
  });

  it('a bank answering one series a request (PTAX, the SARB) names each series with the digest of its own document', () => {
    const files = entriesOf('bcb').map((e) => ({ file: e.file, currency: /@moeda=%27([A-Z]{3})%27/.exec(e.request)![1]! }));
    const { dataset } = importBcb(
      files.map(({ file, currency }) => ({ currency, body: bankFile(file) })),
      { metadata: catalog },
    );
    // Ten series, each from its own answer: ten sources a date, not ten tables times ten digests.
    for (const row of dataset.snapshots) {
      expect(row.sources).toEqual(
        files.map(({ file, currency }) => ({ name: 'bcb', table: `PTAX ${currency}`, sha256: bankSha(file) })).sort((a, b) => (a.table < b.table ? -1 : 1)),
      );
    }
    const sarb = entriesOf('sarb').map((e) => e.file);
    const several = importSarb(
      sarb.map((file) => ({ name: file, bytes: bankFile(file) })),
      { metadata: catalog },
    ).dataset;
    const digests = new Set(sarb.map(bankSha));
    for (const row of several.snapshots) for (const source of row.sources!) expect(digests.has(source.sha256!), `${row.date} ${source.table}`).toBe(true);
  });

  it('fawazahmed0 documents, one a date, each name their own digest; one given parsed names none', () => {
    const files = ['fawazahmed0/eur-2026-04-13.json', 'fawazahmed0/eur-2026-04-10.json'];
    const inputs = files.map(feed);
    const { dataset } = importFawazahmed0(inputs, { metadata: catalog });
    expect(dataset.snapshots.map((row) => [row.date, row.sources])).toEqual([
      ['2026-04-10', [{ name: 'fawazahmed0', sha256: hex(inputs[1]!.bytes) }]],
      ['2026-04-13', [{ name: 'fawazahmed0', sha256: hex(inputs[0]!.bytes) }]],
    ]);
    const parsed = JSON.parse(new TextDecoder().decode(inputs[0]!.bytes)) as object;
    expect(importFawazahmed0(parsed, { metadata: catalog }).dataset.snapshots[0]!.sources).toEqual([{ name: 'fawazahmed0' }]);
  });

  it('a dataset file whose sources have no sha256 loads and writes back byte for byte; a malformed one is refused', () => {
    const { dataset } = importNbp(bankFile('nbp/nbp-1.json'), { metadata: catalog });
    const old = {
      ...dataset,
      snapshots: dataset.snapshots.map((row) => ({ ...row, sources: row.sources!.map(({ name, table }) => ({ name, table: table! })) })),
    };
    const text = JSON.stringify(old);
    expect(JSON.stringify(datasetFile(loadDataset(JSON.parse(text))))).toBe(text);
    // The figures as published, and TCMB's buying and selling, are written back as they were read (a stored live dataset keeps them).
    for (const file of [JSON.stringify(dataset), JSON.stringify(importTcmb(bankFile('tcmb/tcmb-1.json'), { metadata: catalog }).dataset)]) {
      expect(JSON.stringify(datasetFile(loadDataset(JSON.parse(file))))).toBe(file);
    }
    const bad = { ...dataset, snapshots: dataset.snapshots.map((row) => ({ ...row, sources: [{ name: 'nbp', sha256: 'XYZ' }] })) };
    expect(() => loadDataset(bad)).toThrow(RatebookError);
  });

  it("combineDatasets and mergeDatasets keep each row's sources: the kept capture's, and both of a merged date", async () => {
    const history = (await ecbImport()).dataset;
    const xml = ecbDailyXml();
    const daily = importEcbXml(xml, { metadata: catalog }).dataset;
    const { dataset } = combineDatasets([history, daily]);
    const zipSource = [{ name: 'ecb', sha256: recorded('ecb/eurofxref-hist.zip') }];
    const dailyDate = daily.snapshots[0]!.date;
    for (const row of dataset.snapshots) expect(row.sources).toEqual(row.date === dailyDate ? [{ name: 'ecb', sha256: hex(xml) }] : zipSource);
    const files = coingeckoFiles();
    const gecko = importCoinGecko(files, { metadata: catalog }).dataset;
    const fawaz = importFawazahmed0([feed('fawazahmed0/eur-2026-04-13.json'), feed('fawazahmed0/eur-2026-04-10.json')], { metadata: catalog }).dataset;
    const merged = mergeDatasets(fawaz, gecko).dataset;
    const at = (file: typeof merged, date: string) => file.snapshots.find((row) => row.date === date)!.sources;
    for (const date of ['2026-04-10', '2026-04-13']) expect(at(merged, date)).toEqual([...at(fawaz, date)!, ...at(gecko, date)!]);
    expect(at(gecko, '2026-04-13')).toEqual([{ name: 'coingecko', sha256: hex(files.at(-1)!.bytes) }]);
  });

  it("one options object used for several imports names each import's own document; a bank document given parsed names none", () => {
    const options = { metadata: catalog };
    const nbp = importNbp(bankFile('nbp/nbp-1.json'), options).dataset;
    const cnb = importCnb(bankFile('cnb/cnb-1.json'), options).dataset;
    expect(nbp.snapshots[0]!.sources![0]!.sha256).toBe(bankSha('nbp/nbp-1.json'));
    expect(cnb.snapshots[0]!.sources).toEqual([{ name: 'cnb', sha256: bankSha('cnb/cnb-1.json') }]);
    const parsed = importCnb(JSON.parse(new TextDecoder().decode(bankFile('cnb/cnb-1.json'))) as object, options).dataset;
    expect(parsed.snapshots[0]!.sources).toEqual([{ name: 'cnb' }]);
  });
});
