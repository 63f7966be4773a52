import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { bancoDePortugalCalendar, importBancoDePortugal } from './bancoDePortugal.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['bdp/bdp-1.json', 'bdp/bdp-2.json', 'bdp/bdp-3.json'];
interface Page {
  size: number[];
  value: (number | null)[];
  dimension: Record<string, { category: { index: string[] } }>;
  extension: { series: { label: string; dimension_category: { dimension_id: number; category_id: number }[] }[] };
}

describe('importBancoDePortugal', () => {
  const pages = FILES.map((file) => JSON.parse(bankText(file)) as Page);
  const result = importBancoDePortugal(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value of the three pages: 26 currency rows of 4 days (104 values, 24 currencies, two rows repeated across pages)', () => {
    // A plain JSON walk, apart from the importer: codes from the series labels of every page, values row-major (currency, then date).
    const codes = new Map<number, string>();
    for (const page of pages) {
      for (const s of page.extension.series)
        codes.set(s.dimension_category.find((c) => c.dimension_id === 12)!.category_id, /\(([A-Z]{3})\)/.exec(s.label)![1]!);
    }
    const keys = new Set<string>();
    let count = 0;
    for (const page of pages) {
      const dates = page.dimension.reference_date!.category.index;
      page.dimension['12']!.category.index.forEach((category, c) => {
        dates.forEach((date, d) => {
          count++;
          const code = codes.get(Number(category))!.replace('ECU', 'XEU');
          keys.add(`${date} ${code}`);
          expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(String(page.value[c * dates.length + d]), '1', true)), `${date} ${code}`).toBe(true);
        });
      });
    }
    expect(count).toBe(104);
    expect(keys.size).toBe(96);
    expect(values.size).toBe(96);
  });

  it('stores 1 / value units per PTE (worked out with python3 decimal)', () => {
    expect(values.get('1998-12-28 USD')).toBe(0.00580073321268); // 1 / 172.392
    expect(values.get('1998-12-28 ITL')).toBe(9.6590360282); // 1 / 0.10353
    expect(values.get('1998-12-28 XEU')).toBe(0.00496450379785); // 1 / 201.43, the ECU
    expect(result.dataset.pivot).toBe('PTE');
  });

  it('records provider and dataset, and loads', () => {
    expect(result.provenance['1998-12-28']).toEqual([{ provider: 'bdp', table: 'BPstat 23e0cdd56bddb4ad3016a9c3ad63a539' }]);
    expect(bancoDePortugalCalendar.zone).toBe('Europe/Lisbon');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out, with unknown_code, a currency whose series label is on another page', () => {
    const first = importBancoDePortugal(bankFile('bdp/bdp-1.json'), options);
    expect(first.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: '783' }));
    expect(datasetValues(first.dataset).size).toBe(40);
  });
});

describe('importBancoDePortugal refuses', () => {
  const text = bankText('bdp/bdp-1.json');
  const run = (input: string) => () => importBancoDePortugal(input, options);

  it('a changed unit', () => {
    expect(
      feedLocation(
        run(text.replace('"label": {"3337": "Portuguese Escudo"}', '"label": {"3337": "Euro"}').replace('"3337":"Portuguese Escudo"', '"3337":"Euro"')),
      ),
    ).toBe('dimension.70');
  });

  it('a swapped column (the sizes of currency and date)', () => {
    expect(feedLocation(run(text.replace('"size":[11,1,1,1,1,1,1,4]', '"size":[4,1,1,1,1,1,1,11]')))).toBe('size[0]');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('"1998-12-28"', '"2099-12-28"')))).toBe('dimension.reference_date.category.index[0]');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('"1998-12-29"', '"1998-12-28"')))).toMatch(/^value\[\d+\]$/);
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 4000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('bancoDePortugal() live source', () => {
  it('one round from a recorded page through an injected fetch', async () => {
    const full = importBancoDePortugal(bankFile('bdp/bdp-1.json'), options).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('bdp'), initial, bankFile('bdp/bdp-1.json'), new Date('1998-12-31T18:00:00Z'));
    expect(asked.map((a) => a.url)).toEqual([
      'https://bpstat.bportugal.pt/data/v1/domains/29/datasets/23e0cdd56bddb4ad3016a9c3ad63a539/?dim_cats=40:4263&lang=EN&obs_since=1998-12-17&obs_to=1999-01-01&page=1',
    ]);
    expect(status.sources[0]).toMatchObject({ name: 'bdp', ok: true, quote_date: '1998-12-31' });
  });
});
