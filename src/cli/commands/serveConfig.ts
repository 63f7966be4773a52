import { unlinkSync, writeFileSync } from 'node:fs';
import { fail, quote } from '../../errors.js';
import type { Input } from '../args/command.js';

/** `ratebook serve`'s operator settings, checked: what the flags and the environment asked for. */
export interface ServeConfig {
  readonly port: number;
  readonly host: string;
  readonly keys: readonly string[];
  readonly redis?: { readonly url: string; readonly cluster: boolean; readonly client?: string };
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number };
  readonly onStoreError?: 'allow' | 'deny';
  /** The rate-limit store's deadline in ms, from when a command is sent (`--store-timeout`; `serve` waits 1000 without it). */
  readonly storeTimeoutMs?: number;
  /** Instances sharing the limit (`--fleet-size`; 1 without it): each one's share while the store fails. */
  readonly fleetSize?: number;
  readonly maxStaleSeconds?: number;
  readonly log: 'json' | 'text';
  readonly accessLog: boolean;
  /** Off, on the API's port (`true`), or on a port of its own. */
  readonly metrics: boolean | number;
}

/** The variables each option is read from where not just `RATEBOOK_<NAME>`, in the order tried. */
export const SERVE_ENV: Readonly<Record<string, readonly string[]>> = {
  port: ['RATEBOOK_PORT', 'PORT'],
  host: ['RATEBOOK_HOST', 'HOST'],
  key: ['RATEBOOK_KEYS', 'RATEBOOK_KEY'],
  redis: ['RATEBOOK_REDIS_URL', 'RATEBOOK_REDIS'],
};

/** How long `serve` waits for a rate-limit count, from when the command is sent, without `--store-timeout`. */
export const DEFAULT_STORE_TIMEOUT_MS = 1000;

const UNIT: Readonly<Record<string, number>> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

function port(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d{1,5}$/.test(text) || value > 65535) fail('invalid_parameter', `Invalid --${name} ${quote(text)}: expected a port, 0 to 65535.`, name);
  return value;
}

function rateLimit(text: string | undefined): ServeConfig['rateLimit'] {
  if (text === undefined) return undefined;
  const m = /^(\d{1,9})\/(\d{1,9})([smhd]?)$/.exec(text);
  const limit = Number(m?.[1]);
  const windowSeconds = Number(m?.[2]) * UNIT[m?.[3] ?? '']!;
  if (!m || limit < 1 || windowSeconds < 1)
    fail('invalid_parameter', `Invalid --rate-limit ${quote(text)}: expected N/SECONDS, such as 1000/3600 (or 1000/1h: s, m, h, d).`, 'rate-limit');
  return { limit, windowSeconds };
}

function count(text: string | undefined, name: string, max: number, what: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d{1,6}$/.test(text) || value < 1 || value > max) fail('invalid_parameter', `Invalid --${name} ${quote(text)}: expected ${what}, 1 to ${max}.`, name);
  return value;
}

function metrics(text: string | undefined): boolean | number {
  if (text === undefined) return false;
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'true' || lower === 'yes' || lower === 'on') return true;
  if (lower === 'false' || lower === 'no' || lower === 'off') return false;
  return port(text, 'metrics', 0);
}

/**
 * Checks that a `--store` file can be written, by writing and removing a probe file beside it, so an
 * unwritable path fails at start rather than at the first round (or, worse, the next restart).
 *
 * @param file - The store's path.
 * @example
 * probeWritable('/var/lib/ratebook/live.json');
 */
export function probeWritable(file: string): void {
  const probe = `${file}.probe-${process.pid}`;
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    fail(
      'invalid_parameter',
      `--store ${file} cannot be written: ${(error as NodeJS.ErrnoException).code ?? 'error'} (checked with a probe file beside it).`,
      'store',
    );
  }
}

/**
 * Reads and checks the operator settings of `ratebook serve` (flags first, then the environment):
 * a port, a host, the keys, Redis, the rate limit as `N/SECONDS`, `allow` or `deny`, the staleness
 * bound, the log format and the metrics. Anything that cannot work is refused here, at start, with
 * its reason and the option at fault.
 *
 * @param input - The command line with the environment behind it (`envInput`).
 * @returns The settings.
 * @example
 * serveConfig(envInput(input, serveEntry.options, process.env, SERVE_ENV)).rateLimit // { limit: 1000, windowSeconds: 3600 }
 */
export function serveConfig(input: Input): ServeConfig {
  const redisUrl = input.string('redis');
  const onStoreError = input.string('on-store-error');
  if (onStoreError !== undefined && onStoreError !== 'allow' && onStoreError !== 'deny')
    fail('invalid_parameter', `Invalid --on-store-error ${quote(onStoreError)}: expected allow or deny.`, 'on-store-error');
  const limit = rateLimit(input.string('rate-limit'));
  if (onStoreError !== undefined && redisUrl === undefined)
    fail('invalid_parameter', '--on-store-error needs --redis (the only store that can fail).', 'on-store-error');
  if (input.flag('redis-cluster') && redisUrl === undefined) fail('invalid_parameter', '--redis-cluster needs --redis.', 'redis-cluster');
  if (redisUrl !== undefined && !limit && !input.flag('live'))
    fail('invalid_parameter', '--redis shares the rate limit and the live dataset: give --rate-limit, --live or both.', 'redis');
  if (redisUrl !== undefined && input.string('store') !== undefined)
    fail('invalid_parameter', '--store and --redis are two dataset stores; choose one (--redis for a fleet).', 'store');
  const client = input.string('redis-client');
  if (client !== undefined && client !== 'redis' && client !== 'ioredis')
    fail('invalid_parameter', `Invalid --redis-client ${quote(client)}: expected redis or ioredis.`, 'redis-client');
  for (const name of ['store-timeout', 'fleet-size'])
    if (input.string(name) !== undefined && (redisUrl === undefined || !limit)) fail('invalid_parameter', `--${name} needs --redis and --rate-limit.`, name);
  const storeTimeoutMs = count(input.string('store-timeout'), 'store-timeout', 60_000, 'milliseconds');
  const fleetSize = count(input.string('fleet-size'), 'fleet-size', 10_000, 'a number of instances');
  const staleText = input.string('max-stale');
  const maxStale = staleText === undefined ? undefined : Number(staleText);
  if (staleText !== undefined && (!/^\d+(?:\.\d+)?$/.test(staleText) || !(maxStale! > 0)))
    fail('invalid_parameter', `Invalid --max-stale ${quote(staleText)}: expected a number of seconds above 0.`, 'max-stale');
  const log = input.string('log') ?? 'text';
  if (log !== 'json' && log !== 'text') fail('invalid_parameter', `Invalid --log ${quote(log)}: expected json or text.`, 'log');
  return {
    port: port(input.string('port'), 'port', 8787),
    host: input.string('host') ?? '127.0.0.1',
    keys: input.strings('key'),
    ...(redisUrl === undefined ? {} : { redis: { url: redisUrl, cluster: input.flag('redis-cluster'), ...(client ? { client } : {}) } }),
    ...(limit ? { rateLimit: limit } : {}),
    ...(onStoreError ? { onStoreError } : {}),
    ...(storeTimeoutMs === undefined ? {} : { storeTimeoutMs }),
    ...(fleetSize === undefined ? {} : { fleetSize }),
    ...(maxStale === undefined ? {} : { maxStaleSeconds: maxStale }),
    log,
    accessLog: input.flag('access-log'),
    metrics: metrics(input.string('metrics')),
  };
}
