// `npm run bench`: runs every measurement in its own Node process (against the built dist/),
// then writes bench/RESULTS.md. Targets are reported, never asserted.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { REP_MS, REPS } from './harness.mjs';
import { render } from './report.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Runs `node [flags] bench/<file> [args]` and returns the JSON it prints. */
function section(file, args = [], flags = []) {
  const label = [file, ...args].join(' ');
  process.stderr.write(`bench: ${label} ... `);
  const start = Date.now();
  const child = spawnSync(process.execPath, [...flags, here(`./${file}`), ...args], { encoding: 'utf8', maxBuffer: 64 << 20, cwd: here('../') });
  if (child.status !== 0) throw new Error(`${label} failed (${child.status}):\n${child.stderr}`);
  process.stderr.write(`${((Date.now() - start) / 1000).toFixed(1)} s\n`);
  return JSON.parse(child.stdout);
}

const started = Date.now();
const loadStart = os.loadavg()[0].toFixed(2);
const results = {
  conversions: [section('conversion.mjs', ['EUR', 'JPY']), section('conversion.mjs', ['BTC', 'EUR'])],
  rateTable: section('rateTable.mjs', [], ['--expose-gc']),
  history: section('history.mjs'),
  handler: section('handler.mjs'),
  coldStart: section('coldStart.mjs'),
  serve: section('serve.mjs'),
  size: section('size.mjs'),
};
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
};

const text = render(results);
writeFileSync(here('./RESULTS.md'), text);
process.stdout.write(`${text.slice(text.indexOf('## Targets'), text.indexOf('## 1.'))}\nwrote bench/RESULTS.md\n`);
