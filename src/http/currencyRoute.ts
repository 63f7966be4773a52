import { currency, type CurrencyParams } from '../ops/currency.js';
import type { CurrencyResult, Dataset } from '../types.js';
import { representation, type Representation } from './caching.js';
import { registerSourceTable } from '../sources/sourcesEngine.js';
import { jsonNumber } from './json.js';

/**
 * `GET /v1/currency`: one currency's metadata (`currency()`), with the official sources that publish
 * it. A chunk the handler loads on the first request for it: the table of official sources is
 * carried by no other route.
 *
 * @param ds - The dataset the request is served from.
 * @param query - The query parameters, the operation's parameters as they are.
 * @returns The representation, last modified with the newest snapshot.
 * @example
 * currencyRepresentation(ds, { code: 'CHF' }).body // '{"code":"CHF","name":"Swiss Franc",...}'
 */
export function currencyRepresentation(ds: Dataset, query: Record<string, string>): Representation {
  // This chunk brings `ratebook/sources` (the HTTP API answers `sources`): registered on its first use.
  registerSourceTable();
  const newest = ds.snapshots[ds.snapshots.length - 1]!;
  return representation(currencyJson(currency(ds, query as unknown as CurrencyParams, { numbers: 'string' })), newest.updatedAt);
}

const str = JSON.stringify;

/**
 * Writes a currency's facts, the decimals (cash increment, factors) as exact JSON number literals.
 *
 * @param result - A result of `currency` in `numbers: 'string'` form.
 * @returns The JSON text of the body.
 * @example
 * currencyJson(currency(ds, { code: 'CHF' }, { numbers: 'string' })) // '{"code":"CHF","name":"Swiss Franc",...}'
 */
export function currencyJson(result: CurrencyResult<string>): string {
  const withdrawal =
    (result.withdrawn_on === undefined ? '' : `,"withdrawn_on":${str(result.withdrawn_on)},"successor":${str(result.successor)}`) +
    (result.successor_factor === undefined ? '' : `,"successor_factor":${jsonNumber(result.successor_factor)}`);
  const steps = result.redenominations.map((step) => `{"date":${str(step.date)},"factor":${jsonNumber(step.factor)}}`).join(',');
  // Present wherever the handler answers (this chunk registers ratebook/sources); written as the result has it.
  const sources = result.sources === undefined ? '' : `,"sources":[${result.sources.map((name) => str(name)).join(',')}]`;
  return (
    `{"code":${str(result.code)},"name":${str(result.name)},"symbol":${str(result.symbol)},` +
    `"minor_units":${jsonNumber(String(result.minor_units))},"cash_minor_units":${jsonNumber(String(result.cash_minor_units))},` +
    `"cash_increment":${jsonNumber(result.cash_increment)},"status":${str(result.status)}${withdrawal},"redenominations":[${steps}]${sources}}`
  );
}
