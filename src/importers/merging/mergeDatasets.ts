import type { DatasetFile } from '../../dataset/schema.js';
import { loadDataset } from '../../dataset/loadDataset.js';
import { snapshotRate } from '../../dataset/snapshotRate.js';
import type { CryptoMeta, CurrencyCode, Dataset, Market, SnapshotSource } from '../../types.js';
import { buildDatasetFile } from './buildDatasetFile.js';
import type { FeedSnapshot } from '../feed.js';
import { fileFeed } from './fileFeed.js';
import { importResult } from './finishImport.js';
import { invalidFeed, rethrowIn } from '../invalidFeed.js';
import { pivotConverter } from './pivotConverter.js';
import { rateLiteral } from '../rateLiteral.js';
import type { ImportResult } from '../types.js';
import { warningList, type WarningList } from '../warningList.js';

/** Options of `mergeDatasets`. */
export interface MergeDatasetsOptions {
  /** At most this many warnings are listed; default 1000. */
  readonly maxWarnings?: number;
}

/**
 * Merges a fiat series (the ECB's, pivot EUR, say) with a crypto series (CoinGecko's, pivot USD)
 * into one dataset on the fiat series' pivot, date by date.
 *
 * - Fiat codes, their metadata and locales come from `fiatFile`, its rates copied exactly.
 * - Assets are both files' crypto codes; where both quote one, `cryptoFile` wins.
 * - Re-pivoting is exact: an asset's rate is multiplied by the fiat snapshot's rate for the crypto
 *   pivot (BTC per EUR = BTC per USD × USD per EUR), with no rounding. Only when the fiat snapshot
 *   does not quote the crypto pivot but the crypto snapshot quotes the fiat pivot is it divided
 *   instead, rounded half-even to 12 significant digits; with neither, that day's assets are left
 *   out (`not_repivoted`).
 * - Dates: a snapshot is one date for both markets. A fiat date without a crypto snapshot keeps its
 *   fiat rates (and `fiatFile`'s own assets, if any). A crypto snapshot on a date the fiat series
 *   does not quote (a weekend, an ECB holiday) is left out, never moved to another date nor joined to
 *   an earlier fiat quote, since `history` would then report that date for rates not quoted on it;
 *   one `unmatched_dates` warning counts them. `updated_at` is the later of the two captures.
 *
 * @param fiatFile - The fiat series (may hold assets too, as fawazahmed0's does).
 * @param cryptoFile - The crypto series; its fiat codes other than its pivot are not used.
 * @param options - `{ maxWarnings }`.
 * @returns The merged dataset file and the merge's warnings (each import's own stay with it).
 * @example
 * const merged = mergeDatasets((await importEcbZip(zip, opts)).dataset, importCoinGecko(prices, opts).dataset);
 */
