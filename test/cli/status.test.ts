import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const fixtureText = readFileSync(new URL('../fixtures/small.json', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'ratebook-status-'));
const KEY = 'live_status_test_key_0123456789';

function ratebook(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, RATEBOOK_KEY: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A dataset file whose newest quote is today, captured an hour ago: fresh by any calendar. */
function freshFile(): string {
  const data = JSON.parse(fixtureText);
  const captured = new Date(Date.now() - 3600_000);
  const last = data.snapshots[data.snapshots.length - 1];
  data.snapshots.push({ ...last, date: captured.toISOString().slice(0, 10), updated_at: `${captured.toISOString().slice(0, 19)}Z` });
  const file = join(dir, 'fresh.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

// A server that is not ratebook: each path answers one way.
let other: Server;
let otherUrl = '';
beforeAll(async () => {
  other = createServer((req, res) => {
    if (req.url === '/refuses/v1/status') return void res.writeHead(401).end('{}');
    if (req.url === '/json/v1/status') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    res.writeHead(404).end('nothing here');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => {
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ratebook status exit codes', () => {
  it('exits 0 for fresh data and 1 for stale data, with the age in days and hours', async () => {
    const fresh = await ratebook('status', '--data', freshFile(), '--table');
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toMatch(/, \d+ h old: fresh/);
    const stale = await ratebook('status', '--data', fileURLToPath(new URL('../fixtures/small.json', import.meta.url)), '--table');
    expect(stale.status).toBe(1);
    expect(stale.stdout).toMatch(/, \d+ d \d+ h old: STALE/);
  });

  it('reads the --store file of a serve --live', async () => {
    expect((await ratebook('status', '--store', freshFile())).status).toBe(0);
  });

  it('exits 2 when the server is unreachable', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const res = await ratebook('status', '--server', `http://127.0.0.1:${port}`, '--key', KEY);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/^ratebook: service_unavailable: /);
  });

  it('exits 2 when the server refuses the key, has no such path, or answers a JSON that is not a status', async () => {
    const refused = await ratebook('status', '--server', `${otherUrl}/refuses`, '--key', KEY);
    expect([refused.status, refused.stderr.split(':')[1]?.trim()]).toEqual([2, 'invalid_api_key']);
    const missing = await ratebook('status', '--server', `${otherUrl}/elsewhere`, '--key', KEY);
    expect([missing.status, missing.stderr.split(':')[1]?.trim()]).toEqual([2, 'not_found']);
    const json = await ratebook('status', '--server', `${otherUrl}/json`, '--key', KEY);
    expect([json.status, json.stderr.split(':')[1]?.trim()]).toEqual([2, 'not_found']);
  });

  it('exits 0 for a running ratebook server with fresh data; without a key, 3 with missing_parameter', async () => {
    const server = spawn(process.execPath, [cli, 'serve', '--data', freshFile(), '--port', '0', '--key', KEY]);
    try {
      const url = await new Promise<string>((resolve) => {
        let text = '';
        server.stdout.on('data', (c: Buffer) => {
          text += c.toString();
          const m = /http:\/\/127\.0\.0\.1:\d+/.exec(text);
          if (m) resolve(m[0]);
        });
      });
      expect((await ratebook('status', '--server', url, '--key', KEY)).status).toBe(0);
      const nokey = await ratebook('status', '--server', url);
      expect([nokey.status, nokey.stderr.split(':')[1]?.trim()]).toEqual([3, 'missing_parameter']);
    } finally {
      server.kill('SIGTERM');
    }
  });

  it('exits 3 for a usage or configuration error: a mistyped option, a bad data file, a bad --timeout', async () => {
    expect((await ratebook('status', '--servr', 'http://127.0.0.1:1')).status).toBe(3);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"not":"a dataset"}');
    expect((await ratebook('status', '--data', bad)).status).toBe(3);
    expect((await ratebook('status', '--server', 'http://127.0.0.1:1', '--key', KEY, '--timeout', 'soon')).status).toBe(3);
    expect((await ratebook('status', '--timeout', '1')).status).toBe(3);
  });

  it('exits 2 within --timeout against a server that accepts and never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const res = await ratebook('status', '--server', `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, '--key', KEY, '--timeout', '0.5');
      expect(res.status).toBe(2);
      expect(res.stderr).toMatch(/did not answer within 0\.5 s/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
