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
  /** True once a calendar expected a publication newer than the newest snapshot (grace included), and the age passed `maxStaleSeconds` where one is set (see `isStale`). */
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
 * Whole seconds from a capture to now, 0 when the capture lies in the future.
 *
 * @param updatedMs - The capture time, milliseconds since the epoch.
 * @param nowMs - The present.
 * @returns The age in seconds.
 * @example
 * ageSeconds(Date.parse('2026-09-29T00:00:00Z'), Date.parse('2026-09-30T01:00:00Z')) // 90000
 */
export function ageSeconds(updatedMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - updatedMs) / 1000));
}

/**
 * The one freshness rule of ratebook, used by `/readyz`, `/v1/status`, `ratebook status`, the
 * `ratebook_data_stale` metric and the stale header alike. The calendar comes first: while the
 * newest publication the sources' calendars expect by now is present, the data is fresh whatever
 * its age (a daily feed captured at midnight is 42 hours old just before its next one is due, an
 * ECB series three days old on a Monday morning). Once a publication is missing, `maxStaleSeconds`
 * (when given) is the age still tolerated; without it, a missing publication is stale at once.
 *
 * @param calendarStale - Whether a calendar expected a publication newer than the newest snapshot.
 * @param age - The newest snapshot's age in seconds (see `ageSeconds`).
 * @param maxStaleSeconds - The operator's bound, if any.
 * @returns Whether the data is stale.
 * @example
 * isStale(false, 92_000, 90_000) // false: the calendar expects nothing newer yet
 * isStale(true, 92_000, 90_000) // true
 */
export function isStale(calendarStale: boolean, age: number, maxStaleSeconds?: number): boolean {
  return calendarStale && (maxStaleSeconds === undefined || age > maxStaleSeconds);
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
 * @param maxStaleSeconds - The operator's bound once a publication is missing (see `isStale`).
 * @returns `{ date, updated_at, age_seconds, stale }`.
 * @example
 * datasetFreshness(defaultDataset, new Date('2026-11-23T00:00:00Z')).stale // true
 */
export function datasetFreshness(dataset: Dataset, now: Date, calendars?: readonly PublishingCalendar[], intervalMs = 0, maxStaleSeconds?: number): Freshness {
  return freshnessAt(dataset, now.getTime(), staleAt(dataset, calendars, intervalMs), maxStaleSeconds);
}

/**
 * `datasetFreshness` once the stale instant is known: the fetch handler judges a plain dataset by
 * the instant `datasetStaleAt` gives (equal to `staleAt`, without the general calendars), cached per
 * dataset, and so answers `/v1/status` and `/readyz` as `datasetFreshness` would.
 *
 * @param dataset - A loaded dataset.
 * @param nowMs - The present, milliseconds since the epoch.
 * @param staleAtMs - The instant the newest snapshot turns stale (see `staleAt`).
 * @param maxStaleSeconds - The operator's bound once a publication is missing (see `isStale`).
 * @returns `{ date, updated_at, age_seconds, stale }`.
 * @example
 * freshnessAt(defaultDataset, Date.now(), datasetStaleAt(defaultDataset)).stale // true while the embedded data is old
 */
export function freshnessAt(dataset: Dataset, nowMs: number, staleAtMs: number, maxStaleSeconds?: number): Freshness {
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  const age = ageSeconds(Date.parse(newest.updatedAt), nowMs);
  return {
    date: newest.date,
    updated_at: newest.updatedAt,
    age_seconds: age,
    stale: isStale(nowMs >= staleAtMs, age, maxStaleSeconds),
  };
}
