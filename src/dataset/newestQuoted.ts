import type { CurrencyCode, Dataset, Market } from '../types.js';
import { cached, cacheSlot } from './datasetIndex.js';

const NEWEST_QUOTED = /* @__PURE__ */ cacheSlot<Partial<Record<Market, readonly CurrencyCode[]>>>('newest quoted codes');
const byMarket = (): Partial<Record<Market, readonly CurrencyCode[]>> => ({});

/**
 * The codes of one market that the newest snapshot quotes, in list order. The metadata endpoints
 * describe the newest snapshot, so they list exactly these: every listed code converts on that
 * date, and a code the dataset only knows from older snapshots (a withdrawn currency, an asset
 * no longer quoted) is not presented as current. Computed once per dataset and market.
 *
 * @param dataset - The dataset whose newest snapshot is read.
 * @param market - `fiat` or `crypto`.
 * @returns The quoted codes, frozen.
 * @example
 * newestQuoted(ds, 'crypto').includes('BTC') // true
 */
export function newestQuoted(dataset: Dataset, market: Market): readonly CurrencyCode[] {
  const kept = cached(dataset, NEWEST_QUOTED, byMarket);
  const known = kept[market];
  if (known) return known;
  const { values } = dataset.snapshots[dataset.snapshots.length - 1]!;
  const offset = market === 'fiat' ? 0 : dataset.fiat.length;
  const list = market === 'fiat' ? dataset.fiat : dataset.crypto;
  const quoted = Object.freeze(list.filter((_, i) => values[offset + i] === values[offset + i]));
  kept[market] = quoted;
  return quoted;
}
