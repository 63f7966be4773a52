// Renders bench/RESULTS.md from the figures run.mjs gathered: the targets of issue 4 first, then
// every measurement with the machine it ran on.
import { readFileSync } from 'node:fs';
import { ratioOf } from './harness.mjs';

const time = (ns) =>
  ns < 1e3 ? `${ns.toFixed(ns < 100 ? 1 : 0)} ns` : ns < 1e6 ? `${(ns / 1e3).toFixed(ns < 1e4 ? 2 : 1)} µs` : `${(ns / 1e6).toFixed(2)} ms`;
const rate = (perSec) => (perSec >= 1e6 ? `${(perSec / 1e6).toFixed(2)} M/s` : perSec >= 1e3 ? `${(perSec / 1e3).toFixed(1)} k/s` : `${perSec.toFixed(0)} /s`);
const times = (x) => `${x.toFixed(x < 10 ? 2 : 1)}×`;
const pct = (x) => `${(100 * x).toFixed(0)} %`;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok) => (ok ? '✓' : '✗');
const table = (head, rows, numeric = true) =>
  [`| ${head.join(' | ')} |`, `|${head.map((_h, i) => (i && numeric ? '---:' : '---')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
/** A ratio's min, median and max over the repetitions: "0.35× (0.31–0.40)". */
const range = (r) => `${times(r.median)} (${times(r.min)}–${times(r.max)})`;
/** The same for shares (percentages). */
const shareRange = (r) => `${pct(r.median)} (${pct(r.min)}–${pct(r.max)})`;
/** Holds at the median; a max past the bound is said, so a loaded repetition is visible. */
const holds = (r, bound) => (r.median <= bound ? (r.max <= bound ? '✓' : '✓ at the median') : '✗');
/** How far apart the repetitions were: slowest over fastest, minus one. */
const spread = (x) => `${(100 * (Math.max(...x.samplesNs) / Math.min(...x.samplesNs) - 1)).toFixed(0)} %`;
const spreadText = (x) => [x.min, x.median, x.max].map((v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2))).join(' / ');

const find = (results, prefix) => results.find((r) => r.name.startsWith(prefix));

/** The conversion runs grouped by pair: `{ pair, operation, rate, number, string }`, one run per kind of amount. */
function conversionPairs(r) {
  const pairs = new Map();
  for (const c of r.conversions) {
    const entry = pairs.get(c.pair) ?? { pair: c.pair, operation: c.operation, rate: c.rate };
    entry[c.kind] = c;
    pairs.set(c.pair, entry);
  }
  return [...pairs.values()];
}

function conversionFigures(p) {
  const op = p.operation;
  // Ratios are paired within one process: each kind of amount has its own money.js run.
  const vsMoney = (kind, name) => ratioOf(p[kind].results, name, 'money.js');
  return {
    vsMoney,
    perCall: vsMoney('number', `ratebook ${op} → number, amount as number`),
    perCallString: vsMoney('string', `ratebook ${op} → number, amount as string`),
    perCallBeside: vsMoney('string', `ratebook ${op} → number, amount as number, beside string amounts`),
    // Its own process: string amounts converted first, then number amounts timed alone (issue 22).
    perCallMixed: vsMoney('mixed', `ratebook ${op} → number, amount as number, after string amounts`),
    string: find(p.string.results, `ratebook ${op} → exact string`),
    dinero: find(p.string.results, 'dinero.js v2 bigint: dinero() + convert'),
    dineroDecimal: find(p.string.results, 'dinero.js v2 bigint: dinero() + convert + toDecimal'),
  };
}

function targets(r) {
  const rows = [];
  const pairs = conversionPairs(r);
  for (const p of pairs) {
    if (p.operation !== 'convert') continue;
    const f = conversionFigures(p);
    const prepared = f.vsMoney('number', 'ratebook converter → number, amount as number');
    rows.push([
      `\`converter\` → numbers, ${p.pair}: at most 0.3× money.js's \`fx.convert\` on the same amounts (issue 42; 0.5× in issue 12)`,
      `${range(prepared)} money.js (amount as number); amount as string ${range(f.vsMoney('string', 'ratebook converter → number, amount as string'))}`,
      holds(prepared, 0.3),
    ]);
  }
  for (const p of pairs) {
    const f = conversionFigures(p);
    rows.push([
      `\`${p.operation}\` → numbers per call, ${p.pair}: at most 0.9× money.js (issue 42; 1.0× in issue 12)`,
      `${range(f.perCall)} money.js (amount as number); amount as string ${range(f.perCallString)}; number amounts interleaved with the string cases ${range(f.perCallBeside)}`,
      holds(f.perCall, 0.9),
    ]);
    rows.push([
      `\`${p.operation}\` → numbers per call, ${p.pair}, in a process that also converts string amounts: at most 1.0× money.js (issue 22)`,
      `${range(f.perCallMixed)} money.js (number amounts timed after string amounts, its own process)`,
      holds(f.perCallMixed, 1),
    ]);
  }
  const rp = r.datedConvert.randomPairs;
  const triple = (o, f) => `${f(o.min)} / ${f(o.median)} / ${f(o.max)}`;
  rows.push([
    `\`convert({ date })\` on random dates and pairs of the ECB history (${r.datedConvert.ecbSnapshots} dates), first visits on a fresh dataset: at most 3× a float lookup, divide and multiply (issue 22)`,
    `${range(rp.ratio)} the float baseline (${triple(rp.ns, time)} vs ${triple(rp.baselineNs, time)} per call, min / median / max over ${rp.rounds} fresh datasets)`,
    holds(rp.ratio, 3),
  ]);
  const e = r.history.ecb;
  const randomDates = e.results[1].ratio;
  rows.push([
    `\`history\` on random dates of the ECB history (${e.snapshots} days): within 3× of a cached call (issue 12)`,
    `${range(randomDates)} the same call on one date (${time(e.results[1].nsPerOp)} vs ${time(e.results[0].nsPerOp)}); a first visit, which builds the table: ${time(e.firstVisitNs)}`,
    holds(randomDates, 3),
  ]);
  for (const p of pairs) {
    const f = conversionFigures(p);
    // ratebook returns decimal strings; dinero's like for like is convert + toDecimal.
    rows.push([
      `exact strings, ${p.pair}: faster than dinero.js v2 (bigint) giving the same decimal string`,
      `${time(f.string.nsPerOp)} vs ${time(f.dineroDecimal.nsPerOp)} for dinero() + convert + toDecimal (${time(f.dinero.nsPerOp)} without the string)`,
      mark(f.string.nsPerOp < f.dineroDecimal.nsPerOp),
    ]);
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
  const [, big, small] = [
    t.cached[0],
    t.cached.find((x) => /^ratebook rates\(EUR\), cached, \d+ codes$/.test(x.name)),
    find(t.cached, 'ratebook rates(EUR), cached, a '),
  ];
  const flat = t.sharedRatesObject && Math.abs(big.nsPerOp / small.nsPerOp - 1) < 0.3;
  rows.push([
    'rates table, cached call: O(1)',
    `${time(big.nsPerOp)} with ${t.codes} codes, ${time(small.nsPerOp)} with 5; the rates map is ${t.sharedRatesObject ? 'shared, not copied' : 'copied per call'}`,
    mark(flat),
  ]);
  const h = r.history.results[0];
  rows.push([
    'history lookup by date: under 1 µs',
    `${time(h.nsPerOp)} (\`history()\`, cached table; ${time(r.history.results[1].nsPerOp)} with a fixed \`now\`)`,
    mark(h.nsPerOp < 1000),
  ]);
  for (const route of r.handler) {
    const keys = find(route.results, 'ratebook');
    const open = route.results.find((x) => x.name.endsWith('auth: false'));
    rows.push([
      `fetch handler \`${route.path.split('?')[0]}\`: ≥ 60 % of the trivial-handler ceiling`,
      `${shareRange(keys.shareOfCeiling)} with keys, ${shareRange(open.shareOfCeiling)} with \`auth: false\` (of the static handler: ${pct(keys.shareOfStatic.median)}, ${pct(open.shareOfStatic.median)})`,
      mark(Math.min(keys.shareOfCeiling.median, open.shareOfCeiling.median) >= 0.6),
    ]);
  }
  rows.push([
    'cold start: under 100 ms wall above bare Node',
    `${r.coldStart.wallAboveNodeMs.toFixed(0)} ms above \`node -e 0\``,
    mark(r.coldStart.wallAboveNodeMs < 100),
  ]);
  const ratio = (o) => `${o.min.toFixed(2)} / ${o.median.toFixed(2)} / ${o.max.toFixed(2)}`;
  rows.push([
    'cold start (import, embedded data, one convert): at most 1.3× bare Node (median of the CPU ratio; issue 42)',
    `wall ${ratio(r.coldStart.wallRatioToNode)}, CPU ${ratio(r.coldStart.cpuRatioToNode)} (min / median / max); fastest run over fastest run ${r.coldStart.fastestWallRatioToNode.toFixed(2)}; Node's own part (the same program, empty modules behind the same exports): CPU ${ratio(r.coldStart.floorCpuRatioToNode)}`,
    mark(r.coldStart.cpuRatioToNode.median <= 1.3),
  ]);
  const served = r.serve.results.find((x) => x.adapter === 'ratebook');
  rows.push([
    '`serve` at least as fast as `@hono/node-server` (median)',
    `requests/s ${ratio(served.ratioToHono)}, hono's CPU per request over ours ${ratio(served.cpuRatioToHono)}`,
    mark(served.ratioToHono.median >= 1 && served.cpuRatioToHono.median >= 1),
  ]);
  const core = r.size[0];
  const only = r.size[1];
  const http = find(r.size, 'ratebook/http');
  rows.push(['`convert` alone at most 15 kB min+gzip (issue 42)', kB(only.gzip), mark(only.gzip <= 15_000)]);
  rows.push(['all of `ratebook` at most 25 kB min+gzip (issue 42)', kB(core.gzip), mark(core.gzip <= 25_000)]);
  rows.push(['`ratebook/http` at most 32 kB min+gzip (issue 42)', kB(http.gzip), mark(http.gzip <= 32_000)]);
  if (r.roundCost) {
    const rc = r.roundCost;
    const a = find(rc.results, 'round, 200');
    const b = find(rc.results, 'round, 7,000');
    rows.push([
      'a live round on a 7,000-snapshot history: at most 1.5× a round on 200 (issue 22)',
      `${range(rc.ratio)} (${time(b.nsPerOp)} vs ${time(a.nsPerOp)}; synthetic histories)`,
      holds(rc.ratio, 1.5),
    ]);
  }
  if (r.convergence) {
    const worst = Math.max(...r.convergence.results.map((x) => x.spread.max));
    rows.push([
      'a fleet of 3 serves a dataset written to Redis within a second (issue 22)',
      `${r.convergence.results.map((x) => `${x.kind} ${ms3(x.spread)}`).join('; ')} (min / median / max, write to the last of three serving it)`,
      mark(worst < 1000),
    ]);
  }
  return table(['target', 'measured', ''], rows, false);
}

