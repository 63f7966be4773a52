// A client asking for the largest series in a loop beside a client measuring `/v1/convert`, over
// a real socket (issue 19): the victim's latency (one request at a time, keep-alive) is measured
// alone ("idle") and while an attacker process asks for every date × 14 codes of the ECB's whole
// history on ATTACKERS connections, cycling base and symbols so that nothing is answered from a kept
// body. Rounds alternate idle and attacked phases; reported: the victim's p50 and p99 per phase as
// min/median/max over the rounds, and the attacked p50 over the idle p50 of the same round.
//   node bench/seriesLoad.mjs [--quick] [--dist DIR]    (needs a build; BENCH_SERIES_ROUNDS, BENCH_SERIES_SECONDS)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { QUICK, runIfMain, spreadOf } from './harness.mjs';

const ROUNDS = Number(process.env.BENCH_SERIES_ROUNDS ?? (QUICK ? 2 : 5));
const SECONDS = Number(process.env.BENCH_SERIES_SECONDS ?? (QUICK ? 2 : 4));
const ATTACKERS = 4;
const VICTIM_PATH = '/v1/convert?from=EUR&to=JPY&amount=100';
const at = process.argv.indexOf('--dist');
const DIST = at > 0 ? process.argv[at + 1] : fileURLToPath(new URL('../dist', import.meta.url));
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** The victim: requests one after another for `seconds`; the latency of each, in ms. */
async function victim(port, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    const status = await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: VICTIM_PATH, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.end();
    });
    if (status !== 200) throw new Error(`victim answered ${status}`);
    latencies.push(performance.now() - start);
  }
  agent.destroy();
  return latencies;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function measure() {
  const server = spawn(process.execPath, [here('./seriesLoad/server.mjs'), DIST], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [line] = await once(createInterface({ input: server.stdout }), 'line');
    const { port, pool, dates } = JSON.parse(line);
    const attack = async (during) => {
      const attacker = spawn(process.execPath, [here('./seriesLoad/attacker.mjs'), String(port), JSON.stringify(pool), String(ATTACKERS)], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      await once(attacker, 'message');
      const result = await during();
      attacker.send('stop');
      const [tally] = await once(attacker, 'message');
      attacker.kill();
      return { result, tally };
    };
    // Warm-up, not measured: both clients, so the server's series code is compiled before it counts.
    await victim(port, 1);
    await attack(() => victim(port, 2));
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const idle = await victim(port, SECONDS);
      const { result: attacked, tally } = await attack(() => victim(port, SECONDS));
      rounds.push({
        idle: { p50: percentile(idle, 50), p99: percentile(idle, 99), n: idle.length },
        attacked: { p50: percentile(attacked, 50), p99: percentile(attacked, 99), n: attacked.length },
        attacker: tally,
      });
    }
    const pick = (phase, p) => spreadOf(rounds.map((r) => r[phase][p]));
    return {
      dist: DIST,
      dates,
      codes: 14,
      attackers: ATTACKERS,
      rounds: ROUNDS,
      secondsPerPhase: SECONDS,
      idle: { p50: pick('idle', 'p50'), p99: pick('idle', 'p99') },
      attacked: { p50: pick('attacked', 'p50'), p99: pick('attacked', 'p99') },
      p50Ratio: spreadOf(rounds.map((r) => r.attacked.p50 / r.idle.p50)),
      samples: rounds,
    };
  } finally {
    server.kill();
  }
}

await runIfMain(import.meta, measure);
