import { convert, type ConvertOptions, type ConvertParams } from '../ops/convert.js';
import { cryptoConvert } from '../ops/cryptoConvert.js';
import { cryptoRates } from '../ops/cryptoRates.js';
import { cryptoHistory } from '../ops/cryptoHistory.js';
import { history, type HistoryParams } from '../ops/history.js';
import { rates } from '../ops/rates.js';
import type { ConversionResult, Dataset, RatesResult } from '../types.js';
import { keptRepresentation, representation, type Representation } from './caching.js';
import { conversionJson, ratesJson } from './json.js';
import { explainQuery } from './explainQuery.js';
import type { PartLoader } from './onDemand.js';
import { policyQuery } from './policyQuery.js';
import type { SeriesRoute } from './seriesRoute.js';
import { STATUS_PATH } from './statusRoute.js';
import { PATHS, type OperationName } from '../api/paths.js';

/** The operations the route table answers: every one of src/api/operations.ts but the status. */
type Answered = Exclude<OperationName, 'status'>;

/** The table by path, from the operations' names; a name operations.ts lacks is a type error, and byPath's test a missing one. */
function byPath<R>(entries: readonly (readonly [Answered, R])[]): ReadonlyMap<string, R> {
  return new Map(entries.map(([name, route]) => [PATHS[name], route]));
}

/**
 * One endpoint: calls its operation with the query as parameters and renders the result; an endpoint
 * whose code is a part loaded on first use (the list of policies) loads it with `load`.
 */
export type Route = (dataset: Dataset, params: Record<string, string>, now: () => Date, load: PartLoader) => Representation | Promise<Representation>;

const STRING = { numbers: 'string' } as const;

// The metadata routes are a chunk loaded by the first request for one (onDemand.ts).
const CURRENCIES = () => import('./currenciesRoute.js');

function ratesRepresentation(ds: Dataset, result: RatesResult<string>): Representation {
  // An explained body is not the kept one of its (shared) rates map.
  if (result.source) return representation(ratesJson(result), result.updated_at);
  return keptRepresentation(ds, result.rates, `${result.base}|${result.date}|${result.updated_at}`, () => representation(ratesJson(result), result.updated_at));
}

function conversionRepresentation(result: ConversionResult<string>): Representation {
  return representation(conversionJson(result), result.updated_at);
}

type Conversion = (ds: Dataset, params: ConvertParams, options: ConvertOptions<'string'>) => ConversionResult<string>;

// `round` and `rounding` are options of the operation, the rest of the query its parameters; `now`
// is read only for a dated conversion, so the usual request makes no Date.
function conversionRoute(operation: Conversion): Route {
  return (ds, q, now) => {
    if (!('date' in q) && !('round' in q) && !('rounding' in q) && !('explain' in q) && !('policy' in q) && !('at' in q) && !('maxAgeDays' in q))
      return conversionRepresentation(operation(ds, q as unknown as ConvertParams, STRING));
    const [query, more] = policyQuery(q, {});
    const { round, rounding, ...rest } = query;
    const options = {
      numbers: 'string',
      now: now(),
      ...(round === undefined ? {} : { round }),
      ...(rounding === undefined ? {} : { rounding }),
      ...more,
    } as ConvertOptions<'string'>;
    return conversionRepresentation(operation(ds, ...explainQuery(rest as unknown as ConvertParams, options)));
  };
}

// The operations check names and values themselves (unknown, empty, missing, malformed), so
// the handler passes the query through as it is; the casts only tell TypeScript so. Each is named
// as in src/api/operations.ts, which gives its path (byPath): the one description the OpenAPI
// document and the MCP tools are generated from.
const ROUTES: ReadonlyMap<string, Route> = byPath<Route>([
  ['rates', (ds, q) => ratesRepresentation(ds, rates(ds, ...explainQuery(q, STRING)))],
  ['convert', conversionRoute((ds, params, options) => convert(ds, params, options))],
  ['currencies', (ds, q, _now, load) => load('currency metadata', CURRENCIES).then((m) => m.currenciesRepresentation(ds, q))],
  [
    'history',
    (ds, q, now) =>
      ratesRepresentation(ds, history(ds, ...explainQuery(...policyQuery(q as unknown as HistoryParams, { numbers: 'string' as const, now: now() })))),
  ],
  ['policies', (ds, q, _now, load) => load('rate policies', () => import('./policiesRoute.js')).then((m) => m.policiesRepresentation(ds, q))],
  ['cryptoRates', (ds, q) => ratesRepresentation(ds, cryptoRates(ds, ...explainQuery(q, STRING)))],
  ['cryptoConvert', conversionRoute((ds, params, options) => cryptoConvert(ds, params, options))],
  ['currency', (ds, q, _now, load) => load('currency metadata', () => import('./currencyRoute.js')).then((m) => m.currencyRepresentation(ds, q))],
  [
    'cryptoHistory',
    (ds, q, now) => ratesRepresentation(ds, cryptoHistory(ds, ...explainQuery(q as unknown as HistoryParams, { numbers: 'string' as const, now: now() }))),
  ],
  ['cryptoCurrencies', (ds, q, _now, load) => load('currency metadata', CURRENCIES).then((m) => m.cryptoCurrenciesRepresentation(ds, q))],
]);

// Answered by seriesRoute: charged by size, and large ones built under the handler's cap.
const SERIES: ReadonlyMap<string, SeriesRoute> = byPath<SeriesRoute>([
  ['timeseries', { market: 'fiat', operation: 'timeseries' }],
  ['cryptoTimeseries', { market: 'crypto', operation: 'cryptoTimeseries' }],
]);

const VERSION = /^v\d+$/;

/**
 * Finds the endpoint for a path below the base path (`/v1/rates`, a trailing slash tolerated); the
 * two time series endpoints are a `SeriesRoute`.
 * `/v1/status` is `'status'`: its answer is not a cacheable representation. An unknown path whose
 * first segment is another version (`/v2/...`) is told apart from any other.
 *
 * @param path - The URL path after the base path, still percent-encoded.
 * @returns The route, or which 404 to answer.
 * @example
 * matchRoute('/v1/rates/') // the rates route
 * matchRoute('/v1/status') // "status"
 * matchRoute('/v2/rates') // "unsupported_version"
 */
export function matchRoute(path: string): Route | SeriesRoute | 'status' | 'not_found' | 'unsupported_version' {
  const trimmed = path.length > 1 && path.charCodeAt(path.length - 1) === 47 ? path.slice(0, -1) : path;
  const route = ROUTES.get(trimmed) ?? SERIES.get(trimmed);
  if (route !== undefined) return route;
  if (trimmed === STATUS_PATH) return 'status';
  const end = trimmed.indexOf('/', 1);
  const first = trimmed.slice(1, end < 0 ? trimmed.length : end);
  return first !== 'v1' && VERSION.test(first) ? 'unsupported_version' : 'not_found';
}
