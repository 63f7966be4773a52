import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePrometheus, sampleValue } from '../http/prometheusText.js';
import { serveUrl, startServe } from './serveProcess.js';

const ENV_KEYS = ['live_from_env_first_0123456789', 'live_from_env_second_0123456789'];
const FLAG_KEYS = ['live_from_flag_first_0123456789', 'live_from_flag_second_012345678'];
const dir = mkdtempSync(join(tmpdir(), 'ratebook-operator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const get = (url: string, key?: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: key ? { ...headers, authorization: `Bearer ${key}` } : headers });

describe('ratebook serve for operators', () => {
  it('logs JSON lines only, with no key in any line, for keys from the environment and from flags', async () => {
    for (const [args, env, keys] of [
      [['--log', 'json', '--access-log', '--metrics'], { RATEBOOK_KEYS: ENV_KEYS.join(','), PORT: '0' }, ENV_KEYS],
      [['--port', '0', ...FLAG_KEYS.flatMap((k) => ['--key', k])], { RATEBOOK_LOG: 'json', RATEBOOK_ACCESS_LOG: 'true', RATEBOOK_METRICS: 'true' }, FLAG_KEYS],
    ] as const) {
      const serve = startServe(args, env);
      const url = await serveUrl(serve);
      for (const key of keys) expect((await get(`${url}/v1/rates`, key, { 'x-request-id': 'probe-1' })).status).toBe(200);
      expect((await get(`${url}/v1/rates`, 'live_not_a_key_of_this_server')).status).toBe(401);
      expect((await get(`${url}/healthz`)).status).toBe(200);
      expect((await get(`${url}/readyz`)).status).toBe(200);
      const metrics = parsePrometheus(await (await get(`${url}/metrics`)).text());
      expect(sampleValue(metrics, 'ratebook_http_requests_total', { route: '/v1/rates', status: '200' })).toBe(2);
      expect(sampleValue(metrics, 'ratebook_http_requests_total', { route: '/v1/rates', status: '401' })).toBe(1);
      await serve.waitFor(/"event":"access".*"status":401/);
      expect(await serve.stop()).toBe(0);
      const events = serve.lines.filter((l) => l !== '').map((l) => JSON.parse(l) as { time: string; level: string; event: string });
      for (const e of events) {
        expect(Number.isNaN(Date.parse(e.time))).toBe(false);
        expect(['info', 'warn', 'error']).toContain(e.level);
        expect(typeof e.event).toBe('string');
      }
      expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['data', 'start', 'key', 'access', 'shutdown', 'stopped']));
      expect(events.filter((e) => e.event === 'access').map((e) => (e as unknown as { request_id: string }).request_id)).toContain('probe-1');
      const all = serve.lines.join('\n');
      for (const key of [...keys, ...ENV_KEYS, ...FLAG_KEYS]) expect(all).not.toContain(key.slice(5));
      expect(all).toMatch(/key#[0-9a-f]{8},key#[0-9a-f]{8}/);
    }
  }, 60_000);

  it('takes PORT and HOST from the environment, and a flag wins over its variable', async () => {
    const port = await freePort();
    const serve = startServe(['--log', 'text'], { PORT: String(port), HOST: '127.0.0.1', RATEBOOK_LOG: 'json', RATEBOOK_KEY: ENV_KEYS[0]! });
    expect(await serveUrl(serve)).toBe(`http://127.0.0.1:${port}`);
    expect(serve.lines[0]).toMatch(/^serving data of /); // text, as the flag said
    await serve.stop();
  });

  it('serves /metrics on a port of its own with --metrics=PORT, and not on the API port', async () => {
    const port = await freePort();
    const serve = startServe([`--metrics=${port}`, '--port', '0', '--key', ENV_KEYS[0]!]);
    const url = await serveUrl(serve);
    await serve.waitFor(/metrics on http/);
    await get(`${url}/v1/rates`, ENV_KEYS[0]);
    const text = await (await get(`http://127.0.0.1:${port}/metrics`)).text();
    expect(sampleValue(parsePrometheus(text), 'ratebook_http_requests_total', { route: '/v1/rates', status: '200' })).toBe(1);
    expect((await get(`${url}/metrics`)).status).toBe(401);
    expect((await get(`http://127.0.0.1:${port}/v1/rates`, ENV_KEYS[0])).status).toBe(401);
    await serve.stop();
  });

  it('refuses at start, exit 3 with the reason, a configuration that cannot work', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const closed = await freePort();
    for (const [args, reason] of [
      [['--live', '--store', join(file, 'store.json')], /--store .* cannot be written: ENOTDIR/],
      [['--rate-limit', '100'], /Invalid --rate-limit "100"/],
      [['--rate-limit', '10/60', '--on-store-error', 'deny'], /--on-store-error needs --redis/],
      [['--rate-limit', '10/60', '--redis', `redis://127.0.0.1:${closed}`, '--on-store-error', 'deny'], /Redis at redis:\/\/127\.0\.0\.1:\d+ does not answer/],
      [['--log', 'xml'], /Invalid --log "xml"/],
      [['--metrics=http'], /Invalid --metrics "http"/],
    ] as const) {
      const serve = startServe(['--port', '0', ...args]);
      expect(await serve.exited).toBe(3);
      expect(serve.stderr.join('\n')).toMatch(reason);
    }
    const env = startServe(['--port', '0'], { RATEBOOK_RATE_LIMIT: 'lots' });
    expect(await env.exited).toBe(3);
    expect(env.stderr.join('\n')).toMatch(/Invalid RATEBOOK_RATE_LIMIT "lots"/);
  }, 60_000);

  it('with --log json, says why it cannot start in a JSON line too', async () => {
    const serve = startServe(['--port', '0', '--log', 'json', '--rate-limit', 'often']);
    expect(await serve.exited).toBe(3);
    const line = JSON.parse(serve.lines.find((l) => l.startsWith('{'))!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', event: 'start_failed', code: 'invalid_parameter' });
  });

  it('under allow (the default), starts with Redis down, warns once, and counts in memory', async () => {
    const closed = await freePort();
    const serve = startServe(['--port', '0', '--log', 'json', '--rate-limit', '2/60', '--redis', `redis://user:secret-password@127.0.0.1:${closed}`], {
      RATEBOOK_KEYS: ENV_KEYS[0]!,
    });
    const url = await serveUrl(serve);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(`${url}/v1/rates`, ENV_KEYS[0])).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await get(`${url}/readyz`)).status).toBe(200); // not required under allow
    await serve.stop();
    expect(serve.lines.filter((l) => l.includes('"event":"redis_down"'))).toHaveLength(1);
    expect(serve.lines.join('\n')).not.toContain('secret-password');
  }, 30_000);
});
