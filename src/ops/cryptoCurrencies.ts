import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { checkOptions } from '../params/checkOptions.js';
import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { newestQuoted } from '../dataset/newestQuoted.js';
import { ownOption, readParams } from '../params/readParams.js';
import type { AsOfOptions, CryptoCurrenciesResult, CryptoMeta, Dataset } from '../types.js';

const LISTED = /* @__PURE__ */ cacheSlot<CryptoCurrenciesResult['currencies']>('crypto currencies');

function listedOf(dataset: Dataset): CryptoCurrenciesResult['currencies'] {
  const built: Record<string, CryptoMeta> = {};
  for (const code of newestQuoted(dataset, 'crypto')) built[code] = dataset.cryptoMeta[code]!;
  return Object.freeze(built);
}

/**
 * Returns the name, symbol, decimal exponent and type of every digital asset the newest snapshot
 * quotes; an asset known only from older snapshots is not listed, so every listed code converts on
 * the response's date.
 *
 * @param dataset - The dataset whose metadata is read.
 * @param params - None; an empty object or nothing.
 * @param options - `{ asOf }`: the assets the newest snapshot published by then quotes.
 * @returns The spec's Crypto currency metadata response, dated by the newest snapshot.
 * @example
 * cryptoCurrencies(defaultDataset).currencies.BTC.exponent // 8
 */
export function cryptoCurrencies(dataset: Dataset, params?: Record<string, never>, options?: AsOfOptions): CryptoCurrenciesResult {
  checkDataset(dataset);
  checkOptions(options, ['asOf'], 'cryptoCurrencies');
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  readParams(params, [], 'cryptoCurrencies');
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  return { date: newest.date, updated_at: newest.updatedAt, currencies: cached(dataset, LISTED, listedOf) };
}
