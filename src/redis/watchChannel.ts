import { budgetedConnector } from './budgetedConnector.js';
import { nodeRedisTarget } from './nodeRedisTarget.js';
import type { RedisClientLike } from './redisCommand.js';
import { respSubscriber } from './respSubscriber.js';
import { messagesPerTurn, type TurnCounts } from './turnBudget.js';

/** The part of a duplicated node-redis or ioredis client that a subscription uses. */
interface Subscriber {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): Promise<unknown>;
  /** node-redis: `bufferMode` true hands the listener the message's bytes, never decoded. */
  subscribe(channel: string, listener?: (message: unknown) => void, bufferMode?: boolean): Promise<unknown>;
  /** node-redis's cluster client. */
  sSubscribe?(channel: string, listener: (message: unknown) => void, bufferMode?: boolean): Promise<unknown>;
  /** ioredis's `Cluster`. */
  ssubscribe?(channel: string): Promise<unknown>;
  status?: string;
  destroy?(): unknown;
  disconnect?(): unknown;
}

type Duplicable = { duplicate: (...args: unknown[]) => Subscriber; options?: Record<string, unknown> };

/**
 * The second connection of an ioredis client (a node-redis one reached here is one whose options
 * cannot be reproduced: its `duplicate()`, without a budget). An ioredis one connects through
 * `budgetedConnector`, so a flood is decoded a turn's budget at a time (on a cluster, every
 * per-master subscriber), unless the client has a connector of its own or Sentinel's (then ioredis
 * connects as configured, without a budget). One of a single server does not subscribe again by
 * itself after a reconnect (`autoResubscribe: false`; watchChannel does): ioredis leaves that
 * SUBSCRIBE's failure unhandled, and with `enableOfflineQueue: false` a connection that drops again
 * at that moment rejects it, which ends a Node process by default.
 */
function subscriberOf(source: Duplicable, ioredis: boolean, sharded: boolean, counts: TurnCounts): Subscriber {
  if (!ioredis) return source.duplicate();
  const options = source.options ?? {};
  if (sharded) {
    // ioredis's Cluster subscribes to a sharded channel only through its per-master subscribers.
    const redisOptions = (options.redisOptions ?? {}) as Record<string, unknown>;
    const budgeted = redisOptions.Connector == null ? { redisOptions: { ...redisOptions, Connector: budgetedConnector(counts) } } : {};
    return source.duplicate(undefined, { shardedSubscribers: true, ...budgeted });
  }
  const budgeted = options.Connector == null && options.sentinels == null ? { Connector: budgetedConnector(counts) } : {};
  return source.duplicate({ ...budgeted, autoResubscribe: false });
}

/** Whether a channel name an event gives (ioredis's buffer events give bytes) is `channel`, compared without decoding. */
function sameChannel(channel: string): (from: unknown) => boolean {
  const channelBytes = new TextEncoder().encode(channel);
  return (from) => {
    if (typeof from === 'string') return from === channel;
    if (!(from instanceof Uint8Array) || from.length !== channelBytes.length) return false;
    for (let i = 0; i < from.length; i++) if (from[i] !== channelBytes[i]) return false;
    return true;
  };
}

/** `onMessage`, each message also counted into its turn (`messagesPerTurn`). */
function counting(onMessage: (message: Uint8Array) => void, counts: TurnCounts): (message: Uint8Array) => void {
  const counted = messagesPerTurn(counts);
  return (message) => {
    counted();
    onMessage(message);
  };
}

