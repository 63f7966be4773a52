import { describe, expect, it } from 'vitest';
import { convert, history, loadDataset } from '../../src/index.js';
// The rate policies load when their entry is imported (ratebook/policies).
import '../../src/policy/index.js';

import { catalog } from '../importers/catalog.js';
import { bankFile, entriesOf } from '../importers/banks/recorded.js';
import { bnr, boc, cbr, cnb, mnb, nbpTableA, nbu, rba, tcmb } from './authorities.js';
import { checkPolicy, dayBefore, days, onOrBefore, sameDay, seeing, shift, strictlyBefore, type Tally, weekdaysBut } from './harness.js';
import { importBnr } from '../../src/feeds/bnr/bnr.js';
import { importBoc } from '../../src/feeds/boc/boc.js';
import { importCbr } from '../../src/feeds/cbr/cbr.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importMnb } from '../../src/feeds/mnb/mnb.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importNbu } from '../../src/feeds/nbu/nbu.js';
import { importRba } from '../../src/feeds/rba/rba.js';
import { importTcmb } from '../../src/feeds/tcmb/tcmb.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const named = (file: string) => ({ name: file.slice(file.indexOf('/') + 1), bytes: bankFile(file) });
const codesOf = (pub: { figures: readonly { code: string }[] }) => [...new Set(pub.figures.map((f) => f.code))].sort();
const tallies: Record<string, Tally> = {};

