import { describe, expect, it } from 'vitest';
import { envInput } from '../../src/cli/args/envInput.js';
import { parseArgv } from '../../src/cli/args/parseArgv.js';
import { SERVE_ENV, serveConfig } from '../../src/cli/commands/serveConfig.js';
import { serveEntry } from '../../src/cli/commands/serveEntry.js';
import { keyFingerprint } from '../../src/cli/output/logger.js';

function config(argv: string[], env: Record<string, string> = {}) {
  const invocation = parseArgv(['serve', ...argv], [serveEntry]);
  if (invocation.kind !== 'run') throw new Error('not a run');
  return serveConfig(envInput(invocation.input, serveEntry.options, env, SERVE_ENV));
}

function refusal(argv: string[], env: Record<string, string> = {}) {
  try {
    config(argv, env);
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
}

describe('serveConfig', () => {
  it('reads every setting from flags, else from the environment', () => {
    expect(config([])).toEqual({ port: 8787, host: '127.0.0.1', keys: [], log: 'text', accessLog: false, metrics: false });
    const env = {
      PORT: '9000',
      HOST: '0.0.0.0',
      RATEBOOK_KEYS: 'live_a_0123456789abcdef, live_b_0123456789abcdef',
      RATEBOOK_REDIS_URL: 'redis://r:6379',
      RATEBOOK_RATE_LIMIT: '1000/1h',
      RATEBOOK_ON_STORE_ERROR: 'deny',
      RATEBOOK_MAX_STALE: '90000',
      RATEBOOK_LOG: 'json',
      RATEBOOK_ACCESS_LOG: 'yes',
      RATEBOOK_METRICS: '9100',
    };
    expect(config([], env)).toEqual({
      port: 9000,
      host: '0.0.0.0',
      keys: ['live_a_0123456789abcdef', 'live_b_0123456789abcdef'],
      redis: { url: 'redis://r:6379', cluster: false },
      rateLimit: { limit: 1000, windowSeconds: 3600 },
      onStoreError: 'deny',
      maxStaleSeconds: 90_000,
      log: 'json',
      accessLog: true,
      metrics: 9100,
    });
    // A flag wins over its variable; RATEBOOK_PORT over PORT; RATEBOOK_KEYS over RATEBOOK_KEY.
    expect(config(['--port', '1234', '--key', 'live_flag_0123456789abcdef', '--metrics'], env)).toMatchObject({
      port: 1234,
      keys: ['live_flag_0123456789abcdef'],
      metrics: true,
    });
    expect(config([], { PORT: '1', RATEBOOK_PORT: '2' }).port).toBe(2);
    expect(config([], { RATEBOOK_KEY: 'live_one_0123456789abcdef', RATEBOOK_KEYS: 'live_two_0123456789abcdef' }).keys).toEqual(['live_two_0123456789abcdef']);
    expect(config(['--metrics=0']).metrics).toBe(0);
    expect(config([], { RATEBOOK_METRICS: 'false' }).metrics).toBe(false);
  });

  it('refuses what cannot work, naming the option', () => {
    expect(refusal(['--rate-limit', '10'])).toMatchObject({ code: 'invalid_parameter', param: 'rate-limit' });
    expect(refusal(['--rate-limit', '0/60'])).toMatchObject({ param: 'rate-limit' });
    expect(refusal([], { RATEBOOK_ON_STORE_ERROR: 'maybe' })).toMatchObject({ param: 'on-store-error' });
    expect(refusal(['--redis', 'redis://r:6379'])).toMatchObject({ param: 'redis' });
    expect(refusal(['--redis-cluster'])).toMatchObject({ param: 'redis-cluster' });
    expect(refusal(['--live', '--redis', 'redis://r', '--store', 'x.json'])).toMatchObject({ param: 'store' });
    expect(refusal(['--max-stale', '-1'])).toMatchObject({ param: 'max-stale' });
    expect(refusal(['--max-stale', 'soon'])).toMatchObject({ param: 'max-stale' });
    expect(refusal([], { PORT: '70000' })).toMatchObject({ param: 'port' });
    expect(refusal([], { RATEBOOK_ACCESS_LOG: 'perhaps' })).toMatchObject({ param: 'access-log' });
  });

  it('reads the store timeout and the fleet size, from flags or the environment, only beside --redis and --rate-limit', () => {
    const fleet = ['--redis', 'redis://r:6379', '--rate-limit', '1000/3600'];
    expect(config([...fleet, '--store-timeout', '1500', '--fleet-size', '4'])).toMatchObject({ storeTimeoutMs: 1500, fleetSize: 4 });
    expect(config(fleet, { RATEBOOK_STORE_TIMEOUT: '800', RATEBOOK_FLEET_SIZE: '3' })).toMatchObject({ storeTimeoutMs: 800, fleetSize: 3 });
    expect(config(fleet)).not.toHaveProperty('storeTimeoutMs');
    for (const bad of ['0', '60001', '1.5', 'soon']) expect(refusal([...fleet, '--store-timeout', bad])).toMatchObject({ param: 'store-timeout' });
    for (const bad of ['0', '10001', '-2']) expect(refusal(fleet, { RATEBOOK_FLEET_SIZE: bad })).toMatchObject({ param: 'fleet-size' });
    expect(refusal(['--fleet-size', '4'])).toMatchObject({ code: 'invalid_parameter', param: 'fleet-size' });
    expect(refusal(['--redis', 'redis://r:6379', '--live', '--store-timeout', '500'])).toMatchObject({ param: 'store-timeout' });
  });

  it('fingerprints a key as key# and 8 hex digits of its SHA-256', async () => {
    // printf live_0123456789abcdef | sha256sum
    expect(await keyFingerprint('live_0123456789abcdef')).toMatch(/^key#[0-9a-f]{8}$/);
    expect(await keyFingerprint('live_0123456789abcdef')).not.toBe(await keyFingerprint('live_0123456789abcdeg'));
  });
});
