import type { RoundingMode } from '../../decimal/index.js';
import type { ConvertOptions } from '../../ops/convert.js';
import type { PolicyId } from '../../policy/types.js';
import type { RoundTo } from '../../types.js';
import type { Input, OptionSpec } from './command.js';
import { EXPLAIN } from './globalOptions.js';
import { EXACT } from '../output/output.js';

/** `--date <YYYY-MM-DD>`: convert at the rate of a past date. */
export const DATE: OptionSpec = {
  name: 'date',
  type: 'string',
  value: 'YYYY-MM-DD',
  description: 'convert at the rate of this date (the last quote on or before it); default the newest',
};

/** `--round <minor|cash>`: round the result. */
export const ROUND: OptionSpec = {
  name: 'round',
  type: 'string',
  value: 'minor|cash',
  description: "round the result to the target's minor unit or cash increment (CHF 0.05)",
};

/** `--rounding <mode>`: how to round. */
export const ROUNDING: OptionSpec = {
  name: 'rounding',
  type: 'string',
  value: 'MODE',
  description: 'half-even (default), half-up, half-down, up, down, ceiling or floor; needs --round',
};

/** `--policy <id>`: a rate policy chooses the date (ratebook policies lists them). */
export const POLICY: OptionSpec = {
  name: 'policy',
  type: 'string',
  value: 'ID',
  description: "choose the rate by a rate policy such as pl-pit or eu-vat (GET /v1/policies lists them); the answer's date is the date it chose",
};

/** `--at <instant>`: the event's instant, for the policies that depend on the time of day. */
export const AT: OptionSpec = {
  name: 'at',
  type: 'string',
  value: 'INSTANT',
  description: 'with --policy: the instant of the event, such as 2026-03-04T15:30:00Z',
};

/** `--max-age-days <n>`: refuse a rate older than that (without a policy). */
export const MAX_AGE_DAYS: OptionSpec = {
  name: 'max-age-days',
  type: 'string',
  value: 'N',
  description: 'without --policy: refuse a rate more than N days older than the date (stale_rate)',
};

/** The options both convert commands add to their arguments. */
export const CONVERSION_OPTIONS: readonly OptionSpec[] = [DATE, ROUND, ROUNDING, EXPLAIN, POLICY, AT, MAX_AGE_DAYS];

/**
 * `--policy`, `--at` and `--max-age-days` as operation options, where given.
 *
 * @example
 * history(ds, params, { ...EXACT, ...policyExtras(input) })
 */
export function policyExtras(input: Input): { policy?: PolicyId; at?: string; maxAgeDays?: number } {
  const policy = input.string('policy');
  const at = input.string('at');
  const maxAgeDays = input.string('max-age-days');
  return {
    // The text as given: the operation checks it against the built-in ids and refuses it in the CLI's words.
    ...(policy === undefined ? {} : { policy: policy as PolicyId }),
    ...(at === undefined ? {} : { at }),
    // The text as given: the operation reads it as `?maxAgeDays=` is read, and refuses it in its words.
    ...(maxAgeDays === undefined ? {} : { maxAgeDays: maxAgeDays as unknown as number }),
  };
}

/**
 * `--date` as a parameter and `--round`, `--rounding`, `--explain` as options of convert and cryptoConvert, exact
 * strings out; the operations check the values, so the messages are theirs.
 *
 * @example
 * const { date, options } = conversionExtras(input); convert(ds, { amount, from, to, ...date }, options)
 */
export function conversionExtras(input: Input): { date: { date?: string }; options: ConvertOptions<'string'> } {
  const date = input.string('date');
  const round = input.string('round');
  const rounding = input.string('rounding');
  const explain = input.flag('explain');
  return {
    date: date === undefined ? {} : { date },
    options: {
      ...EXACT,
      ...(round === undefined ? {} : { round: round as RoundTo }),
      ...(rounding === undefined ? {} : { rounding: rounding as RoundingMode }),
      ...(explain ? { explain } : {}),
      ...policyExtras(input),
    },
  };
}