// Each policy against its authority's recorded document: the chosen date, the table id, the rate.
describe('national policies against the authorities’ own figures', () => {
  it('pl-pit, pl-cit, pl-vat: NBP table A of the last business day strictly before (4 tables, a Monday, a weekend, none before the first)', () => {
    const ds = loadDataset(importNbp([named('nbp/nbp-1.json'), named('nbp/nbp-2.json')], options).dataset);
    const pub = nbpTableA();
    const now = new Date('2026-03-20T00:00:00Z');
    // 2026-03-02 (Monday, the first table): nothing before within a week → refused; 03-07 on: Friday 03-06 was a
    // business day whose table is not in the data (Thursday 03-05 is the last) → refused, never 03-05's.
    for (const id of ['pl-pit', 'pl-cit', 'pl-vat'] as const) {
      const t = checkPolicy(ds, pub, id, days('2026-03-02', '2026-03-12'), codesOf(pub), seeing(strictlyBefore(7), dayBefore, weekdaysBut()), { now });
      tallies[id] = t;
      expect(t.cases).toBeGreaterThanOrEqual(50);
      expect(t.refused).toBeGreaterThan(0);
    }
    // The example of the issue: an event on 2026-03-04 converts at table 042/A/NBP/2026 of 2026-03-03.
    const r = convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit', explain: true, now, numbers: 'string' });
    expect(r.policy!.why).toBe('last business day strictly before 2026-03-04: 042/A/NBP/2026 of 2026-03-03');
    // NBP's figure digit for digit (stored inverted it read 4.27320000001), and the figure named beside the receipt.
    expect(r.rate).toBe('4.2732');
    expect(r.policy!.figures).toEqual({ EUR: '4.2732' });
    expect(convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-03' }, { now, numbers: 'string' }).rate).toBe('4.27320000001');
  });

  it('cz-vat: the CNB rate valid on the day (on or before), January to April 2026', () => {
    const ds = loadDataset(importCnb(bankFile('cnb/cnb-1.json'), options).dataset);
    const pub = cnb();
    // The document ends Thursday 04-02; Good Friday and Easter Monday are Czech holidays, Tuesday 04-07 is missing.
    const czech = weekdaysBut('2026-01-01', '2026-04-03', '2026-04-06');
    tallies['cz-vat'] = checkPolicy(
      ds,
      pub,
      'cz-vat',
      days('2026-01-01', '2026-04-10'),
      ['EUR', 'USD', 'JPY', 'HUF', 'GBP'],
      seeing(onOrBefore(7), sameDay, czech),
      {
        now: new Date('2026-05-01T00:00:00Z'),
      },
    );
    expect(tallies['cz-vat'].cases).toBeGreaterThanOrEqual(50);
  });

  it('ro-vat: the BNR rate of the latest date strictly before, 2026', () => {
    const ds = loadDataset(importBnr(bankFile('bnr/bnr-1.xml'), options).dataset);
    const pub = bnr();
    const romania = weekdaysBut('2026-01-01', '2026-01-02', '2026-01-06', '2026-01-07');
    tallies['ro-vat'] = checkPolicy(
      ds,
      pub,
      'ro-vat',
      days('2026-01-01', '2026-03-31'),
      ['EUR', 'USD', 'HUF', 'JPY', 'GBP'],
      seeing(strictlyBefore(7), dayBefore, romania),
      {
        now: new Date('2026-09-01T00:00:00Z'),
      },
    );
    expect(tallies['ro-vat'].cases).toBeGreaterThanOrEqual(50);
  });

  it('ru: the CBR rate set for the date (the daily document and the dynamic series)', () => {
    const files = entriesOf('cbr').map((e) => e.file);
    const ds = loadDataset(importCbr(files.map(named), options).dataset);
    const pub = cbr(files);
    const asked = [...days('2026-03-01', '2026-03-09'), ...days('2026-04-24', '2026-04-30')];
    // The CBR dates a business day's rates the next day: Tuesday to Saturday, none after 9 March (a holiday) set.
    const dated = (date: string) => weekdaysBut('2026-03-09')(shift(date, -1));
    tallies.ru = checkPolicy(ds, pub, 'ru', asked, codesOf(pub), seeing(onOrBefore(7), sameDay, dated), { now: new Date('2026-05-10T00:00:00Z') });
    expect(tallies.ru.cases).toBeGreaterThanOrEqual(50);
  });

  it('ua: the NBU rate set for the date, March 2026', () => {
    const ds = loadDataset(importNbu(bankFile('nbu/nbu-1.json'), options).dataset);
    const pub = nbu();
    tallies.ua = checkPolicy(
      ds,
      pub,
      'ua',
      days('2026-02-27', '2026-03-20'),
      ['EUR', 'USD', 'PLN', 'JPY', 'GBP'],
      seeing(onOrBefore(7), sameDay, weekdaysBut()),
      {
        now: new Date('2026-04-01T00:00:00Z'),
      },
    );
    expect(tallies.ua.cases).toBeGreaterThanOrEqual(50);
  });

  it('ca-cra: the Bank of Canada rate of the day, whatever the time of day (a day rule: s. 261 "for the day")', () => {
    const ds = loadDataset(importBoc(bankFile('boc/boc-1.json'), options).dataset);
    const pub = boc();
    const now = new Date('2026-04-01T00:00:00Z');
    const rule = seeing(onOrBefore(7), sameDay, weekdaysBut());
    tallies['ca-cra'] = checkPolicy(ds, pub, 'ca-cra', days('2026-03-11', '2026-03-25'), codesOf(pub), rule, { now });
    // At 12:00 Toronto (16:00Z in March, EDT) as at 17:00: the rate for the day.
    const noon = checkPolicy(ds, pub, 'ca-cra', days('2026-03-13', '2026-03-18'), codesOf(pub), rule, { now, at: (date) => `${date}T16:00:00Z` });
    const evening = checkPolicy(ds, pub, 'ca-cra', days('2026-03-13', '2026-03-18'), codesOf(pub), rule, { now, at: (date) => `${date}T21:00:00Z` });
    // The issue's case: 14:00Z on 2026-03-17 is the BoC rate of 03-17 (1.3699), not 03-16's (1.3675).
    const r = convert(ds, { from: 'USD', to: 'CAD', date: '2026-03-17' }, { policy: 'ca-cra', at: '2026-03-17T14:00:00Z', now, numbers: 'string' });
    expect([r.date, r.rate]).toEqual(['2026-03-17', '1.3699']);
    tallies['ca-cra'] = {
      cases: tallies['ca-cra'].cases + noon.cases + evening.cases,
      exact: tallies['ca-cra'].exact + noon.exact + evening.exact,
      refused: tallies['ca-cra'].refused + noon.refused + evening.refused,
    };
    expect(tallies['ca-cra'].cases).toBeGreaterThanOrEqual(50);
  });

  it('au-ato: the RBA rate of the day, in the direction the RBA publishes (units per AUD), digit for digit', () => {
    const ds = loadDataset(importRba(bankFile('rba/rba-1.csv'), options).dataset);
    const pub = rba();
    const nsw = weekdaysBut('2025-12-25', '2025-12-26', '2026-01-01');
    tallies['au-ato'] = checkPolicy(
      ds,
      pub,
      'au-ato',
      days('2025-12-20', '2026-01-15'),
      ['USD', 'EUR', 'JPY', 'GBP', 'CNY'],
      seeing(onOrBefore(7), sameDay, nsw),
      {
        now: new Date('2026-04-01T00:00:00Z'),
      },
    );
    expect(tallies['au-ato'].cases).toBeGreaterThanOrEqual(50);
    expect(tallies['au-ato'].exact).toBe(tallies['au-ato'].cases - tallies['au-ato'].refused);
  });

  it('tr-vat: the TCMB buying rate of the latest day strictly before, as TCMB published it (the rows keep buying and selling)', () => {
    const ds = loadDataset(importTcmb(bankFile('tcmb/tcmb-1.json'), options).dataset);
    const pub = tcmb('A');
    // Ramazan Bayramı: 20 March 2026 (a Friday) closed; Monday 03-23 is past the document's end.
    const turkey = weekdaysBut('2026-03-20');
    tallies['tr-vat'] = checkPolicy(
      ds,
      pub,
      'tr-vat',
      days('2026-03-01', '2026-03-25'),
      ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'SAR'],
      seeing(strictlyBefore(7), dayBefore, turkey),
      {
        now: new Date('2026-04-01T00:00:00Z'),
      },
    );
    expect(tallies['tr-vat'].cases).toBeGreaterThanOrEqual(50);
    // Not the mid rate: the buying rate is below it.
    const mid = convert(ds, { from: 'USD', to: 'TRY', date: '2026-03-10' }, { now: new Date('2026-04-01T00:00:00Z') });
    const buying = convert(ds, { from: 'USD', to: 'TRY', date: '2026-03-10' }, { policy: 'tr-vat', now: new Date('2026-04-01T00:00:00Z') });
    expect(buying.date).toBe('2026-03-09');
    expect(buying.rate).toBe(Number(pub.figures.find((f) => f.code === 'USD' && f.date === '2026-03-09')!.text));
    expect(mid.rate).toBeGreaterThan(buying.rate);
    // history answers the stored mid rates: a buying-rate policy there is refused, not answered at the mid.
    expect(() => history(ds, { date: '2026-03-10', base: 'TRY' }, { policy: 'tr-vat', now: new Date('2026-04-01T00:00:00Z') })).toThrow(/buying rate/);
  });

  it('hu-vat: the MNB official rate valid on the day (on or before), on MNB’s recorded document, digit for digit', () => {
    const ds = loadDataset(importMnb(bankFile('mnb/mnb-1.xml'), options).dataset);
    const pub = mnb();
    const dates = [...new Set(pub.figures.map((f) => f.date))].sort();
    tallies['hu-vat'] = checkPolicy(
      ds,
      pub,
      'hu-vat',
      days(shift(dates[0]!, -2), shift(dates.at(-1)!, 9)),
      ['EUR', 'USD', 'CHF', 'GBP', 'JPY', 'CZK'],
      seeing(onOrBefore(7), sameDay, weekdaysBut()),
      {
        now: new Date('2025-05-01T00:00:00Z'),
      },
    );
    expect(tallies['hu-vat'].cases).toBeGreaterThanOrEqual(50);
    expect(tallies['hu-vat'].exact).toBe(tallies['hu-vat'].cases - tallies['hu-vat'].refused);
    // A time rule, "the last rate known": before 12:00 Budapest (11:00Z in March) the day's rate is not out, after it it is.
    const now = new Date('2025-05-01T00:00:00Z');
    const inner = dates.slice(1, -1).flatMap((d) => days(d, d));
    const morning = checkPolicy(ds, pub, 'hu-vat', inner, ['EUR', 'USD', 'CHF'], (ds2, date) => onOrBefore(7)(ds2, shift(date, -1)), {
      now,
      at: (date) => `${date}T10:30:00Z`,
    });
    const noon = checkPolicy(ds, pub, 'hu-vat', inner, ['EUR', 'USD', 'CHF'], onOrBefore(7), { now, at: (date) => `${date}T11:00:00Z` });
    expect(morning.exact + noon.exact).toBe(2 * 3 * inner.length);
  });

  it('at on another calendar day than date, in the rule’s zone, is invalid_parameter naming at', () => {
    const ds = loadDataset(importBoc(bankFile('boc/boc-1.json'), options).dataset);
    const now = new Date('2026-04-01T00:00:00Z');
    const refused = (policy: 'ca-cra', at: string) => {
      try {
        convert(ds, { from: 'USD', to: 'CAD', date: '2026-03-17' }, { policy, at, now });
      } catch (e) {
        return e as { code: string; param: string };
      }
      return undefined;
    };
    // 02:00Z on 03-18 is still 03-17 in Toronto (a day rule reads the source's zone): answered.
    expect(refused('ca-cra', '2026-03-18T02:00:00Z')).toBeUndefined();
    expect(convert(ds, { from: 'USD', to: 'CAD' }, { policy: 'ca-cra', at: '2026-03-18T02:00:00Z', now }).date).toBe('2026-03-17');
    for (const at of ['2026-03-18T05:00:00Z', '2026-03-17T03:59:00Z', '2026-03-16T12:00:00-04:00', '2026-03-19T00:00:00+09:00']) {
      expect(refused('ca-cra', at), at).toMatchObject({ code: 'invalid_parameter', param: 'at' });
    }
  });

  it('reports the cases per policy', () => {
    console.log(JSON.stringify(tallies));
  });
});
