import { checkDataset } from '../dataset/checkDataset.js';
import { readParams } from '../params/readParams.js';
import type { CryptoCurrenciesResult, Dataset } from '../types.js';

/**
 * Returns the name, symbol, decimal exponent and type of every digital asset in the dataset.
 *
 * @param dataset - The dataset whose metadata is read.
 * @param params - None; an empty object or nothing.
 * @returns The spec's Crypto currency metadata response, dated by the newest snapshot.
 * @example
 * cryptoCurrencies(defaultDataset).currencies.BTC.exponent // 8
 */
export function cryptoCurrencies(dataset: Dataset, params?: Record<string, never>): CryptoCurrenciesResult {
  checkDataset(dataset);
  readParams(params, [], 'cryptoCurrencies');
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  return { date: newest.date, updated_at: newest.updatedAt, currencies: dataset.cryptoMeta };
}
