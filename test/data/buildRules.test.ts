import { describe, expect, it } from 'vitest';
import { applyRules, parsePegs, parseStablecoins } from '../../scripts/lib/rules.mjs';
import { sanityCheck } from '../../scripts/lib/sanity.mjs';

// The data build's rules and checks on made-up rows (units per USD), so each is shown to fire:
// on the shipped data they find nothing left to withhold or resolve.

const dates = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

function rows(series: Record<string, (number | null)[]>) {
  const fiat = Object.keys(series).filter((c) => /^[A-Z]{3}$/.test(c) && c !== 'USDT').sort();
  const crypto = Object.keys(series).filter((c) => !fiat.includes(c)).sort();
  const columns = [...fiat, ...crypto];
  const n = Math.max(...Object.values(series).map((s) => s.length));
  const snapshots = dates.slice(0, n).map((date, i) => ({ date, rates: columns.map((c) => series[c]![i] ?? null) }));
  return { pivot: 'USD', fiat, crypto, snapshots };
}

const facts = {
  pegs: parsePegs({
    entries: [
      { code: 'SAR', anchor: 'USD', peg: 3.75, tolerance: 0.001, source: 'test' },
      { code: 'XOF', anchor: 'EUR', peg: 655.957, tolerance: 0.001, source: 'test', to: dates[2] },
    ],
  }),
  stablecoins: parseStablecoins({ band: [0.97, 1.03], codes: ['USDT'] }),
  withdrawn: { BGN: { from: dates[2]!, replacedBy: 'EUR' } },
};

describe('the data build rules', () => {
  it('withholds a peg break (cross rates through the anchor, only while the peg holds), a stablecoin off its band and a withdrawn currency', () => {
    const data = rows({
      USD: [1, 1, 1, 1],
      EUR: [0.9, 0.9, 0.9, 0.9],
      SAR: [3.75, 3.7134, 3.7502, 3.75],
      XOF: [590.3613, 595, 590.3613, 700],
      BGN: [1.76, 1.76, 1.76, 1.76],
      USDT: [1, 0.69, 1.01, 0.9709],
    });
    const withheld = applyRules(data, facts).map((v) => `${v.rule} ${v.code} ${v.date}`);
    expect(withheld.sort()).toEqual(
      [`peg SAR ${dates[1]}`, `peg XOF ${dates[1]}`, `stablecoin USDT ${dates[1]}`, `withdrawn BGN ${dates[2]}`, `withdrawn BGN ${dates[3]}`].sort(),
    );
    const col = (code: string) => [...data.fiat, ...data.crypto].indexOf(code);
    expect(data.snapshots.map((s) => s.rates[col('SAR')])).toEqual([3.75, null, 3.7502, 3.75]);
    expect(data.snapshots.map((s) => s.rates[col('BGN')])).toEqual([1.76, 1.76, null, null]);
    expect(data.snapshots[3]!.rates[col('XOF')]).toBe(700); // the peg entry ends on dates[2]
  });

  it('refuses a peg without a source or bounds, and a stablecoin band that does not surround 1', () => {
    expect(() => parsePegs({ entries: [{ code: 'SAR', anchor: 'USD', peg: 3.75, tolerance: 0.001, source: '' }] })).toThrow(/source/);
    expect(() => parsePegs({ entries: [{ code: 'SAR', anchor: 'USD', source: 'x' }] })).toThrow(/peg and tolerance/);
    expect(() => parseStablecoins({ band: [1.01, 1.03], codes: [] })).toThrow(/surround 1/);
  });

  it('reports a move by a power of ten as a unit change unless a curated redenomination explains it', () => {
    const data = rows({ USD: [1, 1, 1, 1], SYP: [11000, 11050, 110.4, 110.6], IRR: [42000, 42100, 1000000, 1000000] });
    const found = sanityCheck(data);
    expect(found.filter((f) => f.check === 'unit').map((f) => `${f.code} ${f.date}`)).toEqual([`SYP ${dates[2]}`]);
    expect(found.filter((f) => f.check === 'jump').map((f) => f.code)).toEqual(['IRR']); // x23.8 is no power of ten
    const early = sanityCheck(data, [{ code: 'SYP', date: dates[1]!, factor: 0.01 }]);
    expect(early.filter((f) => f.check === 'unit')).toHaveLength(1); // dated on the quote before the move: does not explain it
    expect(sanityCheck(data, [{ code: 'SYP', date: dates[2]!, factor: 0.01 }]).filter((f) => f.code === 'SYP')).toEqual([]);
  });

  it('reports two-level alternation: more than 4 reversals within 30 quotes', () => {
    const flipping = [10, 10, 27, 10, 26, 9, 28, 10, 27, 10, 10];
    const steady = [10, 10.2, 10.1, 10.4, 10.3, 10.2, 10.5, 10.6, 10.4, 10.5, 10.6];
    const fourReversals = [10, 10, 27, 10, 26, 9, 9.5, 9.4, 9.3, 9.6, 9.4];
    const data = rows({ USD: flipping.map(() => 1), HT: flipping, DFI: steady, BTG: fourReversals });
    const flips = sanityCheck(data).filter((f) => f.check === 'flips');
    expect(flips.map((f) => f.code)).toEqual(['HT']);
  });
});
