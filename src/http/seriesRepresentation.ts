import { buildSeries, planSeries } from '../ops/seriesIn.js';
import type { Dataset, Market, TimeseriesResult } from '../types.js';
import { representation, type Representation } from './caching.js';
import { timeseriesJson } from './json.js';

/** Bytes of series bodies kept per dataset; past this the oldest are dropped (a year of 30 codes is ~160 kB). */
const MAX_KEPT_BYTES = 8 << 20;

interface Kept {
  bytes: number;
  readonly bodies: Map<string, Representation>;
}
const kept = new WeakMap<Dataset, Kept>();

/**
 * The representation of a time series request: checked and planned on every call (two binary
 * searches, so the rules of "today" still apply), then derived, written and hashed once per
 * distinct series and kept by the plan's key, as the other endpoints keep their bodies.
 *
 * @param dataset - The dataset of this request.
 * @param query - The query parameters.
 * @param now - The handler's present.
 * @param market - `fiat` for /v1/timeseries, `crypto` for /v1/crypto/timeseries.
 * @param operation - The operation's name, for messages.
 * @returns The body with its ETag and Last-Modified (the newest capture time of its dates).
 * @example
 * seriesRepresentation(ds, { start: '2024-03-01' }, new Date(), 'fiat', 'timeseries').etag
 */
export function seriesRepresentation(dataset: Dataset, query: Record<string, string>, now: Date, market: Market, operation: string): Representation {
  const plan = planSeries(dataset, query, { numbers: 'string', now }, market, operation);
  let cache = kept.get(dataset);
  if (!cache) kept.set(dataset, (cache = { bytes: 0, bodies: new Map() }));
  const hit = cache.bodies.get(plan.key);
  if (hit) return hit;
  const { result, updatedAt } = buildSeries(dataset, plan);
  const fresh = representation(timeseriesJson(result as TimeseriesResult<string>), updatedAt);
  cache.bodies.set(plan.key, fresh);
  cache.bytes += fresh.body.byteLength;
  // First in, first out: a hit costs nothing, and the bound holds whatever the traffic.
  for (const [key, old] of cache.bodies) {
    if (cache.bytes <= MAX_KEPT_BYTES) break;
    cache.bodies.delete(key);
    cache.bytes -= old.body.byteLength;
  }
  return fresh;
}
