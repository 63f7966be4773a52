import { datasetFreshness } from '../../calendar/index.js';
import type { Dataset } from '../../types.js';

/**
 * The stderr line of a CLI answer served from stale data, or undefined when the data is fresh or
 * the answer comes from an older snapshot on purpose (`history` of a past date). Stale is judged
 * by the dataset's own calendar (see `datasetFreshness`), against the system clock.
 *
 * @param dataset - The dataset the command answered from.
 * @param answerDate - The `date` of the answer.
 * @param now - The present.
 * @returns The notice, without the `ratebook: ` prefix.
 * @example
 * staleNotice(defaultDataset, '2026-09-29', new Date('2026-11-23')) // "notice: stale data: ..."
 */
export function staleNotice(dataset: Dataset, answerDate: string | undefined, now: Date): string | undefined {
  const freshness = datasetFreshness(dataset, now);
  if (!freshness.stale || answerDate !== freshness.date) return undefined;
  const days = Math.floor(freshness.age_seconds / 86_400);
  return `notice: stale data: the newest quote is ${freshness.date} (${days} days old); for current rates run "ratebook fetch --out rates.json" and pass --data rates.json`;
}
