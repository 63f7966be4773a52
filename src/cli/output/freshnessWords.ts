/** An age in days and hours, as an operator reads it: `57 d 3 h`, or `5 h` under a day. */
function age(seconds: number): string {
  const hours = Math.max(0, Math.floor(seconds / 3600));
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days} d ${hours % 24} h` : `${hours} h`;
}

/**
 * A dataset's freshness in the words every CLI command uses for it (`ratebook status`, `ratebook
 * serve`): `2026-09-29, updated 2026-09-29T00:00:00Z, 57 d 3 h old: STALE`, or `...: fresh`. One
 * phrase, so an operator greps the same words in both.
 *
 * @param status - The newest quote's date, its capture time, its age in seconds, and whether it is stale.
 * @returns The phrase.
 * @example
 * freshnessWords({ date: '2026-09-29', updated_at: '2026-09-29T00:00:00Z', age_seconds: 90_000, stale: true });
 * // "2026-09-29, updated 2026-09-29T00:00:00Z, 1 d 1 h old: STALE"
 */
export function freshnessWords(status: { readonly date: string; readonly updated_at: string; readonly age_seconds: number; readonly stale: boolean }): string {
  return `${status.date}, updated ${status.updated_at}, ${age(status.age_seconds)} old: ${status.stale ? 'STALE' : 'fresh'}`;
}
