import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importLietuvosBankas, lietuvosBankasCalendar } from './lietuvosBankas.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['lb/lb-1.xml', 'lb/lb-2.xml', 'lb/lb-3.xml'];
// Each FxRate of the raw text by a regular expression, apart from the importer.
const FX = /<Dt>([\d-]+)<\/Dt>\s*<CcyAmt>\s*<Ccy>LTL<\/Ccy>\s*<Amt>([\d.]+)<\/Amt>\s*<\/CcyAmt>\s*<CcyAmt>\s*<Ccy>([A-Z]{3})<\/Ccy>\s*<Amt>(\d+)<\/Amt>/g;

describe('importLietuvosBankas', () => {
  const result = importLietuvosBankas(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 88 currencies on each of 3 days, nominals of 1 to 10000 units', () => {
    let count = 0;
    for (const file of FILES) {
      const text = bankText(file);
      const raw = [...text.matchAll(FX)];
      expect(raw.length).toBe(text.split('<FxRate>').length - 1);
      expect(raw.length).toBe(88);
      count += raw.length;
      for (const [, date, litas, code, nominal] of raw) {
        expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(litas!, nominal!, true)), `${date} ${code}`).toBe(true);
      }
    }
    expect(values.size).toBe(count);
  });

  it('stores nominal / litas units per LTL (worked out with python3 decimal)', () => {
    expect(values.get('2014-12-29 AED')).toBe(1.30071148918); // 10 / 7.6881
    expect(values.get('2014-12-29 AFN')).toBe(20.5714755919); // 100 / 4.8611
    expect(values.get('2014-12-29 AMD')).toBe(162.900939938); // 1000 / 6.1387
    expect(values.get('2014-12-29 EUR')).toBe(0.289620018536); // 1 / 3.4528
    expect(result.dataset.pivot).toBe('LTL');
  });

  it('records provider and type, dates each snapshot 18:00 Vilnius, and loads', () => {
    expect(result.provenance['2014-12-29']).toEqual([{ provider: 'lb', table: 'FxRates LT' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2014-12-29T16:00:00Z');
    expect(lietuvosBankasCalendar.zone).toBe('Europe/Vilnius');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importLietuvosBankas refuses', () => {
  const text = bankText('lb/lb-1.xml');
  const run = (input: string) => () => importLietuvosBankas(input, options);

  it('a changed unit', () => {
    const changed = text.replace(/(<Ccy>AED<\/Ccy>\s*<Amt>)10</, '$17<');
    expect(changed).not.toBe(text);
    expect(feedLocation(run(changed))).toBe('/FxRates/FxRate[1]/CcyAmt[2]/Amt');
  });

  it('a swapped column (the two amounts)', () => {
    const swapped = text.replace(
      /<Ccy>LTL<\/Ccy>(\s*)<Amt>7\.6881<\/Amt>([\s\S]*?)<Ccy>AED<\/Ccy>(\s*)<Amt>10<\/Amt>/,
      '<Ccy>AED</Ccy>$1<Amt>10</Amt>$2<Ccy>LTL</Ccy>$3<Amt>7.6881</Amt>',
    );
    expect(swapped).not.toBe(text);
    expect(feedLocation(run(swapped))).toBe('/FxRates/FxRate[1]/CcyAmt[1]/Ccy');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('<Dt>2014-12-29</Dt>', '<Dt>2099-12-29</Dt>')))).toBe('/FxRates/FxRate[1]/Dt');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('<Ccy>AFN</Ccy>', '<Ccy>AED</Ccy>')))).toBe('/FxRates/FxRate[2]/CcyAmt[2]/Amt');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 5000)))).toMatch(/^line \d+, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toMatch(/^line \d+, column \d+$/);
  });
});

describe('lietuvosBankas() live source', () => {
  it('one round through an injected fetch: the current euro rates (a type EU answer made from the recorded litas rates, in the test)', async () => {
    // No type EU answer was recorded: this one is made here from lb-3's LTL rates of EUR and USD (1 EUR = 3.4528 LTL), for the round only.
    const eu = (date: string, usd: string) =>
      `<FxRate><Tp>EU</Tp><Dt>${date}</Dt><CcyAmt><Ccy>EUR</Ccy><Amt>1</Amt></CcyAmt><CcyAmt><Ccy>USD</Ccy><Amt>${usd}</Amt></CcyAmt></FxRate>`;
    const doc = (...rates: string[]) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<FxRates xmlns="http://www.lb.lt/WebServices/FxRates">${rates.join('')}</FxRates>\n`;
    const initial = importLietuvosBankas(doc(eu('2015-01-02', '1.2043')), options).dataset;
    const body = new TextEncoder().encode(doc(eu('2015-01-05', '1.1915')));
    const { status, asked } = await injectedRound(feedSource('lb'), initial, body, new Date('2015-01-05T18:00:00Z'), 'text/xml; charset=utf-8');
    expect(asked.map((a) => a.url)).toEqual(['https://www.lb.lt/webservices/FxRates/FxRates.asmx/getCurrentFxRates?tp=EU']);
    expect(status.sources[0]).toMatchObject({ name: 'lb', ok: true, quote_date: '2015-01-05' });
  });
});
