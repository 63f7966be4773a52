import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { FEED_NAMES } from '../../src/cli/feeds/feeds.js';
import { currencies as currenciesOf } from '../../src/index.js';
import { feedServer, send } from '../live/helpers.js';

// The built program, as `npx ratebook` runs it; `npm test` builds before testing.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const KEY = 'live_cli_serve_live_test';
const FRED_KEY = 'fred-k3y-0123456789';
let fredDate = '2026-09-30';
let feed: Awaited<ReturnType<typeof feedServer>>;
const children: ChildProcessWithoutNullStreams[] = [];

// A made-up FRED answer of DEXUSEU (USD per EUR) near the embedded data's EUR.
beforeAll(async () => {
  feed = await feedServer((_p, res) => send(res, JSON.stringify({ observations: [{ date: fredDate, value: '1.1361' }] })));
});
afterAll(() => feed.close());
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function run(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Starts `serve`, resolves once `pattern` shows in stdout (with the URL it serves on). */
function serve(args: string[], pattern: RegExp) {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--key', KEY, ...args], { env: { ...process.env, FRED_API_KEY: FRED_KEY } });
  children.push(child);
  const out = { stdout: '', stderr: '' };
  child.stderr.on('data', (c: Buffer) => (out.stderr += c.toString()));
  const ready = new Promise<string>((resolve) => {
    child.stdout.on('data', (c: Buffer) => {
      out.stdout += c.toString();
      if (pattern.test(out.stdout) && /serving on (http:\S+)/.test(out.stdout)) resolve(/serving on (http:\S+)/.exec(out.stdout)![1]!);
    });
  });
  const get = async <T>(url: string, path: string) => (await (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as T;
  const stop = async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  };
  return { child, out, ready, get, stop };
}

describe('ratebook serve --live from the command line', () => {
  it('--help lists every source of the feed list and the round options', async () => {
    const { status, stdout } = await run({}, 'serve', '--help');
    expect(status).toBe(0);
    const line = stdout.split('\n').find((l) => l.includes('--source <NAME>'))!;
    for (const name of FEED_NAMES) expect(line).toContain(name);
    expect(FEED_NAMES.length).toBeGreaterThan(4);
    for (const flag of ['--combine <first|median>', '--jump-factor <N>', '--crypto-jump-factor <N>', '--carry-forward-days <DAYS>'])
      expect(stdout).toContain(flag);
  });

  it('checks the round options: a bad value, or one without --live, is refused with its name (exit 3: configuration)', async () => {
    const bad = await run({}, 'serve', '--live', '--combine', 'mean', '--port', '0');
    expect([bad.status, bad.stderr]).toEqual([3, expect.stringMatching(/^ratebook: invalid_parameter: Invalid --combine "mean"/)]);
    const days = await run({}, 'serve', '--live', '--carry-forward-days', '1.5', '--port', '0');
    expect(days.stderr).toMatch(/^ratebook: invalid_parameter: Invalid --carry-forward-days "1.5"/);
    const factor = await run({}, 'serve', '--live', '--jump-factor', '0.5', '--port', '0');
    expect(factor.stderr).toMatch(/^ratebook: invalid_parameter: Invalid --jump-factor "0.5"/);
    const noLive = await run({}, 'serve', '--combine', 'median', '--port', '0');
    expect([noLive.status, noLive.stderr]).toEqual([3, expect.stringMatching(/^ratebook: invalid_parameter: --combine needs --live/)]);
  });

  it('--source fred --combine median keeps every currency with its own date, and warns coverage_dropped past --carry-forward-days', async () => {
    fredDate = '2026-09-30';
    const s = serve(
      [
        '--live',
        '--every',
        '3600',
        '--source',
        'fred',
        '--source-url',
        `fred=${feed.url}/fred/series/observations?series_id=DEXUSEU`,
        '--combine',
        'median',
        '--carry-forward-days',
        '3',
      ],
      /now serving 2026-09-30/,
    );
    const url = await s.ready;
    const currencies = await s.get<{ currencies: Record<string, unknown> }>(url, '/v1/currencies');
    expect(Object.keys(currencies.currencies)).toEqual(Object.keys(currenciesOf(defaultDataset).currencies));
    expect(Object.keys(currencies.currencies).length).toBeGreaterThan(150);
    const jpy = await s.get<{ date: string; source: { leg_dates: Record<string, string> } }>(url, '/v1/convert?from=USD&to=JPY&explain=true');
    expect(jpy.date).toBe('2026-09-29');
    expect(jpy.source.leg_dates).toEqual({ USD: '2026-09-30', JPY: '2026-09-29' });
    expect((await s.get<{ date: string }>(url, '/v1/convert?from=USD&to=EUR')).date).toBe('2026-09-30');
    const btc = defaultDataset.crypto.includes('BTC');
    if (btc) expect((await s.get<{ date: string }>(url, '/v1/crypto/convert?from=BTC&to=USD')).date).toBe('2026-09-29');

    // Four days later (beyond --carry-forward-days 3): only what fred quotes, and one warning line naming the codes.
    fredDate = '2026-10-03';
    s.child.kill('SIGHUP');
    await new Promise<void>((resolve) => {
      const check = () => (/now serving 2026-10-03/.test(s.out.stdout) ? resolve() : setTimeout(check, 20));
      check();
    });
    const status = await s.get<{ warnings: { code: string; codes?: string[] }[]; sources: { name: string; ok: boolean }[] }>(url, '/v1/status');
    expect(status.sources).toEqual([expect.objectContaining({ name: 'fred', ok: true })]);
    expect(status.warnings.find((w) => w.code === 'coverage_dropped')?.codes).toContain('JPY');
    expect(s.out.stderr).toMatch(/round 2026-10-03: .*coverage_dropped: /);
    expect(s.out.stderr).not.toContain(FRED_KEY);
    expect(await s.stop()).toBe(0);
  });
});
