import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RedisClientLike } from '../../src/redis/redisCommand.js';
import { turnCounts } from '../../src/redis/turnBudget.js';
import { watchChannel } from '../../src/redis/watchChannel.js';

// The subscription of an ioredis client of one server across reconnects, on a stand-in for the
// duplicated connection that reconnects as ioredis's event handler does: 'ready' first, then, unless
// `autoResubscribe` is false, SUBSCRIBE again with the promise left unhandled. With
// `enableOfflineQueue: false`, a connection that drops again at that moment rejects it, which a
// real redis-server restart does only now and then (test/redis/notify.test.ts).

const NOT_WRITABLE = "Stream isn't writeable and enableOfflineQueue options is false";

class Subscriber extends EventEmitter {
  status = 'wait';
  channels = new Set<string>();
  failing = 0;
  constructor(readonly options: Record<string, unknown>) {
    super();
  }
  async connect(): Promise<void> {
    this.reconnect();
  }
  subscribe(channel: string): Promise<number> {
    if (this.failing > 0) {
      this.failing--;
      return Promise.reject(new Error(NOT_WRITABLE));
    }
    this.channels.add(channel);
    return Promise.resolve(this.channels.size);
  }
  /** ioredis's readyHandler: the status, then its own SUBSCRIBE of the channels it had, unhandled. */
  reconnect(): void {
    const had = [...this.channels];
    this.channels.clear();
    if (this.status !== 'wait') this.emit('reconnecting');
    this.status = 'ready';
    this.emit('ready');
    if (this.options.autoResubscribe !== false) for (const channel of had) this.subscribe(channel);
  }
  disconnect(): void {
    this.status = 'end';
  }
}

function ioredisLike() {
  const made: Subscriber[] = [];
  const client = {
    options: {},
    call: () => Promise.resolve(),
    duplicate: (options: Record<string, unknown> = {}) => {
      made.push(new Subscriber(options));
      return made.at(-1)!;
    },
  };
  return { client: client as unknown as RedisClientLike, made };
}

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', record));
afterAll(() => process.off('unhandledRejection', record));
afterEach(() => {
  unhandled.length = 0;
});

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('watchChannel on an ioredis client of one server', () => {
  it('subscribes again itself after a reconnect: a failed SUBSCRIBE is a loss reported, never an unhandled rejection', async () => {
    const { client, made } = ioredisLike();
    const looks: (Uint8Array | string | undefined)[] = [];
    const lost: unknown[] = [];
    const stop = watchChannel(
      client,
      'ratebook:dataset:updates',
      false,
      (m) => looks.push(m),
      (e) => lost.push(e),
      turnCounts(),
    );
    await turns(3);
    const sub = made[0]!;
    expect([...sub.channels]).toEqual(['ratebook:dataset:updates']);
    expect(looks).toEqual([undefined]); // the look once subscribed

    // The connection back, and dropping again before its SUBSCRIBE is written.
    sub.failing = 2;
    sub.reconnect();
    await turns(3);
    expect(unhandled).toEqual([]);
    // The reconnect, then the failed SUBSCRIBE on the connection back: each a loss.
    expect(lost).toEqual([{ code: 'ECONNRESET' }, new Error(NOT_WRITABLE)]);
    expect(looks).toHaveLength(1);

    // Back for good: subscribed again, then the caller told to look.
    sub.failing = 0;
    sub.reconnect();
    await turns(3);
    expect([...sub.channels]).toEqual(['ratebook:dataset:updates']);
    expect(looks).toEqual([undefined, undefined]);
    expect(unhandled).toEqual([]);
    await stop();
  });
});
