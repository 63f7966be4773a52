import { describe, expect, it } from 'vitest';

import { loadDataset } from '../../index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { feedError } from '../../../test/importers/feedError.js';
import { bankFile, bankText, crossCheck, expectedRate, expectFeedPath, HTML_ERROR, storedRate, valueCount } from '../../../test/importers/banks/recorded.js';
import { importBnr } from '../bnr/bnr.js';
import { importRiksbank, riksbankCalendar } from './riksbank.js';

const FILE = 'rb/rb-1.json';
// The observations as written, numbers as their own text, by a regular expression over the raw file.
const raw = () =>
  [...bankText(FILE).matchAll(/\{"seriesId":"(\w+)","date":"([\d-]+)","value":([^,}]+)\}/g)].map((m) => ({ series: m[1]!, date: m[2]!, value: m[3]! }));
const parsed = () => JSON.parse(bankText(FILE)) as { seriesId: string; date: string; value: unknown }[];

describe('importRiksbank', () => {
  it('reads every observation: SEK per unit stored as units per SEK, rounded once', () => {
    const { dataset, warnings, provenance } = importRiksbank(bankFile(FILE), { metadata: catalog });
    const rows = raw();
    expect(rows).toHaveLength(parsed().length);
    const quotes = rows.filter((row) => row.series !== 'SEKETT');
    expect(quotes).toHaveLength(116);
    expect(valueCount(dataset)).toBe(quotes.length);
    for (const row of quotes) {
      const code = /^SEK(\w{3})PMI$/.exec(row.series)![1]!;
      expect(storedRate(dataset, row.date, code)?.eq(expectedRate(row.value, '1', true)), `${code} ${row.date}`).toBe(true);
    }
    // SEKETT is the krona itself, quoted at 1 on every date.
    expect(rows.filter((row) => row.series === 'SEKETT').map((row) => row.value)).toEqual(['1', '1', '1', '1']);
    expect(dataset.pivot).toBe('SEK');
    expect(dataset.snapshots.map((s) => [s.date, s.updated_at])).toEqual([
      ['2026-03-24', '2026-03-24T11:10:00Z'],
      ['2026-03-25', '2026-03-25T11:10:00Z'],
      ['2026-03-26', '2026-03-26T11:10:00Z'],
      ['2026-03-27', '2026-03-27T11:10:00Z'],
    ]);
    expect(Object.keys(provenance)).toEqual(['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27']);
    expect(provenance['2026-03-24']).toEqual([{ provider: 'riksbank' }]);
    expect(warnings).toEqual([]);
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it('agrees with the BNR within 5 % on every shared date and code (no quote the wrong way round)', () => {
    const riksbank = importRiksbank(bankFile(FILE), { metadata: catalog }).dataset;
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), { metadata: catalog }).dataset;
    expect(crossCheck(riksbank, bnr)).toEqual({ agree: 116, disagree: [] });
  });

  it('has its calendar facts', () => {
    expect(riksbankCalendar).toMatchObject({ zone: 'Europe/Stockholm', publishes: '12:10', weekdays: [1, 2, 3, 4, 5], toleranceDays: 1 });
  });
});

describe('importRiksbank refuses a bad document at the first bad value', () => {
  const mutate = (change: (rows: Record<string, unknown>[]) => void) => {
    const rows = parsed() as unknown as Record<string, unknown>[];
    change(rows);
    return JSON.stringify(rows);
  };

  it('a truncated document, where it ends', async () => {
    const text = bankText(FILE);
    const cut = text.indexOf('},', 3000) + 1;
    await expectFeedPath(() => importRiksbank(text.slice(0, cut), { metadata: catalog }), `line 1, column ${cut + 1}`);
  });

  it('a missing value, a string value, an unknown series, a krona not at 1', async () => {
    await expectFeedPath(
      () =>
        importRiksbank(
          mutate((rows) => delete rows[3]!.value),
          { metadata: catalog },
        ),
      '[3].value',
    );
    await expectFeedPath(
      () =>
        importRiksbank(
          mutate((rows) => (rows[5]!.value = '1,77')),
          { metadata: catalog },
        ),
      '[5].value',
    );
    await expectFeedPath(
      () =>
        importRiksbank(
          mutate((rows) => (rows[8]!.seriesId = 'SEKCADPMX')),
          { metadata: catalog },
        ),
      '[8].seriesId',
    );
    const own = parsed().findIndex((row) => row.seriesId === 'SEKETT');
    await expectFeedPath(
      () =>
        importRiksbank(
          mutate((rows) => (rows[own]!.value = 1.5)),
          { metadata: catalog },
        ),
      `[${own}].value`,
    );
  });

  it('a duplicated date, at the second observation', async () => {
    await expectFeedPath(
      () =>
        importRiksbank(
          mutate((rows) => (rows[1]!.date = rows[0]!.date)),
          { metadata: catalog },
        ),
      '[1].value',
    );
  });

  it('an HTML error page, an empty answer, a named file among several', async () => {
    await expectFeedPath(() => importRiksbank(HTML_ERROR, { metadata: catalog }), 'line 1, column 1');
    await feedError(() => importRiksbank('[]', { metadata: catalog }));
    await expectFeedPath(
      () =>
        importRiksbank([bankFile(FILE), { name: 'next.json', bytes: new TextEncoder().encode(mutate((rows) => delete rows[0]!.date)) }], { metadata: catalog }),
      'next.json, [0].date',
    );
  });
});
