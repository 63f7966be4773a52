import { readFileSync } from 'node:fs';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { isCalendarDate } from '../../src/params/date.js';
import { convert, currency, type Dataset } from '../../src/index.js';
import { CASH_FRACTIONS, CLDR_FRACTIONS_VERSION } from '../../src/registry/cldrFractions.js';
import { predecessorsOf, redenominationsOf, withdrawalOf } from '../../src/registry/registry.js';
import { CITED_REGISTRY } from '../../src/registry/citations/citedRegistry.js';
import { REGISTRY } from '../../src/registry/registryData.js';
import { small } from '../fixtures/load.js';

const NOW = new Date('2026-11-25T00:00:00Z');

/** The rows of the table in data/README.md's "Currency registry" section, cell by cell. */
function readmeRows(): string[][] {
  const text = readFileSync(new URL('../../data/README.md', import.meta.url), 'utf8');
  const section = text.slice(text.indexOf('## Currency registry'), text.indexOf('<!-- BEGIN GENERATED'));
  return section
    .split('\n')
    .filter((line) => /^\| [A-Z]{3} \|/.test(line))
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('registry', () => {
  it('holds the same facts and sources as data/README.md, row by row', () => {
    const rows = CITED_REGISTRY.map((e) => [
      e.code,
      e.name,
      String(e.minorUnits),
      e.withdrawal?.on ?? '',
      e.withdrawal?.successor ?? '',
      e.withdrawal?.factor ?? '',
      (e.redenominations ?? []).map((s) => `${s.date}: ${s.factor}`).join('; '),
      [e.withdrawal?.source, ...(e.redenominations ?? []).map((s) => s.source)].filter(Boolean).join(' / '),
    ]);
    expect(readmeRows()).toEqual(rows);
  });

  it('is consistent: one entry a code, real dates, exact positive factors, a source for every fact', () => {
    expect(new Set(CITED_REGISTRY.map((e) => e.code)).size).toBe(REGISTRY.length);
    for (const e of CITED_REGISTRY) {
      expect(e.code).toMatch(/^[A-Z]{3}$/);
      expect(e.withdrawal ?? e.redenominations).toBeDefined();
      const w = e.withdrawal;
      if (w) {
        expect([isCalendarDate(w.on), w.successor !== e.code, w.source.length > 20]).toEqual([true, true, true]);
        if (w.factor !== undefined) expect(new Big(w.factor).gt(0) && new Big(w.factor).toFixed() === w.factor).toBe(true);
      }
      const steps = e.redenominations ?? [];
      steps.forEach((s, i) => {
        expect([isCalendarDate(s.date), new Big(s.factor).gt(1), s.source.length > 20]).toEqual([true, true, true]);
        if (i > 0) expect(s.date > steps[i - 1]!.date).toBe(true);
      });
    }
  });

  it('answers the brief facts through its API', () => {
    expect(withdrawalOf('BGN')).toMatchObject({ on: '2026-01-01', successor: 'EUR', factor: '1.95583' });
    expect(withdrawalOf('ANG')).toMatchObject({ on: '2025-04-01', successor: 'XCG', factor: '1' });
    expect(withdrawalOf('HRK')).toMatchObject({ on: '2023-01-01', successor: 'EUR', factor: '7.5345' });
    expect(withdrawalOf('SLL')).toMatchObject({ successor: 'SLE', factor: '1000' });
    expect(withdrawalOf('VEF')).toMatchObject({ successor: 'VES', factor: '100000' });
    expect(withdrawalOf('ZWL')).toMatchObject({ on: '2024-09-01', successor: 'ZWG' });
    expect(withdrawalOf('ZWL')?.factor).toBeUndefined();
    expect(withdrawalOf('EUR')).toBeUndefined();
    expect(redenominationsOf('SYP').map((s) => [s.date, s.factor])).toEqual([['2026-01-01', '100']]);
    expect(redenominationsOf('USD')).toEqual([]);
    // predecessorsOf('EUR') (the 21 changeovers) is pinned in currencyTable.test.ts.
    expect(predecessorsOf('EUR')).toContain('BGN');
  });

  it('ships the CLDR cash increments with their source and licence', () => {
    const text = readFileSync(new URL('../../src/registry/cldrFractions.ts', import.meta.url), 'utf8');
    expect(text).toContain('Unicode-3.0');
    expect(CLDR_FRACTIONS_VERSION).toBe('48.2.0');
    expect([CASH_FRACTIONS.CHF, CASH_FRACTIONS.DKK, CASH_FRACTIONS.SEK, CASH_FRACTIONS.HUF, CASH_FRACTIONS.USD]).toEqual([
      [2, 5],
      [2, 50],
      [0, 1],
      [0, 5],
      undefined,
    ]);
  });
});

describe('properties', () => {
  const factsAgree = (ds: Dataset) =>
    fc.assert(
      fc.property(fc.constantFrom(...REGISTRY), fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2030, 0, 1) }), (entry, ms) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        const facts = currency(ds, { code: entry.code, date }, { numbers: 'string' });
        const w = entry.withdrawal;
        expect(facts.status).toBe(w !== undefined && date >= w.on ? 'withdrawn' : 'active');
        expect([facts.withdrawn_on, facts.successor, facts.successor_factor]).toEqual([w?.on, w?.successor, w?.factor]);
        expect(facts.redenominations).toEqual((entry.redenominations ?? []).map((s) => ({ date: s.date, factor: s.factor })));
        expect(facts.minor_units).toBe(ds.fiatMeta[entry.code]?.minorUnits ?? entry.minorUnits);
      }),
      { numRuns: 1000 },
    );

  it('currency facts agree with the registry for every code listed, on every date (embedded data)', () => factsAgree(defaultDataset));
  it('currency facts agree with the registry for every code listed, on every date (small fixture)', () => factsAgree(small));

  it('a conversion from a successor to its withdrawn currency on or after the changeover is the legal factor, exactly', () => {
    const legal = REGISTRY.filter((e) => e.withdrawal?.factor !== undefined);
    const ds = defaultDataset;
    const first = ds.snapshots[0]!.date;
    fc.assert(
      fc.property(fc.constantFrom(...legal), fc.integer({ min: Date.parse(first), max: Date.parse('2026-09-29') }), (entry, ms) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        const w = entry.withdrawal!;
        if (date < w.on) return;
        let factor = new Big(w.factor!);
        for (const s of redenominationsOf(w.successor)) if (s.date > w.on && s.date <= date) factor = factor.times(s.factor);
        const r = convert(ds, { from: w.successor, to: entry.code, date }, { numbers: 'string', now: NOW });
        expect(r.rate).toBe(factor.toFixed());
        const back = convert(ds, { from: entry.code, to: w.successor, date }, { numbers: 'string', now: NOW });
        expect(back.rate).toBe(new Big(1).div(factor).prec(12, Big.roundHalfEven).toFixed());
      }),
      { numRuns: 1000 },
    );
  });
});
