import { registerReceipts as register, type ReceiptEngine } from '../ops/entryRegistry.js';
import { explainConversion } from '../ops/explainConversion.js';
import { explainRates } from '../rates/receipt.js';

// The receipts' code as the operations reach it (ops/entryRegistry.ts): one frozen table.
const ENGINE: ReceiptEngine = /* @__PURE__ */ Object.freeze({ conversion: explainConversion, rates: explainRates });

/**
 * Registers the receipts, so that the operations take `explain: true` (the answer's `source`: the
 * dataset's version, snapshot, providers, derivation and legs). Importing `ratebook/receipts` calls
 * it; the CLI calls it itself, and the fetch handler on the first request with `explain`.
 *
 * @example
 * registerReceiptEngine(); convert(ds, { from: 'EUR', to: 'JPY' }, { explain: true }).source.formula // "cross"
 */
export function registerReceiptEngine(): void {
  register(ENGINE);
}
