import { findSnapshot } from '../dataset/findSnapshot.js';
import type { LegalRoute } from '../rates/legalRoute.js';
import { parseExplain } from '../params/parseExplain.js';
import type { ConversionResult, CurrencyCode, Dataset, Derivation, Receipt } from '../types.js';
import { receipt, withSource } from '../rates/receipt.js';

/**
 * How a conversion's rate was obtained when it is not a quotient of stored quotes: the hook for a
 * legal fixed factor (a withdrawn currency and its successor, such as BGN→EUR at 1.95583), whose
 * caller passes `derivation: 'legal_factor'` and the factor as `legs`, so the receipt names it.
 */
export interface ConversionDerivation {
  readonly derivation: Derivation;
  readonly legs: Readonly<Record<CurrencyCode, string>>;
}

/**
 * A Conversion response with its receipt added (`explain: true`), kept apart from the conversion
 * itself so that the default path never pays for it. The snapshot is the one the answer's `date`
 * names (a binary search). `legs` holds the stored quotes of `from` and `to` against the pivot (one
 * entry when they are the same code); the derivation is `pivot` when `from` is the pivot (the rate is
 * `legs[to]`, exactly), `inverse` when `to` is the pivot (`1 / legs[from]`), `cross` otherwise
 * (`legs[to] / legs[from]`), the last two rounded once, half-even, to 12 significant digits; and
 * `result` is exactly `amount × rate`.
 *
 * @param dataset - The dataset the conversion was made from.
 * @param result - The Conversion response.
 * @param other - A derivation that is not a quotient of stored quotes (a legal factor), if any.
 * @returns A new response with `source`.
 * @example
 * explainConversion(ds, convert(ds, { from: 'EUR', to: 'JPY' })).source.derivation // "cross"
 */
export function explainConversion<V>(dataset: Dataset, result: ConversionResult<V>, other?: ConversionDerivation): ConversionResult<V> {
  const index = answeringSnapshot(dataset, result);
  return withSource(result, conversionReceipt(dataset, index, result.from, result.to, other));
}

/**
 * The conversion path's one call for receipts: the result as it is, or with its receipt when the
 * options say `explain: true` (an `explain` that is neither true nor false is `invalid_parameter`).
 * One call, so the conversion function stays small enough for V8 to inline it into `convert`.
 *
 * @param dataset - The dataset the conversion was made from.
 * @param options - The operation's options.
 * @param result - The Conversion response.
 * @returns The response, with `source` on request.
 * @example
 * return explained(dataset, options, conversionResult(pair, amount, numbers));
 */
export function explained<V>(dataset: Dataset, options: object | undefined, result: ConversionResult<V>, other?: ConversionDerivation): ConversionResult<V> {
  return parseExplain(options) ? explainConversion(dataset, result, other) : result;
}

/**
 * The receipt's derivation of a conversion the law governs: `legal_factor` (factors only) or
 * `legal_factor_then_cross` (a market leg too), with every literal used as `legs`: each factor keyed
 * by its withdrawn code (units of it per one unit of its successor, as the registry states it:
 * `{ BGN: '1.95583' }`), each market quote by its code. To the successor the result is
 * `amount ÷ factor`, from it `amount × factor`; between two withdrawn currencies of one successor,
 * the successor's amount rounded half-up to three decimals, times the other factor; with a market
 * leg, `amount × (to's factor or 1) × legs[y] / ((from's factor or 1) × legs[x])` (x, y: the
 * successor or the other code); without `round`, to 30 significant digits, half-even.
 *
 * @param legal - The legal route the pair used.
 * @returns The derivation for `explainConversion`.
 * @example
 * legalDerivation(pair.legal!) // { derivation: 'legal_factor', legs: { BGN: '1.95583' } }
 */
export function legalDerivation(legal: LegalRoute): ConversionDerivation {
  return { derivation: legal.derivation, legs: legal.legs };
}

// The snapshot the answer's `date` names, or, when a carried value dated the answer earlier than its
// snapshot (Snapshot.dates), the next one with the answer's capture time.
function answeringSnapshot(dataset: Dataset, result: ConversionResult<unknown>): number {
  const { snapshots } = dataset;
  const found = findSnapshot(dataset, result.date);
  if (snapshots[found]?.updatedAt === result.updated_at) return found;
  for (let i = found + 1; i < snapshots.length; i++) if (snapshots[i]!.updatedAt === result.updated_at && snapshots[i]!.dates?.size) return i;
  return found;
}

function conversionReceipt(dataset: Dataset, index: number, from: CurrencyCode, to: CurrencyCode, other: ConversionDerivation | undefined): Receipt {
  if (other) {
    const base = receipt(dataset, index, [], other.derivation);
    return Object.freeze({ ...base, legs: Object.freeze({ ...other.legs }) });
  }
  const { pivot } = dataset;
  const derivation: Derivation = from === pivot ? 'pivot' : to === pivot ? 'inverse' : 'cross';
  return receipt(dataset, index, [from, to], derivation);
}
