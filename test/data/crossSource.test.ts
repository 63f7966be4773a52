import Big from 'big.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareWithEcb, EXPLAINED, isExplained, MAX_LAG_DAYS, parseEcbCsv, THRESHOLD } from '../../scripts/lib/crossSource.mjs';
import { ecbCsvTable, ecbCsvText } from '../importers/ecbFiles.js';

// The second source: every shipped USD rate of a currency the ECB also publishes, against the
// ECB's reference rate of the last TARGET day before the snapshot, re-pivoted to USD exactly.
// The data build does not read the ECB's history; this test holds its thresholds (data/README.md,
// "Second source", has the table that `node scripts/cross-source.mjs` prints).

const dataset = JSON.parse(readFileSync(new URL('../../data/dataset.json', import.meta.url), 'utf8')) as {
  fiat: string[];
  crypto: string[];
  snapshots: { date: string; rates: (number | string | null)[] }[];
};
const { rows, days } = compareWithEcb(dataset, parseEcbCsv(ecbCsvText()));

describe('the shipped rates against the ECB reference rates', () => {
  it('compares 30 currencies on every snapshot of the overlap', () => {
    expect(rows.map((r) => r.code)).toHaveLength(30);
    expect(rows.map((r) => r.code)).toContain('EUR');
    expect(days.length).toBeGreaterThan(3_400);
    const first = days[0]!;
    expect(first.date).toBe('2024-03-02');
    const last = days.reduce((a, b) => (b.date > a.date ? b : a));
    expect(last.date >= '2026-04-01' && last.date <= '2026-04-13').toBe(true);
  });

  it('re-pivots exactly: code per USD = (code per EUR) / (USD per EUR)', () => {
    const table = ecbCsvTable();
    const row = table.rows.find((r) => r.date === '2025-05-02')!;
    const cell = (code: string) => row.cells[table.codes.indexOf(code)]!;
    const R = Big();
    R.DP = 40;
    const jpy = days.find((d) => d.code === 'JPY' && d.ecbDate === '2025-05-02')!; // either side may be the nearer
    const exact = new R(cell('JPY')).div(cell('USD'));
    expect(jpy.ecb).toBeCloseTo(exact.toNumber(), 8);
    expect(jpy.diff).toBeCloseTo(new R(String(jpy.shipped)).div(exact).minus(1).toNumber(), 15);
    const eur = days.find((d) => d.code === 'EUR' && d.ecbDate === '2025-05-02')!;
    expect(eur.ecb).toBeCloseTo(new R(1).div(cell('USD')).toNumber(), 9);
  });

  it('pairs each snapshot with a fix on either side of its date, at most MAX_LAG_DAYS away', () => {
    for (const d of days) {
      expect(Math.abs(Date.parse(d.date) - Date.parse(d.ecbDate)) / 86_400_000).toBeLessThanOrEqual(MAX_LAG_DAYS);
    }
  });

  it('stays within the threshold on every overlapping day, or the day is explained', () => {
    const unexplained = days.filter((d) => Math.abs(d.diff) > THRESHOLD && !isExplained(d));
    expect(unexplained).toEqual([]);
    // Every explanation still matches a comparison over the threshold (none is stale).
    for (const e of EXPLAINED) {
      for (const code of e.codes) {
        const d = days.find((x) => x.date === e.date && x.code === code);
        expect(d && Math.abs(d.diff) > THRESHOLD, `${e.date} ${code}`).toBe(true);
      }
    }
  });

  it('keeps each currency close to the ECB: median difference under 0.5%', () => {
    for (const r of rows) expect(r.median, r.code).toBeLessThan(0.005);
  });
});
