import type { Dataset, IsoDate } from '../types.js';
import { datasetCalendar } from './datasetCalendar.js';
import type { PublishingCalendar } from './publishingCalendar.js';

/**
 * A live dataset's hidden method giving the instant its current dataset turns stale, so the fetch
 * handler can mark stale answers without building a status per request. A registry symbol, so that
 * every copy of this module (ESM and CJS builds) agrees on it.
 */
export const STALE_AT: unique symbol = Symbol.for('ratebook.live.staleAt') as never;

/** How old a dataset's newest snapshot is, and whether its sources' calendars allowed newer data by now. */
export interface Freshness {
  /** Quote date of the newest snapshot. */
  readonly date: IsoDate;
  /** Capture time of the newest snapshot, ISO 8601 UTC. */
  readonly updated_at: string;
  /** Whole seconds from the capture time to now (0 when the capture lies in the future). */
  readonly age_seconds: number;
  /** True once a calendar expected a publication newer than the newest snapshot (grace included). */
  readonly stale: boolean;
}

/**
 * The instant at which a dataset's newest snapshot turns stale: the earliest moment any of the
 * calendars expected a newer publication. Without calendars, the dataset's own (see `datasetCalendar`).
 *
 * @param dataset - A loaded dataset.
 * @param calendars - The publishing calendars of the dataset's sources.
 * @param intervalMs - The round interval (for the continuous calendar).
 * @returns Milliseconds since the epoch.
 * @example
 * staleAt(defaultDataset) // 2026-09-30T18:00:00Z, as milliseconds
 */
export function staleAt(dataset: Dataset, calendars: readonly PublishingCalendar[] = [datasetCalendar(dataset)], intervalMs = 0): number {
  const last = Date.parse(dataset.snapshots[dataset.snapshots.length - 1]!.updatedAt);
  return Math.min(...calendars.map((calendar) => calendar.staleAt(last, intervalMs)));
}

/**
 * Judges a dataset's freshness at `now`: its newest snapshot's date, capture time and age, and
 * `stale` by its sources' calendars (by default its own: TARGET business days when its recent
 * snapshots all fall on them, daily otherwise), so an ECB series is not stale over a weekend.
 *
 * @param dataset - A loaded dataset.
 * @param now - The present.
 * @param calendars - The publishing calendars to judge by; default the dataset's own.
 * @param intervalMs - The round interval of a live dataset (for the continuous calendar).
 * @returns `{ date, updated_at, age_seconds, stale }`.
 * @example
 * datasetFreshness(defaultDataset, new Date('2026-11-23T00:00:00Z')).stale // true
 */
export function datasetFreshness(dataset: Dataset, now: Date, calendars?: readonly PublishingCalendar[], intervalMs = 0): Freshness {
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  const nowMs = now.getTime();
  return {
    date: newest.date,
    updated_at: newest.updatedAt,
    age_seconds: Math.max(0, Math.floor((nowMs - Date.parse(newest.updatedAt)) / 1000)),
    stale: nowMs >= staleAt(dataset, calendars, intervalMs),
  };
}
