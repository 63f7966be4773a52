import Big from 'big.js';
import { describe, expect, it } from 'vitest';

import { loadDataset } from '../../index.js';
import { catalog } from '../../../test/importers/catalog.js';
import {
  bankFile,
  bankText,
  crossCheck,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  storedRate,
  valueCount,
} from '../../../test/importers/banks/recorded.js';
import { importBnr } from '../bnr/bnr.js';
import { importCbr } from '../cbr/cbr.js';
import { importTcmb, tcmbCalendar } from './tcmb.js';
import { TCMB_UNITS } from './tcmbUnits.js';

const FILE = 'tcmb/tcmb-1.json';
// Each day's buying and selling quotes by regular expressions over the raw file.
function raw() {
  return bankText(FILE)
    .split('{"Tarih":"')
    .slice(1)
    .flatMap((day) => {
      const date = `${day.slice(6, 10)}-${day.slice(3, 5)}-${day.slice(0, 2)}`;
      const selling = new Map([...day.matchAll(/"TP_DK_(\w{3})_S_YTL":(null|"[\d.]+")/g)].map((m) => [m[1]!, m[2]!]));
      return [...day.matchAll(/"TP_DK_(\w{3})_A_YTL":(null|"[\d.]+")/g)].map((m) => ({ date, code: m[1]!, buying: m[2]!, selling: selling.get(m[1]!)! }));
    });
}
const parsed = () => JSON.parse(bankText(FILE)) as { totalCount: number; items: Record<string, unknown>[] };

describe('importTcmb', () => {
  it('reads every quote: the mid (buying + selling) / 2, stored as unit / mid per TRY, with both quotes kept', () => {
    const { dataset, warnings, provenance, quotes } = importTcmb(bankFile(FILE), { metadata: catalog });
    const rows = raw();
    expect(rows).toHaveLength(parsed().items.length * 21);
    const fixed = rows.filter((row) => row.buying !== 'null');
    // A day without a fixing is null on both sides, never on one.
    expect(rows.filter((row) => (row.buying === 'null') !== (row.selling === 'null'))).toEqual([]);
    expect(fixed).toHaveLength(294);
    expect(valueCount(dataset)).toBe(fixed.length);
    for (const row of fixed) {
      const [buying, selling] = [JSON.parse(row.buying) as string, JSON.parse(row.selling) as string];
      const mid = new Big(buying).plus(selling).div(2).toFixed();
      const unit = String(TCMB_UNITS[row.code]);
      expect(storedRate(dataset, row.date, row.code)?.eq(expectedRate(mid, unit, true)), `${row.code} ${row.date}`).toBe(true);
      const kept = quotes![row.date]![row.code]!;
      expect(new Big(kept.buying).eq(new Big(buying).div(unit)) && new Big(kept.selling).eq(new Big(selling).div(unit)), `${row.code} ${row.date} quotes`).toBe(
        true,
      );
    }
    expect(dataset.pivot).toBe('TRY');
    expect(dataset.snapshots.map((s) => s.date)).toEqual(Object.keys(quotes!));
    expect(dataset.snapshots[0]).toMatchObject({ date: '2026-03-02', updated_at: '2026-03-02T12:30:00Z' });
    expect(provenance['2026-03-02']).toEqual([{ provider: 'tcmb' }]);
    expect(warnings).toEqual([]);
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it('quotes the yen per 100, as the recorded rates show against the dollar', () => {
    const day = parsed().items[1]!;
    const yenPerDollar = Number(day.TP_DK_USD_A_YTL) / (Number(day.TP_DK_JPY_A_YTL) / TCMB_UNITS.JPY!);
    expect(yenPerDollar).toBeGreaterThan(100);
    expect(yenPerDollar).toBeLessThan(200);
  });

  it('agrees with the BNR and the CBR within 5 % on every shared date and code (TCMB_UNITS right for each)', () => {
    const tcmb = importTcmb(bankFile(FILE), { metadata: catalog }).dataset;
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), { metadata: catalog }).dataset;
    const cbr = importCbr(
      entriesOf('cbr').map((e) => ({ name: e.file, bytes: bankFile(e.file) })),
      { metadata: catalog },
    ).dataset;
    expect(crossCheck(tcmb, bnr)).toEqual({ agree: 210, disagree: [] });
    // The CBR's three days add AZN, KZT, QAR and SAR, which the BNR does not quote.
    expect(crossCheck(tcmb, cbr)).toEqual({ agree: 57, disagree: [] });
  });

  it('has its calendar facts', () => {
    expect(tcmbCalendar).toMatchObject({ zone: 'Europe/Istanbul', publishes: '15:30', weekdays: [1, 2, 3, 4, 5], toleranceDays: 1 });
  });
});

describe('importTcmb refuses a bad document at the first bad value', () => {
  const mutate = (change: (doc: { totalCount: number; items: Record<string, unknown>[] }) => void) => {
    const doc = parsed();
    change(doc);
    return JSON.stringify(doc);
  };

  it('a truncated document, where it ends', async () => {
    const text = bankText(FILE);
    const cut = text.indexOf('},', 5000) + 1;
    await expectFeedPath(() => importTcmb(text.slice(0, cut), { metadata: catalog }), `line 1, column ${cut + 1}`);
  });

  it('a missing selling series, one side null, a decimal comma, a wrong count, a wrong time stamp', async () => {
    await expectFeedPath(
      () =>
        importTcmb(
          mutate((doc) => delete doc.items[1]!.TP_DK_EUR_S_YTL),
          { metadata: catalog },
        ),
      'items[1]',
    );
    await expectFeedPath(
      () =>
        importTcmb(
          mutate((doc) => (doc.items[1]!.TP_DK_EUR_S_YTL = null)),
          { metadata: catalog },
        ),
      'items[1].TP_DK_EUR_S_YTL',
    );
    await expectFeedPath(
      () =>
        importTcmb(
          mutate((doc) => (doc.items[2]!.TP_DK_USD_A_YTL = '43,88500000')),
          { metadata: catalog },
        ),
      'items[2].TP_DK_USD_A_YTL',
    );
    await expectFeedPath(
      () =>
        importTcmb(
          mutate((doc) => (doc.totalCount = 23)),
          { metadata: catalog },
        ),
      'totalCount',
    );
    await expectFeedPath(
      () =>
        importTcmb(
          mutate((doc) => (doc.items[3]!.UNIXTIME = { $numberLong: '1772485200' })),
          { metadata: catalog },
        ),
      'items[3].UNIXTIME',
    );
  });

  it('a duplicated date, at the first quote of the second day', async () => {
    await expectFeedPath(
      () =>
        importTcmb(
          mutate((doc) => Object.assign(doc.items[2]!, { Tarih: doc.items[1]!.Tarih, UNIXTIME: doc.items[1]!.UNIXTIME })),
          { metadata: catalog },
        ),
      'items[2].TP_DK_AED_A_YTL',
    );
  });

  it('an HTML error page, an EVDS error object', async () => {
    await expectFeedPath(() => importTcmb(HTML_ERROR, { metadata: catalog }), 'line 1, column 1');
    await expectFeedPath(() => importTcmb('{"error":"invalid key"}', { metadata: catalog }), 'items');
  });
});
