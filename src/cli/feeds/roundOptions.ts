import { fail, quote } from '../../errors.js';
import type { LiveDatasetOptions } from '../../live/types.js';
import type { Input, OptionSpec } from '../args/command.js';

/**
 * The options of `serve --live` that set how a round chooses and keeps its values: the library's
 * `combine`, `jumpFactor`, `cryptoJumpFactor` and `carryForwardDays` (see createLiveDataset), one
 * flag each, so the CLI decides as a program would.
 */
export const ROUND_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'combine',
    type: 'string',
    value: 'first|median',
    description: "with --live: a code several sources quote takes the first source's value (default) or the median of those that agree",
  },
  { name: 'jump-factor', type: 'string', value: 'N', description: 'with --live: withhold a fiat rate more than N times from its recent median; default 3' },
  { name: 'crypto-jump-factor', type: 'string', value: 'N', description: 'with --live: the same for assets; default 10' },
  {
    name: 'carry-forward-days',
    type: 'string',
    value: 'DAYS',
    description: 'with --live: days a code no source quotes keeps its last value (with its own date); default 7',
  },
];

/** The names of `ROUND_OPTIONS`, which need `--live`. */
export const ROUND_OPTION_NAMES: readonly string[] = ROUND_OPTIONS.map((o) => o.name);

function number(input: Input, name: string, min: number, integer: boolean): number | undefined {
  const text = input.string(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+(?:\.\d+)?$/.test(text) || value < min || (integer && !Number.isInteger(value)))
    fail('invalid_parameter', `Invalid --${name} ${quote(text)}: expected ${integer ? 'a whole number' : 'a number'} of at least ${min}.`, name);
  return value;
}

/**
 * Reads `ROUND_OPTIONS` into the options of `createLiveDataset` (only those given).
 *
 * @param input - The command's input.
 * @returns The live dataset's options the flags set.
 * @example
 * createLiveDataset({ initial, sources, ...roundOptions(input) })
 */
export function roundOptions(input: Input): Pick<LiveDatasetOptions, 'combine' | 'jumpFactor' | 'cryptoJumpFactor' | 'carryForwardDays'> {
  const combine = input.string('combine');
  if (combine !== undefined && combine !== 'first' && combine !== 'median')
    fail('invalid_parameter', `Invalid --combine ${quote(combine)}: expected first or median.`, 'combine');
  const jumpFactor = number(input, 'jump-factor', 1, false);
  const cryptoJumpFactor = number(input, 'crypto-jump-factor', 1, false);
  const carryForwardDays = number(input, 'carry-forward-days', 0, true);
  return {
    ...(combine === undefined ? {} : { combine }),
    ...(jumpFactor === undefined ? {} : { jumpFactor }),
    ...(cryptoJumpFactor === undefined ? {} : { cryptoJumpFactor }),
    ...(carryForwardDays === undefined ? {} : { carryForwardDays }),
  };
}
