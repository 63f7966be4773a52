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
import { SHAPES } from './helpers.js';

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
  { name: 'convert, exponent amount', path: '/v1/convert?from=KWD&to=IDR&amount=1.2e3', shape: 'conversion', expected: (ds) => convert(ds, { from: 'KWD', to: 'IDR', amount: '1200' }, S) },
  { name: 'currencies, default locale en', path: '/v1/currencies', shape: 'currencies', expected: (ds) => currencies(ds, {}) },
  { name: 'currencies, lookup fallback de-AT -> de', path: '/v1/currencies?locale=de-AT', shape: 'currencies', expected: (ds) => currencies(ds, { locale: 'de' }) },
  { name: 'currencies, zh-hant-tw -> zh-Hant', path: '/v1/currencies?locale=zh-hant-tw', shape: 'currencies', expected: (ds) => currencies(ds, { locale: 'zh-Hant' }) },
  {
    name: 'history, default base USD, a weekend resolves to Friday',
    path: '/v1/history?date=2024-03-03',
    shape: 'rates',
    expected: (ds, now) => history(ds, { date: '2024-03-01' }, { ...S, now }),
  },
  { name: 'history, lower-case base', path: '/v1/history?date=2024-03-04&base=jpy', shape: 'rates', expected: (ds, now) => history(ds, { date: '2024-03-04', base: 'JPY' }, { ...S, now }) },
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
  { name: 'rates, symbols', path: '/v1/rates?base=EUR&symbols=jpy,GBP,jpy', shape: 'rates', expected: (ds) => rates(ds, { base: 'EUR', symbols: ['GBP', 'JPY'] }, S) },
  {
    name: 'history, symbols',
    path: '/v1/history?date=2024-03-03&symbols=EUR%2CKWD',
    shape: 'rates',
    expected: (ds, now) => history(ds, { date: '2024-03-01', symbols: 'EUR,KWD' }, { ...S, now }),
  },
  { name: 'crypto rates, symbols', path: '/v1/crypto/rates?base=eth&symbols=btc', shape: 'rates', expected: (ds) => cryptoRates(ds, { base: 'ETH', symbols: 'BTC' }, S) },
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
  { name: 'timeseries, every code to the newest snapshot', path: '/v1/timeseries?start=2024-03-01', shape: 'timeseries', expected: (ds, now) => timeseries(ds, { start: '2024-03-01' }, { ...S, now }) },
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
    shape: 'roundedConversion',
    expected: (ds, now) => convert(ds, { from: 'USD', to: 'JPY', amount: '3.3', date: '2024-04-20' }, { ...S, now, round: 'cash' }),
  },
  {
    name: 'crypto convert on a date, rounded to the asset exponent',
    path: '/v1/crypto/convert?from=eth&to=btc&amount=2&date=2024-03-02&round=minor&rounding=floor',
    shape: 'roundedConversion',
    expected: (ds, now) => cryptoConvert(ds, { from: 'ETH', to: 'BTC', amount: '2', date: '2024-03-02' }, { ...S, now, round: 'minor', rounding: 'floor' }),
  },
  { name: 'currency, lower-case code', path: '/v1/currency?code=jpy', shape: 'currency', expected: (ds) => currency(ds, { code: 'JPY' }, S) },
  { name: 'currency, locale and date', path: '/v1/currency?code=kwd&locale=de-AT&date=2024-03-01', shape: 'currency', expected: (ds) => currency(ds, { code: 'KWD', locale: 'de', date: '2024-03-01' }, S) },
  {
    name: 'currency, withdrawn on the date (a code only the registry knows)',
    path: '/v1/currency?code=BGN&date=2026-01-01',
    shape: 'withdrawnCurrency',
    expected: (ds) => currency(ds, { code: 'BGN', date: '2026-01-01' }, S),
  },
];
