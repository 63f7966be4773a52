import type { CurrencyCode } from '../types.js';
import { EARLIER_CURRENCIES } from './earlierCurrencies.js';
import { REGISTRY } from './registryData.js';
import type { RegistryEntry } from './types.js';

/**
 * The one date-aware table of currencies: the public registry's entries, then the earlier ones
 * only the importers and the curation read. No code appears twice (a test holds it).
 */
export const CURRENCIES: readonly RegistryEntry[] = [...REGISTRY, ...EARLIER_CURRENCIES];

const BY_CODE: ReadonlyMap<CurrencyCode, RegistryEntry> = new Map(CURRENCIES.map((entry) => [entry.code, entry]));

/**
 * The table's entry for a code, listed in the public registry or not; undefined when the table
 * says nothing about it.
 *
 * @param code - A canonical code.
 * @returns Its ISO name, minor units, withdrawal and redenominations.
 * @example
 * tableEntry('CYP')?.withdrawal?.successor // 'EUR'
 */
export function tableEntry(code: CurrencyCode): RegistryEntry | undefined {
  return BY_CODE.get(code);
}
