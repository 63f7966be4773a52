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
import { importNbk, nbkCalendar } from './nbk.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['nbk/nbk-1.xml', 'nbk/nbk-2.xml', 'nbk/nbk-3.xml'];
const ITEM = /<title>([A-Z]{3})<\/title>\s*<description>([\d.]+)<\/description>\s*<quant>(\d+)<\/quant>/g;

function rawItems(file: string) {
  const text = bankText(file);
  const [, d, m, y] = /<date>(\d{2})\.(\d{2})\.(\d{4})<\/date>/.exec(text)!;
  return [...text.matchAll(ITEM)].map(([, code, rate, quant]) => ({ date: `${y}-${m}-${d}`, code: code!, rate: rate!, quant: quant! }));
}

describe('importNbk', () => {
  const raw = FILES.flatMap(rawItems);
  const result = importNbk(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 3 days of 39 items, 117 values; quants 1, 10, 100 and 1,000', () => {
    expect(raw).toHaveLength(FILES.reduce((n, f) => n + bankText(f).split('<item>').length - 1, 0));
    expect(raw).toHaveLength(117);
    expect(new Set(raw.map((r) => r.quant))).toEqual(new Set(['1', '10', '100', '1000']));
    expect(values.size).toBe(117);
  });

  it('pivots on KZT and stores quant / rate, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('KZT');
    for (const { date, code, rate, quant } of raw)
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate, quant, true)), `${date} ${code}`).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-04-01 USD')).toBe(0.00208868559016);
    expect(values.get('2026-04-01 AMD')).toBe(0.786163522013);
    expect(values.get('2026-04-01 IRR')).toBe(2500);
    expect(values.get('2026-04-01 KRW')).toBe(3.19590923618);
  });

  it('names the NBK on every date, dates snapshots at 16:00 Almaty, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
    expect(result.provenance['2026-04-01']).toEqual([{ provider: 'nbk', table: 'get_rates' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-04-01T11:00:00Z');
    expect(nbkCalendar.zone).toBe('Asia/Almaty');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNbk refuses', () => {
  const bytes = bankFile('nbk/nbk-1.xml');
  const text = bankText('nbk/nbk-1.xml');
  const run = (input: unknown) => () => importNbk(input as string, options);

  it('a changed unit', () => {
    expect(feedLocation(run(replaceAscii(bytes, '<quant>1000</quant>', '<quant>500</quant>')))).toBe('/rates/item[14]/quant');
  });

  it('a swapped column: the rate where the code belongs', () => {
    expect(
      feedLocation(
        run(
          replaceAscii(
            bytes,
            '<title>AUD</title>\n            <description>328.01</description>',
            '<title>328.01</title>\n            <description>AUD</description>',
          ),
        ),
      ),
    ).toBe('/rates/item[1]/title');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '<date>01.04.2026</date>', '<date>01.04.2099</date>')))).toBe('/rates/date');
  });

  it('a duplicated item', () => {
    expect(feedLocation(run(replaceAscii(bytes, '<title>AZN</title>', '<title>AUD</title>')))).toBe('/rates/item[2]/description');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 5000)))).toMatch(/^line \d+, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).not.toBe('');
  });
});

describe('nbk()', () => {
  it("one live round asks the day's URL and adds the day", async () => {
    const before = importNbk(
      FILES.slice(0, 2).map((name) => ({ name, bytes: bankFile(name) })),
      { metadata: catalog },
    ).dataset;
    const { status, asked } = await injectedRound(
      feedSource('nbk'),
      before,
      bankFile('nbk/nbk-3.xml'),
      new Date('2026-04-03T12:00:00Z'),
      'text/xml; charset=UTF-8',
    );
    expect(asked.map((a) => a.url)).toEqual([entriesOf('nbk')[2]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'nbk', ok: true, quote_date: '2026-04-03' });
  });
});
