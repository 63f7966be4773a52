// History lookup by date across the whole series: random calendar dates between the first and
// the last snapshot, base EUR, every table already cached (the warm-up visits them all).
// ratebook's binary search (findSnapshot) is internal and not exported from dist, so the raw
// search is measured here on a copy of the same algorithm over the same snapshots.
import { history } from '../dist/index.js';
import { defaultDataset as ds } from '../dist/data.js';
import { compare, random, runIfMain, SINK } from './harness.mjs';

const DAY = 86_400_000;
const NOW = { now: new Date('2030-01-01T00:00:00Z') };

/** The same binary search as src/dataset/findSnapshot.ts, for the raw lookup figure. */
function findSnapshot(snapshots, date) {
  let low = 0;
  let high = snapshots.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (snapshots[mid].date <= date) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

export async function measure() {
  const first = Date.parse(ds.snapshots[0].date);
  const last = Date.parse(ds.snapshots.at(-1).date);
  const draw = random(0xda7e);
  const DATES = Array.from({ length: 1024 }, () => new Date(first + Math.floor(draw() * ((last - first) / DAY + 1)) * DAY).toISOString().slice(0, 10));
  const snapshots = ds.snapshots;
  // Fill the cache with every EUR table first, so that the loops below measure lookups only.
  for (const s of snapshots) history(ds, { date: s.date, base: 'EUR' }, NOW);

  const results = await compare([
    { name: 'ratebook history({ date, base: "EUR" }), cached table', run(n) { for (let i = 0; i < n; i++) SINK[i & 1023] = history(ds, { date: DATES[i & 1023], base: 'EUR' }); } },
    { name: 'ratebook history(..., { now }), cached table, fixed clock', run(n) { for (let i = 0; i < n; i++) SINK[i & 1023] = history(ds, { date: DATES[i & 1023], base: 'EUR' }, NOW); } },
    { name: 'binary search alone (a copy of findSnapshot)', run(n) { for (let i = 0; i < n; i++) SINK[i & 1023] = findSnapshot(snapshots, DATES[i & 1023]); } },
  ]);
  return { snapshots: snapshots.length, span: `${snapshots[0].date} to ${snapshots.at(-1).date}`, results };
}

await runIfMain(import.meta, measure);
