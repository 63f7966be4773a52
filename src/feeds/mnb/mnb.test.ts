import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import {
  bankFile,
  bankText,
  bigOf,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  feedLocation,
  HTML_ERROR,
  MANIFEST,
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importMnb, mnbCalendar, mnbEnvelope } from './mnb.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'mnb/mnb-1.xml';

// The escaped rows of the raw answer, each under the last `Day date` before it, found by regular expressions apart from the importer.
function rawRates(text: string) {
  const out: { date: string; code: string; unit: string; rate: string }[] = [];
  for (const [, date, rates] of text.matchAll(/&lt;Day date="([\d-]+)"&gt;(.*?)&lt;\/Day&gt;/g)) {
    for (const [, unit, code, rate] of rates!.matchAll(/&lt;Rate unit="(\d+)" curr="([A-Z]{3})"&gt;([\d,]+)&lt;\/Rate&gt;/g)) {
      out.push({ date: date!, code: code!, unit: unit!, rate: rate!.replace(',', '.') });
    }
  }
  return out;
}

describe('importMnb', () => {
  const text = bankText(FILE);
  const raw = rawRates(text);
  const result = importMnb(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 5 days of 32 currencies, units of 1 and 100', () => {
    expect(raw.length).toBe(text.split('&lt;Rate ').length - 1);
    expect(raw.length).toBe(160);
    expect(new Set(raw.map((r) => r.unit))).toEqual(new Set(['1', '100']));
    expect(raw.filter((r) => r.unit === '100').map((r) => r.code)).toEqual(Array(5).fill(['IDR', 'JPY', 'KRW']).flat());
    expect(values.size).toBe(160);
    for (const { date, code, unit, rate } of raw) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate, unit, true)), `${date} ${code} ${unit} ${rate}`).toBe(true);
    }
  });

  it('stores unit / rate units per HUF, rounded once to 12 digits (worked out with python3 decimal)', () => {
    expect(values.get('2025-03-28 EUR')).toBe(0.00248379324905); // 1 / 402.61
    expect(values.get('2025-03-28 JPY')).toBe(0.402949591006); // 100 / 248.17
    expect(values.get('2025-03-28 USD')).toBe(0.00267580006422); // 1 / 373.72
    expect(values.get('2025-03-28 GBP')).toBe(0.00206611570248); // 1 / 484.00
    expect(result.dataset.pivot).toBe('HUF');
    expect(result.dataset.snapshots.map((s) => s.date)).toEqual(['2025-03-24', '2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28']);
  });

  it('records the provider of every date, dates each snapshot 12:00 Budapest, and loads', () => {
    for (const date of Object.keys(result.provenance)) expect(result.provenance[date]).toEqual([{ provider: 'mnb' }]);
    expect(Object.keys(result.provenance)).toHaveLength(5);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2025-03-24T11:00:00Z');
    expect(mnbCalendar.zone).toBe('Europe/Budapest');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importMnb refuses', () => {
  const text = bankText(FILE);
  const run = (input: string) => () => importMnb(input, options);
  const inResult = 'GetExchangeRatesResult: /MNBExchangeRates';

  it('a changed unit', async () => {
    await expectFeedPath(run(text.replace('unit="100" curr="IDR"', 'unit="7" curr="IDR"')), `${inResult}/Day[1]/Rate[11]/@unit`);
    await expectFeedPath(run(text.replace('unit="1" curr="AUD"', 'unit="" curr="AUD"')), `${inResult}/Day[1]/Rate[1]/@unit`);
  });

  it('a swapped column (the code in the unit, the value in the code)', async () => {
    await expectFeedPath(run(text.replace('unit="1" curr="AUD"', 'unit="AUD" curr="1"')), `${inResult}/Day[1]/Rate[1]/@curr`);
    await expectFeedPath(run(text.replace('curr="AUD"&gt;235,26', 'curr="235,26"&gt;AUD')), `${inResult}/Day[1]/Rate[1]/@curr`);
  });

  it('a date in the future', async () => {
    await expectFeedPath(run(text.replace('Day date="2025-03-28"', 'Day date="2099-03-28"')), `${inResult}/Day[1]/@date`);
  });

  it('a duplicate: a currency twice in a day', async () => {
    const twice = text.replace(
      '&lt;Rate unit="1" curr="BRL"&gt;65,09',
      '&lt;Rate unit="1" curr="AUD"&gt;235,26&lt;/Rate&gt;&lt;Rate unit="1" curr="BRL"&gt;65,09',
    );
    await expectFeedPath(run(twice), `${inResult}/Day[1]/Rate[2]`);
  });

  it('a truncated body, a SOAP fault, an empty result, an HTML page', async () => {
    expect(feedLocation(run(text.slice(0, 4000)))).toBe('GetExchangeRatesResult');
    expect(feedLocation(run(text.slice(0, text.length - 20)))).toMatch(/^line 1, column \d+$/);
    const fault =
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>Bad date</faultstring></s:Fault></s:Body></s:Envelope>';
    expect(() => importMnb(fault, options)).toThrow(/SOAP fault: "Bad date"/);
    const empty = text.replace(
      /<GetExchangeRatesResult>.*<\/GetExchangeRatesResult>/,
      '<GetExchangeRatesResult>&lt;MNBExchangeRates /&gt;</GetExchangeRatesResult>',
    );
    await expectFeedPath(run(empty), inResult);
    expect(feedLocation(run(HTML_ERROR))).toBe('GetExchangeRatesResult');
  });
});

describe('mnb() live source', () => {
  it('one round POSTs the SOAP envelope of the recorded request and extends the dataset with the recorded answer', async () => {
    const full = importMnb(bankFile(FILE), { metadata: defaultDataset }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const now = new Date('2025-03-28T15:00:00Z');
    const { status, asked } = await injectedRound(feedSource('mnb'), initial, bankFile(FILE), now, 'text/xml; charset=utf-8');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: 'https://www.mnb.hu/arfolyamok.asmx', method: 'POST', body: mnbEnvelope(now) });
    expect(asked[0]!.headers.soapaction).toBe('"http://www.mnb.hu/webservices/MNBArfolyamServiceSoap/GetExchangeRates"');
    expect(asked[0]!.headers['content-type']).toBe('text/xml; charset=utf-8');
    // The recorded request asked 2025-03-24..28 for the same 32 currencies.
    const recordedBody = (MANIFEST.find((e) => e.file === FILE) as unknown as { request_body: string }).request_body;
    const currencies = (body: string) => /<web:currencyNames>([A-Z,]+)<\/web:currencyNames>/.exec(body)![1];
    expect(currencies(asked[0]!.body!)).toBe(currencies(recordedBody));
    expect(asked[0]!.body).toContain('<web:startDate>2025-03-14</web:startDate><web:endDate>2025-03-29</web:endDate>');
    expect(entriesOf('mnb')[0]!.request).toBe('http://www.mnb.hu/arfolyamok.asmx');
    expect(status.sources[0]).toMatchObject({ name: 'mnb', ok: true, quote_date: '2025-03-28' });
  });
});
