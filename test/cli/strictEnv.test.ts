import { describe, expect, it } from 'vitest';
import { knownVariables, strictEnvironment } from '../../src/cli/args/strictEnv.js';
import { SERVE_ENV } from '../../src/cli/commands/serveConfig.js';
import { serveEntry } from '../../src/cli/commands/serveEntry.js';
import { serveUrl, startServe } from './serveProcess.js';

const KEY = 'live_strict_env_key_0123456789';
const OTHER = 'live_strict_env_other_0123456789';

function refusal(env: Record<string, string>): { code?: string; param?: string; message: string } {
  try {
    strictEnvironment(env, serveEntry.options, SERVE_ENV);
  } catch (error) {
    return error as { code: string; param: string; message: string };
  }
  throw new Error('accepted');
}

/** `ratebook serve` started with this environment: its exit code and what it said on stderr. */
async function refusedAtStart(env: Record<string, string>, args: string[] = ['--port', '0']) {
  const serve = startServe(args, env);
  const exit = await serve.exited;
  return { exit, stderr: serve.stderr.join('\n') };
}

describe('strictEnvironment', () => {
  it('refuses an unknown RATEBOOK_ variable with the nearest known name', () => {
    expect(refusal({ RATEBOOK_RATE_LIMT: '3/60' })).toMatchObject({ code: 'invalid_parameter', param: 'RATEBOOK_RATE_LIMT' });
    expect(refusal({ RATEBOOK_RATE_LIMT: '3/60' }).message).toContain('did you mean RATEBOOK_RATE_LIMIT?');
    expect(refusal({ RATEBOOK_MAXSTALE: '60' }).message).toContain('did you mean RATEBOOK_MAX_STALE?');
    expect(refusal({ RATEBOOK_NOTHING_LIKE_IT: '1' }).message).not.toContain('did you mean');
  });

  it('refuses RATEBOOK_KEYS with no key, and RATEBOOK_KEY beside RATEBOOK_KEYS that do not list it', () => {
    expect(refusal({ RATEBOOK_KEYS: '' })).toMatchObject({ code: 'invalid_parameter', param: 'RATEBOOK_KEYS' });
    expect(refusal({ RATEBOOK_KEYS: ' , ' })).toMatchObject({ param: 'RATEBOOK_KEYS' });
    expect(refusal({ RATEBOOK_KEYS: OTHER, RATEBOOK_KEY: KEY })).toMatchObject({ code: 'invalid_parameter', param: 'RATEBOOK_KEY' });
    expect(() => strictEnvironment({ RATEBOOK_KEYS: `${OTHER}, ${KEY}`, RATEBOOK_KEY: KEY }, serveEntry.options, SERVE_ENV)).not.toThrow();
  });

  it('accepts every RATEBOOK_ variable ratebook reads: the options, their aliases, the store keys, the benchmarks', () => {
    const legitimate = [
      ...['ACCESS_LOG', 'DATA', 'HOST', 'KEY', 'KEYS', 'LIVE', 'LOG', 'MAX_STALE', 'METRICS', 'ON_STORE_ERROR', 'PORT'],
      ...['RATE_LIMIT', 'REDIS', 'REDIS_URL', 'REDIS_CLUSTER', 'REDIS_CLIENT', 'SOURCE', 'SOURCE_URL', 'EVERY', 'STORE'],
      ...['SIGNING_KEY', 'VERIFY_KEY', 'DIST', 'BEFORE'],
    ].map((name) => `RATEBOOK_${name}`);
    const env = Object.fromEntries(legitimate.map((name) => [name, name === 'RATEBOOK_KEYS' ? KEY : name === 'RATEBOOK_KEY' ? KEY : 'x']));
    expect(() => strictEnvironment({ ...env, PORT: '1', HOST: 'h', PATH: '/bin' }, serveEntry.options, SERVE_ENV)).not.toThrow();
  });

  it('knows the variable of an option as soon as the option table has it', () => {
    // store-timeout and fleet-size came this way; a made-up option stands for the next one.
    expect(knownVariables(serveEntry.options, SERVE_ENV)).toEqual(expect.arrayContaining(['RATEBOOK_STORE_TIMEOUT', 'RATEBOOK_FLEET_SIZE']));
    const options = [...serveEntry.options, { name: 'next-option', type: 'string' as const, description: 'x' }];
    expect(knownVariables(serveEntry.options, SERVE_ENV)).not.toContain('RATEBOOK_NEXT_OPTION');
    expect(knownVariables(options, SERVE_ENV)).toContain('RATEBOOK_NEXT_OPTION');
    expect(() => strictEnvironment({ RATEBOOK_NEXT_OPTION: '1000' }, options, SERVE_ENV)).not.toThrow();
  });
});

describe('ratebook serve reads its environment strictly', () => {
  it('exits 3 at start for a mistyped variable, naming the one it meant', async () => {
    const { exit, stderr } = await refusedAtStart({ RATEBOOK_KEYS: KEY, RATEBOOK_RATE_LIMT: '3/60' });
    expect(exit).toBe(3);
    expect(stderr).toContain('RATEBOOK_RATE_LIMT');
    expect(stderr).toContain('did you mean RATEBOOK_RATE_LIMIT?');
  }, 30_000);

  it('exits 3 for an empty RATEBOOK_KEYS, and for RATEBOOK_KEY beside a different RATEBOOK_KEYS', async () => {
    const empty = await refusedAtStart({ RATEBOOK_KEYS: '' });
    expect(empty.exit).toBe(3);
    expect(empty.stderr).toContain('RATEBOOK_KEYS is set but lists no key');
    const beside = await refusedAtStart({ RATEBOOK_KEYS: OTHER, RATEBOOK_KEY: KEY });
    expect(beside.exit).toBe(3);
    expect(beside.stderr).toContain('RATEBOOK_KEY is not among RATEBOOK_KEYS');
  }, 30_000);

  it('names the variable a bad value came from: RATEBOOK_PORT, PORT, RATEBOOK_RATE_LIMIT; a flag by its flag', async () => {
    const port = await refusedAtStart({ RATEBOOK_KEYS: KEY, RATEBOOK_PORT: 'eighty' }, []);
    expect(port.exit).toBe(3);
    expect(port.stderr).toContain('Invalid RATEBOOK_PORT "eighty"');
    expect(port.stderr).not.toContain('--port');
    expect((await refusedAtStart({ RATEBOOK_KEYS: KEY, PORT: '99999' }, [])).stderr).toContain('Invalid PORT "99999"');
    const limit = await refusedAtStart({ RATEBOOK_KEYS: KEY, RATEBOOK_RATE_LIMIT: '3' });
    expect(limit.exit).toBe(3);
    expect(limit.stderr).toContain('Invalid RATEBOOK_RATE_LIMIT "3"');
    expect((await refusedAtStart({ RATEBOOK_KEYS: KEY }, ['--port', 'eighty'])).stderr).toContain('Invalid --port "eighty"');
  }, 60_000);

  it('starts with the variables it reads elsewhere set (store keys, the benchmarks)', async () => {
    const serve = startServe(['--port', '0'], {
      RATEBOOK_KEYS: `${KEY},${OTHER}`,
      RATEBOOK_KEY: KEY,
      RATEBOOK_VERIFY_KEY: 'an hmac secret of at least thirty-two bytes, 0123456789',
      RATEBOOK_DIST: 'dist/',
      RATEBOOK_BEFORE: 'elsewhere/',
    });
    const url = await serveUrl(serve);
    expect((await fetch(`${url}/v1/status`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(200);
    expect(await serve.stop()).toBe(0);
  }, 30_000);
});
