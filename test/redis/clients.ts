import { Redis } from 'ioredis';
import { createClient } from 'redis';
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
 * Connects a client the way the README tells users to: no offline queue (a command during an
 * outage fails at once instead of waiting), quick reconnects, and an error listener.
 *
 * @param kind - `'redis'` (node-redis) or `'ioredis'`.
 * @param url - The server.
 * @param options - `defaults`: connect without those settings, as a user who skipped them would;
 *   `onError`: told about the client's connection errors (default: ignored).
 * @returns The connected client.
 */
export async function connectClient(kind: ClientKind, url: string, options: { defaults?: boolean; onError?: (error: unknown) => void } = {}): Promise<TestClient> {
  const onError = options.onError ?? (() => {});
  if (options.defaults) {
    // The client as it comes, without the README's settings: it queues commands and retries them.
    const client = kind === 'redis' ? createClient({ url }) : new Redis(url, { lazyConnect: true });
    client.on('error', onError);
    await client.connect();
    return { client, send: () => Promise.reject(new Error('not used')), close: async () => void (kind === 'redis' ? (client as ReturnType<typeof createClient>).destroy() : (client as Redis).disconnect()) };
  }
  if (kind === 'redis') {
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 50, 500) } });
    client.on('error', onError);
    await client.connect();
    return { client, send: (args) => client.sendCommand(args), close: async () => client.destroy() };
  }
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: (times) => Math.min(times * 50, 500) });
  client.on('error', onError);
  await client.connect();
  return { client, send: ([command, ...args]) => client.call(command!, ...args), close: async () => client.disconnect() };
}
