import { fail } from '../errors.js';
import { ownOption } from '../params/readParams.js';
import type { PolicyAccount, Receipt } from '../types.js';

/**
 * The options when they name a rate policy, else undefined. `at` belongs to a policy (the rules
 * that depend on the time of day read it) and `maxAgeDays` to a call without one (a policy has its
 * own): either in the wrong place is `invalid_option`, never ignored.
 *
 * @param options - The operation's options.
 * @returns The options, when they hold `policy`.
 * @example
 * policyOptions({ policy: 'pl-pit' }) // { policy: 'pl-pit' }
 */
export function policyOptions(options: object | undefined): object | undefined {
  const policy = ownOption(options, 'policy');
  if (policy === undefined) {
    if (ownOption(options, 'at') !== undefined) fail('invalid_option', 'Option at is the instant a rate policy decides for: pass policy with it.', 'at');
    return undefined;
  }
  if (ownOption(options, 'maxAgeDays') !== undefined) {
    fail('invalid_option', 'Option maxAgeDays is for calls without a policy: a policy has its own (definePolicy({ ..., maxAgeDays })).', 'maxAgeDays');
  }
  return options;
}

/**
 * An explained answer with the policy's account beside its receipt (`policy: { id, basis, chose, why,
 * figures? }`), the receipt's `formula` then `policy`.
 *
 * @param result - The answer with `source`.
 * @param policy - What the policy chose and why.
 * @returns A new answer.
 * @example
 * withPolicy(explainedResult, chosen.policy).policy.why
 */
export function withPolicy<T extends { readonly source?: Receipt }>(result: T, policy: PolicyAccount): T & { readonly policy: PolicyAccount } {
  // The receipt's rule is the policy's: rate from policy.figures (or the period's mean), v = amount × rate.
  const source = result.source && Object.freeze({ ...result.source, formula: 'policy' as const });
  return Object.freeze({ ...result, ...(source && { source }), policy });
}
