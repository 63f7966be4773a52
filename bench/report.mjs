// Renders bench/RESULTS.md from the figures run.mjs gathered: the targets of issue 4 first, then
// every measurement with the machine it ran on.
import { readFileSync } from 'node:fs';

const time = (ns) => (ns < 1e3 ? `${ns.toFixed(ns < 100 ? 1 : 0)} ns` : ns < 1e6 ? `${(ns / 1e3).toFixed(ns < 1e4 ? 2 : 1)} µs` : `${(ns / 1e6).toFixed(2)} ms`);
const rate = (perSec) => (perSec >= 1e6 ? `${(perSec / 1e6).toFixed(2)} M/s` : perSec >= 1e3 ? `${(perSec / 1e3).toFixed(1)} k/s` : `${perSec.toFixed(0)} /s`);
const times = (x) => `${x.toFixed(x < 10 ? 2 : 1)}×`;
const pct = (x) => `${(100 * x).toFixed(0)} %`;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok) => (ok ? '✓' : '✗');
const table = (head, rows, numeric = true) =>
  [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i && numeric ? '---:' : '---')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
/** How far apart the repetitions were: slowest over fastest, minus one. */
const spread = (x) => `${(100 * (Math.max(...x.samplesNs) / Math.min(...x.samplesNs) - 1)).toFixed(0)} %`;

const find = (results, prefix) => results.find((r) => r.name.startsWith(prefix));

function conversionFigures(c) {
  const op = c.results[1].name.split(' ')[1];
  return {
    number: find(c.results, `ratebook ${op} → number, amount as number`),
    numberStr: find(c.results, `ratebook ${op} → number, amount as string`),
    string: find(c.results, `ratebook ${op} → exact string`),
    money: find(c.results, 'money.js'),
    dinero: find(c.results, 'dinero.js v2 bigint: dinero() + convert'),
    dineroDecimal: find(c.results, 'dinero.js v2 bigint: dinero() + convert + toDecimal'),
  };
}

function targets(r) {
  const rows = [];
  for (const c of r.conversions) {
    const f = conversionFigures(c);
    const ok = [f.number, f.numberStr].every((x) => x.nsPerOp <= f.money.nsPerOp || x.ratio <= 4);
    rows.push([`\`${f.number.name.split(' ')[1]}\` → numbers, ${c.pair}: no slower than money.js (≈ 4× the float baseline or better)`, `${times(f.number.ratio)} baseline (number amount), ${times(f.numberStr.ratio)} (string amount); money.js ${times(f.money.ratio)}`, mark(ok)]);
  }
  for (const c of r.conversions) {
    const f = conversionFigures(c);
    // ratebook returns decimal strings; dinero's like for like is convert + toDecimal.
    rows.push([`exact strings, ${c.pair}: faster than dinero.js v2 (bigint) giving the same decimal string`, `${time(f.string.nsPerOp)} vs ${time(f.dineroDecimal.nsPerOp)} for dinero() + convert + toDecimal (${time(f.dinero.nsPerOp)} without the string)`, mark(f.string.nsPerOp < f.dineroDecimal.nsPerOp)]);
  }
  const t = r.rateTable;
  const fresh = t.bigTableNs / t.firstRatesNoGcNs;
  const afterGc = t.bigTableNs / t.firstRatesNs;
  const bulk = t.bigTableNs / t.firstHistoryNs;
  rows.push([
    'rates table, non-pivot base, first call: ≥ 20× faster than `Big#div` per code',
    `${times(fresh)} on a freshly loaded dataset (${time(t.firstRatesNoGcNs)} vs ${time(t.bigTableNs)}); ${times(bulk)} in bulk (${time(t.firstHistoryNs)} per new table); ` +
      `${times(afterGc)} when a full GC was forced just before (${time(t.firstRatesNs)})`,
    mark(fresh >= 20 && bulk >= 20),
  ]);
  const [, big, small] = [t.cached[0], find(t.cached, 'ratebook rates(EUR), cached, 158'), find(t.cached, 'ratebook rates(EUR), cached, a ')];
  const flat = t.sharedRatesObject && Math.abs(big.nsPerOp / small.nsPerOp - 1) < 0.3;
  rows.push(['rates table, cached call: O(1)', `${time(big.nsPerOp)} with ${t.codes} codes, ${time(small.nsPerOp)} with 5; the rates map is ${t.sharedRatesObject ? 'shared, not copied' : 'copied per call'}`, mark(flat)]);
  const h = r.history.results[0];
  rows.push(['history lookup by date: under 1 µs', `${time(h.nsPerOp)} (\`history()\`, cached table; ${time(r.history.results[1].nsPerOp)} with a fixed \`now\`)`, mark(h.nsPerOp < 1000)]);
  for (const route of r.handler) {
    const keys = find(route.results, 'ratebook');
    const open = route.results.find((x) => x.name.endsWith('auth: false'));
    rows.push([
      `fetch handler \`${route.path.split('?')[0]}\`: ≥ 60 % of the trivial-handler ceiling`,
      `${pct(keys.shareOfCeiling)} with keys, ${pct(open.shareOfCeiling)} with \`auth: false\` (of the static handler: ${pct(keys.shareOfStatic)}, ${pct(open.shareOfStatic)})`,
      mark(Math.min(keys.shareOfCeiling, open.shareOfCeiling) >= 0.6),
    ]);
  }
  rows.push(['cold start: under 100 ms wall above bare Node', `${r.coldStart.wallAboveNodeMs.toFixed(0)} ms above \`node -e 0\``, mark(r.coldStart.wallAboveNodeMs < 100)]);
  const ratio = (o) => `${o.min.toFixed(2)} / ${o.median.toFixed(2)} / ${o.max.toFixed(2)}`;
  rows.push(['cold start: at most 1.5x bare Node (median)', `wall ${ratio(r.coldStart.wallRatioToNode)}, CPU ${ratio(r.coldStart.cpuRatioToNode)} (min / median / max); fastest run over fastest run ${r.coldStart.fastestWallRatioToNode.toFixed(2)}`, mark(r.coldStart.wallRatioToNode.median <= 1.5)]);
  const served = r.serve.results.find((x) => x.adapter === 'ratebook');
  rows.push(['`serve` at least as fast as `@hono/node-server` (median)', `requests/s ${ratio(served.ratioToHono)}, hono's CPU per request over ours ${ratio(served.cpuRatioToHono)}`, mark(served.ratioToHono.median >= 1 && served.cpuRatioToHono.median >= 1)]);
  const core = r.size[0];
  const http = find(r.size, 'ratebook/http');
  rows.push(['core bundle under 15 kB min+gzip', kB(core.gzip), mark(core.gzip < 15_000)]);
  rows.push(['`ratebook/http` under 25 kB min+gzip', kB(http.gzip), mark(http.gzip < 25_000)]);
  return table(['target', 'measured', ''], rows, false);
}

