import type { QuoteDirection } from '../../importers/banks/nominalRate.js';

/** What one FRED series of the H.10 release quotes. */
export interface FredSeries {
  /** The foreign currency. */
  readonly code: string;
  /** `foreign_per_domestic`: the currency per one USD (DEXJPUS); `domestic_per_foreign`: USD per one unit of it (DEXUSEU). */
  readonly direction: QuoteDirection;
}

const perUsd = (code: string): FredSeries => ({ code, direction: 'foreign_per_domestic' });
const usdPer = (code: string): FredSeries => ({ code, direction: 'domestic_per_foreign' });

/**
 * The Federal Reserve's H.10 noon buying rates in New York as FRED names them, and which way each
 * is quoted. FRED's series title says it: `DEXJPUS` is "Japanese Yen to U.S. Dollar" (JPY per USD),
 * `DEXUSEU` "U.S. Dollars to Euro" (USD per EUR); the four `DEXUS..` series (AUD, EUR, NZD, GBP)
 * are USD per unit, as the Fed has always quoted those currencies, and every other one is units
 * per USD. The 22 series are the ones H.10 publishes daily.
 */
export const FRED_SERIES: Readonly<Record<string, FredSeries>> = {
  DEXBZUS: perUsd('BRL'),
  DEXCAUS: perUsd('CAD'),
  DEXCHUS: perUsd('CNY'),
  DEXDNUS: perUsd('DKK'),
  DEXHKUS: perUsd('HKD'),
  DEXINUS: perUsd('INR'),
  DEXJPUS: perUsd('JPY'),
  DEXKOUS: perUsd('KRW'),
  DEXMAUS: perUsd('MYR'),
  DEXMXUS: perUsd('MXN'),
  DEXNOUS: perUsd('NOK'),
  DEXSDUS: perUsd('SEK'),
  DEXSFUS: perUsd('ZAR'),
  DEXSIUS: perUsd('SGD'),
  DEXSLUS: perUsd('LKR'),
  DEXSZUS: perUsd('CHF'),
  DEXTAUS: perUsd('TWD'),
  DEXTHUS: perUsd('THB'),
  DEXUSAL: usdPer('AUD'),
  DEXUSEU: usdPer('EUR'),
  DEXUSNZ: usdPer('NZD'),
  DEXUSUK: usdPer('GBP'),
};
