import { Cluster, Redis } from 'ioredis';
import { createClient, createCluster } from 'redis';
import type { RedisClientLike } from '../../src/redis/index.js';

/** The two clients ratebook/redis supports. */
export const CLIENTS = ['redis', 'ioredis'] as const;
export type ClientKind = (typeof CLIENTS)[number];

/** A connected client and how to let it go. */
export interface TestClient {
  readonly client: RedisClientLike;
  /** Sends a raw command, for a test to look into Redis or to damage what is there. */
  send(args: string[]): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Connects a client the way docs/operators.md tells users to: no offline queue (a command during an
 * outage fails at once instead of waiting), quick reconnects, and an error listener.
 *
 * @param kind - `'redis'` (node-redis) or `'ioredis'`.
 * @param url - The server.
 * @param options - `defaults`: connect without those settings, as a user who skipped them would;
 *   `onError`: told about the client's connection errors (default: ignored).
 * @returns The connected client.
 */
export async function connectClient(
  kind: ClientKind,
  url: string,
  options: { defaults?: boolean; onError?: (error: unknown) => void } = {},
): Promise<TestClient> {
  const onError = options.onError ?? (() => {});
  // Without the settings of docs/operators.md (`defaults`), the clients queue commands while disconnected and retry them.
  if (kind === 'redis') {
    const settings = { disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(retries * 50, 500) } };
    const client = createClient({ url, ...(options.defaults ? {} : settings) });
    client.on('error', onError);
    await client.connect();
    return { client, send: (args) => client.sendCommand(args), close: async () => client.destroy() };
  }
  const settings = { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: (times: number) => Math.min(times * 50, 500) };
  const client = new Redis(url, { lazyConnect: true, ...(options.defaults ? {} : settings) });
  client.on('error', onError);
  await client.connect();
  return { client, send: ([command, ...args]) => client.call(command!, ...args), close: async () => client.disconnect() };
}

/**
 * Connects a cluster client of either library to a cluster's root nodes, with the settings of docs/operators.md:
 * node-redis's `createCluster` (each node's connection without an offline queue, quick reconnects)
 * or ioredis's `Cluster` (no offline queue, no retries of a command beyond the cluster's own
 * redirections).
 *
 * @param kind - `'redis'` (node-redis) or `'ioredis'`.
 * @param rootNodes - Nodes to discover the cluster from.
 * @returns The connected client; `send` routes a command by its first key (`args[1]`).
 */
export async function connectClusterClient(kind: ClientKind, rootNodes: readonly { host: string; port: number }[]): Promise<TestClient> {
  if (kind === 'redis') {
    const client = createCluster({
      rootNodes: rootNodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` })),
      defaults: { disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(retries * 50, 500) } },
    });
    client.on('error', () => {});
    await client.connect();
    return { client, send: (args) => client.sendCommand(args[1], false, args), close: async () => client.destroy() };
  }
  const client = new Cluster([...rootNodes], { lazyConnect: true, enableOfflineQueue: false, redisOptions: { maxRetriesPerRequest: 0, connectTimeout: 1000 } });
  client.on('error', () => {});
  await client.connect();
  return { client, send: ([command, ...args]) => client.call(command!, ...args), close: async () => client.disconnect() };
}
