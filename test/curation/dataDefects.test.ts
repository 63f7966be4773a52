import { describe, expect, it } from 'vitest';
import { curate, defaultRules } from '../../src/curation/index.js';
import { defaultDataset } from '../../src/data.js';
import { curateInOrder, emptyHistory, row } from './helpers.js';

// The data audit's defects of issue 27, each with upstream's real values (data/README.md).
describe('curate: the data defects of the audit', () => {
  it('withholds AZN off its 1.7000 peg (1.75345 on 2026-05-05) and keeps the commercial quotes', () => {
    const history = emptyHistory(['AZN', 'USD']);
    const [off, commercial, low] = curateInOrder(history, [
      row(history, '2026-05-05', { azn: 1.75344986 }),
      row(history, '2026-08-31', { azn: 1.71027718 }),
      row(history, '2026-09-18', { azn: 1.6817316 }),
    ]);
    expect(off!.withheld).toEqual([{ code: 'AZN', date: '2026-05-05', value: 1.75344986, rule: 'peg', reason: '1.75345 per USD, outside peg 1.7 ±0.7%' }]);
    expect(commercial!.withheld).toEqual([]);
    expect(low!.withheld.map((w) => w.rule)).toEqual(['peg']);
  });

  it('withholds CUP 26.5 however long it is published, and ships the official 24', () => {
    const history = emptyHistory(['CUP', 'USD']);
    const dates = ['2026-05-23', '2026-06-01', '2026-06-04', '2026-06-05', '2026-06-08', '2026-09-24', '2026-09-25'];
    const values = [23.99315642, 26.50183895, 26.48867251, 26.50201838, 26.50108307, 26.51247485, 24.00084005];
    const results = curateInOrder(
      history,
      dates.map((d, i) => row(history, d, { cup: values[i] })),
    );
    expect(results.map((r) => r.snapshot.rates[0])).toEqual([23.99315642, null, null, null, null, null, 24.00084005]);
    expect(results.flatMap((r) => r.withheld.map((w) => w.rule))).toEqual(['peg', 'peg', 'peg', 'peg', 'peg']);
    expect(results.flatMap((r) => r.level_changes)).toEqual([]);
  });

  it("withholds DFI's ×3.5-and-back stretch of 2025-12-30 to 2026-01-06 as known-bad, and its neighbours ship", () => {
    const history = emptyHistory(['USD'], ['DFI']);
    const results = curateInOrder(history, [
      row(history, '2025-12-28', { dfi: 1063.01978209 }),
      row(history, '2025-12-31', { dfi: 300.75590398 }),
      row(history, '2026-01-02', { dfi: 907.38984322 }),
      row(history, '2026-01-06', { dfi: 810.57219024 }),
      row(history, '2026-01-10', { dfi: 1093.59232432 }),
    ]);
    expect(results.map((r) => r.withheld.map((w) => w.rule))).toEqual([[], ['known_bad'], ['known_bad'], ['known_bad'], []]);
  });

  it('counts CDF of the 2025-12-06 build (broken on its crypto side only) toward its new level; KDA of that build still does not count', () => {
    const history = emptyHistory(['CDF', 'USD'], ['KDA']);
    const results = curateInOrder(history, [
      row(history, '2025-09-01', { cdf: 2754.05, kda: 2.84868021 }),
      row(history, '2025-10-19', { cdf: 2129.95024146, kda: 2.9 }),
      row(history, '2025-11-01', { cdf: 2278.6732, kda: 2.9 }),
      row(history, '2025-12-06', { cdf: 2291.5, kda: 75.90419863 }),
    ]);
    const last = results.at(-1)!;
    expect(last.level_changes.map((c) => [c.code, c.by, c.earlier.map((e) => e.date)])).toEqual([['CDF', 'held', ['2025-10-19', '2025-11-01']]]);
    expect(last.withheld.map((w) => [w.code, w.rule, w.reason.endsWith('in an upstream build proven broken')])).toEqual([['KDA', 'jump', true]]);
  });

  it('ships LSL, NAD, SZL and KMF of 2024-04-01 (between the ECB fixes; only the anchor quote is off in time), and only on that date', () => {
    const history = emptyHistory(['EUR', 'KMF', 'LSL', 'NAD', 'SZL', 'USD', 'ZAR']);
    const usd = { eur: 0.92650499, kmf: 456.34968337, lsl: 18.88028536, nad: 18.87990828, szl: 18.88850254, zar: 18.84239872 };
    expect(curate(history, row(history, '2024-04-01', usd)).withheld).toEqual([]);
    // The same quotes on another date break the peg: the excuse is for that date's evidence alone.
    expect(curate(history, row(history, '2024-04-03', usd)).withheld.map((w) => w.code)).toEqual(['KMF', 'LSL', 'NAD', 'SZL']);
    // 2024-06-10's 1.2 % breaks (a broken build) stay withheld.
    const broken = { eur: 0.92955, kmf: 452.45013384, lsl: 19.10689442, nad: 19.10689442, szl: 19.10235165, zar: 18.886 };
    expect(curate(history, row(history, '2024-06-10', broken)).withheld.map((w) => [w.code, w.rule])).toEqual([
      ['KMF', 'peg'],
      ['LSL', 'peg'],
      ['NAD', 'peg'],
      ['SZL', 'peg'],
    ]);
  });

  it('gives each excused peg date its evidence, and lists AZN and CUP with their sources', () => {
    const excused = defaultRules.pegs.filter((p) => p.excused).map((p) => [p.code, p.excused!.map((e) => e.date)]);
    expect(excused).toEqual([
      ['KMF', ['2024-04-01']],
      ['LSL', ['2024-04-01']],
      ['NAD', ['2024-04-01']],
      ['SZL', ['2024-04-01']],
    ]);
    for (const p of defaultRules.pegs) for (const e of p.excused ?? []) expect(e.evidence).toMatch(/ECB fixes on either side/);
    expect(defaultRules.pegs.find((p) => p.code === 'AZN')).toMatchObject({
      anchor: 'USD',
      peg: 1.7,
      source: expect.stringMatching(/Central Bank of the Republic of Azerbaijan/),
    });
    expect(defaultRules.pegs.find((p) => p.code === 'CUP')).toMatchObject({ anchor: 'USD', peg: 24, source: expect.stringMatching(/Banco Central de Cuba/) });
    expect(defaultRules.managed.map((m) => m.code)).not.toContain('CUP');
  });
});

