import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { liveSources } from '../../src/cli/feeds/liveSources.js';
import { FEEDS } from '../../src/cli/feeds/feeds.js';
import { loadDataset } from '../../src/index.js';
import { feedServer, send } from '../live/helpers.js';

// `ratebook import <bank>` and `ratebook fetch <bank>` with the banks' real recorded documents
// (test/fixtures/central-banks), through the registry FEEDS.
const recordedPath = (file: string) => fileURLToPath(new URL(`../fixtures/central-banks/${file}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ratebook-cli-banks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(argv, { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) });
  return { status, stdout, stderr };
}

describe('ratebook import <bank>', () => {
  it('nbp: tables A and B make a PLN dataset', async () => {
    const out = join(dir, 'nbp.json');
    const { status } = await ratebook('import', 'nbp', recordedPath('nbp/nbp-1.json'), recordedPath('nbp/nbp-2.json'), '--out', out);
    expect(status).toBe(0);
    const dataset = loadDataset(readFileSync(out, 'utf8'));
    expect(dataset.pivot).toBe('PLN');
    expect(dataset.snapshots.map((s) => s.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('boe: a single-document importer', async () => {
    const out = join(dir, 'boe.json');
    expect((await ratebook('import', 'boe', recordedPath('boe/boe-1.csv'), '--out', out)).status).toBe(0);
    expect(loadDataset(readFileSync(out, 'utf8')).pivot).toBe('GBP');
  });

  it('fred: files named after their series', async () => {
    const named = join(dir, 'DEXUSEU.json');
    writeFileSync(named, readFileSync(recordedPath('fred/fred-20.json')));
    const out = join(dir, 'fred.json');
    expect((await ratebook('import', 'fred', named, '--out', out)).status).toBe(0);
    expect(loadDataset(readFileSync(out, 'utf8')).pivot).toBe('USD');
    const { status, stderr } = await ratebook('import', 'fred', recordedPath('fred/fred-20.json'), '--out', out);
    expect([status, stderr.split(':')[1]?.trim()]).toEqual([1, 'invalid_parameter']);
  });

  it("hmrc: April 2019 in two documents keeps the correction as a version and never writes HMRC's BRL slip", async () => {
    const tax = (file: string) => fileURLToPath(new URL(`../fixtures/tax-authorities/hmrc/${file}`, import.meta.url));
    const out = join(dir, 'hmrc.json');
    // The public file first, HMRC's corrected copy after it: the later document is the correction.
    const imported = await ratebook(
      'import',
      'hmrc',
      tax('monthly-2019-04.xml'),
      tax('alt/monthly-2019-04.hmrc-currency-conversion.xml'),
      '--out',
      out,
      '--verbose',
    );
    expect(imported.status).toBe(0);
    expect(imported.stderr).toMatch(
      /warning: withheld: BRL 439943 withheld on 2019-04-01: HMRC's monthly rate for April 2019 .*\(the version published 2019-03-21T23:59:00Z\)/,
    );
    const text = readFileSync(out, 'utf8');
    expect(text).not.toContain('439943');
    const row = JSON.parse(text).snapshots[0];
    expect(row.versions.BRL).toEqual([['2019-03-22T23:59:00Z', 4.9943]]);
    expect(row.versions.NGN).toEqual([
      ['2019-03-21T23:59:00Z', 478.11],
      ['2019-03-22T23:59:00Z', 475.11],
    ]);
    const convert = (...more: string[]) => ratebook('convert', '1', 'GBP', 'BRL', '--date', '2019-04-15', '--policy', 'uk-hmrc', '--data', out, ...more);
    for (const more of [[], ['--as-of', '2019-03-23T00:00:00Z']])
      expect(JSON.parse((await convert(...more)).stdout)).toMatchObject({ rate: 4.9943, date: '2019-04-01' });
    const before = await convert('--as-of', '2019-03-22T12:00:00Z');
    expect([before.status, before.stderr]).toEqual([1, expect.stringMatching(/^ratebook: no_rate_for_policy: Policy uk-hmrc finds no rate for GBP → BRL/)]);
    const h = await ratebook('history', '2019-04-15', '--base', 'GBP', '--symbols', 'BRL', '--policy', 'uk-hmrc', '--data', out);
    expect(JSON.parse(h.stdout).rates).toEqual({ BRL: 4.9943 });
  });

  it('bad input is an invalid_feed error', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"table": 7}');
    const { status, stderr } = await ratebook('import', 'nbp', bad, '--out', join(dir, 'never.json'));
    expect([status, stderr.split(':')[1]?.trim()]).toEqual([1, 'invalid_feed']);
  });
});

describe('ratebook fetch <bank>', () => {
  it('cnb: one round against a loopback server on top of a CZK dataset', async () => {
    const body = readFileSync(recordedPath('cnb/cnb-1.json'));
    const server = await feedServer((_p, res) => send(res, body));
    try {
      const data = join(dir, 'cnb-initial.json');
      const all = join(dir, 'cnb-all.json');
      expect((await ratebook('import', 'cnb', recordedPath('cnb/cnb-1.json'), '--out', all)).status).toBe(0);
      const file = JSON.parse(readFileSync(all, 'utf8'));
      const newest = file.snapshots.at(-1).date;
      writeFileSync(data, JSON.stringify({ ...file, snapshots: file.snapshots.slice(0, -1) }));
      const out = join(dir, 'cnb-fetched.json');
      const { status } = await ratebook(
        'fetch',
        'cnb',
        '--data',
        data,
        '--out',
        out,
        '--source-url',
        `cnb=${server.url}/cnbapi/exrates/daily-year?lang=EN&year=2026`,
      );
      expect(status).toBe(0);
      expect(loadDataset(readFileSync(out, 'utf8')).snapshots.at(-1)!.date).toBe(newest);
      expect(server.requests.map((r) => r.path)).toEqual(['/cnbapi/exrates/daily-year?lang=EN&year=2026']);
    } finally {
      await server.close();
    }
  });

  it('a bank whose document is bad reports invalid_feed and writes nothing', async () => {
    const server = await feedServer((_p, res) => send(res, '{"rates": 7}'));
    try {
      const { status, stderr } = await ratebook('fetch', 'cnb', '--out', join(dir, 'never.json'), '--source-url', `cnb=${server.url}/x`);
      expect(status).toBe(1);
      expect(stderr).toContain('warning: invalid_feed:');
    } finally {
      await server.close();
    }
  });
});

describe('the registry', () => {
  it('lists every source once, each made from its line', async () => {
    // The lines of the list generated from src/feeds/ (test/feeds/list.test.ts): the four non-bank feeds first, then the banks in the contract's order.
    const names = FEEDS.map((f) => f.name);
    expect(names.slice(0, 6)).toEqual(['fawazahmed0', 'ecb', 'coingecko', 'oxr', 'nbp', 'nbp-b']);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(70);
    const keyless = FEEDS.filter((f) => !f.env?.required).map((f) => f.name);
    const sources = await liveSources(keyless, []);
    expect(sources.map((s) => s.name)).toEqual(keyless);
  });

  it('tcmb and fred need their keys from the environment', async () => {
    const saved = { evds: process.env.EVDS_API_KEY, fred: process.env.FRED_API_KEY };
    delete process.env.EVDS_API_KEY;
    delete process.env.FRED_API_KEY;
    try {
      await expect(liveSources(['tcmb'], [])).rejects.toMatchObject({ code: 'missing_parameter', param: 'source' });
      await expect(liveSources(['fred'], [])).rejects.toMatchObject({ code: 'missing_parameter', param: 'source' });
      process.env.EVDS_API_KEY = 'evds-key-123456';
      process.env.FRED_API_KEY = 'fred-key-123456';
      const [t, f] = await liveSources(['tcmb', 'fred'], []);
      expect(t!.headers).toEqual({ key: 'evds-key-123456' });
      expect(f!.secrets).toContain('fred-key-123456');
    } finally {
      if (saved.evds === undefined) delete process.env.EVDS_API_KEY;
      else process.env.EVDS_API_KEY = saved.evds;
      if (saved.fred === undefined) delete process.env.FRED_API_KEY;
      else process.env.FRED_API_KEY = saved.fred;
    }
  });
});
