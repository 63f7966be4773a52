import { fail } from '../errors.js';
import type { Policy } from '../policy/types.js';
import type { Pair, PairScope } from '../rates/pair.js';
import type { CurrencyCode, Dataset, IsoDate, Market, PolicyAccount } from '../types.js';
import type { SeriesPart } from './buildSeriesPart.js';
import type { historyChoice, policyRates } from './policyRates.js';
import type { explainConversion } from './explainConversion.js';
import type { explainRates } from '../rates/receipt.js';
import type { PolicySeries, SeriesPlan } from './seriesPlan.js';
import type { withPolicy } from './policyOptions.js';

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
  /** The snapshot the policy chooses for history, refusing a period's mean or a buying or selling rate (`historyChoice`). */
  readonly choice: typeof historyChoice;
  /** A day's rates as the authority published them (`policyRates`). */
  readonly rates: typeof policyRates;
  /** A series planned under the policy (`planPolicySeries`; its signature written out: `typeof` it would close an import cycle through historyIn.ts). */
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
  /** An explained answer with the policy's account beside its receipt (`withPolicy`: here, so that a conversion without a policy does not ship it). */
  readonly account: typeof withPolicy;
}

/**
 * What `currency().sources` reads: the official sources quoting a code, the home issuer first
 * (`ratebook/sources` brings the table, generated from the recorded documents: 3 kB minified).
 */
export type SourcesEngine = (code: CurrencyCode) => readonly string[];

/** What the operations call for `explain: true`: the receipts that `ratebook/receipts` brings (the dataset's version with its SHA-256, the providers, the legs). */
export interface ReceiptEngine {
  /** A Conversion response with its receipt (`explainConversion`). */
  readonly conversion: typeof explainConversion;
  /** A rates or history response with its receipt (`explainRates`). */
  readonly rates: typeof explainRates;
}

// The one registry owner of the core (the caches have theirs, src/dataset/datasetIndex.ts): what the
// entries ratebook/policies, ratebook/receipts and ratebook/sources register when loaded (the handler
// and the CLI register all three; ratebook/importers and ratebook/live the sources). Each is written once and only ever to the same code, so no answer depends on the
// order in which modules were loaded.
const registered: { policies?: PolicyEngine; receipts?: ReceiptEngine; sources?: SourcesEngine } = {};

/**
 * Makes the rate policies available to the operations (`policy: 'pl-pit'`). `ratebook/policies`
 * calls it when it is imported; registering again keeps the first engine.
 *
 * @param engine - The policies' code.
 * @example
 * registerPolicies(POLICY_ENGINE)
 */
export function registerPolicies(engine: PolicyEngine): void {
  registered.policies ??= engine;
}

/**
 * Makes receipts available to the operations (`explain: true`). `ratebook/receipts` calls it when
 * it is imported; registering again keeps the first.
 *
 * @param engine - The receipts' code.
 * @example
 * registerReceipts(RECEIPT_ENGINE)
 */
export function registerReceipts(engine: ReceiptEngine): void {
  registered.receipts ??= engine;
}

/**
 * Makes the official-sources table available to `currency()` (its `sources`). `ratebook/sources`
 * calls it when it is imported; registering again keeps the first.
 *
 * @param engine - The table's lookup.
 * @example
 * registerSources(officialSourcesOf)
 */
export function registerSources(engine: SourcesEngine): void {
  registered.sources ??= engine;
}

/**
 * The registered official-sources table, or undefined: `currency()` then leaves its `sources` out
 * (a documented absence, never an empty list that would say no source quotes the code).
 *
 * @returns The table's lookup, where `ratebook/sources` (or an entry that brings it) was imported.
 * @example
 * registeredSources()?.('PLN') // ['nbp', 'bnr', ...] or undefined
 */
export function registeredSources(): SourcesEngine | undefined {
  return registered.sources;
}

// The error of an option whose entry was not imported: never a silent answer without it.
function notLoaded(param: string, what: string, entry: string): never {
  fail(
    'invalid_option',
    `Option ${param} needs ratebook's ${what}, which load only when used: add import '${entry}' once in the program (the HTTP handler and the CLI do).`,
    param,
  );
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
  return registered.policies ?? notLoaded(param, 'rate policies', 'ratebook/policies');
}

/**
 * The registered receipts; without them `explain: true` is `invalid_option` that names the import
 * to add, never an answer without its receipt.
 *
 * @returns The receipts' code.
 * @example
 * registeredReceipts().rates(ds, index, result).source.dataset
 */
export function registeredReceipts(): ReceiptEngine {
  return registered.receipts ?? notLoaded('explain', 'receipts', 'ratebook/receipts');
}
