import { describe, expect, it } from 'vitest';
import { curate, defaultRules } from '../../src/curation/index.js';
import { caught } from '../errors.js';
import { curateInOrder, emptyHistory, row, upstreamQuotes } from './helpers.js';

// Every rule on real upstream values (test/fixtures/curation/upstream.json: extracts of
// usd.min.json with each version's sha256), except the walk, which is an attack, not data.

const rulesOf = (results: ReturnType<typeof curateInOrder>) => results.flatMap((r) => r.withheld.map((w) => `${w.code} ${w.date} ${w.rule}`));

describe('curate', () => {
  it('withholds a peg break (PAB 1.0103 per USD in the broken 2024-06-10 build)', () => {
    const history = emptyHistory(['EUR', 'PAB', 'SAR', 'USD']);
    const results = curateInOrder(
      history,
      upstreamQuotes('pab').map((q) => row(history, q.date, q.usd)),
    );
    expect(rulesOf(results)).toEqual(['PAB 2024-06-10 peg']);
    expect(results[1]!.snapshot.rates[history.columns.get('PAB')!]).toBeNull();
    expect(results[1]!.snapshot.rates[history.columns.get('SAR')!]).toBe(3.75059916);
  });

  it('withholds a stablecoin off its band (BUSD at 1.08 USD on 2025-09-21)', () => {
    const history = emptyHistory(['USD'], ['BUSD']);
    const results = curateInOrder(
      history,
      upstreamQuotes('busd').map((q) => row(history, q.date, q.usd)),
    );
    expect(rulesOf(results)).toEqual(['BUSD 2025-09-21 stablecoin']);
  });

  it("withholds SYP's old pounds after the 2026-01-01 unit change and keeps the new pounds", () => {
    const history = emptyHistory(['BGN', 'SYP', 'USD']);
    const results = curateInOrder(
      history,
      upstreamQuotes('syp').map((q) => row(history, q.date, q.usd)),
    );
    expect(rulesOf(results)).toEqual(['BGN 2026-01-01 withdrawn', 'SYP 2026-01-01 unit_change', 'BGN 2026-01-10 withdrawn']);
    expect(results.at(-1)!.snapshot.rates[history.columns.get('SYP')!]).toBe(111.21193953);
  });

  it('withholds a withdrawn currency from its changeover date (BGN from 2026-01-01)', () => {
    const history = emptyHistory(['BGN', 'USD']);
    const results = curateInOrder(
      history,
      upstreamQuotes('bgn').map((q) => row(history, q.date, q.usd)),
    );
    expect(results.map((r) => r.snapshot.rates[0])).toEqual([1.6611329, 1.66095848, 1.66578971, null, null]);
    expect(results[3]!.withheld[0]).toMatchObject({ code: 'BGN', date: '2026-01-01', value: 1.66513331, rule: 'withdrawn' });
  });

  it('withholds a known-bad value with its reason (FRAX carrying FXS’s price on 2025-06-01)', () => {
    const history = emptyHistory(['USD'], ['FRAX']);
    const results = curateInOrder(
      history,
      upstreamQuotes('frax').map((q) => row(history, q.date, q.usd)),
    );
    expect(results[1]!.withheld).toEqual([{ code: 'FRAX', date: '2025-06-01', value: 0.35764392, rule: 'known_bad', reason: expect.stringContaining('FXS') }]);
  });

  it('accepts a real ×24 move on its third publication as a level change (IRR, 2026-01-10 to 01-13)', () => {
    const history = emptyHistory(['IRR', 'USD']);
    const results = curateInOrder(
      history,
      upstreamQuotes('irr').map((q) => row(history, q.date, q.usd)),
    );
    expect(rulesOf(results)).toEqual(['IRR 2026-01-10 jump', 'IRR 2026-01-11 jump']);
    const change = results.at(-1)!.level_changes[0]!;
    expect(change).toMatchObject({ code: 'IRR', date: '2026-01-13', value: 999149.94421038, by: 'held' });
    expect(change.earlier.map((e) => e.date)).toEqual(['2026-01-10', '2026-01-11']);
    expect(results.at(-1)!.state.levels.IRR).toBe('2026-01-10');
  });

  it('accepts a new level at once when a second source confirms it on the same date', () => {
    const history = emptyHistory(['IRR', 'USD']);
    const quotes = upstreamQuotes('irr').map((q) => row(history, q.date, q.usd));
    curateInOrder(history, quotes.slice(0, 4));
    const r = curate(history, quotes[4]!, defaultRules, { confirmations: new Map([['IRR', [1_000_000]]]) });
    expect(r.withheld).toEqual([]);
    expect(r.level_changes[0]).toMatchObject({ code: 'IRR', date: '2026-01-10', by: 'confirmed' });
  });

  it('withholds the other level of an alternation (BTG, November 2025 to February 2026)', () => {
    const history = emptyHistory(['USD'], ['BTG']);
    const rules = { ...defaultRules, knownBad: [] }; // without the hand-kept entry, the rule alone
    const results = curateInOrder(
      history,
      upstreamQuotes('btg').map((q) => row(history, q.date, q.usd)),
      rules,
    );
    const alternation = rulesOf(results).filter((w) => w.endsWith('alternation'));
    expect(alternation.length).toBeGreaterThan(0);
    // Once the reversals show the alternation (2025-12-25), every quote of the other level
    // (0.13-0.19 BTG per USD, another asset's price) is withheld, and BTG's own level (0.55-2.2)
    // ships except its lowest quotes, beyond ×3 of the level it held before (1.96 in this extract).
    const withheld = results.flatMap((r) => r.withheld).filter((w) => w.rule === 'alternation');
    const secondLevel = upstreamQuotes('btg')
      .filter((q) => q.date >= '2025-12-25' && q.usd.btg! < 0.3)
      .map((q) => q.date);
    expect(secondLevel).toHaveLength(9);
    for (const date of secondLevel) expect(withheld.map((w) => w.date)).toContain(date);
    for (const w of withheld) expect(Number(w.value), w.date).toBeLessThan(0.65);
  });

  it('refuses a walk of ×2.9 per round (a feed cannot take EUR from 0.88 to 1,518)', () => {
    const history = emptyHistory(['EUR', 'USD']);
    const dates = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    const rows = dates.map((date, i) => row(history, date, { eur: i < 5 ? 0.88 : 0.88 * 2.9 ** (i - 4) }));
    const results = curateInOrder(history, rows);
    const shipped = results.map((r) => r.snapshot.rates[0]).filter((v): v is number => v !== null);
    expect(Math.max(...shipped)).toBeLessThan(0.88 * 3);
    expect(results.flatMap((r) => r.level_changes)).toEqual([]);
  });

  it('is pure: the same input gives the same output, and neither input nor state is changed', () => {
    const history = emptyHistory(['IRR', 'USD']);
    const quotes = upstreamQuotes('irr').map((q) => row(history, q.date, q.usd));
    const [first] = curateInOrder(history, quotes.slice(0, 5));
    const input = structuredClone(quotes[5]!);
    const state = structuredClone(first!.state);
    const a = curate(history, quotes[5]!, defaultRules, { state: first!.state });
    const b = curate(history, quotes[5]!, defaultRules, { state: first!.state });
    expect(a).toEqual(b);
    expect(quotes[5]).toEqual(input);
    expect(first!.state).toEqual(state);
  });

  it('refuses a row that does not match the history, naming the parameter', () => {
    const history = emptyHistory(['EUR', 'USD']);
    expect(caught(() => curate(history, { date: '2026-01-01', updated_at: '2026-01-01T00:00:00Z', rates: [1] }))).toMatchObject({
      code: 'invalid_parameter',
      param: 'snapshot.rates',
    });
    expect(caught(() => curate(history, { date: '2026-02-30', updated_at: 'x', rates: [0.9, 1] }))).toMatchObject({
      code: 'invalid_parameter',
      param: 'snapshot.date',
    });
    expect(caught(() => curate(history, { date: '2026-01-01', updated_at: 'x', rates: [-1, 1] }))).toMatchObject({
      code: 'invalid_parameter',
      param: 'snapshot.rates[0]',
    });
  });
});