const ms3 = ({ min, median, max }) => `${min.toFixed(0)} / ${median.toFixed(0)} / ${max.toFixed(0)} ms`;

/** The section on a live round's cost against the history's length (issue 22, item 9). */
export function roundCostSection(rc) {
  const ns = (x) => `${time(x.ns.min)} / ${time(x.ns.median)} / ${time(x.ns.max)}`;
  return `## 9. A live round against the history's length (\`node bench/roundCost.mjs\`; min / median / max over the repetitions)

A round that adds one snapshot (the feed's document answered in memory, import, curation, validation
of the new row by \`extendDataset\`, swap, the store's text by \`datasetText\`) on a fresh live dataset
over a history of 200 and of 7,000 snapshots, interleaved in one process. **Synthetic histories**,
made in the bench only: the embedded snapshots' rates repeated on consecutive made-up dates (text of
${(rc.textBytes[200] / 1e6).toFixed(1)} MB and ${(rc.textBytes[7000] / 1e6).toFixed(1)} MB). The store keeps the text it is given; sending it (a Redis
client writing ${(rc.textBytes[7000] / 1e6).toFixed(0)} MB) is the store's I/O and is not in these figures. "before" is what a round
did until issue 22: \`loadDataset\` of the whole file and \`JSON.stringify\` of it.

${table(
  ['case', 'time/round (min / median / max)', '× round on 200 (paired)'],
  rc.results.map((x) => [x.name, ns(x), range(x.ratio)]),
)}`;
}

