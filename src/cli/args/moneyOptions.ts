import type { RoundingMode } from '../../decimal/index.js';
import type { ConvertOptions } from '../../ops/convert.js';
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

/** The options both convert commands add to their arguments. */
export const CONVERSION_OPTIONS: readonly OptionSpec[] = [DATE, ROUND, ROUNDING, EXPLAIN];

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
    },
  };
}
