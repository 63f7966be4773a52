import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { seriesGenerator, type SeriesGenerator } from '../ops/seriesGenerator.js';
import type { Dataset, Market, TimeseriesResult } from '../types.js';
import { policyQuery } from './policyQuery.js';
import { createHash64, httpDate, representation, type Representation } from './caching.js';
import { SERIES_TAIL, seriesEntryJson, seriesHeadJson, timeseriesJson } from './seriesJson.js';

/** Bytes of series bodies kept per dataset and pool; past this the oldest are dropped (a year of 30 codes is ~160 kB). */
const MAX_KEPT_BYTES = 8 << 20;

/**
 * A series of more values than this (dates × codes) is large: derived a slice at a time, at most
 * one at once per handler (see seriesGate), and kept apart from the small bodies, so that clients
 * cycling through large series cannot evict what every other client is served from.
 */
export const LARGE_SERIES_VALUES = 10_000;

// A fraction of a millisecond of work between two turns of the event loop: on a loaded machine a
// slice takes several times its CPU time, and a small request that arrives during one waits for it.
const SLICE_VALUES = 250;

interface Pool {
  bytes: number;
  readonly bodies: Map<string, Representation>;
}
const POOLS = cacheSlot<{ readonly small: Pool; readonly large: Pool }>('series bodies');
const noPools = (): { readonly small: Pool; readonly large: Pool } => ({ small: { bytes: 0, bodies: new Map() }, large: { bytes: 0, bodies: new Map() } });

/** A checked series request: its size, the body kept from an earlier request, or how to build it. */
export interface SeriesRequest {
  /** Dates × codes planned: the rate limiter's charge is `ceil(values / 1000)`. */
  readonly values: number;
  /** More values than `LARGE_SERIES_VALUES`: built a slice at a time, under the handler's cap. */
  readonly large: boolean;
  /** The body of an equal series served before, if still kept. */
  readonly kept: Representation | undefined;
  /** Derives, writes, hashes and keeps the body; a large one between turns of the event loop. */
  build(): Representation | Promise<Representation>;
}

/**
 * Lets other requests run after a slice that took `busyMs`: the process rests as long as it worked
 * (at least a timer's tick), so a large series takes at most about half of it and a small request
 * arriving meanwhile finds it idle, or waits one slice at most. Yielding without a rest (setImmediate)
 * kept the process busy from start to end, and on a loaded machine a busy process is the last one
 * the scheduler gets back to.
 */
const nextTurn = (busyMs: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.ceil(busyMs))));

const encoder = new TextEncoder();

async function buildSliced(series: SeriesGenerator): Promise<Representation> {
  const batches: string[] = [];
  let startDate: string | undefined;
  let endDate = '';
  let updatedAt = '';
  let newest = -Infinity;
  let began = performance.now();
  // The last slice's turn passes before the generator raises for a base quoted on no date.
  for (const part of series.slices(SLICE_VALUES)) {
    if (part.startDate !== undefined) {
      const entries: string[] = [];
      for (const date of Object.keys(part.rates)) entries.push(seriesEntryJson(date, part.rates[date] as Record<string, string>));
      batches.push((startDate === undefined ? '' : ',') + entries.join(','));
      startDate ??= part.startDate;
      endDate = part.endDate;
      const captured = Date.parse(part.updatedAt);
      if (captured > newest) {
        newest = captured;
        updatedAt = part.updatedAt;
      }
    }
    await nextTurn(performance.now() - began);
    began = performance.now();
  }
  // The same text as timeseriesJson, so the same bytes and tag; hashed and encoded a slice at a time.
  const texts = [seriesHeadJson(series.base, startDate!, endDate), ...batches, SERIES_TAIL];
  const hash = createHash64();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let i = 0; i < texts.length; i++) {
    hash.update(texts[i]!);
    const bytes = encoder.encode(texts[i]!);
    chunks.push(bytes);
    length += bytes.byteLength;
    if (i % 4 === 3) {
      await nextTurn(performance.now() - began);
      began = performance.now();
    }
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return { body, etag: `"${hash.digest()}"`, lastModified: httpDate(updatedAt) };
}

function keep(pool: Pool, key: string, fresh: Representation): Representation {
  pool.bodies.set(key, fresh);
  pool.bytes += fresh.body.byteLength;
  // First in, first out: a hit costs nothing, and the bound holds whatever the traffic.
  for (const [old, body] of pool.bodies) {
    if (pool.bytes <= MAX_KEPT_BYTES) break;
    pool.bodies.delete(old);
    pool.bytes -= body.body.byteLength;
  }
  return fresh;
}

/**
 * A time series request, checked and planned on every call (two binary searches, so the rules of
 * "today" still apply); the body is derived, written and hashed once per distinct series and kept
 * by the plan's key, small and large series in separate pools of 8 MB each per dataset.
 *
 * @param dataset - The dataset of this request.
 * @param query - The query parameters.
 * @param now - The handler's present.
 * @param market - `fiat` for /v1/timeseries, `crypto` for /v1/crypto/timeseries.
 * @param operation - The operation's name, for messages.
 * @returns The request's size, its kept body if any, and its builder.
 * @example
 * const series = seriesRequest(ds, { start: '2024-03-01' }, new Date(), 'fiat', 'timeseries');
 * const rep = series.kept ?? (await series.build());
 */
export function seriesRequest(dataset: Dataset, query: Record<string, string>, now: Date, market: Market, operation: string): SeriesRequest {
  const series = seriesGenerator(dataset, ...policyQuery(query, { numbers: 'string' as const, now }), market, operation);
  const pools = cached(dataset, POOLS, noPools);
  const large = series.values > LARGE_SERIES_VALUES;
  const pool = large ? pools.large : pools.small;
  return {
    values: series.values,
    large,
    kept: pool.bodies.get(series.key),
    build() {
      // Kept meanwhile by an equal request that had its turn first: served, not built twice.
      const hit = pool.bodies.get(series.key);
      if (hit) return hit;
      // A grouped series is derived whole (slices hold days, not periods): its body is one entry a period.
      if (large && !series.grouped) return buildSliced(series).then((fresh) => keep(pool, series.key, fresh));
      const { result, updatedAt } = series.whole();
      return keep(pool, series.key, representation(timeseriesJson(result as TimeseriesResult<string>), updatedAt));
    },
  };
}