/** The section on fleet convergence through Redis notifications (issue 22, item 2). */
export function convergenceSection(c) {
  return `## 10. A fleet following a write to Redis (\`npm run bench:convergence\`, ${c.instances} live datasets, ${c.publishes} writes)

Three live datasets with the default interval (3600 s, so no round runs meanwhile) share a
\`redisDatasetStore\`, each on its own connection; ${c.publishes} times a dataset one snapshot newer (the
embedded history cut short: real data) is written to the store, as a leader's round does at its
end. The figure is the time from the write resolving to the last of the three serving the new date
(onUpdate): the store publishes on \`<key>:updates\`, each instance reads the text (only when its
version changed) and validates it. The three share one Node process here, so their reads and
validations queue on one thread; load average at the run ${c.loadAverage.toFixed(2)} on 2 cores.

${table(
  ['client', 'write → last of three serving (min / median / max)'],
  c.results.map((x) => [x.kind, ms3(x.spread)]),
)}`;
}

function conversionTable(c) {
  return table(
    ['case', 'time/op', 'ops/s', '× float baseline (min–max)', 'spread'],
    c.results.map((x) => [x.name, time(x.nsPerOp), rate(x.opsPerSec), range(x.ratio), spread(x)]),
  );
}

function conversionSection(p) {
  const { number, string } = p;
  return [
    `### ${p.pair} (rate ${p.rate})`,
    '',
    `${number.amounts}. All libraries agree on ${string.check.amount}: ${string.check.ratebook} (money.js ${string.check.moneyjs}).`,
    '',
    'Amounts as numbers (one process):',
    '',
    conversionTable(number),
    '',
    'Amounts as strings, exact strings, and the other exact libraries (another process, where number amounts are measured again beside the strings):',
    '',
    conversionTable(string),
    '',
    'Number amounts in a process that has converted string amounts first (a third process):',
    '',
    conversionTable(p.mixed),
  ].join('\n');
}

