import { RatebookError } from '../errors.js';

/** Loads a part of the handler on first use: its module, or a 503 problem when it cannot be loaded. */
export type PartLoader = <T>(what: string, importer: () => Promise<T>) => Promise<T>;

/**
 * Creates the loader of the parts only some requests need (the rate policies, the receipts, the list
 * of policies): each is a chunk of its own, imported by the first request that asks for it, so the
 * handler's bundle does not carry them. The module system keeps what it loaded, so no state is kept
 * here. A part that cannot be loaded (a chunk missing from a deployment) is answered 503
 * `service_unavailable`, a problem the client may see, and reported, so the operator hears of it.
 *
 * @param report - Where a failed load is reported (the handler's `onError`).
 * @returns The loader.
 * @example
 * const load = createPartLoader(console.error);
 * const { registerPolicyEngine } = await load('rate policies', () => import('../policy/policyEngine.js'));
 */
export function createPartLoader(report: (error: unknown) => void): PartLoader {
  return async (what, importer) => {
    try {
      return await importer();
    } catch (cause) {
      report(cause);
      throw new RatebookError('service_unavailable', `The ${what} of this server could not be loaded; try again shortly.`, { cause });
    }
  };
}

/**
 * Loads what the query's options need before the operation runs: the rate policies for `policy`, the
 * receipts for `explain`. Whatever their values: the operation then reads and refuses them as it
 * does in-process (an unknown policy is `invalid_option`), never as a part not loaded.
 *
 * @param params - The request's query parameters.
 * @param load - The handler's part loader.
 * @example
 * await loadOptionParts({ from: 'EUR', to: 'PLN', policy: 'pl-pit' }, load) // the policies registered
 */
export async function loadOptionParts(params: Record<string, string>, load: PartLoader): Promise<void> {
  if ('policy' in params) (await load('rate policies', () => import('../policy/policyEngine.js'))).registerPolicyEngine();
  if ('explain' in params) (await load('receipts', () => import('../receipts/receiptEngine.js'))).registerReceiptEngine();
}
