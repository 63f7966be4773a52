import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { convert, currency, type Dataset } from '../../src/index.js';
import { CASH_CHANGES } from '../../src/registry/cashChanges.js';
import { CASH_FRACTIONS } from '../../src/registry/cldrFractions.js';
import { registryEntry } from '../../src/registry/registry.js';
import { NOW } from '../importers/catalog.js';
import { ecbCsvTable } from '../importers/ecbFiles.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';
import { ecbDataset } from '../importers/ecbHistory.js';

// Issue 28, "every currency ever quoted": every code the ECB's reference-rate history quotes is one
// the registry answers for, on the dates before and after its change.

let ecb: Dataset;
beforeAll(async () => {
  ecb = await ecbDataset();
}, 60_000);

const FIRST = '1999-01-04';
const LAST = '2026-04-13';
/** The day before a date, `YYYY-MM-DD`. */
const dayBefore = (date: string) => new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
const increment = ([digits, step]: readonly [number, number]) => new Big(step).times(new Big(10).pow(-digits)).toFixed();

describe('currency on an imported ECB history', () => {
  it('knows every code of the history and the pivot', () => {
    const codes = [...ecbCsvTable().codes, 'EUR'];
    expect(codes).toHaveLength(42);
    for (const code of codes) expect(currency(ecb, { code, date: LAST }).code, code).toBe(code);
  });

  it('says active before each withdrawal and withdrawn from it, with the successor and its legal factor', () => {
    const withdrawn = ecbCsvTable().codes.filter((code) => registryEntry(code)?.withdrawal !== undefined);
    expect(withdrawn).toEqual(['BGN', 'CYP', 'EEK', 'LTL', 'LVL', 'MTL', 'ROL', 'SIT', 'SKK', 'HRK', 'TRL']);
    for (const code of withdrawn) {
      const w = registryEntry(code)!.withdrawal!;
      const before = currency(ecb, { code, date: dayBefore(w.on) }, { numbers: 'string' });
      const after = currency(ecb, { code, date: w.on }, { numbers: 'string' });
      expect([before.status, after.status], code).toEqual(['active', 'withdrawn']);
      expect([after.withdrawn_on, after.successor, after.successor_factor], code).toEqual([w.on, w.successor, w.factor]);
      expect(before.withdrawn_on, code).toBe(w.on); // a known withdrawal is listed on earlier dates too
    }
  });

  it("says active on the first and the last date for every other code, with today's cash increment on the last", () => {
    const current = [...ecbCsvTable().codes, 'EUR'].filter((code) => registryEntry(code)?.withdrawal === undefined);
    expect(current).toHaveLength(31);
    for (const code of current) {
      for (const date of [FIRST, LAST]) expect(currency(ecb, { code, date }).status, `${code} ${date}`).toBe('active');
      const minor = currency(ecb, { code, date: LAST }, { numbers: 'string' });
      // CLDR's, or for AUD and NZD (which CLDR leaves at the cent) the last of their dated changes.
      const today = CASH_CHANGES[code]?.at(-1)?.to ?? CASH_FRACTIONS[code];
      expect(minor.cash_increment, code).toBe(today ? increment(today) : increment([minor.minor_units, 1]));
    }
  });

  it('answers GET /v1/currency?code=EEK as withdrawn', async () => {
    const handler = createFetchHandler({ dataset: ecb, auth: false });
    const response = await handler(new Request('http://x/v1/currency?code=EEK'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 'EEK', status: 'withdrawn', withdrawn_on: '2011-01-01', successor: 'EUR', successor_factor: 15.6466 });
  });
});

describe("legal factors of the ECB history's withdrawn codes", () => {
  it('converts 1000 EEK to 63.91 EUR on 2012-06-01 at 15.6466', () => {
    const rounded = convert(ecb, { from: 'EEK', to: 'EUR', amount: '1000', date: '2012-06-01' }, { round: 'minor', now: NOW });
    expect(rounded.result).toBe(63.91);
    expect(convert(ecb, { from: 'EUR', to: 'EEK', amount: '1', date: '2012-06-01' }, { numbers: 'string', now: NOW }).rate).toBe('15.6466');
    const receipt = convert(ecb, { from: 'EEK', to: 'EUR', amount: '1000', date: '2012-06-01' }, { explain: true, now: NOW });
    expect(receipt.source!.derivation).toBe('legal_factor');
  });

  it('converts every withdrawn code to its successor after the changeover and by the ECB quote before it', () => {
    for (const [code, after, before] of [
      ['CYP', '2009-03-02', '2007-03-01'],
      ['MTL', '2009-03-02', '2007-03-01'],
      ['SIT', '2008-03-03', '2006-03-01'],
      ['SKK', '2010-03-01', '2008-03-03'],
      ['ROL', '2006-03-01', '2005-03-01'],
      ['TRL', '2006-03-01', '2004-03-01'],
      ['LTL', '2016-03-01', '2014-03-03'],
      ['LVL', '2015-03-02', '2013-03-01'],
      ['HRK', '2024-03-01', '2022-03-01'],
    ] as const) {
      const w = registryEntry(code)!.withdrawal!;
      const legal = convert(ecb, { from: w.successor, to: code, date: after }, { numbers: 'string', now: NOW, explain: true });
      expect([legal.rate, legal.source!.derivation], code).toEqual([w.factor, 'legal_factor']);
      // Before the changeover the ECB's own quote answers (RON and TRY were not quoted yet).
      const market = convert(ecb, { from: 'EUR', to: code, date: before }, { numbers: 'string', now: NOW, explain: true });
      expect(market.source!.derivation, code).not.toBe('legal_factor');
    }
  });
});

describe('cash increments by date', () => {
  it('gives CAD 0.01 before 2013-02-04 and 0.05 from it', () => {
    expect(currency(ecb, { code: 'CAD', date: '2011-06-01' }).cash_increment).toBe(0.01);
    expect(currency(ecb, { code: 'CAD', date: '2013-02-03' }).cash_increment).toBe(0.01);
    expect(currency(ecb, { code: 'CAD', date: '2013-02-04' }).cash_increment).toBe(0.05);
  });

  it("gives each dated change the increment before it and from it, and ends on CLDR's (AUD and NZD, which CLDR leaves at the cent, on their own)", () => {
    expect(['AUD', 'NZD'].map((code) => CASH_FRACTIONS[code])).toEqual([undefined, undefined]);
    for (const [code, changes] of Object.entries(CASH_CHANGES)) {
      if (code !== 'AUD' && code !== 'NZD') expect(changes[changes.length - 1]!.to, code).toEqual(CASH_FRACTIONS[code]);
      changes.forEach((change, i) => {
        if (i > 0) expect(change.from, code).toEqual(changes[i - 1]!.to);
        const before = currency(ecb, { code, date: dayBefore(change.on) }, { numbers: 'string' });
        const from = currency(ecb, { code, date: change.on }, { numbers: 'string' });
        expect([before.cash_increment, before.cash_minor_units], `${code} ${change.on}`).toEqual([increment(change.from), change.from[0]]);
        expect([from.cash_increment, from.cash_minor_units], `${code} ${change.on}`).toEqual([increment(change.to), change.to[0]]);
      });
    }
  });
});
