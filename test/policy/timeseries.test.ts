import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { createFetchHandler } from '../../src/http/index.js';
import { history, loadDataset, timeseries } from '../../src/index.js';
// The rate policies load when their entry is imported (ratebook/policies).
import '../../src/policy/index.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { catalog } from '../importers/catalog.js';
import { bankFile } from '../importers/banks/recorded.js';
import { seriesGenerator } from '../../src/ops/seriesGenerator.js';
import { shift } from './harness.js';
import { refusal } from '../errors.js';

// timeseries under a policy (issue 37, item 3): each day of the range is history's answer with the
// policy for that day, the authority's figure digit for digit; a day the rule must refuse refuses the call.
const file = importNbp(
  ['nbp/nbp-1.json', 'nbp/nbp-2.json'].map((f) => ({ name: f.slice(4), bytes: bankFile(f) })),
  { metadata: catalog, allowMinimalMetadata: true },
).dataset;
const ds = loadDataset(file);
const dates = ds.snapshots.map((s) => s.date);
const [first, last] = [dates[0]!, dates[dates.length - 1]!];
const now = new Date('2026-03-20T00:00:00Z');

describe('timeseries with a policy', () => {
  it('equals history with the policy day by day, digit for digit, from the first day the rule answers', () => {
    for (const numbers of ['string', 'number'] as const) {
      for (const [base, symbols] of [
        ['PLN', undefined],
        ['EUR', 'PLN,USD'],
        ['USD', undefined],
      ] as const) {
        const params = { start: shift(first, -3), end: last, base, ...(symbols && { symbols }) };
        const series = timeseries(ds, params, { policy: 'pl-pit', now, numbers });
        const days = Object.keys(series.rates);
        // pl-pit needs the business day before: the first publication's own day has none in the data.
        expect(days[0]).toBe(shift(first, 1));
        expect(days.at(-1)).toBe(last);
        expect(days.length).toBe((Date.parse(last) - Date.parse(first)) / 86_400_000);
        expect([series.start_date, series.end_date]).toEqual([days[0], last]);
        for (const day of days) {
          const h = history(ds, { date: day, base, ...(symbols && { symbols }) }, { policy: 'pl-pit', now, numbers });
          expect(series.rates[day]).toEqual(h.rates);
        }
      }
    }
    const eur = timeseries(ds, { start: '2026-03-04', end: '2026-03-05', base: 'EUR', symbols: 'PLN' }, { policy: 'pl-pit', now, numbers: 'string' });
    // NBP's own figures: 042/A of 03-03 for 03-04, 043/A of 03-04 for 03-05 (the stored inverse would give 4.27320000001).
    expect(eur.rates).toEqual({ '2026-03-04': { PLN: '4.2732' }, '2026-03-05': { PLN: '4.2685' } });
  });

  it('a large series sliced (as HTTP derives it) is the whole one; at applies to its day only', () => {
    const params = { start: first, end: last, base: 'PLN', symbols: 'EUR,USD' };
    const series = seriesGenerator(ds, params, { policy: 'pl-pit', now, numbers: 'string' }, 'fiat', 'timeseries');
    const sliced = Object.assign({}, ...[...series.slices(4)].map((part) => part.rates));
    expect(sliced).toEqual(series.whole().result.rates);
    expect(Object.keys(sliced)).toHaveLength(3);
    const day = timeseries(ds, { start: '2026-03-04', end: '2026-03-04', base: 'PLN' }, { policy: 'pl-pit', at: '2026-03-04T12:00:00Z', now });
    expect(day.rates['2026-03-04']).toEqual(history(ds, { date: '2026-03-04', base: 'PLN' }, { policy: 'pl-pit', now }).rates);
    expect(refusal(() => timeseries(ds, { start: first, end: last }, { policy: 'pl-pit', at: '2026-03-04T12:00:00Z', now })).code).toBe('invalid_parameter');
  });

  it('refuses a range past the data’s end, naming the missing publication, never an older figure', () => {
    const e = refusal(() => timeseries(ds, { start: first, end: shift(last, 4), base: 'PLN' }, { policy: 'pl-pit', now }));
    expect(e.code).toBe('no_rate_for_policy');
    expect(e.message).toContain(`publication of ${shift(last, 1)}`);
    // A gap in the middle too (03-04 holds the data's only table B: removing it would leave codes unquoted).
    const gap = loadDataset({ ...file, snapshots: file.snapshots.filter((s) => s.date !== '2026-03-03') });
    const g = refusal(() => timeseries(gap, { start: first, end: last, base: 'PLN' }, { policy: 'pl-pit', now }));
    expect([g.code, g.message.includes('publication of 2026-03-03')]).toEqual(['no_rate_for_policy', true]);
  });

  it('refuses what it cannot answer: unknown ids, group, a mean rule, a range before the data', () => {
    // @ts-expect-error a misspelt policy id does not compile; at run time it is invalid_option
    expect(refusal(() => timeseries(ds, { start: first }, { policy: 'pl-pitt', now })).code).toBe('invalid_option');
    expect(refusal(() => timeseries(ds, { start: first, group: 'week' }, { policy: 'pl-pit', now })).code).toBe('invalid_option');
    expect(refusal(() => timeseries(ds, { start: first }, { policy: 'ias21-average', now })).code).toBe('invalid_option');
    expect(refusal(() => timeseries(ds, { start: first }, { at: '2026-03-04T12:00:00Z', now })).code).toBe('invalid_option');
    expect(refusal(() => timeseries(ds, { start: '2026-01-01', end: '2026-01-31' }, { policy: 'pl-pit', now })).code).toBe('date_out_of_range');
    expect(refusal(() => timeseries(ds, { start: first }, { policy: 'eu-vat', now })).code).toBe('policy_source_mismatch');
  });

  it('GET /v1/timeseries?policy= and ratebook timeseries --policy', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: false, now: () => now });
    const get = async (path: string) => {
      const response = await handler(new Request(`http://localhost${path}`));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const ok = await get(`/v1/timeseries?start=${first}&end=${last}&base=EUR&symbols=PLN&policy=pl-pit`);
    expect(ok.status).toBe(200);
    expect((ok.body.rates as Record<string, Record<string, unknown>>)['2026-03-05']).toEqual({ PLN: 4.2685 });
    const past = await get(`/v1/timeseries?start=${first}&end=${shift(last, 4)}&base=EUR&policy=pl-pit`);
    expect([past.status, past.body.code]).toEqual([404, 'no_rate_for_policy']);
    const unknown = await get(`/v1/timeseries?start=${first}&policy=pl-pitt`);
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid_option']);

    const dir = mkdtempSync(join(tmpdir(), 'ratebook-series-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const data = join(dir, 'nbp.json');
    writeFileSync(data, JSON.stringify(file));
    let stdout = '';
    let stderr = '';
    const status = await runCli(['timeseries', '2026-03-04', '2026-03-05', '--base', 'EUR', '--symbols', 'PLN', '--policy', 'pl-pit', '--data', data], {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
    });
    expect([status, stderr]).toEqual([0, '']);
    expect(JSON.parse(stdout).rates).toEqual({ '2026-03-04': { PLN: 4.2732 }, '2026-03-05': { PLN: 4.2685 } });
  });
});
