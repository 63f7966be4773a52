// Conversion of varied amounts between two non-pivot currencies on the newest snapshot: ratebook
// beside money.js, dinero.js v2 (bigint), big.js and a float baseline, interleaved in one process.
// One pair and one kind of amount per process (`node bench/conversion.mjs EUR JPY number`, then
// `... string`), so no case sees another's feedback. The amount kinds are kept apart because the
// caller's `{ from, to, amount }` literals share one V8 map whatever the amount's type: once a
// process has passed a string amount, V8 stores every later number amount in that object boxed
// (a heap number per call, allocated by the caller), which money.js's `{ from, to }` never meets.
// The string process measures that case too ("beside string amounts"), and a third process, `mixed`,
// measures it alone: it first converts string amounts (as an application that reads amounts from
// text would), then times number amounts beside money.js and the float baseline, nothing else.
import Big from 'big.js';
import { convert as dineroConvert, dinero, toDecimal } from 'dinero.js/bigint';
import * as dineroCurrencies from 'dinero.js/bigint/currencies';
import fx from 'money';
import { convert, converter, cryptoConvert } from '../dist/index.js';
import { defaultDataset as ds } from '../dist/data.js';
import { compare, F64, random, runIfMain, SINK } from './harness.mjs';

const STRING = { numbers: 'string' };

/** 1024 amounts, log-uniform over `[low, high)`, written with the currency's minor digits ("1234.50"). */
function amounts(seed, low, high, digits) {
  const draw = random(seed);
  return Array.from({ length: 1024 }, () => (low * (high / low) ** draw()).toFixed(digits));
}

/**
 * Measures one pair with one kind of amount.
 *
 * @param from - Source code (fiat or crypto).
 * @param to - Target code.
 * @param kind - `number`: ratebook's cases that pass numbers; `string`: those that pass strings
 *   (and exact strings, beside dinero.js and big.js), plus number amounts in the same process;
 *   `mixed`: number amounts only, timed after string amounts have been converted in this process.
 * @returns The cases with ns/op, ops/s and ratio to the float baseline, and sanity figures.
 */