/** The hand-written record of what the profiles showed and what changed, kept beside the figures. */
const history = readFileSync(new URL('./OPTIMIZATIONS.md', import.meta.url), 'utf8').trim();

/** The hand-written record of the last mutation-testing run (`npm run mutate`), kept beside the figures. */
const mutation = readFileSync(new URL('./MUTATION.md', import.meta.url), 'utf8').trim();

/** The targets table alone (what `--quick` prints). */
export function renderTargets(r) {
  return `## Targets\n\n${targets(r)}`;
}

/**
 * The section on receipts (issue 20, item 6): each call with \`explain: true\` beside the same call
 * without it, and the default \`convert\` beside one with \`{ explain: false }\` (the fast path).
 */
export function explainSection(e) {
  const ns = (x) => `${time(x.ns.min)} / ${time(x.ns.median)} / ${time(x.ns.max)}`;
  const rows = e.overhead.map((o) => {
    const a = find(e.results, o.name);
    const b = find(e.results, o.reference);
    return [o.name, ns(a), o.reference, ns(b), `${times(o.ratio.min)} / ${times(o.ratio.median)} / ${times(o.ratio.max)}`];
  });
  return `## 8. Receipts: what \`explain\` costs (embedded data, newest snapshot; min / median / max over the repetitions)

A receipt is built once per dataset, snapshot and codes and then kept (4,096 per dataset), so these
figures are its cost when it is already kept: the copy of the answer with \`source\` added, and for
a conversion a binary search for its snapshot. The default \`convert\` (no options) never reaches
that code; \`{ explain: false }\` leaves the fast path for the general one, like any option.

${table(['with', 'time/op', 'beside', 'time/op', 'ratio (paired)'], rows)}`;
}

