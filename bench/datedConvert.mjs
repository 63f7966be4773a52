// Conversion on a date: `convert({ from, to, amount, date })` on random dates, beside the same
// conversion on the newest snapshot (no date), on the embedded data and on the ECB's whole history
// (test/fixtures/ecb/eurofxref-hist.zip through the importers). A dated pair is computed from the
// snapshot's two pivot quotes (no rates table is built), so random dates cost a slot lookup, a
// 12-digit quotient and the product; `converter({ date })` pays that once. Last, random dates AND
// random pairs of the ECB history, first visits on fresh datasets, beside a float baseline in the
// same rounds (randomPairsFirstVisits; run with --expose-gc, as run.mjs does).
import { readFileSync } from 'node:fs';
import { convert, converter, loadDataset } from '../dist/index.js';
import { defaultDataset as ds } from '../dist/data.js';
import { importEcbZip } from '../dist/importers.js';
import { compare, F64, now, random, runIfMain, SINK, spreadOf } from './harness.mjs';

const DAY = 86_400_000;
const NOW = new Date('2030-01-01T00:00:00Z');
const QUICK_ROUNDS = process.argv.includes('--quick') ? 3 : 9;
const ECB_ZIP = new URL('../test/fixtures/ecb/eurofxref-hist.zip', import.meta.url);

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
    {
      name: `${label}: convert ${from}→${to}, newest snapshot (no date)`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023] }).result;
      },
    },
    {
      name: `${label}: convert({ date }) on random dates`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023], date: DATES[i & 1023] }, dated).result;
      },
    },
    {
      name: `${label}: convert({ date }) on random dates, exact strings`,
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023], date: DATES[i & 1023] }, exact).result;
      },
    },
    {
      name: `${label}: convert({ date }, { round: 'minor' }) on random dates`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = convert(dataset, { from, to, amount: AMOUNTS[i & 1023], date: DATES[i & 1023] }, rounded).result;
      },
    },
    {
      name: `${label}: converter({ date }) bound once, per amount`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = bound(AMOUNTS[i & 1023]);
      },
    },
  ];
}

/**
 * `count` random conversions on the ECB history: a calendar date from the first snapshot to the last,
 * two fiat codes both quoted in the snapshot in force on it (either may be the pivot, or both the same
 * code), and an amount with two decimals, log-uniform from 1 to 100,000.
 */
function randomConversions(dataset, seed, count) {
  const draw = random(seed);
  const first = Date.parse(dataset.snapshots[0].date);
  const days = (Date.parse(dataset.snapshots.at(-1).date) - first) / DAY + 1;
  const dates = dataset.snapshots.map((s) => s.date);
  const conversions = { date: [], from: [], to: [], amount: [] };
  for (let i = 0; i < count; i++) {
    const date = new Date(first + Math.floor(draw() * days) * DAY).toISOString().slice(0, 10);
    const snapshot = dataset.snapshots[dates.findLastIndex((d) => d <= date)];
    const quoted = dataset.fiat.filter((code) => !Number.isNaN(snapshot.values[dataset.columns.get(code)]));
    conversions.date.push(date);
    conversions.from.push(quoted[Math.floor(draw() * quoted.length)]);
    conversions.to.push(quoted[Math.floor(draw() * quoted.length)]);
    conversions.amount.push(Number((100_000 ** draw()).toFixed(2)));
  }
  return conversions;
}

/**
 * The float baseline's table: every calendar day of the history → the rates in force that day, an
 * object `{ code: units per pivot }` of the snapshot's doubles (weekends and gaps share the day before's).
 */
function floatRatesByDay(dataset) {
  const byDay = new Map();
  const last = Date.parse(dataset.snapshots.at(-1).date);
  let s = 0;
  let rates;
  for (let t = Date.parse(dataset.snapshots[0].date); t <= last; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (s < dataset.snapshots.length && dataset.snapshots[s].date === date) {
      const snapshot = dataset.snapshots[s++];
      rates = {};
      dataset.codes.forEach((code, column) => {
        if (!Number.isNaN(snapshot.values[column])) rates[code] = snapshot.values[column];
      });
    }
    byDay.set(date, rates);
  }
  return byDay;
}

