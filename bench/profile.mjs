// CPU profiles of ratebook's hot loops, summarized by self time.
//
//   node bench/profile.mjs [convert|convertString|cryptoConvert|history|handler|handlerNoAuth|firstTable] [seconds]
//
// Runs the loop in a child `node --cpu-prof` (profile written to a temporary directory), then
// prints the functions with the most self time: ratebook's own (from dist/) and all of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from './harness.mjs';

/** 1024 amounts drawn as in conversion.mjs: log-uniform over [low, high), `digits` decimals. */
function amounts(low, high, digits) {
  const draw = random(0x5eed);
  return Array.from({ length: 1024 }, () => (low * (high / low) ** draw()).toFixed(digits));
}

const LOOPS = {
  async convert(until, rb, ds) {
    const NUM = amounts(1, 100_000, 2).map(Number);
    for (let i = 0; Date.now() < until; i++) rb.convert(ds, { from: 'EUR', to: 'JPY', amount: NUM[i & 1023] });
  },
  async convertString(until, rb, ds) {
    const STR = amounts(1, 100_000, 2);
    for (let i = 0; Date.now() < until; i++) rb.convert(ds, { from: 'EUR', to: 'JPY', amount: STR[i & 1023] }, { numbers: 'string' });
  },
  async cryptoConvert(until, rb, ds) {
    const NUM = amounts(0.0001, 10, 8).map(Number);
    for (let i = 0; Date.now() < until; i++) rb.cryptoConvert(ds, { from: 'BTC', to: 'EUR', amount: NUM[i & 1023] });
  },
  async history(until, rb, ds) {
    const dates = Array.from({ length: 1024 }, (_, i) => ds.snapshots[(i * 7919) % ds.snapshots.length].date);
    for (let i = 0; Date.now() < until; i++) rb.history(ds, { date: dates[i & 1023], base: 'EUR' });
  },
  async handler(until, _rb, ds, auth = { keys: ['live_bench_profile'] }) {
    const { createFetchHandler } = await import('../dist/http.js');
    const handle = createFetchHandler({ dataset: ds, auth });
    const init = { headers: { authorization: 'Bearer live_bench_profile' } };
    const urls = ['http://localhost/v1/convert?from=EUR&to=JPY&amount=100', 'http://localhost/v1/rates?base=EUR'];
    for (let i = 0; Date.now() < until; i++) await (await handle(new Request(urls[i & 1], init))).text();
  },
  async handlerNoAuth(until, rb, ds) {
    return LOOPS.handler(until, rb, ds, false);
  },
  async firstTable(until, rb, ds) {
    // Every (base, snapshot) table once: each history call builds a table that is not cached yet.
    const now = new Date('2030-01-01T00:00:00Z');
    for (const base of ds.fiat.filter((code) => code !== ds.pivot)) {
      const column = ds.columns.get(base);
      for (const s of ds.snapshots) if (!Number.isNaN(s.values[column]) && Date.now() < until) rb.history(ds, { date: s.date, base }, { now });
    }
  },
};

const ROOT = new URL('../', import.meta.url).href;

/** Self time per function (ms), from a .cpuprofile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.startsWith(ROOT) ? url.slice(ROOT.length) : url.replace(/^.*\/node_modules\//, 'node_modules/');
    const key = `${functionName || '(anonymous)'}  ${file ? `${file}:${lineNumber + 1}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

if (process.argv[2] === '--child') {
  const [, , , target, seconds] = process.argv;
  const rb = await import('../dist/index.js');
  const { defaultDataset } = await import('../dist/data.js');
  await LOOPS[target](Date.now() + Number(seconds) * 1000, rb, defaultDataset);
} else {
  const target = process.argv[2] ?? 'convert';
  const seconds = process.argv[3] ?? '5';
  if (!LOOPS[target]) throw new Error(`unknown target ${target}; one of ${Object.keys(LOOPS).join(', ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'ratebook-prof-'));
  try {
    const child = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, fileURLToPath(import.meta.url), '--child', target, seconds], {
      stdio: 'inherit',
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
    const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8'));
    const rows = selfTimes(profile);
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    const print = (title, list) => {
      console.log(`\n${title}`);
      for (const [name, ms] of list.slice(0, 15)) console.log(`${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
    };
    print(
      `${target}: ratebook's own functions (dist/), share of all samples`,
      rows.filter(([name]) => name.includes('  dist/')),
    );
    print(`${target}: all functions`, rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
