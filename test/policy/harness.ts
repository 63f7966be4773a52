import Big from 'big.js';
import { expect } from 'vitest';
import { convert, RatebookError } from '../../src/index.js';
import type { Dataset } from '../../src/types.js';
import type { Policy, PolicyId } from '../../src/policy/types.js';
import type { Figure, Published } from './authorities.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

/*
 * Checks a policy's answers against an authority's own figures: for each date asked and each code,
 * the date the rule must choose is worked out here from the document's dates (the rule in a few
 * plain lines), and the answer's date, table id and rate are compared with the document's.
 */

const DAY_MS = 86_400_000;
export const shift = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Every calendar day from `from` to `to`. */
export function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shift(d, 1)) out.push(d);
  return out;
}

/** What a case expects: the figure the rule chooses, or none. */
export type Rule = (dates: readonly string[], date: string) => string | undefined;

/** The newest date strictly before `date`, within `maxAge` days before the day before. */
export const strictlyBefore =
  (maxAge: number): Rule =>
  (dates, date) =>
    dates.filter((d) => d < date && d >= shift(date, -1 - maxAge)).at(-1);

/** The newest date on or before `date`, within `maxAge` days. */
export const onOrBefore =
  (maxAge: number): Rule =>
  (dates, date) =>
    dates.filter((d) => d <= date && d >= shift(date, -maxAge)).at(-1);

/** Monday to Friday, less the closing days listed (the bank's holidays in the window asked). */
export const weekdaysBut =
  (...closed: string[]) =>
  (date: string): boolean => {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6 && !closed.includes(date);
  };

/**
 * A rule that sees what it must: the rule's choice, refused where a business day of the source
 * lies after the chosen date and on or before the day the rule decides for (that day's publication
 * is not in the document: the data ended, or a day is missing from its middle).
 */
export const seeing =
  (rule: Rule, decides: (date: string) => string, business: (date: string) => boolean): Rule =>
  (dates, date) => {
    const want = rule(dates, date);
    if (want === undefined) return undefined;
    for (let d = shift(want, 1); d <= decides(date); d = shift(d, 1)) if (business(d)) return undefined;
    return want;
  };

/** The day itself (on or before rules) and the day before (strictly before rules). */
export const sameDay = (date: string) => date;
export const dayBefore = (date: string) => shift(date, -1);

/** The figure's value per unit of the code, in the direction published. */
export const perUnit = (f: Figure) => new Big(f.text).div(f.unit);

/** Whether the answer is the authority's figure per unit, digit for digit. */
export function sameFigure(rate: string, f: Figure): boolean {
  return new Big(rate).eq(perUnit(f));
}

export interface Tally {
  cases: number;
  exact: number;
  refused: number;
}

/**
 * Runs the cases of one policy over a document: every date asked × every code, and returns how many
 * ran, how many answered the authority's figure digit for digit, and how many were refused as the
 * rule says they must be.
 */
export function checkPolicy(
  ds: Dataset,
  pub: Published,
  policy: PolicyId | Policy,
  asked: readonly string[],
  codes: readonly string[],
  rule: Rule,
  options: { now: Date; at?: (date: string) => string },
): Tally {
  const tally = { cases: 0, exact: 0, refused: 0 };
  for (const code of codes) {
    if (!ds.codes.includes(code)) continue;
    const mine = pub.figures.filter((f) => f.code === code);
    const dates = [...new Set(mine.map((f) => f.date))].sort();
    for (const date of asked) {
      const want = rule(dates, date);
      const pair = pub.direction === 'pivot_per_code' ? { from: code, to: pub.pivot } : { from: pub.pivot, to: code };
      const opts = { policy, numbers: 'string' as const, explain: true, now: options.now, ...(options.at && { at: options.at(date) }) };
      tally.cases++;
      if (want === undefined) {
        let error: unknown;
        try {
          convert(ds, { ...pair, date }, opts);
        } catch (e) {
          error = e;
        }
        expect(error, `${code} ${date}: no publication fits`).toBeInstanceOf(RatebookError);
        expect((error as RatebookError).code).toBe('no_rate_for_policy');
        tally.refused++;
        continue;
      }
      const figure = mine.find((f) => f.date === want)!;
      const r = convert(ds, { ...pair, date }, opts) as unknown as {
        date: string;
        rate: string;
        policy: { chose: { date: string; table?: string }; why: string };
      };
      expect(r.date, `${code} ${date}`).toBe(want);
      expect(r.policy.chose.date).toBe(want);
      if (figure.table !== undefined) {
        expect(r.policy.chose.table, `${code} ${date}`).toBe(figure.table);
        expect(r.policy.why).toContain(`${figure.table} of ${want}`);
      }
      // The authority's figure digit for digit (per unit: CNB's figure for 100 JPY ÷ 100, exactly).
      expect(sameFigure(r.rate, figure), `${code} ${date}: ${r.rate} vs ${figure.text}/${figure.unit}`).toBe(true);
      tally.exact++;
    }
  }
  return tally;
}
