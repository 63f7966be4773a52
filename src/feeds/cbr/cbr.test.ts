import { describe, expect, it } from 'vitest';

import { decodeWithTable, WINDOWS_1251_HIGH } from '../../importers/readers/windows1251.js';
import { loadDataset } from '../../index.js';
import { catalog } from '../../../test/importers/catalog.js';
import {
  bankFile,
  crossCheck,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  replaceAscii,
  storedRate,
  valueCount,
} from '../../../test/importers/banks/recorded.js';
import { CBR_CURRENCY_IDS } from './cbrCurrencyIds.js';
import { cbrCalendar, importCbr } from './cbr.js';
import { importBnr } from '../bnr/bnr.js';

const cp1251 = new TextDecoder('windows-1251');
const named = (file: string) => ({ name: file.slice(4), bytes: bankFile(file) });
const DAILY = 'cbr/cbr-1.xml';
const METALS = 'cbr/cbr-56.xml';
const DYNAMICS = entriesOf('cbr')
  .map((e) => e.file)
  .filter((f) => f !== DAILY && f !== METALS);

// The raw documents read by regular expressions, apart from the importer's XML reader.
const dmy = (text: string) => `${text.slice(6)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
function dailyRows() {
  const text = cp1251.decode(bankFile(DAILY));
  const date = dmy(/<ValCurs Date="([\d.]+)"/.exec(text)![1]!);
  return [...text.matchAll(/<Valute ID="(\w+)">.*?<CharCode>(\w+)<\/CharCode><Nominal>(\d+)<\/Nominal>.*?<Value>([\d,]+)<\/Value>/g)].map((m) => ({
    date,
    id: m[1]!,
    code: m[2]!,
    nominal: m[3]!,
    value: m[4]!.replace(',', '.'),
  }));
}
const idToCode = () => new Map(dailyRows().map((row) => [row.id, row.code]));
function dynamicRows(file: string) {
  const text = cp1251.decode(bankFile(file));
  const code = idToCode().get(/<ValCurs ID="(\w+)"/.exec(text)![1]!)!;
  return [...text.matchAll(/<Record Date="([\d.]+)" Id="\w+"><Nominal>(\d+)<\/Nominal><Value>([\d,]+)<\/Value>/g)].map((m) => ({
    date: dmy(m[1]!),
    code,
    nominal: m[2]!,
    value: m[3]!.replace(',', '.'),
  }));
}

describe('importCbr', () => {
  it('reads the daily table and every dynamics file: each value is Nominal / Value RUB, rounded once', () => {
    const files = [DAILY, ...DYNAMICS];
    const { dataset, warnings, provenance } = importCbr(files.map(named), { metadata: catalog, allowMinimalMetadata: true });
    const rows = [...dailyRows(), ...DYNAMICS.flatMap(dynamicRows)];
    const rawValues = files.reduce((n, f) => n + (cp1251.decode(bankFile(f)).match(/<Value>/g) ?? []).length, 0);
    expect(rows).toHaveLength(rawValues);
    expect(rawValues).toBe(54 + 54 * 3);
    expect(valueCount(dataset)).toBe(rawValues);
    for (const row of rows)
      expect(storedRate(dataset, row.date, row.code)?.eq(expectedRate(row.value, row.nominal, true)), `${row.code} ${row.date}`).toBe(true);
    expect(dataset.pivot).toBe('RUB');
    expect(dataset.snapshots.map((s) => [s.date, s.updated_at])).toEqual([
      ['2026-03-03', '2026-03-02T13:00:00Z'],
      ['2026-03-04', '2026-03-03T13:00:00Z'],
      ['2026-03-05', '2026-03-04T13:00:00Z'],
      ['2026-04-25', '2026-04-24T13:00:00Z'],
    ]);
    expect(provenance).toEqual(Object.fromEntries(dataset.snapshots.map((s) => [s.date, [{ provider: 'cbr' }]])));
    expect(warnings).toEqual([]);
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it("names a dynamics file by its own table of CBR ids, the daily table's", () => {
    expect(CBR_CURRENCY_IDS).toEqual(Object.fromEntries(idToCode()));
    const { dataset } = importCbr(bankFile('cbr/cbr-17.xml'), { metadata: catalog });
    expect(dataset.fiat).toEqual(['RUB', 'USD']);
    expect(dataset.snapshots.map((s) => s.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('names an id its table lacks by a daily table of the same import, and warns once where none does', () => {
    const renamed = (file: string) => {
      const text = new TextDecoder('latin1').decode(bankFile(file)).replaceAll('R01235', 'R09999');
      return { name: file.slice(4), bytes: new Uint8Array(Buffer.from(text, 'latin1')) };
    };
    const { dataset } = importCbr([renamed(DAILY), renamed('cbr/cbr-17.xml')], { metadata: catalog });
    expect(storedRate(dataset, '2026-03-04', 'USD')).toBeDefined();
    const { warnings } = importCbr([named(DAILY), renamed('cbr/cbr-17.xml')], { metadata: catalog });
    expect(warnings.filter((w) => w.kind === 'unknown_code').map((w) => w.code)).toEqual(['R09999', 'XDR']);
  });

  it('leaves XDR out without minimal metadata, with an unknown_code warning', () => {
    const { dataset, warnings } = importCbr(bankFile(DAILY), { metadata: catalog });
    expect(dataset.fiat).toHaveLength(54);
    expect(warnings.map((w) => `${w.kind} ${w.code}`)).toEqual(['unknown_code XDR']);
  });

  it('leaves the precious metals out beside currencies, and refuses them alone', async () => {
    const { warnings } = importCbr([named(DAILY), named(METALS)], { metadata: catalog, allowMinimalMetadata: true });
    expect(warnings.map((w) => w.kind)).toEqual(['not_a_currency']);
    await expectFeedPath(() => importCbr(bankFile(METALS), { metadata: catalog }), '/Metall');
  });

  it('decodes windows-1251 with a table that matches TextDecoder on every byte', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect(WINDOWS_1251_HIGH).toHaveLength(128);
    expect(decodeWithTable(all)).toBe(cp1251.decode(all));
    for (let b = 0x80; b <= 0xff; b++) expect(decodeWithTable(new Uint8Array([b])), `byte ${b.toString(16)}`).toBe(cp1251.decode(new Uint8Array([b])));
    expect(decodeWithTable(bankFile(DAILY))).toBe(cp1251.decode(bankFile(DAILY)));
  });

  it('agrees with the BNR within 5 % on every shared date and code (no quote the wrong way round or off by its nominal)', () => {
    const cbr = importCbr([DAILY, ...DYNAMICS].map(named), { metadata: catalog }).dataset;
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), { metadata: catalog }).dataset;
    expect(crossCheck(cbr, bnr)).toEqual({ agree: 90, disagree: [] });
  });

  it('has its calendar facts', () => {
    expect(cbrCalendar).toMatchObject({ zone: 'Europe/Moscow', weekdays: [1, 2, 3, 4, 5], quoteDate: 'next_day', toleranceDays: 1 });
  });
});

describe('importCbr refuses a bad document at the first bad value', () => {
  const daily = () => bankFile(DAILY);

  it('a truncated document, where it ends', async () => {
    const text = new TextDecoder('latin1').decode(daily());
    const cut = text.indexOf('</Valute>', 2000) + '</Valute>'.length;
    await expectFeedPath(() => importCbr(daily().subarray(0, cut), { metadata: catalog }), `line 1, column ${cut + 1}`);
  });

  it('the daily table re-encoded as UTF-8, at its first non-ASCII character', async () => {
    const utf8 = new TextEncoder().encode(cp1251.decode(daily()));
    await expectFeedPath(() => importCbr(utf8, { metadata: catalog }), `line 1, column ${utf8.findIndex((b) => b >= 0x80) + 1}`);
  });

  it('the daily table read as Latin-1, at the first name', async () => {
    await expectFeedPath(() => importCbr(new TextDecoder('latin1').decode(daily()), { metadata: catalog }), '/ValCurs/Valute[1]/Name');
  });

  it('an encoding the CBR does not write', async () => {
    await expectFeedPath(() => importCbr(replaceAscii(daily(), 'windows-1251', 'ISO-8859-1'), { metadata: catalog }), 'line 1, column 1');
  });

  it('a missing Nominal, a decimal point, a VunitRate that is not Value / Nominal', async () => {
    await expectFeedPath(() => importCbr(replaceAscii(daily(), '<Nominal>1</Nominal>', ''), { metadata: catalog }), '/ValCurs/Valute[1]');
    await expectFeedPath(() => importCbr(replaceAscii(daily(), '<Value>53,8359', '<Value>53.8359'), { metadata: catalog }), '/ValCurs/Valute[1]/Value');
    await expectFeedPath(
      () => importCbr(replaceAscii(daily(), '<VunitRate>53,8359', '<VunitRate>53,8360'), { metadata: catalog }),
      '/ValCurs/Valute[1]/VunitRate',
    );
    await expectFeedPath(() => importCbr(replaceAscii(daily(), 'Date="25.04.2026"', 'Date="31.04.2026"'), { metadata: catalog }), '/ValCurs/@Date');
  });

  it('a duplicated date, at the second quote', async () => {
    const file = bankFile('cbr/cbr-2.xml');
    await expectFeedPath(() => importCbr(replaceAscii(file, 'Date="04.03.2026"', 'Date="03.03.2026"'), { metadata: catalog }), '/ValCurs/Record[2]/Value');
  });

  it('two documents that disagree on a date, in the second', async () => {
    const other = replaceAscii(replaceAscii(bankFile('cbr/cbr-17.xml'), '<Value>', '<Value>1'), '<VunitRate>', '<VunitRate>1');
    await expectFeedPath(
      () => importCbr([named('cbr/cbr-17.xml'), { name: 'copy.xml', bytes: other }], { metadata: catalog }),
      'copy.xml: /ValCurs/Record[1]/Value',
    );
  });

  it('an HTML error page, a named file among several', async () => {
    await expectFeedPath(() => importCbr(HTML_ERROR, { metadata: catalog }), 'line 1, column 1');
    await expectFeedPath(() => importCbr('<html><body>Error</body></html>', { metadata: catalog }), '/html');
    await expectFeedPath(
      () => importCbr([named(DAILY), { name: 'busy.html', bytes: new TextEncoder().encode(HTML_ERROR) }], { metadata: catalog }),
      'busy.html: line 1, column 1',
    );
  });
});