export async function measure(from = 'EUR', to = 'JPY', kind = 'number') {
  if (kind !== 'number' && kind !== 'string' && kind !== 'mixed') throw new Error(`amount kind must be number, string or mixed, got ${kind}`);
  const fiat = (code) => ds.fiat.includes(code);
  const op = fiat(from) && fiat(to) ? convert : cryptoConvert;
  const minor = fiat(from) ? ds.fiatMeta[from].minorUnits : ds.cryptoMeta[from].exponent;
  const [low, high] = fiat(from) ? [1, 100_000] : [0.0001, 10];
  const STR = amounts(0x5eed, low, high, minor);
  const NUM = STR.map(Number);
  const SCALED = STR.map((s) => BigInt(s.replace('.', '')));
  // (`{ from, to }` is not the shape the timed loops pass, so this call leaves their feedback alone.)
  const rateText = op(ds, { from, to }, STRING).rate;

  // money.js: the same snapshot's doubles against the pivot.
  const snapshot = ds.snapshots.at(-1);
  fx.base = ds.pivot;
  fx.rates = {};
  ds.codes.forEach((code, i) => {
    if (!Number.isNaN(snapshot.values[i])) fx.rates[code] = snapshot.values[i];
  });

  // The float baseline reads the same doubles from a Map.
  const RATES = new Map(Object.entries(fx.rates));

  // dinero.js: a scaled cross rate built once from ratebook's own 12-digit rate.
  const dineroCurrency = (code) => dineroCurrencies[code] ?? { code, base: 10n, exponent: BigInt(ds.cryptoMeta[code].exponent) };
  const FROM = dineroCurrency(from);
  const TO = dineroCurrency(to);
  const rateScale = BigInt(rateText.includes('.') ? rateText.length - rateText.indexOf('.') - 1 : 0);
  const DINERO_RATES = { [to]: { amount: BigInt(rateText.replace('.', '')), scale: rateScale } };
  const AMOUNT_SCALE = BigInt(minor);

  // big.js: a cached cross rate, and one derived per call from the pivot doubles with just enough DP.
  const CROSS = new Big(rateText);
  const Derive = Big();
  Derive.DP = Math.max(0, 11 - Math.floor(Math.log10(Number(rateText))));
  const Q = snapshot.values[ds.codes.indexOf(to)];
  const B = snapshot.values[ds.codes.indexOf(from)];

  // The prepared converter exists for fiat pairs (it gives convert's results); crypto pairs go through cryptoConvert.
  const prepared = op === convert ? converter(ds, { from, to }) : undefined;
  const preparedString = op === convert ? converter(ds, { from, to }, STRING) : undefined;

  const baseline = {
    name: 'float baseline: 2 Map lookups, divide, multiply',
    run(n) {
      for (let i = 0; i < n; i++) F64[i & 1023] = NUM[i & 1023] * (RATES.get(to) / RATES.get(from));
    },
  };
  const money = {
    name: 'money.js fx.convert (floats)',
    run(n) {
      for (let i = 0; i < n; i++) F64[i & 1023] = fx.convert(NUM[i & 1023], { from, to });
    },
  };
  const numberCases = [
    {
      name: `ratebook ${op.name} → number, amount as number`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = op(ds, { from, to, amount: NUM[i & 1023] }).result;
      },
    },
    ...(prepared
      ? [
          {
            name: 'ratebook converter → number, amount as number',
            run(n) {
              for (let i = 0; i < n; i++) F64[i & 1023] = prepared(NUM[i & 1023]);
            },
          },
        ]
      : []),
  ];
  const stringCases = [
    {
      name: `ratebook ${op.name} → number, amount as string`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = op(ds, { from, to, amount: STR[i & 1023] }).result;
      },
    },
    {
      name: `ratebook ${op.name} → number, amount as number, beside string amounts`,
      run(n) {
        for (let i = 0; i < n; i++) F64[i & 1023] = op(ds, { from, to, amount: NUM[i & 1023] }).result;
      },
    },
    {
      name: `ratebook ${op.name} → exact string, amount as string`,
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = op(ds, { from, to, amount: STR[i & 1023] }, STRING).result;
      },
    },
    ...(prepared
      ? [
          {
            name: 'ratebook converter → number, amount as string',
            run(n) {
              for (let i = 0; i < n; i++) F64[i & 1023] = prepared(STR[i & 1023]);
            },
          },
          {
            name: 'ratebook converter → exact string, amount as string',
            run(n) {
              for (let i = 0; i < n; i++) SINK[i & 1023] = preparedString(STR[i & 1023]);
            },
          },
        ]
      : []),
    {
      name: 'dinero.js v2 bigint: dinero() + convert',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = dineroConvert(dinero({ amount: SCALED[i & 1023], currency: FROM, scale: AMOUNT_SCALE }), TO, DINERO_RATES);
      },
    },
    {
      name: 'dinero.js v2 bigint: dinero() + convert + toDecimal',
      run(n) {
        for (let i = 0; i < n; i++)
          SINK[i & 1023] = toDecimal(dineroConvert(dinero({ amount: SCALED[i & 1023], currency: FROM, scale: AMOUNT_SCALE }), TO, DINERO_RATES));
      },
    },
    {
      name: 'big.js: Big(amount).times(cached cross rate)',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = new Big(STR[i & 1023]).times(CROSS);
      },
    },
    {
      name: 'big.js: Big(q).div(Big(b)) per call, then times amount',
      run(n) {
        for (let i = 0; i < n; i++) SINK[i & 1023] = new Derive(Q).div(new Derive(B)).times(new Derive(STR[i & 1023]));
      },
    },
  ];
  // The mixed process: string amounts through convert first (with the caller's usual `{ from, to,
  // amount }` literal, whose V8 map every later number amount shares), then number amounts alone.
  const mixedCases = [{ name: `ratebook ${op.name} → number, amount as number, after string amounts`, run: numberCases[0].run }];
  if (kind === 'mixed') for (let i = 0; i < 100_000; i++) F64[i & 1023] = op(ds, { from, to, amount: STR[i & 1023] }).result;
  const cases = [baseline, ...(kind === 'number' ? numberCases : kind === 'mixed' ? mixedCases : stringCases), money];

  // Sanity: every library gets the same answer for the first amount (money.js to float precision).
  // The number process never passes convert a string amount: see the top of this file.
  const exact = kind === 'string' ? op(ds, { from, to, amount: STR[0] }, STRING).result : new Big(STR[0]).times(rateText).toFixed();
  const check = {
    amount: STR[0],
    ratebook: exact,
    dinero: toDecimal(dineroConvert(dinero({ amount: SCALED[0], currency: FROM, scale: AMOUNT_SCALE }), TO, DINERO_RATES)),
    bigjs: new Big(STR[0]).times(CROSS).toFixed(),
    moneyjs: fx.convert(NUM[0], { from, to }),
  };
  if (Big(check.dinero).cmp(exact) !== 0 || Big(check.bigjs).cmp(exact) !== 0) throw new Error(`conversion results differ: ${JSON.stringify(check)}`);
  if (Math.abs(check.moneyjs / Number(exact) - 1) > 1e-9) throw new Error(`money.js is off: ${JSON.stringify(check)}`);
  if (kind !== 'string' && op(ds, { from, to, amount: NUM[0] }).result !== Number(exact))
    throw new Error(`${op.name} differs from the exact product: ${exact}`);
  if (prepared && (prepared(NUM[0]) !== Number(exact) || (kind === 'string' && preparedString(STR[0]) !== exact)))
    throw new Error(`the converter differs from convert: ${prepared(NUM[0])}`);

  const results = await compare(cases, { reference: cases[0].name });
  return {
    pair: `${from}→${to}`,
    operation: op.name,
    rate: rateText,
    amounts: `${STR.length} amounts, log-uniform ${low} to ${high}, ${minor} decimals`,
    kind,
    check,
    results,
  };
}

await runIfMain(import.meta, () => measure(process.argv[2], process.argv[3], process.argv[4]));
