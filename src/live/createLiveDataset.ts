import type { Dataset } from '../types.js';
import { datasetFreshness, staleAt, STALE_AT } from '../calendar/index.js';
import { checkLiveOptions } from './round/checkLiveOptions.js';
import type { LiveState, RoundConfig } from './round/liveState.js';
import { messageOf } from './fetch/liveFault.js';
import { notify } from '../contracts/notify.js';
import { isLiveWarning } from '../contracts/isLiveWarning.js';
import { adoptStored } from './store/adoptStored.js';
import { ROUND_DEADLINE, runRound } from './round/round.js';
import { storeCall } from './store/storeCall.js';
import { importDatasetKey, type KeySpec, type KeyUse } from './sign/datasetKey.js';
import type { DatasetSigner } from './sign/signedText.js';
import type { LiveDataset, LiveDatasetOptions, LiveError, LiveStatus, LiveTimers } from './types.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// A key is imported once, at its first use (WebCrypto's import is asynchronous; the options were checked at creation).
function signer(spec: KeySpec | undefined, use: KeyUse): DatasetSigner | undefined {
  if (!spec) return undefined;
  let key: Promise<CryptoKey> | undefined;
  return { alg: spec.alg, key: () => (key ??= importDatasetKey(spec, use)) };
}

/** Tries of a failed adoption of a stored dataset, and the first wait (doubled each time). */
const FOLLOW_RETRIES = 3;
const FOLLOW_RETRY_MS = 1000;

/**
 * Creates a dataset kept current from real feeds, off the hot path: `dataset()` answers at once
 * with the newest good dataset while rounds run on a timer (every `intervalSeconds`, the first at
 * once) or through `refresh()`. A round fetches every source concurrently within bounds, extends
 * the history by one snapshot (or replaces the newest when only its capture is newer), validates
 * the result with `loadDataset`, and only then swaps it in; any failure keeps the previous dataset
 * and shows in `status()` and `onError`; the round's warnings (values the curation withheld, level
 * changes, codes without metadata: see `LIVE_WARNING_CODES`) go to `onWarning` alone, so alerting on
 * `onError` alerts on failures only. With a `store`, the dataset survives restarts and, when
 * the store has a lease, a fleet fetches upstream once per interval; when the store can `watch`, a
 * dataset another instance writes is adopted at once, not at this instance's next round. What the
 * store gets carries the round's curation state (so an instance that adopts it decides as this one
 * would) and, with `signingKey`, a signature; with `verifyKey`, only datasets it verifies are adopted,
 * and every adopted dataset passes the jump checks against the one served.
 *
 * @param options - `initial`, `sources`, and the optional interval, bounds, store, clock and observers.
 * @returns `{ dataset, refresh, status, stop }`.
 * @example
 * const live = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()] });
 * const handler = createFetchHandler({ dataset: live, auth: { keys } });
 */
