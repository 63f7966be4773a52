/**
 * Moves the query's rate-policy names (`policy`, `at`, `maxAgeDays`) into the operation's options,
 * as their text: the operation reads and refuses them as it does in-process (an unknown policy is
 * `invalid_option`, a bad `at` `invalid_parameter`). A query without them is passed through untouched.
 *
 * @param query - The query parameters.
 * @param options - The route's options for the operation.
 * @returns The parameters without those names, and the options with them.
 * @example
 * policyQuery({ from: 'EUR', to: 'PLN', policy: 'pl-pit' }, {}) // [{ from: 'EUR', to: 'PLN' }, { policy: 'pl-pit' }]
 */
export function policyQuery<P extends object, O extends object>(query: P, options: O): [P, O] {
  const q = query as Record<string, unknown>;
  if (!('policy' in q) && !('at' in q) && !('maxAgeDays' in q)) return [query, options];
  const { policy, at, maxAgeDays, ...rest } = q;
  const more = { ...(policy !== undefined && { policy }), ...(at !== undefined && { at }), ...(maxAgeDays !== undefined && { maxAgeDays }) };
  return [rest as P, { ...options, ...more }];
}
