/**
 * HTTP conformance of the BUILT handler (dist/), runtime-neutral: plain ESM using only Web APIs
 * (Request, Response, URL, TextEncoder, setTimeout), no Node built-ins and no test framework, so
 * the same table runs in Node, Bun, Deno and workerd.
 *
 * The expected bodies are literals, worked out by hand from test/fixtures/small.json (cross rates
 * rounded half-even to 12 significant digits, `result` = amount × rate exactly), not computed by
 * ratebook: a runtime that formats or divides differently fails here.
 */
import { createFetchHandler } from '../../dist/http.js';
import { loadDataset } from '../../dist/index.js';

/** The one API key of the app under test. */
export const KEY = 'live_conformance_key';
/** The fixed present: after the fixture's last snapshot (2024-04-15). */
export const NOW = new Date('2024-06-01T12:00:00Z');

/**
 * Creates the app under test: the handler with `{ dataset, auth: { keys: [KEY] }, now }` at the
 * root, plus three more handlers on base paths for what one configuration cannot show: a rate
 * limit of 1 (`/limited`), a dataset provider that throws (`/failing`) and a CORS origin list (`/cors`).
 *
 * @param fixture - The text (or parsed object) of test/fixtures/small.json.
 * @param key - The API key the handlers accept (a Worker passes the secret from `env`).
 * @returns A `(request) => Promise<Response>` to call in memory or to mount in a server.
 */
export function createConformanceApp(fixture, key = KEY) {
  const dataset = loadDataset(fixture);
  const auth = { keys: [key] };
  const now = () => NOW;
  const main = createFetchHandler({ dataset, auth, now });
  const based = {
    '/limited/': createFetchHandler({ dataset, auth, now, basePath: '/limited', rateLimit: { limit: 1, windowSeconds: 60, now: () => 30_000 } }),
    '/failing/': createFetchHandler({
      dataset: () => {
        throw new Error('conformance: the provider is down');
      },
      auth,
      basePath: '/failing',
      onError: () => {},
    }),
    '/cors/': createFetchHandler({ dataset, auth, now, basePath: '/cors', cors: { origin: ['https://a.example', 'https://app.example'] } }),
  };
  return (request) => {
    const path = request.url.slice(request.url.indexOf('/', request.url.indexOf('://') + 3));
    for (const [prefix, handler] of Object.entries(based)) if (path.startsWith(prefix)) return handler(request);
    return main(request);
  };
}

const LATEST = 'Mon, 15 Apr 2024 16:00:00 GMT';
const AT = '"date":"2024-04-15","updated_at":"2024-04-15T16:00:00.123Z"';
const TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
const ETAG = /^"[0-9a-f]{16}"$/;
const CURRENCIES_DE = `{"locale":"de",${AT},"currencies":{"EUR":{"name":"Euro","symbol":"€"},"GBP":{"name":"Britisches Pfund","symbol":"£"},"IDR":{"name":"Indonesische Rupiah","symbol":"IDR"},"JPY":{"name":"Japanischer Yen","symbol":"¥"},"KWD":{"name":"Kuwait-Dinar","symbol":"KWD"},"USD":{"name":"US-Dollar","symbol":"$"}}}`;

/** A 200 with its exact body. */
const ok = (name, path, body, more = {}) => ({ name, path, status: 200, body, ...more });
/** A problem response of one contract code. */
const fail = (name, path, status, code, param, more = {}) => ({ name, path, status, problem: { code, param }, ...more });

/**
 * The cases. Each is one request (`method`, `path`, `key`: null for none, `headers`), optionally
 * after `prime` requests, and what must come back: `status`; `body`, the exact text of a 200;
 * `problem`, `{ code, param }` of an RFC 9457 body with exactly the contract's fields; `empty`, no
 * body; `expect`, response headers (exact value, RegExp, or null for absent); `likeGet`, for HEAD:
 * the GET's headers and its byte length as Content-Length; `revalidate`, the If-None-Match to send
 * made from the ETag of a first GET; `scribble`, kept bodies survive a client writing over the
 * bytes it read; `check`, a function of the response text returning why not, or undefined.
 */
