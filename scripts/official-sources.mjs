#!/usr/bin/env node
// Writes src/registry/officialSources.ts and the "Official sources per currency" section of
// data/README.md (placed before "Currency registry"): for every fiat code of the embedded data, the
// official sources quoting it in their recorded documents (test/fixtures/), read with the package's
// own importers from dist/importers.js (`npm run data:sources` builds it first).
//
// Usage: node scripts/official-sources.mjs [--check]   (--check: exit 1 if either file would change)

import { readFileSync, writeFileSync } from 'node:fs';
import * as importers from '../dist/importers.js';
import { BANKS, SECOND_WAVE, importBank, readBankDocuments } from './lib/bankDocuments.mjs';
import { officialSources, quotedBy, renderCoverage, renderRegistryFile } from './lib/officialSources.mjs';

const root = new URL('..', import.meta.url);
const shipped = JSON.parse(readFileSync(new URL('data/dataset.json', root), 'utf8'));
const banks = [...BANKS, ...SECOND_WAVE];
const documents = readBankDocuments(new URL('test/fixtures/central-banks/', root), banks);
const ecbDaily = readFileSync(new URL('test/fixtures/ecb/eurofxref-daily.xml', root));
const sources = [
  quotedBy('ecb', importers.importFeed('ecb', ecbDaily, { metadata: shipped, allowMinimalMetadata: true }).dataset),
  ...banks.map((bank) => quotedBy(bank.name, importBank(importers, bank, documents[bank.name], shipped).dataset, bank.home)),
];
const result = officialSources(sources, shipped.fiat);

const registryUrl = new URL('src/registry/officialSources.ts', root);
const readmeUrl = new URL('data/README.md', root);
const registry = renderRegistryFile(result);
const readme = readFileSync(readmeUrl, 'utf8');
const heading = '\n## Official sources per currency\n';
const next = '\n## Currency registry\n';
const before = readme.includes(heading) ? readme.slice(0, readme.indexOf(heading)) : readme.slice(0, readme.indexOf(next));
const after = readme.slice(readme.indexOf(next));
const updated = `${before}\n${renderCoverage(result, sources)}${after}`;

if (process.argv.includes('--check')) {
  const stale = [registry !== readFileSync(registryUrl, 'utf8') && 'src/registry/officialSources.ts', updated !== readme && 'data/README.md'].filter(Boolean);
  if (stale.length) {
    console.error(`out of date: ${stale.join(', ')} (run npm run data:sources)`);
    process.exit(1);
  }
} else {
  writeFileSync(registryUrl, registry);
  writeFileSync(readmeUrl, updated);
  console.log(`${Object.keys(result.byCode).length} codes with an official source, ${result.none.length} without, ${sources.length} sources`);
}
