// Timing for the benchmarks: warm-up, calibration to a fixed time per repetition, repetitions
// interleaved across the cases of one comparison (so drift hits them all alike), medians.
//
// A case is `{ name, run(n) }` whose `run` holds its own loop: a loop shared through a factory
// would share V8's feedback between cases, make its call site polymorphic and slow every case
// down (the float baseline most), so each case writes its loop out. Results go to a sink that
// escapes, so no case can be optimized away: F64 for numbers (a typed array stores a double
// unboxed, as the caller's own variable would), SINK for anything else.
//
// The clock is the CPU time of this thread where Node has `process.threadCpuUsage` (Node 23.9+),
// else of this process (`process.cpuUsage`: the measuring thread plus V8's helper threads, such as
// concurrent GC and compilation). On a shared machine CPU time does not count the time other
// processes hold the core, where wall time does; `BENCH_CLOCK=wall` measures wall time instead.

/** Where cases store results that are not numbers (indexed `i & 1023`): observable, so never dead code. */
export const SINK = new Array(1024);
/** Where cases store numeric results, unboxed. */
export const F64 = new Float64Array(1024);

/** `--quick` on the command line (or BENCH_QUICK=1): 3 short repetitions, for a look rather than a record. */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** Repetitions per case (7 by default, 3 quick; BENCH_REPS overrides). */
export const REPS = Number(process.env.BENCH_REPS ?? (QUICK ? 3 : 7));
/** Milliseconds per repetition of a loop (100 by default, 30 quick; BENCH_MS overrides). */
export const REP_MS = Number(process.env.BENCH_MS ?? (QUICK ? 30 : 100));

/** Which clock times the loops: 'thread' (CPU of this thread), 'process' (CPU of the process) or 'wall'. */
export const CLOCK = process.env.BENCH_CLOCK === 'wall' ? 'wall' : typeof process.threadCpuUsage === 'function' ? 'thread' : 'process';

const cpu = CLOCK === 'thread' ? () => process.threadCpuUsage() : () => process.cpuUsage();
/** Milliseconds on the chosen clock. */
export const now =
  CLOCK === 'wall'
    ? () => Number(process.hrtime.bigint()) / 1e6
    : () => {
        const u = cpu();
        return (u.user + u.system) / 1e3;
      };

/** Min, median and max of a list of numbers. */
export function spreadOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: median(sorted), max: sorted[sorted.length - 1] };
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Times `run(n)`; awaits it when it returns a promise. */
async function timeRun(run, n) {
  const start = now();
  const out = run(n);
  if (out !== undefined && typeof out.then === 'function') await out;
  return now() - start;
}

/** Warms a case up for about `warmupMs` and returns the loop count that takes about `repMs`. */
async function calibrate(run, warmupMs, repMs) {
  let n = 1;
  let spent = 0;
  let elapsed = 0;
  // Grow n until a run is long enough to time well, and keep running until the warm-up is spent;
  // the count comes from the last (warm) run, not from the first, slow ones.
  while (elapsed < repMs / 4 || spent < warmupMs) {
    elapsed = await timeRun(run, n);
    spent += elapsed;
    if (elapsed < repMs / 4) n *= 2;
  }
  return Math.max(1, Math.round((n * repMs) / elapsed));
}

/**
 * Measures cases side by side: each is warmed up and calibrated, then every repetition runs each
 * case once, starting from a different case each time.
 *
 * @param cases - `[{ name, run(n) }]`; `run` may be async.
 * @param options - `repMs`, `warmupMs`, `reps`, and `reference`: the name of the case that ratios are to.
 * @returns Per case: median ns/op (and `ns`: min, median, max), ops/s, the samples, and `ratio`:
 *   min, median and max of the per-repetition ratios `time(case) / time(reference)` (paired, so a
 *   slow moment counts against both).
 */
export async function compare(cases, { repMs = REP_MS, warmupMs = 2 * repMs, reps = REPS, reference } = {}) {
  const counts = [];
  for (const c of cases) counts.push(await calibrate(c.run, warmupMs, repMs));
  const samples = cases.map(() => []);
  for (let rep = 0; rep < reps; rep++) {
    for (let k = 0; k < cases.length; k++) {
      const i = (k + rep) % cases.length;
      samples[i].push((await timeRun(cases[i].run, counts[i])) / counts[i]); // ms per op
    }
  }
  const ref = reference === undefined ? -1 : cases.findIndex((c) => c.name === reference);
  return cases.map((c, i) => {
    const ns = spreadOf(samples[i].map((s) => s * 1e6));
    const ratio = ref < 0 ? undefined : spreadOf(samples[i].map((s, rep) => s / samples[ref][rep]));
    return { name: c.name, nsPerOp: ns.median, ns, opsPerSec: 1e9 / ns.median, ratio, samplesNs: samples[i].map((s) => s * 1e6), loops: counts[i] };
  });
}

/**
 * The ratios of one case to another from a compare() result, per repetition (paired): min, median, max.
 *
 * @example
 * ratioOf(results, 'ratebook converter', 'money.js') // { min: 0.31, median: 0.35, max: 0.4 }
 */
export function ratioOf(results, name, reference) {
  const a = results.find((r) => r.name.startsWith(name));
  const b = results.find((r) => r.name.startsWith(reference));
  if (!a || !b) throw new Error(`no case ${a ? reference : name}`);
  return spreadOf(a.samplesNs.map((s, rep) => s / b.samplesNs[rep]));
}

/** Time of one call of `fn` in nanoseconds (for calls that can only be made once, such as a first call). */
export function timeOnce(fn) {
  const start = process.hrtime.bigint();
  SINK[0] = fn();
  return Number(process.hrtime.bigint() - start);
}

/** A small seeded PRNG (mulberry32), so every run draws the same amounts and dates. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Prints a module's result as JSON when the module is run directly (`node bench/history.mjs`). */
export async function runIfMain(meta, measure) {
  if (process.argv[1] && new URL(meta.url).pathname === process.argv[1]) {
    const result = await measure();
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  }
}
