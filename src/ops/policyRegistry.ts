import { fail } from '../errors.js';
import type { Policy } from '../policy/types.js';
import type { Pair, PairScope } from '../rates/pair.js';
import type { CurrencyCode, Dataset, IsoDate, Market, PolicyAccount } from '../types.js';
import type { SeriesPart } from './buildSeriesPart.js';
import type { policyChoice } from './policyPair.js';
import type { policyRates } from './policyRates.js';
import type { PolicySeries, SeriesPlan } from './seriesPlan.js';

/**
 * What the operations call when an option names a rate policy: the code `ratebook/policies` brings
 * (the built-ins, `definePolicy`'s schema, the choice of a date, the sources' calendars), reached
 * through this table so that a program that never asks for a policy does not ship it.
 */
export interface PolicyEngine {
  /** The pair of a conversion under the policy (`policyPair`). */
  readonly pair: (
    dataset: Dataset,
    p: { readonly from?: unknown; readonly to?: unknown; readonly date?: unknown },
    options: object,
    scope: PairScope,
  ) => {
    pair: Pair;
    policy: PolicyAccount;
  };
  /** The snapshots the policy chooses (`policyChoice`). */
  readonly choice: typeof policyChoice;
  /** A day's rates as the authority published them (`policyRates`). */
  readonly rates: typeof policyRates;
  /** A series planned under the policy (`planPolicySeries`). */
  readonly planSeries: (
    dataset: Dataset,
    options: object,
    base: CurrencyCode,
    start: IsoDate,
    until: IsoDate,
    symbols: readonly CurrencyCode[] | undefined,
    market: Market,
    grouped: boolean,
  ) => PolicySeries & { readonly id: string };
  /** Days of a planned series under the policy (`policySeriesPart`). */
  readonly seriesPart: (dataset: Dataset, plan: SeriesPlan, fromDay: number, toDay: number) => SeriesPart;
  /** The policy an option names, checked (`readPolicy`). */
  readonly read: (policy: unknown, param?: string) => Policy;
}

// The one registry owner of the core (the caches have theirs, src/dataset/datasetIndex.ts): written
// once, by `registerPolicies` when `ratebook/policies` (or the handler, or the CLI) is loaded, and
// only ever to the same engine, so no answer depends on the order in which modules were loaded.
let registered: PolicyEngine | undefined;

/**
 * Makes the rate policies available to the operations (`policy: 'pl-pit'`). `ratebook/policies`
 * calls it when it is imported; registering again keeps the first engine.
 *
 * @param engine - The policies' code.
 * @example
 * registerPolicies(POLICY_ENGINE)
 */
export function registerPolicies(engine: PolicyEngine): void {
  registered ??= engine;
}

/**
 * The registered rate policies; without them a `policy` option is `invalid_option` that names the
 * import to add, never a silent conversion at the plain rate.
 *
 * @param param - The option's name in the message (`policy`).
 * @returns The policies' code.
 * @example
 * registeredPolicies().pair(nbp, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit' }, 'fiat')
 */
export function registeredPolicies(param = 'policy'): PolicyEngine {
  if (registered === undefined) {
    fail(
      'invalid_option',
      `Option ${param} needs ratebook's rate policies, which load only when used: add import 'ratebook/policies' once in the program (the HTTP handler and the CLI do).`,
      param,
    );
  }
  return registered;
}
