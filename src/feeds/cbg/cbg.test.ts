import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';
import { importEcbZip } from '../../importers/index.js';
import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { ecbZip } from '../../../test/importers/ecbFiles.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import {
  bankFile,
  bankText,
  bigOf,
  crossCheck,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
} from '../../../test/importers/banks/recorded.js';
import { CBG_CURRENCIES, CBG_NO_UNIT, CBG_PER_100, cbgCalendar, importCbg, type CbgDocument } from './cbg.js';

const options = { metadata: catalog };
// Each recorded series with the currency its request asked for (`.../indicative-exchange-rates/USD`): the answer does not name it.
const FILES = entriesOf('cbg').map((entry) => ({ file: entry.file, currency: /indicative-exchange-rates\/([A-Z]{3})$/.exec(entry.request)![1]! }));
const documents = (): CbgDocument[] => FILES.map(({ file, currency }) => ({ currency, body: bankFile(file) }));
const textOf = (currency: string) => bankText(FILES.find((f) => f.currency === currency)!.file);

// Each (code, date, value) of the raw texts, by a regular expression rather than a JSON walk.
function raw() {
  return FILES.flatMap(({ file, currency }) =>
    [...bankText(file).matchAll(/\[(\d+),(\d+(?:\.\d+)?)\]/g)].map((m) => ({
      currency,
      date: new Date(Number(m[1])).toISOString().slice(0, 10),
      value: m[2]!,
    })),
  );
}

// Node 20 has no Map.groupBy.
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

// The code a value is stored under: the "SLL" series quotes the new leone from 2022-07-01.
const storedCode = (currency: string, date: string) => (currency === 'SLL' && date >= '2022-07-01' ? 'SLE' : currency);

