import type { FeedDescriptor } from './feedDescriptor.js';

/**
 * One feed of the list: its descriptor (loaded when a source or an import needs it, so a program
 * that only lists the feeds loads no importer), and what the CLI says of it.
 */
export interface FeedLine {
  /** The name on the command line (`oxr`, `nbp-b`); the source's own name is the descriptor's. */
  readonly name: string;
  /** Loads the feed's descriptor from its feed file. */
  readonly feed: () => Promise<FeedDescriptor<never>>;
  /** Source options of this line (`nbp-b`: NBP's table B). */
  readonly options?: Readonly<Record<string, string>>;
  /** The environment variable holding the user's key, and whether the feed works without it. */
  readonly env?: { readonly name: string; readonly required: boolean };
  /**
   * How `ratebook import <name> FILE...` reads files with the feed's importer, for a central bank:
   * `each` alone, then one series (BoE, RBA); `all` together, by name (NBP's tables A and B);
   * `fred` named after their series (`DEXUSEU.json`). The other feeds have formats of their own.
   */
  readonly import?: 'each' | 'all' | 'fred';
  /** Terms or licence, as far as known. */
  readonly terms: string;
  /** What it quotes. */
  readonly currencies: string;
}

const UNKNOWN = "terms not stated in the recorded data; check the bank's site (some banks restrict commercial redistribution)";

/**
 * Every feed, in the order the CLI lists them: one line a feed, its descriptor in its file under
 * feeds/. The CLI's feed list (`FEEDS` of src/cli/feeds/feeds.ts) is made from it, and
 * test/importers/layout.test.ts checks that each feed file's descriptor is here, has its factory in
 * `ratebook/live` and its importer in `ratebook/importers`.
 */
