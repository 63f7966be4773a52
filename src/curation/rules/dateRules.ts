import type { CurrencyCode, IsoDate } from '../../types.js';
import type { CurationRules, KnownBad } from '../rulesTypes.js';

/**
 * Why `code` is withdrawn on `date` (ISO 4217 replaced it on or before that date), or undefined.
 * The facts are `rules.withdrawn`.
 */
export function withdrawnReason(rules: CurationRules, code: CurrencyCode, date: IsoDate): string | undefined {
  const w = Object.hasOwn(rules.withdrawn, code) ? rules.withdrawn[code] : undefined;
  if (w === undefined || date < w.since) return undefined;
  return `withdrawn by ISO 4217 from ${w.since} (replaced by ${w.replacedBy})`;
}

/** Whether a known-bad entry names `date` (in its list, or in its range open at either end). */
export function knownBadMatches(entry: KnownBad, date: IsoDate): boolean {
  if (entry.dates !== undefined) return entry.dates.includes(date);
  return (entry.from === undefined || date >= entry.from) && (entry.to === undefined || date <= entry.to);
}

/** The known-bad entry that names this code's value on this date, or undefined (an entry naming one `version` is withholdVersions'). */
export function knownBadEntry(rules: CurationRules, code: CurrencyCode, date: IsoDate): KnownBad | undefined {
  return rules.knownBad.find((e) => e.code === code && e.version === undefined && knownBadMatches(e, date));
}
