/**
 * The candidate nearest to a mistyped word, or undefined when none is near enough: one edit
 * (insertion, deletion, substitution or swap of neighbours) per three letters typed, at least one
 * and at most two, or else a candidate the word begins (`curr` for `currencies`). Case is ignored
 * (`ratelimit` finds `rateLimit`); the candidate comes back as written. The CLI's commands, options
 * and formats and the handler's options share it, so a typo is answered alike everywhere.
 *
 * @param word - What was typed.
 * @param candidates - The words it could have meant.
 * @returns The nearest candidate; ties go to the first.
 * @example
 * suggest('convrt', ['rates', 'convert']) // "convert"
 */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  // Names are short; a longer word is no typo of one, and the distance table stays small.
  if (word.length > 64) return undefined;
  const typed = word.toLowerCase();
  const limit = Math.min(2, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(typed, candidate.toLowerCase());
    if (d < bestDistance && d <= limit) [best, bestDistance] = [candidate, d];
  }
  return best ?? (word.length >= 3 ? candidates.find((c) => c.toLowerCase().startsWith(typed)) : undefined);
}

// Optimal string alignment distance; the typed word has at most 64 characters, candidates are names.
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
