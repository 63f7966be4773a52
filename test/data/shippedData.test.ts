import { describe, expect, it } from 'vitest';
import { defaultRules } from '../../src/curation/index.js';
import { pegBounds } from '../../src/curation/rules/pegRule.js';
import { defaultDataset as ds } from '../../src/data.js';
import { LEGACY_CURRENCIES } from '../../src/importers/merging/legacyCurrencies.js';
import { convert, cryptoConvert, cryptoCurrencies, currencies, history } from '../../src/index.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

// The data build's rules, re-checked on data/dataset.json as it ships (through the loader), so a
// hand edit or a build change that lets a wrong value through fails here. The facts (pegs, band,
// redenominations, withdrawn currencies) are the curated files the build reads.

const newest = ds.snapshots[ds.snapshots.length - 1]!;

/** Every quote of a code as [date, units per USD]. */
function series(code: string): [string, number][] {
  const column = ds.columns.get(code)!;
  return ds.snapshots.filter((s) => s.values[column] === s.values[column]).map((s) => [s.date, s.values[column]!]);
}

/** The quote of `code` in units per `anchor` on each date both are quoted. */
function cross(code: string, anchor: string): [string, number][] {
  const [c, a] = [ds.columns.get(code)!, ds.columns.get(anchor)!];
  return ds.snapshots.filter((s) => s.values[c] === s.values[c] && s.values[a] === s.values[a]).map((s) => [s.date, s.values[c]! / s.values[a]!]);
}

describe('the shipped dataset keeps the build rules', () => {
  it('quotes every pegged currency within its tolerance or band on every date it is quoted', () => {
    expect(defaultRules.pegs.length).toBeGreaterThanOrEqual(34);
    for (const peg of defaultRules.pegs) {
      const { lo, hi } = pegBounds(peg);
      const quotes = cross(peg.code, peg.anchor).filter(
        ([date]) => (!peg.from || date >= peg.from) && (!peg.to || date <= peg.to) && !peg.excused?.some((e) => e.date === date),
      );
      expect(quotes.length, peg.code).toBeGreaterThan(0);
      const outside = quotes.filter(([, v]) => v < lo || v > hi);
      expect(outside, `${peg.code} per ${peg.anchor}`).toEqual([]);
    }
  });

  it('quotes every USD stablecoin within its band', () => {
    const [lo, hi] = defaultRules.stablecoins.band;
    for (const code of defaultRules.stablecoins.codes) {
      const outside = series(code).filter(([, perUsd]) => 1 / perUsd < lo || 1 / perUsd > hi);
      expect(outside, code).toEqual([]);
    }
  });

  it('has no move by a power of ten that a curated redenomination does not explain', () => {
    const changes = defaultRules.unitChanges;
    const unexplained: string[] = [];
    for (const code of ds.codes) {
      const quotes = series(code);
      for (let k = 1; k < quotes.length; k++) {
        const [[before, a], [after, b]] = [quotes[k - 1]!, quotes[k]!];
        const power = Math.round(Math.log10(b / a));
        const near = (target: number) => Math.abs(Math.log10(b / a / target)) < Math.log10(1.1);
        if (power === 0 || !near(10 ** power)) continue;
        const explained = changes.some((u) => u.code === code && before < u.date && u.date <= after && near(u.factor));
        if (!explained) unexplained.push(`${code} ${before} ${a} -> ${after} ${b}`);
      }
    }
    expect(unexplained).toEqual([]);
  });

  it('quotes SYP in one unit per date: old pounds before the redenomination, new pounds from it', () => {
    const [change] = defaultRules.unitChanges.filter((u) => u.code === 'SYP');
    const quotes = series('SYP');
    const before = quotes.filter(([date]) => date < change!.date && date >= '2025-01-01');
    const after = quotes.filter(([date]) => date >= change!.date);
    expect(before.length).toBeGreaterThan(50);
    expect(after.length).toBeGreaterThan(20);
    // The old pound traded at about 11,000 per USD, the new one at about 110 (1/100).
    for (const [date, v] of before) expect(v, date).toBeGreaterThan(5_000);
    for (const [date, v] of after) expect(v, date).toBeLessThan(500);
  });

  it('keeps a withdrawn currency in the history before its changeover and never after', () => {
    for (const code of ['ANG', 'BGN', 'ZWL']) {
      const w = defaultRules.withdrawn[code]!;
      const quotes = series(code);
      expect(
        quotes.some(([date]) => date < w.since),
        code,
      ).toBe(true);
      expect(
        quotes.filter(([date]) => date >= w.since),
        code,
      ).toEqual([]);
    }
    // No market quote after the changeover: BGN converts by its legal factor, to a third currency
    // through the euro's market quote (Regulation 1103/97; see src/rates/legalRoute.ts).
    expect(convert(ds, { from: 'BGN', to: 'USD', amount: '1' }, { explain: true }).source!.derivation).toBe('legal_factor_then_cross');
    expect(convert(ds, { from: 'EUR', to: 'BGN', amount: '1' }, { numbers: 'string' }).rate).toBe('1.95583');
    const lastDay = history(ds, { date: '2025-12-31', base: 'EUR' }, { now: new Date('2026-11-01T00:00:00Z') });
    expect(lastDay.rates.BGN).toBeCloseTo(1.95583, 3);
  });

  it("dates each withdrawal as the importers' legacy table does (one table, re-exported)", () => {
    expect(LEGACY_CURRENCIES).toBe(defaultRules.withdrawn);
  });

  it('lists in the metadata exactly the codes the newest snapshot quotes, and each converts', () => {
    const quoted = ds.codes.filter((code) => newest.values[ds.columns.get(code)!] === newest.values[ds.columns.get(code)!]);
    const fiat = Object.keys(currencies(ds).currencies);
    const crypto = Object.keys(cryptoCurrencies(ds).currencies);
    expect([...fiat, ...crypto].sort()).toEqual([...quoted].sort());
    for (const code of fiat) expect(convert(ds, { from: code, to: 'USD', amount: '1' }).date).toBe(newest.date);
    for (const code of crypto) expect(cryptoConvert(ds, { from: code, to: 'USD', amount: '1' }).date).toBe(newest.date);
    for (const gone of ['BGN', 'ANG']) expect(fiat).not.toContain(gone);
    for (const gone of ['AGIX', 'FTM', 'FXS', 'MATIC', 'ONE', 'TON']) expect(crypto).not.toContain(gone);
  });

  it('ships BTC on every snapshot, from its alias XBT where BTC itself was withheld', () => {
    expect(series('BTC').length).toBe(ds.snapshots.length);
    const btc = ds.columns.get('BTC')!;
    expect(ds.snapshots.find((s) => s.date === '2025-12-06')!.values[btc]).toBe(0.0000111943);
  });

  it('names a renamed asset by its name at the newest snapshot, saying the former name', () => {
    expect(ds.cryptoMeta.KLAY!.name).toBe('Kaia (formerly Klaytn)');
    expect(ds.cryptoMeta.EOS!.name).toBe('Vaulta (formerly EOS)');
    expect(ds.cryptoMeta.FTM!.name).toBe('Sonic (formerly Fantom)');
    expect(ds.cryptoMeta.MKR!.name).toBe('Maker');
  });
});
