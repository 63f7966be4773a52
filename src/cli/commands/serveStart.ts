import { fail, quote, RatebookError } from '../../errors.js';
import type { LiveDataset } from '../../live/types.js';
import type { Dataset } from '../../types.js';
import type { CommandContext, Input } from '../args/command.js';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '../../node/closeGracefully.js';
import { liveSources } from '../feeds/liveSources.js';
import { storeKeys } from '../feeds/storeKeys.js';
import { ROUND_OPTION_NAMES, roundOptions } from '../feeds/roundOptions.js';
import { freshnessWords } from '../output/freshnessWords.js';
import { datasetFreshness, isStale, type Freshness } from '../../calendar/index.js';
import type { HandlerObserver } from '../../http/observer.js';
import type { DatasetStore } from '../../contracts/datasetStore.js';
import type { Logger } from '../output/logger.js';
import { watchLive, type LiveWatch } from '../output/liveWatch.js';
import { DEFAULT_STORE_TIMEOUT_MS, probeWritable, type ServeConfig } from './serveConfig.js';
import type { ServeRedis } from './serveRedis.js';

// Options that only `--live` takes: refused without it.
const LIVE_ONLY = ['every', 'store', 'source', 'source-url', ...ROUND_OPTION_NAMES];

// --every: seconds above 0.
function seconds(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+(?:\.\d+)?$/.test(text) || !(value > 0))
    fail('invalid_parameter', `Invalid --every ${quote(text)}: expected a number of seconds above 0.`, 'every');
  return value;
}

// The one freshness rule with the handler's --max-stale, as /v1/status and the metric judge it.
const judged = (status: Freshness, maxStaleSeconds: number | undefined): Freshness => ({
  date: status.date,
  updated_at: status.updated_at,
  age_seconds: status.age_seconds,
  stale: isStale(status.stale, status.age_seconds, maxStaleSeconds),
});

/** The live dataset of `serve --live`, or undefined without `--live` (whose options then are refused). */
export async function liveDataset(
  input: Input,
  initial: Dataset,
  log: Logger,
  redis: ServeRedis | undefined,
  observer: () => HandlerObserver | undefined,
  maxStaleSeconds: number | undefined,
): Promise<{ live: LiveDataset; watch: LiveWatch } | undefined> {
  if (!input.flag('live')) {
    const stray = LIVE_ONLY.find((name) => (name === 'source' || name === 'source-url' ? input.strings(name).length > 0 : input.string(name) !== undefined));
    if (stray) fail('invalid_parameter', `--${stray} needs --live.`, stray);
    return undefined;
  }
  const sources = await liveSources(input.strings('source'), input.strings('source-url'));
  const [{ createLiveDataset }, { liveLines }] = await Promise.all([import('../../live/createLiveDataset.js'), import('../output/liveLines.js')]);
  const file = input.string('store');
  if (file !== undefined) probeWritable(file);
  const store: DatasetStore | undefined = redis
    ? (await import('../../redis/redisDatasetStore.js')).redisDatasetStore(redis.client, {
        onError: (error) => log.log('warn', 'store_error', `redis dataset store: ${(error as Error).message}`, { store: 'dataset' }),
      })
    : file === undefined
      ? undefined
      : (await import('../../node/fileDatasetStore.js')).fileDatasetStore(file);
  let watch: LiveWatch | undefined;
  // "Nothing newer" is what most rounds find: it is logged at info, never as a failure.
  const lines = liveLines(
    (line) => log.log('info', 'update', line),
    (line) => log.log('warn', 'round_warnings', line),
    (error) => {
      watch?.failed(error);
      log.log(
        error.code === 'feed_backwards' ? 'info' : 'error',
        error.code === 'feed_backwards' ? 'nothing_newer' : 'live_error',
        `live: ${error.code}: ${error.message}`,
        {
          code: error.code,
        },
      );
    },
  );
  // RATEBOOK_SIGNING_KEY signs what the store gets, RATEBOOK_VERIFY_KEY admits only what it verifies.
  const live = createLiveDataset({
    initial,
    sources,
    intervalSeconds: seconds(input.string('every')) ?? 3600,
    ...(store ? { store, ...storeKeys() } : {}),
    ...roundOptions(input),
    ...lines.observers,
    onUpdate: (updated) => {
      watch?.updated();
      lines.observers.onUpdate(updated);
    },
  });
  lines.attach(live);
  watch = watchLive(live, log, observer);
  // Said now, before the first round (its timer fires on the next turn) can swap anything in.
  const freshness = judged(live.status(), maxStaleSeconds);
  log.log('info', 'data', `serving data of ${freshnessWords(freshness)}`, { date: freshness.date, stale: freshness.stale });
  return { live, watch };
}

/** Connects to Redis as `--redis` says; with `--on-store-error deny`, a Redis that does not answer stops the start. */
async function connectServeRedis(settings: NonNullable<ServeConfig['redis']>, onStoreError: ServeConfig['onStoreError'], log: Logger): Promise<ServeRedis> {
  const { connectRedis, redisWhere } = await import('./serveRedis.js');
  const connected = await connectRedis(settings.url, { cluster: settings.cluster, prefer: settings.client, log, waitMs: 3000 });
  const { redis } = connected;
  const where = redisWhere(settings.url);
  if (!connected.connected && onStoreError === 'deny') {
    await redis.close();
    fail('invalid_parameter', `Redis at ${where} does not answer, and --on-store-error deny would refuse every request: start it, or choose allow.`, 'redis');
  }
  if (connected.connected) log.log('info', 'redis', `redis ${where} connected (${redis.library})`, { redis: where, client: redis.library });
  else log.log('warn', 'redis_not_connected', `redis ${where} does not answer yet; counting in memory until it does`, { redis: where });
  return redis;
}

