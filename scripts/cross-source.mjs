#!/usr/bin/env node
// Prints the cross-source table of data/README.md: the shipped USD rates
// against the ECB's reference rates (see scripts/lib/crossSource.mjs).
//
// Usage: node scripts/cross-source.mjs [path/to/eurofxref-hist.zip]
//   default: test/fixtures/ecb/eurofxref-hist.zip (the ECB's history as recorded for the tests)

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareWithEcb, EXPLAINED, firstZipEntry, isExplained, MAX_LAG_DAYS, parseEcbCsv, THRESHOLD } from './lib/crossSource.mjs';

const root = new URL('..', import.meta.url);
const zipPath = process.argv[2] ?? fileURLToPath(new URL('test/fixtures/ecb/eurofxref-hist.zip', root));
const dataset = JSON.parse(readFileSync(new URL('data/dataset.json', root), 'utf8'));
const { rows, days } = compareWithEcb(dataset, parseEcbCsv(firstZipEntry(readFileSync(zipPath))));

const pct = (x) => `${(x * 100).toFixed(3)}%`;
const compared = days.map((d) => d.date).sort();
console.log(
  `${days.length} comparisons, ${rows.length} currencies, snapshots ${compared[0]} to ${compared.at(-1)}; the nearer of the ECB fixes on either side of the snapshot date (at most ${MAX_LAG_DAYS} days away); threshold ${pct(THRESHOLD)}\n`,
);
console.log('| code | days | median difference | max difference | on | days over threshold |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.code} | ${r.n} | ${pct(r.median)} | ${pct(r.max)} | ${r.maxDate} | ${r.over} |`);
const over = days.filter((d) => Math.abs(d.diff) > THRESHOLD);
console.log(`\n${over.length} comparisons over the threshold:\n`);
console.log('| date | code | shipped | ECB re-pivoted | difference | explanation |');
console.log('|---|---|---|---|---|---|');
for (const d of over) {
  const why = isExplained(d) ? EXPLAINED.find((e) => e.date === d.date).why : 'NOT EXPLAINED: withhold it in scripts/exclusions.json';
  console.log(`| ${d.date} | ${d.code} | ${d.shipped} | ${d.ecb} (${d.ecbDate}) | ${(d.diff * 100).toFixed(2)}% | ${why} |`);
}
