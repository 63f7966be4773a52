import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, entriesOf, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { hrvatskaNarodnaBankaCalendar, importHrvatskaNarodnaBanka } from './hrvatskaNarodnaBanka.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
// Each row's fields by a regular expression over the raw text, apart from the importer's JSON reading.
const field = (row: string, key: string) => {
  const match = new RegExp(`"${key}":(?:"([^"]*)"|([^,}]+))`).exec(row);
  return match?.[1] ?? match?.[2];
};
const rows = (text: string) => [...text.matchAll(/\{[^{}]*\}/g)].map(([row]) => row);

describe('importHrvatskaNarodnaBanka', () => {
  it('reads every value of the euro lists (v3): 13 currencies over 5 days, per EUR as written', () => {
    const text = bankText('hnb/hnb-1.json');
    const result = importHrvatskaNarodnaBanka(bankFile('hnb/hnb-1.json'), options);
    const values = datasetValues(result.dataset);
    const raw = rows(text);
    expect(raw.length).toBe(65);
    expect(values.size).toBe(raw.length);
    for (const row of raw) {
      const value = field(row, 'srednji_tecaj')!.replace(',', '.');
      expect(bigOf(values.get(`${field(row, 'datum_primjene')} ${field(row, 'valuta')}`)!).eq(expectedRate(value, '1', false)), row).toBe(true);
    }
    expect(values.get('2023-01-02 AUD')).toBe(1.5693);
    expect(values.get('2023-01-02 JPY')).toBe(140.66);
    expect(result.dataset.pivot).toBe('EUR');
    expect(result.provenance['2023-01-02']).toEqual([{ provider: 'hnb', table: 'tecajnica 1/2023' }]);
    expect(result.provenance['2023-01-06']).toEqual([{ provider: 'hnb', table: 'tecajnica 5/2023' }]);
    expect(result.quotes).toBeUndefined();
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2023-01-02T13:00:00Z');
    expect(hrvatskaNarodnaBankaCalendar.zone).toBe('Europe/Zagreb');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('reads every value of the kuna list (v2): HRK per jedinica units, buying and selling kept (worked out with python3 decimal)', () => {
    const text = bankText('hnb/hnb-2.json');
    const result = importHrvatskaNarodnaBanka(bankFile('hnb/hnb-2.json'), options);
    const values = datasetValues(result.dataset);
    const raw = rows(text);
    expect(raw.length).toBe(15);
    expect(values.size).toBe(raw.length);
    for (const row of raw) {
      const value = field(row, 'srednji_tecaj')!.replace(',', '.');
      expect(bigOf(values.get(`${field(row, 'datum')} ${field(row, 'valuta')}`)!).eq(expectedRate(value, field(row, 'jedinica')!, true)), row).toBe(true);
    }
    expect(values.get('2022-12-31 AUD')).toBe(0.208281913736); // 1 / 4.801185
    expect(values.get('2022-12-31 JPY')).toBe(18.6687919219); // 100 / 5.356533
    expect(values.get('2022-12-31 EUR')).toBe(0.132722808415); // 1 / 7.5345
    expect(values.get('2022-12-31 XDR')).toBe(0.105916899295);
    expect(result.dataset.pivot).toBe('HRK');
    expect(result.quotes!['2022-12-31']!.JPY).toEqual({ buying: '0.05340463', selling: '0.05372603' });
    expect(result.quotes!['2022-12-31']!.XDR).toBeUndefined();
    expect(Object.keys(result.quotes!['2022-12-31']!)).toHaveLength(14);
    expect(result.provenance['2022-12-31']).toEqual([{ provider: 'hnb', table: 'tecajnica 251/2022' }]);
  });
});

describe('importHrvatskaNarodnaBanka refuses', () => {
  const v3 = bankText('hnb/hnb-1.json');
  const v2 = bankText('hnb/hnb-2.json');
  const run = (input: string) => () => importHrvatskaNarodnaBanka(input, options);

  it('a changed unit', () => {
    expect(feedLocation(run(v2.replace('"jedinica":100', '"jedinica":7')))).toBe('[4].jedinica');
    expect(feedLocation(run(v3.replace('"drzava_iso":"AUS",', '"drzava_iso":"AUS","jedinica":100,')))).toBe('[0].jedinica');
  });

  it('a swapped column (buying and middle)', () => {
    expect(
      feedLocation(
        run(v3.replace('"kupovni_tecaj":"1,571700"', '"kupovni_tecaj":"1,569300"').replace('"srednji_tecaj":"1,569300"', '"srednji_tecaj":"1,571700"')),
      ),
    ).toBe('[0]');
    expect(
      feedLocation(
        run(v2.replace('"kupovni_tecaj":"4,786781"', '"kupovni_tecaj":"4,815589"').replace('"prodajni_tecaj":"4,815589"', '"prodajni_tecaj":"4,786781"')),
      ),
    ).toBe('[0]');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(v3.replace('"datum_primjene":"2023-01-02"', '"datum_primjene":"2099-01-02"')))).toBe('[0].datum_primjene');
  });

  it('a duplicate, and two list numbers on one date', () => {
    const doc = JSON.parse(v3) as unknown[];
    expect(feedLocation(run(JSON.stringify([...doc, doc[0]])))).toBe('[65].srednji_tecaj');
    expect(
      feedLocation(
        run(
          v3.replace(
            '"broj_tecajnice":"1","datum_primjene":"2023-01-02","drzava":"Kanada"',
            '"broj_tecajnice":"2","datum_primjene":"2023-01-02","drzava":"Kanada"',
          ),
        ),
      ),
    ).toBe('[1].broj_tecajnice');
  });

  it('a truncated body, mixed APIs, an HTML page', () => {
    expect(feedLocation(run(v3.slice(0, 2000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(() => importHrvatskaNarodnaBanka([v3, v2], options))).toBe('document 2, [0]');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('hrvatskaNarodnaBanka() live source', () => {
  it('one round of the euro lists from the recorded bytes through an injected fetch', async () => {
    const full = importHrvatskaNarodnaBanka(bankFile('hnb/hnb-1.json'), { metadata: defaultDataset }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(
      feedSource('hnb'),
      initial,
      bankFile('hnb/hnb-1.json'),
      new Date('2023-01-06T18:00:00Z'),
      'application/json;charset=UTF-8',
    );
    expect(asked.map((a) => a.url)).toEqual([entriesOf('hnb')[0]!.request.replace('2023-01-06', '2023-01-07').replace('od=2023-01-02', 'od=2022-12-23')]);
    expect(status.sources[0]).toMatchObject({ name: 'hnb', ok: true, quote_date: '2023-01-06' });
  });
});
