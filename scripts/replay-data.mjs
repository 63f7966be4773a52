#!/usr/bin/env node
// Replays every embedded date as one live round: for each snapshot date D of data/dataset.json,
// `curate(embedded history before D, upstream's raw snapshot of D)`, the raw row built exactly as
// the data build builds it (scripts/lib/rawRows.mjs) from the build's download cache, and curate's
// state carried from one date to the next as a live round keeps it. Prints dates × codes equal /
// total against data/dataset.json and lists the mismatches by rule: the values the build decides
// with quotes from later dates (the earlier publications of a new level, restored once the level
// held) are the only expected ones.
//
// Usage: npm run data:replay   (builds dist/ first: `npm run build:js`, then this script)
//        node scripts/replay-data.mjs [--list]   (--list prints every mismatch)

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { curateSeries, loadCuration } from './lib/curateSeries.mjs';
import { aliasFiller, rawRows } from './lib/rawRows.mjs';
import { listVersions, readRateFile } from './lib/rates-source.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, '.cache', 'data-build');

const curation = await loadCuration();
const { loadDataset } = await import(new URL('../dist/index.js', import.meta.url).href);
const file = JSON.parse(await readFile(join(ROOT, 'data', 'dataset.json'), 'utf8'));
const embedded = loadDataset(file);
const columns = [...file.fiat, ...file.crypto];
const aliases = Object.fromEntries(
  Object.entries(JSON.parse(await readFile(join(ROOT, 'scripts', 'crypto-curated.json'), 'utf8')).aliases).filter(([k]) => !k.startsWith('_')),
);

const dates = new Set(file.snapshots.map((s) => s.date));
const { dated } = await listVersions(CACHE, { offline: true });
const raw = [];
for (const d of dated) {
  if (!dates.has(d.date)) continue;
  const f = await readRateFile(CACHE, d.version);
  raw.push({ date: d.date, literals: f.literals });
}
if (raw.length !== dates.size) throw new Error(`the cache holds ${raw.length} of the ${dates.size} embedded dates: run npm run data:build first`);
const keys = new Map();
for (const s of raw) for (const k of Object.keys(s.literals)) keys.set(k.toUpperCase(), k);
const { rows, aliasLiterals } = rawRows(raw, columns, { keyOf: (c) => keys.get(c) ?? c.toLowerCase(), aliases, pivot: file.pivot });

const replay = curateSeries(curation, file, rows, { history: embedded, fill: aliasFiller(columns, aliasLiterals) });

let equal = 0;
let total = 0;
const mismatches = [];
replay.rows.forEach((row, k) => {
  const shipped = file.snapshots[k];
  row.rates.forEach((v, i) => {
    total++;
    const e = shipped.rates[i];
    if (v === e || (v !== null && e !== null && Number(v) === Number(e))) return void equal++;
    const w = replay.withheld.find((x) => x.date === row.date && x.code === columns[i]);
    const rule = v === null ? `replay withholds (${w?.rule ?? '?'}), the build ships` : 'replay ships, the build withholds';
    mismatches.push({ date: row.date, code: columns[i], replay: v, embedded: e, rule, reason: w?.reason });
  });
});
const byRule = {};
for (const m of mismatches) byRule[m.rule] = (byRule[m.rule] ?? 0) + 1;
const sorted = [...replay.costs].sort((a, b) => a - b);
const ms = (x) => `${x.toFixed(2)} ms`;
console.log(
  `replayed ${replay.rows.length} dates × ${columns.length} codes: ${equal} / ${total} equal (${((100 * equal) / total).toFixed(3)}%), ${mismatches.length} mismatches`,
);
for (const [rule, n] of Object.entries(byRule)) console.log(`  ${n}  ${rule}`);
// A publication withheld as the first or second of a possible new level, which the build restored
// once the level held: decided with quotes from later dates.
for (const m of mismatches) m.later = m.replay === null && m.embedded !== null && /publication \d of \d a new level needs/.test(m.reason ?? '');
const later = mismatches.filter((m) => m.later);
console.log(
  `  of which ${later.length} are earlier publications of a new level that the build restores once the level held (quotes from later dates); ${mismatches.length - later.length} others`,
);
console.log(`curate per snapshot: min ${ms(sorted[0])}, median ${ms(sorted[sorted.length >> 1])}, max ${ms(sorted.at(-1))}`);
if (process.argv.includes('--list') || mismatches.length <= 40) {
  for (const m of mismatches)
    console.log(
      `  ${m.later ? 'L' : '?'} ${m.date} ${m.code.padEnd(6)} replay ${m.replay} embedded ${m.embedded}: ${m.rule}${m.reason ? ` — ${m.reason}` : ''}`,
    );
}
