import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFetchHandler, type FetchHandler } from '../../src/http/index.js';
import { ERROR_STATUS } from '../../src/errors.js';
import { call, CONTRACT_CODES, ds, KEY, NOW, parseExact, SHAPES } from './helpers.js';

const BASE_PATHS = ['', '/api', ''];
const handlers: readonly FetchHandler[] = [
  createFetchHandler({
    dataset: ds,
    auth: { keys: [KEY] },
    cors: { origin: ['https://app.example'] },
    rateLimit: { limit: 1_000_000, windowSeconds: 60 },
    now: () => NOW,
  }),
  createFetchHandler({ dataset: () => ds, auth: false, basePath: '/api', now: () => NOW }),
  createFetchHandler({ dataset: async () => ds, auth: { verify: async (key) => key === KEY }, cors: { origin: '*' }, now: () => NOW }),
];

const HUGE = 'x'.repeat(100_000);
const brokenEscape = fc.constantFrom('%', '%z', '%zz', '%E2%82', '%ED%A0%80', '%C0%AF', '%%', '%2', '%FF', '%00', '%2B1', '%25');
const unicode = fc.string({ unit: 'grapheme', maxLength: 12 });
const binary = fc.string({ unit: 'binary', maxLength: 12 });

const code = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('USD', 'usd', 'EUR', 'jpy', 'KWD', 'Gbp', 'idr', 'btc', 'ETH', 'SHIB') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('XYZ', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '1INCH', 'U S D', 'A', 'ABCDEFGHIJKLM'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 14 }) },
);
const amount = fc.oneof(
  fc.constantFrom(
    '1',
    '-3.5',
    '.5',
    '+1',
    '1e1000000',
    '1e-1000000',
    '1e-31',
    '1e-30',
    '1e21',
    '999999999999999999999',
    'NaN',
    'Infinity',
    '0x10',
    '1e400',
    '-0',
    '0',
    '1E5',
    '100.50',
    '9'.repeat(5000),
    `1${'0'.repeat(5000)}`,
    `0.${'0'.repeat(4999)}1`,
    '1e99999999999999999999',
  ),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.stringMatching(/^[+-]?\d{0,40}(\.\d{0,40})?([eE][+-]?\d{1,12})?$/),
);
const date = fc.oneof(
  fc.constantFrom('2024-03-01', '2024-03-03', '2024-04-15', '2024-02-29', '2024-02-30', '2099-01-01', '0000-00-00', '2024-3-1', '2024-06-01', '2024-06-02'),
  fc.date({ min: new Date('2023-12-01'), max: new Date('2024-07-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const symbols = fc.oneof(
  fc.array(code, { minLength: 1, maxLength: 4 }).map((list) => list.join(',')),
  fc.constantFrom('', ',', 'EUR,', 'EUR,,GBP', 'eur,EUR', '__proto__', `${'EUR,'.repeat(500)}EUR`, 'btc,eth,shib'),
);
const locale = fc.constantFrom(
  'en',
  'de',
  'de-AT',
  'zh-Hant-TW',
  'ZH-hant',
  'zh-TW',
  'fr',
  'x-private',
  'en-US-u-ca-gregory',
  'a'.repeat(70),
  'constructor',
  '__proto__',
  'en--US',
);
const anyValue = fc.oneof(
  { weight: 12, arbitrary: fc.oneof(code, amount, date, locale) },
  { weight: 3, arbitrary: brokenEscape },
  { weight: 3, arbitrary: fc.oneof(unicode, binary) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);
const anyName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('base', 'from', 'to', 'amount', 'date', 'locale', 'symbols', 'start', 'end') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'ammount', '', 'BASE', '%62ase', 'a%zz', '__proto__[x]', 'valueOf'),
  },
  { weight: 1, arbitrary: unicode },
);

/** Each endpoint's parameters with values of the right kind, so many requests get through to the operation. */
const ENDPOINTS: Record<string, readonly (readonly [string, fc.Arbitrary<string>])[]> = {
  '/v1/rates': [
    ['base', code],
    ['symbols', symbols],
  ],
  '/v1/convert': [
    ['from', code],
    ['to', code],
    ['amount', amount],
  ],
  '/v1/currencies': [['locale', locale]],
  '/v1/history': [
    ['date', date],
    ['base', code],
    ['symbols', symbols],
  ],
  '/v1/timeseries': [
    ['start', date],
    ['end', date],
    ['base', code],
    ['symbols', symbols],
  ],
  '/v1/crypto/rates': [
    ['base', code],
    ['symbols', symbols],
  ],
  '/v1/crypto/convert': [
    ['from', code],
    ['to', code],
    ['amount', amount],
  ],
  '/v1/crypto/currencies': [],
  '/v1/crypto/history': [
    ['date', date],
    ['base', code],
    ['symbols', symbols],
  ],
  '/v1/crypto/timeseries': [
    ['start', date],
    ['end', date],
    ['base', code],
    ['symbols', symbols],
  ],
};

/** A name or value as a client might put it in a URL: mostly encoded properly, sometimes raw. */
const written = (text: string, encode: boolean) => {
  if (!encode) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return text; // a lone surrogate cannot be encoded; send it raw
  }
};
const pair = (name: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc
    .tuple(name, value, fc.boolean(), fc.integer({ min: 0, max: 3 }), fc.boolean())
    .map(([n, v, encName, encValue, withEquals]) => (withEquals || v !== '' ? `${written(n, encName)}=${written(v, encValue > 0)}` : written(n, encName)));
const randomPairs = fc.array(pair(anyName, anyValue), { maxLength: 4 });

/** An endpoint and a query: its own parameters (each maybe left out), then maybe some random ones. */
const endpointAndQuery = fc.constantFrom(...Object.keys(ENDPOINTS)).chain((endpoint) =>
  fc
    .tuple(
      fc.tuple(...ENDPOINTS[endpoint]!.map(([n, v]) => fc.option(pair(fc.constant(n), v), { nil: undefined, freq: 4 }))),
      fc.oneof({ weight: 3, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: randomPairs }),
    )
    .map(([own, extra]) => {
      const pairs = [...own.filter((p): p is string => p !== undefined), ...extra];
      return { endpoint, query: pairs.length === 0 ? '' : `?${pairs.join('&')}` };
    }),
);

const oddPath = fc.oneof(
  fc.constantFrom(
    '/',
    '/v1',
    '/v1/',
    '/v2/rates',
    '/v01/rates',
    '/v999999999999999999/x',
    '/v1//rates',
    '/V1/rates',
    '/v1/rates/extra',
    '/v1/%72ates',
    '/..',
    '/v1/../v1/rates',
    '//v1/rates',
    '/v1/crypto',
    '/api',
  ),
  fc.array(fc.oneof(unicode, binary, brokenEscape), { maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
);

/** A request target for a handler served under `basePath`: mostly right, sometimes under the wrong base or nowhere. */
const target = (basePath: string) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(endpointAndQuery, fc.constantFrom('', '', '/')).map(([{ endpoint, query }, slash]) => `${basePath}${endpoint}${slash}${query}`),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(endpointAndQuery, fc.constantFrom('', '/api', '/other')).map(([{ endpoint, query }, base]) => `${base}${endpoint}${query}`),
    },
    { weight: 1, arbitrary: fc.tuple(oddPath, randomPairs).map(([p, pairs]) => (pairs.length === 0 ? p : `${p}?${pairs.join('&')}`)) },
  );

const oddHeader = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => !/[\0\r\n]/.test(s));
const authorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant(`Bearer ${KEY}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `bearer   ${KEY}`,
      `BEARER ${KEY}`,
      `Basic ${KEY}`,
      `Bearer ${KEY}x`,
      `Bearer ${KEY} ${KEY}`,
      'Bearer live_',
      `Bearer ${'a'.repeat(100_000)}`,
      `Bearer\t${KEY}`,
      KEY,
      `Bearer ${KEY.toUpperCase()}`,
      'Bearer __proto__',
      'Bearer constructor',
    ),
  },
  { weight: 1, arbitrary: oddHeader },
  { weight: 1, arbitrary: oddHeader.map((s) => `Bearer ${s}`) },
);
const method = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('GET', 'get') },
  { weight: 2, arbitrary: fc.constantFrom('HEAD', 'head', 'OPTIONS') },
  { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'patch', 'FOO') },
);
const extra = fc.record({
  origin: fc.option(fc.constantFrom('https://app.example', 'https://evil.example', 'null'), { nil: undefined }),
  ifNoneMatch: fc.option(fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"', ''), oddHeader), { nil: undefined }),
  preflight: fc.boolean(),
});

const request = fc
  .nat(handlers.length - 1)
  .chain((handler) => fc.record({ handler: fc.constant(handler), target: target(BASE_PATHS[handler]!), method, authorization, extra }));

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function build(r: Generated): Request | undefined {
  const headers = new Headers();
  try {
    if (r.authorization !== undefined) headers.set('authorization', r.authorization);
    if (r.extra.origin !== undefined) headers.set('origin', r.extra.origin);
    if (r.extra.ifNoneMatch !== undefined) headers.set('if-none-match', r.extra.ifNoneMatch);
    if (r.extra.preflight) headers.set('access-control-request-method', 'GET');
    return new Request(`http://localhost${r.target}`, { method: r.method, headers });
  } catch {
    return undefined; // a header value the Fetch standard refuses never reaches a handler
  }
}

