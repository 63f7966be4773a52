import { currency, type CurrencyParams } from '../ops/currency.js';
import type { Dataset } from '../types.js';
import { representation, type Representation } from './caching.js';
import { currencyJson } from './json.js';

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
  const newest = ds.snapshots[ds.snapshots.length - 1]!;
  return representation(currencyJson(currency(ds, query as unknown as CurrencyParams, { numbers: 'string' })), newest.updatedAt);
}
