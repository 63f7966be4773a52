import { bamFeed } from '../../feeds/bam/bam.js';
import { bnaFeed } from '../../feeds/bna/bna.js';
import { bobFeed } from '../../feeds/bob/bob.js';
import { bnrRwandaFeed } from '../../feeds/bnr-rw/bnrRwanda.js';
import { cbgFeed } from '../../feeds/cbg/cbg.js';
import { cbkFeed } from '../../feeds/cbk/cbk.js';
import { cbnFeed } from '../../feeds/cbn/cbn.js';
import { nbeFeed } from '../../feeds/nbe/nbe.js';
import { sarbFeed } from '../../feeds/sarb/sarb.js';
import { feedSource } from './feedSource.js';
import type { SourceOptions } from './sourceOptions.js';
import type { LiveSource } from '../types.js';

// The central banks of Africa, one line a bank: URLs, calendar and importer are facts of its descriptor (src/feeds/<id>/).

/** Options of `sarb()`. */
export interface SarbSourceOptions extends SourceOptions {
  /** The currency of the SARB series this source reads (the service answers one series a request); default `USD`. */
  readonly currency?: string;
}

/**
 * The South African Reserve Bank's daily weighted-average rates, one series a source (default
 * `USD`, rand per dollar; `sarb({ currency: 'EUR' })` is named `sarb-eur`; 23 series, see
 * `SARB_SERIES`), the last two weeks. No key.
 *
 * @param options - `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [sarb(), sarb({ currency: 'EUR' })] });
 */
export function sarb(options: SarbSourceOptions = {}): LiveSource {
  return feedSource(sarbFeed, options);
}

/**
 * The Central Bank of Nigeria's exchange rates (`GetAllExchangeRates`, 12 currencies, NGN per unit;
 * the dataset takes the CBN's central rate, buying and selling kept). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbn()] });
 */
export function cbn(options: SourceOptions = {}): LiveSource {
  return feedSource(cbnFeed, options);
}

/**
 * The Central Bank of Kenya's indicative rates (table 193, 21 lines, KES per unit, per 100 yen,
 * its neighbours' currencies per shilling), asked by POST; the JSON comes labelled `text/html`. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbk()] });
 */
export function cbk(options: SourceOptions = {}): LiveSource {
  return feedSource(cbkFeed, options);
}

/**
 * Bank Al-Maghrib's transfer rates (`CoursVirement`, 30 currencies, MAD per `uniteDevise` units;
 * fixed at 12:30 Rabat), the round's day, the three days before as fallbacks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bam()] });
 */
export function bam(options: SourceOptions = {}): LiveSource {
  return feedSource(bamFeed, options);
}

/**
 * The National Bank of Ethiopia's exchange rates (19 currencies, ETB per unit; the dataset takes
 * the weighted average, buying and selling kept), the round's day, the three days before as fallbacks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nbe()] });
 */
export function nbe(options: SourceOptions = {}): LiveSource {
  return feedSource(nbeFeed, options);
}

/**
 * The Bank of Botswana's exchange-rate file (`exchange-rates.csv`, 7 currencies per pula, since
 * 2001; dates it gives twice with different rows withheld). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bob()] });
 */
export function bob(options: SourceOptions = {}): LiveSource {
  return feedSource(bobFeed, options);
}

/** Options of `bnrRwanda()`. */
export interface BnrRwandaSourceOptions extends SourceOptions {
  /** The currency this source reads (the service answers one a request); default `USD`. */
  readonly currency?: string;
}

/**
 * The National Bank of Rwanda's reference rates (RWF per unit; the dataset takes the average rate,
 * buying and selling kept), one currency a source (default `USD`; `bnrRwanda({ currency: 'EUR' })`
 * is named `bnr-rw-eur`), the last two weeks. No key.
 *
 * @param options - `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bnrRwanda()] });
 */
export function bnrRwanda(options: BnrRwandaSourceOptions = {}): LiveSource {
  return feedSource(bnrRwandaFeed, options);
}

/** Options of `bna()`. */
export interface BnaSourceOptions extends SourceOptions {
  /** The one currency this source reads; default `ALL`, every currency in one answer. */
  readonly currency?: string;
}

/**
 * The Banco Nacional de Angola's mid reference rates (AOA per unit), every currency in one answer
 * (`moeda=ALL`) or one (`bna({ currency: 'EUR' })`, named `bna-eur`), the last two weeks. No key.
 *
 * @param options - `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bna()] });
 */
export function bna(options: BnaSourceOptions = {}): LiveSource {
  return feedSource(bnaFeed, options);
}

/** Options of `cbg()`. */
export interface CbgSourceOptions extends SourceOptions {
  /** The currency of the series this source reads (the site answers one series a request); default `USD`. */
  readonly currency?: string;
}

/**
 * The Central Bank of The Gambia's indicative rates, one currency's series a source (default `USD`,
 * dalasis per dollar; `cbg({ currency: 'EUR' })` is named `cbg-eur`; JPY, SEK, NOK and DKK per 100),
 * the whole series each round, its hand-typed slips withheld by the importer's rules. No key.
 *
 * @param options - `currency`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbg(), cbg({ currency: 'EUR' })] });
 */
export function cbg(options: CbgSourceOptions = {}): LiveSource {
  return feedSource(cbgFeed, options);
}
