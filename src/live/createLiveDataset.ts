import { checkDataset } from '../dataset/checkDataset.js';
import { fail } from '../errors.js';
import type { Dataset } from '../types.js';
import { datasetFreshness } from './freshness.js';
import { runRound, type LiveState, type RoundConfig } from './round.js';
import type { LiveDataset, LiveDatasetOptions, LiveError, LiveStatus, LiveTimers } from './types.js';

const DEFAULT_LEASE_MS = 60_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Creates a dataset kept current from real feeds, off the hot path: `dataset()` answers at once
 * with the newest good dataset while rounds run on a timer (every `intervalSeconds`, the first at
 * once) or through `refresh()`. A round fetches every source concurrently within bounds, extends
 * the history by one snapshot (or replaces the newest when only its capture is newer), validates
 * the result with `loadDataset`, and only then swaps it in; any failure keeps the previous dataset
 * and shows in `status()` and `onError`. With a `store`, the dataset survives restarts and, when
 * the store has a lease, a fleet fetches upstream once per interval.
 *
 * @param options - `initial`, `sources`, and the optional interval, bounds, store, clock and observers.
 * @returns `{ dataset, refresh, status, stop }`.
 * @example
 * const live = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()] });
 * const handler = createFetchHandler({ dataset: live, auth: { keys } });
 */
export function createLiveDataset(options: LiveDatasetOptions): LiveDataset {
  const config = checkLiveOptions(options);
  const intervalMs = (options.intervalSeconds ?? 3600) * 1000;
  const timers: LiveTimers = options.timers ?? { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const report = (error: LiveError) => {
    try {
      options.onError?.(error);
    } catch {
      // An observer that throws must not break the round.
    }
  };
  const state: LiveState = {
    current: options.initial,
    storeText: undefined,
    sources: config.sources.map(() => ({ ok: false, quoteDate: null, captureMs: null, error: undefined, cache: new Map() })),
    lastAttempt: null,
    lastSuccess: null,
    warnings: [],
  };
  const round: RoundConfig = {
    ...config,
    owner: `ratebook-${globalThis.crypto?.randomUUID?.() ?? random().toString(36).slice(2)}`,
    leaseMs: options.leaseMs ?? (intervalMs > 0 ? intervalMs : DEFAULT_LEASE_MS),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timers,
    random,
    now,
    swap(dataset: Dataset) {
      state.current = dataset;
      try {
        options.onUpdate?.(dataset);
      } catch {
        // As for onError.
      }
    },
    report,
  };
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let controller: AbortController | undefined;
  let timer: unknown;
  let nextAttempt: number | null = null;

  function schedule(delay: number): void {
    nextAttempt = now().getTime() + delay;
    timer = timers.setTimeout(() => {
      timer = undefined;
      nextAttempt = null;
      void refresh().then(() => {
        if (!stopped) schedule(intervalMs);
      });
    }, delay);
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (inFlight) return inFlight;
    controller = new AbortController();
    inFlight = runRound(state, round, controller.signal)
      .catch((error: unknown) => report({ code: 'invalid_dataset', message: `the round failed unexpectedly: ${(error as Error)?.message ?? String(error)}` }))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  if (intervalMs > 0) schedule(0);

  return {
    dataset: () => state.current,
    refresh,
    status(): LiveStatus {
      const at = now();
      const newestMs = Date.parse(state.current.snapshots[state.current.snapshots.length - 1]!.updatedAt);
      const freshness = datasetFreshness(state.current, at, config.sources.map((s) => s.calendar), intervalMs);
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
        warnings: [...state.warnings],
      };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      nextAttempt = null;
      controller?.abort();
      await inFlight;
      if (config.store?.release) {
        try {
          await config.store.release(round.owner);
        } catch (error) {
          report({ code: 'store_error', message: `the store's lease could not be released (${(error as Error)?.message ?? String(error)})` });
        }
      }
    },
  };
}

function checkLiveOptions(options: LiveDatasetOptions) {
  if (typeof options !== 'object' || options === null) fail('invalid_parameter', 'createLiveDataset takes an options object.', 'options');
  checkDataset(options.initial);
  const { sources } = options;
  if (!Array.isArray(sources) || sources.length === 0) fail('invalid_parameter', 'Option sources must list at least one source, such as fawazahmed0().', 'sources');
  const names = new Set<string>();
  for (const source of sources) {
    if (typeof source?.read !== 'function' || !Array.isArray(source.urls) || source.urls.length === 0) fail('invalid_parameter', 'Option sources must hold sources made by fawazahmed0(), ecb(), coinGecko() or openExchangeRates().', 'sources');
    if (names.has(source.name)) fail('invalid_parameter', `Two sources are named ${JSON.stringify(source.name)}; give one a name option.`, 'sources');
    names.add(source.name);
  }
  const number = (value: unknown, param: string, min: number, fallback: number): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min) fail('invalid_parameter', `Option ${param} must be a number of at least ${min}.`, param);
    return value;
  };
  number(options.intervalSeconds, 'intervalSeconds', 0, 3600);
  number(options.leaseMs, 'leaseMs', 1, 1);
  return {
    sources,
    store: options.store,
    timeoutMs: number(options.timeoutMs, 'timeoutMs', 1, 10_000),
    retries: Math.floor(number(options.retries, 'retries', 0, 2)),
    retryDelayMs: number(options.retryDelayMs, 'retryDelayMs', 0, 1000),
    jumpFactor: number(options.jumpFactor, 'jumpFactor', 1, 3),
    cryptoJumpFactor: number(options.cryptoJumpFactor, 'cryptoJumpFactor', 1, 10),
  };
}
