import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, expectFeedPath, HTML_ERROR, lineColumn } from '../../../test/importers/banks/recorded.js';
import { CBN_CURRENCIES, cbnCalendar, importCbn } from './cbn.js';

const FILE = 'cbn/cbn-1.json';
const options = { metadata: catalog, allowMinimalMetadata: true };
type Row = { id: number; currency: string; ratedate: string; buyingrate: string; centralrate: string; sellingrate: string };
const parsed = () => JSON.parse(bankText(FILE)) as Row[];

describe('importCbn', () => {
  const result = importCbn(bankFile(FILE), options);

  it("reads every row of the recorded answer: the CBN's central rate per naira, buying and selling kept", () => {
    const rows = [
      ...bankText(FILE).matchAll(/"currency":"([^"]+)","ratedate":"([\d-]+)","buyingrate":"([\d.]+)","centralrate":"([\d.]+)","sellingrate":"([\d.]+)"/g),
    ].map((m) => ({
      name: m[1]!,
      date: m[2]!,
      buying: m[3]!,
      central: m[4]!,
      selling: m[5]!,
    }));
    expect(rows).toHaveLength(bankText(FILE).split('"id"').length - 1);
    expect(rows).toHaveLength(78);
    const read = rows.filter((row) => row.name !== 'WAUA');
    expect(read).toHaveLength(72);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(72);
    for (const { name, date, buying, central, selling } of read) {
      const code = CBN_CURRENCIES[name]!;
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(central, '1', true)), `${date} ${name}`).toBe(true);
      expect(result.quotes![date]![code]).toEqual({ buying: new Big(buying).toFixed(), selling: new Big(selling).toFixed() });
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-05-21 USD')).toBe(0.000728965039493);
    expect(values.get('2026-05-21 EUR')).toBe(0.000628851835402);
    expect(values.get('2026-05-21 XOF')).toBe(0.413223140496);
    expect(result.warnings.map((w) => `${w.kind} ${w.code}`)).toEqual(['unknown_code WAUA']);
    expect(result.provenance['2026-05-21']).toEqual([{ provider: 'cbn', table: 'GetAllExchangeRates' }]);
    expect(result.dataset.pivot).toBe('NGN');
    expect(cbnCalendar.zone).toBe('Africa/Lagos');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it("reads CFA as XOF: its naira rate is the euro's over the franc's fixed 655.957 within its two decimals", () => {
    for (const date of ['2026-05-14', '2026-05-21']) {
      const day = parsed().filter((row) => row.ratedate === date);
      const euro = Number(day.find((row) => row.currency === 'EURO')!.centralrate);
      const cfa = Number(day.find((row) => row.currency === 'CFA')!.centralrate);
      expect(Math.abs(euro / 655.957 - cfa)).toBeLessThan(0.01);
    }
  });
});

describe('importCbn refuses', () => {
  const run = (change: (rows: Row[]) => void) => () => {
    const rows = parsed();
    change(rows);
    return importCbn(JSON.stringify(rows), options);
  };

  it('a changed unit: a central rate outside its buying and selling (the yen per 100)', async () => {
    await expectFeedPath(
      run((rows) => (rows[4]!.centralrate = '861.4700')),
      '[4].sellingrate',
    );
  });

  it('a swapped column: buying and selling exchanged', async () => {
    await expectFeedPath(
      run((rows) => ([rows[3]!.buyingrate, rows[3]!.sellingrate] = [rows[3]!.sellingrate, rows[3]!.buyingrate])),
      '[3].buyingrate',
    );
  });

  it('a date in the future, a duplicated row', async () => {
    await expectFeedPath(
      run((rows) => (rows[0]!.ratedate = '2099-05-21')),
      '[0].ratedate',
    );
    await expectFeedPath(
      run((rows) => rows.push({ ...rows[10]! })),
      '[78].centralrate',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importCbn(text.slice(0, 3000), options), lineColumn(text, 3000));
    await expectFeedPath(() => importCbn(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('cbn()', () => {
  it('one round over the recorded bytes through an injected fetch', async () => {
    const body = bankFile(FILE);
    const imported = importCbn(body, options).dataset;
    const { asked, served } = await liveRound(feedSource('cbn'), body, imported);
    expect(asked).toEqual(['https://www.cbn.gov.ng/api/GetAllExchangeRates']);
    expect(rates(served, { base: 'NGN', symbols: 'USD,EUR' }).rates).toEqual(rates(loadDataset(imported), { base: 'NGN', symbols: 'USD,EUR' }).rates);
  });
});
