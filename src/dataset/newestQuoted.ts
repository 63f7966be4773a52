import type { CurrencyCode, Dataset, Market } from '../types.js';

/**
 * The codes of one market that the newest snapshot quotes, in list order. The metadata endpoints
 * describe the newest snapshot, so they list exactly these: every listed code converts on that
 * date, and a code the dataset only knows from older snapshots (a withdrawn currency, an asset
 * no longer quoted) is not presented as current. Not kept: its two callers, `currencies` and
 * `cryptoCurrencies`, keep what they build from it, once per dataset.
 *
 * @param dataset - The dataset whose newest snapshot is read.
 * @param market - `fiat` or `crypto`.
 * @returns The quoted codes.
 * @example
 * newestQuoted(ds, 'crypto').includes('BTC') // true
 */
export function newestQuoted(dataset: Dataset, market: Market): readonly CurrencyCode[] {
  const { values } = dataset.snapshots[dataset.snapshots.length - 1]!;
  const offset = market === 'fiat' ? 0 : dataset.fiat.length;
  return (market === 'fiat' ? dataset.fiat : dataset.crypto).filter((_, i) => values[offset + i] === values[offset + i]);
}
