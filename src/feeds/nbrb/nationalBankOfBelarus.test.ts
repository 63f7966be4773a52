import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, entriesOf, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importNationalBankOfBelarus, nationalBankOfBelarusCalendar } from './nationalBankOfBelarus.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = entriesOf('nbrb').map((e) => e.file);
type Row = { Cur_ID: number; Date: string; Cur_Abbreviation?: string; Cur_Scale?: number; Cur_OfficialRate: number };

describe('importNationalBankOfBelarus', () => {
  const result = importNationalBankOfBelarus(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: the daily table twice (30 rates of 2026-03-17) and 30 dynamics of 17 days, read through the daily codes and scales', () => {
    // A plain JSON walk, apart from the importer.
    const docs = FILES.map((file) => JSON.parse(bankText(file)) as Row[]);
    const ids = new Map<number, { code: string; scale: number }>();
    for (const doc of docs) for (const r of doc) if (r.Cur_Abbreviation) ids.set(r.Cur_ID, { code: r.Cur_Abbreviation, scale: r.Cur_Scale! });
    expect(FILES).toHaveLength(32);
    const keys = new Set<string>();
    let rows = 0;
    for (const doc of docs) {
      for (const r of doc) {
        rows++;
        const { code, scale } = ids.get(r.Cur_ID)!;
        const key = `${r.Date.slice(0, 10)} ${code}`;
        keys.add(key);
        expect(bigOf(values.get(key)!).eq(expectedRate(String(r.Cur_OfficialRate), String(scale), true)), key).toBe(true);
      }
    }
    expect(rows).toBe(30 + 30 + 30 * 17);
    expect(values.size).toBe(keys.size);
    expect(keys.size).toBe(510);
  });

  it('stores scale / rate units per BYN (worked out with python3 decimal)', () => {
    expect(values.get('2026-03-17 AUD')).toBe(0.48309178744); // 1 / 2.07
    expect(values.get('2026-03-17 AMD')).toBe(128.182121158); // 1000 / 7.8014
    expect(values.get('2026-03-17 BRL')).toBe(1.8053800325); // 10 / 5.539
    expect(result.dataset.pivot).toBe('BYN');
    expect(result.dataset.snapshots.map((s) => s.date)[0]).toBe('2026-03-01'); // a Sunday: the NBRB has a rate for every day
  });

  it('records the provider, dates each snapshot from 00:00 Minsk, and loads', () => {
    expect(result.provenance['2026-03-17']).toEqual([{ provider: 'nbrb' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-02-28T21:00:00Z');
    expect(nationalBankOfBelarusCalendar.zone).toBe('Europe/Minsk');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNationalBankOfBelarus refuses', () => {
  const daily = bankText('nbrb/nbrb-1.json');
  const dynamics = bankText('nbrb/nbrb-3.json');
  const run = (input: string | string[]) => () => importNationalBankOfBelarus(input, options);

  it('a changed unit', () => {
    expect(feedLocation(run(daily.replace('"Cur_Abbreviation":"AMD","Cur_Scale":1000', '"Cur_Abbreviation":"AMD","Cur_Scale":7')))).toBe('[1].Cur_Scale');
    // A scale changed in a second daily table disagrees with the first.
    expect(feedLocation(run([daily, daily.replace('"Cur_Abbreviation":"AMD","Cur_Scale":1000', '"Cur_Abbreviation":"AMD","Cur_Scale":100')]))).toBe(
      'document 2, [1].Cur_ID',
    );
  });

  it('a swapped column (code and name)', () => {
    expect(feedLocation(run(daily.replace('"Cur_Abbreviation":"AUD"', '"Cur_Abbreviation":"Австралийский доллар"')))).toBe('[0].Cur_Abbreviation');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(daily.replace('"Date":"2026-03-17T00:00:00"', '"Date":"2099-03-17T00:00:00"')))).toBe('[0].Date');
  });

  it('a duplicate, and dynamics that disagree with the daily table', () => {
    const twice = dynamics.replace('"Date":"2026-03-02T00:00:00"', '"Date":"2026-03-01T00:00:00"');
    expect(feedLocation(run([daily, twice]))).toBe('document 2, [1].Cur_OfficialRate');
    expect(
      feedLocation(
        run([daily, dynamics.replace('"Date":"2026-03-17T00:00:00","Cur_OfficialRate":2.0700', '"Date":"2026-03-17T00:00:00","Cur_OfficialRate":2.0800')]),
      ),
    ).toBe('document 2, [16].Cur_OfficialRate');
  });

  it('dynamics without a daily table, a truncated body, an HTML page', () => {
    expect(feedLocation(run(dynamics))).toBe('[0].Cur_ID');
    expect(feedLocation(run(daily.slice(0, 1000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('nationalBankOfBelarus() live source', () => {
  it('one round of the daily table from the recorded bytes through an injected fetch', async () => {
    const full = importNationalBankOfBelarus(
      FILES.map((name) => ({ name, bytes: bankFile(name) })),
      { metadata: defaultDataset },
    ).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('nbrb'), initial, bankFile('nbrb/nbrb-1.json'), new Date('2026-03-17T15:52:00Z'));
    expect(asked.map((a) => a.url)).toEqual([entriesOf('nbrb')[0]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'nbrb', ok: true, quote_date: '2026-03-17' });
  });
});
