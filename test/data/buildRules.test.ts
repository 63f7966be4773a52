import { describe, expect, it } from 'vitest';
import { sanityCheck } from '../../scripts/lib/sanity.mjs';

// The data build's sanity checks on made-up rows (units per USD), so each is shown to fire; the
// rules that withhold values are the package's curation (test/curation/).

const dates = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

function rows(series: Record<string, (number | null)[]>) {
  const fiat = Object.keys(series)
    .filter((c) => /^[A-Z]{3}$/.test(c) && c !== 'USDT')
    .sort();
  const crypto = Object.keys(series)
    .filter((c) => !fiat.includes(c))
    .sort();
  const columns = [...fiat, ...crypto];
  const n = Math.max(...Object.values(series).map((s) => s.length));
  const snapshots = dates.slice(0, n).map((date, i) => ({ date, rates: columns.map((c) => series[c]![i] ?? null) }));
  return { pivot: 'USD', fiat, crypto, snapshots };
}

describe('the data build sanity pass', () => {
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
