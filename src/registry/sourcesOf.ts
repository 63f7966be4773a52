import type { CurrencyCode } from '../types.js';
import { OFFICIAL_SOURCE_DIGITS, OFFICIAL_SOURCE_NAMES, OFFICIAL_SOURCE_TABLE } from './officialSources.js';

/**
 * The official sources (feed names of ratebook's importers and live sources) whose recorded
 * documents quote a currency, its home issuer first; empty for a code none quotes. The table is
 * generated from the recorded documents (scripts/official-sources.mjs); each call reads the code's
 * entry from it afresh (a scan of a few kilobytes, for an operation that is not on a hot path), so
 * no memo is kept and every caller gets an array of its own.
 *
 * @param code - An ISO 4217 code.
 * @returns The feed names, home issuer first.
 * @example
 * officialSourcesOf('PLN') // ['nbp', 'bnr', ...]
 */
export function officialSourcesOf(code: CurrencyCode): readonly string[] {
  const start = entryOf(code);
  if (start < 0) return [];
  const end = OFFICIAL_SOURCE_TABLE.indexOf(' ', start);
  const digits = OFFICIAL_SOURCE_TABLE.slice(start + 3, end < 0 ? undefined : end);
  return [...digits].map((digit) => OFFICIAL_SOURCE_NAMES[OFFICIAL_SOURCE_DIGITS.indexOf(digit)]!);
}

// Where the code's entry starts in the table, or -1. An entry starts the table or follows a space:
// a source digit may be an uppercase letter, so a code's letters also occur inside other entries
// (EGP's digits hold "INR" before INR's own entry).
function entryOf(code: string): number {
  if (code.length !== 3) return -1;
  let at = OFFICIAL_SOURCE_TABLE.indexOf(code);
  while (at > 0 && OFFICIAL_SOURCE_TABLE.charCodeAt(at - 1) !== 32) at = OFFICIAL_SOURCE_TABLE.indexOf(code, at + 1);
  return at;
}
