import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, entriesOf, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importSedlabankiIslands, SEDLABANKI_SERIES, sedlabankiIslandsCalendar } from './sedlabankiIslands.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['sbi/sbi-1.xml', 'sbi/sbi-2.xml'];

// Each entry of the raw text under its series, found by regular expressions apart from the importer.
function rawEntries(text: string) {
  const out: { id: string; date: string; value: string }[] = [];
  for (const [, id, data] of text.matchAll(/<TimeSeries ID="(\d+)">(.*?)<\/TimeSeries>/g)) {
    for (const [, m, d, y, value] of data!.matchAll(/<Entry><Date>(\d+)\/(\d+)\/(\d{4}) 12:00:00 AM<\/Date><Value>([\d.]+)<\/Value><\/Entry>/g)) {
      out.push({ id: id!, date: `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`, value: value! });
    }
  }
  return out;
}

describe('importSedlabankiIslands', () => {
  const result = importSedlabankiIslands(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value of both groups: 10 + 22 mid series over 4 days', () => {
    let count = 0;
    for (const file of FILES) {
      const text = bankText(file);
      const raw = rawEntries(text);
      expect(raw.length).toBe(text.split('<Entry>').length - 1);
      count += raw.length;
      for (const { id, date, value } of raw)
        expect(bigOf(values.get(`${date} ${SEDLABANKI_SERIES[id]}`)!).eq(expectedRate(value, '1', true)), `${date} ${id}`).toBe(true);
    }
    expect(count).toBe(32 * 4);
    expect(values.size).toBe(count);
  });

  it('stores 1 / value units per ISK (worked out with python3 decimal)', () => {
    expect(values.get('2026-03-24 USD')).toBe(0.00803600128576); // 1 / 124.44
    expect(values.get('2026-03-24 JPY')).toBe(1.27713920817); // 1 / 0.783
    expect(values.get('2026-03-24 EUR')).toBe(0.00694444444444); // 1 / 144
    expect(values.get('2026-03-24 NGN')).toBe(11.1234705228); // 1 / 0.0899
    expect(values.get('2026-03-24 KWD')).toBe(0.0024639038092); // 1 / 405.86
    expect(result.dataset.pivot).toBe('ISK');
  });

  it('records provider and group of every date, dates each snapshot 16:00 Reykjavik, and loads', () => {
    expect(result.provenance['2026-03-24']).toEqual([
      { provider: 'sbi', table: 'group 7' },
      { provider: 'sbi', table: 'group 9' },
    ]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-24T16:00:00Z');
    expect(sedlabankiIslandsCalendar.zone).toBe('Atlantic/Reykjavik');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importSedlabankiIslands refuses', () => {
  const text = bankText('sbi/sbi-1.xml');
  const run = (input: string) => () => importSedlabankiIslands(input, options);

  it('a changed unit or rate type: a buying series in place of the mid', () => {
    expect(feedLocation(run(text.replace('Bandaríkjadalur, skráð miðgengi.', 'Bandaríkjadalur, skráð kaupgengi.')))).toBe('/Group/TimeSeries[5]/Description');
  });

  it('a swapped column (the date in the value)', () => {
    expect(
      feedLocation(
        run(text.replace('<Date>3/24/2026 12:00:00 AM</Date><Value>124.440000</Value>', '<Date>124.440000</Date><Value>3/24/2026 12:00:00 AM</Value>')),
      ),
    ).toBe('/Group/TimeSeries[5]/TimeSeriesData/Entry[1]/Date');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('<Date>3/24/2026', '<Date>3/24/2099')))).toBe('/Group/TimeSeries[5]/TimeSeriesData/Entry[1]/Date');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('<Date>3/25/2026 12:00:00 AM</Date><Value>123.710000', '<Date>3/24/2026 12:00:00 AM</Date><Value>123.710000')))).toBe(
      '/Group/TimeSeries[5]/TimeSeriesData/Entry[2]/Value',
    );
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 5000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toMatch(/^line \d+, column \d+$/);
  });
});

describe('sedlabankiIslands() live source', () => {
  it('one round of group 9 and of group 7 from the recorded bytes through an injected fetch', async () => {
    for (const [group, file, name] of [
      [9, 'sbi/sbi-1.xml', 'sbi'],
      [7, 'sbi/sbi-2.xml', 'sbi-7'],
    ] as const) {
      const full = importSedlabankiIslands(bankFile(file), { metadata: defaultDataset, allowMinimalMetadata: true }).dataset;
      const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
      const { status, asked } = await injectedRound(feedSource('sbi', { group }), initial, bankFile(file), new Date('2026-03-27T18:00:00Z'));
      expect(asked).toHaveLength(1);
      expect(asked[0]!.url).toBe(
        entriesOf('sbi')
          .find((e) => e.file === file)!
          .request.replace('DagsFra=2026-03-24', 'DagsFra=2026-03-13'),
      );
      expect(status.sources[0]).toMatchObject({ name, ok: true, quote_date: '2026-03-27' });
    }
    expect(() => feedSource('sbi', { group: 8 as never })).toThrow(/group must be/);
  });
});