const CLOCKS = {
  thread: 'the CPU time of the measuring thread (`process.threadCpuUsage`)',
  process:
    "the CPU time of the process (`process.cpuUsage`: Node 20 has no per-thread figure, so V8's helper threads, concurrent GC and compilation, count too)",
  wall: 'wall time (`BENCH_CLOCK=wall`)',
};

/** The whole RESULTS.md text. */
export function render(r) {
  const m = r.machine;
  const t = r.rateTable;
  return `# Benchmark results

Generated by \`npm run bench\` (build, then \`node bench/run.mjs\`) on ${m.date}, in ${(m.seconds / 60).toFixed(1)} min.

- Node ${m.node} (V8 ${m.v8}), ${m.platform}
- CPU: ${m.cpuModel}, ${m.cpus} logical cores; ${m.memoryGb} GB RAM
- Load average (1 min) at start ${m.loadStart}, at end ${m.loadEnd} on ${m.cpus} cores: other processes share the machine.

Method: each case is warmed up, then timed in ${m.reps} repetitions of a loop of fixed length
(calibrated to about ${m.repMs} ms; 200 ms for the handler), the cases of one comparison interleaved
in one process, each section in its own process (conversions: one per pair and kind of amount). The clock is ${CLOCKS[m.clock]}: time the
machine gives to other processes is not counted, which is what keeps ratios steady on a loaded
machine (first calls and cold starts, timed once each, use wall time). Figures are medians; every
ratio is given as the median of the per-repetition ratios (paired, so a slow moment counts against
both sides) with its min and max; "spread" is the slowest repetition over the fastest. Numeric
results go to a Float64Array (stored unboxed, as a caller's own variable would hold them), others to
an escaping array, so nothing is optimized away. Nothing here is asserted: the targets are what to
reach. A target "holds" when its median does; "✓ at the median" says some repetition did not.

${renderTargets(r)}

## 1. Conversion of varied amounts, newest snapshot

${conversionPairs(r).map(conversionSection).join('\n\n')}

## 2. Rates table for a base (EUR, ${t.codes} fiat codes)

big.js keeps no cache, so every iteration of its loop is a first call; the target compares it with
ratebook's first call on a freshly loaded dataset and, beside it, with the cost of a new table in bulk.

${table(
  ['case', 'time'],
  [
    [
      `first \`convert\` of a pair (GBP→CHF, one rate) on a freshly loaded dataset (median of ${t.firstRatesSamplesNs.length} datasets; loading not timed)`,
      time(t.firstConvertNs),
    ],
    [`then the first call of \`rates(ds, { base: 'EUR' })\` on that dataset, a full GC forced after loading`, time(t.firstRatesNs)],
    [`the same on datasets with no GC forced after loading`, time(t.firstRatesNoGcNs)],
    [`then the first call of \`rates(ds, { base: 'SEK' })\``, time(t.secondTableNs)],
    [`first call in bulk: \`history()\` for every non-pivot base × every snapshot, each a new table (${t.firstHistoryCalls} calls)`, time(t.firstHistoryNs)],
    ...t.cached.map((x) => [`${x.name} (loop)`, time(x.nsPerOp)]),
  ],
)}

## 3. History lookup by date (${r.history.snapshots} snapshots, ${r.history.span}, random dates, base EUR)

