import type { Increment } from '../decimal/index.js';
import type { CurrencyCode, Dataset } from '../types.js';
import { CASH_FRACTIONS } from './cldrFractions.js';
import { registryEntry } from './registry.js';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * ISO 4217 minor units of a fiat code: the dataset's metadata, else the registry's (a withdrawn code
 * the dataset does not carry); undefined when neither knows the code.
 *
 * @example
 * minorUnitsOf(ds, 'JPY') // 0
 */
export function minorUnitsOf(dataset: Dataset, code: CurrencyCode): number | undefined {
  return (hasOwn.call(dataset.fiatMeta, code) ? dataset.fiatMeta[code]!.minorUnits : undefined) ?? registryEntry(code)?.minorUnits;
}

/**
 * The cash increment of a fiat currency (CLDR `fractions`: CHF 0.05, DKK 0.50, SEK 1), or its minor
 * unit when CLDR gives none.
 *
 * @param code - A canonical fiat code.
 * @param minorUnits - Its ISO minor units.
 * @returns `{ digits, step }`: multiples of `step × 10^-digits`.
 * @example
 * cashIncrement('CHF', 2) // { digits: 2, step: 5 }
 */
export function cashIncrement(code: CurrencyCode, minorUnits: number): Increment {
  if (!hasOwn.call(CASH_FRACTIONS, code)) return { digits: minorUnits, step: 1 };
  const [digits, step] = CASH_FRACTIONS[code]!;
  return { digits, step };
}
