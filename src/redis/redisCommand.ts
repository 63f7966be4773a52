import { fail } from '../errors.js';

/**
 * The part of a Redis client that ratebook uses, typed structurally so that neither client library
 * is imported (they stay optional peer dependencies): node-redis (`redis`, v4 or later) answers
 * `sendCommand([...])`, ioredis (v5 or later) answers `call(name, ...args)`.
 */
export type RedisClientLike =
  | { sendCommand(args: string[]): Promise<unknown> }
  | { call(command: string, ...args: (string | number)[]): Promise<unknown> };

/** Sends one command (`['HGET', key, field]`) and resolves to its reply. */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/**
 * Adapts a node-redis or ioredis client to one function that sends a raw command. ioredis is
 * recognized by `call` first, because it also has a `sendCommand` that takes a different argument.
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
  if (typeof c.sendCommand === 'function') return (args) => c.sendCommand!(args);
  fail('invalid_parameter', 'Expected a connected node-redis client (with sendCommand) or ioredis client (with call).', 'client');
}

/**
 * Runs a Lua script with its keys and arguments in one round trip (EVAL), atomically on the server.
 *
 * @param send - The client's command function.
 * @param script - The Lua source.
 * @param keys - The keys the script touches (one, so it also runs on a cluster).
 * @param args - The script's arguments.
 * @returns The script's reply.
 * @example
 * await evalScript(send, "return redis.call('INCR', KEYS[1])", ['n'], []) // 1
 */
export function evalScript(send: RedisCommand, script: string, keys: string[], args: string[]): Promise<unknown> {
  return send(['EVAL', script, String(keys.length), ...keys, ...args]);
}
