// The bundle budgets of `npm test`: each entry of dist/ as a user ships it (esbuild, big.js and valibot
// inlined, minified, gzip level 9: the bench's own measurement, bench/size.mjs), against a budget in
// bytes; any entry over its budget fails the run. Needs a fresh `npm run build`.
//
// The budgets are the sizes measured when they were set plus a small margin, so that a change that
// adds weight is seen and argued for (raise the budget in the same commit, with the reason). The
// docs/development.md's "House rules" says why the core is over its original 15 kB target.
//
//   node scripts/size-budget.mjs          check; prints every entry with its budget
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from '../bench/size.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

// kB = 1000 B of min+gzip. "measured" is the size when the budget was set (issue 26).
const BUDGETS = [
  // 15 kB was the target; 23.1 kB measured when the budgets were set: big.js (2.9 kB of it), valibot
  // (1.8 kB), SHA-256 for the catalogue fingerprint (1.3 kB), the rest ratebook's own code. The registry's
  // citations (3.1 kB) live in src/registry/citations/, which no entry imports. Since then (measured
  // 26,786): `allocate` (1,464 B), the registry's facts (1,143 B: issue 28's euro changeovers and older
  // changes of code, which `currency()` and the legal conversions answer), rounding once from the exact
  // ratio (decimal/ratio.ts, rates/unitRatio.ts), the Regulation's legal routes (rates/legalRoute.ts,
  // legalRatio.ts), one options checker (params/checkOptions.ts), group stats, and the dataset index that
  // owns every per-dataset cache (dataset/datasetIndex.ts). "B of it" = the bundle less that module.
  // Issue 32: `currency(code).sources`, the table of official sources per code (registry/officialSources.ts,
  // one character a source, generated from the recorded documents; grows with the banks).
  // Issue 31, rate policies: the sixteen built-ins with their citations, definePolicy's schema, the choice
  // of a date, the published figures and the stale flag's calendars, all on convert's path (+7.6 kB).
  { name: 'ratebook (all exports)', entry: 'dist/index.js', budget: 40_500 }, // measured 40,104 (issues 37 and 38: the sources' publishing calendars with their holidays, src/calendar/closingDays.ts and easter.ts, that policies must see, 1.6 kB, on convert's path until the policies leave it (issue 42)); before: 37,803 with the official sources of 64 sources (36,902 with 14) (27,749 before rate policies)
  // The same rounding, legal routes and options check sit on convert's own path; then (+700 B, measured 20,101)
  // receipts for every kind (rates/legalBasis.ts: the Regulation of each euro changeover, which a legal
  // receipt names as basis and provider; the rounding step) and wrongOption's value suggestions.
  { name: 'ratebook, only `convert`', contents: "export { convert } from './dist/index.js';", budget: 30_500 }, // measured 30,230 (the same calendars; issue 42's target is 15,000 once policies load only when used); before: 28,023 (20,101 before rate policies)
  // The core's growth above, plus the limiter that never fails open (issue 29). Target was 25 kB.
  { name: 'ratebook/http', entry: 'dist/http.js', budget: 48_500 }, // measured 48,1 kB with the handler as a chain of small steps (issue 42: no function over 80 lines, +0.3 kB) and timeseries under a policy; 47,439 (issues 37 and 38: the calendars above, errors in the caller's words (contracts/surfaceWords.ts), the fleet share and non-count checks of the limiter, one freshness); before: 44,515 with the whole second wave's sources table; 43,638 before: 33,788 with the sources table (issue 32); +2,354 B health, the observer and prometheusMetrics (issue 30); the rest rate policies and GET /v1/policies (issue 31)
  // The embedded dataset itself: grows with each data build; the budget catches a second copy.
  { name: 'ratebook/data', entry: 'dist/data.js', budget: 400_000 }, // measured 345,300
  // Issue 38: processMetrics() (prom-client's default process figures under their names, 1.0 kB) for
  // /metrics; prom-client itself would add 20.9 kB. An app importing only `serve` does not ship it.
  { name: 'ratebook/node', entry: 'dist/node.js', budget: 6_400 }, // measured 6,234 with processMetrics in four short families (issue 42's function length); 6,015 (4,400 before processMetrics)
  // The legacy catalogue is derived from the one currency table, so it carries the table's facts
  // (1,149 B) and quotedData.ts (574 B: the CLDR names and evidence of LEGACY_CURRENCIES, public); the
  // calendar room the feed descriptors carry (src/calendar/, 1,096 B); the shared byte cap of every
  // importer, the iterative XML scanner and TCMB's bid/ask checks (issue 27).
  // Issue 32: the second-wave banks (Europe and the IMF, Asia, the Americas, Africa; the MAS form's ASP.NET state about 5 kB of it), each a feed file of 1 to 2 kB minified.
  // Issue 42: `feeds`, every feed's descriptor by id (contract, fifth round: importFeed and feeds), ships beside the importers it
  // names: their URL windows, requests and checks, 13.4 kB that ratebook/live carried alone before (78.3 kB budget then). A target for
  // issue 42's size work: an app importing one feed should bundle one folder (importFeed by id cannot be tree-shaken).
  { name: 'ratebook/importers', entry: 'dist/importers.js', budget: 93_000 }, // measured 91.7 kB; before issue 42: measured 76.8 kB with the second wave's 48 banks and the IMF and the documents' SHA-256 (38,971 before issue 32)
  // Signed, curated stored data (issue 27: sign/datasetKey.ts 2.6 kB and sign/signedText.ts 0.9 kB
  // minified, store/adoptionFault.ts 1.4 kB, dataset/storedSchema.ts 0.8 kB), httpDatasetStore (issue 29,
  // 1.6 kB), sources combined in their own terms (round/combineQuotes.ts, crossVotes.ts) and the
  // curation the rounds carry.
  // Issue 32: the second-wave banks' descriptors and importers behind their factories, and POST requests (requestAt);
  // then a bank of hand-typed series (its folder with the rules that withhold its slips) and
  // each series' own document digest in receipts (withTableSources, currencyAnswers).
  { name: 'ratebook/live', entry: 'dist/live.js', budget: 117_800 }, // measured 117.3 kB (issue 38: signed heads and the rollback record of stored datasets, the calendars of policies); before: 115.6 kB with feedSource(id) (114.1 kB with the per-bank factories): every feed's descriptor and importer, reached by its id
  // Redis Cluster (command routing, one hash tag, the sharded channel) and batched increments, issue 29.
  { name: 'ratebook/redis', entry: 'dist/redis.js', budget: 17_200 }, // measured 17,0 kB (issue 38: the ioredis subscriber's budgeted connector, 64 KiB decoded a turn under a channel flood; 16,3 kB before with the adopted record moved forward by compare-and-set, the byte-level channel reader); before: 15,368 with the dataset schema's published figures (14,675 before; 12,868 before issue 29)
  // `defaultRules` is public and carries every rule's source and evidence, so its data ships: the peg
  // table (2,626 B: AZN, CUP and the excused dates of LSL, NAD, SZL and KMF came with the issue-27 audit),
  // the known-bad values (5,497 B), the registry's facts its `withdrawn` and `unitChanges` are derived from
  // (1,020 B), quotedData.ts (777 B), and the level rules of issue 27 (rules/pivotMove.ts, the level bound
  // and distinct quote dates in rules/limitRule.ts and judgeHistory.ts, data/regimeChanges.ts).
  { name: 'ratebook/curation', entry: 'dist/curation.js', budget: 16_300 }, // measured 15,828 (13,169 before)
  { name: 'ratebook/testing', entry: 'dist/testing.js', budget: 5_800 }, // measured 5,706 (the stored dataset's signed head in the schema); before: 5,548 (5,400 before the dataset schema's `published`)
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (!existsSync(`${root}dist/index.js`)) {
  console.error('size-budget: no dist/; run `npm run build` first.');
  process.exit(1);
}

let over = 0;
const rows = [];
for (const { name, entry, contents, budget } of BUDGETS) {
  const { gzip } = await bundle(entry ? { entry } : { contents });
  const ok = gzip <= budget;
  if (!ok) over++;
  rows.push(`${ok ? ' ' : '✗'} ${name.padEnd(28)} ${kB(gzip).padStart(9)} of ${kB(budget).padStart(9)}${ok ? '' : `  OVER by ${gzip - budget} B`}`);
}
console.log(`size budgets (min+gzip):\n${rows.join('\n')}`);
if (over > 0) {
  console.error(
    `size-budget: ${over} entr${over === 1 ? 'y is' : 'ies are'} over budget; make it smaller, or raise its budget in scripts/size-budget.mjs with the reason.`,
  );
  process.exit(1);
}