export const CASES = [
  // The seven endpoints of the spec.
  ok('rates, default base USD', '/v1/rates', `{"base":"USD",${AT},"rates":{"EUR":0.93,"GBP":0.8,"IDR":16000,"JPY":154,"KWD":0.308,"USD":1}}`),
  ok(
    'rates, lower-case base',
    '/v1/rates?base=eur',
    `{"base":"EUR",${AT},"rates":{"EUR":1,"GBP":0.860215053763,"IDR":17204.3010753,"JPY":165.591397849,"KWD":0.331182795699,"USD":1.0752688172}}`,
  ),
  ok('convert, default amount 1', '/v1/convert?from=EUR&to=GBP', `{"from":"EUR","to":"GBP","amount":1,"rate":0.860215053763,"result":0.860215053763,${AT}}`),
  ok(
    'convert, mixed-case codes, amount normalized',
    '/v1/convert?from=usd&to=Jpy&amount=100.50',
    `{"from":"USD","to":"JPY","amount":100.5,"rate":154,"result":15477,${AT}}`,
  ),
  ok(
    'convert, exponent amount',
    '/v1/convert?from=KWD&to=IDR&amount=1.2e3',
    `{"from":"KWD","to":"IDR","amount":1200,"rate":51948.0519481,"result":62337662.33772,${AT}}`,
  ),
  ok(
    'convert, encoded plus sign and zeros',
    '/v1/convert?from=USD&to=EUR&amount=%2B0100.500',
    `{"from":"USD","to":"EUR","amount":100.5,"rate":0.93,"result":93.465,${AT}}`,
  ),
  ok('convert, negative amount', '/v1/convert?from=JPY&to=KWD&amount=-3.5', `{"from":"JPY","to":"KWD","amount":-3.5,"rate":0.002,"result":-0.007,${AT}}`),
  ok(
    'currencies, default locale en',
    '/v1/currencies',
    `{"locale":"en",${AT},"currencies":{"EUR":{"name":"Euro","symbol":"€"},"GBP":{"name":"British Pound","symbol":"£"},"IDR":{"name":"Indonesian Rupiah","symbol":"IDR"},"JPY":{"name":"Japanese Yen","symbol":"¥"},"KWD":{"name":"Kuwaiti Dinar","symbol":"KWD"},"USD":{"name":"US Dollar","symbol":"$"}}}`,
  ),
  ok('currencies, lookup fallback de-AT -> de', '/v1/currencies?locale=de-AT', CURRENCIES_DE),
  ok(
    'currencies, zh-hant-tw -> zh-Hant (UTF-8 body)',
    '/v1/currencies?locale=zh-hant-tw',
    `{"locale":"zh-Hant",${AT},"currencies":{"EUR":{"name":"歐元","symbol":"€"},"GBP":{"name":"英鎊","symbol":"£"},"IDR":{"name":"印尼盾","symbol":"IDR"},"JPY":{"name":"日圓","symbol":"¥"},"KWD":{"name":"科威特第納爾","symbol":"KWD"},"USD":{"name":"美元","symbol":"US$"}}}`,
  ),
  ok(
    'history, a weekend resolves to Friday',
    '/v1/history?date=2024-03-03',
    '{"base":"USD","date":"2024-03-01","updated_at":"2024-03-01T16:00:00Z","rates":{"EUR":0.92,"GBP":0.79,"IDR":15700,"JPY":150.1,"KWD":0.307,"USD":1}}',
    {
      expect: { 'last-modified': 'Fri, 01 Mar 2024 16:00:00 GMT' },
    },
  ),
  ok(
    'history, lower-case base',
    '/v1/history?date=2024-03-04&base=jpy',
    '{"base":"JPY","date":"2024-03-04","updated_at":"2024-03-04T16:00:00Z","rates":{"EUR":0.00613311148087,"GBP":0.00525324459235,"IDR":104.662229617,"JPY":1,"KWD":0.0020465890183,"USD":0.00665557404326}}',
    {
      expect: { 'last-modified': 'Mon, 04 Mar 2024 16:00:00 GMT' },
    },
  ),
  ok(
    'crypto rates, default base USD, exact literal',
    '/v1/crypto/rates',
    `{"base":"USD",${AT},"rates":{"BTC":0.0000150000000000000001,"ETH":0.00032,"SHIB":98000}}`,
  ),
  ok('crypto rates, asset base', '/v1/crypto/rates?base=btc', `{"base":"BTC",${AT},"rates":{"BTC":1,"ETH":21.3333333333,"SHIB":6533333333.33}}`),
  ok(
    'crypto convert, asset to asset',
    '/v1/crypto/convert?from=btc&to=eth&amount=0.5',
    `{"from":"BTC","to":"ETH","amount":0.5,"rate":21.3333333333,"result":10.66666666665,${AT}}`,
  ),
  ok(
    'crypto convert, asset to fiat, default amount',
    '/v1/crypto/convert?from=SHIB&to=idr',
    `{"from":"SHIB","to":"IDR","amount":1,"rate":0.163265306122,"result":0.163265306122,${AT}}`,
  ),
  ok(
    'crypto convert, exact product beyond doubles',
    '/v1/crypto/convert?from=USD&to=SHIB&amount=123456789.123456789',
    `{"from":"USD","to":"SHIB","amount":123456789.123456789,"rate":98000,"result":12098765334098.765322,${AT}}`,
  ),
  ok(
    'crypto convert, tiny amount in plain notation',
    '/v1/crypto/convert?from=SHIB&to=KWD&amount=0.000000000000000000000000000001',
    `{"from":"SHIB","to":"KWD","amount":0.000000000000000000000000000001,"rate":0.00000314285714286,"result":0.00000000000000000000000000000000000314285714286,${AT}}`,
  ),
  ok(
    'crypto currencies',
    '/v1/crypto/currencies',
    `{${AT},"currencies":{"BTC":{"name":"Bitcoin","symbol":"₿","exponent":8,"type":"crypto"},"ETH":{"name":"Ethereum","symbol":"Ξ","exponent":18,"type":"crypto"},"SHIB":{"name":"Shiba Inu","symbol":"SHIB","exponent":18,"type":"crypto"}}}`,
  ),
  // Freshness: the fixture is judged by its own (daily) calendar, and is stale at NOW.
  ok('status, freshness of a plain dataset', '/v1/status', `{${AT},"age_seconds":4046399,"stale":true}`, {
    expect: { 'cache-control': 'no-store', etag: null, 'last-modified': null },
  }),
  ok(
    'an answer from stale data says so in Ratebook-Stale',
    '/v1/crypto/rates?base=btc',
    `{"base":"BTC",${AT},"rates":{"BTC":1,"ETH":21.3333333333,"SHIB":6533333333.33}}`,
    { expect: { 'ratebook-stale': 'true' } },
  ),
  ok(
    'a trailing slash is tolerated',
    '/v1/crypto/currencies/',
    `{${AT},"currencies":{"BTC":{"name":"Bitcoin","symbol":"₿","exponent":8,"type":"crypto"},"ETH":{"name":"Ethereum","symbol":"Ξ","exponent":18,"type":"crypto"},"SHIB":{"name":"Shiba Inu","symbol":"SHIB","exponent":18,"type":"crypto"}}}`,
  ),
  ok(
    'the scheme is case-insensitive and spaces may repeat',
    '/v1/rates?base=USD',
    `{"base":"USD",${AT},"rates":{"EUR":0.93,"GBP":0.8,"IDR":16000,"JPY":154,"KWD":0.308,"USD":1}}`,
    {
      key: null,
      headers: { authorization: `bEaReR   ${KEY}` },
    },
  ),

  // Ranges, symbols and crypto history.
  ok(
    'rates, symbols in any case and order',
    '/v1/rates?base=eur&symbols=usd,GBP,usd',
    `{"base":"EUR",${AT},"rates":{"GBP":0.860215053763,"USD":1.0752688172}}`,
  ),
  ok(
    'crypto history, a gap resolves to the quote before, asset base',
    '/v1/crypto/history?date=2024-04-14&base=btc',
    '{"base":"BTC","date":"2024-03-04","updated_at":"2024-03-04T16:00:00Z","rates":{"BTC":1,"SHIB":6613939873.42}}',
    {
      expect: { 'last-modified': 'Mon, 04 Mar 2024 16:00:00 GMT' },
    },
  ),
  ok(
    'timeseries, from the snapshot in force at start',
    '/v1/timeseries?start=2024-03-02&end=2024-03-10&symbols=eur,gbp',
    '{"base":"USD","start_date":"2024-03-01","end_date":"2024-03-04","rates":{"2024-03-01":{"EUR":0.92,"GBP":0.79},"2024-03-04":{"EUR":0.9215,"GBP":0.7893}}}',
    {
      expect: { 'last-modified': 'Mon, 04 Mar 2024 16:00:00 GMT' },
    },
  ),
  ok(
    'timeseries, a range inside a gap is the snapshot in force alone',
    '/v1/timeseries?start=2024-03-10&end=2024-04-01&base=gbp&symbols=JPY',
    '{"base":"GBP","start_date":"2024-03-04","end_date":"2024-03-04","rates":{"2024-03-04":{"JPY":190.358545547}}}',
    {
      expect: { 'last-modified': 'Mon, 04 Mar 2024 16:00:00 GMT' },
    },
  ),
  ok(
    'crypto timeseries to the newest snapshot, exact literals',
    '/v1/crypto/timeseries?start=2024-04-01&symbols=btc',
    '{"base":"USD","start_date":"2024-03-04","end_date":"2024-04-15","rates":{"2024-03-04":{"BTC":0.0000158},"2024-04-15":{"BTC":0.0000150000000000000001}}}',
  ),
  {
    name: 'HEAD of a series has the GET headers and its Content-Length',
    method: 'HEAD',
    path: '/v1/crypto/timeseries?start=2024-03-01&base=eth',
    status: 200,
    empty: true,
    likeGet: true,
  },
  {
    name: 'If-None-Match with the ETag of a series is 304',
    path: '/v1/timeseries?start=2024-03-01&base=JPY',
    revalidate: (etag) => etag,
    status: 304,
    empty: true,
  },
  fail('timeseries without start', '/v1/timeseries?end=2024-03-01', 400, 'missing_parameter', 'start'),
  fail('timeseries reversed', '/v1/timeseries?start=2024-03-05&end=2024-03-04', 400, 'invalid_parameter', 'end'),
  fail('timeseries wholly before the data', '/v1/timeseries?start=2023-01-01&end=2024-02-29', 400, 'date_out_of_range', 'end'),
  fail('crypto timeseries starting after now', '/v1/crypto/timeseries?start=2024-06-02', 400, 'date_out_of_range', 'start'),
  fail('crypto history before the data', '/v1/crypto/history?date=2024-02-29', 400, 'date_out_of_range', 'date'),
  fail('symbols with an empty item', '/v1/history?date=2024-03-04&symbols=EUR,,GBP', 400, 'invalid_parameter', 'symbols'),
  fail('symbols naming __proto__', '/v1/crypto/rates?symbols=__proto__', 400, 'invalid_parameter', 'symbols'),
  fail('symbols of 501 items', `/v1/rates?symbols=${'EUR,'.repeat(500)}EUR`, 400, 'invalid_parameter', 'symbols'),
  fail('symbols naming a code of the other market', '/v1/timeseries?start=2024-03-01&symbols=BTC', 400, 'unknown_currency', 'symbols'),
  fail(
    'a fiat symbol against a fiat base on a crypto series (a fiat rate)',
    '/v1/crypto/timeseries?start=2024-03-01&symbols=EUR',
    400,
    'invalid_parameter',
    'symbols',
  ),
  fail('symbols naming a code with no quote that day', '/v1/crypto/history?date=2024-03-05&symbols=ETH', 400, 'unknown_currency', 'symbols'),

  // HEAD, OPTIONS, conditional requests.
  { name: 'HEAD has the GET headers, its Content-Length and no body', method: 'HEAD', path: '/v1/rates?base=GBP', status: 200, empty: true, likeGet: true },
  { name: 'HEAD of a UTF-8 body counts bytes, not characters', method: 'HEAD', path: '/v1/currencies?locale=zh-Hant', status: 200, empty: true, likeGet: true },
  fail('HEAD of an error has the problem headers and no body', '/v1/rates?base=XYZ', 400, 'unknown_currency', 'base', { method: 'HEAD', empty: true }),
  {
    name: 'OPTIONS is 204 with Allow, without a key',
    method: 'OPTIONS',
    path: '/v1/rates',
    key: null,
    status: 204,
    empty: true,
    headers: { allow: 'GET, HEAD, OPTIONS', 'content-type': null },
  },
  { name: 'OPTIONS on any path', method: 'OPTIONS', path: '/v9/nowhere', key: null, status: 204, empty: true, headers: { allow: 'GET, HEAD, OPTIONS' } },
  { name: 'If-None-Match with the ETag is 304', path: '/v1/convert?from=USD&to=EUR&amount=10.0', revalidate: (etag) => etag, status: 304, empty: true },
  {
    name: 'If-None-Match, weak and in a list, is 304',
    path: '/v1/convert?from=usd&to=eur&amount=10',
    revalidate: (etag) => `"nope", W/${etag}`,
    status: 304,
    empty: true,
  },
  { name: 'If-None-Match: * is 304', path: '/v1/rates', headers: { 'if-none-match': '*' }, status: 304, empty: true },
  ok('a stale If-None-Match is 200', '/v1/convert?from=USD&to=EUR&amount=10', `{"from":"USD","to":"EUR","amount":10,"rate":0.93,"result":9.3,${AT}}`, {
    headers: { 'if-none-match': '"0000000000000000"' },
  }),
  {
    name: 'a kept body is shared safely: scribbling on read bytes changes no later response',
    path: '/v1/currencies?locale=de',
    status: 200,
    body: CURRENCIES_DE,
    scribble: true,
  },

  // CORS.
  {
    name: 'CORS preflight is 204 without a key, allowing Authorization',
    method: 'OPTIONS',
    path: '/cors/v1/rates',
    key: null,
    headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    status: 204,
    empty: true,
    expect: {
      'access-control-allow-origin': 'https://app.example',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': /Authorization/,
      'access-control-max-age': '600',
    },
  },
  ok(
    'CORS echoes a listed origin, says Vary: Origin and exposes ETag',
    '/cors/v1/rates',
    `{"base":"USD",${AT},"rates":{"EUR":0.93,"GBP":0.8,"IDR":16000,"JPY":154,"KWD":0.308,"USD":1}}`,
    {
      headers: { origin: 'https://app.example' },
      expect: {
        'access-control-allow-origin': 'https://app.example',
        vary: 'Authorization, Origin',
        'access-control-expose-headers': /ETag.*RateLimit-Remaining/,
      },
    },
  ),
  fail('CORS headers on errors too', '/cors/v1/rates', 401, 'missing_api_key', undefined, {
    key: null,
    headers: { origin: 'https://a.example' },
    expect: { 'access-control-allow-origin': 'https://a.example' },
  }),
  ok(
    'CORS: an origin not listed gets no CORS headers',
    '/cors/v1/rates',
    `{"base":"USD",${AT},"rates":{"EUR":0.93,"GBP":0.8,"IDR":16000,"JPY":154,"KWD":0.308,"USD":1}}`,
    {
      headers: { origin: 'https://evil.example' },
      expect: { 'access-control-allow-origin': null, vary: 'Authorization, Origin' },
    },
  ),

  // Every code of the contract's error table.
  fail('missing from', '/v1/convert?to=EUR', 400, 'missing_parameter', 'from'),
  fail('missing crypto to', '/v1/crypto/convert?from=BTC', 400, 'missing_parameter', 'to'),
  fail('missing date', '/v1/history?base=EUR', 400, 'missing_parameter', 'date'),
  fail('amount not a number', '/v1/convert?from=USD&to=EUR&amount=abc', 400, 'invalid_parameter', 'amount'),
  fail('amount overflows', '/v1/convert?from=USD&to=EUR&amount=1e1000000', 400, 'invalid_parameter', 'amount'),
  fail('unknown parameter', '/v1/convert?from=USD&to=EUR&ammount=5', 400, 'invalid_parameter', 'ammount'),
  fail('repeated parameter', '/v1/convert?from=USD&from=EUR&to=GBP', 400, 'invalid_parameter', 'from'),
  fail('empty parameter', '/v1/rates?base=', 400, 'invalid_parameter', 'base'),
  fail('parameter without =', '/v1/rates?base', 400, 'invalid_parameter', 'base'),
  fail('truncated UTF-8 escape', '/v1/rates?base=%E2%82', 400, 'invalid_parameter', 'base'),
  fail('malformed escape in a name', '/v1/rates?b%zzase=USD', 400, 'invalid_parameter', 'b%zzase'),
  fail('__proto__ as a name', '/v1/rates?__proto__=USD', 400, 'invalid_parameter', '__proto__'),
  fail('impossible date', '/v1/history?date=2024-02-30', 400, 'invalid_parameter', 'date'),
  fail('malformed locale', '/v1/currencies?locale=not_a_locale', 400, 'invalid_parameter', 'locale'),
  fail('fiat-to-fiat crypto pair', '/v1/crypto/convert?from=USD&to=EUR', 400, 'invalid_parameter', 'to'),
  fail('parameter of another endpoint', '/v1/crypto/currencies?base=USD', 400, 'invalid_parameter', 'base'),
  fail('unknown currency', '/v1/convert?from=XYZ&to=EUR', 400, 'unknown_currency', 'from'),
  fail('crypto code on the fiat market', '/v1/rates?base=btc', 400, 'unknown_currency', 'base'),
  fail('constructor as a code', '/v1/rates?base=constructor', 400, 'unknown_currency', 'base'),
  fail('unsupported locale', '/v1/currencies?locale=fr-CA', 400, 'unsupported_locale', 'locale'),
  fail('date before the data', '/v1/history?date=2024-02-29', 400, 'date_out_of_range', 'date'),
  fail('date after now', '/v1/history?date=2024-06-02', 400, 'date_out_of_range', 'date'),
  fail('no Authorization header', '/v1/rates', 401, 'missing_api_key', undefined, { key: null, expect: { 'www-authenticate': 'Bearer realm="ratebook"' } }),
  fail('unknown key', '/v1/rates', 401, 'invalid_api_key', undefined, {
    key: 'live_wrong',
    expect: { 'www-authenticate': 'Bearer realm="ratebook", error="invalid_token"' },
  }),
  fail('another scheme', '/v1/rates', 401, 'invalid_api_key', undefined, { key: null, headers: { authorization: `Basic ${KEY}` } }),
  fail('authentication before the route', '/v2/rates', 401, 'missing_api_key', undefined, { key: null }),
  fail('unknown path', '/v1/rate', 404, 'not_found'),
  fail('root path', '/', 404, 'not_found'),
  fail('double trailing slash', '/v1/rates//', 404, 'not_found'),
  fail('another version', '/v2/rates', 404, 'unsupported_version'),
  fail('version 0', '/v0', 404, 'unsupported_version'),
  fail('POST', '/v1/rates', 405, 'method_not_allowed', undefined, { method: 'POST', expect: { allow: 'GET, HEAD, OPTIONS' } }),
  fail('DELETE', '/v1/convert?from=USD&to=EUR', 405, 'method_not_allowed', undefined, { method: 'DELETE', expect: { allow: 'GET, HEAD, OPTIONS' } }),
  fail('route before method', '/nowhere', 404, 'not_found', undefined, { method: 'PUT' }),
  fail('URL over 8 KiB', `/v1/rates?base=${'x'.repeat(8200)}`, 414, 'uri_too_long'),
  fail('URL over 8 KiB, before authentication', `/v1/rates?base=${'x'.repeat(8200)}`, 414, 'uri_too_long', undefined, { key: null }),
  fail('rate limit reached', '/limited/v1/rates', 429, 'rate_limited', undefined, {
    prime: ['/limited/v1/rates'],
    expect: { 'retry-after': '30', 'ratelimit-limit': '1', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' },
  }),
  fail('a provider that throws is a bare 500', '/failing/v1/rates', 500, 'internal_error', undefined, {
    expect: { etag: null, 'last-modified': null },
    check: (text) =>
      text === '{"type":"about:blank","title":"Internal Server Error","status":500,"code":"internal_error","detail":"An unexpected error occurred."}'
        ? undefined
        : `body ${text}`,
  }),
];

/** Every code of the contract's error table, which CASES must reach. */
export const CONTRACT_CODES = [
  'missing_parameter',
  'invalid_parameter',
  'unknown_currency',
  'unsupported_locale',
  'date_out_of_range',
  'missing_api_key',
  'invalid_api_key',
  'not_found',
  'unsupported_version',
  'method_not_allowed',
  'uri_too_long',
  'rate_limited',
  'internal_error',
];

const unreached = CONTRACT_CODES.filter((code) => !CASES.some((c) => c.problem?.code === code));
if (unreached.length) throw new Error(`conformance: no case reaches ${unreached.join(', ')}`);

/** A sender that calls the app in memory, as `handler(new Request(...))`. */
export function inMemory(app) {
  return async (path, init) => {
    const res = await app(new Request(`http://localhost${path}`, init));
    if (!(res instanceof Response)) throw new Error(`the handler resolved to ${Object.prototype.toString.call(res)}, not a Response`);
    return res;
  };
}

/** A sender that goes over HTTP to a server at `origin` with the runtime's (or the driver's) fetch. */
export function overHttp(origin) {
  return (path, init) => fetch(`${origin}${path}`, { ...init, redirect: 'manual' });
}

const byteLength = (text) => new TextEncoder().encode(text).byteLength;
const show = (value) => (value === null ? 'absent' : JSON.stringify(value));

function headerWhy(res, name, want) {
  const got = res.headers.get(name);
  if (want === null) return got === null ? undefined : `${name}: ${show(got)}, expected absent`;
  if (want instanceof RegExp) return got !== null && want.test(got) ? undefined : `${name}: ${show(got)}, expected ${want}`;
  return got === want ? undefined : `${name}: ${show(got)}, expected ${show(want)}`;
}

/** Runs one case; resolves to why it failed, or undefined. */
async function runCase(send, c) {
  const headers = { ...(c.key === null ? {} : { authorization: `Bearer ${c.key ?? KEY}` }), ...c.headers };
  const method = c.method ?? 'GET';
  for (const path of c.prime ?? []) await (await send(path, { headers })).arrayBuffer();
  let get;
  if (c.revalidate || c.likeGet) {
    get = await send(c.path, { headers });
    get = { res: get, text: await get.text() };
    if (get.res.status !== 200) return `the first GET answered ${get.res.status}`;
    if (c.revalidate) headers['if-none-match'] = c.revalidate(get.res.headers.get('etag'));
  }
  const res = await send(c.path, { method, headers });
  const text = await res.text();
  const whys = [];
  const want = (name, value) => whys.push(headerWhy(res, name, value));
  if (res.status !== c.status) whys.push(`status ${res.status}, expected ${c.status}${text ? ` (${text.slice(0, 160)})` : ''}`);
  if (c.empty && text !== '') whys.push(`a body of ${byteLength(text)} bytes, expected none`);
  if (c.body !== undefined && text !== c.body) whys.push(`body ${text.slice(0, 300)}, expected ${c.body.slice(0, 300)}`);
  if (c.status === 200) {
    want('content-type', 'application/json');
    // A case's own `expect` overrides these defaults (`/v1/status` is no-store, without validators).
    if (!(c.expect && 'cache-control' in c.expect)) want('cache-control', 'private, max-age=60');
    if (!(c.expect && 'etag' in c.expect)) want('etag', ETAG);
    if (!c.expect?.vary) want('vary', 'Authorization');
    if (!(c.expect && 'last-modified' in c.expect)) want('last-modified', LATEST);
    // A server may add Content-Length; then it must count the bytes of this body (a HEAD's, of the GET's).
    const length = res.headers.get('content-length');
    const bytes = byteLength(c.likeGet ? get.text : text);
    if (c.likeGet ? length !== String(bytes) : length !== null && length !== String(bytes)) whys.push(`content-length: ${show(length)}, expected ${bytes}`);
  }
  if (c.status === 304) {
    want('cache-control', 'private, max-age=60');
    want('etag', get ? get.res.headers.get('etag') : ETAG);
  }
  if (c.likeGet) for (const name of ['content-type', 'etag', 'last-modified', 'cache-control', 'vary']) want(name, get.res.headers.get(name));
  if (c.problem) {
    want('content-type', 'application/problem+json');
    want('cache-control', 'no-store');
    want('etag', null);
    if (!c.empty) {
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        whys.push(`a body that is not JSON: ${text.slice(0, 160)}`);
      }
      if (body) {
        const fields = ['type', 'title', 'status', 'code', 'detail', ...(c.problem.param === undefined ? [] : ['param'])];
        if (Object.keys(body).join() !== fields.join()) whys.push(`problem fields ${Object.keys(body).join()}, expected ${fields.join()}`);
        const expected = { type: 'about:blank', title: TITLES[c.status], status: c.status, code: c.problem.code, param: c.problem.param };
        for (const [k, v] of Object.entries(expected)) if (body[k] !== v) whys.push(`${k} ${show(body[k] ?? null)}, expected ${show(v ?? null)}`);
        if (typeof body.detail !== 'string' || body.detail === '') whys.push('no detail');
      }
    }
  }
  for (const [name, value] of Object.entries(c.expect ?? {})) want(name, value);
  if (c.check) whys.push(c.check(text));
  if (c.scribble) whys.push(await scribble(send, c, headers, text));
  return whys.filter(Boolean).join('; ') || undefined;
}

