import { findSnapshot } from '../dataset/findSnapshot.js';
import { legalWords } from '../rates/legalBasis.js';
import type { LegalRoute } from '../rates/legalRoute.js';
import type { ConversionResult, CurrencyCode, Dataset, Derivation, IsoDate, Receipt, ReceiptRounding } from '../types.js';
import { receipt, withSource } from '../rates/receipt.js';
import type { Ratio } from '../decimal/index.js';
import { roundingStep, type RoundingRequest } from './roundResult.js';

/** What a rounded conversion rounded: the exact value, the request, and the date a dated conversion asked for. */
export interface RoundedFrom {
  readonly exact: Ratio;
  readonly request: RoundingRequest;
  readonly date: IsoDate | undefined;
}

/**
 * A Conversion response with its receipt added (`explain: true`), kept apart from the conversion
 * itself so that the default path never pays for it. The snapshot is the one the answer's `date`
 * names (a binary search). For a market pair, `legs` holds the stored quotes of `from` and `to`
 * against the pivot (one entry when they are the same code) and `formula` is `pivot` when `from` is
 * the pivot (the rate is `legs[to]`, exactly), `inverse` when `to` is the pivot (`1 / legs[from]`),
 * `cross` otherwise (`legs[to] / legs[from]`), the last two rounded once, half-even, to 12 significant
 * digits; `result` is exactly `amount × rate`. A legal route's receipt is legalReceipt's. With `round`,
 * `rounding` holds the step: `result` is the exact value (`unrounded`) rounded once to `increment`.
 *
 * @param dataset - The dataset the conversion was made from.
 * @param result - The Conversion response.
 * @param legal - The legal route the pair used, if any.
 * @param rounded - What was rounded, when the result was: its step is worked out here, off convert's path.
 * @returns A new response with `source`.
 * @example
 * explainConversion(ds, convert(ds, { from: 'EUR', to: 'JPY' })).source.formula // "cross"
 */
export function explainConversion<V>(dataset: Dataset, result: ConversionResult<V>, legal?: LegalRoute, rounded?: RoundedFrom): ConversionResult<V> {
  const index = answeringSnapshot(dataset, result);
  const rounding = rounded && roundingStep(dataset, result.to, rounded.exact, rounded.request, rounded.date);
  return withSource(result, conversionReceipt(dataset, index, result.from, result.to, legal, rounding));
}

/**
 * A receipt of a conversion the law governs: `formula` `legal_factor` (factors only) or
 * `legal_factor_then_cross` (a market leg too); `factors` holds each factor used with both its sides
 * (`{ BGN: '1.95583', EUR: '1' }`, units per one unit of the successor) and its `basis`; `providers`
 * name the law, never the market source, unless a market leg was used (then the snapshot's sources
 * follow). With factors only, `pivot` is the successor and `legs` the factors' sides: to or from the
 * successor, `result = amount × legs[to] / legs[from]`; between two withdrawn currencies of one
 * successor, `amount ÷ legs[from]` rounded half-up to three decimals, times `legs[to]`. With a market
 * leg, `legs` holds the two market quotes against the dataset's pivot (x: the successor of `from` or
 * `from`, y: that of `to` or `to`) and `result = amount × (to's factor or 1) × legs[y] / ((from's
 * factor or 1) × legs[x])`. Unrounded results are cut to 30 significant digits, half-even; `rate` is
 * the one-unit value rounded half-even to 12 significant digits.
 *
 * @param base - The receipt's frame (dataset, snapshot), from the snapshot that answered.
 * @param legal - The legal route.
 * @returns The receipt's fields that differ from a market receipt's.
 * @example
 * legalReceipt(receipt(ds, i, [], 'legal_factor'), route).providers // [{ name: 'Council Regulation (EC) No 2866/98' }]
 */
function legalReceipt(base: Receipt, legal: LegalRoute): Receipt {
  const market = legal.derivation === 'legal_factor_then_cross';
  const { legs, factors, laws } = legalWords(legal);
  return {
    ...base,
    providers: market ? [...laws, ...base.providers] : laws,
    pivot: market ? base.pivot : legal.factors[0]!.successor,
    legs,
    factors,
  };
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

// The one place a conversion's receipt is built: market, legal, and the rounding step (a rate policy
// adds its block here too).
function conversionReceipt(
  dataset: Dataset,
  index: number,
  from: CurrencyCode,
  to: CurrencyCode,
  legal: LegalRoute | undefined,
  rounding: ReceiptRounding | undefined,
): Receipt {
  let made: Receipt;
  if (legal !== undefined) {
    made = legalReceipt(receipt(dataset, index, legal.derivation === 'legal_factor' ? [] : Object.keys(legal.market), legal.derivation), legal);
  } else {
    const { pivot } = dataset;
    const derivation: Derivation = from === pivot ? 'pivot' : to === pivot ? 'inverse' : 'cross';
    made = receipt(dataset, index, [from, to], derivation);
  }
  return rounding === undefined && legal === undefined ? made : Object.freeze({ ...made, ...(rounding && { rounding }) });
}