\`findSnapshot\` is internal (not exported from dist/), so the raw binary search is a copy of it run
on the same snapshots.

${table(
  ['case', 'time/op', 'ops/s', 'spread'],
  r.history.results.map((x) => [x.name, time(x.nsPerOp), rate(x.opsPerSec), spread(x)]),
)}

### The ECB's whole history (${r.history.ecb.snapshots} days, ${r.history.ecb.span}, ${r.history.ecb.codes} codes), base USD

Imported from \`eurofxref-hist.zip\` with \`importEcbZip\`. Rate tables are cached within a memory
budget (32 MiB by estimate, second-chance eviction), so every USD table of the history stays cached
and a random date costs what a cached call costs plus the memory it touches. A first visit builds the
table: ${time(r.history.ecb.firstVisitNs)} per call (every date once on a fresh dataset, median of three).

${table(
  ['case', 'time/op', '× one date (min–max)', 'spread'],
  r.history.ecb.results.map((x) => [x.name, time(x.nsPerOp), range(x.ratio), spread(x)]),
)}

### Conversion on a date (\`convert({ date })\`, random dates; embedded data, then the ECB history)

A dated pair is computed from the snapshot's two pivot quotes (no rates table is built): a binary
search, the 12-digit quotient and the product, plus the date's checks; \`converter({ date })\` pays
that once. Ratios are to the same conversion on the newest snapshot without a date.

${table(
  ['case', 'time/op', '× no date (min–max)', 'spread'],
  [...r.datedConvert.embedded, ...r.datedConvert.ecb].map((x) => [x.name, time(x.nsPerOp), range(x.ratio), spread(x)]),
)}

Random dates and random pairs of the ECB history (${r.datedConvert.randomPairs.conversions} conversions: a calendar date, two
fiat codes quoted that day, an amount in cents), one pass per round on a freshly loaded dataset
(nothing ratebook keeps per dataset exists yet), beside the float baseline on the same conversions in
the same round: ${r.datedConvert.randomPairs.baselineName}. Per call, min / median / max over
${r.datedConvert.randomPairs.rounds} rounds; the ratio is paired by round.

${table(
  ['case', 'min', 'median', 'max'],
  [
    [
      r.datedConvert.randomPairs.name,
      time(r.datedConvert.randomPairs.ns.min),
      time(r.datedConvert.randomPairs.ns.median),
      time(r.datedConvert.randomPairs.ns.max),
    ],
    [
      r.datedConvert.randomPairs.baselineName,
      time(r.datedConvert.randomPairs.baselineNs.min),
      time(r.datedConvert.randomPairs.baselineNs.median),
      time(r.datedConvert.randomPairs.baselineNs.max),
    ],
    ['ratio', times(r.datedConvert.randomPairs.ratio.min), times(r.datedConvert.randomPairs.ratio.median), times(r.datedConvert.randomPairs.ratio.max)],
  ],
)}

## 4. Fetch handler, \`await (await handler(new Request(url, { headers: { authorization } }))).text()\`

The ceiling is a handler returning \`new Response(JSON.stringify(fixed))\` with \`fixed\` the same
body ratebook sends; the static handler sends the body text as it is (only Request/Response left).
ratebook keeps the \`/v1/rates\` body once built, so there it passes the JSON.stringify ceiling and
the static handler is the real bound.

${r.handler
  .map(
    (route) =>
      `### \`${route.path}\` (${route.bodyBytes} B body)\n\n${table(
        ['handler', 'requests/s', 'time/request', 'share of ceiling', 'share of static', 'spread'],
        route.results.map((x) => [x.name, rate(x.opsPerSec), time(x.nsPerOp), shareRange(x.shareOfCeiling), shareRange(x.shareOfStatic), spread(x)]),
      )}`,
  )
  .join('\n\n')}

## 5. Cold start (${r.coldStart.runs} runs each, interleaved, medians)

${table(
  ['process', 'wall', 'answered at (performance.now)', 'peak RSS'],
  r.coldStart.results.map((x) => [
    x.name,
    `${x.wallMs.toFixed(1)} ms`,
    x.answeredAtMs === undefined ? '' : `${x.answeredAtMs.toFixed(1)} ms`,
    x.maxRssKb === undefined ? '' : `${(x.maxRssKb / 1024).toFixed(1)} MiB`,
  ]),
)}

ratebook adds ${r.coldStart.wallAboveNodeMs.toFixed(1)} ms of wall time to \`node -e 0\` (${r.coldStart.wallAboveBareModuleMs.toFixed(1)} ms to an empty ES module) and ${(r.coldStart.rssAboveBareModuleKb / 1024).toFixed(1)} MiB of peak RSS.
Of the CPU time, ${r.coldStart.cpuAboveFloorMs.toFixed(1)} ms is ratebook's own (its code, its data, the conversion): the
rest is Node's, spent by the same program importing two empty modules through export entries shaped
as ratebook's (\`bench/cold/floor/\`: the ES module loader, the resolution of \`exports\`, three files).

## 6. Size (esbuild bundle with valibot inlined, minified; gzip level 9; kB = 1000 B)

${table(
  ['bundle', 'minified', 'min+gzip'],
  r.size.map((x) => [x.name, kB(x.bytes), kB(x.gzip)]),
)}

${history}

## 7. \`serve\` over a socket (autocannon, ${r.serve.connections} connections, ${r.serve.rounds} alternating rounds of ${r.serve.secondsPerRound} s, \`${r.serve.path}\`)

${table(
  ['server', 'requests/s (min / median / max)', 'server CPU per request', 'requests/s vs hono', 'hono CPU per request / this'],
  r.serve.results.map((x) => [
    x.adapter,
    `${x.requestsPerSecond.min.toFixed(0)} / ${x.requestsPerSecond.median.toFixed(0)} / ${x.requestsPerSecond.max.toFixed(0)}`,
    `${x.cpuMicrosPerRequest.median.toFixed(1)} µs`,
    `${x.ratioToHono.min.toFixed(2)} / ${x.ratioToHono.median.toFixed(2)} / ${x.ratioToHono.max.toFixed(2)}`,
    `${x.cpuRatioToHono.min.toFixed(2)} / ${x.cpuRatioToHono.median.toFixed(2)} / ${x.cpuRatioToHono.max.toFixed(2)}`,
  ]),
)}

Each server runs in its own process with the same \`createFetchHandler\` (keys on); \`node:http\` answers the same bytes with no handler at all (the ceiling). The CPU column is the server process's own CPU time divided by the requests it answered, which a loaded machine disturbs far less than requests per second.

${
  r.seriesLoad
    ? `## 8. A client asking for the largest series beside \`/v1/convert\` (\`node bench/seriesLoad.mjs\`, ${r.seriesLoad.dates} dates × ${r.seriesLoad.codes} codes, ${r.seriesLoad.attackers} connections, ${r.seriesLoad.rounds} rounds of ${r.seriesLoad.secondsPerPhase} s idle then attacked)

