import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { readParams } from '../params/readParams.js';
import { datasetFreshness, staleAt, STALE_AT } from '../calendar/index.js';
import type { LiveDataset } from '../contracts/liveDataset.js';
import type { Dataset } from '../types.js';

/** The path of the freshness endpoint below the base path. */
export const STATUS_PATH = '/v1/status';

/** Name of the header on success responses served from stale data. */
export const STALE_HEADER = 'ratebook-stale';

/** Whether the handler's `dataset` option is a live dataset (from `createLiveDataset`). */
export function isLiveDataset(value: unknown): value is LiveDataset {
  const live = value as Partial<LiveDataset> | null;
  return typeof live === 'object' && live !== null && typeof live.dataset === 'function' && typeof live.status === 'function';
}

const PLAIN_STALE_AT = cacheSlot<number>('stale instant');

/**
 * Makes the check of whether a response is served from stale data: for a live dataset by its
 * sources' calendars, for a plain one by its own dates (see `datasetFreshness`). Made once per
 * handler, and the instant is cached per dataset, so a request pays one comparison.
 *
 * @param live - The handler's live dataset, if it has one.
 * @returns `(dataset, nowMs) => boolean` for the dataset a request was served from.
 * @example
 * staleCheck(undefined)(defaultDataset, Date.now()) // true while the embedded data is old
 */
export function staleCheck(live: LiveDataset | undefined): (dataset: Dataset, nowMs: number) => boolean {
  const hidden = (live as { [STALE_AT]?: () => number } | undefined)?.[STALE_AT];
  if (live && typeof hidden === 'function') return (_, nowMs) => nowMs >= hidden.call(live);
  // A live dataset that is not createLiveDataset's (a wrapper) tells only through its status.
  if (live) return () => live.status().stale;
  return (dataset, nowMs) => nowMs >= cached(dataset, PLAIN_STALE_AT, staleAt);
}

/**
 * The body of `GET /v1/status`: a live dataset's `status()`, or for a plain dataset its `date`,
 * `updated_at`, `age_seconds` and `stale`. It takes no parameters.
 *
 * @example
 * statusBody(defaultDataset, undefined, {}, new Date()) // '{"date":"2026-09-29",...}'
 */
export function statusBody(dataset: Dataset, live: LiveDataset | undefined, params: Record<string, string>, now: Date): string {
  readParams(params, [], 'status');
  return JSON.stringify(live ? live.status() : datasetFreshness(dataset, now));
}
