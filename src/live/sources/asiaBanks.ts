import { bojFeed } from '../../feeds/boj/boj.js';
import { hkmaFeed } from '../../feeds/hkma/hkma.js';
import { masFeed } from '../../feeds/mas/mas.js';
import { botFeed } from '../../feeds/bot/bot.js';
import { bnmFeed } from '../../feeds/bnm/bnm.js';
import { fbilFeed } from '../../feeds/fbil/fbil.js';
import { nrbFeed } from '../../feeds/nrb/nrb.js';
import { amcmFeed } from '../../feeds/amcm/amcm.js';
import { mmaFeed } from '../../feeds/mma/mma.js';
import { cbcFeed } from '../../feeds/cbc/cbc.js';
import { cbmFeed } from '../../feeds/cbm/cbm.js';
import { bomFeed } from '../../feeds/bom/bom.js';
import { nbkFeed } from '../../feeds/nbk/nbk.js';
import { nbtFeed } from '../../feeds/nbt/nbt.js';
import { cbuFeed } from '../../feeds/cbu/cbu.js';
import { nbkrFeed } from '../../feeds/nbkr/nbkr.js';
import { feedSource } from './feedSource.js';
import type { SourceOptions } from './sourceOptions.js';
import type { LiveSource } from '../types.js';

// The second wave's central banks of Asia, one line a bank: URLs, calendars and importers are facts of each descriptor (src/feeds/<id>/).

/**
 * The Bank of Japan's Tokyo-market spot rates at 17:00 JST (dollar/yen and euro/dollar, pivot USD), the months of the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [boj()] });
 */
export function boj(options: SourceOptions = {}): LiveSource {
  return feedSource(bojFeed, options);
}

/**
 * The HKMA's daily end-of-day rates (17 currencies and the SDR, HKD per unit), the last 75 days: each month's figures come out with the next month's bulletin. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [hkma()] });
 */
export function hkma(options: SourceOptions = {}): LiveSource {
  return feedSource(hkmaFeed, options);
}

/**
 * The MAS's daily exchange rates (21 currencies, SGD per 1 or 100 units, as of noon), its download form posted for the months of the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [mas()] });
 */
export function mas(options: SourceOptions = {}): LiveSource {
  return feedSource(masFeed, options);
}

/**
 * The Bank of Thailand's daily average rates of Bangkok's commercial banks (19 currencies, THB per 1, 100 JPY or 1,000 IDR; the BoT's mid, buying and selling kept), the last two weeks.
 * Needs the user's API key of the BoT's API portal, sent in the `authorization` header.
 *
 * @param options - `apiKey` (required), `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bot({ apiKey: env.BOT_API_KEY })] });
 */
export function bot(options: SourceOptions & { readonly apiKey: string }): LiveSource {
  return feedSource(botFeed, options);
}

/**
 * Bank Negara Malaysia's latest 09:00-session rates (26 currencies and the SDR, MYR per 1 or 100 units; the middle rate, buying and selling kept). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bnm()] });
 */
export function bnm(options: SourceOptions = {}): LiveSource {
  return feedSource(bnmFeed, options);
}

/**
 * Financial Benchmarks India's reference rates (USD, GBP, EUR, AED, JPY per 100, IDR per 10,000; INR), the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [fbil()] });
 */
export function fbil(options: SourceOptions = {}): LiveSource {
  return feedSource(fbilFeed, options);
}

/**
 * Nepal Rastra Bank's daily buying and selling rates (22 currencies, NPR per 1, 10 or 100 units; the mid stored, both kept), every day of the week, the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nrb()] });
 */
export function nrb(options: SourceOptions = {}): LiveSource {
  return feedSource(nrbFeed, options);
}

/**
 * The Monetary Authority of Macao's interbank middle rates (17 currencies, MOP per 1, 100 JPY and KRW), the last two weeks. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [amcm()] });
 */
export function amcm(options: SourceOptions = {}): LiveSource {
  return feedSource(amcmFeed, options);
}

/**
 * The Maldives Monetary Authority's reference rate of the US dollar (MVR per USD, Sunday to Thursday), its whole history since 2011 each round. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [mma()] });
 */
export function mma(options: SourceOptions = {}): LiveSource {
  return feedSource(mmaFeed, options);
}

/**
 * The Central Bank of the Republic of China (Taiwan)'s daily rates against the US dollar (TWD and 14 more, 16:00 Taipei; pivot USD), its whole table BP01D01 each round. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbc()] });
 */
export function cbc(options: SourceOptions = {}): LiveSource {
  return feedSource(cbcFeed, options);
}

/**
 * The Central Bank of Myanmar's latest reference rates (38 currencies, MMK per 1 or per 100 units). No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbm()] });
 */
export function cbm(options: SourceOptions = {}): LiveSource {
  return feedSource(cbmFeed, options);
}

/**
 * The Bank of Mongolia's official rates (36 currencies, MNT per unit), a POST of the last two weeks' dates. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [bom()] });
 */
export function bom(options: SourceOptions = {}): LiveSource {
  return feedSource(bomFeed, options);
}

/**
 * The National Bank of Kazakhstan's official rates of the day (39 codes, KZT per 1, 10, 100 or 1,000 units), the day before's as the fallback. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nbk()] });
 */
export function nbk(options: SourceOptions = {}): LiveSource {
  return feedSource(nbkFeed, options);
}

/**
 * The National Bank of Tajikistan's official rates of the day (36 currencies, TJS per 1 to 1,000 units), the day before's as the fallback. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nbt()] });
 */
export function nbt(options: SourceOptions = {}): LiveSource {
  return feedSource(nbtFeed, options);
}

/**
 * The Central Bank of Uzbekistan's official rates of the day (75 currencies, UZS per 1 or 10 units), the day before's as the fallback. No key.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [cbu()] });
 */
export function cbu(options: SourceOptions = {}): LiveSource {
  return feedSource(cbuFeed, options);
}

/**
 * The National Bank of the Kyrgyz Republic's daily official rates (USD, EUR, CNY, KZT, RUB; KGS per unit). No key. Its weekly table is read by `importNbkr`.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [nbkr()] });
 */
export function nbkr(options: SourceOptions = {}): LiveSource {
  return feedSource(nbkrFeed, options);
}
