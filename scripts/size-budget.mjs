// The bundle budgets of `npm test`: each entry of dist/ as a user ships it (esbuild, big.js and valibot
// inlined, minified, gzip level 9: the bench's own measurement, bench/size.mjs), against a budget in
// bytes; any entry over its budget fails the run. Needs a fresh `npm run build`.
//
// The budgets are the sizes measured when they were set plus a small margin, so that a change that
// adds weight is seen and argued for (raise the budget in the same commit, with the reason). The
// README's "House rules" says why the core is over its original 15 kB target.
//
//   node scripts/size-budget.mjs          check; prints every entry with its budget
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from '../bench/size.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

// kB = 1000 B of min+gzip. "measured" is the size when the budget was set (issue 26).
const BUDGETS = [
  // 15 kB was the target; 23.1 kB measured: big.js (2.9 kB of it), valibot (1.8 kB), the registry's
  // citations (1.2 kB), SHA-256 for the catalogue fingerprint (1.3 kB), the rest ratebook's own code.
  { name: 'ratebook (all exports)', entry: 'dist/index.js', budget: 24_000 }, // measured 23,076
  { name: 'ratebook, only `convert`', contents: "export { convert } from './dist/index.js';", budget: 18_000 }, // measured 17,169
  { name: 'ratebook/http', entry: 'dist/http.js', budget: 31_000 }, // measured 29,803 (target 25 kB)
  // The embedded dataset itself: grows with each data build; the budget catches a second copy.
  { name: 'ratebook/data', entry: 'dist/data.js', budget: 400_000 }, // measured 344,630
  { name: 'ratebook/node', entry: 'dist/node.js', budget: 5_000 }, // measured 4,365
  { name: 'ratebook/importers', entry: 'dist/importers.js', budget: 37_500 }, // measured 35,525
  { name: 'ratebook/live', entry: 'dist/live.js', budget: 60_000 }, // measured 56,849
  { name: 'ratebook/redis', entry: 'dist/redis.js', budget: 13_500 }, // measured 12,868
  { name: 'ratebook/curation', entry: 'dist/curation.js', budget: 14_000 }, // measured 13,169
  { name: 'ratebook/testing', entry: 'dist/testing.js', budget: 5_500 }, // measured 4,803
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
