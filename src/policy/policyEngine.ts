import { policyPair } from '../ops/policyPair.js';
import { historyChoice, policyRates } from '../ops/policyRates.js';
import type { PolicyEngine } from '../ops/entryRegistry.js';
import { registerPolicies as register } from '../ops/entryRegistry.js';
import { planPolicySeries, policySeriesPart } from '../ops/policySeries.js';
import { withPolicy } from '../ops/policyOptions.js';
import { readPolicy } from './policies.js';

// The policies' code as the operations reach it (ops/entryRegistry.ts): one frozen table.
const ENGINE: PolicyEngine = /* @__PURE__ */ Object.freeze({
  pair: policyPair,
  choice: historyChoice,
  rates: policyRates,
  planSeries: planPolicySeries,
  seriesPart: policySeriesPart,
  read: readPolicy,
  account: withPolicy,
});

/**
 * Registers the built-in rate policies and the code that applies any policy, so that the
 * operations take `policy: 'pl-pit'` (or a policy of `definePolicy`). Importing
 * `ratebook/policies` calls it; the CLI calls it itself, and the fetch handler on the first request that names a policy.
 *
 * @example
 * registerPolicyEngine(); convert(nbp, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit' })
 */
export function registerPolicyEngine(): void {
  register(ENGINE);
}
