// `npm run bench`: runs every measurement in its own Node process (against the built dist/),
// then writes bench/RESULTS.md. Targets are reported, never asserted.
//
//   node bench/run.mjs           every section, 7 repetitions each; rewrites bench/RESULTS.md
//   node bench/run.mjs --quick   3 short repetitions; prints the targets, writes nothing
//
// A new measurement is one entry of SECTIONS (a file that prints JSON through runIfMain) plus
// its part of report.mjs.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { CLOCK, QUICK, REP_MS, REPS } from './harness.mjs';
import { render, renderTargets } from './report.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Each result key with the runs that fill it: `[file, args?, node flags?]`; a key with several runs gets an array. */
const SECTIONS = {
  // One pair and one kind of amount per process (see conversion.mjs); `mixed` times number amounts
  // in a process that has converted string amounts first.
  conversions: [
    ['conversion.mjs', ['EUR', 'JPY', 'number']],
    ['conversion.mjs', ['EUR', 'JPY', 'string']],
    ['conversion.mjs', ['EUR', 'JPY', 'mixed']],
    ['conversion.mjs', ['BTC', 'EUR', 'number']],
    ['conversion.mjs', ['BTC', 'EUR', 'string']],
    ['conversion.mjs', ['BTC', 'EUR', 'mixed']],
  ],
  rateTable: ['rateTable.mjs', [], ['--expose-gc']],
  history: ['history.mjs'],
  // --expose-gc: each round of the random-pairs row collects the loading's garbage before timing.
  datedConvert: ['datedConvert.mjs', [], ['--expose-gc']],
  explain: ['explain.mjs'],
  handler: ['handler.mjs'],
  coldStart: ['coldStart.mjs'],
  serve: ['serve.mjs'],
  seriesLoad: ['seriesLoad.mjs'],
  size: ['size.mjs'],
  roundCost: ['roundCost.mjs'],
  convergence: ['convergence.mjs'],
};

/** Runs `node [flags] bench/<file> [args]` and returns the JSON it prints. */
function section([file, args = [], flags = []]) {
  const label = [file, ...args].join(' ');
  process.stderr.write(`bench: ${label} ... `);
  const start = Date.now();
  const argv = [...flags, here(`./${file}`), ...args, ...(QUICK ? ['--quick'] : [])];
  const child = spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 64 << 20, cwd: here('../') });
  if (child.status !== 0) throw new Error(`${label} failed (${child.status}):\n${child.stderr}`);
  process.stderr.write(`${((Date.now() - start) / 1000).toFixed(1)} s\n`);
  return JSON.parse(child.stdout);
}

const started = Date.now();
const loadStart = os.loadavg()[0].toFixed(2);
const results = {};
for (const [key, runs] of Object.entries(SECTIONS)) results[key] = Array.isArray(runs[0]) ? runs.map(section) : section(runs);
results.machine = {
  date: new Date(started).toISOString().replace(/\.\d+Z$/, 'Z'),
  seconds: (Date.now() - started) / 1000,
  node: process.version,
  v8: process.versions.v8,
  platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
  cpus: os.availableParallelism(),
  memoryGb: (os.totalmem() / 2 ** 30).toFixed(1),
  loadStart,
  loadEnd: os.loadavg()[0].toFixed(2),
  reps: REPS,
  repMs: REP_MS,
  clock: CLOCK,
};

if (QUICK) {
  process.stdout.write(`${renderTargets(results)}\n\n(--quick: ${REPS} repetitions of ${REP_MS} ms; bench/RESULTS.md not written)\n`);
} else {
  const text = render(results);
  writeFileSync(here('./RESULTS.md'), text);
  // The figures themselves, so that a report can be rendered again without a run (node bench/report.mjs).
  writeFileSync(here('./results.json'), `${JSON.stringify(results, null, 1)}\n`);
  process.stdout.write(`${renderTargets(results)}\n\nwrote bench/RESULTS.md\n`);
}