${table(
  ['victim latency (ms)', 'min / median / max'],
  [
    ['idle p50', spreadText(r.seriesLoad.idle.p50)],
    ['idle p99', spreadText(r.seriesLoad.idle.p99)],
    ['attacked p50', spreadText(r.seriesLoad.attacked.p50)],
    ['attacked p99', spreadText(r.seriesLoad.attacked.p99)],
    ['attacked p50 / idle p50', spreadText(r.seriesLoad.p50Ratio)],
  ],
)}

The figures before the change (issue 19) are in OPTIMIZATIONS.md, round 5.

`
    : ''
}${r.explain ? `${explainSection(r.explain)}\n\n` : ''}${r.roundCost ? `${roundCostSection(r.roundCost)}\n\n` : ''}${r.convergence ? `${convergenceSection(r.convergence)}\n\n` : ''}${mutation}

## Reproduce

\`\`\`sh
npm ci && npm run bench                 # everything; rewrites this file (about ${Math.ceil(m.seconds / 60)} min)
npm run build && node bench/run.mjs --quick   # the targets only, 3 short repetitions, writes nothing
node bench/conversion.mjs EUR JPY       # one section as JSON (needs a build); BENCH_REPS / BENCH_MS shorten it
node bench/explain.mjs                  # what explain costs, as JSON (needs a build)
node bench/roundCost.mjs                # a live round on 200 and 7,000 synthetic snapshots, as JSON (needs a build)
npm run bench:convergence               # a fleet of 3 following a write to Redis (needs redis-server)
node bench/serve.mjs --quick           # serve against @hono/node-server and node:http (needs a build)
node bench/seriesLoad.mjs [--dist DIR]  # the largest series in a loop beside /v1/convert (needs a build)
node bench/shutdown.mjs                 # SIGTERM to exit of ratebook serve, with a client holding half its headers (needs a build)
node bench/profile.mjs convert 5        # CPU profile of a hot loop, top self time (convert, handler, history, firstTable, ...)
npm run mutate                          # mutation testing of decimal, rates, curation (StrykerJS; about 75 min on 2 shared cores)
\`\`\`
`;
}
