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
    feed: async () => (await import('../feeds/fawazahmed0/fawazahmed0.js')).fawazahmed0Feed,
    terms: 'CC0-1.0',
    currencies: 'about 300 fiat and crypto codes against USD',
  },
  {
    name: 'ecb',
    feed: async () => (await import('../feeds/ecb/ecb.js')).ecbFeed,
    terms: 'free reuse with the ECB acknowledged as the source',
    currencies: 'about 30 currencies against EUR',
  },
  {
    name: 'coingecko',
    feed: async () => (await import('../feeds/coingecko/coinGecko.js')).coinGeckoFeed,
    env: { name: 'COINGECKO_API_KEY', required: false },
    terms: "CoinGecko's terms",
    currencies: 'crypto assets in USD',
  },
  {
    name: 'oxr',
    feed: async () => (await import('../feeds/oxr/openExchangeRates.js')).openExchangeRatesFeed,
    env: { name: 'OXR_APP_ID', required: true },
    terms: 'commercial; App ID required',
    currencies: 'about 170 currencies against USD',
  },
  {
    name: 'nbp',
    feed: async () => (await import('../feeds/nbp/nbp.js')).nbpFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'table A, about 32 currencies (the importer reads tables A and B); PLN',
  },
  {
    name: 'nbp-b',
    feed: async () => (await import('../feeds/nbp/nbp.js')).nbpFeed,
    options: { table: 'B' },
    terms: UNKNOWN,
    currencies: 'table B, weekly on Wednesdays: 116 currencies table A lacks; PLN (import its documents with `import nbp`)',
  },
  { name: 'cnb', feed: async () => (await import('../feeds/cnb/cnb.js')).cnbFeed, import: 'all', terms: UNKNOWN, currencies: 'about 31 currencies; CZK' },
  { name: 'boc', feed: async () => (await import('../feeds/boc/boc.js')).bocFeed, import: 'each', terms: UNKNOWN, currencies: '26 currencies; CAD' },
  {
    name: 'norges-bank',
    feed: async () => (await import('../feeds/norges-bank/norgesBank.js')).norgesBankFeed,
    import: 'each',
    terms: UNKNOWN,
    currencies: 'about 38 currencies; NOK',
  },
  { name: 'rba', feed: async () => (await import('../feeds/rba/rba.js')).rbaFeed, import: 'each', terms: UNKNOWN, currencies: 'about 21 currencies; AUD' },
  { name: 'boe', feed: async () => (await import('../feeds/boe/boe.js')).boeFeed, import: 'each', terms: UNKNOWN, currencies: '26 series XUDL...; GBP' },
  { name: 'boi', feed: async () => (await import('../feeds/boi/boi.js')).boiFeed, import: 'each', terms: UNKNOWN, currencies: '14 currencies; ILS' },
  { name: 'cbr', feed: async () => (await import('../feeds/cbr/cbr.js')).cbrFeed, import: 'all', terms: UNKNOWN, currencies: 'about 54 currencies; RUB' },
  {
    name: 'riksbank',
    feed: async () => (await import('../feeds/riksbank/riksbank.js')).riksbankFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'group 130; SEK',
  },
  { name: 'nbu', feed: async () => (await import('../feeds/nbu/nbu.js')).nbuFeed, import: 'all', terms: UNKNOWN, currencies: 'about 45 currencies; UAH' },
  { name: 'bnr', feed: async () => (await import('../feeds/bnr/bnr.js')).bnrFeed, import: 'all', terms: UNKNOWN, currencies: 'about 35 currencies; RON' },
  {
    name: 'tcmb',
    feed: async () => (await import('../feeds/tcmb/tcmb.js')).tcmbFeed,
    env: { name: 'EVDS_API_KEY', required: true },
    import: 'all',
    terms: `EVDS key of your own; ${UNKNOWN}`,
    currencies: '21 currencies, buying and selling (mid); TRY',
  },
  {
    name: 'fred',
    feed: async () => (await import('../feeds/fred/fred.js')).fredFeed,
    env: { name: 'FRED_API_KEY', required: true },
    import: 'fred',
    terms: `FRED API key of your own; ${UNKNOWN}`,
    currencies: 'H.10, one series a source (default DEXUSEU); USD',
  },
  // Issue 32's second wave: Europe and the IMF.
  {
    name: 'bdi',
    feed: async () => (await import('../feeds/bdi/bancaDItalia.js')).bancaDItaliaFeed,
    import: 'all',
    terms: "indicative rates, no liability accepted; see the portal's Notices and disclaimer (tassidicambio.bancaditalia.it)",
    currencies: 'about 150 currencies against EUR',
  },
  {
    name: 'mnb',
    feed: async () => (await import('../feeds/mnb/mnb.js')).mnbFeed,
    import: 'all',
    terms: 'reproduction of the official exchange rates permitted, no responsibility assumed (mnb.hu, "Fixing and publication of the official exchange rates")',
    currencies: '32 currencies asked of the SOAP service (it quotes about 60); HUF',
  },
  {
    name: 'imf',
    feed: async () => (await import('../feeds/imf/imf.js')).imfFeed,
    import: 'all',
    terms: 'IMF copyright and terms of use (https://www.imf.org/en/about/copyright-and-terms)',
    currencies: 'representative rates of 35 currencies against USD, this month (import REP or SDRCV tables, one report a run)',
  },
  {
    name: 'imf-sdr',
    feed: async () => (await import('../feeds/imf/imf.js')).imfFeed,
    options: { report: 'sdr' },
    terms: 'IMF copyright and terms of use (https://www.imf.org/en/about/copyright-and-terms)',
    currencies: 'SDRs per currency unit of 36 currencies (pivot XDR; import its documents with `import imf`)',
  },
  {
    name: 'dnb',
    feed: async () => (await import('../feeds/dnb/danmarksNationalbank.js')).danmarksNationalbankFeed,
    import: 'all',
    terms: "indicative rates, not for transaction purposes (nationalbanken.dk); Statistics Denmark's Statbank API terms",
    currencies: "30 currencies (the ECB's), DKK per 100 units; DKK",
  },
  {
    name: 'sbi',
    feed: async () => (await import('../feeds/sbi/sedlabankiIslands.js')).sedlabankiIslandsFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'group 9: official reference rates of 10 currencies and the SDR; ISK',
  },
  {
    name: 'sbi-7',
    feed: async () => (await import('../feeds/sbi/sedlabankiIslands.js')).sedlabankiIslandsFeed,
    options: { group: '7' },
    terms: UNKNOWN,
    currencies: 'group 7: 22 further mid rates; ISK (import its documents with `import sbi`)',
  },
  {
    name: 'hnb',
    feed: async () => (await import('../feeds/hnb/hrvatskaNarodnaBanka.js')).hrvatskaNarodnaBankaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'the euro lists (tecajn-eur/v3): 13 currencies per EUR (the importer also reads the kuna lists, tecajn/v2)',
  },
  {
    name: 'lb',
    feed: async () => (await import('../feeds/lb/lietuvosBankas.js')).lietuvosBankasFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'the current euro rates (type EU); the importer also reads the litas rates of type LT (about 88 currencies, to 2014)',
  },
  {
    name: 'nbg',
    feed: async () => (await import('../feeds/nbg/nationalBankOfGeorgia.js')).nationalBankOfGeorgiaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '42 currencies, GEL per 1 to 10000 units; GEL',
  },
  {
    name: 'nbm',
    feed: async () => (await import('../feeds/nbm/nationalBankOfMoldova.js')).nationalBankOfMoldovaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '40 currencies, MDL per 1, 10 or 100 units; MDL',
  },
  {
    name: 'nbrm',
    feed: async () => (await import('../feeds/nbrm/nationalBankOfNorthMacedonia.js')).nationalBankOfNorthMacedoniaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '31 currencies, MKD per unit (middle rates); MKD',
  },
  {
    name: 'cba',
    feed: async () => (await import('../feeds/cba/centralBankOfArmenia.js')).centralBankOfArmeniaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'about 28 currencies, AMD per 1 or 100 units (SOAP ExchangeRatesLatest); AMD',
  },
  {
    name: 'nbrb',
    feed: async () => (await import('../feeds/nbrb/nationalBankOfBelarus.js')).nationalBankOfBelarusFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '30 currencies, BYN per 1 to 100000 units (the daily table; the importer also reads dynamics); BYN',
  },
  {
    name: 'bbk',
    feed: async () => (await import('../feeds/bbk/bundesbank.js')).bundesbankFeed,
    import: 'all',
    terms: 'Deutsche Bundesbank terms of use (bundesbank.de, Nutzungsbedingungen)',
    currencies: 'BBEX3 euro reference rates (the live source); the importer also reads the Frankfurt fixing of the DEM to 1998',
  },
  {
    name: 'bdp',
    feed: async () => (await import('../feeds/bdp/bancoDePortugal.js')).bancoDePortugalFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: "BPstat's escudo reference rates (about 26 currencies, to 1998); pass --url for a current dataset of the same shape",
  },
  // Issue 32's second wave: the central banks of East, South-East, South and Central Asia.
  {
    name: 'boj',
    feed: async () => (await import('../feeds/boj/boj.js')).bojFeed,
    import: 'all',
    terms:
      'Bank of Japan, notice of the Time-Series Data Search (stat-search.boj.or.jp/info/api_notice_en.pdf): credit the Bank of Japan; commercial copying needs its permission',
    currencies: 'JPY and EUR against USD (Tokyo market, 17:00 JST)',
  },
  {
    name: 'hkma',
    feed: async () => (await import('../feeds/hkma/hkma.js')).hkmaFeed,
    import: 'all',
    terms: 'HKMA, disclaimer and copyright notice (hkma.gov.hk/eng/disclaimer): reproduction allowed with the HKMA acknowledged as the source',
    currencies: '17 currencies and the SDR, end of day, released monthly; HKD',
  },
  {
    name: 'mas',
    feed: async () => (await import('../feeds/mas/mas.js')).masFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '21 currencies, SGD per 1 or per 100 units, as of noon (a form POST); SGD',
  },
  {
    name: 'bot',
    feed: async () => (await import('../feeds/bot/bot.js')).botFeed,
    env: { name: 'BOT_API_KEY', required: true },
    import: 'all',
    terms: `Bank of Thailand API key of your own (API portal); ${UNKNOWN}`,
    currencies: '19 currencies, buying and selling kept, the BoT mid stored; THB per 1 (100 JPY, 1,000 IDR)',
  },
  {
    name: 'bnm',
    feed: async () => (await import('../feeds/bnm/bnm.js')).bnmFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '26 currencies and the SDR, session 0900, buying and selling kept, the middle rate stored; MYR per 1 or 100 units',
  },
  {
    name: 'fbil',
    feed: async () => (await import('../feeds/fbil/fbil.js')).fbilFeed,
    import: 'all',
    terms: "FBIL's terms and conditions (fbil.org.in/#/termsandcondition); the benchmarks are FBIL's, check them before redistribution",
    currencies: 'USD, GBP, EUR, AED, JPY (per 100), IDR (per 10,000); INR',
  },
  {
    name: 'nrb',
    feed: async () => (await import('../feeds/nrb/nrb.js')).nrbFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '22 currencies every day, buying and selling kept (mid stored); NPR per 1, 10 JPY, 100 INR and KRW',
  },
  {
    name: 'amcm',
    feed: async () => (await import('../feeds/amcm/amcm.js')).amcmFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '17 currencies, interbank middle rates; MOP per 1 (100 JPY and KRW)',
  },
  {
    name: 'mma',
    feed: async () => (await import('../feeds/mma/mma.js')).mmaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'USD reference rate, history since 2011; MVR',
  },
  {
    name: 'cbc',
    feed: async () => (await import('../feeds/cbc/cbc.js')).cbcFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'TWD and 14 more currencies against USD (16:00 Taipei interbank, since 1993; DEM, FRF, NLG until 2001), updated about monthly',
  },
  {
    name: 'cbm',
    feed: async () => (await import('../feeds/cbm/cbm.js')).cbmFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '38 currencies, reference rates; MMK per 1 (per 100 IDR, JPY, KHR, KRW, LAK, VND)',
  },
  {
    name: 'bom',
    feed: async () => (await import('../feeds/bom/bom.js')).bomFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '36 currencies, official rates (a POST); MNT per unit (gold and silver left out)',
  },
  {
    name: 'nbk',
    feed: async () => (await import('../feeds/nbk/nbk.js')).nbkFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '39 currencies and the SDR, official rates; KZT per 1, 10, 100 or 1,000 units',
  },
  {
    name: 'nbt',
    feed: async () => (await import('../feeds/nbt/nbt.js')).nbtFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '36 currencies, official rates every day; TJS per 1, 10, 100 or 1,000 units',
  },
  {
    name: 'cbu',
    feed: async () => (await import('../feeds/cbu/cbu.js')).cbuFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '75 currencies, official rates; UZS per 1 (10 IDR, IRR and VND)',
  },
  {
    name: 'nbkr',
    feed: async () => (await import('../feeds/nbkr/nbkr.js')).nbkrFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'daily: USD, EUR, CNY, KZT, RUB (the importer also reads the weekly table of 40 more); KGS per 1, 10 or 100 units',
  },
  // Issue 32's second wave: the Americas and Africa.
  {
    name: 'banxico',
    feed: async () => (await import('../feeds/banxico/banxico.js')).banxicoFeed,
    env: { name: 'BANXICO_TOKEN', required: true },
    import: 'all',
    terms: 'SIE token of your own; https://www.banxico.org.mx/footer-en/terms-and-conditions.html',
    currencies: 'FIX (USD) and EUR, JPY, GBP, CAD; MXN',
  },
  {
    name: 'bcb',
    feed: async () => (await import('../feeds/bcb/bcb.js')).bcbFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'PTAX closing, buying and selling (mid), one currency a source (default USD; files named USD.json, EUR.json, ...): 10 currencies; BRL',
  },
  {
    name: 'sarb',
    feed: async () => (await import('../feeds/sarb/sarb.js')).sarbFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'weighted averages of about 10:30, one series a source (default USD): 23 currencies; ZAR',
  },
  {
    name: 'bcra',
    feed: async () => (await import('../feeds/bcra/bcra.js')).bcraFeed,
    import: 'all',
    terms: 'https://www.bcra.gob.ar/aviso-legal/',
    currencies: 'about 35 currencies, the latest day; ARS',
  },
  {
    name: 'banrep',
    feed: async () => (await import('../feeds/banrep/banrep.js')).banrepFeed,
    import: 'all',
    terms: "datos.gov.co open data; the Banco de la República's terms of use apply",
    currencies: 'TRM: USD; COP',
  },
  {
    name: 'bcch',
    feed: async () => (await import('../feeds/bcch/bcch.js')).bcchFeed,
    env: { name: 'BCCH_PASS', required: true },
    import: 'all',
    terms: `SieteRestWS account of your own (user and password; the CLI has no user option yet); ${UNKNOWN}`,
    currencies: 'observed dollar (USD) or one of EUR, GBP, JPY, CAD, AUD, CNY, BRL a source; CLP',
  },
  {
    name: 'bccr',
    feed: async () => (await import('../feeds/bccr/bccr.js')).bccrFeed,
    import: 'all',
    terms: 'https://sdd.bccr.fi.cr/es/IndicadoresEconomicos/Inicio/TerminosDeUso',
    currencies: 'USD reference rates, buying and selling (mid); CRC',
  },
  {
    name: 'boja',
    feed: async () => (await import('../feeds/boja/boja.js')).bojaFeed,
    import: 'all',
    terms: 'https://boj.org.jm/disclaimer/ (personal or non-commercial use, or reproduced with the source acknowledged)',
    currencies: '16 currencies, counter rates buying and selling (mid); JMD',
  },
  {
    name: 'bcu',
    feed: async () => (await import('../feeds/bcu/bcu.js')).bcuFeed,
    import: 'all',
    terms: 'https://www.bcu.gub.uy/Paginas/Condiciones-de-uso.aspx',
    currencies: '27 currencies by SOAP, one a source (default USD), buying and selling (mid); UYU',
  },
  {
    name: 'banguat',
    feed: async () => (await import('../feeds/banguat/banguat.js')).banguatFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'USD reference rate by SOAP; GTQ',
  },
  {
    name: 'bcn',
    feed: async () => (await import('../feeds/bcn/bcn.js')).bcnFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'USD official rate by SOAP, the month ahead; NIO',
  },
  {
    name: 'cbn',
    feed: async () => (await import('../feeds/cbn/cbn.js')).cbnFeed,
    import: 'all',
    terms: 'https://www.cbn.gov.ng/Legal.html',
    currencies: '12 currencies, central rate (buying and selling kept); NGN',
  },
  {
    name: 'bcc',
    feed: async () => (await import('../feeds/bcc/bcc.js')).bccFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '13 currencies, one a source (default USD; files named USD.json, ...), official, public or special (default) rate; CUP',
  },
  {
    name: 'cbk',
    feed: async () => (await import('../feeds/cbk/cbk.js')).cbkFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '21 currencies, mean indicative rates (JPY per 100; UGX, TZS, RWF, BIF per shilling); KES',
  },
  {
    name: 'bam',
    feed: async () => (await import('../feeds/bam/bam.js')).bamFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '30 currencies, transfer rates (per 1, 10 or 100 units); MAD',
  },
  {
    name: 'nbe',
    feed: async () => (await import('../feeds/nbe/nbe.js')).nbeFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: '19 currencies, weighted average (buying and selling kept); ETB',
  },
  {
    name: 'bob',
    feed: async () => (await import('../feeds/bob/bob.js')).bobFeed,
    import: 'all',
    terms: 'https://www.bankofbotswana.bw/content/disclaimer',
    currencies: 'CNY, EUR, GBP, USD, XDR, JPY, ZAR per pula; BWP',
  },
  {
    name: 'bnr-rw',
    feed: async () => (await import('../feeds/bnr-rw/bnrRwanda.js')).bnrRwandaFeed,
    import: 'all',
    terms: 'https://www.bnr.rw/statuse',
    currencies: 'reference rates, one currency a source (default USD), average (buying and selling kept); RWF',
  },
  {
    name: 'bna',
    feed: async () => (await import('../feeds/bna/bna.js')).bnaFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies: 'mid reference rates, every currency in one answer (about 70) or one a source; AOA',
  },
  {
    name: 'cbg',
    feed: async () => (await import('../feeds/cbg/cbg.js')).cbgFeed,
    import: 'all',
    terms: UNKNOWN,
    currencies:
      'indicative rates, one currency a series (default USD; files named USD.json, ...): 31 currencies (JPY, SEK, NOK, DKK per 100), hand-typed values withheld by rule; GMD',
  },
];
