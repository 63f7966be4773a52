import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, entriesOf, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importNationalBankOfMoldova, nationalBankOfMoldovaCalendar } from './nationalBankOfMoldova.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = [1, 2, 3, 4, 5, 6].map((n) => `nbm/nbm-${n}.xml`);
// Each quote of the raw text by a regular expression, apart from the importer.
const QUOTE = /<CharCode>([A-Z]{3})<\/CharCode>\s*<Nominal>(\d+)<\/Nominal>\s*<Name>[^<]*<\/Name>\s*<Value>([\d.]+)<\/Value>/g;
const dateOf = (text: string) => {
  const [, d, m, y] = /Date="(\d\d)\.(\d\d)\.(\d{4})"/.exec(text)!;
  return `${y}-${m}-${d}`;
};

describe('importNationalBankOfMoldova', () => {
  const result = importNationalBankOfMoldova(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 40 rates on each of 3 days; the 2 metal prices of each day read and left out', () => {
    let rates = 0;
    for (const file of FILES) {
      const text = bankText(file);
      const raw = [...text.matchAll(QUOTE)];
      const metals = text.includes('<MetalPrice');
      expect(raw.length).toBe(text.split(metals ? '<Metal ' : '<Valute ').length - 1);
      expect(raw.length).toBe(metals ? 2 : 40);
      for (const [, code, nominal, value] of raw) {
        if (metals) expect(values.has(`${dateOf(text)} ${code}`)).toBe(false);
        else expect(bigOf(values.get(`${dateOf(text)} ${code}`)!).eq(expectedRate(value!, nominal!, true)), `${file} ${code}`).toBe(true);
      }
      if (!metals) rates += raw.length;
    }
    expect(rates).toBe(120);
    expect(values.size).toBe(rates);
    expect(result.warnings.filter((w) => w.kind === 'not_a_currency').map((w) => w.code)).toEqual(['XAG', 'XAU']);
  });

  it('stores nominal / value units per MDL (worked out with python3 decimal)', () => {
    expect(values.get('2026-04-06 EUR')).toBe(0.0493208518698); // 1 / 20.2754
    expect(values.get('2026-04-06 USD')).toBe(0.0567781790102); // 1 / 17.6124
    expect(values.get('2026-04-06 RUB')).toBe(4.5516613564); // 1 / 0.2197
    expect(values.get('2026-04-06 HUF')).toBe(18.9368833677); // 100 / 5.2807
    expect(result.dataset.pivot).toBe('MDL');
  });

  it('records the provider, dates each snapshot 16:00 Chișinău, and loads', () => {
    expect(result.provenance['2026-04-06']).toEqual([{ provider: 'nbm' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-04-06T13:00:00Z');
    expect(nationalBankOfMoldovaCalendar.zone).toBe('Europe/Chisinau');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNationalBankOfMoldova refuses', () => {
  const text = bankText('nbm/nbm-1.xml');
  const run = (input: string | Uint8Array) => () => importNationalBankOfMoldova(input, options);

  it('a changed unit', () => {
    expect(feedLocation(run(text.replace('<Nominal>100</Nominal>', '<Nominal>7</Nominal>')))).toMatch(/^\/ValCurs\/Valute\[\d+\]\/Nominal$/);
  });

  it('a swapped column (code and numeric code)', () => {
    expect(
      feedLocation(run(text.replace('<NumCode>978</NumCode>\n    <CharCode>EUR</CharCode>', '<NumCode>EUR</NumCode>\n    <CharCode>978</CharCode>'))),
    ).toBe('/ValCurs/Valute[1]/NumCode');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('Date="06.04.2026"', 'Date="06.04.2099"')))).toBe('/ValCurs/@Date');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('<CharCode>USD</CharCode>', '<CharCode>EUR</CharCode>')))).toBe('/ValCurs/Valute[2]/Value');
  });

  it('a truncated body, metal prices alone, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 3000)))).toMatch(/^line \d+, column \d+$/);
    expect(() => importNationalBankOfMoldova(bankFile('nbm/nbm-2.xml'), options)).toThrow(/metal prices only/);
    expect(feedLocation(run(HTML_ERROR))).toMatch(/^line \d+, column \d+$/);
  });
});

describe('nationalBankOfMoldova() live source', () => {
  it('one round from the recorded bytes through an injected fetch', async () => {
    const initial = importNationalBankOfMoldova(bankFile('nbm/nbm-1.xml'), { metadata: defaultDataset }).dataset;
    const { status, asked } = await injectedRound(feedSource('nbm'), initial, bankFile('nbm/nbm-3.xml'), new Date('2026-04-07T18:00:00Z'));
    expect(asked.map((a) => a.url).slice(0, 1)).toEqual([entriesOf('nbm').find((e) => e.file === 'nbm/nbm-3.xml')!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'nbm', ok: true, quote_date: '2026-04-07' });
  });
});