const codes: ReadonlySet<string> = new Set(CONTRACT_CODES);
const shapes = Object.values(SHAPES).map((fields) => fields.join(','));

describe('properties', () => {
  it("the handler always answers with a contract code or a success body, never 500, never the key (a hang fails on the runner's timeout)", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const req = build(r);
        fc.pre(req !== undefined);
        const head = req!.method === 'HEAD';
        const res = await handlers[r.handler]!(req!);
        expect(res.status).not.toBe(500);
        const text = await res.text();
        expect(text).not.toContain(KEY);
        res.headers.forEach((v) => expect(v).not.toContain(KEY));
        if (res.status === 204 || res.status === 304) {
          expect(text).toBe('');
          return;
        }
        if (head) expect(text).toBe('');
        if (res.status === 200) {
          expect(res.headers.get('content-type')).toBe('application/json');
          if (!head) expect(shapes).toContain(Object.keys(JSON.parse(text) as object).join(','));
          return;
        }
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        expect(res.headers.get('cache-control')).toBe('no-store');
        if (head) return;
        const body = JSON.parse(text) as { code: keyof typeof ERROR_STATUS; status: number; param?: unknown };
        expect(codes.has(body.code)).toBe(true);
        expect(body.status).toBe(res.status);
        expect(ERROR_STATUS[body.code]).toBe(res.status);
        if (res.status === 400) expect(typeof body.param).toBe('string');
      }),
      { numRuns: 10_000 },
    );
  });

  it('result is exactly amount × rate in the JSON text, and the ETag ignores the case of codes', async () => {
    const asset = fc.constantFrom(...ds.crypto);
    const any = fc.constantFrom(...ds.codes);
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[1-9]\d{0,14}$/), fc.integer({ min: -15, max: 5 }))
      .map(([neg, digits, exp]) => `${neg ? '-' : ''}${digits}e${exp}`);
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(asset, any).chain(([a, b]) => fc.tuple(fc.shuffledSubarray([a, b], { minLength: 2 }), decimal)),
        async ([[from, to], amount]) => {
          const res = await call(handlers[0]!, `/v1/crypto/convert?from=${from!.toLowerCase()}&to=${to}&amount=${encodeURIComponent(amount)}`);
          const body = parseExact(await res.text()) as Record<string, string>;
          expect(new Big(body.result!).eq(new Big(body.amount!).times(body.rate!))).toBe(true);
          expect(new Big(body.amount!).eq(new Big(amount))).toBe(true);
          const upper = await call(handlers[0]!, `/v1/crypto/convert?from=${from}&to=${to!.toLowerCase()}&amount=${encodeURIComponent(amount)}`);
          expect(upper.headers.get('etag')).toBe(res.headers.get('etag'));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