export function createLiveDataset(options: LiveDatasetOptions): LiveDataset {
  const config = checkLiveOptions(options);
  const { intervalMs } = config;
  const timers: LiveTimers = options.timers ?? {
    setTimeout: (f, ms) => setTimeout(f, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  // Warnings (curation notices, unknown codes) to onWarning, failures alone to onError.
  const report = (problem: LiveError) => notify(isLiveWarning(problem.code) ? options.onWarning : options.onError, problem);
  const state: LiveState = {
    current: options.initial,
    storeText: undefined,
    storeBehind: false,
    sources: config.sources.map(() => ({ ok: false, quoteDate: null, captureMs: null, error: undefined, cache: new Map() })),
    store: { ok: true, error: undefined },
    lastAttempt: null,
    lastSuccess: null,
    warnings: [],
    curation: undefined,
    withheld: { date: null, count: 0, rules: {} },
  };
  const round: RoundConfig = {
    ...config,
    owner: `ratebook-${globalThis.crypto?.randomUUID?.() ?? random().toString(36).slice(2)}`,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timers,
    random,
    now,
    signer: signer(config.signingKey, 'sign'),
    verifier: signer(config.verifyKey, 'verify'),
    swap(dataset: Dataset) {
      state.current = dataset;
      notify(options.onUpdate, dataset);
    },
    report,
  };
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let controller: AbortController | undefined;
  let timer: unknown;
  let nextAttempt: number | null = null;

  // The next round is set when one starts, not when it settles: a hanging round never stops the timer.
  function schedule(delay: number): void {
    nextAttempt = now().getTime() + delay;
    timer = timers.setTimeout(() => {
      timer = undefined;
      nextAttempt = null;
      if (stopped) return;
      schedule(intervalMs);
      void refresh();
    }, delay);
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (inFlight) return inFlight;
    const own = (controller = new AbortController());
    // One deadline for the whole round (store calls, fetches with their retries, the write).
    const deadline = timers.setTimeout(() => {
      if (own.signal.aborted) return;
      report({ code: 'round_timeout', message: `the round did not finish within ${config.roundTimeoutMs} ms and was abandoned; nothing changed after that` });
      own.abort(ROUND_DEADLINE);
    }, config.roundTimeoutMs);
    // Aborted (deadline, stop), the round counts as settled even if a call in it ignores the signal.
    const abandoned = new Promise<void>((resolve) => own.signal.addEventListener('abort', () => resolve(), { once: true }));
    // A round never runs beside an adoption (it would build on the dataset the adoption replaces).
    const running = (adopting ? adopting.then(() => runRound(state, round, own.signal)) : runRound(state, round, own.signal)).catch((error: unknown) =>
      report({ code: 'invalid_dataset', message: `the round failed unexpectedly: ${messageOf(error)}` }),
    );
    inFlight = Promise.race([running, abandoned]).finally(() => {
      timers.clearTimeout(deadline);
      inFlight = undefined;
      if (noticed) follow();
    });
    return inFlight;
  }

  // The store says a dataset was written: adopt it now (a store read, never an upstream fetch),
  // bounded like every store call; after the round in flight if there is one.
  let noticed = false;
  let adopting: Promise<void> | undefined;
  let adoption: AbortController | undefined;
  // A failed adoption is tried again (1, 2, 4 s): the write it was told of is announced once, and a
  // store failing over answers the read that follows the announcement with an error.
  let followRetry: unknown;
  let followFailures = 0;
  function retryFollow(): void {
    if (stopped || followRetry !== undefined || followFailures >= FOLLOW_RETRIES) return;
    followRetry = timers.setTimeout(
      () => {
        followRetry = undefined;
        follow();
      },
      FOLLOW_RETRY_MS * 2 ** followFailures++,
    );
  }
  function follow(): void {
    noticed = true;
    if (stopped || inFlight || adopting) return;
    adopting = (async () => {
      while (noticed && !stopped && !inFlight) {
        noticed = false;
        const own = (adoption = new AbortController());
        const adopted = await adoptStored(state, round, own.signal).catch((error: unknown) => {
          report({ code: 'store_error', message: `the store's dataset could not be adopted: ${messageOf(error)}` });
          return false;
        });
        if (adopted) followFailures = 0;
        else if (!own.signal.aborted && state.store.error?.code === 'store_error') retryFollow();
      }
    })().finally(() => (adopting = undefined));
  }
  const unwatch = config.store?.watch?.(follow);

  if (intervalMs > 0) schedule(0);
  const calendars = config.sources.map((s) => s.calendar);
  let staleCache: { dataset: Dataset; at: number } | undefined;

  const live: LiveDataset & { [STALE_AT](): number } = {
    dataset: () => state.current,
    [STALE_AT]() {
      if (staleCache?.dataset !== state.current) staleCache = { dataset: state.current, at: staleAt(state.current, calendars, intervalMs) };
      return staleCache.at;
    },
    refresh,
    status(): LiveStatus {
      const at = now();
      const newestMs = Date.parse(state.current.snapshots[state.current.snapshots.length - 1]!.updatedAt);
      const freshness = datasetFreshness(state.current, at, calendars, intervalMs);
      return {
        ...freshness,
        last_attempt: iso(state.lastAttempt),
        last_success: iso(state.lastSuccess),
        next_attempt: stopped ? null : iso(nextAttempt),
        sources: config.sources.map((source, i) => {
          const st = state.sources[i]!;
          return {
            name: source.name,
            ok: st.ok,
            quote_date: st.quoteDate,
            missed_publications: source.calendar.missed(st.captureMs ?? newestMs, at.getTime(), intervalMs),
            ...(st.error ? { error: { ...st.error } } : {}),
          };
        }),
        withheld: { ...state.withheld, rules: { ...state.withheld.rules } },
        warnings: [...state.warnings],
        ...(config.store ? { store: { ok: state.store.ok, ...(state.store.error ? { error: { ...state.store.error } } : {}) } } : {}),
      };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      nextAttempt = null;
      controller?.abort();
      adoption?.abort();
      if (followRetry !== undefined) timers.clearTimeout(followRetry);
      await Promise.all([inFlight, adopting]);
      await state.served;
      if (unwatch) {
        try {
          await storeCall("the store's watch", unwatch, { signal: new AbortController().signal, timeoutMs: config.timeoutMs, timers });
        } catch (error) {
          report({ code: 'store_error', message: `the store's notifications could not be stopped (${messageOf(error)})` });
        }
      }
      const { store } = config;
      if (store?.release) {
        try {
          await storeCall("the store's lease release", () => store.release!(round.owner), {
            signal: new AbortController().signal,
            timeoutMs: config.timeoutMs,
            timers,
          });
        } catch (error) {
          report({ code: 'store_error', message: `the store's lease could not be released (${messageOf(error)})` });
        }
      }
    },
  };
  return live;
}
