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
  // Without the README's settings (`defaults`), the clients queue commands while disconnected and retry them.
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
