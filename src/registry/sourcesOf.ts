import type { CurrencyCode } from '../types.js';
import { OFFICIAL_SOURCE_DIGITS, OFFICIAL_SOURCE_NAMES, OFFICIAL_SOURCE_TABLE } from './officialSources.js';

/**
 * The official sources (feed names of ratebook's importers and live sources) whose recorded
 * documents quote a currency, its home issuer first; empty for a code none quotes. The table is
 * generated from the recorded documents (scripts/official-sources.mjs); a look-up scans its short
 * entries rather than keeping a memo (`currency` is not a hot path, and the core keeps no module state).
 * It reaches `currency()` only through `ratebook/sources` (src/sources/), so an app that never asks
 * for sources does not ship the table.
 *
 * @param code - An ISO 4217 code.
 * @returns The feed names, home issuer first.
 * @example
 * officialSourcesOf('PLN') // ['nbp', 'bnr', ...]
 */
export function officialSourcesOf(code: CurrencyCode): readonly string[] {
  const entry = OFFICIAL_SOURCE_TABLE.split(' ').find((item) => item.slice(0, 3) === code);
  return entry === undefined ? [] : [...entry.slice(3)].map((digit) => OFFICIAL_SOURCE_NAMES[OFFICIAL_SOURCE_DIGITS.indexOf(digit)]!);
}
