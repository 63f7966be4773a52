// Conversion on a date: `convert({ from, to, amount, date })` on random dates, beside the same
// conversion on the newest snapshot (no date), on the embedded data and on the ECB's whole history
// (../shared/data/ecb/eurofxref-hist.zip through the importers). A dated pair is computed from the
// snapshot's two pivot quotes (no rates table is built), so random dates cost a binary search, a
// 12-digit quotient and the product; `converter({ date })` pays that once.
import { readFileSync } from 'node:fs';
import { convert, converter, loadDataset } from '../dist/index.js';
import { defaultDataset as ds } from '../dist/data.js';
import { importEcbZip } from '../dist/importers.js';
import { compare, F64, random, runIfMain, SINK } from './harness.mjs';

const DAY = 86_400_000;
const NOW = new Date('2030-01-01T00:00:00Z');
const ECB_ZIP = new URL('../../shared/data/ecb/eurofxref-hist.zip', import.meta.url);

/** 1024 random calendar dates from the first snapshot to the last. */
function randomDates(dataset, seed) {
  const first = Date.parse(dataset.snapshots[0].date);
  const last = Date.parse(dataset.snapshots.at(-1).date);
  const draw = random(seed);
  return Array.from({ length: 1024 }, () => new Date(first + Math.floor(draw() * ((last - first) / DAY + 1)) * DAY).toISOString().slice(0, 10));
}

/** 1024 amounts with two decimals, log-uniform from 1 to 100,000. */
function amounts(seed) {
  const draw = random(seed);
  return Array.from({ length: 1024 }, () => Number((100_000 ** draw()).toFixed(2)));
}

function cases(dataset, label, from, to) {
  const DATES = randomDates(dataset, 0xda7e);
  const AMOUNTS = amounts(0xa11);
  const dated = { now: NOW };
  const exact = { now: NOW, numbers: 'string' };
  const rounded = { now: NOW, round: 'minor' };
  const bound = converter(dataset, { from, to, date: DATES[0] }, { now: NOW });
  return [
    { name: `${label}: convert ${from}→${to}, newest snapshot (no date)`, run(n) { for (let i = 0; i < n; i++) F64[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023] }).result; } },
    { name: `${label}: convert({ date }) on random dates`, run(n) { for (let i = 0; i < n; i++) F64[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023], date: DATES[i & 1023] }, dated).result; } },
    { name: `${label}: convert({ date }) on random dates, exact strings`, run(n) { for (let i = 0; i < n; i++) SINK[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023], date: DATES[i & 1023] }, exact).result; } },
    { name: `${label}: convert({ date }, { round: 'minor' }) on random dates`, run(n) { for (let i = 0; i < n; i++) F64[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023], date: DATES[i & 1023] }, rounded).result; } },
    { name: `${label}: converter({ date }) bound once, per amount`, run(n) { for (let i = 0; i < n; i++) F64[i & 1023] = bound(AMOUNTS[i & 1023]); } },
  ];
}

export async function measure() {
  const embedded = await compare(cases(ds, 'embedded', 'EUR', 'JPY'), { reference: 'embedded: convert EUR→JPY, newest snapshot (no date)' });
  const { dataset: file } = await importEcbZip(readFileSync(ECB_ZIP), { metadata: ds });
  const ecbDs = loadDataset(file);
  const ecb = await compare(cases(ecbDs, 'ECB history', 'USD', 'JPY'), { reference: 'ECB history: convert USD→JPY, newest snapshot (no date)' });
  return { snapshots: ds.snapshots.length, ecbSnapshots: ecbDs.snapshots.length, embedded, ecb };
}

await runIfMain(import.meta, measure);
