import type { CurrencyCode } from '../types.js';
import { REGISTRY, REGISTRY_BY_CODE } from './registryData.js';
import type { RegistryEntry } from './types.js';

/**
 * The registry's entry for a code (upper case), or undefined when the registry says nothing about it.
 *
 * @param code - A canonical code.
 * @returns Its name, ISO minor units, withdrawal and redenominations.
 * @example
 * registryEntry('HRK')?.name // "Kuna"
 */
export function registryEntry(code: CurrencyCode): RegistryEntry | undefined {
  return REGISTRY_BY_CODE.get(code);
}

// The facts a conversion reads live in withdrawals.ts, apart from the names: re-exported for the
// callers that want the whole table's face.
export { redenominationsOf, withdrawalOf } from './withdrawals.js';

/**
 * The codes that a withdrawn currency's successor replaced, for the reverse direction of a legal conversion.
 *
 * @param successor - A canonical code.
 * @returns The withdrawn codes whose successor it is.
 * @example
 * predecessorsOf('EUR') // ['ATS', 'BEF', 'BGN', ...]
 */
export function predecessorsOf(successor: CurrencyCode): readonly CurrencyCode[] {
  return REGISTRY.filter((entry) => entry.withdrawal?.successor === successor).map((entry) => entry.code);
}
