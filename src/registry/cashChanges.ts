import type { CurrencyCode, IsoDate } from '../types.js';

/** A change of a currency's cash increment: from `on`, cash pays in multiples of `to` instead of `from`. */
export interface CashChange {
  /** The first day of the new increment (the day the smaller coin stopped being legal tender or issued), `YYYY-MM-DD`. */
  readonly on: IsoDate;
  /** The increment before, `[digits, step]`: multiples of `step × 10^-digits`, as CLDR's fractions. */
  readonly from: readonly [number, number];
  /** The increment from `on`, `[digits, step]`. */
  readonly to: readonly [number, number];
}

/**
 * The dated history of cash increments whose today's value (CLDR 48.2's `fractions`, the last `to`
 * of each list; for AUD and NZD, which CLDR leaves at the cent, the last `to` alone) came from
 * withdrawing the smallest coin: before the first change the first `from`
 * applies, from each `on` its `to`. Oldest first. The minor unit, the unit of pricing and of non-cash
 * payments, is unchanged by them. Who decided each change, and when, is in citations/cashChanges.ts;
 * data/README.md ("Cash increments by date") lists the same table.
 */
export const CASH_CHANGES: Readonly<Record<CurrencyCode, readonly CashChange[]>> = {
  // CLDR gives the Australian and New Zealand dollars no cash rounding; their central banks' withdrawals
  // of the small coins did: the registry follows the withdrawals, today's increment is the last `to`.
  AUD: [{ on: '1992-02-01', from: [2, 1], to: [2, 5] }],
  CAD: [{ on: '2013-02-04', from: [2, 1], to: [2, 5] }],
  CZK: [
    { on: '2003-11-01', from: [2, 10], to: [2, 50] },
    { on: '2008-09-01', from: [2, 50], to: [0, 1] },
  ],
  DKK: [{ on: '2008-10-01', from: [2, 25], to: [2, 50] }],
  HUF: [{ on: '2008-03-01', from: [0, 1], to: [0, 5] }],
  NOK: [{ on: '2012-05-01', from: [2, 50], to: [0, 1] }],
  NZD: [
    { on: '1990-05-01', from: [2, 1], to: [2, 5] },
    { on: '2006-11-01', from: [2, 5], to: [2, 10] },
  ],
  SEK: [{ on: '2010-10-01', from: [2, 50], to: [0, 1] }],
};
