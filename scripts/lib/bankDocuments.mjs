// The 13 central banks' recorded documents (test/fixtures/central-banks/) and how each bank's
// importer takes them. Used by scripts/lib/crossBanks.mjs and scripts/copy-fixtures.mjs; the
// importers are passed in (dist/importers.js from the script, src/importers from the tests), so
// this file depends on neither.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The banks in the contract's order: the CLI's feed name, the bank, its folder of recorded
 * documents, the importer's export name and how it takes the documents: `named` (a list of
 * `{ name, bytes }`), `bytes` (one document) or `fred` (`{ seriesId, body }`, the series from the
 * manifest's request, as FRED's answer does not name it). `skip` leaves out a document that is not
 * an exchange-rate table (NBP's gold price, which importNbp refuses as not a currency).
 */
export const BANKS = [
  { name: 'nbp', bank: 'National Bank of Poland (tables A and B)', folder: 'nbp', importer: 'importNbp', takes: 'named', skip: /cenyzlota/ },
  { name: 'cnb', bank: 'Czech National Bank', folder: 'cnb', importer: 'importCnb', takes: 'named' },
  { name: 'boc', bank: 'Bank of Canada', folder: 'boc', importer: 'importBoc', takes: 'bytes' },
  { name: 'norges-bank', bank: 'Norges Bank', folder: 'nb', importer: 'importNorgesBank', takes: 'bytes' },
  { name: 'rba', bank: 'Reserve Bank of Australia', folder: 'rba', importer: 'importRba', takes: 'bytes' },
  { name: 'boe', bank: 'Bank of England', folder: 'boe', importer: 'importBoe', takes: 'bytes' },
  { name: 'boi', bank: 'Bank of Israel', folder: 'boi', importer: 'importBoi', takes: 'bytes' },
  { name: 'cbr', bank: 'Central Bank of the Russian Federation', folder: 'cbr', importer: 'importCbr', takes: 'named' },
  { name: 'riksbank', bank: 'Sveriges Riksbank', folder: 'rb', importer: 'importRiksbank', takes: 'named' },
  { name: 'nbu', bank: 'National Bank of Ukraine', folder: 'nbu', importer: 'importNbu', takes: 'named' },
  { name: 'bnr', bank: 'National Bank of Romania', folder: 'bnr', importer: 'importBnr', takes: 'named' },
  { name: 'tcmb', bank: 'Central Bank of the Republic of Türkiye (EVDS)', folder: 'tcmb', importer: 'importTcmb', takes: 'named' },
  { name: 'fred', bank: 'Federal Reserve H.10 (FRED)', folder: 'fred', importer: 'importFred', takes: 'fred' },
];

/**
 * Reads each bank's recorded documents, checked against manifest.json's SHA-256 (a changed file
 * fails here, not as a changed figure).
 *
 * @param dir - URL of the central-banks folder (with its trailing slash).
 * @returns Bank name -> the importer's input.
 */
export function readBankDocuments(dir) {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
  const inputs = {};
  for (const bank of BANKS) {
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
        : bank.takes === 'fred'
          ? docs.map((d) => ({ seriesId: /series_id=(\w+)/.exec(d.entry.request)[1], body: d.bytes }))
          : docs.map(({ name, bytes }) => ({ name, bytes }));
  }
  return inputs;
}

/**
 * Imports one bank's documents with its own importer.
 *
 * @param importers - The `ratebook/importers` entry (its `importNbp`, ... functions).
 * @param bank - An entry of BANKS.
 * @param input - What readBankDocuments read for it.
 * @param catalog - The metadata catalog (the embedded dataset); codes it lacks are kept by their code.
 * @returns The importer's BankImportResult.
 */
export function importBank(importers, bank, input, catalog) {
  return importers[bank.importer](input, { metadata: catalog, allowMinimalMetadata: true });
}
