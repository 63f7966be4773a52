import type { RoundingMode } from '../decimal/index.js';
import type { Policy, PolicyId } from '../policy/types.js';
import type { ExplainOptions, NumberFormat, NumberOptions, RoundTo } from '../types.js';

// The operations' option types, apart from the operations: the shared parts (convertIn, historyIn,
// seriesIn) and the public files (convert.ts, history.ts, which re-export them) both read them here.

/** Options of the dated operations that take no receipt (`timeseries`, `cryptoTimeseries`), a rate policy among them. */
export interface TimeseriesOptions<N extends NumberFormat = 'number'> extends NumberOptions<N> {
  /** The present, for refusing future dates; default the current time. Tests pass a fixed one. */
  readonly now?: Date;
  /**
   * A rate policy (a built-in id such as `pl-pit`, or `definePolicy(...)`): the answer's `date` is the
   * date its rule chooses; a series then holds every day of its range, each history's with the policy.
   */
  readonly policy?: PolicyId | Policy;
  /** With `policy`: the instant of the event (a Date or an ISO 8601 instant with its zone), for the rules that depend on the time of day. */
  readonly at?: Date | string;
}

/** Options of `history` and `cryptoHistory`: `numbers`, `now`, `explain` for the receipt, and a rate policy or `maxAgeDays`. */
export interface HistoryOptions<N extends NumberFormat = 'number'> extends TimeseriesOptions<N>, ExplainOptions {
  /** Without `policy`: refuse (`stale_rate`) a rate older than this many days before the date asked for. */
  readonly maxAgeDays?: number;
}

/** Options of `convert`, `cryptoConvert` and `converter`. */
export interface ConvertOptions<N extends NumberFormat = 'number'> extends HistoryOptions<N> {
  /** Round `result` to the target's minor unit or cash increment; the answer then adds `rounding` and `unrounded`. */
  readonly round?: RoundTo;
  /** How to round (needs `round`); default `half-even`. */
  readonly rounding?: RoundingMode;
}

/** ConvertOptions with `round` given: the answer is rounded. */
export type RoundedConvertOptions<N extends NumberFormat = 'number'> = ConvertOptions<N> & { readonly round: RoundTo };
