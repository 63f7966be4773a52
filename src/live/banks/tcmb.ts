import { fail } from '../../errors.js';
import { importTcmb, tcmbCalendar } from '../../importers/feeds/tcmb.js';
import type { SourceOptions } from '../sourceOptions.js';
import type { LiveSource } from '../types.js';
import { bankSource } from './bankSource.js';
import { dateWindow } from './dateWindow.js';

/** The codes asked of EVDS, buying (`A`) and selling (`S`) each: the recorded request's 21. */
const CODES = ['AED', 'AUD', 'AZN', 'CAD', 'CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'JPY', 'KRW', 'KWD', 'KZT', 'NOK', 'PKR', 'QAR', 'RON', 'RUB', 'SAR', 'SEK', 'USD'];
const SERIES = CODES.flatMap((code) => [`TP.DK.${code}.A.YTL`, `TP.DK.${code}.S.YTL`]).join('-');

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
  const apiKey = options?.apiKey;
  if (typeof apiKey !== 'string' || apiKey === '') fail('invalid_parameter', 'Source option apiKey is required (your EVDS API key).', 'apiKey');
  const url = (now: Date) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://evds3.tcmb.gov.tr/igmevdsms-dis/series=${SERIES}&startDate=${from.dmyDash}&endDate=${to.dmyDash}&type=json&frequency=1`];
  };
  return bankSource(options, {
    name: 'tcmb',
    calendar: tcmbCalendar,
    url,
    headers: { key: apiKey },
    secrets: [apiKey],
    read: (body, metadata) => importTcmb(body, { metadata }),
  });
}
