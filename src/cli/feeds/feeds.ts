import type { LiveSource } from '../../live/types.js';
import type { SourceOptions } from '../../live/sourceOptions.js';
import { allFiles, eachFile, fredFiles, type BankImport } from './bankImport.js';

/** One feed the CLI knows by name: `ratebook fetch <name>`, `serve --live --source <name>` and, for a bank, `ratebook import <name> FILE`. */
export interface Feed {
  /** The name on the command line and in status. */
  readonly name: string;
  /** Makes the live source; `key` is the environment variable's value. */
  readonly source: (where: SourceOptions, key: string | undefined) => Promise<LiveSource>;
  /** The environment variable holding its key, and whether the feed works without it. */
  readonly env?: { readonly name: string; readonly required: boolean };
  /** `ratebook import <name> FILE...`, for a bank (the other feeds' formats are ecb-xml, ecb-csv, oxr, fawazahmed0, coingecko). */
  readonly import?: BankImport;
  /** Terms or licence, as far as known. */
  readonly terms: string;
  /** What it quotes. */
  readonly currencies: string;
}

const live = () => import('../../live/index.js');
const imp = () => import('../../importers/index.js');
const UNKNOWN = 'terms not stated in the recorded data; check the bank\'s site (some banks restrict commercial redistribution)';

/** Every feed; adding one is one line here (plus its factory). */
export const FEEDS: readonly Feed[] = [
  { name: 'fawazahmed0', source: async (w) => (await live()).fawazahmed0(w), terms: 'CC0-1.0', currencies: 'about 300 fiat and crypto codes against USD' },
  { name: 'ecb', source: async (w) => (await live()).ecb(w), terms: 'free reuse with the ECB acknowledged as the source', currencies: 'about 30 currencies against EUR' },
  { name: 'coingecko', source: async (w, apiKey) => (await live()).coinGecko({ ...w, ...(apiKey ? { apiKey } : {}) }), env: { name: 'COINGECKO_API_KEY', required: false }, terms: "CoinGecko's terms", currencies: 'crypto assets in USD' },
  { name: 'oxr', source: async (w, appId) => (await live()).openExchangeRates({ ...w, appId: appId! }), env: { name: 'OXR_APP_ID', required: true }, terms: 'commercial; App ID required', currencies: 'about 170 currencies against USD' },
  { name: 'nbp', source: async (w) => (await live()).nbp(w), import: allFiles(async (i, o) => (await imp()).importNbp(i, o)), terms: UNKNOWN, currencies: 'table A, about 32 currencies (the importer reads tables A and B); PLN' },
  { name: 'nbp-b', source: async (w) => (await live()).nbp({ ...w, table: 'B' }), terms: UNKNOWN, currencies: 'table B, weekly on Wednesdays: 116 currencies table A lacks; PLN (import its documents with `import nbp`)' },
  { name: 'cnb', source: async (w) => (await live()).cnb(w), import: allFiles(async (i, o) => (await imp()).importCnb(i, o)), terms: UNKNOWN, currencies: 'about 31 currencies; CZK' },
  { name: 'boc', source: async (w) => (await live()).boc(w), import: eachFile(async (b, o) => (await imp()).importBoc(b, o)), terms: UNKNOWN, currencies: '26 currencies; CAD' },
  { name: 'norges-bank', source: async (w) => (await live()).norgesBank(w), import: eachFile(async (b, o) => (await imp()).importNorgesBank(b, o)), terms: UNKNOWN, currencies: 'about 38 currencies; NOK' },
  { name: 'rba', source: async (w) => (await live()).rba(w), import: eachFile(async (b, o) => (await imp()).importRba(b, o)), terms: UNKNOWN, currencies: 'about 21 currencies; AUD' },
  { name: 'boe', source: async (w) => (await live()).boe(w), import: eachFile(async (b, o) => (await imp()).importBoe(b, o)), terms: UNKNOWN, currencies: '26 series XUDL...; GBP' },
  { name: 'boi', source: async (w) => (await live()).boi(w), import: eachFile(async (b, o) => (await imp()).importBoi(b, o)), terms: UNKNOWN, currencies: '14 currencies; ILS' },
  { name: 'cbr', source: async (w) => (await live()).cbr(w), import: allFiles(async (i, o) => (await imp()).importCbr(i, o)), terms: UNKNOWN, currencies: 'about 54 currencies; RUB' },
  { name: 'riksbank', source: async (w) => (await live()).riksbank(w), import: allFiles(async (i, o) => (await imp()).importRiksbank(i, o)), terms: UNKNOWN, currencies: 'group 130; SEK' },
  { name: 'nbu', source: async (w) => (await live()).nbu(w), import: allFiles(async (i, o) => (await imp()).importNbu(i, o)), terms: UNKNOWN, currencies: 'about 45 currencies; UAH' },
  { name: 'bnr', source: async (w) => (await live()).bnr(w), import: allFiles(async (i, o) => (await imp()).importBnr(i, o)), terms: UNKNOWN, currencies: 'about 35 currencies; RON' },
  { name: 'tcmb', source: async (w, apiKey) => (await live()).tcmb({ ...w, apiKey: apiKey! }), env: { name: 'EVDS_API_KEY', required: true }, import: allFiles(async (i, o) => (await imp()).importTcmb(i, o)), terms: `EVDS key of your own; ${UNKNOWN}`, currencies: '21 currencies, buying and selling (mid); TRY' },
  { name: 'fred', source: async (w, apiKey) => (await live()).fred({ ...w, apiKey: apiKey! }), env: { name: 'FRED_API_KEY', required: true }, import: async (i, o) => (await imp()).importFred(fredFiles(i), o), terms: `FRED API key of your own; ${UNKNOWN}`, currencies: 'H.10, one series a source (default DEXUSEU); USD' },
];

/** The feeds' names, in the table's order. */
export const FEED_NAMES: readonly string[] = FEEDS.map((feed) => feed.name);
