import type { DatasetFile } from '../../dataset/schema.js';
import { loadDataset } from '../../dataset/loadDataset.js';
import type { CryptoMeta, CurrencyCode, FiatMeta, Market } from '../../types.js';
import { buildDatasetFile } from './buildDatasetFile.js';
import { combineSnapshots } from './combineSnapshots.js';
import type { FeedSnapshot } from '../feed.js';
import { fileFeed } from './fileFeed.js';
import { importResult } from './finishImport.js';
import { invalidFeed, rethrowIn } from '../invalidFeed.js';
import { scanSeries } from './scanSeries.js';
import type { ImportOptions, ImportResult } from '../types.js';
import { warningList } from '../warningList.js';

/**
 * Combines dataset files of one source and pivot into one series: the ECB history zip and later
 * daily XML files, say. Codes and metadata are the union (the first file that has a code gives its
 * metadata); where two files quote one date, the later capture is kept with a `duplicate_date`
 * warning. The series checks (jumps, disappearing codes) run again on the whole.
 *
 * @param files - Dataset files with the same pivot; each must pass `loadDataset`.
 * @param options - Warning thresholds.
 * @returns The combined dataset file and the warnings.
 * @example
 * const { dataset } = combineDatasets([history.dataset, today.dataset]);
 */
export function combineDatasets(files: readonly DatasetFile[], options: ImportOptions = {}): ImportResult {
  if (files.length === 0) invalidFeed('', 'no dataset to combine');
  const warnings = warningList(options.maxWarnings);
  const pivot = files[0]!.pivot;
  const markets = new Map<CurrencyCode, Market>();
  const fiatMeta: Record<CurrencyCode, FiatMeta> = {};
  const cryptoMeta: Record<CurrencyCode, CryptoMeta> = {};
  const locales: Record<string, Record<CurrencyCode, readonly [string, string]>> = {};
  const snapshots: FeedSnapshot[] = [];
  // Each snapshot's row, so the kept one's provenance and published figures travel with it.
  const rowOf = new Map<FeedSnapshot, DatasetFile['snapshots'][number]>();
  files.forEach((file, i) => {
    const where = `dataset ${i + 1}`;
    try {
      loadDataset(file);
    } catch (error) {
      rethrowIn(error, where);
    }
    if (file.pivot !== pivot)
      invalidFeed(`${where}, pivot`, `${file.pivot} differs from the pivot ${pivot} of dataset 1; merge files of different pivots with mergeDatasets`);
    const feed = fileFeed(file);
    for (const [code, market] of feed.markets) {
      const known = markets.get(code);
      if (known !== undefined && known !== market) invalidFeed(where, `${code} is ${market} here but ${known} in an earlier dataset`);
      if (known !== undefined) continue;
      markets.set(code, market);
      if (market === 'fiat') fiatMeta[code] = file.fiatMeta[code]!;
      else cryptoMeta[code] = file.cryptoMeta[code]!;
    }
    for (const [tag, table] of Object.entries(file.locales)) {
      const target = (locales[tag] ??= {});
      for (const [code, entry] of Object.entries(table)) target[code] ??= entry;
    }
    feed.snapshots.forEach((snapshot, j) => rowOf.set(snapshot, file.snapshots[j]!));
    snapshots.push(...feed.snapshots);
  });
  // A locale that only some files carry names the other files' codes in English, as the importers do.
  const english = locales.en!;
  for (const table of Object.values(locales)) for (const code of Object.keys(fiatMeta)) table[code] ??= [english[code]![0], code];
  const feed = { pivot, snapshots: combineSnapshots(snapshots, warnings), defaultMarket: undefined };
  const built = buildDatasetFile(feed, { markets, catalog: { fiatMeta, cryptoMeta, locales } }, warnings);
  const dataset = withProvenanceOf(built, new Map(feed.snapshots.map((s) => [s.date, rowOf.get(s)])));
  scanSeries(dataset, options, warnings);
  return importResult(dataset, warnings);
}

// The kept rows' `sources` and figures as published (`published`, `buying`, `selling`), for the codes
// the combined dataset has: a combined dataset still serves the rate policies of its sources.
function withProvenanceOf(dataset: DatasetFile, rows: ReadonlyMap<string, DatasetFile['snapshots'][number] | undefined>): DatasetFile {
  const codes = new Set(dataset.fiat);
  const keep = (table: Readonly<Record<string, string>> | undefined) => {
    if (table === undefined) return undefined;
    const out = Object.fromEntries(Object.entries(table).filter(([code]) => codes.has(code)));
    return Object.keys(out).length === 0 ? undefined : out;
  };
  const snapshots = dataset.snapshots.map((row) => {
    const from = rows.get(row.date);
    if (from === undefined) return row;
    const extra = { sources: from.sources, published: keep(from.published), buying: keep(from.buying), selling: keep(from.selling) };
    return { ...row, ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)) };
  });
  return { ...dataset, snapshots };
}
