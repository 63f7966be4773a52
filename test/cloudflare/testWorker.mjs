/**
 * The Worker the Miniflare tests run (bundled by miniflare.ts from the BUILT package, as Wrangler
 * would bundle a user's): the binding TEST_WORKER picks what it serves:
 * - `default`: ratebook/cloudflare's default export, configured by its bindings alone;
 * - `fixed-clock`: the same with the limiter's clock fixed mid-window in 2100 (a window that never
 *   ends during a test, so a burst's counts are never split by a window's end), and the Durable
 *   Object's answer awaited up to 60 s instead of 1 s: the count of a burst must be exact, and on a
 *   loaded machine (the burst beside `npm test`'s typecheck) an answer later than 1 s made the
 *   handler serve its share from memory (158 of 1,000 served); a slow or failing store's share is
 *   tested with Redis (test/redis/fleetLimit.test.ts);
 * - `before-last`: the embedded dataset without its last day (2026-09-29), so that a scheduled round
 *   of the real fawazahmed0 document of that day is new data.
 */
import worker, { createWorker, RateLimiterObject } from '../../dist/cloudflare.js';
import { defaultDataset } from '../../dist/data.js';
import { loadDataset } from '../../dist/index.js';
import { datasetFile } from '../../dist/live.js';

export { RateLimiterObject };

/** A fixed instant in the middle of an hour of 2100. */
const FIXED = Date.UTC(2100, 0, 1, 0, 30);

/** The embedded dataset up to (not including) its last snapshot, without the codes it then never quotes. */
function beforeLast() {
  const file = datasetFile(defaultDataset);
  file.snapshots = file.snapshots.slice(0, -1);
  const codes = [...file.fiat, ...file.crypto];
  const keep = codes.map((_, i) => file.snapshots.some((s) => s.rates[i] !== null));
  const kept = (list, offset) => list.filter((_, i) => keep[offset + i]);
  const pick = (record, list) => Object.fromEntries(list.map((code) => [code, record[code]]));
  const fiat = kept(file.fiat, 0);
  const crypto = kept(file.crypto, file.fiat.length);
  return loadDataset({
    ...file,
    fiat,
    crypto,
    fiatMeta: pick(file.fiatMeta, fiat),
    cryptoMeta: pick(file.cryptoMeta, crypto),
    locales: Object.fromEntries(Object.entries(file.locales).map(([tag, table]) => [tag, pick(table, fiat)])),
    snapshots: file.snapshots.map((s) => ({ ...s, rates: s.rates.filter((_, i) => keep[i]) })),
  });
}

const quiet = () => {};
let picked;
function pick(env) {
  if (env.TEST_WORKER === 'fixed-clock') return createWorker({ handler: { rateLimit: { now: () => FIXED, timeoutMs: 60_000 } }, onError: quiet });
  if (env.TEST_WORKER === 'before-last') return createWorker({ dataset: beforeLast(), onError: quiet });
  return worker;
}

export default {
  fetch: (request, env, ctx) => (picked ??= pick(env)).fetch(request, env, ctx),
  scheduled: (controller, env, ctx) => (picked ??= pick(env)).scheduled(controller, env, ctx),
};
