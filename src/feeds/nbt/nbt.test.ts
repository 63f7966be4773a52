import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import {
  bankFile,
  bankText,
  bigOf,
  datasetValues,
  entriesOf,
  expectedRate,
  feedLocation,
  HTML_ERROR,
  replaceAscii,
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importNbt, nbtCalendar } from './nbt.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['nbt/nbt-1.xml', 'nbt/nbt-2.xml', 'nbt/nbt-3.xml'];
const VALUTE = /<CharCode>([A-Z]{3})<\/CharCode>\s*<Nominal>(\d+)<\/Nominal>\s*<Name>[^<]*<\/Name>\s*<Value>([\d.]+)<\/Value>/g;

function rawValutes(file: string) {
  const text = bankText(file);
  const date = /<ValCurs Date="([\d-]+)"/.exec(text)![1]!;
  return [...text.matchAll(VALUTE)].map(([, code, nominal, value]) => ({ date, code: code!, nominal: nominal!, value: value! }));
}

describe('importNbt', () => {
  const raw = FILES.flatMap(rawValutes);
  const result = importNbt(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 3 days of 36 currencies, 108 values; nominals 1, 10, 100 and 1,000', () => {
    expect(raw).toHaveLength(FILES.reduce((n, f) => n + bankText(f).split('<Valute ').length - 1, 0));
    expect(raw).toHaveLength(108);
    expect(new Set(raw.map((r) => r.nominal))).toEqual(new Set(['1', '10', '100', '1000']));
    expect(values.size).toBe(108);
  });

  it('pivots on TJS and stores Nominal / Value, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('TJS');
    for (const { date, code, nominal, value } of raw)
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, nominal, true)), `${date} ${code}`).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-05-18 USD')).toBe(0.107009095773);
    expect(values.get('2026-05-18 UZS')).toBe(1282.05128205);
    expect(values.get('2026-05-18 IRR')).toBe(140845.070423);
  });

  it('names the NBT on every date, dates snapshots at 11:00 Dushanbe, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-05-18', '2026-05-19', '2026-05-20']);
    expect(result.provenance['2026-05-18']).toEqual([{ provider: 'nbt', table: 'export_xml' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-05-18T06:00:00Z');
    expect(nbtCalendar.zone).toBe('Asia/Dushanbe');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNbt refuses', () => {
  const bytes = bankFile('nbt/nbt-1.xml');
  const text = bankText('nbt/nbt-1.xml');
  const run = (input: unknown) => () => importNbt(input as string, options);

  it('a changed unit', () => {
    expect(feedLocation(run(replaceAscii(bytes, '<Nominal>1000</Nominal>', '<Nominal>500</Nominal>')))).toBe('/ValCurs/Valute[10]/Nominal');
  });

  it('a swapped column: the name where the code belongs', () => {
    expect(feedLocation(run(replaceAscii(bytes, '<CharCode>USD</CharCode>', '<CharCode>US Dollar</CharCode>')))).toBe('/ValCurs/Valute[1]/CharCode');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'Date="2026-05-18"', 'Date="2099-05-18"')))).toBe('/ValCurs/@Date');
  });

  it('a duplicated currency', () => {
    expect(feedLocation(run(replaceAscii(bytes, '<CharCode>EUR</CharCode>', '<CharCode>USD</CharCode>')))).toBe('/ValCurs/Valute[2]/Value');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 3000)))).toMatch(/^line \d+, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).not.toBe('');
  });
});

describe('nbt()', () => {
  it("one live round asks the day's URL and adds the day", async () => {
    const before = importNbt(
      FILES.slice(0, 2).map((name) => ({ name, bytes: bankFile(name) })),
      { metadata: catalog },
    ).dataset;
    const { status, asked } = await injectedRound(
      feedSource('nbt'),
      before,
      bankFile('nbt/nbt-3.xml'),
      new Date('2026-05-20T12:00:00Z'),
      'text/xml;charset=UTF-8',
    );
    expect(asked.map((a) => a.url)).toEqual([entriesOf('nbt')[2]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'nbt', ok: true, quote_date: '2026-05-20' });
  });
});
