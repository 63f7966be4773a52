import type { ExplainOptions } from '../types.js';

/**
 * Moves the query's `explain` into the operation's options: `explain=true` and `explain=false` become
 * the booleans, and any other value (`yes`, empty) is passed on as it is, so the operation refuses it
 * with `invalid_option` and `param: "explain"`, as it refuses every other bad value. A query
 * without `explain` is passed through untouched (the same objects, so nothing changes for it).
 *
 * @param query - The query parameters, as the operation would take them.
 * @param options - The route's options for the operation.
 * @returns The parameters without `explain`, and the options with it.
 * @example
 * rates(ds, ...explainQuery({ base: 'EUR', explain: 'true' }, { numbers: 'string' })) // with source
 */
export function explainQuery<P extends object, O extends object>(query: P, options: O): [P, O & ExplainOptions] {
  if (!Object.hasOwn(query, 'explain')) return [query, options];
  const { explain, ...rest } = query as P & { explain: unknown };
  const value = explain === 'true' ? true : explain === 'false' ? false : explain;
  return [rest as P, { ...options, explain: value as boolean }];
}
