import { bnrCalendar, importBnr } from '../../importers/feeds/bnr.js';
import { boeCalendar, importBoe } from '../../importers/feeds/boe.js';
import { cnbCalendar, importCnb } from '../../importers/feeds/cnb.js';
import { importNbp, nbpCalendar } from '../../importers/feeds/nbp.js';
import { importNorgesBank, norgesBankCalendar } from '../../importers/feeds/norgesBank.js';
import { importRiksbank, riksbankCalendar } from '../../importers/feeds/riksbank.js';
import type { SourceOptions } from '../sourceOptions.js';
import type { LiveSource } from '../types.js';
import { bankSource } from './bankSource.js';
import { dateWindow } from './dateWindow.js';

const BOE_SERIES = 'XUDLUSS,XUDLERS,XUDLJYS,XUDLCDS,XUDLSFS,XUDLADS,XUDLNDS,XUDLNKS,XUDLSKS,XUDLDKS,XUDLHDS,XUDLSGS,XUDLSRS,XUDLZRS,XUDLTWS,XUDLBK25,XUDLBK33,XUDLBK47,XUDLBK78,XUDLBK83,XUDLBK87,XUDLBK89,XUDLBK93,XUDLBK95,XUDLBK97,XUDLZOS4';
const TWO_WEEKS_MS = 14 * 86_400_000;

/**
 * The National Bank of Poland's latest table A (about 32 currencies, PLN per unit, with its table number; Polish business days by 12:15 Warsaw).
 * No key needed; NBP's terms of reuse: see nbp.pl (not stated in the recorded data's README).
 *
 * @example
 * createLiveDataset({ initial, sources: [nbp()] });
 */
export function nbp(options: SourceOptions = {}): LiveSource {
  return bankSource(options, { name: 'nbp', calendar: nbpCalendar, url: 'https://api.nbp.pl/api/exchangerates/tables/A/?format=json', read: (body, metadata) => importNbp(body, { metadata }) });
}

/**
 * The Czech National Bank's daily rates of this year (CNB API `daily-year`, about 31 currencies, CZK per `amount` units; after 14:30 Prague time), last year's file as the fallback in early January.
 *
 * @example
 * createLiveDataset({ initial, sources: [cnb()] });
 */
export function cnb(options: SourceOptions = {}): LiveSource {
  const year = (ms: number) => `https://api.cnb.cz/cnbapi/exrates/daily-year?lang=EN&year=${new Date(ms).getUTCFullYear()}`;
  const url = (now: Date) => [year(now.getTime()), year(now.getTime() - TWO_WEEKS_MS)];
  return bankSource(options, { name: 'cnb', calendar: cnbCalendar, url, maxBytes: 4 << 20, read: (body, metadata) => importCnb(body, { metadata }) });
}

/**
 * Norges Bank's exchange rates (SDMX-CSV, about 38 currencies, NOK per unit with `UNIT_MULT`; around 16:00 Oslo time), the last two weeks.
 *
 * @example
 * createLiveDataset({ initial, sources: [norgesBank()] });
 */
export function norgesBank(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://data.norges-bank.no/api/data/EXR/B..NOK.SP?format=csvdata&startPeriod=${from.iso}&endPeriod=${to.iso}`];
  };
  return bankSource(options, { name: 'norges-bank', calendar: norgesBankCalendar, url, read: (body, metadata) => importNorgesBank(body, { metadata }) });
}

/**
 * The Bank of England's daily spot rates against GBP (IADB CSV, 26 series `XUDL...`), the last two weeks.
 *
 * @example
 * createLiveDataset({ initial, sources: [boe()] });
 */
export function boe(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://www.bankofengland.co.uk/boeapps/database/_iadb-fromshowcolumns.asp?CSVF=TN&Datefrom=${from.dMonY}&Dateto=${to.dMonY}&SeriesCodes=${BOE_SERIES}&UsingCodes=Y&csv.x=yes`];
  };
  return bankSource(options, { name: 'boe', calendar: boeCalendar, url, read: (body, metadata) => importBoe(body, { metadata }) });
}

/**
 * Sveriges Riksbank's SWEA observations of group 130 (SEK per unit), the last two weeks.
 *
 * @example
 * createLiveDataset({ initial, sources: [riksbank()] });
 */
export function riksbank(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://api.riksbank.se/swea/v1/Observations/ByGroup/130/${from.iso}/${to.iso}`];
  };
  return bankSource(options, { name: 'riksbank', calendar: riksbankCalendar, url, read: (body, metadata) => importRiksbank(body, { metadata }) });
}

/**
 * The National Bank of Romania's latest reference rates (`nbrfxrates.xml`, RON per unit), this year's file as the fallback.
 *
 * @example
 * createLiveDataset({ initial, sources: [bnr()] });
 */
export function bnr(options: SourceOptions = {}): LiveSource {
  const url = (now: Date) => ['https://curs.bnr.ro/nbrfxrates.xml', `https://curs.bnr.ro/files/xml/years/nbrfxrates${now.getUTCFullYear()}.xml`];
  return bankSource(options, { name: 'bnr', calendar: bnrCalendar, url, maxBytes: 4 << 20, read: (body, metadata) => importBnr(body, { metadata }) });
}
