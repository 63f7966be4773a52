// `ratebook serve` with and without `--metrics --access-log --log json`: requests per second that
// autocannon gets from the built CLI (one process each, the log written to a file as a shipper
// would read it), alternating rounds so a busy moment of a shared machine hits both.
//   npm run build:js && node bench/serveLogs.mjs      (BENCH_ROUNDS, BENCH_SECONDS override)
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const KEY = 'live_bench_0123456789abcdef';
const PATH = '/v1/convert?from=EUR&to=JPY&amount=100';
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ratebook-bench-logs-'));
const MODES = { off: [], metrics: ['--metrics'], on: ['--metrics', '--access-log', '--log', 'json'] };

/** The server's user + system CPU time so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function round(mode) {
  const log = join(dir, `${mode}.log`);
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--key', KEY, ...MODES[mode]], { stdio: ['ignore', out, out] });
  let url;
  for (let i = 0; i < 400 && !url; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    url = /http:\/\/127\.0\.0\.1:\d+/.exec(readFileSync(log, 'utf8'))?.[0];
  }
  const before = cpuMs(child.pid);
  const result = await autocannon({ url: `${url}${PATH}`, connections: 10, duration: SECONDS, headers: { authorization: `Bearer ${KEY}` } });
  const cpu = cpuMs(child.pid) - before;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"event":"access"')).length;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${mode}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, lines, total: result.requests.total, cpuUs: (cpu * 1000) / result.requests.total };
}

const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${Math.round(s[0])} / ${Math.round(s[Math.floor(s.length / 2)])} / ${Math.round(s[s.length - 1])}`;
};

const seen = { off: [], metrics: [], on: [] };
const cpu = { off: [], metrics: [], on: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (const mode of r % 2 === 0 ? ['off', 'metrics', 'on'] : ['on', 'metrics', 'off']) {
    const { rps, lines, total, cpuUs } = await round(mode);
    seen[mode].push(rps);
    cpu[mode].push(cpuUs);
    console.log(
      `round ${r + 1} ${mode}: ${Math.round(rps)} req/s, ${cpuUs.toFixed(1)} µs CPU a request${mode === 'on' ? ` (${lines} access lines for ${total} requests)` : ''}`,
    );
  }
}
console.log(`requests/s min / median / max over ${ROUNDS} rounds of ${SECONDS} s, 10 connections:`);
console.log(`  plain:                               ${spread(seen.off)}`);
console.log(`  --metrics:                           ${spread(seen.metrics)}`);
console.log(`  --metrics --access-log --log json:   ${spread(seen.on)}`);
const spread1 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0].toFixed(1)} / ${s[Math.floor(s.length / 2)].toFixed(1)} / ${s[s.length - 1].toFixed(1)}`;
};
console.log('server CPU µs per request, min / median / max (steadier than requests/s on a shared machine):');
console.log(`  plain:                               ${spread1(cpu.off)}`);
console.log(`  --metrics:                           ${spread1(cpu.metrics)}`);
console.log(`  --metrics --access-log --log json:   ${spread1(cpu.on)}`);
rmSync(dir, { recursive: true, force: true });
