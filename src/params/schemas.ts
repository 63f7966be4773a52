import * as v from 'valibot';
import { isWellFormedLocale } from '../locale/resolveLocale.js';
import { isCalendarDate } from './date.js';

// The valibot schemas of the operations' parameter values: what a caller or a query string gave,
// checked into the core's input; the parse functions map a failure to `invalid_parameter` with the
// parameter's name. (The amount and the codes have their own scanners, parseAmount and
// canonicalCode: they run on every conversion.)

/** A calendar date `YYYY-MM-DD` that exists. */
export const DateSchema = v.pipe(v.string(), v.check(isCalendarDate));

/** A well-formed BCP 47 language tag (whether data ships for it is decided later). */
export const LocaleSchema = v.pipe(v.string(), v.check(isWellFormedLocale));
