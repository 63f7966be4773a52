import { fail } from '../errors.js';

/**
 * The part of a Redis client that ratebook uses, typed structurally so that neither client library
 * is imported (they stay optional peer dependencies): node-redis (`redis`, v4 or later) answers
 * `sendCommand([...])`, its cluster client (`createCluster`) `sendCommand(firstKey, isReadonly, [...])`
 * and has `masters`; ioredis (v5 or later) and its `Cluster` answer `call(name, ...args)`.
 */
export type RedisClientLike =
  | { sendCommand(args: string[]): Promise<unknown> }
  | { sendCommand(firstKey: string | undefined, isReadonly: boolean | undefined, args: string[]): Promise<unknown>; readonly masters: readonly unknown[] }
  | { call(command: string, ...args: (string | number)[]): Promise<unknown> };

/** Sends one command (`['HGET', key, field]`) and resolves to its reply; `key` routes it on a cluster. */
export type RedisCommand = (args: string[], key?: string) => Promise<unknown>;

/**
 * Tells a cluster client (node-redis's `createCluster`, ioredis's `Cluster`) from a client of one
 * server: a cluster needs a dataset's keys under one hash tag and a sharded update channel.
 *
 * @param client - A node-redis or ioredis client, of one server or of a cluster.
 * @returns Whether it is a cluster client.
 * @example
 * isCluster(createCluster({ rootNodes })) // true
 */
export function isCluster(client: RedisClientLike): boolean {
  const c = client as { isCluster?: unknown; masters?: unknown; call?: unknown };
  // ioredis sets `isCluster` on both of its classes; node-redis's cluster alone lists its masters.
  return typeof c.call === 'function' ? c.isCluster === true : Array.isArray(c.masters);
}

/**
 * Adapts a node-redis or ioredis client, of one server or of a cluster, to one function that sends a
 * raw command. ioredis is recognized by `call` first, because it also has a `sendCommand` that takes
 * a different argument; its `Cluster` routes a command by the keys it names (EVAL's too). node-redis's
 * cluster client is told the key that routes the command (its slot's master, never a replica).
 *
 * @param client - A connected node-redis or ioredis client (or anything with the same method).
 * @returns The command function.
 * @throws RatebookError `invalid_parameter` (param `client`) for anything else.
 * @example
 * const send = commandOf(createClient());
 * await send(['PING']) // 'PONG'
 */
export function commandOf(client: RedisClientLike): RedisCommand {
  const c = client as Partial<Record<'call' | 'sendCommand', (...args: unknown[]) => Promise<unknown>>>;
  if (typeof c.call === 'function') return (args) => c.call!(...args);
  if (typeof c.sendCommand === 'function') {
    if (isCluster(client)) return (args, key) => c.sendCommand!(key, false, args);
    return (args) => c.sendCommand!(args);
  }
  fail('invalid_parameter', 'Expected a connected node-redis client (with sendCommand) or ioredis client (with call).', 'client');
}

/**
 * The hash tag that keeps several keys in one slot of a cluster: `{key}`, or `key` itself when it
 * already has one (a non-empty `{...}`, as Redis reads it: the first `{` and the next `}`).
 *
 * @param key - A key name.
 * @returns The key, hash-tagged.
 * @example
 * hashTagged('ratebook:dataset') // '{ratebook:dataset}'
 * hashTagged('{eu}:dataset') // '{eu}:dataset'
 */
export function hashTagged(key: string): string {
  const open = key.indexOf('{');
  const close = open < 0 ? -1 : key.indexOf('}', open + 1);
  return close > open + 1 ? key : `{${key}}`;
}

/**
 * Runs a Lua script with its keys and arguments in one round trip (EVAL), atomically on the server.
 *
 * @param send - The client's command function.
 * @param script - The Lua source.
 * @param keys - The keys the script touches (in one slot on a cluster; the first routes it).
 * @param args - The script's arguments.
 * @returns The script's reply.
 * @example
 * await evalScript(send, "return redis.call('INCR', KEYS[1])", ['n'], []) // 1
 */
export function evalScript(send: RedisCommand, script: string, keys: string[], args: string[]): Promise<unknown> {
  return send(['EVAL', script, String(keys.length), ...keys, ...args], keys[0]);
}
