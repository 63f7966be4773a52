import { datasetStaleAt } from '../calendar/datasetStaleAt.js';
import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import type { Dataset, IsoDate } from '../types.js';

// The instant the dataset's newest snapshot goes stale by its calendar: one number per dataset.
const STALE_AT = /* @__PURE__ */ cacheSlot<number>('stale at');

/**
 * Flags an answer for a date past the newest data beyond its calendar's tolerance (`stale: true`):
 * by the end of the date asked, the calendar expected a newer publication than the newest snapshot,
 * which the answer is still quoted from (an invoice of 2026-11-01 on a history ending 2026-04-13).
 * Other answers are returned as they are, without the field.
 *
 * @param dataset - The dataset.
 * @param result - The answer (its `date` the snapshot used).
 * @param asked - The date asked for, or undefined for the newest snapshot.
 * @returns The answer, with `stale: true` when stale.
 * @example
 * flagStale(ecb, history(ecb, { date: '2026-11-01' }), '2026-11-01').stale // true
 */
export function flagStale<T extends { readonly date: IsoDate }>(dataset: Dataset, result: T, asked: IsoDate | undefined): T {
  if (asked === undefined) return result;
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!.date;
  if (result.date !== newest || asked <= newest) return result;
  const at = cached(dataset, STALE_AT, datasetStaleAt);
  return Date.parse(`${asked}T23:59:59.999Z`) >= at ? Object.freeze({ ...result, stale: true as const }) : result;
}
