#!/usr/bin/env node
// Replays every embedded date as a live round of `createLiveDataset` (ratebook/live, from dist/),
// the real upstream document of that date fed to `fawazahmed0()` through the `fetch` option, and
// counts the cells of each date's served snapshot that differ from data/dataset.json. Four ways:
//   fresh    a fresh live dataset per date on the embedded history before it, nothing stored
//            (what a restarted instance decided before stored datasets carried their curation state)
//   stored   a fresh live dataset per date on the embedded history before it, its store holding the
//            text the previous date's instance wrote (a restart, or a follower that takes over)
//   one      one live dataset for all dates, started on the embedded history before the second date:
//            its own rows are its history, its curation state carried in memory (one process throughout)
//   chain    a fresh live dataset per date on the first embedded snapshot alone, its store holding the
//            previous date's text: the whole history comes from the store (a restart long after the
//            package's data), adopted through the jump checks
// The first date has no history before it; the 202 others are replayed. Each differing cell is
// printed with why: `restored` or `alias` (the build's by design, see below), or `unexplained`.
// Today fresh 20 (11 unexplained: decisions only the curation state carries), stored, one and
// chain 9 (0 unexplained). `--sign` signs every write
// (HMAC-SHA-256) and verifies every read. Needs `npm run build:js` and the data build's download cache
// (.cache/data-build/rates: npm run data:build).
//
// Usage: node scripts/replay-live.mjs [fresh|stored|one|chain ...] [--sign] [--list]

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listVersions } from './lib/rates-source.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, '.cache', 'data-build');
const { loadDataset } = await import(new URL('../dist/index.js', import.meta.url).href);
const { createLiveDataset, fawazahmed0 } = await import(new URL('../dist/live.js', import.meta.url).href);

const file = JSON.parse(await readFile(join(ROOT, 'data', 'dataset.json'), 'utf8'));
const codes = [...file.fiat, ...file.crypto];
const dates = file.snapshots.map((s) => s.date);
const { dated } = await listVersions(CACHE, { offline: true });
const documents = new Map();
for (const d of dated)
  if (dates.includes(d.date) && !documents.has(d.date))
    documents.set(d.date, await readFile(join(CACHE, 'rates', d.version, 'v1', 'currencies', 'usd.min.json')));
if (documents.size !== dates.length) throw new Error(`the cache holds ${documents.size} of the ${dates.length} embedded dates: run npm run data:build first`);

/** The embedded dataset before `date`, without the codes it then never quotes (as test/live/helpers.ts). */
function before(date) {
  const snapshots = file.snapshots.filter((s) => s.date < date);
  const keep = codes.map((_, i) => snapshots.some((s) => s.rates[i] !== null));
  const kept = (list, offset) => list.filter((_, i) => keep[offset + i]);
  const pick = (record, list) => Object.fromEntries(list.map((code) => [code, record[code]]));
  const fiat = kept(file.fiat, 0);
  const crypto = kept(file.crypto, file.fiat.length);
  return loadDataset({
    ...file,
    fiat,
    crypto,
    fiatMeta: pick(file.fiatMeta, fiat),
    cryptoMeta: pick(file.cryptoMeta, crypto),
    locales: Object.fromEntries(Object.entries(file.locales).map(([tag, table]) => [tag, pick(table, fiat)])),
    snapshots: snapshots.map((s) => ({ ...s, rates: s.rates.filter((_, i) => keep[i]) })),
  });
}
const first = before(dates[1]);

// The cells a live round cannot serve by design, each with why (data/README.md, "Curation"):
//   restored  an earlier publication of a level accepted later, which the build restores into its
//             row (the one decision taken with quotes from later dates): data/README.md's table of
//             level changes lists them
//   alias     upstream's quote of the code under its alias (XBT for BTC), which the build ships in
//             place of a withheld quote (scripts/crypto-curated.json "aliases"); a live source reads
//             the code's own quote only
const readme = await readFile(join(ROOT, 'data', 'README.md'), 'utf8');
const explained = new Map();
for (const [, code, list] of readme.matchAll(/^\| \d{4}-\d\d-\d\d \| (\w+) \| [^|]+\| [^|]+\| held \| ([^|]+) \|$/gm))
  for (const [, value, date] of list.matchAll(/([\d.]+) \((\d{4}-\d\d-\d\d)\)/g)) explained.set(`${date} ${code} ${Number(value)}`, 'restored');
