import type { CurrencyCode } from '../types.js';
import { OFFICIAL_SOURCE_DIGITS, OFFICIAL_SOURCE_NAMES, OFFICIAL_SOURCE_TABLE } from './officialSources.js';
let byCode: Map<string, readonly string[]> | undefined;

/**
 * The official sources (feed names of ratebook's importers and live sources) whose recorded
 * documents quote a currency, its home issuer first; empty for a code none quotes. The table is
 * generated from the recorded documents (scripts/official-sources.mjs) and read once, on first use.
 *
 * @param code - An ISO 4217 code.
 * @returns The feed names, home issuer first.
 * @example
 * officialSourcesOf('PLN') // ['nbp', 'bnr', ...]
 */
export function officialSourcesOf(code: CurrencyCode): readonly string[] {
  byCode ??= new Map(
    OFFICIAL_SOURCE_TABLE.split(' ').map((entry) => [
      entry.slice(0, 3),
      [...entry.slice(3)].map((digit) => OFFICIAL_SOURCE_NAMES[OFFICIAL_SOURCE_DIGITS.indexOf(digit)]!),
    ]),
  );
  return byCode.get(code) ?? [];
}
