import { banguatFeed } from '../../feeds/banguat/banguat.js';
import { banrepFeed } from '../../feeds/banrep/banrep.js';
import { banxicoFeed } from '../../feeds/banxico/banxico.js';
import { bcbFeed } from '../../feeds/bcb/bcb.js';
import { bccFeed, type BccRate } from '../../feeds/bcc/bcc.js';
import { bcchFeed, type BcchOptions } from '../../feeds/bcch/bcch.js';
import { bccrFeed } from '../../feeds/bccr/bccr.js';
import { bojaFeed } from '../../feeds/boja/boja.js';
import { bcuFeed } from '../../feeds/bcu/bcu.js';
import { bcnFeed } from '../../feeds/bcn/bcn.js';
import { bcraFeed } from '../../feeds/bcra/bcra.js';
import { feedSource } from './feedSource.js';
import type { SourceOptions } from './sourceOptions.js';
import type { LiveSource } from '../types.js';

// The central banks of the Americas, one line a bank: URLs, calendar and importer are facts of its descriptor (src/feeds/<id>/).

/** Options of a source whose service takes the user's own key or token. */
export interface KeyedSourceOptions extends SourceOptions {
  /** Your key or token (required); sent as the feed names, never shown. */
  readonly apiKey: string;
}

/**
 * Banco de México's FIX and its peso quotes of EUR, JPY, GBP and CAD (SIE API, MXN per unit; 12:00 Mexico City), the last two weeks.
 * The SIE API needs your own token: it travels in the `Bmx-Token` header and is never shown.
 *
 * @param options - `apiKey` (the SIE token), `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [banxico({ apiKey: env.BANXICO_TOKEN })] });
 */
export function banxico(options: KeyedSourceOptions): LiveSource {
  return feedSource(banxicoFeed, options);
}

/** Options of `bcb()`. */
export interface BcbSourceOptions extends SourceOptions {
  /** The PTAX currency this source reads (the service answers one a request); default `USD`. */
  readonly currency?: string;
}

/**
 * The Banco Central do Brasil's PTAX closing rates, one currency a source (default `USD`; for
 * several, one source each: `bcb({ currency: 'EUR' })` is named `bcb-eur`), buying and selling,
 * BRL per unit (the dataset takes the mid; after 13:10 Brasília), the last two weeks. No key.
 *
 * @param options - `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bcb(), bcb({ currency: 'EUR' })] });
 */
export function bcb(options: BcbSourceOptions = {}): LiveSource {
  return feedSource(bcbFeed, options);
}

/**
 * The Banco Central de la República Argentina's quotes of the latest day (`Cotizaciones`, about 35
 * currencies, ARS per unit, per 1,000 where it says so; after 15:00 Buenos Aires). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bcra()] });
 */
export function bcra(options: SourceOptions = {}): LiveSource {
  return feedSource(bcraFeed, options);
}

/**
 * Colombia's TRM from the Banco de la República's open data (datos.gov.co `32sa-8pi3`, COP per US
 * dollar, dated the day it is in force; computed the business day before), the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [banrep()] });
 */
export function banrep(options: SourceOptions = {}): LiveSource {
  return feedSource(banrepFeed, options);
}

/** Options of `bcch()`. */
export interface BcchSourceOptions extends SourceOptions, BcchOptions {
  /** Your SieteRestWS password (required); sent as the `pass` query parameter, never shown. */
  readonly apiKey: string;
}

/**
 * The Banco Central de Chile's observed dollar, or one of seven other currencies' nominal rates
 * (`currency`; `bcch({ currency: 'EUR', ... })` is named `bcch-eur`), CLP per unit, from its
 * SieteRestWS service, the last two weeks. The service needs your own account: `user` and the
 * password as `apiKey` (a query parameter, never shown).
 *
 * @param options - `apiKey` (password), `user`, `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bcch({ user: env.BCCH_USER, apiKey: env.BCCH_PASS })] });
 */
export function bcch(options: BcchSourceOptions): LiveSource {
  return feedSource(bcchFeed, options);
}

/**
 * The Banco Central de Costa Rica's reference buying and selling rates of the US dollar (variable
 * group 1, CRC per dollar; the dataset takes the mid, both quotes kept), the last 100 days. No key.
 * The recorder asked the service for a CSRF token first; where the service insists on one, the
 * round fails with the service's answer as an `invalid_feed` error.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bccr()] });
 */
export function bccr(options: SourceOptions = {}): LiveSource {
  return feedSource(bccrFeed, options);
}

/** Options of `boja()`. */
export interface BojaSourceOptions extends SourceOptions {
  /** The WordPress nonce the table's form carries on boj.org.jm (10 hexadecimal digits); default the recorded one, which expires. */
  readonly nonce?: string;
}

/**
 * The Bank of Jamaica's counter rates (table 134, 16 currencies, buying and selling, JMD per unit;
 * the dataset takes the mid, both quotes kept), asked by POST; the JSON comes labelled `text/html`.
 * The form needs the site's current nonce (`nonce`). No key.
 *
 * @param options - `nonce`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [boja({ nonce: '5a1cc1896f' })] });
 */
export function boja(options: BojaSourceOptions = {}): LiveSource {
  return feedSource(bojaFeed, options);
}

/** Options of `bcu()`. */
export interface BcuSourceOptions extends SourceOptions {
  /** The currency this source asks the service for (one a request, see `BCU_CURRENCIES`); default `USD`. */
  readonly currency?: string;
}

/**
 * The Banco Central del Uruguay's quotes by SOAP (`wsbcucotizaciones`, UYU per unit, buying and
 * selling; the dataset takes the mid), one currency a source (default `USD`; `bcu({ currency: 'EUR' })`
 * is named `bcu-eur`), the last two weeks. No key.
 *
 * @param options - `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bcu(), bcu({ currency: 'EUR' })] });
 */
export function bcu(options: BcuSourceOptions = {}): LiveSource {
  return feedSource(bcuFeed, options);
}

/**
 * The Banco de Guatemala's reference rate of the US dollar by SOAP (`TipoCambioRango`, GTQ per
 * dollar, every calendar day), the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [banguat()] });
 */
export function banguat(options: SourceOptions = {}): LiveSource {
  return feedSource(banguatFeed, options);
}

/**
 * The Banco Central de Nicaragua's official rate of the US dollar by SOAP (`RecuperaTC_Mes`, NIO
 * per dollar, the current month's table; days not yet in force left out). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bcn()] });
 */
export function bcn(options: SourceOptions = {}): LiveSource {
  return feedSource(bcnFeed, options);
}

/** Options of `bcc()`. */
export interface BccSourceOptions extends SourceOptions {
  /** The currency this source reads (one a request, see `BCC_CURRENCIES`); default `USD`. */
  readonly currency?: string;
  /** Which of the BCC's three rates: `oficial`, `publica` or `especial` (default, the floating rate). */
  readonly rate?: BccRate;
}

/**
 * The Banco Central de Cuba's rates (CUP per unit; the yen per peso), one currency and one of its
 * three rates a source (default `USD`, `especial`; `bcc({ currency: 'EUR', rate: 'oficial' })` is
 * named `bcc-eur-oficial`), the last two weeks. No key.
 *
 * @param options - `currency`, `rate`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bcc()] });
 */
export function bcc(options: BccSourceOptions = {}): LiveSource {
  return feedSource(bccFeed, options);
}
