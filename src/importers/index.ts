/*
 * Entry `ratebook/importers`. Layout, by kind:
 *   readers/  document readers: zip (inflate, crc32), XML, JSON (duplicate keys, error offsets), CSV,
 *             windows-1251, text decoding, capped reads, feed times;
 *   feeds/    one file a feed, named after its `ratebook/live` factory (`nbp.ts`, `openExchangeRates.ts`):
 *             its importer and its descriptor `<feed>Feed` (feedDescriptor.ts: name, calendar, URL or
 *             dated window, key, checks, how to read an answer), with feed-named companions
 *             (`ecbXml.ts`, `ecbCsv.ts`, `ecbZip.ts` beside `ecb.ts`; cbrDocument, fredSeries, ...);
 *   banks/    what the bank feeds share: types (Provenance, BankImportResult), nominal arithmetic,
 *             quote days, request windows, provenance;
 *   merging/  finishing, combining and merging datasets, the catalog of names.
 * Calendars (BankCalendar, TARGET, zoned times) are src/calendar/'s. Adding a bank = its feed file
 * in feeds/ plus its line in feedList.ts (which the CLI's feed list is made from), its exports
 * below and its named factory in src/live/sources/bankSources.ts (`feedSource(<bank>Feed, options)`);
 * test/importers/layout.test.ts checks each. Nothing here imports src/live (live reuses the
 * importers, not the reverse).
 */