function conversionSection(c) {
  const rows = c.results.map((x) => [x.name, time(x.nsPerOp), rate(x.opsPerSec), times(x.ratio), spread(x)]);
  return [
    `### ${c.pair} (rate ${c.rate})`,
    '',
    `${c.amounts}; ${pct(c.fastPathShare)} of them are small enough for ratebook's one-multiply fast path (mantissa product below 2^53). ` +
      `All libraries agree on ${c.check.amount}: ${c.check.ratebook} (money.js ${c.check.moneyjs}).`,
    '',
    table(['case', 'time/op', 'ops/s', '× float baseline', 'spread'], rows),
  ].join('\n');
}

/** The hand-written record of what the profiles showed and what changed, kept beside the figures. */
const history = readFileSync(new URL('./OPTIMIZATIONS.md', import.meta.url), 'utf8').trim();

/** The whole RESULTS.md text. */
export function render(r) {
  const m = r.machine;
  const t = r.rateTable;
  return `# Benchmark results

Generated by \`npm run bench\` (build, then \`node bench/run.mjs\`) on ${m.date}, in ${(m.seconds / 60).toFixed(1)} min.

- Node ${m.node} (V8 ${m.v8}), ${m.platform}
- CPU: ${m.cpuModel}, ${m.cpus} logical cores; ${m.memoryGb} GB RAM
- Load average (1 min) at start ${m.loadStart}, at end ${m.loadEnd}: other processes on the machine make every figure noisier.

Method: each case is warmed up, then timed in ${m.reps} repetitions of a loop of fixed length
(calibrated to about ${m.repMs} ms; 200 ms for the handler), the cases of one comparison interleaved
in one process, each section in its own process. Figures are medians; ratios are the median of the
per-repetition ratios; "spread" is the slowest repetition over the fastest. Every result is stored
to an escaping array, so nothing is optimized away. Nothing here is asserted: the targets are what to reach.

## Targets (issue 4)

${targets(r)}

## 1. Conversion of varied amounts, newest snapshot

${r.conversions.map(conversionSection).join('\n\n')}

## 2. Rates table for a base (EUR, ${t.codes} fiat codes)

big.js keeps no cache, so every iteration of its loop is a first call; the target compares it with
ratebook's first call on a freshly loaded dataset and, beside it, with the cost of a new table in bulk.

${table(['case', 'time'], [
  [`first \`convert\` of a pair (GBP→CHF, one rate) on a freshly loaded dataset (median of ${t.firstRatesSamplesNs.length} datasets; loading not timed)`, time(t.firstConvertNs)],
  [`then the first call of \`rates(ds, { base: 'EUR' })\` on that dataset, a full GC forced after loading`, time(t.firstRatesNs)],
  [`the same on datasets with no GC forced after loading`, time(t.firstRatesNoGcNs)],
  [`then the first call of \`rates(ds, { base: 'SEK' })\``, time(t.secondTableNs)],
  [`first call in bulk: \`history()\` for every non-pivot base × every snapshot, each a new table (${t.firstHistoryCalls} calls)`, time(t.firstHistoryNs)],
  ...t.cached.map((x) => [`${x.name} (loop)`, time(x.nsPerOp)]),
])}

