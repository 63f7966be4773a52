import type { Increment } from '../decimal/index.js';
import type { CurrencyCode, Dataset, IsoDate } from '../types.js';
import { CASH_CHANGES } from './cashChanges.js';
import { CASH_FRACTIONS } from './cldrFractions.js';
import { registryMinorUnits } from './withdrawals.js';

/**
 * ISO 4217 minor units of a fiat code: the dataset's metadata, else the registry's (a withdrawn code
 * the dataset does not carry); undefined when neither knows the code.
 *
 * @example
 * minorUnitsOf(ds, 'JPY') // 0
 */
export function minorUnitsOf(dataset: Dataset, code: CurrencyCode): number | undefined {
  return (Object.hasOwn(dataset.fiatMeta, code) ? dataset.fiatMeta[code]!.minorUnits : undefined) ?? registryMinorUnits(code);
}

/**
 * The cash increment of a fiat currency (CLDR `fractions`: CHF 0.05, DKK 0.50, SEK 1), or its minor
 * unit when CLDR gives none; with a date, the increment in force that day where the registry knows
 * its changes (CAD 0.01 before 2013-02-04).
 *
 * @param code - A canonical fiat code.
 * @param minorUnits - Its ISO minor units.
 * @param date - The day asked, `YYYY-MM-DD`; today's increment without it.
 * @returns `{ digits, step }`: multiples of `step × 10^-digits`.
 * @example
 * cashIncrement('CAD', 2, '2011-06-01') // { digits: 2, step: 1 }
 */
export function cashIncrement(code: CurrencyCode, minorUnits: number, date?: IsoDate): Increment {
  const changes = Object.hasOwn(CASH_CHANGES, code) ? CASH_CHANGES[code]! : undefined;
  if (changes !== undefined) {
    // The last change on or before the date decides (without a date, the last: today's); before the first, the increment it replaced.
    let [digits, step] = changes[0]!.from;
    for (const change of changes) if (date === undefined || change.on <= date) [digits, step] = change.to;
    return { digits, step };
  }
  if (!Object.hasOwn(CASH_FRACTIONS, code)) return { digits: minorUnits, step: 1 };
  const [digits, step] = CASH_FRACTIONS[code]!;
  return { digits, step };
}
