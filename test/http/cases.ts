import {
  convert,
  cryptoConvert,
  cryptoCurrencies,
  cryptoHistory,
  cryptoRates,
  cryptoTimeseries,
  currencies,
  currency,
  history,
  rates,
  timeseries,
  type Dataset,
} from '../../src/index.js';
import type { SHAPES } from './helpers.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

/** One successful request and the operation call that must give the same body. */
export interface EndpointCase {
  readonly name: string;
  /** Path and query, below the base path. */
  readonly path: string;
  readonly shape: keyof typeof SHAPES;
  readonly expected: (ds: Dataset, now: Date) => unknown;
}

const S = { numbers: 'string' } as const;

/** The table shared by the in-memory handler tests and the real-socket tests. */
export const ENDPOINT_CASES: readonly EndpointCase[] = [
  { name: 'rates, default base USD', path: '/v1/rates', shape: 'rates', expected: (ds) => rates(ds, {}, S) },
  { name: 'rates, lower-case base', path: '/v1/rates?base=eur', shape: 'rates', expected: (ds) => rates(ds, { base: 'EUR' }, S) },
  { name: 'convert, default amount 1', path: '/v1/convert?from=EUR&to=GBP', shape: 'conversion', expected: (ds) => convert(ds, { from: 'EUR', to: 'GBP' }, S) },
  {
    name: 'convert, mixed-case codes and an amount to normalize',
    path: '/v1/convert?from=usd&to=Jpy&amount=100.50',
    shape: 'conversion',
    expected: (ds) => convert(ds, { from: 'USD', to: 'JPY', amount: '100.5' }, S),
  },
  {
    name: 'convert, exponent amount',
    path: '/v1/convert?from=KWD&to=IDR&amount=1.2e3',
    shape: 'conversion',
    expected: (ds) => convert(ds, { from: 'KWD', to: 'IDR', amount: '1200' }, S),
  },
  { name: 'currencies, default locale en', path: '/v1/currencies', shape: 'currencies', expected: (ds) => currencies(ds, {}) },
  {
    name: 'currencies, lookup fallback de-AT -> de',
    path: '/v1/currencies?locale=de-AT',
    shape: 'currencies',
    expected: (ds) => currencies(ds, { locale: 'de' }),
  },
  {
    name: 'currencies, zh-hant-tw -> zh-Hant',
    path: '/v1/currencies?locale=zh-hant-tw',
    shape: 'currencies',
    expected: (ds) => currencies(ds, { locale: 'zh-Hant' }),
  },
  {
    name: 'history, default base USD, a weekend resolves to Friday',
    path: '/v1/history?date=2024-03-03',
    shape: 'rates',
    expected: (ds, now) => history(ds, { date: '2024-03-01' }, { ...S, now }),
  },
  {
    name: 'history, lower-case base',
    path: '/v1/history?date=2024-03-04&base=jpy',
    shape: 'rates',
    expected: (ds, now) => history(ds, { date: '2024-03-04', base: 'JPY' }, { ...S, now }),
  },
  { name: 'crypto rates, default base USD', path: '/v1/crypto/rates', shape: 'rates', expected: (ds) => cryptoRates(ds, {}, S) },
  { name: 'crypto rates, asset base', path: '/v1/crypto/rates?base=btc', shape: 'rates', expected: (ds) => cryptoRates(ds, { base: 'BTC' }, S) },
  {
    name: 'crypto convert, asset to asset',
    path: '/v1/crypto/convert?from=btc&to=eth&amount=0.5',
    shape: 'conversion',
    expected: (ds) => cryptoConvert(ds, { from: 'BTC', to: 'ETH', amount: '0.5' }, S),
  },
  {
    name: 'crypto convert, asset to fiat, default amount',
    path: '/v1/crypto/convert?from=SHIB&to=idr',
    shape: 'conversion',
    expected: (ds) => cryptoConvert(ds, { from: 'SHIB', to: 'IDR' }, S),
  },
  { name: 'crypto currencies', path: '/v1/crypto/currencies', shape: 'cryptoCurrencies', expected: (ds) => cryptoCurrencies(ds) },
  {
    name: 'rates, symbols',
    path: '/v1/rates?base=EUR&symbols=jpy,GBP,jpy',
    shape: 'rates',
    expected: (ds) => rates(ds, { base: 'EUR', symbols: ['GBP', 'JPY'] }, S),
  },
  {
    name: 'history, symbols',
    path: '/v1/history?date=2024-03-03&symbols=EUR%2CKWD',
    shape: 'rates',
    expected: (ds, now) => history(ds, { date: '2024-03-01', symbols: 'EUR,KWD' }, { ...S, now }),
  },
  {
    name: 'crypto rates, symbols',
    path: '/v1/crypto/rates?base=eth&symbols=btc',
    shape: 'rates',
    expected: (ds) => cryptoRates(ds, { base: 'ETH', symbols: 'BTC' }, S),
  },
  {
    name: 'crypto history, a gap resolves to the quote before',
    path: '/v1/crypto/history?date=2024-04-14&base=btc',
    shape: 'rates',
    expected: (ds, now) => cryptoHistory(ds, { date: '2024-03-04', base: 'BTC' }, { ...S, now }),
  },
  {
    name: 'timeseries, from the snapshot in force at start',
    path: '/v1/timeseries?start=2024-03-02&end=2024-04-30&base=gbp&symbols=eur,jpy',
    shape: 'timeseries',
    expected: (ds, now) => timeseries(ds, { start: '2024-03-02', end: '2024-04-30', base: 'GBP', symbols: 'EUR,JPY' }, { ...S, now }),
  },
  {
    name: 'timeseries, every code to the newest snapshot',
    path: '/v1/timeseries?start=2024-03-01',
    shape: 'timeseries',
    expected: (ds, now) => timeseries(ds, { start: '2024-03-01' }, { ...S, now }),
  },
  {
    name: 'crypto timeseries, an asset base',
    path: '/v1/crypto/timeseries?start=2024-03-01&base=BTC',
    shape: 'timeseries',
    expected: (ds, now) => cryptoTimeseries(ds, { start: '2024-03-01', base: 'BTC' }, { ...S, now }),
  },
  {
    name: 'convert on a date, a weekend resolves to Friday',
    path: '/v1/convert?from=EUR&to=JPY&amount=10&date=2024-03-03',
    shape: 'conversion',
    expected: (ds, now) => convert(ds, { from: 'EUR', to: 'JPY', amount: '10', date: '2024-03-03' }, { ...S, now }),
  },
  {
    name: 'convert rounded to the minor unit, half-up',
    path: '/v1/convert?from=USD&to=KWD&amount=100.5&round=minor&rounding=half-up',
    shape: 'roundedConversion',
    expected: (ds) => convert(ds, { from: 'USD', to: 'KWD', amount: '100.5' }, { ...S, round: 'minor', rounding: 'half-up' }),
  },
  {
    name: 'convert on a date, rounded to cash (a currency without a cash increment uses its minor unit)',
    path: '/v1/convert?from=usd&to=jpy&amount=3.3&date=2024-04-20&round=cash',
    // 2024-04-20 is past the fixture's newest data beyond its calendar: flagged stale.
    shape: 'staleRoundedConversion',
    expected: (ds, now) => convert(ds, { from: 'USD', to: 'JPY', amount: '3.3', date: '2024-04-20' }, { ...S, now, round: 'cash' }),
  },
  {
    name: 'crypto convert on a date, rounded to the asset exponent',
    path: '/v1/crypto/convert?from=eth&to=btc&amount=2&date=2024-03-02&round=minor&rounding=floor',
    shape: 'roundedConversionCut',
    expected: (ds, now) => cryptoConvert(ds, { from: 'ETH', to: 'BTC', amount: '2', date: '2024-03-02' }, { ...S, now, round: 'minor', rounding: 'floor' }),
  },
  { name: 'currency, lower-case code', path: '/v1/currency?code=jpy', shape: 'currency', expected: (ds) => currency(ds, { code: 'JPY' }, S) },
  {
    name: 'currency, locale and date',
    path: '/v1/currency?code=kwd&locale=de-AT&date=2024-03-01',
    shape: 'currency',
    expected: (ds) => currency(ds, { code: 'KWD', locale: 'de', date: '2024-03-01' }, S),
  },
  {
    name: 'currency, withdrawn on the date (a code only the registry knows)',
    path: '/v1/currency?code=BGN&date=2026-01-01',
    shape: 'withdrawnCurrency',
    expected: (ds) => currency(ds, { code: 'BGN', date: '2026-01-01' }, S),
  },
  {
    name: 'timeseries grouped by month',
    path: '/v1/timeseries?start=2024-03-01&base=eur&symbols=gbp,jpy&group=month',
    shape: 'timeseriesGrouped',
    expected: (ds, now) => timeseries(ds, { start: '2024-03-01', base: 'EUR', symbols: 'GBP,JPY', group: 'month' }, { ...S, now }),
  },
  {
    name: 'crypto timeseries grouped by week, the bitcoin price in euros',
    path: '/v1/crypto/timeseries?start=2024-03-01&base=btc&symbols=eur&group=week',
    shape: 'timeseriesGrouped',
    expected: (ds, now) => cryptoTimeseries(ds, { start: '2024-03-01', base: 'BTC', symbols: 'EUR', group: 'week' }, { ...S, now }),
  },
  {
    name: 'crypto rates, an asset priced in fiat',
    path: '/v1/crypto/rates?base=btc&symbols=eur,eth',
    shape: 'rates',
    expected: (ds) => cryptoRates(ds, { base: 'BTC', symbols: 'EUR,ETH' }, S),
  },
  {
    name: 'crypto history, an asset priced in fiat',
    path: '/v1/crypto/history?date=2024-03-04&base=btc&symbols=usd',
    shape: 'rates',
    expected: (ds, now) => cryptoHistory(ds, { date: '2024-03-04', base: 'BTC', symbols: 'USD' }, { ...S, now }),
  },
  {
    name: 'rates, explained',
    path: '/v1/rates?base=eur&symbols=jpy&explain=true',
    shape: 'ratesExplained',
    expected: (ds) => rates(ds, { base: 'EUR', symbols: 'JPY' }, { ...S, explain: true }),
  },
  {
    name: 'rates, explain=false is the default answer',
    path: '/v1/rates?base=eur&explain=false',
    shape: 'rates',
    expected: (ds) => rates(ds, { base: 'EUR' }, S),
  },
  {
    name: 'convert, explained',
    path: '/v1/convert?from=EUR&to=GBP&amount=12.5&explain=true',
    shape: 'conversionExplained',
    expected: (ds) => convert(ds, { from: 'EUR', to: 'GBP', amount: '12.5' }, { ...S, explain: true }),
  },
  {
    name: 'history, explained',
    path: '/v1/history?date=2024-03-03&symbols=EUR&explain=true',
    shape: 'ratesExplained',
    expected: (ds, now) => history(ds, { date: '2024-03-03', symbols: 'EUR' }, { ...S, now, explain: true }),
  },
  {
    name: 'crypto rates, explained',
    path: '/v1/crypto/rates?base=btc&explain=true',
    shape: 'ratesExplained',
    expected: (ds) => cryptoRates(ds, { base: 'BTC' }, { ...S, explain: true }),
  },
  {
    name: 'crypto convert, explained',
    path: '/v1/crypto/convert?from=BTC&to=USD&amount=0.5&explain=true',
    shape: 'conversionExplained',
    expected: (ds) => cryptoConvert(ds, { from: 'BTC', to: 'USD', amount: '0.5' }, { ...S, explain: true }),
  },
  {
    name: 'crypto history, explained',
    path: '/v1/crypto/history?date=2024-04-14&base=btc&symbols=shib,eur&explain=true',
    shape: 'ratesExplained',
    expected: (ds, now) => cryptoHistory(ds, { date: '2024-04-14', base: 'BTC', symbols: 'SHIB,EUR' }, { ...S, now, explain: true }),
  },
];

