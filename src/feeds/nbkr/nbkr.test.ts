import { describe, expect, it } from 'vitest';
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
  feedLocation,
  HTML_ERROR,
  replaceAscii,
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importNbkr, nbkrCalendar } from './nbkr.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['nbkr_live/nbkr_live-1.xml', 'nbkr_live/nbkr_live-2.xml'];
const CURRENCY = /<Currency ISOCode="([A-Z]{3})">\s*<Nominal>(\d+)<\/Nominal>\s*(?:<ValidFor>7<\/ValidFor>\s*)?<Value>(\d+),(\d+)<\/Value>/g;

function rawCurrencies(file: string) {
  const text = bankText(file);
  const [, d, m, y] = /Date="(\d{2})\.(\d{2})\.(\d{4})"/.exec(text)!;
  return [...text.matchAll(CURRENCY)].map(([, code, nominal, whole, fraction]) => ({
    date: `${y}-${m}-${d}`,
    code: code!,
    nominal: nominal!,
    value: `${whole}.${fraction}`,
  }));
}

describe('importNbkr', () => {
  const raw = FILES.flatMap(rawCurrencies);
  const result = importNbkr(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 5 of the daily table (24 May), 40 of the weekly (23 May), 45 values', () => {
    expect(raw).toHaveLength(FILES.reduce((n, f) => n + bankText(f).split('<Currency ').length - 1, 0));
    expect(raw).toHaveLength(45);
    expect(values.size).toBe(45);
  });

  it('pivots on KGS and stores Nominal / Value (a decimal comma), rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('KGS');
    for (const { date, code, nominal, value } of raw)
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, nominal, true)), `${date} ${code}`).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-05-24 USD')).toBe(0.0114351057747);
    expect(values.get('2026-05-24 KZT')).toBe(5.37923614847);
    expect(values.get('2026-05-23 GBP')).toBe(0.00851682114761);
  });

  it('names the table of each date, dates snapshots at 16:30 Bishkek of the day before, and loads', () => {
    expect(result.provenance).toEqual({ '2026-05-23': [{ provider: 'nbkr', table: 'weekly' }], '2026-05-24': [{ provider: 'nbkr', table: 'daily' }] });
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-05-22T10:30:00Z');
    expect(nbkrCalendar.zone).toBe('Asia/Bishkek');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNbkr refuses', () => {
  const daily = bankFile('nbkr_live/nbkr_live-1.xml');
  const weekly = bankFile('nbkr_live/nbkr_live-2.xml');
  const run = (input: unknown) => () => importNbkr(input as string, options);

  it('a changed unit, and a weekly rate valid for another span', () => {
    expect(feedLocation(run(replaceAscii(daily, '<Nominal>1</Nominal>', '<Nominal>5</Nominal>')))).toBe('/CurrencyRates/Currency[1]/Nominal');
    expect(feedLocation(run(replaceAscii(weekly, '<ValidFor>7</ValidFor>', '<ValidFor>1</ValidFor>')))).toBe('/CurrencyRates/Currency[1]/ValidFor');
  });

  it('a swapped column: a rate with a decimal point where the bank writes a comma', () => {
    expect(feedLocation(run(replaceAscii(daily, '<Value>87,4500</Value>', '<Value>87.4500</Value>')))).toBe('/CurrencyRates/Currency[1]/Value');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(daily, 'Date="24.05.2026"', 'Date="24.05.2099"')))).toBe('/CurrencyRates/@Date');
  });

  it('a duplicated currency', () => {
    expect(feedLocation(run(replaceAscii(daily, 'ISOCode="EUR"', 'ISOCode="USD"')))).toBe('/CurrencyRates/Currency[2]/Value');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(new TextDecoder().decode(daily).slice(0, 300)))).toMatch(/^line \d+, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).not.toBe('');
  });
});

describe('nbkr()', () => {
  it('one live round asks the daily table and adds its day', async () => {
    // The daily table moved a day back: the dataset the round starts from (the live round reads with its catalog).
    const before = importNbkr(new TextDecoder().decode(bankFile('nbkr_live/nbkr_live-1.xml')).replace('24.05.2026', '23.05.2026'), {
      metadata: catalog,
    }).dataset;
    const { status, asked } = await injectedRound(
      feedSource('nbkr'),
      before,
      bankFile('nbkr_live/nbkr_live-1.xml'),
      new Date('2026-05-23T23:51:04Z'),
      'application/xml',
    );
    expect(asked.map((a) => a.url)).toEqual([entriesOf('nbkr_live')[0]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'nbkr', ok: true, quote_date: '2026-05-24' });
  });
});
