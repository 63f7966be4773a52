// History lookup by date across the whole series: random calendar dates between the first and
// the last snapshot, every table already cached (the warm-up visits them all), on the embedded data
// and on the ECB's whole history (test/fixtures/ecb/eurofxref-hist.zip through the importers),
// beside one fixed date: with the rate tables cached by memory, random dates stay near a cached call.
// ratebook's binary search (findSnapshot) is internal and not exported from dist, so the raw
// search is measured here on a copy of the same algorithm over the same snapshots.
import { readFileSync } from 'node:fs';
import { history, loadDataset } from '../dist/index.js';
import { defaultDataset as ds } from '../dist/data.js';
import { importEcbZip } from '../dist/importers.js';
import { compare, now, random, runIfMain, SINK } from './harness.mjs';

const DAY = 86_400_000;
const NOW = { now: new Date('2030-01-01T00:00:00Z') };
const ECB_ZIP = new URL('../test/fixtures/ecb/eurofxref-hist.zip', import.meta.url);

/** YYYYMMDD of a `YYYY-MM-DD` date, as src/dataset/findSnapshot.ts keys its typed array. */
const dayNumber = (date) => Number(date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10));

/** The same binary search as src/dataset/findSnapshot.ts, for the raw lookup figure. */
function findSnapshot(days, wanted) {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (days[mid] <= wanted) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** 1024 random calendar dates from the first snapshot to the last. */
function randomDates(dataset, seed) {
  const first = Date.parse(dataset.snapshots[0].date);
  const last = Date.parse(dataset.snapshots.at(-1).date);
  const draw = random(seed);
  return Array.from({ length: 1024 }, () => new Date(first + Math.floor(draw() * ((last - first) / DAY + 1)) * DAY).toISOString().slice(0, 10));
}

/**
 * Time per call (the harness's clock) of the first visit of every date for one base on a freshly
 * loaded dataset, each call building a table; the median of three datasets (the first warms the code).
 */
function firstVisits(file, base) {
  const perCall = [];
  for (let round = 0; round < 3; round++) {
    const fresh = loadDataset(file);
    const start = now();
    for (const s of fresh.snapshots) SINK[0] = history(fresh, { date: s.date, base }, NOW);
    perCall.push(((now() - start) * 1e6) / fresh.snapshots.length);
  }
  return perCall.sort((a, b) => a - b)[1];
}

async function embedded() {
  const DATES = randomDates(ds, 0xda7e);
  const days = Int32Array.from(ds.snapshots, (s) => dayNumber(s.date));
  const WANTED = DATES.map(dayNumber);
  // Fill the cache with every EUR table first, so that the loops below measure lookups only.
  for (const s of ds.snapshots) history(ds, { date: s.date, base: 'EUR' }, NOW);
  const results = await compare([
    {
      name: 'ratebook history({ date, base: "EUR" }), cached table',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = history(ds, { date: DATES[i & 1023], base: 'EUR' });
      },
    },
    {
      name: 'ratebook history(..., { now }), cached table, fixed clock',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = history(ds, { date: DATES[i & 1023], base: 'EUR' }, NOW);
      },
    },
    {
      name: 'binary search alone (a copy of findSnapshot)',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = findSnapshot(days, WANTED[i & 1023]);
      },
    },
  ]);
  return { snapshots: ds.snapshots.length, span: `${ds.snapshots[0].date} to ${ds.snapshots.at(-1).date}`, results };
}

async function ecb() {
  const { dataset: file } = await importEcbZip(readFileSync(ECB_ZIP), { metadata: ds });
  const ecbDs = loadDataset(file);
  const DATES = randomDates(ecbDs, 0xec8);
  const FIXED = ecbDs.snapshots.at(-1).date;
  const firstVisitNs = firstVisits(file, 'USD');
  // Every USD table once (history's default base; the pivot is EUR), then lookups only.
  for (const s of ecbDs.snapshots) history(ecbDs, { date: s.date }, NOW);
  const results = await compare(
    [
      {
        name: 'ECB history: history({ date }) on one date (a cached table, hot in the CPU cache)',
        run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = history(ecbDs, { date: FIXED }, NOW);
        },
      },
      {
        name: 'ECB history: history({ date }) on random dates (every table cached)',
        run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = history(ecbDs, { date: DATES[i & 1023] }, NOW);
        },
      },
    ],
    { reference: 'ECB history: history({ date }) on one date (a cached table, hot in the CPU cache)' },
  );
  return { snapshots: ecbDs.snapshots.length, codes: ecbDs.codes.length, span: `${ecbDs.snapshots[0].date} to ${FIXED}`, firstVisitNs, results };
}

export async function measure() {
  return { ...(await embedded()), ecb: await ecb() };
}

await runIfMain(import.meta, measure);
