import { bocCalendar, importBoc } from '../../importers/feeds/boc.js';
import { boiCalendar, importBoi } from '../../importers/feeds/boi.js';
import { cbrCalendar, importCbr } from '../../importers/feeds/cbr.js';
import { importNbu, nbuCalendar } from '../../importers/feeds/nbu.js';
import { importRba, rbaCalendar } from '../../importers/feeds/rba.js';
import type { SourceOptions } from '../sourceOptions.js';
import type { LiveSource } from '../types.js';
import { bankSource } from './bankSource.js';
import { dateWindow } from './dateWindow.js';

/**
 * The Bank of Canada's daily exchange rates (Valet group `FX_RATES_DAILY`, 26 currencies, CAD per
 * unit; by 16:30 Eastern on Canadian business days), the last two weeks.
 *
 * @example
 * createLiveDataset({ initial, sources: [boc()] });
 */
export function boc(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => [`https://www.bankofcanada.ca/valet/observations/group/FX_RATES_DAILY/json?start_date=${dateWindow(now, 14).from.iso}`];
  return bankSource(options, { name: 'boc', calendar: bocCalendar, url, read: (body, metadata) => importBoc(body, { metadata }) });
}

/**
 * The Reserve Bank of Australia's statistical table F11.1 (about 21 currencies against AUD, the
 * current year's history; around 16:00 Sydney time).
 *
 * @example
 * createLiveDataset({ initial, sources: [rba()] });
 */
export function rba(options: SourceOptions = {}): LiveSource {
  return bankSource(options, { name: 'rba', calendar: rbaCalendar, url: 'https://www.rba.gov.au/statistics/tables/csv/f11.1-data.csv', read: (body, metadata) => importRba(body, { metadata }) });
}

/**
 * The Bank of Israel's representative rates (SDMX v2 CSV, 14 currencies, ILS per unit), the last two weeks.
 *
 * @example
 * createLiveDataset({ initial, sources: [boi()] });
 */
export function boi(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://edge.boi.gov.il/FusionEdgeServer/sdmx/v2/data/dataflow/BOI.STATISTICS/EXR/1.0/?c%5BDATA_TYPE%5D=OF00&startperiod=${from.iso}&endperiod=${to.iso}&format=csv`];
  };
  return bankSource(options, { name: 'boi', calendar: boiCalendar, url, read: (body, metadata) => importBoi(body, { metadata }) });
}

/**
 * The Central Bank of the Russian Federation's daily table (`XML_daily.asp`, windows-1251, about 54
 * currencies, RUB per `Nominal` units, dated the day the rates apply).
 *
 * @example
 * createLiveDataset({ initial, sources: [cbr()] });
 */
export function cbr(options: SourceOptions = {}): LiveSource {
  return bankSource(options, { name: 'cbr', calendar: cbrCalendar, url: 'https://www.cbr.ru/scripts/XML_daily.asp', read: (body, metadata) => importCbr(body, { metadata }) });
}

/**
 * The National Bank of Ukraine's official rates (`exchange_site` JSON, UAH per `units`, dated the
 * business day they apply), the last two weeks.
 *
 * @example
 * createLiveDataset({ initial, sources: [nbu()] });
 */
export function nbu(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://bank.gov.ua/NBU_Exchange/exchange_site?start=${from.compact}&end=${to.compact}&json=&order=asc&sort=exchangedate`];
  };
  return bankSource(options, { name: 'nbu', calendar: nbuCalendar, url, maxBytes: 4 << 20, read: (body, metadata) => importNbu(body, { metadata }) });
}
