// The bundle budgets of `npm test`: each entry of dist/ as a user ships it (esbuild, valibot
// inlined, minified, gzip level 9: the bench's own measurement, bench/size.mjs), against a budget in
// bytes; any entry over its budget fails the run. Needs a fresh `npm run build`.
//
// A budget is a target, set by what the entry should cost, with its reason, never the last
// measurement plus a margin. Where an entry is not at its target yet, `ceiling` is what it may not
// exceed meanwhile and `missing` says what stands between it and the target; the run prints both and
// fails over the ceiling. A change that adds weight argues for it here, in the same commit.
//
//   node scripts/size-budget.mjs          check; prints every entry with its budget
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from '../bench/size.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

// kB = 1000 B of min+gzip. "measured" is the size when the budget was set (issue 26).
const BUDGETS = [
  // Issue 42 ("A light core"): what an app imports is what it ships. `convert` alone is the call most
  // users make: the parse, pair and product of one conversion, its exact rounding (BigInt), with its
  // errors in words; no policy, receipt, legal route or table of sources (money.js is about 1 kB;
  // dinero.js's core a few kB).
  {
    name: 'ratebook, only `convert`',
    contents: "export { convert } from './dist/index.js';",
    budget: 15_000,
    // Issue 42: 28.3 -> 20.0 -> 16.4 -> 16.1 kB (the core's top-level calls marked pure, legal routes' bases and
    // laws in the receipts, the factor table without names, the stale flag's own TARGET instant, the receipt's
    // rounding step in ratebook/receipts); 16.1 -> 12.9 kB (measured 12,897) once divideExact, the one use of big.js
    // (2.9 kB), became the BigInt division the conversion's rounding already made (src/decimal/divide.ts).
  },
  // Every operation of the core, with valibot (the dataset's schema for loadDataset) and the currency
  // registry `currency()` answers; policies are `ratebook/policies`, the official sources of each
  // currency `ratebook/sources`.
  {
    name: 'ratebook (all exports)',
    entry: 'dist/index.js',
    budget: 25_000,
    // Issue 42: 38.2 -> 33.0 -> 29.3 -> 28.1 kB (the official-sources table in ratebook/sources, the dataset schema's
    // actions as one check each, a live store's members checked by live's reader); 28.1 -> 24.95 kB without big.js.
    // Issue 47 (h47core): 24.9 -> 24.2 kB (measured 24,200; 24,878 before): history's refusals of a policy and a
    // policy's account reached through ratebook/policies (-0.14 kB), the registry's ISO names one text in
    // withdrawals.ts's row order (-0.17 kB), a series' cache key built by the handler's seriesGenerator, an unused
    // lookup of rates columns in loadDataset's paths, newestQuoted without its own cache, allocate's option messages by
    // wrongOption, a few shared builders. Each export's share now (gzip of the core with and without it): loadDataset
    // 4.8 kB (valibot and the schema's sentences, buildDataset's relation checks and rows, the reserved keys), the
    // series with history 2.0 kB, allocate 1.4 kB, currency and currencies 1.3 kB, converter 0.3 kB, rates 0.1 kB.
  },
  // The core (25 kB) less what a handler never calls, and the edge itself: auth, CORS, caching, problem
  // bodies, the status and the stale header (hono is about 14 kB without any operation). What only some
  // requests need is a chunk the handler imports on the first request that needs it (src/http/onDemand.ts),
  // not counted here (bench/size.mjs measures what loads with the entry): the OpenAPI document (issue 40),
  // and since issue 42 the rate policies (policy=, GET /v1/policies), the receipts (explain=), the time
  // series, the currency metadata routes, the rate limiter, /healthz, /readyz and /metrics; the options are
  // checked by shapes of the handler's own (src/http/optionShapes.ts), so it carries no valibot.
  {
    name: 'ratebook/http',
    entry: 'dist/http.js',
    budget: 32_000,
    // Issue 42: 49.7 kB before the chunks loaded on first use; 34.8 kB with them, 33.0 kB merged (measured 33,021).
    // Issue 46 (h46http): 32.9 -> 30.5 kB (measured 30,487), at its target. The general calendars (closing days, Easter,
    // the sources' and the tax authorities' calendars, about 5 kB minified) load with the policies' chunk:
    // the stale header, /v1/status, /readyz and the metric judge a plain dataset by calendar/datasetStaleAt.ts
    // (as convert's stale flag), and neither the handler nor the flag imports the calendar room's face, which
    // put every calendar in the chunk the handler loads at once (tsup.config.ts, coreLayout): -2.3 kB. The
    // Time series body's writers (http/seriesJson.ts) load with the series' chunk: -0.2 kB.
  },
  // The policies: the nineteen built-ins with their basis, definePolicy's schema (valibot), the choice
  // of a date, the sources' calendars (closing days, Easter, HMRC's and the Treasury's periods), and the
  // core's pair and snapshot lookup they choose with: `convert`'s 13 kB and about 8 kB of policies.
  {
    name: 'ratebook/policies',
    entry: 'dist/policies.js',
    budget: 21_000,
    ceiling: 21_760, // 25.8 -> 24.6 kB with convert's path (issue 42); 21,753 without big.js
    missing:
      "0.8 kB more, of (minified): definePolicy's valibot schema (valibot 5.6 kB), the sixteen national policies' data (6.5 kB) and the calendars every policy loads (closing days, zoned time, the tax periods: 7.3 kB)",
  },
  // The receipts alone: the version fingerprint (SHA-256, 2 kB minified), the receipt's frame and
  // providers, legal receipts and the snapshot search they name; about 2 kB beside `convert`.
  // Issue 42: +0.1 kB, the legal routes' bases and laws (rates/legalBasis.ts, 1.2 kB minified) load here,
  // off convert's path.
  // h46conv: +1.6 kB alone, the rounding step's increment (the cash and registry tables) worked out here instead
  // of on convert's path; an app ships it with an operation anyway: convert + receipts 19.07 -> 18.80 kB.
  // Worth it: the receipts are only ever imported beside an operation, whose `round` carries those tables
  // already, and the call most users make (convert without receipts) no longer carries the step.
  // The target, 7.5 kB: half of `convert`'s 15 kB. A receipt explains one operation's answer, so it should
  // weigh less than the operation it explains. (Measured 6,183 B; 4,629 before h46conv.)
  { name: 'ratebook/receipts', entry: 'dist/receipts.js', budget: 7_500 },
  // Issue 42: the official-sources table currency().sources reads (generated from the recorded documents,
  // 3 kB minified; the feed names and one character a source for each code), out of the core.
  { name: 'ratebook/sources', entry: 'dist/sources.js', budget: 1_800 }, // measured 1,715
  // The embedded dataset itself: grows with each data build; the budget catches a second copy.
  // Issue 42 (h46cold): 339.7 -> 319.5 kB, the locales in a compact text (dataset/localeCode.ts); the older rates rows in a function (+0.2 kB).
  // Issue 42 (h47cold): -0.7 kB, a snapshot's capture time left out of the embedded head where it is the date's midnight UTC.
  { name: 'ratebook/data', entry: 'dist/data.js', budget: 400_000 }, // measured 318,783; 319,462 before (h47cold)
  // Issue 38: processMetrics() (prom-client's default process figures under their names, 1.0 kB) for
  // /metrics; prom-client itself would add 20.9 kB. An app importing only `serve` does not ship it.
  // Target: three quarters of @hono/node-server's `serve` alone (8.5 kB here, bench/size.mjs's measure), which bridges
  // requests and nothing more; ours also bounds the head and the body, drains on SIGTERM and reads data files.
  // History: 4,400 before processMetrics; 6,015; 6,234 with processMetrics in four short families; 6,038 now.
  { name: 'ratebook/node', entry: 'dist/node.js', budget: 6_400 },
  // The legacy catalogue is derived from the one currency table, so it carries the table's facts
  // (1,149 B) and quotedData.ts (574 B: the CLDR names and evidence of LEGACY_CURRENCIES, public); the
  // calendar room the feed descriptors carry (src/calendar/, 1,096 B); the shared byte cap of every
  // importer, the iterative XML scanner and TCMB's bid/ask checks (issue 27).
  // Issue 32: the second-wave banks (Europe and the IMF, Asia, the Americas, Africa; the MAS form's ASP.NET state about 5 kB of it), each a feed file of 1 to 2 kB minified.
  // Issue 42: `feeds`, every feed's descriptor by id (contract, fifth round: importFeed and feeds), ships beside the importers it
  // names: their URL windows, requests and checks, 13.4 kB that ratebook/live carried alone before (78.3 kB budget then). A target for
  // issue 42's size work: an app importing one feed should bundle one folder (importFeed by id cannot be tree-shaken).
  // Issue 39's tax authorities: HMRC's and the Treasury's importers (+6.8 kB): the Treasury's 200 country-currency labels
  // with their ISO codes and date bounds (treasuryLabels.ts, 7.3 kB minified), HMRC's three layouts, the Treasury's CSV and JSON.
  // Target: the core's dataset building (about 10 kB of the core) and every source's importer at about 1.3 kB
  // each (64 feeds, `importFeed` by id cannot be tree-shaken), the zip and XML readers and the Treasury's label table:
  // 100 kB. History: 38,971 before issue 32; 76.8 kB with the second wave; 93.2 kB (issue 39); 100.5 kB with the
  // tax authorities; 99.2 kB (issue 46); 96.2 kB without big.js (issue 42, this round).
  { name: 'ratebook/importers', entry: 'dist/importers.js', budget: 100_000 },
  // Signed, curated stored data (issue 27: sign/datasetKey.ts 2.6 kB and sign/signedText.ts 0.9 kB
  // minified, store/adoptionFault.ts 1.4 kB, dataset/storedSchema.ts 0.8 kB), httpDatasetStore (issue 29,
  // 1.6 kB), sources combined in their own terms (round/combineQuotes.ts, crossVotes.ts) and the
  // curation the rounds carry.
  // Issue 32: the second-wave banks' descriptors and importers behind their factories, and POST requests (requestAt);
  // then a bank of hand-typed series (its folder with the rules that withhold its slips) and
  // each series' own document digest in receipts (withTableSources, currencyAnswers).
  // Issue 39's tax authorities: feedSource('hmrc') and feedSource('us-treasury') carry their importers (+7.6 kB, the label table the most), period calendars, frequency.
  // Target: the importers' 100 kB and a live round's own 25 kB (the fetch with its bounds, the curation, the signing,
  // the stores, the calendars of when each source publishes): 125 kB. History: 114.1 kB with per-bank factories;
  // 117.3 kB (issue 38); 119.2 kB (issue 39); 126.8 kB with the tax authorities; 124.0 kB without big.js (issue 42).
  { name: 'ratebook/live', entry: 'dist/live.js', budget: 125_000 },
  // Redis Cluster (command routing, one hash tag, the sharded channel) and batched increments, issue 29.
  // Target: 16 kB, the dataset file's reading the stored data needs (loadDataset with its valibot schema, about 6 kB of
  // the core) and 10 kB of its own: the rate-limit and dataset stores over a client the user brings, and ratebook's own
  // RESP subscriber (an incremental reader, AUTH, MOVED, backoff: node-redis has no hook on its sockets, issue 38
  // item 6). History: 12,868 before
  // issue 29; 15,368; 17.0 kB (issue 38); 19,154 (issue 39 merged); 15,064 (issue 46); 14,960 now.
  { name: 'ratebook/redis', entry: 'dist/redis.js', budget: 16_000 },
  // `defaultRules` is public and carries every rule's source and evidence, so its data ships: the peg
  // table (2,626 B: AZN, CUP and the excused dates of LSL, NAD, SZL and KMF came with the issue-27 audit),
  // the known-bad values (5,497 B), the registry's facts its `withdrawn` and `unitChanges` are derived from
  // (1,020 B), quotedData.ts (777 B), and the level rules of issue 27 (rules/pivotMove.ts, the level bound
  // and distinct quote dates in rules/limitRule.ts and judgeHistory.ts, data/regimeChanges.ts).
  { name: 'ratebook/curation', entry: 'dist/curation.js', budget: 17_000 }, // measured 16,935 with the registry's facts apart from their names (issue 42: registry/withdrawals.ts, the compact table a conversion reads; registryData.ts the names; +0.15 kB for the two tables and their join); 16,784 with curate keeping each kept value's published_at and versions (issue 39, asOf); 16,660 (issue 39: withholding one published version of a value, HMRC's April 2019 BRL slip with its evidence); 15,828 (13,169 before)
  // Issue 41: a whole Worker, as `wrangler deploy` uploads it: the embedded dataset (its fallback, 320 kB of
  // it, ratebook/data's budget), the handler, and a live round of every feed by its id (RATEBOOK_SOURCE_URL
  // names any: feedSource cannot be tree-shaken) with the curation and the signing. Cloudflare takes 3 MB
  // (Free) and 10 MB (Paid) after gzip (docs/cloudflare.md): the budget keeps it a sixth of the Free plan's.
  // Issue 39: +0.9 kB, the tax policies and calendars the worker's handler carries (its live round reads any feed, HMRC's and the Treasury's with them).
  // Issue 39: the worker's handler carries the tax policies and calendars, its live round HMRC's and the Treasury's importers.
  // Issue 42 item 3: +0.1 kB, utcDate computes the day (integer civil-from-days) instead of remembering the last one (no module state).
  // Issue 42: +0.1 kB, the registration of the official-sources table the handler and the live round bring (the table shipped already); +0.3 kB, a worker carries both the stale flag's own instant (calendar/datasetStaleAt.ts) and the general calendars of its live round, and the registry's facts apart from their names.
  // Measured whole (`whole: true`): the handler's chunks loaded on first use (policies, receipts, series, ...) are in the
  // one file a Worker uploads (wrangler bundles a dynamic import into it).
  // Measured whole, the worker is 516.7 kB: the same code as before (498.7 kB loads at once) and the OpenAPI document
  // (about 7.6 kB), which the earlier measure left out as a chunk loaded on first use; it is uploaded all the same.
  // Target: a sixth of the Free plan's 3 MB, 500 kB. History: 497,142 before issue 42's light core; 508.5 kB (issue 39);
  // 516.7 kB measured whole (the OpenAPI document and the chunks loaded on first use counted, as wrangler uploads them);
  // 496,749 (h46cold, the locales' compact text); 492,098 now (big.js out, the embedded head's midnight capture times).
  { name: 'ratebook/cloudflare', entry: 'dist/cloudflare.js', whole: true, budget: 500_000 },
  // Target: the arbitraries alone (fast-check is the user's, left an import): 3 kB. History: 5,400 when it carried
  // the dataset schema; 5,706 with the signed head in it; 2,182 since the schema stays with the core.
  { name: 'ratebook/testing', entry: 'dist/testing.js', budget: 3_000 },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (!existsSync(`${root}dist/index.js`)) {
  console.error('size-budget: no dist/; run `npm run build` first.');
  process.exit(1);
}

let over = 0;
const rows = [];
for (const { name, entry, contents, whole, budget, ceiling, missing } of BUDGETS) {
  const { gzip } = await bundle(entry ? { entry, whole } : { contents });
  const limit = ceiling ?? budget;
  const ok = gzip <= limit;
  if (!ok) over++;
  const target = ceiling === undefined ? '' : gzip <= budget ? '  (at its target)' : `  target ${kB(budget)}, not reached: ${missing}`;
  rows.push(`${ok ? ' ' : '✗'} ${name.padEnd(28)} ${kB(gzip).padStart(9)} of ${kB(limit).padStart(9)}${ok ? '' : `  OVER by ${gzip - limit} B`}${target}`);
}
console.log(`size budgets (min+gzip):\n${rows.join('\n')}`);
if (over > 0) {
  console.error(
    `size-budget: ${over} entr${over === 1 ? 'y is' : 'ies are'} over budget; make it smaller, or raise its budget in scripts/size-budget.mjs with the reason.`,
  );
  process.exit(1);
}