describe('importCbg', () => {
  const result = importCbg(documents(), options);
  const values = datasetValues(result.dataset);
  const rows = raw();

  it('reads every value of the 32 recorded series: each one kept is the published dalasis per 1 (per 100 of JPY, SEK, NOK, DKK), exactly', () => {
    expect(FILES.map((f) => f.currency).sort()).toEqual([...CBG_CURRENCIES]);
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('],[').length, 0));
    expect(rows).toHaveLength(28_519);
    // Each stored value is one of the published values of its code and date, unit / value.
    const published = new Map<string, string[]>();
    for (const { currency, date, value } of rows)
      published.set(`${date} ${storedCode(currency, date)}`, [...(published.get(`${date} ${storedCode(currency, date)}`) ?? []), value]);
    for (const [key, stored] of values) {
      const code = key.slice(11);
      const unit = CBG_PER_100.includes(code) ? '100' : '1';
      const candidates = published.get(key) ?? [];
      expect(
        candidates.some((value) => bigOf(stored).eq(expectedRate(value, unit, true))),
        `${key}: ${stored} is none of ${candidates}`,
      ).toBe(true);
    }
    // Worked out apart: 1 / 72.39 (0.01381406271584...) and 100 / 45.47 to 12 significant digits, half-even.
    expect(values.get('2026-05-22 USD')).toBe(0.0138140627158);
    expect(values.get('2026-05-22 JPY')).toBe(2.19925225423);
    expect(values.size).toBe(19_955);
    expect(result.dataset.pivot).toBe('GMD');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('accounts for every value read: kept, a repeat of the same day with the same value, or withheld by a rule its warning counts', () => {
    const withheld = result.warnings.filter((w) => w.kind === 'withheld');
    expect(withheld.map((w) => w.code).sort()).toEqual([...CBG_CURRENCIES]);
    for (const { currency, file } of FILES) {
      const warning = withheld.find((w) => w.code === currency)!;
      const read = Number(/(\d+) values read/.exec(warning.message)![1]);
      expect(read, currency).toBe(bankText(file).split('],[').length);
      if (CBG_NO_UNIT.includes(currency)) {
        expect(warning.message).toBe(`${currency}: ${read} values read, none kept: no unit fits them`);
        continue;
      }
      const kept = Number(/, (\d+) kept/.exec(warning.message)![1]);
      const ruled = [...warning.message.matchAll(/(\d+) (?:zero|on days|under|repeated|more than|with fewer)/g)].reduce((n, m) => n + Number(m[1]), 0);
      // Days listed twice with one value: the repeats are neither kept nor withheld.
      const days = rows.filter((r) => r.currency === currency && r.value !== '0');
      const byDay = groupBy(days, (r) => r.date);
      const repeats = [...byDay.values()].filter((list) => new Set(list.map((r) => Number(r.value))).size === 1).reduce((n, list) => n + list.length - 1, 0);
      expect(kept + ruled + repeats, currency).toBe(read);
      const stored = [...values.keys()].filter(
        (key) => storedCode(currency, key.slice(0, 10)) === key.slice(11) && days.some((r) => r.date === key.slice(0, 10)),
      );
      // XDR is no code of the catalog: left out after the rules, with one unknown_code warning.
      if (currency === 'XDR') expect(result.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'XDR' }));
      else if (currency !== 'SLL') expect(stored.length, currency).toBe(kept);
    }
    expect(result.warnings.find((w) => w.code === 'ZAR')!.message).toBe(
      'ZAR: 754 values read, 710 kept; withheld: 8 on days listed twice with two values, 27 repeated on 10 or more publications in a row',
    );
  });

  it('withholds by each rule, as the raw values show apart from the importer', () => {
    const byKey = groupBy(rows, (r) => `${r.date} ${storedCode(r.currency, r.date)}`);
    for (const [key, list] of byKey) {
      const distinct = new Set(list.map((r) => Number(r.value)));
      // A zero, a value under 2 dalasis, a day listed with two values: never stored.
      if (distinct.size > 1 || list.some((r) => Number(r.value) < 2)) expect(values.has(key), key).toBe(false);
    }
    // A day listed twice with two values (AED 18.05 and 215.43 on 2024-01-26; USD 44.82 and 39.61 on 2015-08-27).
    expect(values.has('2024-01-26 AED')).toBe(false);
    expect(values.has('2015-08-27 USD')).toBe(false);
    // DKK's placeholder "1" and the ZAR left at 3.52 from 2024-01-16 for 27 publications; DKK of 2024-10-16 (975 per 100) kept.
    expect(values.has('2024-09-19 DKK')).toBe(false);
    expect(values.has('2024-01-17 ZAR')).toBe(false);
    expect(values.get('2024-10-16 DKK')).toBe(Number(expectedRate('975', '100', true)));
    // Typing slips against their neighbours: AED 234.32 among 19.6s, SEK 61.3 per 100 among 631s.
    expect(values.has('2026-02-27 AED')).toBe(false);
    expect(values.has('2024-06-04 SEK')).toBe(false);
    // Never kept: the coarse currencies, and the CFA franc whose unit nothing fits.
    for (const code of ['GNF', 'NGN', 'LKR', 'INR', 'PHP', 'XOF'])
      expect(
        [...values.keys()].some((k) => k.endsWith(code)),
        code,
      ).toBe(false);
    // The new leone: 3.26 dalasis on 2023-01-03, as SLE.
    expect(values.get('2023-01-03 SLE')).toBe(Number(expectedRate('3.26', '1', true)));
  });

  it("agrees with the ECB's crosses where both quote within a few per cent, never by a factor: the units are right", async () => {
    // From 2019-11-18, when 28 of the 32 series begin.
    const all = (await importEcbZip(ecbZip(), options)).dataset;
    const ecb = { ...all, snapshots: all.snapshots.filter((s) => s.date >= '2019-11-18') };
    const { agree, disagree } = crossCheck(ecb, result.dataset, 0.05);
    // 8 % of the pairs are more than 5 % apart (213 of them the CBG's franc): hand-typed rates of Banjul's market.
    expect(agree).toBe(10_106);
    expect(disagree).toHaveLength(904);
    expect(disagree.filter((line) => line.startsWith('CHF '))).toHaveLength(213);
    // The disagreements are a few per cent, never a factor: no unit read wrong.
    for (const line of disagree) {
      const ratio = Number(line.split(' ')[2]);
      expect(ratio, line).toBeGreaterThan(0.5);
      expect(ratio, line).toBeLessThan(2);
    }
  });

  it('dates each value at 13:30 Banjul (UTC) and names its series in the provenance', () => {
    expect(result.dataset.snapshots.at(-1)).toMatchObject({ date: '2026-05-22', updated_at: '2026-05-22T13:30:00Z' });
    expect(result.provenance['2026-05-22']).toContainEqual({ provider: 'cbg', table: 'indicative USD' });
    expect(result.provenance['2000-01-07']).toEqual([
      { provider: 'cbg', table: 'indicative EUR' },
      { provider: 'cbg', table: 'indicative GBP' },
      { provider: 'cbg', table: 'indicative USD' },
    ]);
    expect(cbgCalendar).toMatchObject({ zone: 'Africa/Banjul', weekdays: [1, 2, 3, 4, 5], toleranceDays: 1 });
  });

  it('reads a single answer with options.currency, and files named after their currency', () => {
    const one = importCbg(bankFile(FILES[0]!.file), { ...options, currency: FILES[0]!.currency });
    expect(datasetValues(one.dataset).size).toBe(1765);
    // A parsed series is itself a list: one answer still, not a list of answers (no bytes: no digest in its sources).
    const parsed = importCbg(JSON.parse(bankText(FILES[0]!.file)), { ...options, currency: FILES[0]!.currency }).dataset;
    expect(datasetValues(parsed)).toEqual(datasetValues(one.dataset));
    const files = FILES.map(({ file, currency }) => ({ name: `${currency}.json`, bytes: bankFile(file) }));
    expect(importCbg(files, options).dataset).toEqual(result.dataset);
  });
});

