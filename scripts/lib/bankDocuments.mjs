// The central banks' recorded documents (test/fixtures/central-banks/: the 13 of BANKS and the second wave) and how each bank's
// importer takes them, as each feed's folder says (src/feeds/<id>/recorded.json). Used by scripts/lib/crossBanks.mjs and scripts/copy-fixtures.mjs; the
// importers are passed in (dist/importers.js from the script, src/importers from the tests), so
// this file depends on neither.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const FEEDS = new URL('../../src/feeds/', import.meta.url);
const json = (path) => JSON.parse(readFileSync(new URL(path, FEEDS), 'utf8'));

/**
 * Every recorded bank, from the folders of src/feeds/: each entry of a folder's recorded.json (the
 * bank's name in the data tables, the bank, its folder of recorded documents under
 * test/fixtures/central-banks/, how the importer takes them: `named` (a list of `{ name, bytes }`),
 * `bytes` (one document), `fred` (`{ seriesId, body }`, the series from the manifest's request, as
 * FRED's answer does not name it) or `currency` (`{ currency, body }`, the currency from the request
 * by `currency`); `skip` leaves out a document that is not its table (NBP's gold price), `wave` the
 * contract's round), with `feed`, the folder's id, whose importer reads them. In the order of the
 * feeds' feed.json (an entry's own `order` where the data tables list it elsewhere).
 */
const RECORDED = readdirSync(FEEDS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/recorded.json`, FEEDS)))
  .flatMap(({ name: feed }) => {
    const { order } = json(`${feed}/feed.json`);
    return json(`${feed}/recorded.json`).map((entry, i) => ({
      ...entry,
      feed,
      order: entry.order ?? order,
      i,
      ...(entry.skip ? { skip: new RegExp(entry.skip) } : {}),
      ...(entry.currency ? { currency: new RegExp(entry.currency) } : {}),
    }));
  })
  .sort((a, b) => a.wave - b.wave || a.order - b.order || a.i - b.i)
  .map(({ order, i, ...entry }) => entry);

/** The first 13 banks, the contract's (wave 1). */
export const BANKS = RECORDED.filter((bank) => bank.wave === 1);

/**
 * The second wave (issue 32): 50 more central banks and the IMF (wave 2). In the cross-check of
 * data/README.md "Central banks" with BANKS (crossBanks.mjs, ALL_BANKS) and in the official sources per currency.
 */
export const SECOND_WAVE = RECORDED.filter((bank) => bank.wave === 2);

/**
 * Reads each bank's recorded documents, checked against manifest.json's SHA-256 (a changed file
 * fails here, not as a changed figure).
 *
 * @param dir - URL of the central-banks folder (with its trailing slash).
 * @param banks - The banks to read (default BANKS).
 * @returns Bank name -> the importer's input.
 */
export function readBankDocuments(dir, banks = BANKS) {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
  const inputs = {};
  for (const bank of banks) {
    const entries = manifest.filter((e) => e.file.startsWith(`${bank.folder}/`) && !bank.skip?.test(e.request));
    if (entries.length === 0) throw new Error(`no recorded document of ${bank.name} in ${dir}`);
    const docs = entries.map((e) => {
      const bytes = new Uint8Array(readFileSync(new URL(e.file, dir)));
      const sha = createHash('sha256').update(bytes).digest('hex');
      if (sha !== e.sha256) throw new Error(`${e.file}: sha256 ${sha}, manifest.json says ${e.sha256}`);
      return { entry: e, name: e.file.slice(bank.folder.length + 1), bytes };
    });
    if (bank.takes === 'bytes' && docs.length !== 1) throw new Error(`${bank.name} takes one document, found ${docs.length}`);
    inputs[bank.name] =
      bank.takes === 'bytes'
        ? docs[0].bytes
        : bank.takes === 'currency'
          ? docs.map((d) => ({ currency: bank.currency.exec(d.entry.request)[1], body: d.bytes }))
          : bank.takes === 'fred'
            ? docs.map((d) => ({ seriesId: /series_id=(\w+)/.exec(d.entry.request)[1], body: d.bytes }))
            : docs.map(({ name, bytes }) => ({ name, bytes }));
  }
  return inputs;
}

/**
 * Imports one bank's documents with its own importer.
 *
 * @param importers - The `ratebook/importers` entry (its `importFeed`).
 * @param bank - An entry of BANKS.
 * @param input - What readBankDocuments read for it.
 * @param catalog - The metadata catalog (the embedded dataset); codes it lacks are kept by their code.
 * @returns The importer's BankImportResult.
 */
export function importBank(importers, bank, input, catalog) {
  return importers.importFeed(bank.feed, input, { metadata: catalog, allowMinimalMetadata: true });
}
