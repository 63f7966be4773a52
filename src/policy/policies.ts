import { fail, quote } from '../errors.js';
import { suggest } from '../params/suggest.js';
import { definePolicy } from './definePolicy.js';
import { EU_POLICIES } from './euPolicies.js';
import { NATIONAL_POLICIES } from './nationalPolicies.js';
import type { Policy } from './types.js';

// Checked once, as a caller's own policy is: the built-ins obey the same schema.
const BUILT_IN: readonly Policy[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ [...EU_POLICIES, ...NATIONAL_POLICIES].map((p) => definePolicy(p)));
const BY_ID = /* @__PURE__ */ new Map(/* @__PURE__ */ BUILT_IN.map((p) => [p.id, p]));

/**
 * The built-in rate policies, each the rule a statute or standard gives for choosing a rate, with its
 * basis (the article and where to read it). `GET /v1/policies` answers the same list.
 *
 * @returns The built-in policies, frozen, in a fixed order.
 * @example
 * policies().map((p) => p.id) // ['eu-vat', 'eu-oss', ..., 'hu-vat']
 */
export function policies(): readonly Policy[] {
  return BUILT_IN;
}

/**
 * The policy an option names: a built-in id, or a policy `definePolicy` checked (or an object it
 * accepts). An unknown id is `invalid_option` with the nearest id suggested.
 *
 * @param policy - An id (`pl-pit`) or a policy.
 * @param param - The option's name in messages (`policy`).
 * @returns The checked policy.
 * @example
 * readPolicy('pl-pit').source // "nbp"
 */
export function readPolicy(policy: unknown, param = 'policy'): Policy {
  if (typeof policy === 'string') {
    const found = BY_ID.get(policy);
    if (found) return found;
    const near = suggest(policy, [...BY_ID.keys()]);
    fail('invalid_option', `Unknown policy ${quote(policy)}${near ? ` (did you mean "${near}"?)` : ''}; policies() lists the built-in ones.`, param);
  }
  if (typeof policy === 'object' && policy !== null && Object.isFrozen(policy) && BUILT_IN.includes(policy as Policy)) return policy as Policy;
  if (typeof policy === 'object' && policy !== null && 'forward' in policy) {
    const { forward: _, ...rest } = policy as Policy;
    return definePolicy(rest);
  }
  return definePolicy(policy);
}