/** The handler's rate limit: counted in Redis across the fleet when there is one, else in memory. */
async function serveRateLimit(rateLimit: NonNullable<ServeConfig['rateLimit']>, config: ServeConfig, redis: ServeRedis | undefined) {
  return {
    ...rateLimit,
    ...(redis
      ? {
          store: (await import('../../redis/redisRateLimitStore.js')).redisRateLimitStore(redis.client),
          timeoutMs: config.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS,
          fleetSize: config.fleetSize ?? 1,
        }
      : {}),
    ...(config.onStoreError ? { onStoreError: config.onStoreError } : {}),
  };
}

/** The data file read again (SIGHUP), or undefined when it fails validation: reported, the dataset serving stays. */
function reloaded(dataFile: string, readDataset: CommandContext['readDataset'], maxStaleSeconds: number | undefined, log: Logger): Dataset | undefined {
  try {
    const current = readDataset(dataFile);
    log.log('info', 'reload', `reloaded ${dataFile}: now serving ${freshnessWords(datasetFreshness(current, new Date(), undefined, 0, maxStaleSeconds))}`, {
      date: current.snapshots.at(-1)!.date,
    });
    return current;
  } catch (error) {
    const message = error instanceof RatebookError ? `${error.code}: ${error.message}` : String(error);
    log.log('error', 'reload_failed', `reload of ${dataFile} failed, still serving the previous dataset: ${message}`, {});
    return undefined;
  }
}

/** Everything `serve` does once its settings are read: data, Redis, the live dataset, the server, the signals. */
export async function startServe({ input: flags, dataset, readDataset, print }: CommandContext, input: Input, config: ServeConfig, log: Logger): Promise<void> {
  // --data from RATEBOOK_DATA is read here: the program's loader only sees the flag.
  const dataFile = input.string('data');
  let current = flags.string('data') === undefined && dataFile !== undefined ? readDataset(dataFile) : await dataset();
  const redis = config.redis ? await connectServeRedis(config.redis, config.onStoreError, log) : undefined;
  let metrics: HandlerObserver | undefined;
  const started = await liveDataset(input, current, log, redis, () => metrics, config.maxStaleSeconds).catch(async (error: unknown) => {
    await redis?.close();
    throw error;
  });
  const live = started?.live;
  // Judged by the data's own calendar and --max-stale, as /v1/status and the metric judge it.
  if (!live) {
    const freshness = datasetFreshness(current, new Date(), undefined, 0, config.maxStaleSeconds);
    log.log('info', 'data', `serving data of ${freshnessWords(freshness)}`, { date: freshness.date, stale: freshness.stale });
  }
  const { serveCommand } = await import('./serveCommand.js');
  // The handlers go in before the URL is printed: a SIGTERM sent on seeing it must find them.
  // close() settles within its grace plus a second; the exit does not wait on anything else either.
  let running: { close(): Promise<void> } | undefined;
  const stop = (signal: string) => {
    log.log('info', 'shutdown', `${signal}: stopping; requests in flight get ${DEFAULT_SHUTDOWN_GRACE_MS / 1000} s`, { signal });
    const exit = () => {
      log.log('info', 'stopped', 'stopped', {});
      process.exit(0);
    };
    // A live round's stop() has its own bound; this one keeps the exit within the server's.
    setTimeout(exit, DEFAULT_SHUTDOWN_GRACE_MS + 1500).unref();
    started?.watch.stop();
    void Promise.allSettled([running?.close(), live?.stop()])
      .then(() => redis?.close())
      .then(exit);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const rateLimit = config.rateLimit && (await serveRateLimit(config.rateLimit, config, redis));
  const required = redis && config.onStoreError === 'deny' ? redis : undefined;
  const server = await serveCommand({
    dataset: live ?? (() => current),
    port: config.port,
    host: config.host,
    keys: config.keys,
    showFreshKey: config.log === 'text' && process.stdout.isTTY === true,
    print,
    log,
    ...(rateLimit ? { rateLimit } : {}),
    health: required ? { check: async () => ((await required.ping()) ? [] : ['store_down']) } : {},
    ...(config.maxStaleSeconds === undefined ? {} : { maxStaleSeconds: config.maxStaleSeconds }),
    metrics: config.metrics,
    accessLog: config.accessLog,
    observe: (observer) => void (metrics = observer),
  }).catch(async (error: NodeJS.ErrnoException) => {
    // A live dataset's timer would keep the process alive after this failure.
    started?.watch.stop();
    await live?.stop();
    await redis?.close();
    // The usual reasons a server cannot start are the operator's to fix: say which, plainly.
    if (error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') {
      fail('invalid_parameter', `cannot listen on ${config.host}:${config.port}: ${error.code}`, 'port');
    }
    throw error;
  });
  running = server;
  if (live) {
    process.on('SIGHUP', () => void live.refresh());
  } else if (dataFile !== undefined) {
    process.on('SIGHUP', () => {
      current = reloaded(dataFile, readDataset, config.maxStaleSeconds, log) ?? current;
    });
  }
}

/**
 * `ratebook serve`: mounts the fetch handler on node:http behind its keys, with health on and, by
 * flags or the environment, Redis, a rate limit, metrics and JSON logs. With `--data`, SIGHUP
 * reloads the file and swaps it in whole; a file that fails validation is reported and the
 * dataset already serving stays, so a bad refresh never takes the service down.
 */
