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
  // h32a (Europe, and the IMF): second-wave banks of issue 32.
  {
    name: 'bdi',
    feed: async () => (await import('./feeds/bancaDItalia.js')).bancaDItaliaFeed,
    import: 'all',
    terms: "indicative rates, no liability accepted; see the portal's Notices and disclaimer (tassidicambio.bancaditalia.it)",
    currencies: 'about 150 currencies against EUR',
  },
  {
    name: 'mnb',
    feed: async () => (await import('./feeds/mnb.js')).mnbFeed,
    import: 'all',
    terms: 'reproduction of the official exchange rates permitted, no responsibility assumed (mnb.hu, "Fixing and publication of the official exchange rates")',
    currencies: '32 currencies asked of the SOAP service (it quotes about 60); HUF',
  },
  {
    name: 'imf',
    feed: async () => (await import('./feeds/imf.js')).imfFeed,
    import: 'all',
    terms: 'IMF copyright and terms of use (https://www.imf.org/en/about/copyright-and-terms)',
    currencies: 'representative rates of 35 currencies against USD, this month (import REP or SDRCV tables, one report a run)',
  },
  {
    name: 'imf-sdr',
    feed: async () => (await import('./feeds/imf.js')).imfFeed,
    options: { report: 'sdr' },
    terms: 'IMF copyright and terms of use (https://www.imf.org/en/about/copyright-and-terms)',
    currencies: 'SDRs per currency unit of 36 currencies (pivot XDR; import its documents with `import imf`)',
  },
  {
    name: 'dnb',
    feed: async () => (await import('./feeds/danmarksNationalbank.js')).danmarksNationalbankFeed,
    import: 'all',
    terms: "indicative rates, not for transaction purposes (nationalbanken.dk); Statistics Denmark's Statbank API terms",
    currencies: "30 currencies (the ECB's), DKK per 100 units; DKK",
  },
  {
    name: 'sbi',
    feed: async () => (await import('./feeds/sedlabankiIslands.js')).sedlabankiIslandsFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'group 9: official reference rates of 10 currencies and the SDR; ISK',
  },
  {
    name: 'sbi-7',
    feed: async () => (await import('./feeds/sedlabankiIslands.js')).sedlabankiIslandsFeed,
    options: { group: '7' },
    terms: UNKNOWN,
    currencies: 'group 7: 22 further mid rates; ISK (import its documents with `import sbi`)',
  },
  {
    name: 'hnb',
    feed: async () => (await import('./feeds/hrvatskaNarodnaBanka.js')).hrvatskaNarodnaBankaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'the euro lists (tecajn-eur/v3): 13 currencies per EUR (the importer also reads the kuna lists, tecajn/v2)',
  },
  {
    name: 'lb',
    feed: async () => (await import('./feeds/lietuvosBankas.js')).lietuvosBankasFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'the current euro rates (type EU); the importer also reads the litas rates of type LT (about 88 currencies, to 2014)',
  },
  {
    name: 'nbg',
    feed: async () => (await import('./feeds/nationalBankOfGeorgia.js')).nationalBankOfGeorgiaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '42 currencies, GEL per 1 to 10000 units; GEL',
  },
  {
    name: 'nbm',
    feed: async () => (await import('./feeds/nationalBankOfMoldova.js')).nationalBankOfMoldovaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '40 currencies, MDL per 1, 10 or 100 units; MDL',
  },
  {
    name: 'nbrm',
    feed: async () => (await import('./feeds/nationalBankOfNorthMacedonia.js')).nationalBankOfNorthMacedoniaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '31 currencies, MKD per unit (middle rates); MKD',
  },
  {
    name: 'cba',
    feed: async () => (await import('./feeds/centralBankOfArmenia.js')).centralBankOfArmeniaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'about 28 currencies, AMD per 1 or 100 units (SOAP ExchangeRatesLatest); AMD',
  },
  {
    name: 'nbrb',
    feed: async () => (await import('./feeds/nationalBankOfBelarus.js')).nationalBankOfBelarusFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '30 currencies, BYN per 1 to 100000 units (the daily table; the importer also reads dynamics); BYN',
  },
  {
    name: 'bbk',
    feed: async () => (await import('./feeds/bundesbank.js')).bundesbankFeed,
    import: 'all',
    terms: 'Deutsche Bundesbank terms of use (bundesbank.de, Nutzungsbedingungen)',
    currencies: 'BBEX3 euro reference rates (the live source); the importer also reads the Frankfurt fixing of the DEM to 1998',
  },
  {
    name: 'bdp',
    feed: async () => (await import('./feeds/bancoDePortugal.js')).bancoDePortugalFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: "BPstat's escudo reference rates (about 26 currencies, to 1998); pass --url for a current dataset of the same shape",
  },
];
