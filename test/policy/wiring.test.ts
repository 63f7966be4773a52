import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { createFetchHandler } from '../../src/http/index.js';
import { converter, convert, cryptoConvert, history, loadDataset } from '../../src/index.js';
// The rate policies load when their entry is imported (ratebook/policies).
import '../../src/policy/index.js';
import { defaultDataset } from '../../src/data.js';
import { surfaceWords } from '../../src/contracts/surfaceWords.js';
import { combineDatasets } from '../../src/importers/index.js';
import { catalog } from '../importers/catalog.js';
import { bankFile } from '../importers/banks/recorded.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';
import { refusal } from '../errors.js';

// The policy through every door: convert, converter, history, their endpoints, GET /v1/policies, the CLI.
const file = importNbp(
  ['nbp/nbp-1.json', 'nbp/nbp-2.json'].map((f) => ({ name: f.slice(4), bytes: bankFile(f) })),
  { metadata: catalog, allowMinimalMetadata: true },
).dataset;
const ds = loadDataset(file);
const now = new Date('2026-03-20T00:00:00Z');
const handler = createFetchHandler({ dataset: ds, auth: false, now: () => now });
const get = async (path: string) => {
  const response = await handler(new Request(`http://localhost${path}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const dir = mkdtempSync(join(tmpdir(), 'ratebook-policy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('policy on every door', () => {
  it('convert, converter and history answer the date the rule chose', () => {
    expect(convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-06' }, { policy: 'pl-vat', now }).date).toBe('2026-03-05');
    const c = converter(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-cit', now });
    expect(c.date).toBe('2026-03-03');
    const h = history(ds, { date: '2026-03-04', base: 'PLN', symbols: 'EUR,USD' }, { policy: 'pl-pit', now, explain: true });
    expect(h.date).toBe('2026-03-03');
    expect((h as unknown as { policy: { chose: { table: string } } }).policy.chose.table).toBe('042/A/NBP/2026');
  });

  it('pl-* serves table A only: a table B code on a Wednesday (AFN, 009/B of 2026-03-04) is no figure of the policy', () => {
    // Without a policy AFN is quoted (table B's figure); under pl-pit it is not table A's, so nothing fits.
    expect(convert(ds, { from: 'AFN', to: 'PLN', date: '2026-03-04' }, { now }).date).toBe('2026-03-04');
    const e = refusal(() => convert(ds, { from: 'AFN', to: 'PLN', date: '2026-03-05' }, { policy: 'pl-pit', now }));
    expect([e.code, e.param]).toEqual(['no_rate_for_policy', 'date']);
    expect(e.message).not.toContain('0.056626');
    // Table A's codes on the same row are served, and the receipt names the two tables without their code lists.
    const r = convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-05' }, { policy: 'pl-pit', now, explain: true, numbers: 'string' });
    expect([r.rate, r.policy!.chose.table]).toEqual(['4.2685', '043/A/NBP/2026']);
    expect(r.source!.providers.map((p) => Object.keys(p).includes('codes'))).toEqual([false, false]);
    // The rows list a table's codes only where a date has two tables: a one-table row stays as it was.
    const sourcesOf = (date: string) => file.snapshots.find((s) => s.date === date)!.sources!;
    expect(sourcesOf('2026-03-03').map((s) => 'codes' in s)).toEqual([false]);
    expect(sourcesOf('2026-03-04').map((s) => s.codes?.includes('AFN'))).toEqual([false, true]);
  });

  it('history with a policy answers the authority’s figures digit for digit, as convert does; another table’s codes are not its figures', () => {
    for (const numbers of ['string', 'number'] as const) {
      for (const [from, to] of [
        ['EUR', 'PLN'],
        ['USD', 'PLN'],
        ['PLN', 'EUR'],
        ['CHF', 'JPY'],
      ] as const) {
        const c = convert(ds, { from, to, date: '2026-03-04' }, { policy: 'pl-pit', now, numbers });
        const h = history(ds, { date: '2026-03-04', base: from, symbols: to }, { policy: 'pl-pit', now, numbers });
        expect([h.date, h.rates[to]], `${from}→${to} ${numbers}`).toEqual([c.date, c.rate]);
      }
    }
    expect(history(ds, { date: '2026-03-04', base: 'EUR', symbols: 'PLN' }, { policy: 'pl-pit', now, numbers: 'string' }).rates.PLN).toBe('4.2732');
    // The pivot on a two-table row (03-04, 043/A and 009/B) is the policy's too.
    expect(history(ds, { date: '2026-03-05', base: 'EUR', symbols: 'PLN' }, { policy: 'pl-pit', now, numbers: 'string' }).rates.PLN).toBe('4.2685');
    expect(history(ds, { date: '2026-03-05', base: 'EUR' }, { policy: 'pl-pit', now, numbers: 'string' }).rates.PLN).toBe('4.2685');
    // On 03-04 (tables A and B): the whole map under pl-pit holds no table B code; naming one is refused.
    const all = history(ds, { date: '2026-03-05', base: 'PLN' }, { policy: 'pl-pit', now });
    expect(Object.keys(all.rates)).not.toContain('AFN');
    expect(Object.keys(all.rates)).toContain('EUR');
    expect(refusal(() => history(ds, { date: '2026-03-05', base: 'PLN', symbols: 'AFN' }, { policy: 'pl-pit', now }))).toMatchObject({
      code: 'no_rate_for_policy',
      param: 'symbols',
    });
  });

  it('the receipt under a policy: formula policy, the figures named, a rounded result rounds amount × the figure', () => {
    const r = convert(
      ds,
      { from: 'EUR', to: 'PLN', amount: '100.55', date: '2026-03-04' },
      { policy: 'pl-pit', now, explain: true, round: 'minor', numbers: 'string' },
    );
    expect(r.source!.formula).toBe('policy');
    expect(r.policy!.figures).toEqual({ EUR: '4.2732' });
    expect(r.rate).toBe('4.2732');
    // 100.55 × 4.2732 = 429.67026 → 429.67 (half-even), from NBP's figure, not from the stored inverse.
    expect(r.result).toBe('429.67');
    expect((r as unknown as { unrounded: string }).unrounded).toBe('429.67026');
  });

  it('a dataset combined from several files keeps each row’s source and figures, and serves the policy alike', () => {
    const one = (f: string) => importNbp({ name: f.slice(4), bytes: bankFile(f) }, { metadata: catalog, allowMinimalMetadata: true }).dataset;
    const combined = loadDataset(combineDatasets([one('nbp/nbp-1.json'), one('nbp/nbp-2.json')]).dataset);
    const r = convert(combined, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit', now, explain: true, numbers: 'string' });
    expect(r.rate).toBe('4.2732');
    expect(r.policy!.chose.table).toBe('042/A/NBP/2026');
  });

  it('refuses what does not fit, with the contract’s codes', () => {
    expect(refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-02' }, { policy: 'pl-pit', now })).code).toBe('no_rate_for_policy');
    expect(refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'cz-vat', now })).status).toBe(422);
    // @ts-expect-error a misspelt policy id does not compile; at run time it is invalid_option with the nearest id
    expect(refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pitt', now })).code).toBe('invalid_option');
    expect(refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { at: '2026-03-04T10:00:00Z', now })).param).toBe('at');
    expect(refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit', at: '2026-03-04 10:00', now })).param).toBe('at');
  });

  it('maxAgeDays without a policy: stale_rate when the snapshot in force is older than that', () => {
    expect(convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-09' }, { maxAgeDays: 4, now }).date).toBe('2026-03-05');
    const e = refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-12' }, { maxAgeDays: 4, now }));
    expect(e.code).toBe('stale_rate');
    expect(e.status).toBe(404);
    expect(e.message).toContain('7 days old');
    expect(refusal(() => history(ds, { date: '2026-03-12', base: 'PLN' }, { maxAgeDays: 4, now })).code).toBe('stale_rate');
  });

  it('a date past the newest data beyond its calendar is flagged stale: true, in-process and over HTTP', async () => {
    expect(convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-12' }, { now }).stale).toBe(true);
    expect(convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-12', amount: '2' }, { now, numbers: 'string' }).stale).toBe(true);
    expect(history(ds, { date: '2026-03-12', base: 'PLN' }, { now }).stale).toBe(true);
    expect('stale' in convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-05' }, { now })).toBe(false);
    expect('stale' in convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { now })).toBe(false);
    expect((await get('/v1/convert?from=EUR&to=PLN&date=2026-03-12')).body.stale).toBe(true);
    expect((await get('/v1/history?date=2026-03-12&base=PLN')).body.stale).toBe(true);
    expect('stale' in (await get('/v1/convert?from=EUR&to=PLN&date=2026-03-05')).body).toBe(false);
  });

  it('GET /v1/convert?policy= and /v1/history?policy=, GET /v1/policies', async () => {
    const c = await get('/v1/convert?from=EUR&to=PLN&date=2026-03-04&policy=pl-pit&explain=true');
    expect(c.status).toBe(200);
    expect(c.body.date).toBe('2026-03-03');
    expect((c.body.policy as { why: string }).why).toBe('last business day strictly before 2026-03-04: 042/A/NBP/2026 of 2026-03-03');
    const h = await get('/v1/history?date=2026-03-04&base=PLN&policy=pl-pit');
    expect(h.body.date).toBe('2026-03-03');
    const refused = await get('/v1/convert?from=EUR&to=PLN&date=2026-03-02&policy=pl-pit');
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('no_rate_for_policy');
    expect((await get('/v1/convert?from=EUR&to=PLN&date=2026-03-04&policy=eu-vat')).status).toBe(422);
    expect((await get('/v1/convert?from=EUR&to=PLN&date=2026-03-12&maxAgeDays=3')).body.code).toBe('stale_rate');
    const list = await get('/v1/policies');
    expect((list.body.policies as { id: string }[]).length).toBe(19);
    expect((await get('/v1/policies?x=1')).status).toBe(400);
  });

  it('the CLI: --policy and --at', async () => {
    const data = join(dir, 'nbp.json');
    writeFileSync(data, JSON.stringify(file));
    let stdout = '';
    let stderr = '';
    const status = await runCli(['convert', '100', 'EUR', 'PLN', '--date', '2026-03-04', '--policy', 'pl-pit', '--explain', '--data', data], {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout).date).toBe('2026-03-03');
    expect(JSON.parse(stdout).policy.id).toBe('pl-pit');
    let list = '';
    expect(await runCli(['policies'], { stdout: (t) => void (list += t), stderr: () => {} })).toBe(0);
    expect(JSON.parse(list).policies).toHaveLength(19);
  });

  it('errors in the caller’s words: a function in-process, a path over HTTP, a command in the CLI', async () => {
    const inProcess = refusal(() => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pitt' as 'pl-pit', now }));
    expect(inProcess.message).toContain('policies() lists');
    const http = await get('/v1/convert?from=EUR&to=PLN&date=2026-03-04&policy=pl-pitt');
    expect([http.status, http.body.code]).toEqual([400, 'invalid_option']);
    expect(http.body.detail).toContain('/v1/policies lists');
    expect(http.body.detail).not.toContain('policies()');
    const data = join(dir, 'nbp-words.json');
    writeFileSync(data, JSON.stringify(file));
    let stderr = '';
    const status = await runCli(['convert', '1', 'EUR', 'PLN', '--date', '2026-03-04', '--policy', 'pl-pitt', '--data', data], {
      stdout: () => {},
      stderr: (t) => void (stderr += t),
    });
    expect(status).not.toBe(0);
    expect(stderr).toContain('ratebook policies lists');
    expect(stderr).not.toContain('policies()');
    // A fiat pair on a crypto operation: in-process the function, never a path.
    const crypto = refusal(() => cryptoConvert(defaultDataset, { from: 'USD', to: 'EUR' }));
    expect(crypto.message).not.toMatch(/\/v1\//);
  });

  it('policy_source_mismatch on the embedded data names its source and how to load the policy’s', () => {
    const e = refusal(() => convert(defaultDataset, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit', now }));
    expect([e.code, e.status, e.param]).toEqual(['policy_source_mismatch', 422, 'policy']);
    expect(e.message).not.toContain('""');
    expect(e.message).toMatch(/its rows are from "[^"]+"/);
    expect(e.message).toContain("nbp's importer (ratebook/importers)");
    expect(surfaceWords(e.message, 'cli')).toContain('ratebook import nbp <file>');
  });
});
