import type { Dataset } from '../types.js';
import { staleAt, STALE_AT } from '../calendar/index.js';
import { checkLiveOptions } from './round/checkLiveOptions.js';
import type { LiveState, RoundConfig } from './round/liveState.js';
import { notify } from '../contracts/notify.js';
import { isLiveWarning } from '../contracts/isLiveWarning.js';
import { boundedRound } from './boundedRound.js';
import { liveStatus } from './liveStatus.js';
import { releaseStore } from './releaseStore.js';
import { createStoreFollower } from './storeFollower.js';
import { importDatasetKey, type KeySpec, type KeyUse } from './sign/datasetKey.js';
import type { DatasetSigner } from './sign/signedText.js';
import type { LiveDataset, LiveDatasetOptions, LiveError, LiveTimers } from './types.js';

// A key is imported once, at its first use (WebCrypto's import is asynchronous; the options were checked at creation).
function signer(spec: KeySpec | undefined, use: KeyUse): DatasetSigner | undefined {
  if (!spec) return undefined;
  let key: Promise<CryptoKey> | undefined;
  return { alg: spec.alg, key: () => (key ??= importDatasetKey(spec, use)) };
}

/** A live dataset's state before its first round: the initial dataset, nothing known of the sources or the store. */
function initialState(initial: Dataset, sourceCount: number): LiveState {
  return {
    current: initial,
    storeText: undefined,
    storeBehind: false,
    sources: Array.from({ length: sourceCount }, () => ({ ok: false, quoteDate: null, captureMs: null, error: undefined, cache: new Map() })),
    store: { ok: true, error: undefined },
    lastAttempt: null,
    lastSuccess: null,
    warnings: [],
    curation: undefined,
    withheld: { date: null, count: 0, rules: {} },
  };
}

/** The system's timers, where the options give none. */
const SYSTEM_TIMERS: LiveTimers = {
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A live dataset's round settings: its checked options, an owner id for the lease, and where a round's results go. */
function roundSettings(
  config: ReturnType<typeof checkLiveOptions>,
  options: LiveDatasetOptions,
  state: LiveState,
): RoundConfig & { readonly roundTimeoutMs: number } {
  const random = options.random ?? Math.random;
  return {
    ...config,
    owner: `ratebook-${globalThis.crypto?.randomUUID?.() ?? random().toString(36).slice(2)}`,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timers: options.timers ?? SYSTEM_TIMERS,
    random,
    now: options.now ?? (() => new Date()),
    signer: signer(config.signingKey, 'sign'),
    verifier: signer(config.verifyKey, 'verify'),
    swap(dataset: Dataset) {
      state.current = dataset;
      notify(options.onUpdate, dataset);
    },
    // Warnings (curation notices, unknown codes) to onWarning, failures alone to onError.
    report: (problem: LiveError) => notify(isLiveWarning(problem.code) ? options.onWarning : options.onError, problem),
  };
}

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
  const state = initialState(options.initial, config.sources.length);
  const round = roundSettings(config, options, state);
  const { timers, now } = round;
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let controller: AbortController | undefined;
  let timer: unknown;
  let nextAttempt: number | null = null;
  // The store says a dataset was written: adopt it now; after the round in flight if there is one.
  const follower = createStoreFollower(
    state,
    round,
    () => stopped,
    () => inFlight !== undefined,
  );

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
    inFlight = boundedRound(state, round, own, follower.adopting(), () => {
      inFlight = undefined;
      if (follower.noticed()) follower.follow();
    });
    return inFlight;
  }

  const unwatch = config.store?.watch?.(follower.follow);

  if (intervalMs > 0) schedule(0);
  // A follower (no sources of its own: a fleet's reader of a store, a Worker reading KV) judges the
  // data by the dataset's own calendar, as a plain dataset is judged: with no calendar at all nothing
  // would ever be due, and old data would be served as fresh.
  const calendars = config.sources.length > 0 ? config.sources.map((s) => s.calendar) : undefined;
  let staleCache: { dataset: Dataset; at: number } | undefined;

  const live: LiveDataset & { [STALE_AT](): number } = {
    dataset: () => state.current,
    [STALE_AT]() {
      if (staleCache?.dataset !== state.current) staleCache = { dataset: state.current, at: staleAt(state.current, calendars, intervalMs) };
      return staleCache.at;
    },
    refresh,
    status: () => liveStatus(state, round, calendars, intervalMs, now(), stopped ? null : nextAttempt),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      nextAttempt = null;
      controller?.abort();
      follower.stop();
      await Promise.all([inFlight, follower.adopting()]);
      await state.served;
      await releaseStore(round, unwatch);
    },
  };
  return live;
}