export function mergeDatasets(fiatFile: DatasetFile, cryptoFile: DatasetFile, options: MergeDatasetsOptions = {}): ImportResult {
  const warnings = warningList(options.maxWarnings);
  const fiat = load(fiatFile, 'fiat dataset');
  const crypto = load(cryptoFile, 'crypto dataset');
  for (const code of crypto.crypto) if (fiat.fiat.includes(code)) invalidFeed('crypto dataset', `${code} is an asset here but fiat in the fiat dataset`);
  const fiatRows = fileFeed(fiatFile).snapshots;
  const cryptoAt = new Map(crypto.snapshots.map((snapshot, i) => [snapshot.date, i]));
  const used = new Set<number>();
  const snapshots: FeedSnapshot[] = fiat.snapshots.map((snapshot, i) => {
    const row = fiatRows[i]!;
    const j = cryptoAt.get(snapshot.date);
    if (j === undefined) return row;
    used.add(j);
    const assets = repivot(fiat, i, crypto, j, warnings);
    if (!assets) return row;
    const rates = new Map(row.rates);
    for (const [code, rate] of assets) rates.set(code, rate);
    const other = crypto.snapshots[j]!.updatedAt;
    const sources = bothSources(row.sources, crypto.snapshots[j]!.sources);
    const merged = { date: snapshot.date, updatedAt: other > row.updatedAt ? other : row.updatedAt, rates };
    return sources === undefined ? merged : { ...merged, sources };
  });
  const unmatched = crypto.snapshots.filter((_, j) => !used.has(j)).map((s) => s.date);
  if (unmatched.length > 0) {
    warnings.add(
      'unmatched_dates',
      unmatched[0]!,
      null,
      `${unmatched.length} crypto snapshots (${unmatched[0]} to ${unmatched[unmatched.length - 1]}) fall on dates the fiat series does not quote; left out`,
    );
  }

  const markets = new Map<CurrencyCode, Market>([[fiat.pivot, 'fiat']]);
  for (const snapshot of snapshots)
    for (const code of snapshot.rates.keys()) if (!markets.has(code)) markets.set(code, fiat.fiat.includes(code) ? 'fiat' : 'crypto');
  const cryptoMeta: Record<CurrencyCode, CryptoMeta> = { ...fiatFile.cryptoMeta, ...cryptoFile.cryptoMeta };
  const catalog = { fiatMeta: fiatFile.fiatMeta, locales: fiatFile.locales, cryptoMeta };
  const dataset = buildDatasetFile({ pivot: fiat.pivot, snapshots, defaultMarket: undefined }, { markets, catalog }, warnings);
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  if (dataset.crypto.length > 0 && newest.rates.slice(dataset.fiat.length).every((rate) => rate === null)) {
    warnings.add(
      'market_not_in_newest',
      newest.date,
      null,
      `the newest snapshot (${newest.date}) quotes no asset, so the crypto operations find none; the crypto series ends ${crypto.snapshots[crypto.snapshots.length - 1]!.date}`,
    );
  }
  return importResult(dataset, warnings);
}

function load(file: DatasetFile, what: string): Dataset {
  try {
    return loadDataset(file);
  } catch (error) {
    rethrowIn(error, what);
  }
}

/** The crypto snapshot's assets against the fiat pivot, or undefined when it cannot be re-pivoted. */
function repivot(fiat: Dataset, i: number, crypto: Dataset, j: number, warnings: WarningList): Map<CurrencyCode, number | string> | undefined {
  const f = fiat.snapshots[i]!;
  const c = crypto.snapshots[j]!;
  const viaFiat = fiat.columns.has(crypto.pivot) ? snapshotRate(f, fiat.columns.get(crypto.pivot)!) : null;
  const viaCrypto = crypto.columns.has(fiat.pivot) ? snapshotRate(c, crypto.columns.get(fiat.pivot)!) : null;
  const convert = pivotConverter(viaFiat, viaCrypto);
  if (!convert) {
    warnings.add(
      'not_repivoted',
      f.date,
      crypto.pivot,
      `the fiat snapshot of ${f.date} does not quote ${crypto.pivot}, the crypto pivot; that day's assets are left out`,
    );
    return undefined;
  }
  const out = new Map<CurrencyCode, number | string>();
  for (const code of crypto.crypto) {
    const rate = snapshotRate(c, crypto.columns.get(code)!);
    if (rate) out.set(code, rateLiteral(convert(rate)));
  }
  return out;
}

// A merged date names the providers of both its rows, each once (JSON-equal entries are one), at most the 32 a row may hold.
function bothSources(fiat: readonly SnapshotSource[] | undefined, crypto: readonly SnapshotSource[] | undefined): readonly SnapshotSource[] | undefined {
  if (crypto === undefined || crypto.length === 0) return fiat;
  if (fiat === undefined || fiat.length === 0) return crypto;
  const both = new Map<string, SnapshotSource>();
  for (const source of [...fiat, ...crypto]) if (!both.has(JSON.stringify(source))) both.set(JSON.stringify(source), source);
  return [...both.values()].slice(0, 32);
}
