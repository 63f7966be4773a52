import { keepLastAnswer, lastAnswer } from '../dataset/datasetIndex.js';
import { utcDate } from '../params/date.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseNow } from '../params/parseNow.js';
import { ownOption, requiredValue } from '../params/readParams.js';
import { datedPair } from '../rates/datedPair.js';
import type { Pair, PairScope } from '../rates/pair.js';
import { resolvePair } from '../rates/resolvePair.js';
import type { Dataset } from '../types.js';

/**
 * Parses a conversion's `from` and `to` as given by the caller (`missing_parameter` when one is
 * undefined, then `invalid_parameter` for a malformed code, `from` first) and returns the pair in the
 * newest snapshot with its rate (resolvePair).
 *
 * @param dataset - A checked dataset.
 * @param fromRaw - The caller's `from`.
 * @param toRaw - The caller's `to`.
 * @param scope - The market rule of the operation.
 * @returns The checked pair.
 * @example
 * readPair(ds, 'eur', 'JPY', 'fiat').rate
 */
export function readPair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope): Pair {
  // Most callers convert one pair many times in a row: the last raw spellings answer them with four
  // comparisons (the index's lastAnswer). The rest in its own function: this one stays small enough
  // for V8 to inline into every conversion.
  const last = lastAnswer<Pair>(dataset, fromRaw, toRaw, scope);
  return last !== undefined ? last : rememberPair(dataset, fromRaw, toRaw, scope);
}

function rememberPair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope): Pair {
  requiredValue(fromRaw, 'from');
  requiredValue(toRaw, 'to');
  return keepLastAnswer(dataset, fromRaw, toRaw, scope, resolvePair(dataset, parseCode(fromRaw, 'from'), parseCode(toRaw, 'to'), scope));
}

/**
 * Parses a dated conversion's `from`, `to`, `date` and the `now` option, in that order, and returns
 * the pair as quoted on that date (datedPair, history's rules).
 *
 * @param dataset - A checked dataset.
 * @param fromRaw - The caller's `from`.
 * @param toRaw - The caller's `to`.
 * @param scope - The market rule of the operation.
 * @param dateRaw - The caller's `date`.
 * @param options - The operation's options (`now`).
 * @returns The checked pair in the snapshot in force on that date.
 * @example
 * readDatedPair(ds, 'usd', 'EUR', 'fiat', '2025-06-01', undefined).date // "2025-05-30", say
 */
export function readDatedPair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope, dateRaw: unknown, options: object | undefined): Pair {
  const from = parseCode(requiredValue(fromRaw, 'from'), 'from');
  const to = parseCode(requiredValue(toRaw, 'to'), 'to');
  const date = parseDate(dateRaw, 'date');
  const now = parseNow(ownOption(options, 'now'));
  return datedPair(dataset, from, to, scope, date, utcDate(now));
}