## 3. History lookup by date (${r.history.snapshots} snapshots, ${r.history.span}, random dates, base EUR)

\`findSnapshot\` is internal (not exported from dist/), so the raw binary search is a copy of it run
on the same snapshots.

${table(['case', 'time/op', 'ops/s', 'spread'], r.history.results.map((x) => [x.name, time(x.nsPerOp), rate(x.opsPerSec), spread(x)]))}

## 4. Fetch handler, \`await (await handler(new Request(url, { headers: { authorization } }))).text()\`

The ceiling is a handler returning \`new Response(JSON.stringify(fixed))\` with \`fixed\` the same
body ratebook sends; the static handler sends the body text as it is (only Request/Response left).
ratebook keeps the \`/v1/rates\` body once built, so there it passes the JSON.stringify ceiling and
the static handler is the real bound.

${r.handler.map((route) => `### \`${route.path}\` (${route.bodyBytes} B body)\n\n${table(['handler', 'requests/s', 'time/request', 'share of ceiling', 'share of static', 'spread'], route.results.map((x) => [x.name, rate(x.opsPerSec), time(x.nsPerOp), pct(x.shareOfCeiling), pct(x.shareOfStatic), spread(x)]))}`).join('\n\n')}

## 5. Cold start (${r.coldStart.runs} runs each, interleaved, medians)

${table(['process', 'wall', 'answered at (performance.now)', 'peak RSS'], r.coldStart.results.map((x) => [x.name, `${x.wallMs.toFixed(1)} ms`, x.answeredAtMs === undefined ? '' : `${x.answeredAtMs.toFixed(1)} ms`, x.maxRssKb === undefined ? '' : `${(x.maxRssKb / 1024).toFixed(1)} MiB`]))}

ratebook adds ${r.coldStart.wallAboveNodeMs.toFixed(1)} ms of wall time to \`node -e 0\` (${r.coldStart.wallAboveBareModuleMs.toFixed(1)} ms to an empty ES module) and ${(r.coldStart.rssAboveBareModuleKb / 1024).toFixed(1)} MiB of peak RSS.

## 6. Size (esbuild bundle with big.js and valibot inlined, minified; gzip level 9; kB = 1000 B)

${table(['bundle', 'minified', 'min+gzip'], r.size.map((x) => [x.name, kB(x.bytes), kB(x.gzip)]))}

${history}

## 7. \`serve\` over a socket (autocannon, ${r.serve.connections} connections, ${r.serve.rounds} alternating rounds of ${r.serve.secondsPerRound} s, \`${r.serve.path}\`)

${table(['server', 'requests/s (min / median / max)', 'server CPU per request', 'requests/s vs hono', 'hono CPU per request / this'], r.serve.results.map((x) => [x.adapter, `${x.requestsPerSecond.min.toFixed(0)} / ${x.requestsPerSecond.median.toFixed(0)} / ${x.requestsPerSecond.max.toFixed(0)}`, `${x.cpuMicrosPerRequest.median.toFixed(1)} µs`, `${x.ratioToHono.min.toFixed(2)} / ${x.ratioToHono.median.toFixed(2)} / ${x.ratioToHono.max.toFixed(2)}`, `${x.cpuRatioToHono.min.toFixed(2)} / ${x.cpuRatioToHono.median.toFixed(2)} / ${x.cpuRatioToHono.max.toFixed(2)}`]))}

Each server runs in its own process with the same \`createFetchHandler\` (keys on); \`node:http\` answers the same bytes with no handler at all (the ceiling). The CPU column is the server process's own CPU time divided by the requests it answered, which a loaded machine disturbs far less than requests per second.

## Reproduce

\`\`\`sh
npm ci && npm run bench                 # everything; rewrites this file (about ${Math.ceil(m.seconds / 60)} min)
node bench/conversion.mjs EUR JPY       # one section as JSON (needs a build); BENCH_REPS / BENCH_MS shorten it
node bench/serve.mjs --quick           # serve against @hono/node-server and node:http (needs a build)
node bench/profile.mjs convert 5        # CPU profile of a hot loop, top self time (convert, handler, history, firstTable, ...)
\`\`\`
`;
}
