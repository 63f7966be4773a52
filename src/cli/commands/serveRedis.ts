import { fail } from '../../errors.js';
import { commandOf, type RedisClientLike } from '../../redis/redisCommand.js';
import type { Logger } from '../output/logger.js';

/** The Redis connection of `ratebook serve --redis`. */
export interface ServeRedis {
  /** The connected (or still connecting) client, for the stores. */
  readonly client: RedisClientLike;
  /** `redis` (node-redis) or `ioredis`: the library found. */
  readonly library: string;
  /** Whether a `PING` is answered within a second. */
  ping(): Promise<boolean>;
  /** Closes the connections. */
  close(): Promise<void>;
}

/** The URL without its user and password, for log lines. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return 'an invalid URL';
  }
}

async function optional(name: string): Promise<Record<string, unknown> | undefined> {
  try {
    return (await import(name)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

type Emitter = RedisClientLike & { on(event: string, listener: (error: Error) => void): unknown };

const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => (setTimeout(resolve, ms) as unknown as { unref(): void }).unref())]);

// While disconnected a command fails at once (no offline queue, no retries), so every store call
// stays within its bound; reconnection goes on by itself, quickly.
const reconnect = (attempt: number) => Math.min(attempt * 50, 500);

/**
 * Connects to Redis with whichever optional peer is installed, node-redis (`redis`) first, then
 * `ioredis` (or the one `prefer` names), with the settings of the README's fleet example, and waits
 * up to `waitMs` for the connection. Its errors are logged once per outage, its URL without
 * credentials. Neither library installed is a configuration error that names both.
 *
 * @param url - `redis://[user:password@]host:port[/db]` (or `rediss://`).
 * @param options - `cluster` for a Redis Cluster seed node; `prefer` a library; `log`; `waitMs`.
 * @returns The connection, and whether it answered at start.
 * @example
 * const { redis, connected } = await connectRedis('redis://127.0.0.1:6379', { cluster: false, log, waitMs: 3000 });
 */
export async function connectRedis(
  url: string,
  options: { readonly cluster: boolean; readonly prefer?: string; readonly log: Logger; readonly waitMs: number },
): Promise<{ redis: ServeRedis; connected: boolean }> {
  const where = redisWhere(url);
  if (where === 'an invalid URL' || !/^rediss?:$/.test(new URL(url).protocol))
    fail('invalid_parameter', 'Invalid --redis: expected redis://host:port or rediss://host:port.', 'redis');
  const order = options.prefer === 'ioredis' ? ['ioredis', 'redis'] : ['redis', 'ioredis'];
  let down = false;
  const onError = (error: Error) => {
    if (down) return;
    down = true;
    options.log.log('warn', 'redis_down', `redis ${where}: ${error.message || 'connection failed'}`, { redis: where });
  };
  const onReady = () => {
    if (!down) return;
    down = false;
    options.log.log('info', 'redis_recovered', `redis ${where}: connected again`, { redis: where });
  };
  for (const name of order) {
    const lib = await optional(name);
    if (!lib) continue;
    let client: Emitter;
    let connect: () => Promise<unknown>;
    let close: () => unknown;
    if (name === 'redis') {
      const socket = { connectTimeout: 1000, reconnectStrategy: reconnect };
      const made = options.cluster
        ? (lib.createCluster as (o: unknown) => never)({ rootNodes: [{ url }], defaults: { disableOfflineQueue: true, socket } })
        : (lib.createClient as (o: unknown) => never)({ url, disableOfflineQueue: true, socket });
      client = made as Emitter;
      connect = () => (made as { connect(): Promise<unknown> }).connect();
      close = () => (made as { destroy?(): unknown; disconnect(): Promise<unknown> }).destroy?.() ?? (made as { disconnect(): Promise<unknown> }).disconnect();
    } else {
      const settings = { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: reconnect };
      const Redis = (lib.Redis ?? lib.default) as new (url: string, o: unknown) => never;
      const Cluster = lib.Cluster as new (nodes: string[], o: unknown) => never;
      const made = options.cluster
        ? new Cluster([url], { lazyConnect: true, enableOfflineQueue: false, redisOptions: settings, clusterRetryStrategy: reconnect })
        : new Redis(url, settings);
      client = made as Emitter;
      connect = () => (made as { connect(): Promise<unknown> }).connect();
      close = async () => (made as { disconnect(): void }).disconnect();
    }
    client.on('error', onError);
    client.on('ready', onReady);
    const send = commandOf(client);
    const connected =
      (await within(
        connect().then(
          () => true,
          () => false,
        ),
        options.waitMs,
      )) === true;
    const ping = async () =>
      (await within(
        send(['PING']).then(
          (r) => r === 'PONG',
          () => false,
        ),
        1000,
      )) === true;
    return {
      redis: {
        client,
        library: name,
        ping,
        close: async () => {
          await Promise.resolve(close()).catch(() => {});
        },
      },
      connected: connected && (await ping()),
    };
  }
  fail('invalid_parameter', '--redis needs a Redis client library, and neither "redis" (node-redis) nor "ioredis" is installed: npm install redis.', 'redis');
}
