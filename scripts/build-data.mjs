#!/usr/bin/env node
// Builds data/dataset.json (format: data/README.md) from npm packages:
//   rates     every dated version of @fawazahmed0/currency-api (one snapshot each)
//   fiat      currency-codes (ISO 4217 list one), cldr-core (currencyData, parentLocales)
//   names     cldr-numbers-full (localized fiat names and symbols)
//   crypto    @ledgerhq/cryptoassets, @metamask/contract-metadata, scripts/crypto-curated.json
//   withheld  the package's curation (src/curation, entry ratebook/curation):
//             `curate` runs snapshot by snapshot in date order (history so far ->
//             next raw snapshot), exactly as a live round does; each value it
//             withholds is stored as null (never replaced by another value).
//             It is imported from dist/curation.js, which `npm run data:build`
//             builds first (`npm run build:js`), so build and package share one code.
// and rewrites the generated part of data/README.md (counts, sizes, left-out
// codes, crypto sources, withheld values, sanity report).
//
// Usage: npm run data:build [-- --offline] [-- --concurrency 6]
//   (node scripts/build-data.mjs alone uses the dist/curation.js already built)
//   --offline       use only the cache (no registry calls)
//   --concurrency   parallel `npm pack` downloads (default 6)
//
// Downloads are cached in .cache/data-build/ (gitignored); a rerun fetches
// only versions that are new on the registry. Same cache -> byte-identical
// dataset.json and README.

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importBank, readBankDocuments } from './lib/bankDocuments.mjs';
import { ALL_BANKS, disputesOf } from './lib/crossBanks.mjs';
import { firstZipEntry, parseEcbCsv } from './lib/crossSource.mjs';
import { buildCryptoMeta, loadLedger, loadMetaMask } from './lib/crypto.mjs';
import { curateSeries, loadCuration } from './lib/curateSeries.mjs';
import { checkKnownBad, dropColumns, knownBadCells } from './lib/exclusions.mjs';
import { buildLocales, classifyFiat, loadIsoList, newerIsoCurrencies, parentChain, readCldrCurrencies } from './lib/fiat.mjs';
import { cachedPackage, readJson, readLicence } from './lib/npm-cache.mjs';
import { fetchRateFiles, listVersions, RATES_PACKAGE, readRateFile } from './lib/rates-source.mjs';
import { aliasFiller, rawRows } from './lib/rawRows.mjs';
import { withholdDisputes } from './lib/officialDisputes.mjs';
import { renderReadme } from './lib/readme.mjs';
import { sanityCheck, summarizeFindings } from './lib/sanity.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, '.cache', 'data-build');
const OUT = join(ROOT, 'data', 'dataset.json');
const README = join(ROOT, 'data', 'README.md');

export const FORMAT = 'ratebook-dataset@1';
export const PIVOT = 'USD';

/**
 * Metadata packages, pinned so the same rates give the same dataset. Bump a
 * version here to take newer CLDR / ISO / token facts.
 */
export const PACKAGES = {
  isoCodes: { name: 'currency-codes', version: '2.2.0', licence: 'MIT', use: 'active ISO 4217 codes and minor units' },
  cldrCore: {
    name: 'cldr-core',
    version: '48.2.0',
    licence: 'Unicode-3.0',
    use: 'parentLocales (inheritance), currencyData (ISO codes newer than currency-codes)',
  },
  cldrNumbers: { name: 'cldr-numbers-full', version: '48.2.0', licence: 'Unicode-3.0', use: 'localized fiat names and symbols' },
  ledger: {
    name: '@ledgerhq/cryptoassets',
    version: '13.56.0',
    licence: 'Apache-2.0 in package.json; the LICENSE.txt it ships is MIT',
    use: 'native-chain crypto names and exponents',
  },
  metamask: { name: '@metamask/contract-metadata', version: '2.5.0', licence: 'ISC', use: 'Ethereum ERC-20 names and decimals' },
};

/** Shipped locales, in CLDR's canonical BCP 47 casing. `en` is required by the loader. */
export const LOCALES = [
  'ar',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IN',
  'es',
  'es-419',
  'es-MX',
  'fa',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
  'zh-Hant',
];

