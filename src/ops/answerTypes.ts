import type {
  ConversionResult,
  NumberFormat,
  NumberOf,
  Receipt,
  RoundedConversionResult,
  RoundTo,
  SeriesGroup,
  SeriesStat,
  TimeseriesResult,
} from '../types.js';

// The public operations' answer types follow their options (issue 28): `explain: true` makes
// `source` present, `round` makes the rounding fields present (optional where `round` may be
// undefined), `group` makes `counts` present, `numbers: 'string'` gives strings. Conditional types
// over the options' inferred type, so one signature serves a literal and a variable alike.

/** The number format an options type asks for: `'string'`, `'number'`, or either when it may be both. */
export type FormatOf<O> = O extends { readonly numbers?: infer F }
  ? unknown extends F
    ? 'number'
    : Exclude<F, undefined> extends never
      ? 'number'
      : Extract<F, NumberFormat>
  : 'number';

/** The values of an answer: numbers, strings, or either. */
export type ValueOf<O> = NumberOf<FormatOf<O>>;

// What `round` may be in an options type (undefined when it has none): read as a property, since
// inferring it from an optional one would drop the `undefined` a variable's union may hold.
type RoundOf<O> = O extends object ? ('round' extends keyof O ? O[keyof O & 'round'] : undefined) : undefined;

/** The rounding fields, present when the options round, optional when they may. */
export type RoundedPart<V, O> = [RoundOf<O>] extends [undefined]
  ? ConversionResult<V>
  : [RoundOf<O>] extends [RoundTo]
    ? RoundedConversionResult<V>
    : ConversionResult<V> & Partial<Pick<RoundedConversionResult<V>, 'rounding' | 'unrounded' | 'unrounded_exact'>>;

/** `source`, present when the options say `explain: true`. */
export type ExplainedPart<O> = O extends { readonly explain: true } ? { readonly source: Receipt } : unknown;

/** The answer of `convert` and `cryptoConvert` for an options type. */
export type ConversionFor<O> = RoundedPart<ValueOf<O>, O> & ExplainedPart<O>;

/** `group` and `counts`, present when the parameters group (`stat` too when they name one). */
export type GroupedPart<P, V> = P extends { readonly group: SeriesGroup }
  ? { readonly group: SeriesGroup; readonly counts: NonNullable<TimeseriesResult<V>['counts']> } & (P extends { readonly stat: SeriesStat }
      ? { readonly stat: SeriesStat }
      : unknown)
  : unknown;
