import { checkOptions, RATES_OPTIONS } from '../params/checkOptions.js';
import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { parseCode } from '../params/parseCode.js';
import { parseSymbols } from '../params/parseSymbols.js';
import { numberFormat, ownOption, readParams } from '../params/readParams.js';
import { parseExplain } from '../params/parseExplain.js';
import { registeredReceipts } from './entryRegistry.js';
import type { Dataset, ExplainOptions, Market, NumberOptions, RatesResult } from '../types.js';
import { quoteAt } from './quoteAt.js';

const NAMES = ['base', 'symbols'] as const;

/**
 * What rates and cryptoRates share: read `{ base, symbols }` and quote the newest snapshot in
 * one market, with its receipt on `explain: true`. Only the market and the name in messages differ.
 *
 * @example
 * ratesIn(ds, { base: 'BTC', symbols: 'eth' }, undefined, 'crypto', 'cryptoRates')
 */
export function ratesIn(
  dataset: Dataset,
  params: unknown,
  options: (NumberOptions<'number' | 'string'> & ExplainOptions) | undefined,
  market: Market,
  operation: string,
): RatesResult<number | string> {
  checkDataset(dataset);
  checkOptions(options, RATES_OPTIONS, operation, NAMES);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  const p = readParams(params, NAMES, operation);
  const base = parseCode(p.base ?? 'USD', 'base');
  const symbols = p.symbols === undefined ? undefined : parseSymbols(p.symbols);
  const explain = parseExplain(options);
  const index = dataset.snapshots.length - 1;
  const result = quoteAt(dataset, index, base, symbols, market, numberFormat(options));
  return explain ? registeredReceipts().rates(dataset, index, result) : result;
}
