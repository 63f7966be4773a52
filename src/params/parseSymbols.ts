import { fail, quote } from '../errors.js';
import type { CurrencyCode } from '../types.js';
import { parseCode } from './parseCode.js';

/** Most codes a `symbols` list may name, as the contract says. */
export const MAX_SYMBOLS = 500;
// 500 codes of at most 12 characters with their commas: anything longer is refused unread,
// so a 100 KB parameter costs one length check, never a split.
const MAX_LENGTH = 6499; // MAX_SYMBOLS * 13 - 1, written out (see DAY_MS in src/calendar/periodic.ts)

/**
 * Reads a `symbols` parameter, a comma-separated string (`"eur,GBP"`, as in a query) or an array
 * of codes, into upper-case codes without repeats (a repeated code, in any case, is answered once).
 * An empty list or item, a malformed code, or more than 500 items is `invalid_parameter`; whether
 * the market quotes each code is decided later.
 *
 * @param value - The parameter as given.
 * @returns The codes, in the order first given.
 * @example
 * parseSymbols('eur,gbp,EUR') // ["EUR", "GBP"]
 */
export function parseSymbols(value: unknown): CurrencyCode[] {
  let items: readonly unknown[];
  if (typeof value === 'string') {
    if (value.length > MAX_LENGTH) tooMany();
    items = value.split(',');
  } else if (Array.isArray(value)) {
    items = value;
  } else {
    return fail('invalid_parameter', `Invalid symbols ${quote(value)}: expected comma-separated codes such as "EUR,GBP".`, 'symbols');
  }
  if (items.length > MAX_SYMBOLS) tooMany();
  const codes = new Set<CurrencyCode>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === '') fail('invalid_parameter', `Invalid symbols: item ${i + 1} is empty; expected comma-separated codes such as "EUR,GBP".`, 'symbols');
    codes.add(parseCode(item, 'symbols'));
  }
  if (codes.size === 0) fail('invalid_parameter', 'Invalid symbols: the list is empty; name at least one code, or leave symbols out for all.', 'symbols');
  return [...codes];
}

function tooMany(): never {
  fail('invalid_parameter', `Invalid symbols: at most ${MAX_SYMBOLS} codes may be named.`, 'symbols');
}
