import type { IsoDate } from '../types.js';
import type { EU_POLICIES } from './euPolicies.js';
import type { NATIONAL_POLICIES } from './nationalPolicies.js';

/** The id of a built-in policy (`pl-pit`, `eu-vat`, ...): a misspelt id fails to compile. */
export type PolicyId = (typeof EU_POLICIES)[number]['id'] | (typeof NATIONAL_POLICIES)[number]['id'];

/**
 * How a policy picks the publication it converts at: `on_or_before` (the newest on or before the
 * date, or before the `at` instant), `before` (the newest strictly before the date, on the source's
 * business days), `next` (the first on or after the date: a forward rule), `period_end` (the
 * period's last day; `fallback` says where to look when nothing was published that day) and
 * `period_mean` (the mean of every publication of the period).
 */
export type PolicySelect = 'on_or_before' | 'before' | 'next' | 'period_end' | 'period_mean';

/** The period of `period_end` and `period_mean`. */
export type PolicyPeriod = 'month' | 'quarter' | 'year';

/** Which of a source's rates a policy takes. */
export type PolicyRateType = 'mid' | 'buying' | 'selling';

/** The legal text a policy follows: its name and article in words, and where to read it. */
export interface PolicyBasis {
  readonly text: string;
  readonly url: string;
}

/** The local time at which the source publishes a quote date's rates (ECB: 16:00 Europe/Berlin). */
export interface PolicyPublicationTime {
  readonly zone: string;
  /** `HH:MM`, local to `zone`. */
  readonly time: string;
}

/** A checked rate policy (`definePolicy`): the rule a law or standard gives for choosing a rate. */
export interface Policy {
  readonly id: string;
  readonly title: string;
  readonly basis: PolicyBasis;
  /** The source the rule names, as datasets name it in their rows' `sources` (`ecb`, `nbp`). */
  readonly source: string;
  /** The source's table where it publishes several (`A` for NBP's table A). */
  readonly table?: string;
  readonly rateType: PolicyRateType;
  readonly select: PolicySelect;
  /** With `period_end` and `period_mean`. */
  readonly period?: PolicyPeriod;
  /** With `period_end`: where to look when nothing was published on the period's last day (default `on_or_before`). */
  readonly fallback?: 'on_or_before' | 'next';
  /** The oldest publication the rule accepts, in calendar days before the date. */
  readonly maxAgeDays?: number;
  /**
   * Present: a time rule (`eu-vat`, `hu-vat`), where `at` picks the newest publication out by then.
   * Absent: a day rule (`ca-cra`, `au-ato`: the rate "for the day"), which takes only `at`'s day.
   */
  readonly publicationTime?: PolicyPublicationTime;
  /** True for the rules that look past the date (`next`, `period_end` with `fallback: 'next'`). */
  readonly forward: boolean;
}

/** What a policy chose: the date (or the dates of a mean), and why in words. */
export interface PolicyChoice {
  /** The date converted at; for `period_mean`, the period's last date with a publication. */
  readonly date: IsoDate;
  /** Every date the rate comes from (one, or each date of a mean). */
  readonly dates: readonly IsoDate[];
  /** The position of the first of `dates` in the dates chosen from. */
  readonly first: number;
  /** The rule's words: "last business day strictly before 2026-03-04: 2026-03-03". */
  readonly why: string;
}
