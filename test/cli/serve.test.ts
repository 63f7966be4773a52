import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const fixtureText = readFileSync(new URL('../fixtures/small.json', import.meta.url), 'utf8');
const KEY = 'live_serve_test_key_0123456789';
const dir = mkdtempSync(join(tmpdir(), 'ratebook-serve-'));
const file = join(dir, 'dataset.json');
let child: ChildProcessWithoutNullStreams | undefined;

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the first output line matching `pattern` (stdout or stderr), or rejects after 10 s. */
function waitFor(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; got: ${text}`)), 10_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) {
        clearTimeout(timer);
        stream.off('data', onData);
        resolve(match[0]);
      }
    };
    stream.on('data', onData);
  });
}

const newestDate = async (url: string) => {
  const res = await fetch(`${url}/v1/rates`, { headers: { authorization: `Bearer ${KEY}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { date: string }).date;
};

describe('ratebook serve --data', () => {
  it('serves the file, reloads it on SIGHUP, and keeps the old dataset when a reload is invalid', async () => {
    writeFileSync(file, fixtureText);
    child = spawn(process.execPath, [cli, 'serve', '--data', file, '--port', '0', '--key', KEY]);
    // First the data's date and freshness, in the words of `ratebook status`, then the URL.
    const start = await waitFor(child.stdout, /^serving data of 2024-04-15, updated 2024-04-15T\S+, \d+ d \d+ h old: STALE\n[\s\S]*http:\/\/127\.0\.0\.1:\d+/);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(start)![0];
    expect(await newestDate(url)).toBe('2024-04-15');

    const next = JSON.parse(fixtureText);
    next.snapshots.push({ ...next.snapshots[2], date: '2024-05-01', updated_at: '2024-05-01T16:00:00Z' });
    writeFileSync(file, JSON.stringify(next));
    const reloaded = waitFor(child.stdout, /reloaded .*: now serving 2024-05-01, updated 2024-05-01T16:00:00Z, /);
    child.kill('SIGHUP');
    await reloaded;
    expect(await newestDate(url)).toBe('2024-05-01');

    writeFileSync(file, '{"format": "ratebook-dataset@1", "pivot": ');
    const refused = waitFor(child.stderr, /reload of .* failed, still serving the previous dataset: invalid_dataset/);
    child.kill('SIGHUP');
    await refused;
    expect(await newestDate(url)).toBe('2024-05-01');
  });

  it('refuses a key without the live_ prefix', async () => {
    const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));
    const bad = spawn(process.execPath, [cli, 'serve', '--data', fixture, '--port', '0', '--key', 'secret']);
    const line = await waitFor(bad.stderr, /ratebook: invalid_parameter: .*/);
    expect(line).not.toContain('secret');
    bad.kill();
  });

  it('says plainly when the port is taken', async () => {
    const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));
    const first = spawn(process.execPath, [cli, 'serve', '--data', fixture, '--port', '0', '--key', KEY]);
    try {
      const port = (await waitFor(first.stdout, /127\.0\.0\.1:\d+/)).split(':')[1]!;
      const second = spawn(process.execPath, [cli, 'serve', '--data', fixture, '--port', port, '--key', KEY]);
      expect(await waitFor(second.stderr, /ratebook: invalid_parameter: cannot listen on 127\.0\.0\.1:\d+: EADDRINUSE/)).toBeTruthy();
      second.kill();
    } finally {
      first.kill();
    }
  });

  it('exits on SIGTERM while a client holds half a header', async () => {
    const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));
    const server = spawn(process.execPath, [cli, 'serve', '--data', fixture, '--port', '0', '--key', KEY]);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const port = Number((await waitFor(server.stdout, /127\.0\.0\.1:\d+/)).split(':')[1]);
    const client = connect(port, '127.0.0.1');
    client.on('error', () => undefined);
    await once(client, 'connect');
    await new Promise<void>((resolve) => client.write('GET /v1/rates HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => resolve()));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    client.destroy();
  }, 20_000);

  it('takes the key from RATEBOOK_KEY, says so in --help, and refuses a short one', async () => {
    const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));
    const help = spawn(process.execPath, [cli, 'serve', '--help']);
    expect(await waitFor(help.stdout, /RATEBOOK_KEY/)).toBeTruthy();
    const envKey = 'live_from_the_environment_42';
    const server = spawn(process.execPath, [cli, 'serve', '--data', fixture, '--port', '0'], { env: { ...process.env, RATEBOOK_KEY: envKey } });
    try {
      const url = (await waitFor(server.stdout, /http:\/\/127\.0\.0\.1:\d+/)).trim();
      expect((await fetch(`${url}/v1/rates`, { headers: { authorization: `Bearer ${envKey}` } })).status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    const short = spawn(process.execPath, [cli, 'serve', '--data', fixture, '--port', '0'], { env: { ...process.env, RATEBOOK_KEY: 'live_short' } });
    const exit = new Promise<number | null>((resolve) => short.once('exit', (code) => resolve(code)));
    expect(await waitFor(short.stderr, /^ratebook: invalid_parameter: /)).toBeTruthy();
    // A configuration that cannot work: exit 3.
    expect(await exit).toBe(3);
  });
});
