import type { LiveError } from '../../live/types.js';
import type { WithheldStatus } from '../../contracts/liveStatus.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One line for a live round's warnings, as `ratebook serve` prints it instead of one line per
 * code: `round 2026-11-25: 3 withheld (peg: 2, known_bad: 1), 2 unknown codes`. The withheld
 * values come by rule from `status().withheld` (most first); the unknown codes and level changes
 * from the round's warnings (their `count`). A daily round has warnings every day: one line a
 * round keeps the log readable, and `GET /v1/status` lists the codes.
 *
 * @param date - The date of the snapshot the round served.
 * @param withheld - `status().withheld` after the round (ignored unless it is of `date`).
 * @param warnings - The warnings `onWarning` heard during the round.
 * @returns The line, or undefined when the round withheld nothing and warned of nothing.
 * @example
 * roundSummary('2026-11-25', { date: '2026-11-25', count: 1, rules: { peg: ['AED'] } }, []);
 * // "round 2026-11-25: 1 withheld (peg: 1)"
 */
export function roundSummary(date: string, withheld: WithheldStatus, warnings: readonly LiveError[]): string | undefined {
  const parts: string[] = [];
  if (withheld.date === date && withheld.count > 0) {
    const rules = Object.entries(withheld.rules).sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    parts.push(`${withheld.count} withheld (${rules.map(([rule, codes]) => `${rule}: ${codes.length}`).join(', ')})`);
  }
  const unknown = warnings.filter((w) => w.code === 'unknown_code').reduce((n, w) => n + (w.count ?? 1), 0);
  if (unknown > 0) parts.push(plural(unknown, 'unknown code'));
  const levels = warnings.filter((w) => w.code === 'level_change').length;
  if (levels > 0) parts.push(plural(levels, 'level change'));
  const disagree = warnings.filter((w) => w.code === 'sources_disagree').reduce((n, w) => n + (w.count ?? 1), 0);
  if (disagree > 0) parts.push(`sources disagree on ${plural(disagree, 'code')}`);
  if (warnings.some((w) => w.code === 'pivot_moved')) parts.push('pivot moved');
  const dropped = warnings.filter((w) => w.code === 'coverage_dropped').flatMap((w) => w.codes ?? []);
  if (dropped.length > 0) parts.push(`coverage_dropped: ${dropped.slice(0, 10).join(' ')}${dropped.length > 10 ? ` and ${dropped.length - 10} more` : ''}`);
  return parts.length === 0 ? undefined : `round ${date}: ${parts.join(', ')}`;
}