/**
 * Subscribes a second connection of `client` (its `duplicate()`: a connection in subscriber mode
 * sends nothing else) to `channel`, and calls `onMessage` once the subscription is up, for every
 * message on it, and every time the connection is back after a loss (a message published before or
 * meanwhile was missed, so the caller should look). node-redis and ioredis's cluster subscribe again
 * by themselves after a reconnect; an ioredis subscriber of one server is subscribed again here, and
 * the caller told once that is done (see `subscriberOf`). For a node-redis client the subscriber is ratebook's own small RESP
 * connection made from the client's public options (`respSubscriber`, `nodeRedisTarget`): node-redis
 * has no hook on its sockets, and this one reads a flood a turn's budget at a time. A loss is an error or a reconnect, whichever comes first, reported
 * once. A client without `duplicate` gets no subscription (the returned function does nothing).
 *
 * On a cluster the channel is sharded (SSUBSCRIBE, for a store that publishes with SPUBLISH): it is
 * heard from the master of the channel's slot, not broadcast to every node. Both clients follow the
 * slot to its new master after a failover (ioredis's `Cluster` is duplicated with
 * `shardedSubscribers: true`, one subscriber connection per master); a node's reconnection counts as
 * a loss, and the next node ready, or the subscribers ready again, as the connection back.
 *
 * @param client - The node-redis or ioredis client the store uses, of one server or of a cluster.
 * @param channel - The channel.
 * @param sharded - Whether `client` is a cluster client, and so the channel sharded.
 * @param onMessage - Called with a message's bytes as the client read them (never decoded into a
 *   string, so a huge message costs no decoding here; `''` for one that is neither bytes nor text),
 *   and without one once subscribed and when the connection is back; never with secrets.
 * @param onLost - Called once per loss of the connection (or a failed start), with the client's error.
 * @param counts - Where the subscriber counts its turns (see `subscriberOf`) and the most messages of a turn.
 * @returns A function that ends the subscription and closes the second connection.
 * @example
 * const stop = watchChannel(client, 'ratebook:dataset:updates', false, () => adopt(), report, turnCounts());
 */
export function watchChannel(
  client: RedisClientLike,
  channel: string,
  sharded: boolean,
  onMessage: (message?: Uint8Array | string) => void,
  onLost: (error: unknown) => void,
  counts: TurnCounts,
): () => Promise<void> {
  const source = client as Partial<Duplicable> & { call?: unknown };
  if (typeof source.duplicate !== 'function') return async () => {};
  const ioredis = typeof source.call === 'function';
  const own = ioredis ? undefined : nodeRedisTarget(client, channel, sharded);
  if (own) return respSubscriber(own, channel, sharded, { heard: counting(onMessage, counts), subscribed: () => onMessage(), lost: onLost }, counts);
  const sub = subscriberOf(source as Duplicable, ioredis, sharded, counts);
  const counted = messagesPerTurn(counts);
  let closed = false;
  let down = false;
  let readies = 0;
  // A message's bytes go along (both clients give a Buffer in their buffer modes); a connection back goes without.
  const tell = (message?: Uint8Array | string) => {
    if (!closed) onMessage(message);
  };
  const heard = (message: unknown) => {
    counted();
    tell(message instanceof Uint8Array || typeof message === 'string' ? message : '');
  };
  const isChannel = sameChannel(channel);
  // Reported once per loss: a client that keeps reconnecting emits an error per attempt.
  const lose = (error: unknown) => {
    if (closed || down) return;
    down = true;
    onLost(error);
  };
  sub.on('error', lose);
  // A server that goes away without a socket error (killed, restarted) shows only as a reconnect,
  // in both clients: ioredis emits no 'error' then.
  sub.on('reconnecting', () => lose({ code: 'ECONNRESET' }));
  const back = () => {
    if (!down) return;
    down = false;
    tell();
  };
  // An ioredis subscriber of one server is made not to subscribe again by itself (subscriberOf).
  const resubscribe = ioredis && !sharded ? () => sub.subscribe(channel) : undefined;
  sub.on('ready', () => {
    down = false;
    if (readies++ === 0) return;
    if (resubscribe) resubscribe().then(() => tell(), lose);
    else tell();
  });
  if (sharded) {
    // A cluster client stays 'ready' while one node's connection comes and goes.
    sub.on(ioredis ? '-subscriber' : 'node-reconnecting', () => lose({ code: 'ECONNRESET' }));
    sub.on(ioredis ? 'subscribersReady' : 'node-ready', back);
  }
  const start = async () => {
    if (ioredis) {
      // The Buffer events: ioredis decodes a message into a string only for 'message' listeners.
      sub.on(sharded ? 'smessageBuffer' : 'messageBuffer', (from, message) => {
        if (isChannel(from)) heard(message);
      });
      if (sub.status === 'wait') await sub.connect();
      else if (sub.status !== 'ready') await new Promise((resolve) => sub.once('ready', resolve));
      await (sharded ? sub.ssubscribe!(channel) : sub.subscribe(channel));
    } else {
      await sub.connect();
      await (sharded ? sub.sSubscribe!(channel, heard, true) : sub.subscribe(channel, heard, true));
    }
    // A write may have landed before the channel was up: the caller looks once now.
    tell();
  };
  start().catch(lose);
  return async () => {
    if (closed) return;
    closed = true;
    if (typeof sub.destroy === 'function') sub.destroy();
    else await sub.disconnect?.();
  };
}
