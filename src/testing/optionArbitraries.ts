import fc from 'fast-check';
import { ROUNDING_MODES, type RoundingMode } from '../decimal/round.js';
import type { NumberFormat, RoundTo, SeriesGroup } from '../types.js';

/**
 * Creates an arbitrary of the `group` values the series operations take: `week`, `month`, `year`.
 *
 * @example
 * fc.property(seriesGroup(), (group) => { timeseries(ds, { start: '2025-01-01', symbols: 'EUR', group }) })
 */
export function seriesGroup(): fc.Arbitrary<SeriesGroup> {
  return fc.constantFrom<SeriesGroup>('week', 'month', 'year');
}

/**
 * Creates an arbitrary of `group` values the contract refuses (`day`, other casings, plurals, empty,
 * padded, prototype names, non-strings): each is `invalid_parameter` with `param: "group"`.
 *
 * @example
 * fc.property(hostileGroup(), (group) => expect(() => timeseries(ds, { start, group })).toThrow())
 */
export function hostileGroup(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      'day',
      'days',
      'Week',
      'MONTH',
      'weekly',
      'monthly',
      'years',
      'quarter',
      '',
      ' week',
      'month ',
      'toString',
      '__proto__',
      1,
      true,
      null,
      ['month'],
    ),
    fc.string({ maxLength: 12 }).filter((s) => s !== 'week' && s !== 'month' && s !== 'year'),
  );
}

/**
 * Creates an arbitrary of `explain` option values the contract refuses (anything but `true`,
 * `false` or absent: `'yes'`, `'true'` as a string in a direct call, 1, null): each is
 * `invalid_parameter` with `param: "explain"`.
 *
 * @example
 * fc.property(hostileExplain(), (explain) => expect(() => rates(ds, {}, { explain })).toThrow())
 */
export function hostileExplain(): fc.Arbitrary<unknown> {
  return fc.constantFrom<unknown>('yes', 'true', 'false', '', 1, 0, null, 'on', {}, []);
}

/** Options of the conversion and rates operations, as `conversionOptions` draws them. */
export interface DrawnOptions {
  readonly numbers?: NumberFormat;
  readonly explain?: boolean;
}

/**
 * Creates an arbitrary of the options that rates, history, convert and their crypto twins take:
 * `numbers` and `explain`, each sometimes absent. (Options added to conversions later, such as
 * `round` and `rounding`, join this record, so a property written with it covers them.)
 *
 * @example
 * fc.property(conversionOptions(), (options) => { convert(ds, { from: 'USD', to: 'EUR' }, options) })
 */
export function conversionOptions(): fc.Arbitrary<DrawnOptions> {
  return fc.record({ numbers: fc.constantFrom<NumberFormat>('number', 'string'), explain: fc.boolean() }, { requiredKeys: [] });
}

/** The rounding options of the conversions, as `roundingOptions` draws them. */
export interface DrawnRounding {
  readonly round: RoundTo;
  readonly rounding?: RoundingMode;
}

/**
 * Creates an arbitrary of the rounding options `convert`, `cryptoConvert` and `converter` take:
 * `round` (`minor` or `cash`) and, sometimes absent (then half-even), one of the seven `rounding` modes.
 *
 * @example
 * fc.property(roundingOptions(), (options) => { convert(ds, { from: 'USD', to: 'CHF', amount: '10.025' }, { numbers: 'string', ...options }) })
 */
export function roundingOptions(): fc.Arbitrary<DrawnRounding> {
  return fc.record(
    { round: fc.constantFrom<RoundTo>('minor', 'cash'), rounding: fc.constantFrom<RoundingMode>(...ROUNDING_MODES) },
    { requiredKeys: ['round'] },
  );
}
