import type { DatasetFile } from '../../dataset/schema.js';
import type { CurrencyCode, Market } from '../../types.js';
import type { FeedSnapshot } from '../feed.js';

/**
 * A dataset file's snapshots as feed snapshots (code -> literal, pivot and nulls left out) and each
 * code's market, so files can be combined and laid out again by `buildDatasetFile`; a row's
 * `sources` (who published it, which document) stay with it.
 *
 * @example
 * fileFeed(ecbFile).snapshots[0].rates.get('USD') // 1.1789
 */
export function fileFeed(file: DatasetFile): { snapshots: FeedSnapshot[]; markets: Map<CurrencyCode, Market> } {
  const codes = [...file.fiat, ...file.crypto];
  const markets = new Map<CurrencyCode, Market>(codes.map((code, i) => [code, i < file.fiat.length ? 'fiat' : 'crypto']));
  const snapshots = file.snapshots.map((row): FeedSnapshot => {
    const rates = new Map<CurrencyCode, number | string>();
    row.rates.forEach((rate, i) => {
      const code = codes[i]!;
      if ((typeof rate === 'number' || typeof rate === 'string') && code !== file.pivot) rates.set(code, rate);
    });
    return row.sources === undefined
      ? { date: row.date, updatedAt: row.updated_at, rates }
      : { date: row.date, updatedAt: row.updated_at, rates, sources: row.sources };
  });
  return { snapshots, markets };
}
