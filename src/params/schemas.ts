import * as v from 'valibot';
import { isWellFormedLocale } from '../locale/resolveLocale.js';
import { isCalendarDate } from './date.js';

/**
 * The valibot schemas of the operations' parameter values. Each turns what a caller or a query
 * string gave into the core's input (a code in upper case, a checked date or locale tag); the
 * parse functions map a failure to `invalid_parameter` with the parameter's name. (The amount has
 * its own scanner, parseAmount: its grammar and bounds are checked in one pass on every call.)
 */
export const CodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,12}$/), v.toUpperCase());

/** A calendar date `YYYY-MM-DD` that exists. */
export const DateSchema = v.pipe(v.string(), v.check(isCalendarDate));

/** A well-formed BCP 47 language tag (whether data ships for it is decided later). */
export const LocaleSchema = v.pipe(v.string(), v.check(isWellFormedLocale));