export { importEcbCsv } from './feeds/ecbCsv.js';
export { importEcbZip, type EcbZipOptions } from './feeds/ecbZip.js';
export { importEcbXml } from './feeds/ecbXml.js';
export { importOxr, type OxrOptions } from './feeds/openExchangeRates.js';
export { importFawazahmed0, type Fawazahmed0Options } from './feeds/fawazahmed0.js';
export { importCoinGecko, type CoinGeckoOptions } from './feeds/coinGecko.js';
export { mergeDatasets, type MergeDatasetsOptions } from './merging/mergeDatasets.js';
export { combineDatasets } from './merging/combineDatasets.js';
export { readZipEntry, type ReadZipEntryOptions, type ZipEntry } from './readers/readZipEntry.js';
export { KNOWN_COINS, type CoinInfo } from './merging/knownCoins.js';
export { LEGACY_CURRENCIES, type LegacyCurrency } from './merging/legacyCurrencies.js';
export type { JsonFeedInput, NamedFeed } from './readers/readJsonDocuments.js';
export type { ImportOptions, ImportResult, ImportWarning, ImportWarningKind, MetadataCatalog } from './types.js';
export type { DatasetFile } from '../dataset/schema.js';
export { RatebookError, type ErrorCode } from '../errors.js';
export { importNbp, nbpCalendar, nbpTableBCalendar } from './feeds/nbp.js';
export { importCnb, cnbCalendar } from './feeds/cnb.js';
export { importBoc, bocCalendar } from './feeds/boc.js';
export { importNorgesBank, norgesBankCalendar } from './feeds/norgesBank.js';
export { importRba, rbaCalendar } from './feeds/rba.js';
export { importBoe, boeCalendar, BOE_SERIES } from './feeds/boe.js';
export { importBoi, boiCalendar } from './feeds/boi.js';
export { importCbr, cbrCalendar } from './feeds/cbr.js';
export { importRiksbank, riksbankCalendar } from './feeds/riksbank.js';
export { importNbu, nbuCalendar } from './feeds/nbu.js';
export { importBnr, bnrCalendar } from './feeds/bnr.js';
export { importTcmb, tcmbCalendar } from './feeds/tcmb.js';
export { importFred, fredCalendar, type FredDocument, type FredOptions } from './feeds/fred.js';
export { CBR_CURRENCY_IDS } from './feeds/cbrCurrencyIds.js';
export { FRED_SERIES, type FredSeries } from './feeds/fredSeries.js';
export { TCMB_UNITS } from './feeds/tcmbUnits.js';
export type { BankInput } from './readers/bankInputs.js';
export type { QuoteDirection } from './banks/nominalRate.js';
export type { BankImportResult, BidAsk, Provenance } from './banks/types.js';
export type { BankCalendar } from '../calendar/index.js';
export { importBancaDItalia, bancaDItaliaCalendar } from './feeds/bancaDItalia.js';
export { importMnb, mnbCalendar, mnbEnvelope } from './feeds/mnb.js';
export { importImf, imfCalendar, type ImfSourceOptions } from './feeds/imf.js';
export { IMF_CURRENCIES } from './feeds/imfCurrencies.js';
export { importDanmarksNationalbank, danmarksNationalbankCalendar, danmarksNationalbankRequest } from './feeds/danmarksNationalbank.js';
export { importSedlabankiIslands, sedlabankiIslandsCalendar, SEDLABANKI_SERIES, type SedlabankiIslandsSourceOptions } from './feeds/sedlabankiIslands.js';
export { importHrvatskaNarodnaBanka, hrvatskaNarodnaBankaCalendar } from './feeds/hrvatskaNarodnaBanka.js';
export { importLietuvosBankas, lietuvosBankasCalendar } from './feeds/lietuvosBankas.js';
export { importNationalBankOfGeorgia, nationalBankOfGeorgiaCalendar } from './feeds/nationalBankOfGeorgia.js';
export { importNationalBankOfMoldova, nationalBankOfMoldovaCalendar } from './feeds/nationalBankOfMoldova.js';
export { importNationalBankOfNorthMacedonia, nationalBankOfNorthMacedoniaCalendar } from './feeds/nationalBankOfNorthMacedonia.js';
export { importCentralBankOfArmenia, centralBankOfArmeniaCalendar, CBA_LATEST_REQUEST } from './feeds/centralBankOfArmenia.js';
export { importNationalBankOfBelarus, nationalBankOfBelarusCalendar } from './feeds/nationalBankOfBelarus.js';
export { importBundesbank, bundesbankCalendar } from './feeds/bundesbank.js';
export { importBancoDePortugal, bancoDePortugalCalendar } from './feeds/bancoDePortugal.js';
export { importBoj, bojCalendar } from './feeds/boj.js';
export { importHkma, hkmaCalendar } from './feeds/hkma.js';
export { importMas, masCalendar } from './feeds/mas.js';
export { importBot, botCalendar } from './feeds/bot.js';
export { importBnm, bnmCalendar } from './feeds/bnm.js';
export { importFbil, fbilCalendar } from './feeds/fbil.js';
export { importNrb, nrbCalendar } from './feeds/nrb.js';
export { importAmcm, amcmCalendar } from './feeds/amcm.js';
export { importMma, mmaCalendar } from './feeds/mma.js';
export { importCbc, cbcCalendar } from './feeds/cbc.js';
export { importCbm, cbmCalendar, CBM_PER_100 } from './feeds/cbm.js';
export { importBom, bomCalendar } from './feeds/bom.js';
export { importNbk, nbkCalendar } from './feeds/nbk.js';
export { importNbt, nbtCalendar } from './feeds/nbt.js';
export { importCbu, cbuCalendar } from './feeds/cbu.js';
export { importNbkr, nbkrCalendar } from './feeds/nbkr.js';
export { importBanxico, banxicoCalendar, BANXICO_SERIES } from './feeds/banxico.js';
export { importBcb, bcbCalendar, BCB_CURRENCIES, type BcbDocument, type BcbOptions } from './feeds/bcb.js';
export { importSarb, sarbCalendar, SARB_SERIES } from './feeds/sarb.js';
export { importBcra, bcraCalendar, BCRA_CODES } from './feeds/bcra.js';
export { importBanrep, banrepCalendar } from './feeds/banrep.js';
export { importBcch, bcchCalendar, BCCH_SERIES, type BcchOptions } from './feeds/bcch.js';
export { importBccr, bccrCalendar } from './feeds/bccr.js';
export { importBoja, bojaCalendar, BOJA_CURRENCIES } from './feeds/boja.js';
export { importBcu, bcuCalendar, bcuEnvelope, BCU_CURRENCIES } from './feeds/bcu.js';
export { importBanguat, banguatCalendar, banguatEnvelope } from './feeds/banguat.js';
export { importBcn, bcnCalendar, bcnEnvelope } from './feeds/bcn.js';
export { importCbn, cbnCalendar, CBN_CURRENCIES } from './feeds/cbn.js';
export { importBcc, bccCalendar, BCC_CURRENCIES, type BccDocument, type BccOptions, type BccRate } from './feeds/bcc.js';
export { importCbk, cbkCalendar, CBK_CURRENCIES } from './feeds/cbk.js';
export { importBam, bamCalendar, BAM_CODES } from './feeds/bam.js';
export { importNbe, nbeCalendar } from './feeds/nbe.js';
export { importBob, bobCalendar, BOB_COLUMNS } from './feeds/bob.js';
export { importBnrRwanda, bnrRwandaCalendar } from './feeds/bnrRwanda.js';
export { importBna, bnaCalendar } from './feeds/bna.js';
export { importCbg, cbgCalendar, CBG_CURRENCIES, CBG_PER_100, CBG_NO_UNIT, type CbgDocument, type CbgOptions } from './feeds/cbg.js';