/**
 * Upstream quoted a long tail of ~460 small tokens in its 2024 builds and
 * stopped on 2024-09-01; a crypto code whose last quote is before this date
 * is dropped (listed in the README) rather than shipped as a column of nulls.
 */
export const CRYPTO_LAST_QUOTE_CUTOFF = '2025-01-01';

const CODE_RE = /^[A-Z0-9]{2,12}$/;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const t0 = Date.now();
  const lap = timer();
  const ctx = { npmCacheDir: join(CACHE, 'npm-cache'), scratchDir: join(CACHE, 'tmp'), offline: args.offline };
  await mkdir(CACHE, { recursive: true });

  console.log(`[1/6] rates: ${RATES_PACKAGE}`);
  const { dated, skipped } = await listVersions(CACHE, { offline: args.offline });
  if (skipped.length) console.log(`  skipping ${skipped.length} non-dated versions: ${skipped.join(', ')}`);
  console.log(`  ${dated.length} dated versions, ${dated[0]?.version} .. ${dated.at(-1)?.version}`);
  const downloaded = args.offline
    ? 0
    : await fetchRateFiles(
        CACHE,
        dated.map((d) => d.version),
        { concurrency: args.concurrency, ...ctx },
      );
  console.log(`  done in ${lap()}`);

  console.log('[2/6] metadata packages');
  const pkgDirs = await fetchMetadataPackages(ctx);
  await rm(ctx.npmCacheDir, { recursive: true, force: true });
  await rm(ctx.scratchDir, { recursive: true, force: true });
  console.log(`  done in ${lap()}`);

  console.log('[3/6] reading snapshots');
  const raw = await readSnapshots(dated);
  console.log(`  ${raw.snapshots.length} snapshots, ${raw.codes.size} upstream codes; done in ${lap()}`);

  console.log('[4/6] classifying codes and building metadata');
  const curated = {
    fiat: await readJson(join(ROOT, 'scripts', 'fiat-curated.json')),
    crypto: await readJson(join(ROOT, 'scripts', 'crypto-curated.json')),
  };
  const curation = await loadCuration();
  const rules = curation.defaultRules;
  const classes = await classifyCodes(raw, pkgDirs, curated, rules);
  const { locales, stats: localeStats } = buildLocales(LOCALES, classes.fiat, pkgDirs.cldrCurrencies, pkgDirs.parentLocales);
  console.log(`  fiat ${classes.fiat.length}, crypto ${classes.crypto.length}, left out ${classes.leftOut.size}; done in ${lap()}`);
  for (const w of classes.warnings) console.log(`  note: ${w}`);

  console.log('[5/6] writing data/dataset.json');
  const { snapshots: rawRows, valueIssues, aliasLiterals } = buildSnapshots(raw, classes);
  checkKnownBad(rules.knownBad, { upstreamCodes: raw.codes, dates: new Set(rawRows.map((r) => r.date)), pivot: PIVOT });
  const result = curateSeries(curation, { pivot: PIVOT, fiat: classes.fiat, crypto: classes.crypto }, rawRows, {
    rules,
    backfill: true,
    fill: aliasFiller([...classes.fiat, ...classes.crypto], aliasLiterals, () => classes.aliasFills++),
  });
  const snapshots = result.rows;
  const withheld = knownBadCells(rules.knownBad, result.withheld);
  const byRule = result.withheld
    .filter((w) => w.rule !== 'known_bad')
    .map((w) => ({ rule: w.rule, code: w.code, date: w.date, value: w.value, detail: w.reason }));
  const counts = {};
  for (const w of result.withheld) counts[w.rule] = (counts[w.rule] ?? 0) + 1;
  console.log(
    `  curated ${rawRows.length} snapshots: withheld ${result.withheld.length} values (${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}); ${result.levelChanges.length} level changes, ${result.restored.length} earlier publications restored`,
  );
  withheld.unquoted = dropUnquoted(snapshots, classes, locales);
  for (const c of withheld.unquoted) console.log(`  note: ${c}: every quote withheld; dropped`);
  const ruleFacts = rules;
  const dataset = {
    format: FORMAT,
    pivot: PIVOT,
    fiat: classes.fiat,
    crypto: classes.crypto,
    fiatMeta: Object.fromEntries(classes.fiat.map((c) => [c, { minorUnits: classes.fiatInfo.get(c).minorUnits }])),
    cryptoMeta: Object.fromEntries(classes.crypto.map((c) => [c, classes.cryptoMeta[c]])),
    locales: Object.fromEntries(
      LOCALES.slice()
        .sort(cmp)
        .map((l) => [l, locales[l]]),
    ),
    snapshots,
  };
  const disputes = await withholdOfficialDisputes(dataset);
  console.log(`  official sources: ${disputes.comparisons} comparisons, ${disputes.withheld.length} values withheld`);
  for (const w of disputes.withheld) console.log(`    ${w.date} ${w.code} ${w.value}: ${w.text}`);
  assertShape(dataset);
  const findings = [...valueIssues, ...sanityCheck(dataset, rules.unitChanges)];
  const unresolved = findings.filter((f) => f.check === 'unit');
  if (unresolved.length) {
    for (const f of unresolved) console.log(`  unit change? ${f.date} ${f.code} ${f.detail}`);
    throw new Error(`${unresolved.length} move(s) by a power of ten to resolve in scripts/fiat-curated.json unitChanges or scripts/exclusions.json`);
  }
  const text = `${JSON.stringify(dataset)}\n`;
  await writeFile(OUT, text);
  const sizes = { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
  console.log(`  ${fmtBytes(sizes.raw)} raw, ${fmtBytes(sizes.gzip)} gzip -9; done in ${lap()}`);

  console.log('[6/6] sanity pass and data/README.md');
  printFindings(findings);
  const readme = await readFile(README, 'utf8');
  const generated = renderReadme({
    dataset,
    sizes,
    dated,
    skipped,
    raw,
    classes,
    localeStats,
    findings,
    withheld,
    rules: byRule,
    disputes,
    ruleFacts,
    curated,
    curation: result,
    packages: PACKAGES,
    licences: pkgDirs.licences,
    ratesPackage: RATES_PACKAGE,
    cutoff: CRYPTO_LAST_QUOTE_CUTOFF,
  });
  await writeFile(README, spliceGenerated(readme, generated));
  console.log(`  done in ${lap()}`);

  const d = dataset.snapshots;
  console.log(
    `\nbuilt ${d.length} snapshots (${d[0].date} .. ${d.at(-1).date}), ${dataset.fiat.length} fiat, ${dataset.crypto.length} crypto, ` +
      `${LOCALES.length} locales; ${downloaded} new downloads; ${fmtBytes(sizes.raw)} (${fmtBytes(sizes.gzip)} gzip) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/**
 * Fetches (or finds in the cache) the pinned metadata packages, keeping only
 * the files the build reads. cldr-core comes first because the parent
 * locales decide which cldr-numbers-full files are needed.
 */
async function fetchMetadataPackages(ctx) {
  const get = (p, members) => cachedPackage(CACHE, p.name, p.version, members, ctx);
  const coreDir = await get(PACKAGES.cldrCore, ['package/supplemental/parentLocales.json', 'package/supplemental/currencyData.json']);
  const parentLocales = (await readJson(join(coreDir, 'supplemental', 'parentLocales.json'))).supplemental.parentLocales.parentLocale;
  const cldrLocales = [...new Set([...LOCALES, 'en'].flatMap((l) => parentChain(l, parentLocales)))].sort(cmp);
  const numbersDir = await get(
    PACKAGES.cldrNumbers,
    cldrLocales.map((l) => `package/main/${l}/currencies.json`),
  );
  const isoDir = await get(PACKAGES.isoCodes, ['package/data.js']);
  const ledgerDir = await get(PACKAGES.ledger, ['package/lib/currencies.js']);
  const metamaskDir = await get(PACKAGES.metamask, ['package/contract-map.json']);
  const licences = {};
  for (const [key, dir] of Object.entries({ isoCodes: isoDir, cldrCore: coreDir, cldrNumbers: numbersDir, ledger: ledgerDir, metamask: metamaskDir })) {
    licences[key] = await readLicence(dir);
  }
  return {
    licences,
    parentLocales,
    currencyData: (await readJson(join(coreDir, 'supplemental', 'currencyData.json'))).supplemental.currencyData,
    cldrCurrencies: await readCldrCurrencies(numbersDir, cldrLocales),
    iso: await loadIsoList(isoDir),
    ledger: await loadLedger(ledgerDir),
    metamask: await loadMetaMask(metamaskDir),
  };
}

/**
 * Reads every cached version. A file whose `date` differs from its version
 * name is reported and skipped: which of the two is right cannot be told.
 * Also collects, per upper-cased code, how often and when it is quoted.
 */
async function readSnapshots(dated) {
  const snapshots = [];
  const mismatches = [];
  const codes = new Map(); // CODE -> { keys:Set(upstream keys), count, first, last }
  const names = {}; // upstream key -> newest non-empty upstream name
  for (const d of dated) {
    const file = await readRateFile(CACHE, d.version);
    if (file.date !== d.date) {
      mismatches.push({ version: d.version, date: file.date });
      continue;
    }
    for (const [k, v] of Object.entries(file.names)) if (v) names[k] = v;
    for (const key of Object.keys(file.literals)) {
      const code = key.toUpperCase();
      const c = codes.get(code) ?? { keys: new Set(), count: 0, first: d.date, last: d.date };
      c.keys.add(key);
      c.count++;
      c.last = d.date;
      codes.set(code, c);
    }
    snapshots.push({ ...d, literals: file.literals });
  }
  for (const [code, c] of codes) {
    if (c.keys.size > 1) throw new Error(`upstream keys ${[...c.keys].join(', ')} collide as ${code}`);
  }
  if (mismatches.length) for (const m of mismatches) console.log(`  date mismatch: version ${m.version} holds date ${m.date}; skipped`);
  else console.log('  every file date equals its version name');
  return { snapshots, codes, names, mismatches };
}

/**
 * Splits the upstream codes into fiat, crypto and left out (with reasons).
 * Fiat-like codes are decided first (ISO list, curated exclusions, CLDR's
 * withdrawn currencies), so a withdrawn currency is never mistaken for a
 * token; everything else is a crypto candidate.
 */
async function classifyCodes(raw, pkg, curated, rules) {
  const quoted = [...raw.codes.keys()].sort(cmp);
  const cldrEn = pkg.cldrCurrencies('en');
  const newer = newerIsoCurrencies(pkg.currencyData, pkg.iso.dataDate);
  const { fiat: fiatInfo, leftOut } = classifyFiat(quoted, {
    iso: pkg.iso,
    curated: curated.fiat,
    cldrEn,
    newer,
    currencyData: pkg.currencyData,
  });
  if (!fiatInfo.has(PIVOT)) throw new Error(`pivot ${PIVOT} is not quoted as fiat`);
  // A currency ISO withdrew during the series is fiat for the dates before its changeover (the
  // curation's withdrawn rule withholds its later quotes), as ANG and BGN, which currency-codes
  // still lists, are: ZWL, withdrawn on 2024-08-31, after currency-codes' data date.
  const first = raw.snapshots[0]?.date ?? '';
  for (const [code, w] of Object.entries(rules.withdrawn)) {
    if (fiatInfo.has(code) || !raw.codes.has(code) || w.since <= first) continue;
    fiatInfo.set(code, { minorUnits: w.minorUnits, source: `ISO 4217 until ${w.since} (src/curation/data/withdrawn.ts)` });
    leftOut.delete(code);
  }

  const aliases = Object.fromEntries(Object.entries(curated.crypto.aliases).filter(([k]) => !k.startsWith('_')));
  const dropped = [];
  const candidates = [];
  for (const code of quoted) {
    if (fiatInfo.has(code) || leftOut.has(code)) continue;
    const info = raw.codes.get(code);
    if (!CODE_RE.test(code)) leftOut.set(code, `not a valid code (upstream key "${[...info.keys][0]}")`);
    else if (aliases[code]) leftOut.set(code, `alias of ${aliases[code]}: merged into ${aliases[code]}`);
    else if (curated.crypto.leftOut[code]) leftOut.set(code, curated.crypto.leftOut[code]);
    else if (info.last < CRYPTO_LAST_QUOTE_CUTOFF) dropped.push(code);
    else candidates.push(code);
  }
  for (const code of dropped) leftOut.set(code, 'dropped: last quoted in 2024');
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (raw.codes.has(alias) && !candidates.includes(canonical)) throw new Error(`alias ${alias} -> ${canonical}, but ${canonical} is not shipped`);
  }

  const { meta, provenance, missing, warnings } = buildCryptoMeta(candidates, curated.crypto, pkg.ledger, pkg.metamask);
  for (const code of missing) leftOut.set(code, 'no entry in scripts/crypto-curated.json yet (new upstream code?)');
  for (const code of missing) warnings.push(`${code}: quoted upstream but has no crypto-curated entry; left out`);
  const crypto = candidates.filter((c) => meta[c]).sort(cmp);
  const fiat = [...fiatInfo.keys()].sort(cmp);
  for (const c of fiat) if (crypto.includes(c)) throw new Error(`${c} is both fiat and crypto`);
  for (const k of Object.keys(curated.crypto.assets)) if (!raw.codes.has(k)) warnings.push(`${k}: curated but not quoted upstream`);
  return { fiat, fiatInfo, crypto, cryptoMeta: meta, provenance, leftOut, dropped, aliases, warnings };
}

/**
 * Turns each upstream file into a snapshot row: fiat columns then crypto
 * columns, each the upstream value as written, or null when not quoted.
 * An alias fills its canonical column only when the canonical code is absent;
 * the alias's own literal of each row is kept (`aliasLiterals`) for the alias
 * rule after curation.
 */
function buildSnapshots(raw, classes) {
  const columns = [...classes.fiat, ...classes.crypto];
  const upstreamKey = new Map([...raw.codes].map(([code, c]) => [code, [...c.keys][0]])); // upstream's spelling
  const { rows, valueIssues, aliasFills, aliasLiterals } = rawRows(raw.snapshots, columns, {
    keyOf: (code) => upstreamKey.get(code) ?? code.toLowerCase(),
    aliases: classes.aliases,
    pivot: PIVOT,
  });
  classes.aliasFills = aliasFills;
  return { snapshots: rows, valueIssues, aliasLiterals };
}

/**
 * Drops the codes no curated snapshot quotes (every quote withheld) from the rows, the code lists,
 * the metadata and the locales, and lists them as left out (the loader rejects a code that no
 * snapshot quotes). Returns them.
 */
function dropUnquoted(snapshots, classes, locales) {
  const columns = [...classes.fiat, ...classes.crypto];
  const unquoted = columns.filter((_c, i) => !snapshots.some((s) => s.rates[i] !== null));
  if (!unquoted.length) return unquoted;
  const gone = new Set(unquoted);
  dropColumns(snapshots, columns, unquoted);
  classes.fiat = classes.fiat.filter((c) => !gone.has(c));
  classes.crypto = classes.crypto.filter((c) => !gone.has(c));
  for (const c of gone) {
    delete classes.cryptoMeta[c];
    for (const table of Object.values(locales)) delete table[c];
    classes.leftOut.set(c, 'every upstream quote withheld as wrong (src/curation)');
  }
  return unquoted;
}

/**
 * Withholds in place the values that the official sources' recorded documents decide against
 * (scripts/lib/officialDisputes.mjs): every central bank of test/fixtures/central-banks/ read with
 * the package's own importer (dist/importers.js, built with dist/curation.js) and the ECB's history
 * of test/fixtures/ecb/, compared with the curated rows as the cross-check compares them. Runs after
 * the sequential curation: the documents are evidence of their dates, not history a live round has.
 */
async function withholdOfficialDisputes(dataset) {
  const importers = await import(new URL('../dist/importers.js', import.meta.url).href);
  const documents = readBankDocuments(new URL('../test/fixtures/central-banks/', import.meta.url), ALL_BANKS);
  const imported = Object.fromEntries(ALL_BANKS.map((bank) => [bank.name, importBank(importers, bank, documents[bank.name], dataset).dataset]));
  const ecb = parseEcbCsv(firstZipEntry(await readFile(join(ROOT, 'test', 'fixtures', 'ecb', 'eurofxref-hist.zip'))));
  const { disputes, comparisons } = disputesOf(dataset, imported, ecb);
  return { comparisons, withheld: withholdDisputes(dataset, disputes) };
}

/**
 * The capture time of a snapshot: the start of its quote date, UTC.
 *
 * Upstream's workflow is scheduled daily at 00:00 UTC, stamps the files with
 * that run's UTC date and publishes at the end of the run, so the rates were
 * fetched at or after <date>T00:00:00Z and before the publish time. The start
 * of the day is never later than the real capture, so a snapshot never looks
 * fresher than it is. The registry's publish time is not used: for most
 * versions it is days to years after the quote date (a republication), and
 * even on the quote date it marks the end of the run, not the fetch.
 */
export function updatedAt(date) {
  return `${date}T00:00:00Z`;
}

/** The loader's rules, checked before writing so a broken file is never produced. */
function assertShape(ds) {
  const width = ds.fiat.length + ds.crypto.length;
  const fail = (msg) => {
    throw new Error(`dataset check failed: ${msg}`);
  };
  for (const [list, re] of [
    [ds.fiat, /^[A-Z]{3}$/],
    [ds.crypto, CODE_RE],
  ]) {
    list.forEach((c, i) => {
      if (!re.test(c)) fail(`bad code ${c}`);
      if (i && !(cmp(list[i - 1], c) < 0)) fail(`codes not sorted/unique at ${c}`);
    });
  }
  if (!ds.locales.en) fail('no en locale');
  for (const [l, t] of Object.entries(ds.locales)) {
    for (const c of ds.fiat) if (!Array.isArray(t[c]) || t[c].length !== 2 || !t[c][0] || !t[c][1]) fail(`${l}.${c} missing`);
    if (Object.keys(t).length !== ds.fiat.length) fail(`${l} has extra codes`);
  }
  if (!ds.snapshots.length) fail('no snapshots');
  for (const [i, c] of [...ds.fiat, ...ds.crypto].entries()) {
    if (!ds.snapshots.some((s) => s.rates[i] !== null)) fail(`${c} is never quoted`);
  }
  let prev = '';
  for (const s of ds.snapshots) {
    if (!(s.date > prev)) fail(`snapshot dates not increasing at ${s.date}`);
    if (new Date(`${s.date}T00:00:00Z`).toISOString().slice(0, 10) !== s.date) fail(`bad date ${s.date}`);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(s.updated_at) || s.updated_at.slice(0, 10) < s.date) fail(`bad updated_at ${s.updated_at}`);
    if (s.rates.length !== width) fail(`${s.date} has ${s.rates.length} columns, expected ${width}`);
    prev = s.date;
  }
}

/** Replaces the block between the generated-section markers, or appends it. */
function spliceGenerated(readme, generated) {
  const begin = '<!-- BEGIN GENERATED by scripts/build-data.mjs: do not edit by hand -->';
  const end = '<!-- END GENERATED -->';
  const block = `${begin}\n${generated.trim()}\n${end}`;
  const i = readme.indexOf(begin);
  const j = readme.indexOf(end);
  if (i >= 0 && j > i) return readme.slice(0, i) + block + readme.slice(j + end.length);
  return `${readme.trimEnd()}\n\n${block}\n`;
}

/** Prints the sanity report, one line per finding in reading order (pegs are rules now, listed in data/README.md, not findings). */
function printFindings(findings) {
  const counts = {};
  for (const f of findings) counts[f.check] = (counts[f.check] ?? 0) + 1;
  console.log(
    `  sanity: ${findings.length} findings (${
      Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none'
    })`,
  );
  for (const f of summarizeFindings(findings)) console.log(`    ${f.check.padEnd(7)} ${f.date} ${f.code.padEnd(6)} ${f.detail}`);
}

function parseArgs(argv) {
  const args = { offline: false, concurrency: 6 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--offline') args.offline = true;
    else if (argv[i] === '--concurrency') args.concurrency = Math.max(1, Number(argv[++i]) || 6);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

function timer() {
  let last = Date.now();
  return () => {
    const now = Date.now();
    const s = ((now - last) / 1000).toFixed(1);
    last = now;
    return `${s} s`;
  };
}

function fmtBytes(n) {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} kB`;
}

/** Code-point order, so "1INCH" < "AAVE" and the order never depends on the machine's locale. */
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(`build-data failed: ${err.stack ?? err}`);
    process.exit(1);
  });
}
