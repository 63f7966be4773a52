#!/usr/bin/env node
// Prints the "Central banks" tables of data/README.md: every central bank's recorded rates (BANKS and SECOND_WAVE)
// against the shipped snapshots of the same dates (see scripts/lib/crossBanks.mjs). Reads the
// banks with the package's own importers, from dist/importers.js (`npm run data:cross-banks`
// builds it first).
//
// Usage: node scripts/cross-banks.mjs [--times N]
//   --times N: instead, each bank's import time over N runs (min/median/max) and its figures.
//   Reads the recorded documents of test/fixtures/central-banks/ and test/fixtures/ecb/eurofxref-hist.zip.

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as importers from '../dist/importers.js';
import { importBank, readBankDocuments } from './lib/bankDocuments.mjs';
import { ALL_BANKS, crossCheckBanks } from './lib/crossBanks.mjs';
import { renderCrossBanks } from './lib/renderCrossBanks.mjs';
import { firstZipEntry, parseEcbCsv } from './lib/crossSource.mjs';

const root = new URL('..', import.meta.url);
const shipped = JSON.parse(readFileSync(new URL('data/dataset.json', root), 'utf8'));
const documents = readBankDocuments(new URL('test/fixtures/central-banks/', root), ALL_BANKS);
const ecb = parseEcbCsv(firstZipEntry(readFileSync(new URL('test/fixtures/ecb/eurofxref-hist.zip', root))));
const imported = Object.fromEntries(ALL_BANKS.map((bank) => [bank.name, importBank(importers, bank, documents[bank.name], shipped).dataset]));
const result = crossCheckBanks(shipped, imported, ecb);

const timesAt = process.argv.indexOf('--times');
if (timesAt < 0) {
  process.stdout.write(renderCrossBanks(result));
} else {
  const runs = Number(process.argv[timesAt + 1] ?? 5);
  console.log(`| bank | codes | dates | values read | import ms (min / median / max of ${runs}) | median difference |`);
  console.log('|---|---|---|---|---|---|');
  for (const bank of ALL_BANKS) {
    const ms = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      importBank(importers, bank, documents[bank.name], shipped);
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    const b = result.banks.find((x) => x.bank === bank.name);
    const fmt = (x) => x.toFixed(1);
    console.log(
      `| ${bank.name} | ${b.codes} | ${b.dates} | ${b.values} | ${fmt(ms[0])} / ${fmt(ms[ms.length >> 1])} / ${fmt(ms.at(-1))} | ${b.median === undefined ? '-' : `${(b.median * 100).toFixed(3)}%`} |`,
    );
  }
}