/** One refused request and the operation call that must refuse it with the same `{ code, param }`. */
export interface ErrorOperationCase {
  readonly name: string;
  readonly path: string;
  readonly code: string;
  readonly param: string;
  readonly call: (ds: Dataset, now: Date) => unknown;
}

/** Refusals of the options added for receipts, period rates and fiat prices of crypto, shared by the handler and the operations. */
export const ERROR_OPERATION_CASES: readonly ErrorOperationCase[] = [
  {
    name: 'group=day',
    path: '/v1/timeseries?start=2024-03-01&group=day',
    code: 'invalid_parameter',
    param: 'group',
    call: (ds, now) => timeseries(ds, { start: '2024-03-01', group: 'day' as never }, { now }),
  },
  {
    name: 'group empty',
    path: '/v1/crypto/timeseries?start=2024-03-01&group=',
    code: 'invalid_parameter',
    param: 'group',
    call: (ds, now) => cryptoTimeseries(ds, { start: '2024-03-01', group: '' as never }, { now }),
  },
  { name: 'explain=yes', path: '/v1/rates?explain=yes', code: 'invalid_option', param: 'explain', call: (ds) => rates(ds, {}, { explain: 'yes' as never }) },
  {
    name: 'explain empty',
    path: '/v1/convert?from=USD&to=EUR&explain=',
    code: 'invalid_option',
    param: 'explain',
    call: (ds) => convert(ds, { from: 'USD', to: 'EUR' }, { explain: '' as never }),
  },
  {
    name: 'explain=1 on crypto history',
    path: '/v1/crypto/history?date=2024-03-04&explain=1',
    code: 'invalid_option',
    param: 'explain',
    call: (ds, now) => cryptoHistory(ds, { date: '2024-03-04' }, { now, explain: '1' as never }),
  },
  {
    name: 'explain on a series',
    path: '/v1/timeseries?start=2024-03-01&explain=true',
    code: 'invalid_parameter',
    param: 'explain',
    call: (ds, now) => timeseries(ds, { start: '2024-03-01', explain: 'true' } as never, { now }),
  },
  {
    name: 'a fiat symbol against a fiat base on crypto rates',
    path: '/v1/crypto/rates?base=usd&symbols=eur',
    code: 'invalid_parameter',
    param: 'symbols',
    call: (ds) => cryptoRates(ds, { base: 'USD', symbols: 'EUR' }),
  },
];
