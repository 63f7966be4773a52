import * as v from 'valibot';
import { isWellFormedLocale } from '../locale/resolveLocale.js';

// The valibot schemas of the operations' parameter values: what a caller or a query string gave,
// checked into the core's input; the parse functions map a failure to `invalid_parameter` with the
// parameter's name. (The amount, the codes and dates have their own scanners, parseAmount,
// canonicalCode and calendarDayNumber: they run on every conversion.)

/** A well-formed BCP 47 language tag (whether data ships for it is decided later). */
export const LocaleSchema = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.check(isWellFormedLocale));
