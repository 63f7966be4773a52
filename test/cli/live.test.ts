import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, loadDataset } from '../../src/index.js';
import { defaultDataset } from '../../src/data.js';
import { conversionJson } from '../../src/http/json.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { embeddedWithout, feedServer, realUsd, send } from '../live/helpers.js';
import { ed25519Pair } from '../live/stored.js';
import { createLiveDataset, httpDatasetStore } from '../../src/live/index.js';
import { keySpec, importDatasetKey } from '../../src/live/sign/datasetKey.js';
import { signatureFault } from '../../src/live/sign/signedText.js';
import { runCli } from '../../src/cli/runCli.js';

// The built program, as `npx ratebook` runs it; `npm test` builds before testing.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const KEY = 'live_cli_live_test_key';
const dir = mkdtempSync(join(tmpdir(), 'ratebook-cli-live-'));
const minus1 = join(dir, 'minus1.json');
let feed: Awaited<ReturnType<typeof feedServer>>;

beforeAll(async () => {
  writeFileSync(minus1, JSON.stringify(datasetFile(embeddedWithout(1))));
  feed = await feedServer((_p, res) => send(res, realUsd('2026-09-29')));
});
afterAll(async () => {
  await feed.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs a command in this process (runCli, what dist/cli.js calls with the process's streams), its
 * output kept: a process of the built program costs about 0.3 s of CPU to start, and what these
 * commands answer is not the process's. The runs with environment variables or a working directory of
 * their own, and the servers, are processes of the built program (below).
 */
async function ratebook(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  let [stdout, stderr] = ['', ''];
  const status = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { status, stdout, stderr };
}

/** The built program with environment variables added, asynchronously (the feed server lives in this process, so spawnSync would block it). */
function ratebookWith(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return ratebookIn(undefined, env, ...args);
}

/** The same in a working directory. */
function ratebookIn(
  cwd: string | undefined,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('ratebook fetch', () => {
  it('runs one round on top of --data and writes the result', async () => {
    const out = join(dir, 'fetched.json');
    const { status, stdout, stderr } = await ratebook(
      'fetch',
      'fawazahmed0',
      '--data',
      minus1,
      '--out',
      out,
      '--source-url',
      `fawazahmed0=${feed.url}/usd.min.json`,
      '--timeout',
      '5',
    );
    expect(status).toBe(0);
    // One line per attempt: one attempt, which delivered.
    expect(stderr.match(/fetch: fawazahmed0 from 127\.0\.0\.1:\d+, attempt \d of 3/g)).toHaveLength(1);
    expect(stdout).toMatch(/^wrote .*fetched\.json: newest quote 2026-09-29 .*fawazahmed0 ok 2026-09-29/);
    // The round's warnings: one summary line, no line per code.
    expect(stderr).toMatch(/^ratebook: round 2026-09-29: \d+ withheld \(.*\), \d+ unknown codes$/m);
    expect(stderr).not.toMatch(/warning: (withheld|withdrawn|unknown_code)/);
    expect(loadDataset(readFileSync(out, 'utf8')).snapshots.at(-1)!.date).toBe('2026-09-29');
  });

  it('signs the file with RATEBOOK_SIGNING_KEY (with the curation state); RATEBOOK_VERIFY_KEY refuses an unsigned --data and writes nothing', async () => {
    const secret = 'a-cli-secret-of-at-least-32-bytes!!';
    const out = join(dir, 'signed.json');
    const url = `fawazahmed0=${feed.url}/usd.min.json`;
    const signed = await ratebookWith({ RATEBOOK_SIGNING_KEY: secret }, 'fetch', '--data', minus1, '--out', out, '--source-url', url, '--timeout', '5');
    expect(signed.status).toBe(0);
    const text = readFileSync(out, 'utf8');
    // The signed head of its version too: a follower with the verify key then refuses an older file (no rollback).
    expect(Object.keys(JSON.parse(text)).slice(-3)).toEqual(['curation', 'head', 'signature']);
    expect(loadDataset(text).snapshots.at(-1)!.date).toBe('2026-09-29');
    // The signed file is a --data file for the next fetch, which verifies it.
    const next = join(dir, 'signed-next.json');
    const verified = await ratebookWith(
      { RATEBOOK_SIGNING_KEY: secret, RATEBOOK_VERIFY_KEY: secret },
      'fetch',
      '--data',
      out,
      '--out',
      next,
      '--source-url',
      url,
      '--timeout',
      '5',
    );
    expect(verified.status).toBe(0);
    const refused = await ratebookWith(
      { RATEBOOK_VERIFY_KEY: secret },
      'fetch',
      '--data',
      minus1,
      '--out',
      join(dir, 'refused.json'),
      '--source-url',
      url,
      '--timeout',
      '5',
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/refused \(signature\)/);
    expect(existsSync(join(dir, 'refused.json'))).toBe(false);
    const malformed = await ratebookWith({ RATEBOOK_SIGNING_KEY: 'short' }, 'fetch', '--out', join(dir, 'x.json'), '--source-url', url);
    expect(malformed.status).not.toBe(0);
    expect(malformed.stderr).toMatch(/RATEBOOK_SIGNING_KEY/);
    expect(malformed.stderr).not.toMatch(/short/);
  });

  it('writes nothing and exits 1 when no source delivers', async () => {
    const down = await feedServer(() => {});
    await down.close();
    const out = join(dir, 'never.json');
    const { status, stderr } = await ratebook('fetch', '--out', out, '--source-url', `fawazahmed0=${down.url}/usd.min.json`);
    expect(status).toBe(1);
    expect(stderr).toContain('warning: feed_unreachable: fawazahmed0:');
    // Every attempt announced, the first and both retries.
    expect(stderr.match(/fetch: fawazahmed0 from 127\.0\.0\.1:\d+, attempt [123] of 3/g)).toHaveLength(3);
    expect(stderr).toMatch(/ratebook: service_unavailable: /);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an unknown source and a --source-url for a source not in the run', async () => {
    expect((await ratebook('fetch', 'yahoo', '--out', join(dir, 'x.json'))).stderr).toMatch(/^ratebook: invalid_parameter: Unknown source "yahoo"/);
    expect((await ratebook('fetch', '--out', join(dir, 'x.json'), '--source-url', 'ecb=http://127.0.0.1:1/x.xml')).stderr).toMatch(
      /^ratebook: invalid_parameter: --source-url/,
    );
    const timeout = await ratebook('fetch', '--out', join(dir, 'x.json'), '--timeout', '0');
    expect([timeout.status, timeout.stderr.split(':')[1]?.trim()]).toEqual([1, 'invalid_parameter']);
  });
});

describe('ratebook publish', () => {
  it('runs the example of its help: the embedded data as a file that --data loads', async () => {
    const help = await ratebook('help', 'publish');
    const example = /Example: ratebook (.*)$/m.exec(help.stdout)![1]!.split(' ');
    const cwd = mkdtempSync(join(dir, 'publish-'));
    const { status, stdout } = await ratebookIn(cwd, {}, ...example);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^wrote dataset\.json: \d+ snapshots, newest 2026-09-29 .*, unsigned$/m);
    const text = readFileSync(join(cwd, 'dataset.json'), 'utf8');
    expect(loadDataset(text).snapshots.length).toBe(defaultDataset.snapshots.length);
    expect((await ratebook('convert', '100', 'USD', 'EUR', '--data', join(cwd, 'dataset.json'))).status).toBe(0);
  });

  it('signs a --data file with its curation state; the output verifies with the public key, loads with --data, and a follower adopts it over HTTP', async () => {
    const pair = await ed25519Pair();
    const fetched = join(dir, 'to-publish.json');
    expect((await ratebook('fetch', '--data', minus1, '--out', fetched, '--source-url', `fawazahmed0=${feed.url}/usd.min.json`, '--timeout', '5')).status).toBe(
      0,
    );
    const out = join(dir, 'published.json');
    const published = await ratebookWith({ RATEBOOK_SIGNING_KEY: pair.signing }, 'publish', '--data', fetched, '--out', out);
    expect(published.status).toBe(0);
    expect(published.stdout).toMatch(/newest 2026-09-29 .*, with its curation state, signed$/m);
    const text = readFileSync(out, 'utf8');
    // The signed head of its version too: a follower with the verify key then refuses an older file (no rollback).
    expect(Object.keys(JSON.parse(text)).slice(-3)).toEqual(['curation', 'head', 'signature']);
    const spec = keySpec(pair.verify, 'verify', 'verifyKey');
    expect(await signatureFault(text, { alg: spec.alg, key: () => importDatasetKey(spec, 'verify') })).toBeUndefined();
    expect((await ratebook('convert', '100', 'USD', 'EUR', '--data', out)).status).toBe(0);
    // --signing-key gives the key on the command line instead; the same bytes, as Ed25519 is deterministic.
    const again = join(dir, 'published-again.json');
    expect((await ratebook('publish', '--data', fetched, '--out', again, '--signing-key', pair.signing)).status).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(text);

    const origin = await feedServer((_p, res, headers) => {
      if (headers['if-none-match'] === '"p1"') return void res.writeHead(304).end();
      send(res, text, 'application/json', { etag: '"p1"' });
    });
    const errors: unknown[] = [];
    const live = createLiveDataset({
      initial: embeddedWithout(1),
      sources: [],
      intervalSeconds: 0,
      store: httpDatasetStore({ url: `${origin.url}/dataset.json`, verifyKey: pair.verify, intervalSeconds: 0 }),
      onError: (e) => errors.push(e),
    });
    await live.refresh();
    await live.refresh();
    await live.stop();
    await origin.close();
    expect(errors).toEqual([]);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(origin.requests.map((r) => r.headers['if-none-match'])).toEqual([undefined, '"p1"']);
  });

  it('refuses a malformed --signing-key without quoting it, and with RATEBOOK_VERIFY_KEY an unsigned --data', async () => {
    const malformed = await ratebook('publish', '--out', join(dir, 'never.json'), '--signing-key', 'short-key');
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/^ratebook: invalid_parameter: The option --signing-key /);
    expect(malformed.stderr).not.toContain('short-key');
    const refused = await ratebookWith(
      { RATEBOOK_VERIFY_KEY: 'a-cli-secret-of-at-least-32-bytes!!' },
      'publish',
      '--data',
      minus1,
      '--out',
      join(dir, 'never.json'),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/refused \(signature: it carries none\)/);
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
  });

  it("refuses a --data file whose curation state is malformed (loadDataset leaves it to live's reader)", async () => {
    const bad = join(dir, 'bad-curation.json');
    writeFileSync(bad, JSON.stringify({ ...JSON.parse(readFileSync(minus1, 'utf8')), curation: { pending: {}, levels: { EUR: 'soon' }, recent: {} } }));
    const refused = await ratebook('publish', '--data', bad, '--out', join(dir, 'never.json'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('curation.levels.EUR: expected a date YYYY-MM-DD');
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
  });
});

describe('ratebook serve --live', () => {
  it('serves the live dataset with /v1/status, keeps it in --store, and exits on SIGTERM', async () => {
    const store = join(dir, 'store.json');
    const child = spawn(process.execPath, [
      cli,
      'serve',
      '--live',
      '--every',
      '0.5',
      '--port',
      '0',
      '--key',
      KEY,
      '--data',
      minus1,
      '--store',
      store,
      '--source-url',
      `fawazahmed0=${feed.url}/usd.min.json`,
    ]);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const updated = new Promise<string>((resolve) => {
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString();
        if (/now serving 2026-09-29/.test(stdout) && /serving on (http:\S+)/.test(stdout)) resolve(/serving on (http:\S+)/.exec(stdout)![1]!);
      });
    });
    const url = await updated;
    const res = await fetch(`${url}/v1/status`, { headers: { authorization: `Bearer ${KEY}` } });
    const status = (await res.json()) as { date: string; sources: { name: string; ok: boolean }[] };
    expect(status).toMatchObject({ date: '2026-09-29', sources: [{ name: 'fawazahmed0', ok: true }] });
    const rates = await fetch(`${url}/v1/rates`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(((await rates.json()) as { date: string }).date).toBe('2026-09-29');
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(loadDataset(readFileSync(store, 'utf8')).snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(stderr).not.toMatch(/feed_|invalid|error/);
    // The operator's lines: the data at start, the date each accepted round serves, and the round's
    // withheld values and unknown codes as one line (the real document quotes codes without metadata
    // and currencies ISO 4217 withdrew), never one line per code.
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^serving data of 2026-09-28, updated 2026-09-28T00:00:00Z, \d+ d \d+ h old: STALE$/);
    expect(lines.filter((l) => l.startsWith('now serving '))).toEqual([
      expect.stringMatching(/^now serving 2026-09-29, updated 2026-09-29T00:00:00Z, \d+ d \d+ h old: (STALE|fresh)$/),
    ]);
    const summaries = stderr.split('\n').filter((l) => l.includes('round '));
    expect(summaries).toEqual([
      expect.stringMatching(/^ratebook: round 2026-09-29: \d+ withheld \(([a-z_]+: \d+, )*withdrawn: 3(, [a-z_]+: \d+)*\), \d+ unknown codes$/),
    ]);
    expect(stderr).not.toMatch(/live: (withheld|jump_withheld|withdrawn|unknown_code|level_change)/);
  });

  it('writes --store at its first round even when the feed has nothing newer, for status --store', async () => {
    const store = join(dir, 'unchanged-store.json');
    // The embedded data already holds the feed's 2026-09-29: the round changes nothing.
    const child = spawn(process.execPath, [
      cli,
      'serve',
      '--live',
      '--every',
      '3600',
      '--port',
      '0',
      '--key',
      KEY,
      '--store',
      store,
      '--source-url',
      `fawazahmed0=${feed.url}/usd.min.json`,
    ]);
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The round's only trace is the file: wait for it (bounded by the test's timeout), then stop.
    while (!existsSync(store)) await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).not.toMatch(/now serving/);
    const status = await ratebook('status', '--store', store);
    expect(status.status).toBe(1); // stale today, and read
    expect(JSON.parse(status.stdout)).toMatchObject({ date: '2026-09-29', stale: true });
  });

  it('refuses the live options without --live', async () => {
    const { status, stderr } = await ratebook('serve', '--every', '60', '--port', '0');
    expect(status).toBe(3); // a configuration that cannot work
    expect(stderr).toMatch(/^ratebook: invalid_parameter: --every needs --live/);
  });
});

describe('freshness in the CLI', () => {
  it('ratebook status prints the freshness of the data, without a notice', () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [cli, 'status'], { encoding: 'utf8' });
    expect(status).toBe(1); // the embedded data is stale today
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toMatchObject({ date: '2026-09-29', updated_at: '2026-09-29T00:00:00Z', stale: true });
    const table = spawnSync(process.execPath, [cli, 'status', '--table'], { encoding: 'utf8' });
    expect(table.stdout).toMatch(/^newest quote 2026-09-29, updated 2026-09-29T00:00:00Z, (\d+ d )?\d+ h old: STALE/);
  });

  it('an answer from stale data adds one notice line on stderr and leaves stdout as it was', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
    const stale = run('convert', '100', 'USD', 'EUR');
    expect(stale.status).toBe(0);
    // stdout is exactly the answer's JSON, as before the notice existed.
    expect(stale.stdout).toBe(`${conversionJson(convert(defaultDataset, { amount: '100', from: 'USD', to: 'EUR' }, { numbers: 'string' }))}\n`);
    expect(stale.stderr.split('\n')).toHaveLength(2);
    expect(stale.stderr).toMatch(/^ratebook: notice: stale data: the newest quote is 2026-09-29 \(\d+ days old\)/);
    // A past date is answered from its own snapshot: no notice.
    expect(run('history', '2025-01-15').stderr).toBe('');
  });
});
