import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { cnbCalendar, importCnb } from './cnb.js';

const options = { metadata: catalog, allowMinimalMetadata: true };

describe('importCnb', () => {
  const text = bankText('cnb/cnb-1.json');
  // Each rate of the raw text, found by a regular expression rather than a JSON walk.
  const raw = [...text.matchAll(/\{"currencyCode":"([A-Z]{3})","amount":(\d+),"validFor":"([\d-]+)","rate":([\d.]+)\}/g)].map(
    ([, code, amount, date, rate]) => ({
      code: code!,
      amount: amount!,
      date: date!,
      rate: rate!,
    }),
  );
  const result = importCnb(bankFile('cnb/cnb-1.json'), options);

  it('reads every value: as many (date, code) values as the document holds, amounts of 1, 100 and 1000 among them', () => {
    expect(raw.length).toBe(text.split('"currencyCode"').length - 1);
    expect(new Set(raw.map((r) => r.amount))).toEqual(new Set(['1', '100', '1000']));
    expect(datasetValues(result.dataset).size).toBe(raw.length);
  });

  it('stores each value as units per CZK: amount / rate, rounded once to 12 significant digits where it does not terminate', () => {
    const values = datasetValues(result.dataset);
    for (const { code, amount, date, rate } of raw) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate, amount, true)), `${date} ${code} ${amount} ${rate}`).toBe(true);
    }
    expect(result.dataset.pivot).toBe('CZK');
  });

  it('records the provider of every date, dates each snapshot after 14:30 Prague, and loads', () => {
    const dates = [...new Set(raw.map((r) => r.date))].sort();
    expect(Object.keys(result.provenance)).toEqual(dates);
    for (const date of dates) expect(result.provenance[date]).toEqual([{ provider: 'cnb' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-01-02T13:30:00Z');
    expect(cnbCalendar.zone).toBe('Europe/Prague');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out XDR with unknown_code when the catalog lacks it', () => {
    const strict = importCnb(text, { metadata: catalog });
    expect(strict.dataset.fiat).not.toContain('XDR');
    expect(strict.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'XDR' }));
  });
});

describe('importCnb refuses', () => {
  const text = bankText('cnb/cnb-1.json');
  const doc = JSON.parse(text) as { rates: Record<string, unknown>[] };
  const run = (input: unknown) => () => importCnb(input as string, options);

  it('a truncated document', () => {
    expect(feedLocation(run(text.slice(0, 70_000)))).toMatch(/^line 1, column \d+$/);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
  });

  it('a missing field', () => {
    const copy = structuredClone(doc);
    delete copy.rates[100]!.amount;
    expect(feedLocation(run(copy))).toBe('rates[100].amount');
    const noRate = structuredClone(doc);
    delete noRate.rates[7]!.rate;
    expect(feedLocation(run(JSON.stringify(noRate)))).toBe('rates[7].rate');
  });

  it('a duplicated date of a currency', () => {
    expect(feedLocation(run({ rates: [...doc.rates, doc.rates[0]] }))).toBe(`rates[${doc.rates.length}].currencyCode`);
  });

  it('a rate written with a decimal comma, and a zero amount', () => {
    expect(feedLocation(run({ rates: [{ ...doc.rates[0], rate: '24,170' }] }))).toBe('rates[0].rate');
    expect(feedLocation(run({ rates: [{ ...doc.rates[0], amount: 0 }] }))).toBe('rates[0].amount');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});