/** Reads the body twice as bytes, writes over those bytes, and checks a third response is intact. */
async function scribble(send, c, headers, text) {
  const bytes = new Uint8Array(await (await send(c.path, { headers })).arrayBuffer());
  bytes.fill(0x20);
  const reader = (await send(c.path, { headers })).body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    value.fill(0x21);
  }
  const after = await (await send(c.path, { headers })).text();
  return after === text ? undefined : `after scribbling on read bytes the body became ${JSON.stringify(after.slice(0, 60))}`;
}

/**
 * Runs every case in order against a sender, each bounded by `caseTimeoutMs`.
 *
 * @param send - `(path, { method, headers }) => Promise<Response>`, from `inMemory` or `overHttp`.
 * @param options - `caseTimeoutMs` (default 5000).
 * @returns `{ passed, failed: [{ name, why }] }`.
 */
export async function runConformance(send, { caseTimeoutMs = 5000 } = {}) {
  let passed = 0;
  const failed = [];
  for (const c of CASES) {
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${caseTimeoutMs} ms`), caseTimeoutMs);
    });
    let why;
    try {
      why = await Promise.race([runCase(send, c), timeout]);
    } catch (error) {
      why = `threw ${error?.name ?? 'error'}: ${error?.message ?? String(error)}`;
    } finally {
      clearTimeout(timer);
    }
    if (why === undefined) passed++;
    else failed.push({ name: `${c.method ?? 'GET'} ${c.path.length > 70 ? `${c.path.slice(0, 70)}…` : c.path}: ${c.name}`, why });
  }
  return { passed, failed };
}

/**
 * Sums the runs of one runtime into its report: one line per failure, then
 * `<runtime>: N passed, M failed (<n> <mode>, ...)`.
 *
 * @param runtime - The runtime's name, such as `bun`.
 * @param runs - `[mode, result]` pairs, such as `['in-process', result]`.
 * @returns `{ text, ok }`.
 */
export function summarize(runtime, runs) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  for (const [mode, r] of runs) {
    passed += r.passed;
    failed += r.failed.length;
    for (const f of r.failed) lines.push(`  FAIL [${runtime} ${mode}] ${f.name}\n       ${f.why}`);
  }
  const detail = runs.map(([mode, r]) => `${r.passed}/${r.passed + r.failed.length} ${mode}`).join(', ');
  lines.push(`${runtime}: ${passed} passed, ${failed} failed (${detail})`);
  return { text: lines.join('\n'), ok: failed === 0 && passed > 0 };
}