describe('importCbg refuses or withholds', () => {
  type Pair = [number, number | string];
  const parsed = (currency: string) => JSON.parse(textOf(currency)) as Pair[];
  const withSeries = (currency: string, change: (pairs: Pair[]) => void): CbgDocument[] =>
    documents().map((doc) => {
      if (doc.currency !== currency) return doc;
      const pairs = parsed(currency);
      change(pairs);
      return { currency, body: JSON.stringify(pairs) };
    });
  const valuesOf = (docs: CbgDocument[]) => datasetValues(importCbg(docs, options).dataset);

  it('a changed unit: one yen quote per 1 instead of per 100 is withheld; the whole series per 1 keeps no yen', () => {
    const before = valuesOf(documents());
    expect(before.has('2026-05-22 JPY')).toBe(true);
    const one = valuesOf(withSeries('JPY', (pairs) => (pairs[0]![1] = 4547)));
    expect(one.has('2026-05-22 JPY')).toBe(false);
    expect(one.size).toBe(before.size - 1);
    const all = valuesOf(withSeries('JPY', (pairs) => pairs.forEach((p) => (p[1] = Number(p[1]) / 100))));
    expect([...all.keys()].some((k) => k.endsWith('JPY'))).toBe(false);
  });

  it('a swapped column, a date in the future, a stamp that is not a day, a value that is not a number', async () => {
    await expectFeedPath(
      () =>
        importCbg(
          withSeries('USD', (pairs) => (pairs[3] = [pairs[3]![1] as number, pairs[3]![0]])),
          options,
        ),
      'USD: [3][0]',
    );
    await expectFeedPath(
      () =>
        importCbg(
          withSeries('USD', (pairs) => (pairs[0]![0] = Date.UTC(2099, 0, 1))),
          options,
        ),
      'USD: [0][0]',
    );
    await expectFeedPath(
      () =>
        importCbg(
          withSeries('EUR', (pairs) => (pairs[1]![0] += 3_600_000)),
          options,
        ),
      'EUR: [1][0]',
    );
    await expectFeedPath(
      () =>
        importCbg(
          withSeries('GBP', (pairs) => (pairs[2]![1] = '97.99')),
          options,
        ),
      'GBP: [2][1]',
    );
    await expectFeedPath(
      () =>
        importCbg(
          withSeries('GBP', (pairs) => (pairs[2]![1] = -1)),
          options,
        ),
      'GBP: [2][1]',
    );
  });

  it('a duplicate: the same day again with another value withholds both; with the same value it counts once', () => {
    const other = valuesOf(withSeries('USD', (pairs) => pairs.push([pairs[0]![0], 80.01])));
    expect(other.has('2026-05-22 USD')).toBe(false);
    const same = valuesOf(withSeries('USD', (pairs) => pairs.push([...pairs[0]!])));
    expect(same.get('2026-05-22 USD')).toBe(0.0138140627158);
    expect(() => importCbg([...documents(), documents()[0]!], options)).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'input[32].currency' }),
    );
  });

  it('a truncated body, an HTML error page, an empty series, a currency the CBG does not quote', async () => {
    const text = textOf('USD');
    await expectFeedPath(() => importCbg(text.slice(0, 400), { ...options, currency: 'USD' }), 'line 1, column 401');
    await expectFeedPath(() => importCbg(HTML_ERROR, { ...options, currency: 'USD' }), 'line 1, column 1');
    expect(() => importCbg('[]', { ...options, currency: 'USD' })).toThrow(expect.objectContaining({ code: 'invalid_feed' }));
    await expectFeedPath(() => importCbg('[[1779408000000]]', { ...options, currency: 'USD' }), '[0]');
    expect(() => importCbg([{ currency: 'MXN', body: bankFile(FILES[0]!.file) }], options)).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'input[0].currency' }),
    );
    expect(() => importCbg(text, options)).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'currency', message: expect.stringContaining('does not name its currency') }),
    );
    expect(() => importCbg(documents(), { ...options, currency: 'USD' })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'currency', message: expect.stringContaining('with several') }),
    );
    // An empty series among others is refused, not skipped.
    await expectFeedPath(
      () =>
        importCbg(
          withSeries('EUR', (pairs) => pairs.splice(0)),
          options,
        ),
      'EUR',
    );
  });
});

describe('cbg()', () => {
  it("one round over the recorded USD series through an injected fetch; feedSource('cbg', { currency }) is named after it", async () => {
    const body = bankFile(FILES.find((f) => f.currency === 'USD')!.file);
    const imported = importCbg(body, { ...options, currency: 'USD' }).dataset;
    const { asked, served } = await liveRound(feedSource('cbg'), body, imported);
    expect(asked).toEqual(['https://www.cbg.gm/ajax/indicative-exchange-rates/USD']);
    expect(rates(served, { base: 'GMD', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'GMD', symbols: 'USD' }).rates);
    expect(new Big(rates(served, { base: 'USD', symbols: 'GMD' }).rates.GMD!).minus('72.39').abs().lt('1e-9')).toBe(true);
    expect(feedSource('cbg', { currency: 'EUR' }).name).toBe('cbg-eur');
    expect(() => feedSource('cbg', { currency: 'XOF' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'currency' }));
    expect(() => feedSource('cbg', { currency: 'MXN' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'currency' }));
  });
});
