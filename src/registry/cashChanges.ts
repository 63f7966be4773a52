import type { CurrencyCode, IsoDate } from '../types.js';

/** A change of a currency's cash increment: from `on`, cash pays in multiples of `to` instead of `from`. */
export interface CashChange {
  /** The first day of the new increment (the day the smaller coin stopped being legal tender or issued), `YYYY-MM-DD`. */
  readonly on: IsoDate;
  /** The increment before, `[digits, step]`: multiples of `step × 10^-digits`, as CLDR's fractions. */
  readonly from: readonly [number, number];
  /** The increment from `on`, `[digits, step]`. */
  readonly to: readonly [number, number];
  /** Who decided it, and when. */
  readonly source: string;
}

/**
 * The dated history of cash increments whose today's value (CLDR 48.2's `fractions`, the last `to`
 * of each list) came from withdrawing the smallest coin: before the first change the first `from`
 * applies, from each `on` its `to`. Oldest first. The minor unit, the unit of pricing and of non-cash
 * payments, is unchanged by them. data/README.md ("Cash increments by date") lists the same table.
 */
export const CASH_CHANGES: Readonly<Record<CurrencyCode, readonly CashChange[]>> = {
  CAD: [
    {
      on: '2013-02-04',
      from: [2, 1],
      to: [2, 5],
      source: 'Department of Finance Canada, "Phasing out the penny" (Economic Action Plan 2012): the Royal Canadian Mint stops distributing pennies from 4 February 2013; cash payments round to the nearest five cents, the cent stays the unit of pricing and legal tender',
    },
  ],
  CZK: [
    { on: '2003-11-01', from: [2, 10], to: [2, 50], source: 'Česká národní banka, Decree No. 79/2003 Coll.: the 10- and 20-heller coins cease to be legal tender on 31 October 2003; cash sums round to the nearest valid denomination (Consumer Protection Act)' },
    { on: '2008-09-01', from: [2, 50], to: [0, 1], source: 'Česká národní banka, Decree No. 174/2008 Coll.: the 50-heller coin ceases to be valid on 31 August 2008; cash sums round to whole koruna' },
  ],
  DKK: [
    { on: '2008-10-01', from: [2, 25], to: [2, 50], source: 'Danmarks Nationalbank: from 1 October 2008 the 25-øre coin is no longer legal tender, and cash totals round to the nearest 50 øre' },
  ],
  HUF: [
    { on: '2008-03-01', from: [0, 1], to: [0, 5], source: 'Magyar Nemzeti Bank: the 1- and 2-forint coins are withdrawn from 1 March 2008; from that date cash totals round to the nearest amount divisible by 5' },
  ],
  NOK: [
    { on: '2012-05-01', from: [2, 50], to: [0, 1], source: 'Norges Bank, regulation of 16 March 2011 No. 294 (forskrift om tilbaketrekking av 50-øringen): the 50-øre coin ceases to be legal tender on 1 May 2012; cash sums from then round to the nearest krone' },
  ],
  SEK: [
    { on: '2010-10-01', from: [2, 50], to: [0, 1], source: 'Sveriges Riksbank: the 50-öre coin ceases to be legal tender after 30 September 2010 (Riksdag decision of 25 March 2009, with the amended act on rounding, SFS 1970:1029); cash sums round to whole kronor' },
  ],
};
