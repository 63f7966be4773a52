import { describe, expect, it } from 'vitest';
import { curate, defaultRules } from '../../src/curation/index.js';
import { lowerMedian, agreeing } from '../../src/curation/rules/consensusRule.js';
import { rateLiteral } from '../../src/importers/rateLiteral.js';
import { combineQuotes } from '../../src/live/round/combineQuotes.js';
import { gatherQuotes } from '../../src/live/round/gatherQuotes.js';
import { embeddedBefore } from '../live/helpers.js';
import { DAY, threeDocuments } from './threeSources.js';

const history = embeddedBefore(DAY);

/** DAY's row from the three real documents in `order` (first source wins), and the others' quotes. */
function curateDay(order: string[], shift?: { code: string; factor: number }) {
  const { quotes, updatedAt } = gatherQuotes(history, order, threeDocuments(shift), DAY);
  const { rates, confirmations } = combineQuotes(history, quotes, 'first', defaultRules, DAY);
  const raw: (number | string | null)[] = history.codes.map(() => null);
  for (const [code, rate] of rates) raw[history.columns.get(code)!] = rateLiteral(rate);
  raw[history.columns.get(history.pivot)!] = 1;
  const result = curate(history, { date: DAY, updated_at: updatedAt, rates: raw }, defaultRules, { confirmations });
  return { ...result, quotes, rate: (code: string) => result.snapshot.rates[history.columns.get(code)!] };
}

describe('the consensus rule (curate)', () => {
  it('withholds nothing when CNB, NBP table A and the ECB quote 2026-03-02 (real documents)', () => {
    const { withheld, quotes, rate } = curateDay(['cnb', 'nbp', 'ecb']);
    const three = [...quotes].filter(([, list]) => list.length >= 3).map(([code]) => code);
    expect(three).toEqual(expect.arrayContaining(['EUR', 'JPY', 'GBP', 'CHF', 'PLN', 'CZK']));
    expect(withheld.filter((w) => w.rule === 'consensus')).toEqual([]);
    expect(rate('JPY')).not.toBeNull();
  });

  it('withholds the first source value 5 % off the two others, as rule consensus', () => {
    const { withheld, rate } = curateDay(['nbp', 'cnb', 'ecb'], { code: 'JPY', factor: 1.05 });
    expect(withheld.filter((w) => w.rule === 'consensus')).toEqual([expect.objectContaining({ code: 'JPY', date: DAY, rule: 'consensus' })]);
    expect(withheld.find((w) => w.code === 'JPY')!.source).toBeUndefined();
    expect(rate('JPY')).toBeNull();
    expect(rate('EUR')).not.toBeNull();
  });

  it('reports another source quote 5 % off and keeps the snapshot value', () => {
    const { withheld, rate } = curateDay(['cnb', 'nbp', 'ecb'], { code: 'JPY', factor: 1.05 });
    expect(withheld.filter((w) => w.rule === 'consensus')).toEqual([expect.objectContaining({ code: 'JPY', rule: 'consensus', source: 'nbp' })]);
    expect(rate('JPY')).not.toBeNull();
  });

  it('judges nothing with fewer than three quotes, and takes the lower middle of an even count', () => {
    expect(agreeing([{ value: 1 }, { value: 2 }], 0.02).refused).toEqual([]);
    expect(lowerMedian([4, 1, 3, 2])).toBe(2);
    expect(agreeing([{ value: 1 }, { value: 1.001 }, { value: 1.05 }], 0.02).refused.map((r) => r.quote.value)).toEqual([1.05]);
  });

  it('applies the crypto limit (5 %) to assets', () => {
    const btc = history.columns.get('BTC')!;
    const last = history.snapshots.at(-1)!.values[btc]!;
    const raw: (number | string | null)[] = history.codes.map(() => null);
    raw[history.columns.get(history.pivot)!] = 1;
    raw[btc] = last;
    const near = curate(history, { date: DAY, updated_at: `${DAY}T20:00:00Z`, rates: raw }, defaultRules, {
      confirmations: new Map([['BTC', [last * 1.03, last * 0.99]]]),
    });
    expect(near.withheld).toEqual([]);
    const far = curate(history, { date: DAY, updated_at: `${DAY}T20:00:00Z`, rates: raw }, defaultRules, {
      confirmations: new Map([['BTC', [last * 1.06, last * 1.07]]]),
    });
    expect(far.withheld.map((w) => [w.code, w.rule])).toEqual([['BTC', 'consensus']]);
  });
});
