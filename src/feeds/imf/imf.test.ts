import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, entriesOf, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { imfCalendar, importImf } from './imf.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CODES: Record<string, string> = {
  'Chinese yuan': 'CNY',
  Euro: 'EUR',
  'Japanese yen': 'JPY',
  'U.K. pound': 'GBP',
  'U.S. dollar': 'USD',
  'Algerian dinar': 'DZD',
  'Australian dollar': 'AUD',
  'Botswana pula': 'BWP',
  'Brazilian real': 'BRL',
  'Brunei dollar': 'BND',
  'Canadian dollar': 'CAD',
  'Chilean peso': 'CLP',
  'Czech koruna': 'CZK',
  'Danish krone': 'DKK',
  'Indian rupee': 'INR',
  'Israeli New Shekel': 'ILS',
  'Korean won': 'KRW',
  'Kuwaiti dinar': 'KWD',
  'Malaysian ringgit': 'MYR',
  'Mauritian rupee': 'MUR',
  'Mexican peso': 'MXN',
  'New Zealand dollar': 'NZD',
  'Norwegian krone': 'NOK',
  'Omani rial': 'OMR',
  'Peruvian sol': 'PEN',
  'Philippine peso': 'PHP',
  'Polish zloty': 'PLN',
  'Qatari riyal': 'QAR',
  'Saudi Arabian riyal': 'SAR',
  'Singapore dollar': 'SGD',
  'Swedish krona': 'SEK',
  'Swiss franc': 'CHF',
  'Thai baht': 'THB',
  'Trinidadian dollar': 'TTD',
  'U.A.E. dirham': 'AED',
  'Uruguayan peso': 'UYU',
};

