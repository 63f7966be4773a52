import { resolveCode } from '../dataset/resolveCode.js';
import { snapshotRate } from '../dataset/snapshotRate.js';
import { divideRounded, multiply, ONE, toPlainString, type Decimal, type Ratio } from '../decimal/index.js';
import { withdrawnFactor, type LegalFactor } from '../registry/legalFactor.js';
import type { CurrencyCode, Dataset, IsoDate, Snapshot } from '../types.js';

/**
 * A conversion the law governs, by Council Regulation (EC) No 1103/97, Art. 4 and 5: a currency
 * withdrawn by the date converts to its successor by dividing by its legal factor, the successor to
 * it by multiplying; two withdrawn currencies of one successor convert through the successor, whose
 * amount is rounded half-up to three decimals in between (Art. 4(4) allows no fewer); a withdrawn
 * currency and any other convert by the factor leg, then the market leg of the successor (or the
 * reverse). Never through an inverse of the factor. (A snapshot that quotes the withdrawn code but not
 * its successor converts it to a third currency at the market, the only quote there is.)
 */
export interface LegalRoute {
  /** `legal_factor` (factors only) or `legal_factor_then_cross` (a market leg too). */
  readonly derivation: 'legal_factor' | 'legal_factor_then_cross';
  /** One unit of `from` in `to`, exactly: `over / under`. */
  readonly unit: Ratio;
  /** Between two withdrawn currencies of one successor: the factor divided by, then the one multiplied by. */
  readonly via: { readonly into: Decimal; readonly out: Decimal } | undefined;
  /** The 12-digit rate: `unit` rounded half-even to 12 significant digits (exactly the factor towards a withdrawn code). */
  readonly rate: Decimal;
  /** The legal factors used (one or two), raw: the receipts (legalBasis.ts) write their legs, bases and laws. */
  readonly factors: readonly LegalFactor[];
  /** For `legal_factor_then_cross`, the two market quotes against the dataset's pivot (the receipt's `legs`); empty otherwise. */
  readonly market: Readonly<Record<CurrencyCode, string>>;
}

/**
 * Whether the law fixes a conversion between two fiat codes on a date: either is a currency withdrawn
 * by then with a legal factor (then legalRoute answers, not the market's quote of it).
 *
 * @example
 * legallyFixed('BGN', 'USD', '2026-03-01') // true
 */
export function legallyFixed(from: CurrencyCode, to: CurrencyCode, date: IsoDate): boolean {
  return from !== to && (withdrawnFactor(from, date) !== undefined || withdrawnFactor(to, date) !== undefined);
}

/**
 * The legal route of a fiat conversion in one snapshot (whose quotes give a market leg), or undefined
 * when neither code is withdrawn with a factor by `date`.
 *
 * @param dataset - The dataset.
 * @param snapshot - The snapshot in force.
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @param date - The conversion's date, which decides the withdrawals.
 * @returns The route, or undefined.
 * @throws RatebookError `unknown_currency` when a market leg's code is not quoted in the snapshot.
 * @example
 * legalRoute(ds, snapshot, 'DEM', 'FRF', '2001-06-01')?.rate // 6.55957 / 1.95583, 12 digits
 */
export function legalRoute(dataset: Dataset, snapshot: Snapshot, from: CurrencyCode, to: CurrencyCode, date: IsoDate): LegalRoute | undefined {
  if (from === to) return undefined;
  const a = withdrawnFactor(from, date);
  const b = withdrawnFactor(to, date);
  if (a === undefined && b === undefined) return undefined;
  // Withdrawn to its successor, or the successor to it: the factor alone.
  if (a !== undefined && a.successor === to) return route('legal_factor', ONE, a.factor, undefined, [a], {});
  if (b !== undefined && b.successor === from) return route('legal_factor', b.factor, ONE, undefined, [b], {});
  if (a !== undefined && b !== undefined && a.successor === b.successor) {
    return route('legal_factor', b.factor, a.factor, { into: a.factor, out: b.factor }, [a, b], {});
  }
  // The factor leg, then the market leg between the successor and the other code (either side).
  const x = a?.successor ?? from;
  const y = b?.successor ?? to;
  // A snapshot that quotes the withdrawn code but not its successor (data that kept the old code):
  // its market quote is the only one there is, so the market answers.
  if (
    (a !== undefined && !quoted(dataset, snapshot, x) && quoted(dataset, snapshot, from)) ||
    (b !== undefined && !quoted(dataset, snapshot, y) && quoted(dataset, snapshot, to))
  )
    return undefined;
  const quoteX = snapshotRate(snapshot, resolveCode(dataset, snapshot, x, ['fiat'], 'from'))!;
  const quoteY = snapshotRate(snapshot, resolveCode(dataset, snapshot, y, ['fiat'], 'to'))!;
  const over = b === undefined ? quoteY : multiply(b.factor, quoteY);
  const under = a === undefined ? quoteX : multiply(a.factor, quoteX);
  const legs = { [x]: toPlainString(quoteX), [y]: toPlainString(quoteY) };
  return route(
    'legal_factor_then_cross',
    over,
    under,
    undefined,
    [a, b].filter((f) => f !== undefined),
    legs,
  );
}

function quoted(dataset: Dataset, snapshot: Snapshot, code: CurrencyCode): boolean {
  const column = dataset.columns.get(code);
  return column !== undefined && column < dataset.fiat.length && snapshot.values[column] === snapshot.values[column];
}

function route(
  derivation: LegalRoute['derivation'],
  over: Decimal,
  under: Decimal,
  via: LegalRoute['via'],
  factors: readonly LegalFactor[],
  market: Record<CurrencyCode, string>,
): LegalRoute {
  // Towards a withdrawn code from its successor the rate is the factor itself (at most 12 digits).
  const rate = under === ONE ? over : divideRounded(over, under);
  return { derivation, unit: { over, under }, via, rate, factors, market: Object.freeze(market) };
}
