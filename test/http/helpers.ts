import { readFileSync } from 'node:fs';
import { loadDataset, type Dataset } from '../../src/index.js';
import type { FetchHandler } from '../../src/http/index.js';

/** The small fixture: pivot USD; fiat EUR GBP IDR JPY KWD USD; crypto BTC ETH SHIB; three snapshots. */
export const fixtureText = readFileSync(new URL('../fixtures/small.json', import.meta.url), 'utf8');
export const ds: Dataset = loadDataset(fixtureText);

/** A second dataset with another newest snapshot, for hot-swap tests: every rate and timestamp differs. */
export function otherDataset(): Dataset {
  const file = JSON.parse(fixtureText) as { snapshots: { date: string; updated_at: string; rates: (number | string | null)[] }[] };
  const last = file.snapshots[file.snapshots.length - 1]!;
  last.date = '2024-04-16';
  last.updated_at = '2024-04-16T16:00:00Z';
  last.rates = last.rates.map((r, i) => (i === 5 ? 1 : typeof r === 'number' ? r * 2 : r));
  return loadDataset(file);
}

export const KEY = 'live_0123456789abcdef0123456789abcdef';
export const OTHER_KEY = 'live_fedcba9876543210';
/** The clock of every handler under test, after the fixture's last snapshot. */
export const NOW = new Date('2024-06-01T12:00:00Z');

/** Sends a request to a handler as a client with the test key would. */
export function call(
  handler: FetchHandler,
  path: string,
  init: { method?: string; headers?: Record<string, string>; key?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  const key = init.key === undefined ? KEY : init.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  return handler(new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers }));
}

/**
 * Parses JSON keeping every number as its literal text, so a test can check the digits the handler
 * wrote (`93.465`, not the double nearest to it).
 */
export function parseExact(text: string): unknown {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const value = (): unknown => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const out: Record<string, unknown> = {};
      ws();
      if (text[i] === '}') return (i++, out);
      for (;;) {
        ws();
        const key = value() as string;
        ws();
        if (text[i++] !== ':') throw new SyntaxError(`expected : at ${i}`);
        Object.defineProperty(out, key, { value: value(), enumerable: true, configurable: true, writable: true });
        ws();
        if (text[i] === ',') i++;
        else if (text[i++] === '}') return out;
        else throw new SyntaxError(`expected , or } at ${i}`);
      }
    }
    if (c === '[') {
      i++;
      const out: unknown[] = [];
      ws();
      if (text[i] === ']') return (i++, out);
      for (;;) {
        out.push(value());
        ws();
        if (text[i] === ',') i++;
        else if (text[i++] === ']') return out;
        else throw new SyntaxError(`expected , or ] at ${i}`);
      }
    }
    if (c === '"') {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: JSON's grammar: a string holds no raw control character
      const match = /^"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/.exec(text.slice(i));
      if (!match) throw new SyntaxError(`bad string at ${i}`);
      i += match[0].length;
      return JSON.parse(match[0]) as string;
    }
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|^true|^false|^null/.exec(text.slice(i));
    if (!match) throw new SyntaxError(`unexpected ${c} at ${i}`);
    i += match[0].length;
    const literal = match[0];
    return literal === 'true' ? true : literal === 'false' ? false : literal === 'null' ? null : literal;
  };
  const result = value();
  ws();
  if (i !== text.length) throw new SyntaxError(`trailing text at ${i}`);
  return result;
}

/** A result of an operation with every number written as text, to compare with `parseExact`. */
export function numbersAsText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsText(v)]));
  return value;
}

/** The field sets of the spec's four response shapes, in order. */
export const SHAPES = {
  rates: ['base', 'date', 'updated_at', 'rates'],
  conversion: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at'],
  roundedConversion: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'rounding', 'unrounded'],
  roundedConversionCut: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'rounding', 'unrounded', 'unrounded_exact'],
  currency: ['code', 'name', 'symbol', 'minor_units', 'cash_minor_units', 'cash_increment', 'status', 'redenominations', 'sources'],
  withdrawnCurrency: [
    'code',
    'name',
    'symbol',
    'minor_units',
    'cash_minor_units',
    'cash_increment',
    'status',
    'withdrawn_on',
    'successor',
    'successor_factor',
    'redenominations',
    'sources',
  ],
  currencies: ['locale', 'date', 'updated_at', 'currencies'],
  cryptoCurrencies: ['date', 'updated_at', 'currencies'],
  timeseries: ['base', 'start_date', 'end_date', 'rates'],
  ratesExplained: ['base', 'date', 'updated_at', 'rates', 'source'],
  // A date past the newest data beyond its calendar's tolerance adds `stale: true` after the numbers.
  staleRates: ['base', 'date', 'updated_at', 'rates', 'stale'],
  staleConversion: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'stale'],
  staleRoundedConversion: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'rounding', 'unrounded', 'stale'],
  staleRoundedConversionCut: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'rounding', 'unrounded', 'unrounded_exact', 'stale'],
  conversionExplained: ['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'source'],
  timeseriesGrouped: ['base', 'start_date', 'end_date', 'rates', 'group', 'counts'],
} as const;

/** Every code of the contract's error table. */
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
] as const;