describe('the shipped data after the audit', () => {
  const ds = defaultDataset;
  const at = (code: string, date: string) => {
    const s = ds.snapshots.find((x) => x.date === date)!;
    const v = s.values[ds.columns.get(code)!]!;
    return Number.isNaN(v) ? null : v;
  };
  const quoted = (code: string) => ds.snapshots.filter((s) => !Number.isNaN(s.values[ds.columns.get(code)!]!)).map((s) => s.values[ds.columns.get(code)!]!);

  it('holds each fixed cell', () => {
    expect(at('AZN', '2026-05-05')).toBeNull();
    expect(at('AZN', '2026-05-03')).toBe(1.70396976);
    expect([at('CDF', '2025-12-06'), at('LSL', '2024-04-01'), at('NAD', '2024-04-01'), at('SZL', '2024-04-01'), at('KMF', '2024-04-01')]).toEqual([
      2291.5, 18.88028536, 18.87990828, 18.88850254, 456.34968337,
    ]);
    for (const d of ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-05', '2026-01-06']) expect(at('DFI', d), d).toBeNull();
    // One treatment of CUP: every shipped quote is the official 24 (within 1 %), never 26.5.
    expect(quoted('CUP').filter((v) => Math.abs(v / 24 - 1) > 0.01)).toEqual([]);
    expect(quoted('CUP')).toHaveLength(125);
    // BWP of 2025-12-25..28 and 2026-01-01 agrees with the Bank of Botswana (13.09 per USD on 12-24 and 12-29): shipped.
    expect(at('BWP', '2025-12-25')).toBe(13.14779783);
    expect(at('BWP', '2026-01-01')).toBe(13.1389692);
  });
});
