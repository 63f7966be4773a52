// The rates table for a non-pivot base: the first call (a table not yet cached) and the cached
// call, beside big.js deriving the same whole table with Big#div.
// Run with --expose-gc (run.mjs does) so a collection of the previous dataset does not land in a timed call.
import { readFileSync } from 'node:fs';
import Big from 'big.js';
import { convert, history, loadDataset, rates } from '../dist/index.js';
import { compare, median, REPS, runIfMain, SINK, timeOnce } from './harness.mjs';

const TEXT = readFileSync(new URL('../data/dataset.json', import.meta.url), 'utf8');
const NOW = { now: new Date('2030-01-01T00:00:00Z') };
const WARM_BASES = ['EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY'];
const gc = globalThis.gc ?? (() => {});

/** A fresh dataset, so that no rate table of it is cached yet (loading is not timed). */
function fresh({ collect = true } = {}) {
  const ds = loadDataset(TEXT);
  if (collect) gc();
  return ds;
}

/** The same file cut down to five fiat codes and one asset: a cached call must not notice the difference. */
function tinyDataset() {
  const file = JSON.parse(TEXT);
  const fiat = ['CHF', 'EUR', 'GBP', 'JPY', 'USD'];
  const crypto = ['BTC'];
  const columns = [...fiat.map((c) => file.fiat.indexOf(c)), file.fiat.length + file.crypto.indexOf('BTC')];
  const pick = (record, codes) => Object.fromEntries(codes.map((c) => [c, record[c]]));
  return loadDataset({
    ...file,
    fiat,
    crypto,
    fiatMeta: pick(file.fiatMeta, fiat),
    cryptoMeta: pick(file.cryptoMeta, crypto),
    locales: Object.fromEntries(Object.entries(file.locales).map(([tag, names]) => [tag, pick(names, fiat)])),
    snapshots: file.snapshots.map((s) => ({ ...s, rates: columns.map((c) => s.rates[c]) })),
  });
}

/**
 * History calls that each build a table not cached yet: the bases of one group across every
 * snapshot, on a dataset that has never served them.
 */
function firstHistoryCalls(ds, bases) {
  let calls = 0;
  const start = process.hrtime.bigint();
  for (const base of bases) {
    const column = ds.columns.get(base);
    for (const s of ds.snapshots) {
      if (Number.isNaN(s.values[column])) continue;
      SINK[calls++ & 1023] = history(ds, { date: s.date, base }, NOW);
    }
  }
  return { nsPerCall: Number(process.hrtime.bigint() - start) / calls, calls };
}

export async function measure() {
  // Warm the code up (every path below, thousands of calls) on datasets that will not be measured.
  for (let i = 0; i < 3; i++) {
    const ds = fresh();
    for (const base of WARM_BASES)
      for (const s of ds.snapshots.slice(0, 60)) if (!Number.isNaN(s.values[ds.columns.get(base)])) history(ds, { date: s.date, base }, NOW);
    for (const code of ds.fiat) {
      if (Number.isNaN(ds.snapshots.at(-1).values[ds.columns.get(code)])) continue;
      rates(ds, { base: code });
      for (const to of WARM_BASES) convert(ds, { from: code, to, amount: '100' });
    }
  }

  // The true first call: a fresh dataset each repetition, one call each.
  const firstRates = [];
  const secondRates = [];
  const firstConvert = [];
  const reps = Math.max(REPS, 11);
  for (let r = 0; r < reps; r++) {
    const ds = fresh();
    firstConvert.push(timeOnce(() => convert(ds, { from: 'GBP', to: 'CHF', amount: '100' })));
    firstRates.push(timeOnce(() => rates(ds, { base: 'EUR' })));
    secondRates.push(timeOnce(() => rates(ds, { base: 'SEK' })));
  }
  // The same without the full collection forced before it: V8 runs the first calls after a forced
  // GC markedly slower, and an application that loads a dataset and answers does not force one.
  const firstRatesNoGc = [];
  for (let r = 0; r < reps; r++) {
    const ds = fresh({ collect: false });
    timeOnce(() => convert(ds, { from: 'GBP', to: 'CHF', amount: '100' }));
    firstRatesNoGc.push(timeOnce(() => rates(ds, { base: 'EUR' })));
  }
  // In bulk: every non-pivot fiat base across every snapshot, a group of bases per repetition.
  const bulk = fresh();
  const bases = bulk.fiat.filter((code) => code !== bulk.pivot);
  const groups = Array.from({ length: reps }, (_, r) => bases.filter((_, i) => i % reps === r));
  const firstHistory = groups.map((group) => firstHistoryCalls(bulk, group));

  // big.js derives the same table: Big#div per fiat code, DP just enough for 12 significant digits.
  const ds = fresh();
  const snapshot = ds.snapshots.at(-1);
  const base = ds.columns.get('EUR');
  const quoted = ds.fiat.map((code, c) => [code, snapshot.values[c]]).filter(([, v]) => !Number.isNaN(v));
  const smallest = Math.min(...quoted.map(([, v]) => v / snapshot.values[base]));
  const Derive = Big();
  Derive.DP = 11 - Math.floor(Math.log10(smallest));
  const bigTable = () => {
    const b = new Derive(snapshot.values[base]);
    const out = {};
    for (let i = 0; i < quoted.length; i++) out[quoted[i][0]] = new Derive(quoted[i][1]).div(b);
    return out;
  };

  const tiny = tinyDataset();
  rates(ds, { base: 'EUR' });
  rates(tiny, { base: 'EUR' });
  const shared = rates(ds, { base: 'EUR' }).rates === rates(ds, { base: 'EUR' }).rates;
  const cached = await compare([
    {
      name: `big.js: derive the whole EUR table (${quoted.length} × Big#div, DP ${Derive.DP})`,
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = bigTable();
      },
    },
    {
      name: `ratebook rates(EUR), cached, ${Object.keys(rates(ds, { base: 'EUR' }).rates).length} codes`,
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(ds, { base: 'EUR' });
      },
    },
    {
      name: `ratebook rates(EUR), cached, exact strings`,
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(ds, { base: 'EUR' }, { numbers: 'string' });
      },
    },
    {
      name: `ratebook rates(EUR), cached, a ${tiny.codes.length}-code dataset`,
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(tiny, { base: 'EUR' });
      },
    },
  ]);

  return {
    codes: quoted.length,
    firstRatesNs: median(firstRates),
    firstRatesSamplesNs: firstRates,
    firstRatesNoGcNs: median(firstRatesNoGc),
    secondTableNs: median(secondRates),
    firstConvertNs: median(firstConvert),
    firstHistoryNs: median(firstHistory.map((h) => h.nsPerCall)),
    firstHistoryCalls: firstHistory.reduce((sum, h) => sum + h.calls, 0),
    bigTableNs: cached[0].nsPerOp,
    sharedRatesObject: shared,
    cached,
  };
}

await runIfMain(import.meta, measure);
