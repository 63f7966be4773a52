import { describe, expect, it } from 'vitest';
import { convert, history, loadDataset } from '../../src/index.js';

import { catalog } from '../importers/catalog.js';
import { bankFile, entriesOf } from '../importers/banks/recorded.js';
import { bnr, boc, cbr, cnb, mnb, nbpTableA, nbu, rba, tcmb } from './authorities.js';
import { checkPolicy, days, onOrBefore, shift, strictlyBefore, type Tally } from './harness.js';
import { importBnr } from '../../src/feeds/bnr/bnr.js';
import { importBoc } from '../../src/feeds/boc/boc.js';
import { importCbr } from '../../src/feeds/cbr/cbr.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importMnb } from '../../src/feeds/mnb/mnb.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importNbu } from '../../src/feeds/nbu/nbu.js';
import { importRba } from '../../src/feeds/rba/rba.js';
import { importTcmb } from '../../src/feeds/tcmb/tcmb.js';

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
    // 2026-03-02 (Monday, the first table): nothing before within a week → refused; 03-07/08 weekend; 03-09 Monday → Friday's? none: Thursday 03-05 is the last table.
    for (const id of ['pl-pit', 'pl-cit', 'pl-vat']) {
      const t = checkPolicy(ds, pub, id, days('2026-03-02', '2026-03-12'), codesOf(pub), strictlyBefore(7), { now });
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
    tallies['cz-vat'] = checkPolicy(ds, pub, 'cz-vat', days('2026-01-01', '2026-04-10'), ['EUR', 'USD', 'JPY', 'HUF', 'GBP'], onOrBefore(7), {
      now: new Date('2026-05-01T00:00:00Z'),
    });
    expect(tallies['cz-vat'].cases).toBeGreaterThanOrEqual(50);
  });

  it('ro-vat: the BNR rate of the latest date strictly before, 2026', () => {
    const ds = loadDataset(importBnr(bankFile('bnr/bnr-1.xml'), options).dataset);
    const pub = bnr();
    tallies['ro-vat'] = checkPolicy(ds, pub, 'ro-vat', days('2026-01-01', '2026-03-31'), ['EUR', 'USD', 'HUF', 'JPY', 'GBP'], strictlyBefore(7), {
      now: new Date('2026-09-01T00:00:00Z'),
    });
    expect(tallies['ro-vat'].cases).toBeGreaterThanOrEqual(50);
  });

  it('ru: the CBR rate set for the date (the daily document and the dynamic series)', () => {
    const files = entriesOf('cbr').map((e) => e.file);
    const ds = loadDataset(importCbr(files.map(named), options).dataset);
    const pub = cbr(files);
    const asked = [...days('2026-03-01', '2026-03-09'), ...days('2026-04-24', '2026-04-30')];
    tallies.ru = checkPolicy(ds, pub, 'ru', asked, codesOf(pub), onOrBefore(7), { now: new Date('2026-05-10T00:00:00Z') });
    expect(tallies.ru.cases).toBeGreaterThanOrEqual(50);
  });

  it('ua: the NBU rate set for the date, March 2026', () => {
    const ds = loadDataset(importNbu(bankFile('nbu/nbu-1.json'), options).dataset);
    const pub = nbu();
    tallies.ua = checkPolicy(ds, pub, 'ua', days('2026-02-27', '2026-03-20'), ['EUR', 'USD', 'PLN', 'JPY', 'GBP'], onOrBefore(7), {
      now: new Date('2026-04-01T00:00:00Z'),
    });
    expect(tallies.ua.cases).toBeGreaterThanOrEqual(50);
  });

  it('ca-cra: the Bank of Canada rate of the day; before 16:30 Toronto the day’s rate is not out yet', () => {
    const ds = loadDataset(importBoc(bankFile('boc/boc-1.json'), options).dataset);
    const pub = boc();
    const now = new Date('2026-04-01T00:00:00Z');
    tallies['ca-cra'] = checkPolicy(ds, pub, 'ca-cra', days('2026-03-11', '2026-03-25'), codesOf(pub), onOrBefore(7), { now });
    // At 12:00 Toronto (16:00Z in March, EDT) the day's rate is not published: the day before's.
    const noon = checkPolicy(ds, pub, 'ca-cra', days('2026-03-13', '2026-03-18'), codesOf(pub), (dates, date) => onOrBefore(7)(dates, shift(date, -1)), {
      now,
      at: (date) => `${date}T16:00:00Z`,
    });
    const evening = checkPolicy(ds, pub, 'ca-cra', days('2026-03-13', '2026-03-18'), codesOf(pub), onOrBefore(7), { now, at: (date) => `${date}T21:00:00Z` });
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
    tallies['au-ato'] = checkPolicy(ds, pub, 'au-ato', days('2025-12-20', '2026-01-15'), ['USD', 'EUR', 'JPY', 'GBP', 'CNY'], onOrBefore(7), {
      now: new Date('2026-04-01T00:00:00Z'),
    });
    expect(tallies['au-ato'].cases).toBeGreaterThanOrEqual(50);
    expect(tallies['au-ato'].exact).toBe(tallies['au-ato'].cases - tallies['au-ato'].refused);
  });

  it('tr-vat: the TCMB buying rate of the latest day strictly before, as TCMB published it (the rows keep buying and selling)', () => {
    const ds = loadDataset(importTcmb(bankFile('tcmb/tcmb-1.json'), options).dataset);
    const pub = tcmb('A');
    tallies['tr-vat'] = checkPolicy(ds, pub, 'tr-vat', days('2026-03-01', '2026-03-25'), ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'SAR'], strictlyBefore(7), {
      now: new Date('2026-04-01T00:00:00Z'),
    });
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
      onOrBefore(7),
      {
        now: new Date('2025-05-01T00:00:00Z'),
      },
    );
    expect(tallies['hu-vat'].cases).toBeGreaterThanOrEqual(50);
    expect(tallies['hu-vat'].exact).toBe(tallies['hu-vat'].cases - tallies['hu-vat'].refused);
  });

  it('reports the cases per policy', () => {
    console.log(JSON.stringify(tallies));
  });
});
