import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { divideRounded, parseDecimal, toPlainString } from '../../src/decimal/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { ecb } from '../../src/live/sources/ecb.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError, LiveSource } from '../../src/live/types.js';
import { ecbCsvTable } from '../importers/ecbFiles.js';
import { embeddedBefore, feedServer, realEcbDaily, realUsd, send } from './helpers.js';

// 2025-05-05 is quoted by both real series: the ECB's history and the embedded fawazahmed0 history.
const DAY = '2025-05-05';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The ECB's real rates of DAY (from the history CSV), in the daily XML format the ECB serves. */
function ecbDailyOf(date: string): { xml: string; rates: Map<string, string> } {
  const { codes, rows } = ecbCsvTable();
  const row = rows.find((r) => r.date === date)!;
  const rates = new Map<string, string>();
  codes.forEach((code, i) => {
    const cell = row.cells[i]!.trim();
    if (cell !== 'N/A' && cell !== '') rates.set(code, cell);
  });
  const cubes = [...rates].map(([code, rate]) => `<Cube currency='${code}' rate='${rate}'/>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><gesmes:subject>Reference rates</gesmes:subject><Cube><Cube time='${date}'>${cubes}</Cube></Cube></gesmes:Envelope>`;
  return { xml, rates };
}

/** The embedded fawazahmed0 snapshot of `date` (real upstream values), as the feed's document. */
function fawazahmed0Of(date: string): string {
  const file = datasetFile(defaultDataset);
  const codes = [...file.fiat, ...file.crypto];
  const row = file.snapshots.find((s) => s.date === date)!;
  const usd: Record<string, number> = {};
  row.rates.forEach((rate, i) => {
    if (rate !== null && codes[i] !== 'USD') usd[codes[i]!.toLowerCase()] = Number(rate);
  });
  return JSON.stringify({ date, usd });
}

async function round(make: (url: string) => LiveSource[], initial = embeddedBefore(DAY)) {
  const ecbDay = ecbDailyOf(DAY);
  const server = await feedServer((path, res) => (path.endsWith('.xml') ? send(res, ecbDay.xml, 'text/xml') : send(res, fawazahmed0Of(DAY))));
  cleanups.push(server.close);
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial,
    sources: make(server.url),
    intervalSeconds: 0,
    now: () => new Date(`${DAY}T20:00:00Z`),
    onError: (e) => errors.push(e),
  });
  cleanups.push(() => live.stop());
  await live.refresh();
  const ds = live.dataset();
  const newest = ds.snapshots.at(-1)!;
  const rate = (code: string) => newest.values[ds.columns.get(code)!]!;
  return { live, ds, newest, rate, errors, ecbRates: ecbDay.rates };
}

const ecbInUsd = (rates: Map<string, string>, code: string) => divideRounded(parseDecimal(rates.get(code)!)!, parseDecimal(rates.get('USD')!)!).num;

describe('combining sources', () => {
  it('re-pivots the ECB (EUR) to the dataset pivot (USD) and carries the rest forward with their own dates', async () => {
    const { newest, rate, ecbRates, ds } = await round((url) => [ecb({ url: `${url}/daily.xml` })]);
    expect(newest.date).toBe(DAY);
    expect(newest.updatedAt).toBe('2025-05-05T14:00:00Z');
    expect(toPlainString(divideRounded(parseDecimal('1')!, parseDecimal(ecbRates.get('USD')!)!))).toBe(String(rate('EUR')));
    expect(rate('JPY')).toBe(ecbInUsd(ecbRates, 'JPY'));
    expect(rate('USD')).toBe(1);
    // Quoted today by no source: the previous snapshot's values, each with that snapshot's date.
    const previous = ds.snapshots.at(-2)!;
    for (const code of ['AED', 'BTC']) {
      expect(rate(code)).toBe(previous.values[ds.columns.get(code)!]);
      expect(newest.dates?.get(ds.columns.get(code)!)).toBe(previous.date);
    }
    expect(newest.dates?.has(ds.columns.get('JPY')!)).toBe(false);
  });

  it('gives a code to the earlier source in the list, and the rest to the others', async () => {
    const ecbFirst = await round((url) => [ecb({ url: `${url}/daily.xml` }), fawazahmed0({ url: `${url}/usd.min.json` })]);
    const fawazFirst = await round((url) => [fawazahmed0({ url: `${url}/usd.min.json` }), ecb({ url: `${url}/daily.xml` })]);
    const embedded = defaultDataset.snapshots.find((s) => s.date === DAY)!;
    const embeddedRate = (code: string) => embedded.values[defaultDataset.columns.get(code)!]!;
    expect(ecbFirst.rate('JPY')).toBe(ecbInUsd(ecbFirst.ecbRates, 'JPY'));
    expect(fawazFirst.rate('JPY')).toBe(embeddedRate('JPY'));
    expect(ecbFirst.rate('JPY')).not.toBe(fawazFirst.rate('JPY'));
    for (const code of ['AED', 'BTC', 'ETH']) {
      expect(ecbFirst.rate(code)).toBe(embeddedRate(code));
      expect(fawazFirst.rate(code)).toBe(embeddedRate(code));
    }
    // The capture is the latest of the documents of that date: the ECB's 16:00 Frankfurt.
    expect(ecbFirst.newest.updatedAt).toBe('2025-05-05T14:00:00Z');
    expect(fawazFirst.live.status().sources.map((s) => [s.name, s.ok, s.quote_date])).toEqual([
      ['fawazahmed0', true, DAY],
      ['ecb', true, DAY],
    ]);
  });

  it('takes the newest date among the sources; an older document adds nothing and is reported', async () => {
    const server = await feedServer((path, res) => (path.endsWith('.xml') ? send(res, realEcbDaily(), 'text/xml') : send(res, realUsd('2026-09-29'))));
    cleanups.push(server.close);
    const errors: LiveError[] = [];
    const initial = embeddedBefore('2026-09-29');
    const live = createLiveDataset({
      initial,
      sources: [ecb({ url: `${server.url}/daily.xml` }), fawazahmed0({ url: `${server.url}/usd.min.json` })],
      intervalSeconds: 0,
      onError: (e) => errors.push(e),
    });
    cleanups.push(() => live.stop());
    await live.refresh();
    const newest = live.dataset().snapshots.at(-1)!;
    const embedded = defaultDataset.snapshots.at(-1)!;
    expect([newest.date, newest.updatedAt, newest.exact]).toEqual([embedded.date, embedded.updatedAt, embedded.exact]);
    // The embedded snapshot exactly: the round runs the build's own curation.
    expect(defaultDataset.codes.filter((_, i) => !Object.is(newest.values[i], embedded.values[i]))).toEqual([]);
    expect(live.status().sources.map((s) => [s.name, s.ok, s.error?.code])).toEqual([
      ['ecb', false, 'feed_backwards'],
      ['fawazahmed0', true, undefined],
    ]);
  });
});
