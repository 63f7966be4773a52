// Cold start: fresh Node processes, interleaved, median wall time (spawn to exit) and peak memory,
// and the CPU time each process reports at its end (all its threads), which a loaded machine
// disturbs far less than wall time.
//   node -e 0           bare Node, the baseline of the target
//   node -e <report>    bare Node that reports its CPU time: the baseline of the CPU ratio
//   bench/cold/bare.mjs an ES module that only reports (Node's module loader, no ratebook)
//   bench/cold/floor/main.mjs the program of ratebook.mjs importing two empty modules through export
//                           entries shaped as ratebook's: Node's part of ratebook's cold start
//   bench/cold/ratebook.mjs imports `ratebook` and `ratebook/data` (dist/, through the package's
//                           exports) and answers one conversion
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, runIfMain, spreadOf as stats } from './harness.mjs';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 15);
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const PROGRAMS = [
  { name: 'node -e 0', args: ['-e', '0'] },
  {
    name: 'node -e (reports CPU time only)',
    args: ['-e', 'const u = process.cpuUsage(); process.stdout.write(JSON.stringify({ cpuMs: (u.user + u.system) / 1000 }))'],
  },
  { name: 'node bench/cold/bare.mjs (ESM, reports only)', args: [here('./cold/bare.mjs')] },
  { name: 'node bench/cold/floor/main.mjs (the same program, two empty modules behind the same exports)', args: [here('./cold/floor/main.mjs')] },
  { name: 'node bench/cold/ratebook.mjs (import ratebook + ratebook/data, one convert)', args: [here('./cold/ratebook.mjs')] },
];

function runOnce({ args }) {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: here('../') });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.status !== 0) throw new Error(`${args.join(' ')} failed: ${child.stderr}`);
  return { wallMs, ...(child.stdout ? JSON.parse(child.stdout) : {}) };
}

export async function measure() {
  for (const p of PROGRAMS) for (let i = 0; i < 2; i++) runOnce(p); // disk cache, not measured
  const runs = PROGRAMS.map(() => []);
  for (let r = 0; r < RUNS; r++) PROGRAMS.forEach((p, i) => runs[i].push(runOnce(p)));
  const results = PROGRAMS.map((p, i) => {
    const of = (key) => (runs[i][0][key] === undefined ? undefined : median(runs[i].map((x) => x[key])));
    return {
      name: p.name,
      wallMs: of('wallMs'),
      cpuMs: of('cpuMs'),
      answeredAtMs: of('answeredAtMs'),
      maxRssKb: of('maxRssKb'),
      wallSamplesMs: runs[i].map((x) => x.wallMs),
    };
  });
  // Paired differences, run by run, so a slow moment of the machine counts against both.
  const above = (i, j, key) => median(runs[i].map((x, r) => x[key] - runs[j][r][key]));
  const rb = PROGRAMS.length - 1;
  const floor = PROGRAMS.length - 2;
  return {
    runs: RUNS,
    results,
    // The target (at most 1.5x bare Node): ratebook's wall time over `node -e 0`'s, run by run.
    wallRatioToNode: stats(runs[rb].map((x, r) => x.wallMs / runs[0][r].wallMs)),
    cpuRatioToNode: stats(runs[rb].map((x, r) => x.cpuMs / runs[1][r].cpuMs)),
    // Node's part of that ratio: the same program with nothing of ratebook behind the exports.
    floorCpuRatioToNode: stats(runs[floor].map((x, r) => x.cpuMs / runs[1][r].cpuMs)),
    cpuAboveFloorMs: above(rb, floor, 'cpuMs'),
    // The fastest run of each, the nearest this shared machine comes to a quiet one.
    fastestWallRatioToNode: Math.min(...runs[rb].map((x) => x.wallMs)) / Math.min(...runs[0].map((x) => x.wallMs)),
    wallAboveNodeMs: above(rb, 0, 'wallMs'),
    wallAboveBareModuleMs: above(rb, 2, 'wallMs'),
    rssAboveBareModuleKb: above(rb, 2, 'maxRssKb'),
  };
}

await runIfMain(import.meta, measure);
