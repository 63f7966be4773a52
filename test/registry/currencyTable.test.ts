import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { defaultRules } from '../../src/curation/index.js';
import { LEGACY_CURRENCIES } from '../../src/importers/index.js';
import { currency } from '../../src/index.js';
import { isCalendarDate } from '../../src/params/date.js';
import { QUOTED_REDENOMINATIONS, QUOTED_WITHDRAWN } from '../../src/registry/quotedData.js';
import { QUOTED_WITHDRAWALS } from '../../src/registry/quotedWithdrawals.js';
import { predecessorsOf, redenominationsOf, registryEntry, withdrawalOf } from '../../src/registry/registry.js';
import { CITED_REGISTRY } from '../../src/registry/citations/citedRegistry.js';
import { REGISTRY } from '../../src/registry/registryData.js';
import { small } from '../fixtures/load.js';

// The registry's table is the one table of currencies: the importers' legacy catalogue and the
// curation's `withdrawn` and `unit_change` facts are read from it. Derivation makes most of the
// agreement structural; these tests guard it, and pin what the embedded data and the importers
// were built with, so an edit of the table that would change them fails here first.

/** The catalogue the embedded data and the importers were built with: [code, name, minor units, successor, since, has evidence]. */
const CATALOGUE: readonly (readonly [string, string, number, string, string, boolean])[] = [
  ['ANG', 'Netherlands Antillean Guilder', 2, 'XCG', '2025-04-01', true],
  ['BGN', 'Bulgarian Lev', 2, 'EUR', '2026-01-01', true],
  ['ZWL', 'Zimbabwean Dollar (2009–2024)', 2, 'ZWG', '2024-09-01', true],
  ['CYP', 'Cypriot Pound', 2, 'EUR', '2008-01-01', false],
  ['EEK', 'Estonian Kroon', 2, 'EUR', '2011-01-01', false],
  ['HRK', 'Croatian Kuna', 2, 'EUR', '2023-01-01', false],
  ['LTL', 'Lithuanian Litas', 2, 'EUR', '2015-01-01', false],
  ['LVL', 'Latvian Lats', 2, 'EUR', '2014-01-01', false],
  ['MTL', 'Maltese Lira', 2, 'EUR', '2008-01-01', false],
  ['ROL', 'Romanian Leu (1952–2006)', 2, 'RON', '2005-07-01', false],
  ['SIT', 'Slovenian Tolar', 2, 'EUR', '2007-01-01', false],
  ['SKK', 'Slovak Koruna', 2, 'EUR', '2009-01-01', false],
  ['TRL', 'Turkish Lira (1922–2005)', 0, 'TRY', '2005-01-01', false],
];

describe('one currency table', () => {
  it("makes the importers' legacy catalogue and the curation's withdrawn facts one object, read from the table", () => {
    expect(LEGACY_CURRENCIES).toBe(QUOTED_WITHDRAWALS);
    expect(defaultRules.withdrawn).toBe(QUOTED_WITHDRAWALS);
  });

  it("gives each quoted code its table entry's facts: CLDR name, minor units, successor, changeover date, evidence", () => {
    expect(Object.keys(QUOTED_WITHDRAWALS)).toEqual(Object.keys(QUOTED_WITHDRAWN));
    for (const [code, quoted] of Object.entries(QUOTED_WITHDRAWN)) {
      const entry = registryEntry(code);
      expect(entry?.withdrawal, code).toBeDefined();
      expect(quoted.cldrName, code).not.toBe(entry!.name);
      const w = entry!.withdrawal!;
      const source = quoted.evidence === undefined ? {} : { source: quoted.evidence };
      expect(QUOTED_WITHDRAWALS[code], code).toEqual({
        name: quoted.cldrName ?? entry!.name,
        minorUnits: entry!.minorUnits,
        replacedBy: w.successor,
        since: w.on,
        ...source,
      });
    }
  });

  it('keeps the catalogue the embedded data and the importers were built with, in its order', () => {
    const rows = Object.entries(QUOTED_WITHDRAWALS).map(([code, w]) => [code, w.name, w.minorUnits, w.replacedBy, w.since, w.source !== undefined]);
    expect(rows).toEqual(CATALOGUE);
  });

  it('agrees with the public registry on every withdrawal both list: the changeover date and the successor', () => {
    for (const code of ['BGN', 'ANG', 'ZWL', 'HRK', 'LTL', 'LVL']) expect(withdrawalOf(code), code).toBeDefined();
    for (const [code, w] of Object.entries(defaultRules.withdrawn)) {
      if (withdrawalOf(code)) expect(withdrawalOf(code), code).toMatchObject({ on: w.since, successor: w.replacedBy });
    }
  });

  it('reads the unit changes from the table: the date, and the factor (new per old against old per new)', () => {
    expect(defaultRules.unitChanges.map((u) => [u.code, u.date, u.source])).toEqual(QUOTED_REDENOMINATIONS.map((q) => [q.code, q.date, q.evidence]));
    expect(defaultRules.unitChanges.map((u) => `${u.code} ${u.date}`)).toEqual(['SYP 2026-01-01']);
    for (const change of defaultRules.unitChanges) {
      const step = redenominationsOf(change.code).find((r) => r.date === change.date);
      expect(step, `${change.code} ${change.date}`).toBeDefined();
      expect(new Big(1).div(step!.factor).eq(change.factor), change.code).toBe(true);
    }
  });

  it("answers for the ECB history's withdrawn currencies too, since issue 28: status, successor, legal factor", () => {
    for (const code of ['CYP', 'EEK', 'MTL', 'ROL', 'SIT', 'SKK', 'TRL']) {
      expect(registryEntry(code), code).toBeDefined();
      const w = QUOTED_WITHDRAWALS[code]!;
      expect(currency(small, { code, date: '2030-01-01' }), code).toMatchObject({ status: 'withdrawn', withdrawn_on: w.since, successor: w.replacedBy });
    }
    expect(predecessorsOf('EUR')).toEqual([
      'ATS',
      'BEF',
      'BGN',
      'CYP',
      'DEM',
      'EEK',
      'ESP',
      'FIM',
      'FRF',
      'GRD',
      'HRK',
      'IEP',
      'ITL',
      'LTL',
      'LUF',
      'LVL',
      'MTL',
      'NLG',
      'PTE',
      'SIT',
      'SKK',
    ]);
  });

  it('is consistent: one entry a code, in code order, real dates, exact positive factors, a source for every fact', () => {
    expect(new Set(REGISTRY.map((e) => e.code)).size).toBe(REGISTRY.length);
    expect(REGISTRY.map((e) => e.code)).toEqual(REGISTRY.map((e) => e.code).sort());
    for (const e of CITED_REGISTRY) {
      const w = e.withdrawal;
      if (w === undefined) continue;
      expect([e.code, isCalendarDate(w.on), w.successor !== e.code, w.source.length > 20]).toEqual([e.code, true, true, true]);
      if (w.factor !== undefined) expect(new Big(w.factor).gt(0) && new Big(w.factor).toFixed() === w.factor, e.code).toBe(true);
    }
    for (const q of Object.values(QUOTED_WITHDRAWN)) if (q.evidence !== undefined) expect(q.evidence.length).toBeGreaterThan(20);
  });
});
