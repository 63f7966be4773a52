#!/usr/bin/env node
// Copies the real documents the tests read from the project's shared reference data (the
// workplace's shared/data, outside the repository, given as the argument) into test/fixtures/ecb/
// test/fixtures/central-banks/ and test/fixtures/tax-authorities/, and writes test/fixtures/manifest.json: each copy's origin,
// size and SHA-256. Run it only to refresh the copies; no test runs it, the tests read the copies
// (test/fixtures/manifest.test.ts holds every copy to its SHA-256).
//
// Usage: node scripts/copy-fixtures.mjs <path/to/shared/data>

import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv[2] === undefined) {
  console.error('usage: node scripts/copy-fixtures.mjs <path/to/shared/data>');
  process.exit(2);
}
const shared = resolve(process.argv[2]);
const fixtures = join(root, 'test/fixtures');
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Copies one file and returns its manifest entry. */
function copy(path, origin) {
  mkdirSync(dirname(join(fixtures, path)), { recursive: true });
  copyFileSync(join(shared, path), join(fixtures, path));
  const bytes = readFileSync(join(fixtures, path));
  return { path, copiedFrom: `shared/data/${path}`, origin, bytes: bytes.length, sha256: sha256(bytes) };
}

const files = [
  copy('ecb/eurofxref-hist.zip', 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip'),
  copy('ecb/eurofxref-daily.xml', 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
];

// The recorder's manifest holds 423 files of 64 banks and the IMF: all are copied, and the
// manifest itself unchanged, so that every bank's importer test reads its documents from the clone.
const originalText = readFileSync(join(shared, 'central-banks/manifest.json'));
const kept = JSON.parse(originalText.toString('utf8'));
mkdirSync(join(fixtures, 'central-banks'), { recursive: true });
writeFileSync(join(fixtures, 'central-banks/manifest.json'), originalText);
files.push({
  path: 'central-banks/manifest.json',
  copiedFrom: 'shared/data/central-banks/manifest.json',
  origin: "the recorder's manifest of the central banks' responses (lineofflight/frankfurter's recorded cassettes, 2026)",
  bytes: originalText.length,
  sha256: sha256(originalText),
});
for (const entry of kept) {
  const copied = copy(`central-banks/${entry.file}`, entry.request);
  if (copied.sha256 !== entry.sha256) throw new Error(`${entry.file}: sha256 ${copied.sha256}, the recorder's manifest says ${entry.sha256}`);
  files.push(copied);
}

// The tax authorities' recorded documents (HMRC's monthly, average and spot files, the Treasury's
// Reporting Rates): every file is copied, with the recorder's manifest and README unchanged, and each
// file's origin is the repository copy it was taken from (its commit), as that manifest names it.
const taxText = readFileSync(join(shared, 'tax-authorities/manifest.json'));
for (const name of ['manifest.json', 'README.md']) {
  const bytes = readFileSync(join(shared, 'tax-authorities', name));
  mkdirSync(join(fixtures, 'tax-authorities'), { recursive: true });
  writeFileSync(join(fixtures, 'tax-authorities', name), bytes);
  files.push({
    path: `tax-authorities/${name}`,
    copiedFrom: `shared/data/tax-authorities/${name}`,
    origin: `the recorder's ${name === 'README.md' ? 'notes' : 'manifest'} of the tax authorities' documents (each file's provenance and fidelity), 2026`,
    bytes: bytes.length,
    sha256: sha256(bytes),
  });
}
for (const entry of JSON.parse(taxText.toString('utf8')).files) {
  const { repository, commit, path } = entry.source;
  const copied = copy(`tax-authorities/${entry.path}`, `https://github.com/${repository}/blob/${commit}/${path}`);
  if (copied.sha256 !== entry.sha256) throw new Error(`${entry.path}: sha256 ${copied.sha256}, the recorder's manifest says ${entry.sha256}`);
  files.push(copied);
}

const manifest = {
  about: 'Real documents copied from the reference data (shared/data) for the tests; see README.md. path is relative to test/fixtures/.',
  files,
};
writeFileSync(join(fixtures, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${files.length} files, ${files.reduce((n, f) => n + f.bytes, 0)} bytes`);
