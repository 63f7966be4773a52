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
export { importEcbCsv } from '../feeds/ecb/ecbCsv.js';
export { importEcbZip, type EcbZipOptions } from '../feeds/ecb/ecbZip.js';
export { importEcbXml } from '../feeds/ecb/ecbXml.js';
export { importOxr, type OxrOptions } from '../feeds/oxr/openExchangeRates.js';
export { importFawazahmed0, type Fawazahmed0Options } from '../feeds/fawazahmed0/fawazahmed0.js';
export { importCoinGecko, type CoinGeckoOptions } from '../feeds/coingecko/coinGecko.js';
export { mergeDatasets, type MergeDatasetsOptions } from './merging/mergeDatasets.js';
export { combineDatasets } from './merging/combineDatasets.js';
export { readZipEntry, type ReadZipEntryOptions, type ZipEntry } from './readers/readZipEntry.js';
export { KNOWN_COINS, type CoinInfo } from './merging/knownCoins.js';
export { LEGACY_CURRENCIES, type LegacyCurrency } from './merging/legacyCurrencies.js';
export type { JsonFeedInput, NamedFeed } from './readers/readJsonDocuments.js';
export type { ImportOptions, ImportResult, ImportWarning, ImportWarningKind, MetadataCatalog } from './types.js';
export type { DatasetFile } from '../dataset/schema.js';
export { RatebookError, type ErrorCode } from '../errors.js';
export { importNbp, nbpCalendar, nbpTableBCalendar } from '../feeds/nbp/nbp.js';
export { importCnb, cnbCalendar } from '../feeds/cnb/cnb.js';
export { importBoc, bocCalendar } from '../feeds/boc/boc.js';
export { importNorgesBank, norgesBankCalendar } from '../feeds/norges-bank/norgesBank.js';
export { importRba, rbaCalendar } from '../feeds/rba/rba.js';
export { importBoe, boeCalendar, BOE_SERIES } from '../feeds/boe/boe.js';
export { importBoi, boiCalendar } from '../feeds/boi/boi.js';
export { importCbr, cbrCalendar } from '../feeds/cbr/cbr.js';
export { importRiksbank, riksbankCalendar } from '../feeds/riksbank/riksbank.js';
export { importNbu, nbuCalendar } from '../feeds/nbu/nbu.js';
export { importBnr, bnrCalendar } from '../feeds/bnr/bnr.js';
export { importTcmb, tcmbCalendar } from '../feeds/tcmb/tcmb.js';
export { importFred, fredCalendar, type FredDocument, type FredOptions } from '../feeds/fred/fred.js';
export { CBR_CURRENCY_IDS } from '../feeds/cbr/cbrCurrencyIds.js';
export { FRED_SERIES, type FredSeries } from '../feeds/fred/fredSeries.js';
export { TCMB_UNITS } from '../feeds/tcmb/tcmbUnits.js';
export type { BankInput } from './readers/bankInputs.js';
export type { QuoteDirection } from './banks/nominalRate.js';
export type { BankImportResult, BidAsk, Provenance } from './banks/types.js';
export type { BankCalendar } from '../calendar/index.js';
export { importBancaDItalia, bancaDItaliaCalendar } from '../feeds/bdi/bancaDItalia.js';
export { importMnb, mnbCalendar, mnbEnvelope } from '../feeds/mnb/mnb.js';
export { importImf, imfCalendar, type ImfSourceOptions } from '../feeds/imf/imf.js';
export { IMF_CURRENCIES } from '../feeds/imf/imfCurrencies.js';
export { importDanmarksNationalbank, danmarksNationalbankCalendar, danmarksNationalbankRequest } from '../feeds/dnb/danmarksNationalbank.js';
export { importSedlabankiIslands, sedlabankiIslandsCalendar, SEDLABANKI_SERIES, type SedlabankiIslandsSourceOptions } from '../feeds/sbi/sedlabankiIslands.js';
export { importHrvatskaNarodnaBanka, hrvatskaNarodnaBankaCalendar } from '../feeds/hnb/hrvatskaNarodnaBanka.js';
export { importLietuvosBankas, lietuvosBankasCalendar } from '../feeds/lb/lietuvosBankas.js';
export { importNationalBankOfGeorgia, nationalBankOfGeorgiaCalendar } from '../feeds/nbg/nationalBankOfGeorgia.js';
export { importNationalBankOfMoldova, nationalBankOfMoldovaCalendar } from '../feeds/nbm/nationalBankOfMoldova.js';
export { importNationalBankOfNorthMacedonia, nationalBankOfNorthMacedoniaCalendar } from '../feeds/nbrm/nationalBankOfNorthMacedonia.js';
export { importCentralBankOfArmenia, centralBankOfArmeniaCalendar, CBA_LATEST_REQUEST } from '../feeds/cba/centralBankOfArmenia.js';
export { importNationalBankOfBelarus, nationalBankOfBelarusCalendar } from '../feeds/nbrb/nationalBankOfBelarus.js';
export { importBundesbank, bundesbankCalendar } from '../feeds/bbk/bundesbank.js';
export { importBancoDePortugal, bancoDePortugalCalendar } from '../feeds/bdp/bancoDePortugal.js';
export { importBoj, bojCalendar } from '../feeds/boj/boj.js';
export { importHkma, hkmaCalendar } from '../feeds/hkma/hkma.js';
export { importMas, masCalendar } from '../feeds/mas/mas.js';
export { importBot, botCalendar } from '../feeds/bot/bot.js';
export { importBnm, bnmCalendar } from '../feeds/bnm/bnm.js';
export { importFbil, fbilCalendar } from '../feeds/fbil/fbil.js';
export { importNrb, nrbCalendar } from '../feeds/nrb/nrb.js';
export { importAmcm, amcmCalendar } from '../feeds/amcm/amcm.js';
export { importMma, mmaCalendar } from '../feeds/mma/mma.js';
export { importCbc, cbcCalendar } from '../feeds/cbc/cbc.js';
export { importCbm, cbmCalendar, CBM_PER_100 } from '../feeds/cbm/cbm.js';
export { importBom, bomCalendar } from '../feeds/bom/bom.js';
export { importNbk, nbkCalendar } from '../feeds/nbk/nbk.js';
export { importNbt, nbtCalendar } from '../feeds/nbt/nbt.js';
export { importCbu, cbuCalendar } from '../feeds/cbu/cbu.js';
export { importNbkr, nbkrCalendar } from '../feeds/nbkr/nbkr.js';
export { importBanxico, banxicoCalendar, BANXICO_SERIES } from '../feeds/banxico/banxico.js';
export { importBcb, bcbCalendar, BCB_CURRENCIES, type BcbDocument, type BcbOptions } from '../feeds/bcb/bcb.js';
export { importSarb, sarbCalendar, SARB_SERIES } from '../feeds/sarb/sarb.js';
export { importBcra, bcraCalendar, BCRA_CODES } from '../feeds/bcra/bcra.js';
export { importBanrep, banrepCalendar } from '../feeds/banrep/banrep.js';
export { importBcch, bcchCalendar, BCCH_SERIES, type BcchOptions } from '../feeds/bcch/bcch.js';
export { importBccr, bccrCalendar } from '../feeds/bccr/bccr.js';
export { importBoja, bojaCalendar, BOJA_CURRENCIES } from '../feeds/boja/boja.js';
export { importBcu, bcuCalendar, bcuEnvelope, BCU_CURRENCIES } from '../feeds/bcu/bcu.js';
export { importBanguat, banguatCalendar, banguatEnvelope } from '../feeds/banguat/banguat.js';
export { importBcn, bcnCalendar, bcnEnvelope } from '../feeds/bcn/bcn.js';
export { importCbn, cbnCalendar, CBN_CURRENCIES } from '../feeds/cbn/cbn.js';
export { importBcc, bccCalendar, BCC_CURRENCIES, type BccDocument, type BccOptions, type BccRate } from '../feeds/bcc/bcc.js';
export { importCbk, cbkCalendar, CBK_CURRENCIES } from '../feeds/cbk/cbk.js';
export { importBam, bamCalendar, BAM_CODES } from '../feeds/bam/bam.js';
export { importNbe, nbeCalendar } from '../feeds/nbe/nbe.js';
export { importBob, bobCalendar, BOB_COLUMNS } from '../feeds/bob/bob.js';
export { importBnrRwanda, bnrRwandaCalendar } from '../feeds/bnr-rw/bnrRwanda.js';
export { importBna, bnaCalendar } from '../feeds/bna/bna.js';
export { importCbg, cbgCalendar, CBG_CURRENCIES, CBG_PER_100, CBG_NO_UNIT, type CbgDocument, type CbgOptions } from '../feeds/cbg/cbg.js';
