// A year of daily rates from the ECB's whole history (6,983 business days, 42 currencies, imported
// from the real eurofxref-hist.zip): timeseries for every code and for 3 symbols, as plain
// functions (numbers and exact strings) and through the fetch handler (exact JSON, ETag): a first
// request (1,024 one-year windows a week apart, taken in turn across runs, so the kept bodies
// never answer) and a repeated one (its kept body); and the size of each response.
// Run after `npm run build`: `node bench/timeseries.mjs`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createFetchHandler } from '../dist/http.js';
import { importEcbZip } from '../dist/importers.js';
import { loadDataset, timeseries } from '../dist/index.js';
import { defaultDataset } from '../dist/data.js';
import { compare, runIfMain, SINK } from './harness.mjs';

const ZIP = new URL('../test/fixtures/ecb/eurofxref-hist.zip', import.meta.url);
const NOW = new Date('2026-11-01T00:00:00Z');
const YEAR = { start: '2025-01-01', end: '2025-12-31' };
const THREE = 'GBP,JPY,CHF';

export async function measure() {
  const { dataset } = await importEcbZip(new Uint8Array(readFileSync(ZIP)), { metadata: defaultDataset });
  const ds = loadDataset(dataset);
  const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW });
  const query = (symbols, { start, end } = YEAR) => `http://x/v1/timeseries?start=${start}&end=${end}${symbols ? `&symbols=${symbols}` : ''}`;
  // One-year windows from 2000 on, a week apart (a day apart, weekends would give equal series):
  // distinct series, more than the kept bodies hold.
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const windows = Array.from({ length: 1024 }, (_, k) => {
    const start = Date.UTC(2000, 0, 3) + k * 7 * 86_400_000;
    return { start: day(start), end: day(start + 364 * 86_400_000) };
  });
  const fresh = (symbols) => windows.map((w) => query(symbols, w));
  const freshAll = fresh();
  const freshThree = fresh(THREE);
  let turn = 0; // shared by every run, so no window comes back before 1,023 others
  const get = (url) => handler(new Request(url)).then((res) => res.arrayBuffer());
  const all = { ...YEAR };
  const three = { ...YEAR, symbols: THREE };
  const exact = { now: NOW, numbers: 'string' };

  const results = await compare([
    {
      name: 'timeseries, 1 year, every code (numbers)',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = timeseries(ds, all, { now: NOW });
      },
    },
    {
      name: 'timeseries, 1 year, 3 symbols (numbers)',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = timeseries(ds, three, { now: NOW });
      },
    },
    {
      name: 'timeseries, 1 year, every code (exact strings)',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = timeseries(ds, all, exact);
      },
    },
    {
      name: 'timeseries, 1 year, 3 symbols (exact strings)',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = timeseries(ds, three, exact);
      },
    },
    {
      name: 'GET /v1/timeseries, 1 year, every code, first request',
      async run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = await get(freshAll[turn++ & 1023]);
      },
    },
    {
      name: 'GET /v1/timeseries, 1 year, 3 symbols, first request',
      async run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = await get(freshThree[turn++ & 1023]);
      },
    },
    {
      name: 'GET /v1/timeseries, 1 year, every code, kept body',
      async run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = await get(query());
      },
    },
    {
      name: 'GET /v1/timeseries, 1 year, 3 symbols, kept body',
      async run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = await get(query(THREE));
      },
    },
  ]);

  const sizes = {};
  for (const [name, url] of [
    ['every code', query()],
    ['3 symbols', query(THREE)],
  ]) {
    const body = new Uint8Array(await get(url));
    sizes[name] = { bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength };
  }
  const series = timeseries(ds, all, { now: NOW });
  return {
    dataset: `ECB history, ${ds.snapshots.length} snapshots, ${ds.fiat.length} currencies`,
    year: { dates: Object.keys(series.rates).length, codes: Object.keys(series.rates[series.end_date]).length },
    results: results.map((r) => ({
      name: r.name,
      minMs: Math.min(...r.samplesNs) / 1e6,
      medianMs: r.nsPerOp / 1e6,
      maxMs: Math.max(...r.samplesNs) / 1e6,
    })),
    sizes,
  };
}

await runIfMain(import.meta, measure);
