import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keyFingerprint } from '../../src/cli/output/logger.js';
import { parsePrometheus, sampleValue } from '../http/prometheusText.js';
import { serveUrl, startServe } from './serveProcess.js';

// `npm run build:js` first: this runs the built program.
const KEY = 'live_accesslog_0123456789abcdef';

/** Sends raw bytes on a fresh connection and resolves with what came back before the server closed it. */
async function raw(port: number, bytes: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  await once(socket, 'connect');
  socket.write(bytes);
  await once(socket, 'close');
  return answer;
}

type Line = Record<string, unknown>;

describe('ratebook serve --access-log', () => {
  it("writes the client's address, the key's fingerprint, method, route, status and duration, and never the key", async () => {
    const serve = startServe(['--port', '0', '--key', KEY, '--log', 'json', '--access-log']);
    try {
      const url = await serveUrl(serve);
      expect((await fetch(`${url}/v1/rates?base=EUR`, { headers: { authorization: `Bearer ${KEY}`, 'x-request-id': 'with-key' } })).status).toBe(200);
      expect((await fetch(`${url}/v1/rates`, { headers: { authorization: 'Bearer live_someone_elses_key_0123', 'x-request-id': 'wrong-key' } })).status).toBe(
        401,
      );
      await serve.waitFor(/"request_id":"wrong-key"/);
      const access = serve.lines.filter((l) => l.includes('"event":"access"')).map((l) => JSON.parse(l) as Line);
      const ok = access.find((l) => l.request_id === 'with-key')!;
      expect(ok).toMatchObject({ key: await keyFingerprint(KEY), method: 'GET', route: '/v1/rates', status: 200, level: 'info' });
      expect(ok.client).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(typeof ok.duration_ms).toBe('number');
      expect(ok.message).toContain(ok.key);
      // A refused key has no fingerprint: it is no key of this server's.
      const refused = access.find((l) => l.request_id === 'wrong-key')!;
      expect(refused).toMatchObject({ method: 'GET', route: '/v1/rates', status: 401 });
      expect(refused).not.toHaveProperty('key');
      expect(refused.client).toMatch(/127\.0\.0\.1$/);
      expect(serve.lines.join('\n')).not.toMatch(/accesslog_0123|someone_elses/);
    } finally {
      await serve.stop();
    }
  }, 30_000);

  it('writes a line for each request the HTTP parser refuses: a malformed request line, headers too large', async () => {
    const serve = startServe(['--port', '0', '--key', KEY, '--log', 'json', '--access-log']);
    try {
      const port = Number(/:(\d+)$/.exec(await serveUrl(serve))![1]);
      expect(await raw(port, 'GET /v1/rates HTTP/1.1 junk\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
      expect(await raw(port, `GET /v1/rates HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
      await serve.waitFor(/"event":"access".*"status":431/);
      const refused = serve.lines
        .filter((l) => l.includes('"event":"access"'))
        .map((l) => JSON.parse(l) as Line)
        .filter((l) => 'refused' in l);
      expect(refused.map((l) => l.status)).toEqual([400, 431]);
      expect(refused.map((l) => l.refused)).toEqual([expect.stringMatching(/^HPE_/), 'HPE_HEADER_OVERFLOW']);
      for (const line of refused) expect(line.client).toMatch(/127\.0\.0\.1$/);
    } finally {
      await serve.stop();
    }
  }, 30_000);

  it("serves the process's figures at /metrics under prom-client's names, in text the strict parser takes", async () => {
    const serve = startServe(['--port', '0', '--key', KEY, '--metrics']);
    try {
      const url = await serveUrl(serve);
      const parsed = parsePrometheus(await (await fetch(`${url}/metrics`)).text());
      for (const name of [
        'process_resident_memory_bytes',
        'process_heap_bytes',
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_seconds',
        'nodejs_gc_duration_seconds',
      ])
        expect(parsed.types.has(name)).toBe(true);
      expect(sampleValue(parsed, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    } finally {
      await serve.stop();
    }
  }, 30_000);
});
