import type { FeedSnapshot } from '../feed.js';
import type { WarningList } from '../warningList.js';

/**
 * Sorts snapshots read from several documents into one series. Where two documents quote the same
 * date, the later capture (`updatedAt`; on a tie, the later document) is kept, with a
 * `duplicate_date` warning — a `latest.json` next to the day's `historical/` file, say.
 *
 * @example
 * combineSnapshots([monday, tuesday, mondayAgain], warnings) // [mondayAgain or monday, tuesday]
 */
export function combineSnapshots(snapshots: readonly FeedSnapshot[], warnings: WarningList): FeedSnapshot[] {
  const order = snapshots.map((snapshot, i) => ({ snapshot, i }));
  order.sort((a, b) => (a.snapshot.date < b.snapshot.date ? -1 : a.snapshot.date > b.snapshot.date ? 1 : a.i - b.i));
  const out: FeedSnapshot[] = [];
  for (const { snapshot } of order) {
    const previous = out[out.length - 1];
    if (previous?.date !== snapshot.date) {
      out.push(snapshot);
      continue;
    }
    // Captures compare as instants: as text, "…00.5Z" sorts before "…00Z".
    const keep = Date.parse(snapshot.updatedAt) >= Date.parse(previous.updatedAt) ? snapshot : previous;
    const other = keep === snapshot ? previous : snapshot;
    warnings.add('duplicate_date', snapshot.date, null, `two inputs quote ${snapshot.date}; ${which(keep, other)}`);
    out[out.length - 1] = keep;
  }
  return out;
}

// Two captures at one time name that time once: the same publication read twice, or a conflict.
function which(keep: FeedSnapshot, other: FeedSnapshot): string {
  if (keep.updatedAt !== other.updatedAt) return `kept the one captured at ${keep.updatedAt}, not ${other.updatedAt}`;
  const same = keep.rates.size === other.rates.size && [...keep.rates].every(([code, rate]) => other.rates.get(code) === rate);
  return same
    ? `both captured at ${keep.updatedAt} with the same rates (one publication), kept once`
    : `both captured at ${keep.updatedAt} but with different rates; kept the later input's`;
}
