import { cryptoCurrencies } from '../ops/cryptoCurrencies.js';
import { currencies } from '../ops/currencies.js';
import type { CryptoCurrenciesResult, CurrenciesResult, Dataset } from '../types.js';
import { keptRepresentation, representation, type Representation } from './caching.js';
import { jsonNumber } from './json.js';

// GET /v1/currencies and GET /v1/crypto/currencies: a chunk the handler loads on the first request
// for either (the locale's names and the catalogue are no conversion's business).

const str = JSON.stringify;

/**
 * `GET /v1/currencies`: the fiat currencies' names and symbols in a locale, one kept body per
 * locale and snapshot.
 *
 * @param ds - The dataset the request is served from.
 * @param query - The query parameters, the operation's parameters as they are.
 * @returns The representation.
 * @example
 * currenciesRepresentation(ds, { locale: 'de' }).body // '{"locale":"de",...}'
 */
export function currenciesRepresentation(ds: Dataset, query: Record<string, string>): Representation {
  const result = currencies(ds, query);
  return keptRepresentation(ds, result.currencies, `${result.locale}|${result.date}|${result.updated_at}`, () =>
    representation(currenciesJson(result), result.updated_at),
  );
}

/**
 * `GET /v1/crypto/currencies`: the crypto assets' names, symbols, exponents and types.
 *
 * @param ds - The dataset the request is served from.
 * @param query - The query parameters (none is taken; the operation refuses any).
 * @returns The representation.
 * @example
 * cryptoCurrenciesRepresentation(ds, {}).body // '{"date":...,"currencies":{"BTC":{"name":"Bitcoin",...}}}'
 */
export function cryptoCurrenciesRepresentation(ds: Dataset, query: Record<string, string>): Representation {
  const result = cryptoCurrencies(ds, query as Record<string, never>);
  return keptRepresentation(ds, result.currencies, `${result.date}|${result.updated_at}`, () =>
    representation(cryptoCurrenciesJson(result), result.updated_at),
  );
}

/**
 * Writes the spec's Fiat currency metadata response, each entry with exactly `name` and `symbol`.
 *
 * @param result - A result of `currencies`.
 * @returns The JSON text of the body.
 * @example
 * currenciesJson(currencies(ds, { locale: 'de' })) // '{"locale":"de",...}'
 */
export function currenciesJson(result: CurrenciesResult): string {
  const parts: string[] = [];
  for (const [code, { name, symbol }] of Object.entries(result.currencies)) parts.push(`${str(code)}:{"name":${str(name)},"symbol":${str(symbol)}}`);
  return `{"locale":${str(result.locale)},"date":${str(result.date)},"updated_at":${str(result.updated_at)},"currencies":{${parts.join(',')}}}`;
}

/**
 * Writes the spec's Crypto currency metadata response, each entry with exactly its four fields.
 *
 * @param result - A result of `cryptoCurrencies`.
 * @returns The JSON text of the body.
 * @example
 * cryptoCurrenciesJson(cryptoCurrencies(ds)) // '{"date":...,"currencies":{"BTC":{"name":"Bitcoin",...}}}'
 */
export function cryptoCurrenciesJson(result: CryptoCurrenciesResult): string {
  const parts: string[] = [];
  for (const [code, meta] of Object.entries(result.currencies)) {
    // The dataset schema makes exponents small integers; the guard keeps the output JSON whatever happens.
    const exponent = jsonNumber(String(meta.exponent));
    parts.push(`${str(code)}:{"name":${str(meta.name)},"symbol":${str(meta.symbol)},"exponent":${exponent},"type":${str(meta.type)}}`);
  }
  return `{"date":${str(result.date)},"updated_at":${str(result.updated_at)},"currencies":{${parts.join(',')}}}`;
}
