import { bancaDItaliaFeed } from '../../feeds/bdi/bancaDItalia.js';
import { bancoDePortugalFeed } from '../../feeds/bdp/bancoDePortugal.js';
import { bundesbankFeed } from '../../feeds/bbk/bundesbank.js';
import { centralBankOfArmeniaFeed } from '../../feeds/cba/centralBankOfArmenia.js';
import { danmarksNationalbankFeed } from '../../feeds/dnb/danmarksNationalbank.js';
import { hrvatskaNarodnaBankaFeed } from '../../feeds/hnb/hrvatskaNarodnaBanka.js';
import { imfFeed, type ImfSourceOptions } from '../../feeds/imf/imf.js';
import { sedlabankiIslandsFeed, type SedlabankiIslandsSourceOptions } from '../../feeds/sbi/sedlabankiIslands.js';
import { lietuvosBankasFeed } from '../../feeds/lb/lietuvosBankas.js';
import { nationalBankOfBelarusFeed } from '../../feeds/nbrb/nationalBankOfBelarus.js';
import { nationalBankOfGeorgiaFeed } from '../../feeds/nbg/nationalBankOfGeorgia.js';
import { nationalBankOfMoldovaFeed } from '../../feeds/nbm/nationalBankOfMoldova.js';
import { nationalBankOfNorthMacedoniaFeed } from '../../feeds/nbrm/nationalBankOfNorthMacedonia.js';
import { mnbFeed } from '../../feeds/mnb/mnb.js';
import { feedSource } from './feedSource.js';
import type { SourceOptions } from './sourceOptions.js';
import type { LiveSource } from '../types.js';

// One line a bank of the second wave in Europe (and the IMF): its URLs, calendar and importer are facts of its descriptor, in its feed file.

/**
 * The Banca d'Italia's daily table of about 150 currencies against EUR (the exchange rate portal's CSV, units per EUR; TARGET days, by 17:00 Rome),
 * today's table or the latest of the four days before. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [ecb(), bancaDItalia()] });
 */
export function bancaDItalia(options: SourceOptions = {}): LiveSource {
  return feedSource(bancaDItaliaFeed, options);
}

/**
 * The Magyar Nemzeti Bank's official rates (SOAP `GetExchangeRates` of arfolyamok.asmx, POSTed for the last two weeks; 32 currencies, HUF per unit or per 100;
 * Hungarian working days, fixed at 11:00 Budapest). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [mnb()] });
 */
export function mnb(options: SourceOptions = {}): LiveSource {
  return feedSource(mnbFeed, options);
}

/**
 * The IMF's daily table of this month (TSV): representative rates of 35 currencies against USD, or with `report: 'sdr'` SDRs per currency unit
 * (pivot XDR; default name `imf-sdr`, so both run side by side). IMF business days. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`, `report` (`'rates'` or `'sdr'`).
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [imf()] });
 */
export function imf(options: SourceOptions & ImfSourceOptions = {}): LiveSource {
  return feedSource(imfFeed, options);
}

/**
 * Danmarks Nationalbank's daily rates (Statbank table DNVALD, POSTed for the last two weeks; 30 currencies, DKK per 100 units; Danish banking days,
 * around 16:00 Copenhagen on the website, in the Statbank from 09:00 the next banking day). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [danmarksNationalbank()] });
 */
export function danmarksNationalbank(options: SourceOptions = {}): LiveSource {
  return feedSource(danmarksNationalbankFeed, options);
}

/**
 * The Seðlabanki Íslands' mid rates (XML time series, the last two weeks): group 9, the official reference rates of 10 currencies and the SDR,
 * or with `group: 7` 22 further currencies (default name `sbi-7`). ISK per unit. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`, `group` (9 or 7).
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [sedlabankiIslands(), sedlabankiIslands({ group: 7 })] });
 */
export function sedlabankiIslands(options: SourceOptions & SedlabankiIslandsSourceOptions = {}): LiveSource {
  return feedSource(sedlabankiIslandsFeed, options);
}

/**
 * The Hrvatska narodna banka's euro exchange rate lists (`tecajn-eur/v3`, the last two weeks; 13 currencies per EUR, middle rates). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [hrvatskaNarodnaBanka()] });
 */
export function hrvatskaNarodnaBanka(options: SourceOptions = {}): LiveSource {
  return feedSource(hrvatskaNarodnaBankaFeed, options);
}

/**
 * The Lietuvos bankas's current euro rates (FxRates web service, type EU: units per EUR; TARGET days). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [lietuvosBankas()] });
 */
export function lietuvosBankas(options: SourceOptions = {}): LiveSource {
  return feedSource(lietuvosBankasFeed, options);
}

/**
 * The National Bank of Georgia's official rates (42 currencies, GEL per 1 to 10000 units; set each business day for the next). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nationalBankOfGeorgia()] });
 */
export function nationalBankOfGeorgia(options: SourceOptions = {}): LiveSource {
  return feedSource(nationalBankOfGeorgiaFeed, options);
}

/**
 * The National Bank of Moldova's official rates (XML, 40 currencies, MDL per 1, 10 or 100 units), today's list or yesterday's. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nationalBankOfMoldova()] });
 */
export function nationalBankOfMoldova(options: SourceOptions = {}): LiveSource {
  return feedSource(nationalBankOfMoldovaFeed, options);
}

/**
 * The National Bank of the Republic of North Macedonia's exchange rate lists (JSON, the last two weeks; 31 currencies, MKD per unit, middle rates). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nationalBankOfNorthMacedonia()] });
 */
export function nationalBankOfNorthMacedonia(options: SourceOptions = {}): LiveSource {
  return feedSource(nationalBankOfNorthMacedoniaFeed, options);
}

/**
 * The Central Bank of Armenia's latest rates (SOAP ExchangeRatesLatest, POSTed; about 28 currencies, AMD per 1 or 100 units). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [centralBankOfArmenia()] });
 */
export function centralBankOfArmenia(options: SourceOptions = {}): LiveSource {
  return feedSource(centralBankOfArmeniaFeed, options);
}

/**
 * The National Bank of the Republic of Belarus's official rates of the day (JSON, 30 currencies, BYN per 1 to 100000 units). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nationalBankOfBelarus()] });
 */
export function nationalBankOfBelarus(options: SourceOptions = {}): LiveSource {
  return feedSource(nationalBankOfBelarusFeed, options);
}

/**
 * The Deutsche Bundesbank's BBEX3 mirror of the euro reference rates (SDMX CSV, the last two weeks; units per EUR). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bundesbank()] });
 */
export function bundesbank(options: SourceOptions = {}): LiveSource {
  return feedSource(bundesbankFeed, options);
}

/**
 * The Banco de Portugal's daily rates from BPstat (JSON-stat): by default the recorded dataset, the escudo's reference rates, which end in 1998;
 * pass `url` for a current BPstat dataset of the same shape (its reference currency EUR). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bancoDePortugal({ url: bpstatDatasetUrl })] });
 */
export function bancoDePortugal(options: SourceOptions = {}): LiveSource {
  return feedSource(bancoDePortugalFeed, options);
}
