import { divideRounded, fromNumber, parseDecimal, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../invalidFeed.js';
import { rateLiteral } from '../rateLiteral.js';
import type { ImportResult } from '../types.js';
import { terminatingQuotient } from './nominalRate.js';
import type { BankImportResult, Provenance } from './types.js';
import { withSources } from './provenanceSources.js';

// Plain decimals as the banks write them; bounded repetitions, so no input makes the regex slow.
const PLAIN = /^\d{1,20}(?:\.\d{1,20})?$/;
// A JSON number past 15 significant digits may not be the decimal the bank wrote.
const MAX_JSON_DIGITS = 15;

/**
 * Reads a positive rate or nominal written as a plain decimal (`3.6056`, `100`). A sign, an
 * exponent, a comma, a blank or zero is an `invalid_feed` error at `where`.
 *
 * @param text - The value as the document writes it.
 * @param where - Its location, or a function computing it (only called on error).
 * @returns The exact decimal.
 * @example
 * readDecimalText('2.857', 'line 2, column OBS_VALUE').digits // "2857"
 */
export function readDecimalText(text: string, where: string | (() => string)): Decimal {
  const at = () => (typeof where === 'string' ? where : where());
  if (!PLAIN.test(text)) invalidFeed(at(), `${quote(text)} is not a positive decimal number`);
  const value = parseDecimal(text)!;
  if (value.digits === '0') invalidFeed(at(), `${quote(text)} is zero; a rate must be positive`);
  return value;
}

/**
 * Reads a positive rate or nominal that a JSON document holds as a number: the decimal it was
 * written as (the shortest literal of the double, exact up to 15 significant digits).
 *
 * @param value - The parsed JSON value.
 * @param where - Its path in the document.
 * @returns The exact decimal.
 * @example
 * readDecimalNumber(0.011155, '[0].rates[8].mid').exp // -6
 */
export function readDecimalNumber(value: unknown, where: string): Decimal {
  if (typeof value !== 'number' || !Number.isFinite(value))
    invalidFeed(where, `expected a number, got ${value === null ? 'null' : typeof value === 'string' ? quote(value) : typeof value}`);
  if (!(value > 0)) invalidFeed(where, `${value} is not positive; a rate must be positive`);
  const decimal = fromNumber(value)!;
  if (decimal.digits.length > MAX_JSON_DIGITS) invalidFeed(where, `${value} has more significant digits than a JSON number carries exactly`);
  return decimal;
}

/**
 * The dataset literal of `units / price`: how many units of a currency one unit of the bank's own
 * currency buys, when the bank quotes its currency per `units` of the other (PLN per 1 USD, CZK per
 * 100 JPY). A quotient that terminates is kept exactly; one that does not is rounded once, to 12
 * significant digits half-even (the rule of derived rates), never through a float.
 *
 * @param units - The nominal the price is for (1, 100, 10^UNIT_MULT).
 * @param price - The bank's price of `units` in its own currency.
 * @returns The rate literal per one unit of the pivot.
 * @example
 * inverseRate(parseDecimal('100')!, parseDecimal('2.857')!) // 35.0017500875
 * inverseRate(parseDecimal('1')!, parseDecimal('0.8')!) // 1.25
 */
export function inverseRate(units: Decimal, price: Decimal): number | string {
  return rateLiteral(terminatingQuotient(units, price) ?? divideRounded(units, price));
}

/**
 * Adds each dataset date's provenance to an import's result: the tables that quoted it where the
 * bank numbers them (a map by date), else the one provider for every date. Dates the import left
 * out (no code the catalog knows) get none. Each row carries its provenance as `sources`.
 *
 * @param result - What finishImport returned.
 * @param source - The provider of every date, or the tables of each date.
 * @returns The result with `provenance`.
 * @example
 * withProvenance(finishImport(feed, options, warnings), { provider: 'cnb' })
 */
export function withProvenance(result: ImportResult, source: Provenance | ReadonlyMap<IsoDate, readonly Provenance[]>): BankImportResult {
  const provenance: Record<IsoDate, readonly Provenance[]> = {};
  for (const { date } of result.dataset.snapshots) provenance[date] = source instanceof Map ? source.get(date)! : [source as Provenance];
  return withSources(result, provenance);
}
