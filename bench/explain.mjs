// What a receipt costs (issue 20, item 6): each operation with `explain: true` beside the same call
// without it, interleaved in one process, and the default `convert` (no options) beside a call
// with `{ explain: false }`, which leaves the fast path: the default path must not pay for receipts.
// Ratios are per repetition (paired): min, median and max.
import '../dist/receipts.js';
import { convert, cryptoConvert, history, rates } from '../dist/index.js';
import { defaultDataset as ds } from '../dist/data.js';
import { compare, F64, random, ratioOf, runIfMain, SINK } from './harness.mjs';

const draw = random(0xe4b1a1);
/** 1024 amounts with up to two decimals, as numbers. */
const AMOUNTS = Array.from({ length: 1024 }, () => Math.round(draw() * 1e6) / 100);
const STRING = { numbers: 'string' };
const EXPLAIN = { explain: true };
const STRING_EXPLAIN = { numbers: 'string', explain: true };
const NO_EXPLAIN = { explain: false };

export async function measure() {
  const results = await compare([
    {
      name: 'convert EUR→JPY → number (default, no options)',
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = convert(ds, { from: 'EUR', to: 'JPY', amount: AMOUNTS[i & 1023] }).result;
      },
    },
    {
      name: 'convert EUR→JPY → number, { explain: false }',
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = convert(ds, { from: 'EUR', to: 'JPY', amount: AMOUNTS[i & 1023] }, NO_EXPLAIN).result;
      },
    },
    {
      name: 'convert EUR→JPY → number, { explain: true }',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = convert(ds, { from: 'EUR', to: 'JPY', amount: AMOUNTS[i & 1023] }, EXPLAIN);
      },
    },
    {
      name: 'convert EUR→JPY → exact string',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = convert(ds, { from: 'EUR', to: 'JPY', amount: AMOUNTS[i & 1023] }, STRING);
      },
    },
    {
      name: 'convert EUR→JPY → exact string, { explain: true }',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = convert(ds, { from: 'EUR', to: 'JPY', amount: AMOUNTS[i & 1023] }, STRING_EXPLAIN);
      },
    },
    {
      name: 'cryptoConvert BTC→EUR → number',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = cryptoConvert(ds, { from: 'BTC', to: 'EUR', amount: AMOUNTS[i & 1023] }, NO_EXPLAIN);
      },
    },
    {
      name: 'cryptoConvert BTC→EUR → number, { explain: true }',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = cryptoConvert(ds, { from: 'BTC', to: 'EUR', amount: AMOUNTS[i & 1023] }, EXPLAIN);
      },
    },
    {
      name: 'rates({ base: "EUR", symbols: "GBP,JPY,USD" })',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(ds, { base: 'EUR', symbols: 'GBP,JPY,USD' });
      },
    },
    {
      name: 'rates({ base: "EUR", symbols: "GBP,JPY,USD" }), { explain: true }',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(ds, { base: 'EUR', symbols: 'GBP,JPY,USD' }, EXPLAIN);
      },
    },
    {
      name: 'rates({ base: "EUR" }), every fiat code',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(ds, { base: 'EUR' });
      },
    },
    {
      name: 'rates({ base: "EUR" }), every fiat code, { explain: true }',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = rates(ds, { base: 'EUR' }, EXPLAIN);
      },
    },
    {
      name: 'history({ date: "2025-06-01", base: "EUR", symbols: "USD" })',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = history(ds, { date: '2025-06-01', base: 'EUR', symbols: 'USD' });
      },
    },
    {
      name: 'history({ date: "2025-06-01", base: "EUR", symbols: "USD" }), { explain: true }',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = history(ds, { date: '2025-06-01', base: 'EUR', symbols: 'USD' }, EXPLAIN);
      },
    },
  ]);
  const pair = (name, reference) => ({ name, reference, ratio: ratioOf(results, name, reference) });
  const overhead = [
    pair('convert EUR→JPY → number, { explain: false }', 'convert EUR→JPY → number (default, no options)'),
    pair('convert EUR→JPY → number, { explain: true }', 'convert EUR→JPY → number, { explain: false }'),
    pair('convert EUR→JPY → exact string, { explain: true }', 'convert EUR→JPY → exact string'),
    pair('cryptoConvert BTC→EUR → number, { explain: true }', 'cryptoConvert BTC→EUR → number'),
    pair('rates({ base: "EUR", symbols: "GBP,JPY,USD" }), { explain: true }', 'rates({ base: "EUR", symbols: "GBP,JPY,USD" })'),
    pair('rates({ base: "EUR" }), every fiat code, { explain: true }', 'rates({ base: "EUR" }), every fiat code'),
    pair('history({ date: "2025-06-01", base: "EUR", symbols: "USD" }), { explain: true }', 'history({ date: "2025-06-01", base: "EUR", symbols: "USD" })'),
  ];
  return { results, overhead };
}

await runIfMain(import.meta, measure);
