import type { LiveDataset } from '../contracts/liveDataset.js';
import type { Dataset } from '../types.js';
import type { Reply } from '../contracts/reply.js';
import { servedFreshness } from './statusRoute.js';

/** `createFetchHandler`'s `health` option as an object: what else readiness depends on. */
export interface HealthOptions {
  /** More reasons not to be ready (`['store_down']`), such as a Redis `PING` that failed; `[]` when all is well. Bounded by the handler's `datasetTimeoutMs`. */
  readonly check?: () => readonly string[] | Promise<readonly string[]>;
}

/** What readiness found: the words, the data's age (when a dataset is there) and its calendar's verdict. */
export interface Readiness {
  readonly reasons: readonly string[];
  readonly ageSeconds?: number;
  readonly stale?: boolean;
}

/**
 * Judges readiness from the dataset in hand: `no_dataset` when none could be read, `stale` when the
 * one freshness rule says so (`servedFreshness`: a publication its calendar expected is missing and
 * the age passed `maxStaleSeconds`; not judged without `maxStaleSeconds`: frozen history is a valid
 * thing to serve), plus whatever the caller's own checks say.
 *
 * @param dataset - The dataset the next request would be served from, or undefined.
 * @param live - The live dataset, whose status gives the age.
 * @param maxStaleSeconds - The oldest capture still ready.
 * @param nowMs - The present.
 * @returns The reasons (empty when ready) and the age.
 * @example
 * judgeReadiness(defaultDataset, undefined, 86_400, Date.now()).reasons // ['stale']
 */
export function judgeReadiness(dataset: Dataset | undefined, live: LiveDataset | undefined, maxStaleSeconds: number | undefined, nowMs: number): Readiness {
  if (dataset === undefined || dataset.snapshots.length === 0) return { reasons: ['no_dataset'] };
  const status = servedFreshness(dataset, live, maxStaleSeconds, new Date(nowMs));
  const reasons = maxStaleSeconds !== undefined && status.stale ? ['stale'] : [];
  return { reasons, ageSeconds: status.age_seconds, stale: status.stale };
}

/**
 * The answer of `/healthz` or `/readyz`: 200 `{"status":"ok"}` or 503 with the reasons as words,
 * never cached, and nothing about the data beyond those words.
 *
 * @example
 * healthReply(['stale'], false).status // 503
 */
export function healthReply(given: readonly string[], head: boolean): Reply {
  // Two checks may find one fault (the limiter's outage and a Redis PING): each word is said once.
  const reasons = [...new Set(given)];
  const body = reasons.length === 0 ? '{"status":"ok"}' : JSON.stringify({ status: 'unavailable', reasons });
  return {
    status: reasons.length === 0 ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: head ? null : body,
  };
}
