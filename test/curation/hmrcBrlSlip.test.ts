import { describe, expect, it } from 'vitest';
import { curate, defaultRules } from '../../src/curation/index.js';
import { datasetAsOf } from '../../src/dataset/datasetAsOf.js';
import type { DatasetFile } from '../../src/dataset/schema.js';
import { importHmrc } from '../../src/feeds/hmrc/hmrc.js';
import { convert, history, loadDataset } from '../../src/index.js';
// The rate policies and the receipts load when their entries are imported (ratebook/policies, ratebook/receipts).
import '../../src/policy/index.js';
import '../../src/receipts/index.js';
import { catalog } from '../importers/catalog.js';
import { taxFiles } from '../importers/taxAuthorities.js';

// HMRC's April 2019 slip end to end with the recorded documents (test/fixtures/tax-authorities):
// the public file (BRL 439943) and HMRC's own corrected copy (4.9943) imported together keep both
// as versions; the curation withholds the slip; asOf, convert and history never serve it.
const options = { metadata: catalog, allowMinimalMetadata: true };
const PUBLIC = '2019-03-21T23:59:00Z';
const CORRECTED = '2019-03-22T23:59:00Z';
const now = new Date('2026-12-07T00:00:00Z');
const files = [
  ...taxFiles('hmrc/', /^monthly-2019-0[345]\.xml$/),
  // Given after the public April file: the correction (docs/sources.md, HMRC).
  ...taxFiles('hmrc/alt/', /^monthly-2019-04\./),
];

function curated(): { file: DatasetFile; withheld: ReturnType<typeof curate>['withheld'] } {
  const raw = importHmrc(files, options).dataset;
  const [march, april, may] = raw.snapshots;
  const result = curate(loadDataset({ ...raw, snapshots: [march!] }), april!, defaultRules);
  return { file: { ...raw, snapshots: [march!, result.snapshot, may!] }, withheld: result.withheld };
}

describe("HMRC's April 2019 BRL slip, from the recorded documents", () => {
  it('is imported as a published version of the month, the correction after it', () => {
    const april = importHmrc(files, options).dataset.snapshots[1]!;
    expect(april.versions!.BRL).toEqual([
      [PUBLIC, 439943],
      [CORRECTED, 4.9943],
    ]);
    // Uncurated, a dataset as known before the correction would carry it.
    expect(datasetAsOf(loadDataset(importHmrc(files, options).dataset), '2019-03-22T12:00:00Z').snapshots[1]!.values).toContain(439943);
  });

  it('is withheld by curate with the default rules, with its evidence; the correction stays', () => {
    const { file, withheld } = curated();
    const slip = withheld.filter((w) => w.code === 'BRL');
    expect(slip).toEqual([
      { code: 'BRL', date: '2019-04-01', value: 439943, rule: 'known_bad', reason: expect.stringContaining(`(the version published ${PUBLIC})`) },
    ]);
    expect(slip[0]!.reason).toContain('hmrc/currency-conversion');
    expect(file.snapshots[1]!.versions!.BRL).toEqual([[CORRECTED, 4.9943]]);
    // NGN and TOP, corrected too, keep both versions: no entry names them.
    expect(file.snapshots[1]!.versions!.NGN).toHaveLength(2);
  });

  it('is never served: asOf before the correction has no BRL for April 2019, after it 4.9943', () => {
    const ds = loadDataset(curated().file);
    const on = (asOf?: string) => history(ds, { date: '2019-04-15', base: 'GBP' }, { asOf, numbers: 'string', now }).rates;
    const before = on('2019-03-22T12:00:00Z');
    expect([before.BRL, before.NGN]).toEqual([undefined, '478.11']);
    expect(() => history(ds, { date: '2019-04-15', base: 'GBP', symbols: ['BRL'] }, { asOf: '2019-03-22T12:00:00Z', now })).toThrow(
      /'BRL' has no quote on 2019-04-01/,
    );
    for (const at of [CORRECTED, undefined]) expect([on(at).BRL, on(at).NGN]).toEqual(['4.9943', '475.11']);
    // At no instant is the slip served.
    for (const at of [PUBLIC, '2019-03-22T23:58:59Z', CORRECTED, '2026-01-01T00:00:00Z']) expect(Object.values(on(at))).not.toContain('439943');
  });

  it('uk-hmrc answers 4.9943 for 2019-04-15, GBP to BRL, in convert and history; as known before the correction, no rate', () => {
    const ds = loadDataset(curated().file);
    expect(convert(ds, { from: 'GBP', to: 'BRL', date: '2019-04-15' }, { policy: 'uk-hmrc', numbers: 'string', now })).toMatchObject({
      rate: '4.9943',
      date: '2019-04-01',
    });
    expect(history(ds, { date: '2019-04-15', base: 'GBP', symbols: ['BRL'] }, { policy: 'uk-hmrc', numbers: 'string', now }).rates).toEqual({ BRL: '4.9943' });
    const receipt = convert(ds, { from: 'GBP', to: 'BRL', date: '2019-04-15' }, { policy: 'uk-hmrc', explain: true, now }).source!;
    expect(receipt.leg_versions).toEqual({ BRL: { published_at: CORRECTED, version: 1, of: 1 } });
    expect(() => convert(ds, { from: 'GBP', to: 'BRL', date: '2019-04-15' }, { policy: 'uk-hmrc', asOf: '2019-03-22T12:00:00Z', now })).toThrow(
      /no rate|no_rate_for_policy|finds no rate/,
    );
  });
});
