import { checkOptions, HISTORY_OPTIONS } from '../params/checkOptions.js';
import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { coverage } from '../dataset/coverage.js';
import { findSnapshot } from '../dataset/findSnapshot.js';
import { fail } from '../errors.js';
import { utcDate } from '../params/date.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseNow } from '../params/parseNow.js';
import { parseSymbols } from '../params/parseSymbols.js';
import { numberFormat, ownOption, readParams, required } from '../params/readParams.js';
import { parseExplain } from '../params/parseExplain.js';
import type { Dataset, ExplainOptions, Market, RatesResult } from '../types.js';
import type { HistoryOptions } from './options.js';
import { quoteAt } from './quoteAt.js';
import { checkMaxAge, readMaxAgeDays } from './maxAge.js';
import { policyOptions } from './policyOptions.js';
import { registeredPolicies, registeredReceipts } from './entryRegistry.js';
import { flagStale } from './staleFlag.js';

const NAMES = ['date', 'base', 'symbols'] as const;

/**
 * What history and cryptoHistory share: read `{ date, base, symbols }`, find the newest snapshot
 * on or before the date (a binary search), and quote it in one market. A date after today (UTC)
 * or before the first snapshot is `date_out_of_range`, and the message says what the data covers.
 *
 * @example
 * historyIn(ds, { date: '2025-06-01', base: 'BTC' }, undefined, 'crypto', 'cryptoHistory')
 */
export function historyIn(
  dataset: Dataset,
  params: unknown,
  options: (HistoryOptions<'number' | 'string'> & ExplainOptions) | undefined,
  market: Market,
  operation: string,
): RatesResult<number | string> {
  checkDataset(dataset);
  checkOptions(options, HISTORY_OPTIONS, operation, NAMES);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  const p = readParams(params, NAMES, operation);
  const date = parseDate(required(p, 'date'), 'date');
  const base = parseCode(p.base ?? 'USD', 'base');
  const symbols = p.symbols === undefined ? undefined : parseSymbols(p.symbols);
  const numbers = numberFormat(options);
  const explain = parseExplain(options);
  const now = parseNow(ownOption(options, 'now'));
  if (date > utcDate(now)) fail('date_out_of_range', `Date ${date} is in the future; ${coverage(dataset)}.`, 'date');
  const rule = policyOptions(options);
  const chosen = rule && registeredPolicies().choice(dataset, base, date, rule);
  const index = chosen ? chosen.indexes[0]! : findSnapshot(dataset, date);
  if (index < 0) fail('date_out_of_range', `Date ${date} is before the first quote; ${coverage(dataset)}.`, 'date');
  if (!chosen) checkMaxAge(readMaxAgeDays(ownOption(options, 'maxAgeDays')), dataset.snapshots[index]!.date, date);
  const at = quoteAt(dataset, index, base, symbols, market, numbers);
  const quoted = chosen ? registeredPolicies().rates(dataset, index, at, numbers, chosen.codes, chosen.policy.id, symbols !== undefined) : at;
  const result = chosen ? quoted : flagStale(dataset, quoted, date);
  if (!explain) return result;
  const explained = registeredReceipts().rates(dataset, index, result);
  return chosen ? registeredPolicies().account(explained, chosen.policy) : explained;
}