/**
 * `convert({ from, to, amount, date })` on random dates and random pairs of the ECB history, every
 * round on a freshly loaded dataset (nothing ratebook keeps per dataset exists yet, so every
 * conversion is a first visit), beside the float baseline on the same conversions in the same
 * round: a Map lookup of the date's rates, two property reads, a division and a multiplication.
 * Each round times one pass over COUNT conversions for each side, in alternating order; the
 * first round warms the code and is not counted. Exported for a quick look at this row alone.
 */
export function randomPairsFirstVisits(file, rounds = QUICK_ROUNDS) {
  const sample = loadDataset(file);
  const COUNT = 1 << 15;
  const { date: D, from: FR, to: TO, amount: A } = randomConversions(sample, 0x9a125, COUNT);
  const BY_DAY = floatRatesByDay(sample);
  const dated = { now: NOW };
  const ratebookNs = [];
  const baselineNs = [];
  const ratios = [];
  const ratebook = (dataset) => {
    const start = now();
    for (let i = 0; i < COUNT; i++) F64[i & 1023] = convert(dataset, { from: FR[i], to: TO[i], amount: A[i], date: D[i] }, dated).result;
    return ((now() - start) * 1e6) / COUNT;
  };
  const baseline = () => {
    const start = now();
    for (let i = 0; i < COUNT; i++) {
      const rates = BY_DAY.get(D[i]);
      F64[i & 1023] = A[i] * (rates[TO[i]] / rates[FR[i]]);
    }
    return ((now() - start) * 1e6) / COUNT;
  };
  // Sanity: the conversions are valid, and ratebook agrees with the floats to float precision.
  for (let i = 0; i < 64; i++) {
    const rates = BY_DAY.get(D[i]);
    const float = A[i] * (rates[TO[i]] / rates[FR[i]]);
    const exact = convert(sample, { from: FR[i], to: TO[i], amount: A[i], date: D[i] }, dated).result;
    if (Math.abs(exact / float - 1) > 1e-9) throw new Error(`dated conversion ${FR[i]}→${TO[i]} on ${D[i]}: ${exact} vs floats ${float}`);
  }
  for (let round = 0; round <= rounds; round++) {
    const fresh = loadDataset(file);
    // The loading's garbage collected first (with --expose-gc, as run.mjs starts this file), so
    // neither side's pass pays for it.
    globalThis.gc?.();
    let r;
    let b;
    if (round % 2) {
      r = ratebook(fresh);
      b = baseline();
    } else {
      b = baseline();
      r = ratebook(fresh);
    }
    if (round === 0) continue;
    ratebookNs.push(r);
    baselineNs.push(b);
    ratios.push(r / b);
  }
  return {
    name: 'ECB history: convert({ from, to, amount, date }) on random dates and random pairs, first visits on a fresh dataset',
    baselineName: "float baseline: Map lookup of the date's rates object, two reads, divide, multiply",
    conversions: COUNT,
    rounds,
    ns: spreadOf(ratebookNs),
    baselineNs: spreadOf(baselineNs),
    ratio: spreadOf(ratios),
  };
}

export async function measure() {
  const embedded = await compare(cases(ds, 'embedded', 'EUR', 'JPY'), { reference: 'embedded: convert EUR→JPY, newest snapshot (no date)' });
  const { dataset: file } = await importEcbZip(readFileSync(ECB_ZIP), { metadata: ds });
  const ecbDs = loadDataset(file);
  const ecb = await compare(cases(ecbDs, 'ECB history', 'USD', 'JPY'), { reference: 'ECB history: convert USD→JPY, newest snapshot (no date)' });
  const randomPairs = randomPairsFirstVisits(file);
  return { snapshots: ds.snapshots.length, ecbSnapshots: ecbDs.snapshots.length, embedded, ecb, randomPairs };
}

await runIfMain(import.meta, measure);
