import { bnrFeed } from '../../feeds/bnr/bnr.js';
import { bocFeed } from '../../feeds/boc/boc.js';
import { boeFeed } from '../../feeds/boe/boe.js';
import { boiFeed } from '../../feeds/boi/boi.js';
import { cbrFeed } from '../../feeds/cbr/cbr.js';
import { cnbFeed } from '../../feeds/cnb/cnb.js';
import { fredFeed } from '../../feeds/fred/fred.js';
import { nbpFeed, type NbpSourceOptions } from '../../feeds/nbp/nbp.js';
import { nbuFeed } from '../../feeds/nbu/nbu.js';
import { norgesBankFeed } from '../../feeds/norges-bank/norgesBank.js';
import { rbaFeed } from '../../feeds/rba/rba.js';
import { riksbankFeed } from '../../feeds/riksbank/riksbank.js';
import { tcmbFeed } from '../../feeds/tcmb/tcmb.js';
import { feedSource } from './feedSource.js';
import type { SourceOptions } from './sourceOptions.js';
import type { LiveSource } from '../types.js';

// One line a bank: its URLs, calendar and importer are facts of its descriptor, in its feed file (src/feeds/<id>/).

/**
 * The National Bank of Poland's latest table A (about 32 currencies, PLN per unit, with its table number; Polish business days by 12:15 Warsaw),
 * or with `table: 'B'` its latest table B (116 further currencies in 2026, weekly on Wednesdays; default name `nbp-b`, so both tables can run side by side). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`, `table` (`'A'` or `'B'`).
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nbp(), nbp({ table: 'B' })] });
 */
export function nbp(options: SourceOptions & NbpSourceOptions = {}): LiveSource {
  return feedSource(nbpFeed, options);
}

/**
 * The Czech National Bank's daily rates of this year (`daily-year`, about 31 currencies, CZK per `amount` units; after 14:30 Prague), last year's file as the fallback in early January.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cnb()] });
 */
export function cnb(options: SourceOptions = {}): LiveSource {
  return feedSource(cnbFeed, options);
}

/**
 * Norges Bank's exchange rates (SDMX-CSV, about 38 currencies, NOK per unit with `UNIT_MULT`; around 16:00 Oslo), the last two weeks.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [norgesBank()] });
 */
export function norgesBank(options: SourceOptions = {}): LiveSource {
  return feedSource(norgesBankFeed, options);
}

/**
 * The Bank of England's daily spot rates against GBP (IADB CSV, 26 series `XUDL...`), the last two weeks.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [boe()] });
 */
export function boe(options: SourceOptions = {}): LiveSource {
  return feedSource(boeFeed, options);
}

/**
 * Sveriges Riksbank's SWEA observations of group 130 (SEK per unit), the last two weeks.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [riksbank()] });
 */
export function riksbank(options: SourceOptions = {}): LiveSource {
  return feedSource(riksbankFeed, options);
}

/**
 * The National Bank of Romania's latest reference rates (`nbrfxrates.xml`, RON per unit), this year's file as the fallback.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bnr()] });
 */
export function bnr(options: SourceOptions = {}): LiveSource {
  return feedSource(bnrFeed, options);
}

/**
 * The Bank of Canada's daily rates (Valet `FX_RATES_DAILY`, 26 currencies, CAD per unit; by 16:30 Eastern), the last two weeks.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [boc()] });
 */
export function boc(options: SourceOptions = {}): LiveSource {
  return feedSource(bocFeed, options);
}

/**
 * The Reserve Bank of Australia's table F11.1 (about 21 currencies against AUD, the current year; around 16:00 Sydney).
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [rba()] });
 */
export function rba(options: SourceOptions = {}): LiveSource {
  return feedSource(rbaFeed, options);
}

/**
 * The Bank of Israel's representative rates (SDMX v2 CSV, 14 currencies, ILS per unit), the last two weeks.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [boi()] });
 */
export function boi(options: SourceOptions = {}): LiveSource {
  return feedSource(boiFeed, options);
}

/**
 * The Bank of Russia's daily table (`XML_daily.asp`, windows-1251, about 54 currencies, RUB per `Nominal` units, dated the day they apply).
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbr()] });
 */
export function cbr(options: SourceOptions = {}): LiveSource {
  return feedSource(cbrFeed, options);
}

/**
 * The National Bank of Ukraine's official rates (`exchange_site` JSON, UAH per `units`, dated the business day they apply), the last two weeks.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nbu()] });
 */
export function nbu(options: SourceOptions = {}): LiveSource {
  return feedSource(nbuFeed, options);
}

/** Options of `tcmb()`. */
export interface TcmbSourceOptions extends SourceOptions {
  /** Your EVDS API key (required); sent in the `key` header, never shown. */
  readonly apiKey: string;
}

/**
 * The Central Bank of the Republic of Türkiye's indicative rates from EVDS (21 currencies, buying
 * and selling, TRY per unit; the dataset takes the mid), the last two weeks. EVDS needs your own
 * key: it travels in the `key` request header and is never shown in status, errors or logs.
 *
 * @param options - `apiKey`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [tcmb({ apiKey: env.EVDS_API_KEY })] });
 */
export function tcmb(options: TcmbSourceOptions): LiveSource {
  return feedSource(tcmbFeed, options);
}

/** Options of `fred()`. */
export interface FredSourceOptions extends SourceOptions {
  /** Your FRED API key (required); sent as the `api_key` query parameter, never shown. */
  readonly apiKey: string;
  /** The H.10 series this source reads (FRED answers one series a request); default `DEXUSEU` (USD per EUR). */
  readonly series?: string;
}

/**
 * The Federal Reserve's H.10 noon buying rates via FRED, one series a source (FRED answers one
 * series a request): default `DEXUSEU`; for several, make one source each, named apart
 * (`fred({ apiKey, series: 'DEXJPUS', name: 'fred-jpy' })`). The last three weeks (H.10 is released
 * weekly, Mondays). FRED needs your own key, sent as `api_key` and never shown.
 *
 * @param options - `apiKey`, `series`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [fred({ apiKey: env.FRED_API_KEY }), fred({ apiKey: env.FRED_API_KEY, series: 'DEXJPUS', name: 'fred-jpy' })] });
 */
export function fred(options: FredSourceOptions): LiveSource {
  return feedSource(fredFeed, options);
}
