import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, entriesOf, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { CBA_LATEST_REQUEST, centralBankOfArmeniaCalendar, importCentralBankOfArmenia } from './centralBankOfArmenia.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const METALS = new Set(['XAU', 'XAG']);
// The quotes of the raw answers by regular expressions, apart from the importer.
const LATEST = /<ExchangeRate><ISO>(\w+)<\/ISO><Amount>(\d+)<\/Amount><Rate>([\d.]+)<\/Rate>/g;
const RANGE = /<Rate>([\d.]+)<\/Rate><Amount>(\d+)<\/Amount><ISO>(\w+)<\/ISO><Diff>[^<]*<\/Diff><RateDate>(\d{4}-\d\d-\d\d)T/g;

describe('importCentralBankOfArmenia', () => {
  it('reads every value of the latest rates (30 quotes of 2026-03-18, gold and silver left out)', () => {
    const text = bankText('cba/cba-1.xml');
    const result = importCentralBankOfArmenia(bankFile('cba/cba-1.xml'), options);
    const values = datasetValues(result.dataset);
    const raw = [...text.matchAll(LATEST)];
    expect(raw.length).toBe(text.split('<ExchangeRate>').length - 1);
    expect(raw.length).toBe(30);
    for (const [, code, amount, rate] of raw) {
      if (METALS.has(code!)) expect(values.has(`2026-03-18 ${code}`)).toBe(false);
      else expect(bigOf(values.get(`2026-03-18 ${code}`)!).eq(expectedRate(rate!, amount!, true)), code).toBe(true);
    }
    expect(values.size).toBe(28);
    expect(values.get('2026-03-18 USD')).toBe(0.00264977874347); // 1 / 377.39, python3 decimal
    expect(values.get('2026-03-18 GBP')).toBe(0.00198396952623); // 1 / 504.04
    expect(values.get('2026-03-18 IRR')).toBe(3487.11510967); // 100 / 0.028677
    expect(result.warnings.filter((w) => w.kind === 'not_a_currency').map((w) => w.code)).toEqual(['XAU', 'XAG']);
    expect(result.dataset.pivot).toBe('AMD');
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-18T12:00:00Z');
    expect(centralBankOfArmeniaCalendar.zone).toBe('Asia/Yerevan');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('reads every value of the range answer (390 rows over 13 days, 26 of them metals), and agrees with the latest on 2026-03-18', () => {
    const text = bankText('cba/cba-2.xml');
    const result = importCentralBankOfArmenia([bankFile('cba/cba-2.xml'), bankFile('cba/cba-1.xml')], options);
    const values = datasetValues(result.dataset);
    const raw = [...text.matchAll(RANGE)];
    expect(raw.length).toBe(text.split('<ExchangeRatesByRange ').length - 1);
    expect(raw.length).toBe(390);
    for (const [, rate, amount, code, date] of raw) {
      if (!METALS.has(code!)) expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate!, amount!, true)), `${date} ${code}`).toBe(true);
    }
    expect(values.size).toBe(390 - 26);
    expect(result.provenance['2026-03-02']).toEqual([{ provider: 'cba' }]);
  });
});

describe('importCentralBankOfArmenia refuses', () => {
  const text = bankText('cba/cba-1.xml');
  const run = (input: string) => () => importCentralBankOfArmenia(input, options);
  const rates = '/soap:Envelope/soap:Body/ExchangeRatesLatestResponse/ExchangeRatesLatestResult/Rates';

  it('a changed unit', () => {
    expect(feedLocation(run(text.replace('<ISO>IRR</ISO><Amount>100</Amount>', '<ISO>IRR</ISO><Amount>7</Amount>')))).toBe(`${rates}/ExchangeRate[6]/Amount`);
  });

  it('a swapped column', () => {
    expect(feedLocation(run(text.replace('<ISO>USD</ISO><Amount>1</Amount><Rate>377.39</Rate>', '<ISO>USD</ISO><Amount>377.39</Amount><Rate>1</Rate>')))).toBe(
      `${rates}/ExchangeRate[1]/Amount`,
    );
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('<CurrentDate>2026-03-18', '<CurrentDate>2099-03-18')))).toBe(
      '/soap:Envelope/soap:Body/ExchangeRatesLatestResponse/ExchangeRatesLatestResult/CurrentDate',
    );
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('<ISO>GBP</ISO>', '<ISO>USD</ISO>')))).toBe(`${rates}/ExchangeRate[2]`);
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 2000)))).toMatch(/^line \d+, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toMatch(/^line \d+, column \d+$/);
  });
});

describe('centralBankOfArmenia() live source', () => {
  it('one round POSTs ExchangeRatesLatest and reads the recorded answer', async () => {
    const full = importCentralBankOfArmenia(bankFile('cba/cba-2.xml'), { metadata: defaultDataset }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(
      feedSource('cba'),
      initial,
      bankFile('cba/cba-1.xml'),
      new Date('2026-03-18T18:00:00Z'),
      'text/xml; charset=utf-8',
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: entriesOf('cba')[0]!.request, method: 'POST', body: CBA_LATEST_REQUEST });
    expect(asked[0]!.headers.soapaction).toBe('"http://www.cba.am/ExchangeRatesLatest"');
    expect(status.sources[0]).toMatchObject({ name: 'cba', ok: true, quote_date: '2026-03-18' });
  });
});
