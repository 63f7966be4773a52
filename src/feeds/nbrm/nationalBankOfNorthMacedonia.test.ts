import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importNationalBankOfNorthMacedonia, nationalBankOfNorthMacedoniaCalendar } from './nationalBankOfNorthMacedonia.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['nbrm/nbrm-1.json', 'nbrm/nbrm-2.json'];
type Row = { rBr: number; datum: string; datum_f: string; oznaka: string; nomin: number; sreden: number };

describe('importNationalBankOfNorthMacedonia', () => {
  const result = importNationalBankOfNorthMacedonia(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: each list once, dated by its fixing day, its repetitions over the days it applies equal', () => {
    // A plain JSON walk, apart from the importer: the distinct (fixing day, code) values and the rows they come from.
    const distinct = new Map<string, string>();
    let rows = 0;
    for (const file of FILES) {
      const doc = JSON.parse(bankText(file)) as Row[];
      rows += doc.length;
      for (const r of doc) {
        const key = `${r.datum_f.slice(0, 10)} ${r.oznaka}`;
        const literal = String(r.sreden);
        if (distinct.has(key)) expect(distinct.get(key), key).toBe(literal);
        distinct.set(key, literal);
        expect(bigOf(values.get(key)!).eq(expectedRate(literal, String(r.nomin), true)), key).toBe(true);
      }
    }
    expect(rows).toBe(2790 + 31);
    expect(values.size).toBe(distinct.size);
    expect(result.dataset.snapshots.length).toBe(new Set([...distinct.keys()].map((k) => k.slice(0, 10))).size);
  });

  it('stores nomin / sreden units per MKD (worked out with python3 decimal)', () => {
    expect(values.get('2026-05-28 EUR')).toBe(0.016208768944); // 1 / 61.695
    expect(values.get('2026-05-28 USD')).toBe(0.0188297321471); // 1 / 53.1075
    expect(values.get('2026-05-28 GBP')).toBe(0.0140473310773); // 1 / 71.1879
    expect(result.dataset.pivot).toBe('MKD');
  });

  it('records provider and list number, dates each snapshot 14:00 Skopje, and loads', () => {
    expect(result.provenance['2026-05-28']).toEqual([{ provider: 'nbrm', table: 'list 98/2026' }]);
    expect(result.provenance['2026-02-27']).toEqual([{ provider: 'nbrm', table: 'list 39/2026' }]);
    expect(result.dataset.snapshots.find((s) => s.date === '2026-05-28')!.updated_at).toBe('2026-05-28T12:00:00Z');
    expect(nationalBankOfNorthMacedoniaCalendar.zone).toBe('Europe/Skopje');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNationalBankOfNorthMacedonia refuses', () => {
  const text = bankText('nbrm/nbrm-2.json');
  const run = (input: string) => () => importNationalBankOfNorthMacedonia(input, options);

  it('a changed unit', () => {
    expect(feedLocation(run(text.replace('"oznaka":"EUR","drzava":"ЕМУ","nomin":1', '"oznaka":"EUR","drzava":"ЕМУ","nomin":7')))).toBe('[0].nomin');
  });

  it('a swapped column (code and numeric code), and days swapped', () => {
    expect(feedLocation(run(text.replace('"valuta":"978","oznaka":"EUR"', '"valuta":"EUR","oznaka":"978"')))).toBe('[0].oznaka');
    expect(feedLocation(run(text.replace('"datum":"2026-05-30T00:00:00","valuta":"978"', '"datum":"2026-05-28T00:00:00","valuta":"978"')))).toBe('[0].datum');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('"datum":"2026-05-30T00:00:00","valuta":"978"', '"datum":"2099-05-30T00:00:00","valuta":"978"')))).toBe('[0].datum');
  });

  it('a duplicate', () => {
    const doc = JSON.parse(text) as unknown[];
    expect(feedLocation(run(JSON.stringify([...doc, doc[0]])))).toBe('[31].oznaka');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 3000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('nationalBankOfNorthMacedonia() live source', () => {
  it('one round from the recorded bytes through an injected fetch', async () => {
    const full = importNationalBankOfNorthMacedonia(bankFile('nbrm/nbrm-1.json'), { metadata: defaultDataset }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('nbrm'), initial, bankFile('nbrm/nbrm-1.json'), new Date('2026-05-29T18:00:00Z'));
    expect(asked.map((a) => a.url)).toEqual(['https://www.nbrm.mk/KLServiceNOV/GetExchangeRate?EndDate=30.05.2026&StartDate=15.05.2026&format=json']);
    expect(status.sources[0]).toMatchObject({ name: 'nbrm', ok: true, quote_date: full.snapshots.at(-1)!.date });
  });
});
