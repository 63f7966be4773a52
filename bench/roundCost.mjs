// What one live round costs as the history grows (issue 22, item 9): a round that adds a snapshot
// (fetch answered in memory, import, curation, validation, swap, the store's text) on a 200-snapshot
// history beside the same round on a 7,000-snapshot one, interleaved in one process; and, for
// comparison, what a round did before: loadDataset of the whole file and JSON.stringify of it.
//
// SYNTHETIC DATA, for this bench only: the long history repeats the embedded snapshots' rates on
// consecutive made-up dates (7,000 days ending on the embedded newest date), and the feed's document
// is the embedded newest snapshot's rates on the next day, written as a fawazahmed0 document. No
// file under data/ is touched. The store keeps the text it is given (a Redis client would then send
// it: that transfer is the store's I/O, not measured here).
import { defaultDataset } from '../dist/data.js';
import { loadDataset } from '../dist/index.js';
import { createLiveDataset, datasetFile, fawazahmed0 } from '../dist/live.js';
import { compare, ratioOf, runIfMain, SINK } from './harness.mjs';

const DAY = 86_400_000;
const embedded = datasetFile(defaultDataset);
const newestDate = embedded.snapshots.at(-1).date;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A synthetic file of `count` daily snapshots ending on the embedded newest date, rates cycled from the embedded ones. */
function syntheticFile(count) {
  const end = Date.parse(newestDate);
  const rows = embedded.snapshots;
  const snapshots = Array.from({ length: count }, (_, k) => {
    const date = isoDay(end - (count - 1 - k) * DAY);
    // The newest row stays the embedded newest (the feed's document repeats its rates), so every code is quoted.
    const row = k === count - 1 ? rows.at(-1) : rows[k % (rows.length - 1)];
    return { ...row, date, updated_at: `${date}T16:00:00Z` };
  });
  return { ...embedded, snapshots };
}

// The feed's synthetic document: the newest embedded rates, dated the next day.
const nextDate = isoDay(Date.parse(newestDate) + DAY);
const NOW = new Date(`${nextDate}T12:00:00Z`);
const newest = defaultDataset.snapshots.at(-1);
const quotes = {};
defaultDataset.codes.forEach((code, i) => {
  if (!Number.isNaN(newest.values[i])) quotes[code.toLowerCase()] = newest.values[i];
});
const BODY = JSON.stringify({ date: nextDate, usd: quotes });
const fetchBody = async () => new Response(BODY, { headers: { 'content-type': 'application/json' } });

/** One round on a fresh live dataset over `initial` (rounds of earlier loops left their caches on `initial`, as a running instance's previous round does). */
async function round(initial) {
  let written = '';
  const store = { read: async () => undefined, write: async (text) => void (written = text) };
  const live = createLiveDataset({
    initial,
    sources: [fawazahmed0({ url: 'http://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    store,
    retries: 0,
    fetch: fetchBody,
    now: () => NOW,
  });
  await live.refresh();
  await live.stop();
  if (live.dataset().snapshots.at(-1).date !== nextDate || written.length === 0) throw new Error('the round did not add the snapshot');
  SINK[0] = written;
}

export async function measure() {
  const files = { 200: syntheticFile(200), 7000: syntheticFile(7000) };
  const datasets = { 200: loadDataset(files[200]), 7000: loadDataset(files[7000]) };
  const results = await compare(
    [
      {
        name: 'round, 200-snapshot history',
        async run(n) {
          for (let i = 0; i < n; i++) await round(datasets[200]);
        },
      },
      {
        name: 'round, 7,000-snapshot history',
        async run(n) {
          for (let i = 0; i < n; i++) await round(datasets[7000]);
        },
      },
      {
        name: 'before: loadDataset + JSON.stringify of the whole file, 200',
        run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = JSON.stringify(datasetFile(loadDataset(files[200])));
        },
      },
      {
        name: 'before: loadDataset + JSON.stringify of the whole file, 7,000',
        run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = JSON.stringify(datasetFile(loadDataset(files[7000])));
        },
      },
    ],
    { reference: 'round, 200-snapshot history', repMs: 1000, warmupMs: 1000 },
  );
  return {
    results,
    ratio: ratioOf(results, 'round, 7,000', 'round, 200'),
    textBytes: { 200: JSON.stringify(files[200]).length, 7000: JSON.stringify(files[7000]).length },
  };
}

await runIfMain(import.meta, measure);
