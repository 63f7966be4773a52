import type { CurrencyCode } from '../types.js';
import { REGISTRY } from './registryData.js';
import type { Redenomination, RegistryEntry, Withdrawal } from './types.js';

const BY_CODE: ReadonlyMap<CurrencyCode, RegistryEntry> = /* @__PURE__ */ new Map(/* @__PURE__ */ REGISTRY.map((entry) => [entry.code, entry]));
const NONE: readonly Redenomination[] = /* @__PURE__ */ Object.freeze([]);

/**
 * The registry's entry for a code (upper case), or undefined when the registry says nothing about it.
 *
 * @param code - A canonical code.
 * @returns Its name, ISO minor units, withdrawal and redenominations.
 * @example
 * registryEntry('HRK')?.name // "Kuna"
 */
export function registryEntry(code: CurrencyCode): RegistryEntry | undefined {
  return BY_CODE.get(code);
}

/**
 * When a currency was withdrawn, what replaced it and at what legal factor: the fact the curation
 * rules and the legal conversions read. Undefined for a currency the registry lists as current.
 *
 * @param code - A canonical code.
 * @returns `{ on, successor, factor? }`, factor in units of `code` per successor unit.
 * @example
 * withdrawalOf('BGN') // { on: '2026-01-01', successor: 'EUR', factor: '1.95583' }
 */
export function withdrawalOf(code: CurrencyCode): Withdrawal | undefined {
  return BY_CODE.get(code)?.withdrawal;
}

/**
 * The redenominations that kept a currency's code, oldest first (empty when none is known).
 *
 * @param code - A canonical code.
 * @returns `[{ date, factor }]`, factor in old units per new unit.
 * @example
 * redenominationsOf('SYP') // [{ date: '2026-01-01', factor: '100' }]
 */
export function redenominationsOf(code: CurrencyCode): readonly Redenomination[] {
  return BY_CODE.get(code)?.redenominations ?? NONE;
}

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
