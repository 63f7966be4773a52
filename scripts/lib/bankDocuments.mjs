// The central banks' recorded documents (test/fixtures/central-banks/: the 13 of BANKS and the second wave) and how each bank's
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
 * The second wave (issue 32): 50 more central banks and the IMF, each read with its own importer from
 * all its recorded documents by name (`skip` keeps one API or report of a folder that holds two). In
 * the cross-check of data/README.md "Central banks" with BANKS (crossBanks.mjs, ALL_BANKS) and in the
 * official sources per currency.
 */
export const SECOND_WAVE = [
  { name: 'bdi', bank: "Banca d'Italia", folder: 'bdi', importer: 'importBancaDItalia', takes: 'named' },
  { name: 'mnb', bank: 'Magyar Nemzeti Bank', folder: 'mnb', importer: 'importMnb', takes: 'named' },
  { name: 'imf', bank: 'International Monetary Fund (representative rates)', folder: 'imf', importer: 'importImf', takes: 'named', skip: /SDRCV/ },
  { name: 'imf-sdr', bank: 'International Monetary Fund (SDRs per currency unit)', folder: 'imf', importer: 'importImf', takes: 'named', skip: /=REP/ },
  { name: 'dnb', bank: 'Danmarks Nationalbank', folder: 'dnb', importer: 'importDanmarksNationalbank', takes: 'named' },
  { name: 'sbi', bank: 'Seðlabanki Íslands', folder: 'sbi', importer: 'importSedlabankiIslands', takes: 'named' },
  { name: 'hnb', bank: 'Hrvatska narodna banka', folder: 'hnb', importer: 'importHrvatskaNarodnaBanka', takes: 'named', skip: /tecajn\/v2/ },
  { name: 'lb', bank: 'Lietuvos bankas', folder: 'lb', importer: 'importLietuvosBankas', takes: 'named' },
  { name: 'nbg', bank: 'National Bank of Georgia', folder: 'nbg', importer: 'importNationalBankOfGeorgia', takes: 'named' },
  { name: 'nbm', bank: 'National Bank of Moldova', folder: 'nbm', importer: 'importNationalBankOfMoldova', takes: 'named' },
  { name: 'nbrm', bank: 'National Bank of North Macedonia', folder: 'nbrm', importer: 'importNationalBankOfNorthMacedonia', takes: 'named' },
  { name: 'cba', bank: 'Central Bank of Armenia', folder: 'cba', importer: 'importCentralBankOfArmenia', takes: 'named' },
  { name: 'nbrb', bank: 'National Bank of the Republic of Belarus', folder: 'nbrb', importer: 'importNationalBankOfBelarus', takes: 'named' },
  { name: 'bbk', bank: 'Deutsche Bundesbank', folder: 'bbk', importer: 'importBundesbank', takes: 'named' },
  { name: 'bdp', bank: 'Banco de Portugal', folder: 'bdp', importer: 'importBancoDePortugal', takes: 'named' },
  { name: 'boj', bank: 'Bank of Japan', folder: 'boj', importer: 'importBoj', takes: 'named', home: 'JPY' },
  { name: 'hkma', bank: 'Hong Kong Monetary Authority', folder: 'hkma', importer: 'importHkma', takes: 'named' },
  { name: 'mas', bank: 'Monetary Authority of Singapore', folder: 'mas', importer: 'importMas', takes: 'named' },
  { name: 'bot', bank: 'Bank of Thailand', folder: 'bot', importer: 'importBot', takes: 'named' },
  { name: 'bnm', bank: 'Bank Negara Malaysia', folder: 'bnm', importer: 'importBnm', takes: 'named' },
  { name: 'fbil', bank: 'Financial Benchmarks India', folder: 'fbil', importer: 'importFbil', takes: 'named' },
  { name: 'nrb', bank: 'Nepal Rastra Bank', folder: 'nrb', importer: 'importNrb', takes: 'named' },
  { name: 'amcm', bank: 'Autoridade Monetária de Macau', folder: 'amcm', importer: 'importAmcm', takes: 'named' },
  { name: 'mma', bank: 'Maldives Monetary Authority', folder: 'mma', importer: 'importMma', takes: 'named' },
  { name: 'cbc', bank: 'Central Bank of the Republic of China (Taiwan)', folder: 'cbc', importer: 'importCbc', takes: 'named', home: 'TWD' },
  { name: 'cbm', bank: 'Central Bank of Myanmar', folder: 'cbm', importer: 'importCbm', takes: 'named' },
  { name: 'bom', bank: 'Bank of Mongolia', folder: 'bom', importer: 'importBom', takes: 'named' },
  { name: 'nbk', bank: 'National Bank of Kazakhstan', folder: 'nbk', importer: 'importNbk', takes: 'named' },
  { name: 'nbt', bank: 'National Bank of Tajikistan', folder: 'nbt', importer: 'importNbt', takes: 'named' },
  { name: 'cbu', bank: 'Central Bank of Uzbekistan', folder: 'cbu', importer: 'importCbu', takes: 'named' },
  { name: 'nbkr', bank: 'National Bank of the Kyrgyz Republic', folder: 'nbkr_live', importer: 'importNbkr', takes: 'named' },
  { name: 'banxico', bank: 'Banco de México', folder: 'banxico', importer: 'importBanxico', takes: 'named' },
  { name: 'bcb', bank: 'Banco Central do Brasil', folder: 'bcb', importer: 'importBcb', takes: 'currency', currency: /@moeda=%27([A-Z]{3})%27/ },
  { name: 'sarb', bank: 'South African Reserve Bank', folder: 'sarb', importer: 'importSarb', takes: 'named' },
  { name: 'bcra', bank: 'Banco Central de la República Argentina', folder: 'bcra', importer: 'importBcra', takes: 'named' },
  { name: 'banrep', bank: 'Banco de la República (Colombia)', folder: 'banrep', importer: 'importBanrep', takes: 'named' },
  { name: 'bcch', bank: 'Banco Central de Chile', folder: 'bcch', importer: 'importBcch', takes: 'named' },
  { name: 'bccr', bank: 'Banco Central de Costa Rica', folder: 'bccr', importer: 'importBccr', takes: 'named', skip: /GenereCSRF/ },
  { name: 'boja', bank: 'Bank of Jamaica', folder: 'boja', importer: 'importBoja', takes: 'named' },
  { name: 'bcu', bank: 'Banco Central del Uruguay', folder: 'bcu', importer: 'importBcu', takes: 'named' },
  { name: 'banguat', bank: 'Banco de Guatemala', folder: 'banguat', importer: 'importBanguat', takes: 'named' },
  { name: 'bcn', bank: 'Banco Central de Nicaragua', folder: 'bcn', importer: 'importBcn', takes: 'named' },
  { name: 'bcc', bank: 'Banco Central de Cuba', folder: 'bcc', importer: 'importBcc', takes: 'currency', currency: /codigoMoneda=([A-Z]{3})/ },
  { name: 'cbn', bank: 'Central Bank of Nigeria', folder: 'cbn', importer: 'importCbn', takes: 'named' },
  { name: 'cbk', bank: 'Central Bank of Kenya', folder: 'cbk', importer: 'importCbk', takes: 'named' },
  { name: 'bam', bank: 'Bank Al-Maghrib', folder: 'bam', importer: 'importBam', takes: 'named' },
  { name: 'nbe', bank: 'National Bank of Ethiopia', folder: 'nbe', importer: 'importNbe', takes: 'named' },
  { name: 'bob', bank: 'Bank of Botswana', folder: 'bob', importer: 'importBob', takes: 'named' },
  { name: 'bnr-rw', bank: 'National Bank of Rwanda', folder: 'bnrrw', importer: 'importBnrRwanda', takes: 'named' },
  { name: 'bna', bank: 'Banco Nacional de Angola', folder: 'bna', importer: 'importBna', takes: 'named', skip: /lista\/moedas/ },
  {
    name: 'cbg',
    bank: 'Central Bank of The Gambia',
    folder: 'cbg',
    importer: 'importCbg',
    takes: 'currency',
    currency: /indicative-exchange-rates\/([A-Z]{3})$/,
  },
];

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
 * @param importers - The `ratebook/importers` entry (its `importNbp`, ... functions).
 * @param bank - An entry of BANKS.
 * @param input - What readBankDocuments read for it.
 * @param catalog - The metadata catalog (the embedded dataset); codes it lacks are kept by their code.
 * @returns The importer's BankImportResult.
 */
export function importBank(importers, bank, input, catalog) {
  return importers[bank.importer](input, { metadata: catalog, allowMinimalMetadata: true });
}