// The values of the raw text, walked apart from the importer: each `Currency` header line gives its block's dates, each row after it its values.
function rawValues(text: string) {
  const out: { date: string; code: string; value: string; usdPerUnit: boolean }[] = [];
  let dates: string[] = [];
  for (const line of text.split('\r\n')) {
    const cells = line.split('\t');
    if (cells[0] === 'Currency') {
      dates = cells.slice(1).map((d) => {
        const [, month, day, year] = /^(\w+) (\d\d), (\d{4})$/.exec(d)!;
        return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day}`;
      });
    } else if (cells.length > 1) {
      const name = cells[0]!.replace('(1)', '');
      cells
        .slice(1)
        .forEach((value, i) => out.push({ date: dates[i]!, code: CODES[name]!, value: value.replaceAll(',', ''), usdPerUnit: cells[0]!.endsWith('(1)') }));
    }
  }
  return out;
}

describe('importImf', () => {
  const rep = importImf(bankFile('imf/imf-1.tsv'), options);
  const sdr = importImf(bankFile('imf/imf-2.tsv'), options);

  it('reads every value of the representative rates: 36 currencies over 22 days, NA left out, USD the pivot', () => {
    const raw = rawValues(bankText('imf/imf-1.tsv'));
    expect(raw.length).toBe(36 * 22);
    const quoted = raw.filter((r) => r.value !== 'NA' && r.code !== 'USD');
    expect(quoted.length).toBe(36 * 22 - 22 - raw.filter((r) => r.value === 'NA').length);
    const values = datasetValues(rep.dataset);
    expect(values.size).toBe(quoted.length);
    for (const { date, code, value, usdPerUnit } of quoted) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, '1', usdPerUnit)), `${date} ${code} ${value}`).toBe(true);
    }
    expect(rep.dataset.pivot).toBe('USD');
    expect(new Set(raw.filter((r) => r.usdPerUnit).map((r) => r.code))).toEqual(new Set(['EUR', 'GBP', 'AUD', 'BWP', 'NZD']));
  });

  it('reads every value of the SDR table, stored as units per SDR', () => {
    const raw = rawValues(bankText('imf/imf-2.tsv'));
    expect(raw.length).toBe(36 * 22);
    const quoted = raw.filter((r) => r.value !== 'NA');
    const values = datasetValues(sdr.dataset);
    expect(values.size).toBe(quoted.length);
    for (const { date, code, value } of quoted) expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, '1', true)), `${date} ${code}`).toBe(true);
    expect(sdr.dataset.pivot).toBe('XDR');
  });

  it('values worked out by hand (python3 decimal, 12 digits half-even)', () => {
    const r = datasetValues(rep.dataset);
    expect(r.get('2026-03-02 JPY')).toBe(156.4);
    expect(r.get('2026-03-03 KRW')).toBe(1435.4); // written 1,435.400000
    expect(r.get('2026-03-02 EUR')).toBe(0.85484698239); // 1 / 1.169800
    expect(r.get('2026-03-02 GBP')).toBe(0.745684351814); // 1 / 1.341050
    expect(r.has('2026-03-02 KRW')).toBe(false); // NA
    const s = datasetValues(sdr.dataset);
    expect(s.get('2026-03-02 USD')).toBe(1.37056895058); // 1 / 0.7296240000
    expect(s.get('2026-03-02 EUR')).toBe(1.17162694461);
    expect(s.get('2026-03-02 JPY')).toBe(214.35675824);
  });

  it('records provider and table of every date, dates each snapshot 15:00 Washington, and loads', () => {
    expect(rep.dataset.snapshots).toHaveLength(22);
    for (const date of Object.keys(rep.provenance)) expect(rep.provenance[date]).toEqual([{ provider: 'imf', table: 'REP 2026-03' }]);
    expect(sdr.provenance['2026-03-31']).toEqual([{ provider: 'imf', table: 'SDRCV 2026-03' }]);
    expect(rep.dataset.snapshots[0]!.updated_at).toBe('2026-03-02T20:00:00Z');
    expect(imfCalendar.zone).toBe('America/New_York');
    expect(() => loadDataset(rep.dataset)).not.toThrow();
    expect(() => loadDataset(sdr.dataset)).not.toThrow();
  });
});

describe('importImf refuses', () => {
  const text = bankText('imf/imf-1.tsv');
  const run = (input: string) => () => importImf(input, options);

  it('a changed unit: the (1) mark removed or added', () => {
    expect(feedLocation(run(text.replace('Euro(1)\t', 'Euro\t')))).toBe('line 4, column 1');
    expect(feedLocation(run(text.replace('Japanese yen\t', 'Japanese yen(1)\t')))).toBe('line 5, column 1');
  });

  it('a swapped column (dates out of order)', () => {
    expect(feedLocation(run(text.replace('March 02, 2026\tMarch 03, 2026', 'March 03, 2026\tMarch 02, 2026')))).toBe('line 2, column 3');
  });

  it('a date in the future, and a date outside the month', () => {
    expect(feedLocation(run(text.replaceAll('March', 'May').replaceAll('2026', '2099')))).toBe('line 2, column 2');
    expect(feedLocation(run(text.replace('March 16, 2026', 'April 16, 2026')))).toBe('line 2, column 12');
  });

  it('a duplicate: a date in both blocks, a currency twice', () => {
    expect(feedLocation(run(text.replace('Currency\tMarch 17, 2026', 'Currency\tMarch 16, 2026')))).toBe('line 42, column 2');
    const lines = text.split('\r\n');
    expect(feedLocation(run([...lines.slice(0, 4), lines[3], ...lines.slice(4)].join('\r\n')))).toBe('line 5, column 1');
  });

  it('a truncated body, a mixed import, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 3000)))).toMatch(/^line \d+$/);
    expect(feedLocation(run(text.slice(0, text.indexOf('\r\n', 3000) + 2)))).toMatch(/^line \d+$/);
    expect(feedLocation(() => importImf([bankFile('imf/imf-1.tsv'), bankFile('imf/imf-2.tsv')], options))).toBe('document 2');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1');
  });
});

describe('imf() live source', () => {
  it("one round from the recorded bytes through an injected fetch: this month's table", async () => {
    const full = importImf(bankFile('imf/imf-1.tsv'), { metadata: defaultDataset }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(
      feedSource('imf'),
      initial,
      bankFile('imf/imf-1.tsv'),
      new Date('2026-03-31T22:00:00Z'),
      'application/vnd.ms-excel',
    );
    expect(asked.map((a) => a.url)).toEqual([entriesOf('imf')[0]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'imf', ok: true, quote_date: '2026-03-31' });
  });

  it("imf({ report: 'sdr' }) reads the SDR table as imf-sdr; a bad report is refused", async () => {
    const full = importImf(bankFile('imf/imf-2.tsv'), { metadata: defaultDataset, allowMinimalMetadata: true }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('imf', { report: 'sdr' }), initial, bankFile('imf/imf-2.tsv'), new Date('2026-03-31T22:00:00Z'));
    expect(asked.map((a) => a.url)).toEqual([entriesOf('imf')[1]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'imf-sdr', ok: true, quote_date: '2026-03-31' });
    expect(() => feedSource('imf', { report: 'weekly' as never })).toThrow(/report must be/);
  });
});