const aliases = Object.entries(JSON.parse(await readFile(join(ROOT, 'scripts', 'crypto-curated.json'), 'utf8')).aliases).filter(([k]) => !k.startsWith('_'));
for (const [date, body] of documents) {
  const usd = JSON.parse(body).usd;
  for (const [alias, code] of aliases) if (usd[alias.toLowerCase()] !== undefined) explained.set(`${date} ${code} ${usd[alias.toLowerCase()]}`, 'alias');
}
const SECRET = 'replay-secret-of-at-least-32-bytes!!';
const sign = process.argv.includes('--sign') ? { signingKey: SECRET, verifyKey: SECRET } : {};

function memoryStore() {
  let text;
  return { read: async () => text, write: async (t) => void (text = t), text: () => text };
}

function liveFor(initial, date, store) {
  const errors = [];
  const live = createLiveDataset({
    initial,
    sources: [fawazahmed0({ url: 'https://replay.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    now: () => new Date(`${date.value}T12:00:00Z`),
    fetch: async () => new Response(documents.get(date.value), { headers: { 'content-type': 'application/json' } }),
    onError: (e) => errors.push(e),
    ...(store ? { store } : {}),
    ...sign,
  });
  return { live, errors };
}

async function replay(mode) {
  const served = new Map();
  const store = memoryStore();
  const date = { value: '' };
  const errors = [];
  const one = mode === 'one' ? liveFor(before(dates[1]), date) : undefined;
  const sizes = [];
  for (const d of dates.slice(1)) {
    date.value = d;
    let run;
    if (one) run = one;
    else run = liveFor(mode === 'chain' ? first : before(d), date, mode === 'fresh' ? undefined : store);
    if (one) await run.live.refresh();
    else {
      await run.live.refresh();
      await run.live.stop();
    }
    for (const e of run.errors.splice(0)) errors.push({ ...e, date: d });
    const ds = run.live.dataset();
    const row = ds.snapshots.at(-1);
    served.set(d, row.date === d ? { row, columns: ds.columns } : undefined);
    if (store.text()) sizes.push(store.text().length);
  }
  await one?.live.stop();
  let differ = 0;
  let unexplained = 0;
  let outside = 0;
  const list = [];
  file.snapshots.slice(1).forEach((shipped) => {
    const got = served.get(shipped.date);
    codes.forEach((code, i) => {
      const e = shipped.rates[i];
      const column = got?.columns.get(code);
      // A code the live dataset's catalogue lacks (first quoted on a later date than its history): counted apart.
      if (got && column === undefined) return void (e !== null && outside++);
      const v = got ? got.row.values[column] : Number.NaN;
      const same = (e === null && Number.isNaN(v)) || (e !== null && Number(e) === v);
      if (!same) {
        differ++;
        const why = Number.isNaN(v) ? explained.get(`${shipped.date} ${code} ${Number(e)}`) : undefined;
        if (!why) unexplained++;
        list.push(`${shipped.date} ${code.padEnd(6)} live ${Number.isNaN(v) ? 'null' : v} build ${e}${why ? ` (${why})` : ' (unexplained)'}`);
      }
    });
  });
  return { differ, unexplained, outside, list, errors, sizes };
}

const modes = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const mode of modes.length ? modes : ['fresh', 'stored', 'one', 'chain']) {
  const t0 = performance.now();
  const { differ, unexplained, outside, list, errors, sizes } = await replay(mode);
  const kinds = {};
  for (const e of errors) kinds[`${e.code}${e.reason ? `/${e.reason}` : ''}`] = (kinds[`${e.code}${e.reason ? `/${e.reason}` : ''}`] ?? 0) + 1;
  console.log(
    `${mode}${sign.signingKey ? ' (signed)' : ''}: ${dates.length - 1} dates × ${codes.length} codes, ${differ} cells differ from the build, ${unexplained} of them not by design (and ${outside} quotes of codes outside its catalogue); errors ${JSON.stringify(kinds)}; ${((performance.now() - t0) / 1000).toFixed(1)} s${sizes.length ? `; stored text ${Math.round(sizes.at(-1) / 1024)} KiB at the end` : ''}`,
  );
  if (process.argv.includes('--list') || differ <= 40) for (const line of list) console.log(`  ${line}`);
  if (process.argv.includes('--errors')) for (const e of errors) console.log(`  ! ${e.date} ${e.code} ${e.reason ?? ''} ${e.message.slice(0, 300)}`);
}
