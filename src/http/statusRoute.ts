import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { readParams } from '../params/readParams.js';
// The calendar room's modules by name, not its face (calendar/index.ts): what the handler imports at
// once is what it ships, and the face would bring the general calendars (closing days, tax periods) the
// policies use into the handler's chunk (tsup.config.ts, coreLayout).
import { datasetStaleAt } from '../calendar/datasetStaleAt.js';
import { ageSeconds, freshnessAt, isStale, STALE_AT, type Freshness } from '../calendar/freshness.js';
import type { LiveDataset } from '../contracts/liveDataset.js';
import type { Dataset } from '../types.js';
import { PATHS } from '../api/paths.js';

/** The path of the freshness endpoint below the base path. */
export const STATUS_PATH = PATHS.status;

/** Name of the header on success responses served from stale data. */
export const STALE_HEADER = 'ratebook-stale';

/** Whether the handler's `dataset` option is a live dataset (from `createLiveDataset`). */
export function isLiveDataset(value: unknown): value is LiveDataset {
  const live = value as Partial<LiveDataset> | null;
  return typeof live === 'object' && live !== null && typeof live.dataset === 'function' && typeof live.status === 'function';
}

const PLAIN_STALE_AT = cacheSlot<number>('stale instant');
const UPDATED_MS = cacheSlot<number>('capture instant');
const updatedMs = (dataset: Dataset) => Date.parse(dataset.snapshots[dataset.snapshots.length - 1]!.updatedAt);

/**
 * The freshness every operator-facing answer gives (`/v1/status`, `/readyz`, the metric): a live
 * dataset's `status()` or a plain dataset's own dates, with `stale` judged by the one rule
 * (`isStale`: the calendar, then `maxStaleSeconds`).
 *
 * @param dataset - The dataset served.
 * @param live - The handler's live dataset, if it has one.
 * @param maxStaleSeconds - The handler's `maxStaleSeconds`.
 * @param now - The present.
 * @returns The status object, `stale` judged.
 * @example
 * servedFreshness(defaultDataset, undefined, 90_000, new Date()).stale // true while the embedded data is old
 */
export function servedFreshness(dataset: Dataset, live: LiveDataset | undefined, maxStaleSeconds: number | undefined, now: Date): Freshness {
  // A plain dataset: datasetFreshness(dataset, now, undefined, 0, maxStaleSeconds) with its own stale
  // instant (datasetStaleAt, equal to staleAt: test/calendar/datasetStaleAt.test.ts), as staleCheck.
  if (!live) return freshnessAt(dataset, now.getTime(), cached(dataset, PLAIN_STALE_AT, datasetStaleAt), maxStaleSeconds);
  const status = live.status();
  return { ...status, stale: isStale(status.stale, status.age_seconds, maxStaleSeconds) };
}

/**
 * Makes the check of whether a response is served from stale data: for a live dataset by its
 * sources' calendars, for a plain one by its own dates (see `datasetFreshness`). Made once per
 * handler, and the instant is cached per dataset, so a request pays one comparison.
 *
 * @param live - The handler's live dataset, if it has one.
 * @param maxStaleSeconds - The handler's `maxStaleSeconds` (see `isStale`).
 * @returns `(dataset, nowMs) => boolean` for the dataset a request was served from.
 * @example
 * staleCheck(undefined)(defaultDataset, Date.now()) // true while the embedded data is old
 */
export function staleCheck(live: LiveDataset | undefined, maxStaleSeconds?: number): (dataset: Dataset, nowMs: number) => boolean {
  const hidden = (live as { [STALE_AT]?: () => number } | undefined)?.[STALE_AT];
  const judge = (calendarStale: boolean, dataset: Dataset, nowMs: number) =>
    isStale(calendarStale, ageSeconds(cached(dataset, UPDATED_MS, updatedMs), nowMs), maxStaleSeconds);
  if (live && typeof hidden === 'function') return (dataset, nowMs) => judge(nowMs >= hidden.call(live), dataset, nowMs);
  // A live dataset that is not createLiveDataset's (a wrapper) tells only through its status.
  if (live)
    return () => {
      const status = live.status();
      return isStale(status.stale, status.age_seconds, maxStaleSeconds);
    };
  return (dataset, nowMs) => judge(nowMs >= cached(dataset, PLAIN_STALE_AT, datasetStaleAt), dataset, nowMs);
}

/**
 * The body of `GET /v1/status`: a live dataset's `status()`, or for a plain dataset its `date`,
 * `updated_at`, `age_seconds` and `stale` (see `servedFreshness`). It takes no parameters.
 *
 * @example
 * statusBody(defaultDataset, undefined, {}, new Date()) // '{"date":"2026-09-29",...}'
 */
export function statusBody(dataset: Dataset, live: LiveDataset | undefined, params: Record<string, string>, now: Date, maxStaleSeconds?: number): string {
  readParams(params, [], 'status');
  return JSON.stringify(servedFreshness(dataset, live, maxStaleSeconds, now));
}