export const FEED_LIST: readonly FeedLine[] = [
  {
    name: 'fawazahmed0',
    feed: async () => (await import('./feeds/fawazahmed0.js')).fawazahmed0Feed,
    terms: 'CC0-1.0',
    currencies: 'about 300 fiat and crypto codes against USD',
  },
  {
    name: 'ecb',
    feed: async () => (await import('./feeds/ecb.js')).ecbFeed,
    terms: 'free reuse with the ECB acknowledged as the source',
    currencies: 'about 30 currencies against EUR',
  },
  {
    name: 'coingecko',
    feed: async () => (await import('./feeds/coinGecko.js')).coinGeckoFeed,
    env: { name: 'COINGECKO_API_KEY', required: false },
    terms: "CoinGecko's terms",
    currencies: 'crypto assets in USD',
  },
  {
    name: 'oxr',
    feed: async () => (await import('./feeds/openExchangeRates.js')).openExchangeRatesFeed,
    env: { name: 'OXR_APP_ID', required: true },
    terms: 'commercial; App ID required',
    currencies: 'about 170 currencies against USD',
  },
  {
    name: 'nbp',
    feed: async () => (await import('./feeds/nbp.js')).nbpFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'table A, about 32 currencies (the importer reads tables A and B); PLN',
  },
  {
    name: 'nbp-b',
    feed: async () => (await import('./feeds/nbp.js')).nbpFeed,
    options: { table: 'B' },
    terms: UNKNOWN,
    currencies: 'table B, weekly on Wednesdays: 116 currencies table A lacks; PLN (import its documents with `import nbp`)',
  },
  { name: 'cnb', feed: async () => (await import('./feeds/cnb.js')).cnbFeed, import: 'all', terms: UNKNOWN, currencies: 'about 31 currencies; CZK' },
  { name: 'boc', feed: async () => (await import('./feeds/boc.js')).bocFeed, import: 'each', terms: UNKNOWN, currencies: '26 currencies; CAD' },
  {
    name: 'norges-bank',
    feed: async () => (await import('./feeds/norgesBank.js')).norgesBankFeed,
    import: 'each',
    terms: UNKNOWN,
    currencies: 'about 38 currencies; NOK',
  },
  { name: 'rba', feed: async () => (await import('./feeds/rba.js')).rbaFeed, import: 'each', terms: UNKNOWN, currencies: 'about 21 currencies; AUD' },
  { name: 'boe', feed: async () => (await import('./feeds/boe.js')).boeFeed, import: 'each', terms: UNKNOWN, currencies: '26 series XUDL...; GBP' },
  { name: 'boi', feed: async () => (await import('./feeds/boi.js')).boiFeed, import: 'each', terms: UNKNOWN, currencies: '14 currencies; ILS' },
  { name: 'cbr', feed: async () => (await import('./feeds/cbr.js')).cbrFeed, import: 'all', terms: UNKNOWN, currencies: 'about 54 currencies; RUB' },
  { name: 'riksbank', feed: async () => (await import('./feeds/riksbank.js')).riksbankFeed, import: 'all', terms: UNKNOWN, currencies: 'group 130; SEK' },
  { name: 'nbu', feed: async () => (await import('./feeds/nbu.js')).nbuFeed, import: 'all', terms: UNKNOWN, currencies: 'about 45 currencies; UAH' },
  { name: 'bnr', feed: async () => (await import('./feeds/bnr.js')).bnrFeed, import: 'all', terms: UNKNOWN, currencies: 'about 35 currencies; RON' },
  {
    name: 'tcmb',
    feed: async () => (await import('./feeds/tcmb.js')).tcmbFeed,
    env: { name: 'EVDS_API_KEY', required: true },
    import: 'all',
    terms: `EVDS key of your own; ${UNKNOWN}`,
    currencies: '21 currencies, buying and selling (mid); TRY',
  },
  {
    name: 'fred',
    feed: async () => (await import('./feeds/fred.js')).fredFeed,
    env: { name: 'FRED_API_KEY', required: true },
    import: 'fred',
    terms: `FRED API key of your own; ${UNKNOWN}`,
    currencies: 'H.10, one series a source (default DEXUSEU); USD',
  },
  // h32c: the Americas and Africa (second wave).
  {
    name: 'banxico',
    feed: async () => (await import('./feeds/banxico.js')).banxicoFeed,
    env: { name: 'BANXICO_TOKEN', required: true },
    import: 'all',
    terms: 'SIE token of your own; https://www.banxico.org.mx/footer-en/terms-and-conditions.html',
    currencies: 'FIX (USD) and EUR, JPY, GBP, CAD; MXN',
  },
  {
    name: 'bcb',
    feed: async () => (await import('./feeds/bcb.js')).bcbFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'PTAX closing, buying and selling (mid), one currency a source (default USD; files named USD.json, EUR.json, ...): 10 currencies; BRL',
  },
  {
    name: 'sarb',
    feed: async () => (await import('./feeds/sarb.js')).sarbFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'weighted averages of about 10:30, one series a source (default USD): 23 currencies; ZAR',
  },
  {
    name: 'bcra',
    feed: async () => (await import('./feeds/bcra.js')).bcraFeed,
    import: 'all',
    terms: 'https://www.bcra.gob.ar/aviso-legal/',
    currencies: 'about 35 currencies, the latest day; ARS',
  },
  {
    name: 'banrep',
    feed: async () => (await import('./feeds/banrep.js')).banrepFeed,
    import: 'all',
    terms: "datos.gov.co open data; the Banco de la República's terms of use apply",
    currencies: 'TRM: USD; COP',
  },
  {
    name: 'bcch',
    feed: async () => (await import('./feeds/bcch.js')).bcchFeed,
    env: { name: 'BCCH_PASS', required: true },
    import: 'all',
    terms: `SieteRestWS account of your own (user and password; the CLI has no user option yet); ${UNKNOWN}`,
    currencies: 'observed dollar (USD) or one of EUR, GBP, JPY, CAD, AUD, CNY, BRL a source; CLP',
  },
  {
    name: 'bccr',
    feed: async () => (await import('./feeds/bccr.js')).bccrFeed,
    import: 'all',
    terms: 'https://sdd.bccr.fi.cr/es/IndicadoresEconomicos/Inicio/TerminosDeUso',
    currencies: 'USD reference rates, buying and selling (mid); CRC',
  },
  {
    name: 'boja',
    feed: async () => (await import('./feeds/boja.js')).bojaFeed,
    import: 'all',
    terms: 'https://boj.org.jm/disclaimer/ (personal or non-commercial use, or reproduced with the source acknowledged)',
    currencies: '16 currencies, counter rates buying and selling (mid); JMD',
  },
  {
    name: 'bcu',
    feed: async () => (await import('./feeds/bcu.js')).bcuFeed,
    import: 'all',
    terms: 'https://www.bcu.gub.uy/Paginas/Condiciones-de-uso.aspx',
    currencies: '27 currencies by SOAP, one a source (default USD), buying and selling (mid); UYU',
  },
  {
    name: 'banguat',
    feed: async () => (await import('./feeds/banguat.js')).banguatFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'USD reference rate by SOAP; GTQ',
  },
  {
    name: 'bcn',
    feed: async () => (await import('./feeds/bcn.js')).bcnFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'USD official rate by SOAP, the month ahead; NIO',
  },
  {
    name: 'cbn',
    feed: async () => (await import('./feeds/cbn.js')).cbnFeed,
    import: 'all',
    terms: 'https://www.cbn.gov.ng/Legal.html',
    currencies: '12 currencies, central rate (buying and selling kept); NGN',
  },
  {
    name: 'bcc',
    feed: async () => (await import('./feeds/bcc.js')).bccFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '13 currencies, one a source (default USD; files named USD.json, ...), official, public or special (default) rate; CUP',
  },
  {
    name: 'cbk',
    feed: async () => (await import('./feeds/cbk.js')).cbkFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '21 currencies, mean indicative rates (JPY per 100; UGX, TZS, RWF, BIF per shilling); KES',
  },
  {
    name: 'bam',
    feed: async () => (await import('./feeds/bam.js')).bamFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '30 currencies, transfer rates (per 1, 10 or 100 units); MAD',
  },
  {
    name: 'nbe',
    feed: async () => (await import('./feeds/nbe.js')).nbeFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '19 currencies, weighted average (buying and selling kept); ETB',
  },
  {
    name: 'bob',
    feed: async () => (await import('./feeds/bob.js')).bobFeed,
    import: 'all',
    terms: 'https://www.bankofbotswana.bw/content/disclaimer',
    currencies: 'CNY, EUR, GBP, USD, XDR, JPY, ZAR per pula; BWP',
  },
  {
    name: 'bnr-rw',
    feed: async () => (await import('./feeds/bnrRwanda.js')).bnrRwandaFeed,
    import: 'all',
    terms: 'https://www.bnr.rw/statuse',
    currencies: 'reference rates, one currency a source (default USD), average (buying and selling kept); RWF',
  },
  {
    name: 'bna',
    feed: async () => (await import('./feeds/bna.js')).bnaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'mid reference rates, every currency in one answer (about 70) or one a source; AOA',
  },
];
