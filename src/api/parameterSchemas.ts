import * as v from 'valibot';
import { ROUNDING_MODES } from '../decimal/round.js';
import { MAX_SYMBOLS } from '../params/parseSymbols.js';
import { isCalendarDate } from '../params/date.js';
import { LocaleSchema } from '../params/schemas.js';
import type { ParamName } from './operations.js';

// The schema of every query parameter of operations.ts, one a name: the OpenAPI document and the
// MCP tools are generated from them (@valibot/to-json-schema), so each is written once. The locale
// schema is the very one the operations check with (params/schemas.ts), a date's check is theirs
// (isCalendarDate); codes and amounts have hand-written scanners on the hot path (parseCode, parseAmount), and their schemas here
// are held to them by test/api/parameterSchemas.test.ts, which feeds both the same strings. Not
// imported by any entry: only the build and `ratebook mcp` read them.

/** A code's syntax: what `canonicalCode` accepts (any case; the answer gives it in upper case). */
export const CODE_PATTERN = '^[A-Za-z0-9]{2,12}$';
/** A comma-separated list of codes, at most MAX_SYMBOLS of them. */
export const SYMBOLS_PATTERN = '^[A-Za-z0-9]{2,12}(,[A-Za-z0-9]{2,12})*$';
/** An amount's grammar (parseDecimalParts): a sign, digits with at most one point, an exponent. */
export const AMOUNT_PATTERN = '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?$';

const code = (what: string, example: string) => v.pipe(v.string(), v.regex(new RegExp(CODE_PATTERN)), v.description(what), v.examples([example]));
// A day that exists, by the operations' own scanner (calendarDayNumber, through isCalendarDate).
const date = (what: string, example: string) => v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate), v.description(what), v.examples([example]));
const locale = (what: string) => v.pipe(LocaleSchema, v.description(what), v.examples(['de-CH']));

/** The schema of each parameter by its name: a name in operations.ts without one here is a type error. */
export const PARAMETER_SCHEMAS: Readonly<Record<ParamName, v.GenericSchema<string>>> = {
  from: code('The code converted from: a currency (or, for /v1/crypto/convert, an asset), in any case.', 'USD'),
  to: code('The code converted to, in any case.', 'EUR'),
  base: code('The code the rates are quoted against; default USD.', 'EUR'),
  code: code('The currency code, in any case; a withdrawn one (BGN, HRK) too.', 'CHF'),
  amount: v.pipe(
    v.string(),
    v.regex(new RegExp(AMOUNT_PATTERN)),
    v.maxLength(100),
    v.description(
      'The amount in the source currency, a decimal literal (at most 30 significant digits, below 1e21, no digit below 1e-30); default 1. Send a plus sign as %2B.',
    ),
    v.examples(['19.99']),
  ),
  date: date('A calendar date, YYYY-MM-DD: the rates of the last snapshot on or before it (history); for convert, a dated conversion.', '2024-03-04'),
  start: date('The first date of the range, YYYY-MM-DD; a day without a quote starts with the last quote before it.', '2024-03-02'),
  end: date('The last date of the range, YYYY-MM-DD; default the newest snapshot.', '2024-03-10'),
  symbols: v.pipe(
    v.string(),
    v.regex(new RegExp(SYMBOLS_PATTERN)),
    v.maxLength(MAX_SYMBOLS * 13 - 1),
    v.description(`Comma-separated codes to answer for (at most ${MAX_SYMBOLS}); default all.`),
    v.examples(['EUR,GBP']),
  ),
  round: v.pipe(
    v.picklist(['minor', 'cash']),
    v.description("Round the result once to the target's minor unit or cash increment; the answer adds rounding and unrounded."),
  ),
  rounding: v.pipe(v.picklist(ROUNDING_MODES), v.description('The rounding mode with round; default half-even.')),
  explain: v.pipe(v.picklist(['true', 'false']), v.description('true adds source, the receipt: dataset, snapshot, providers and the derivation of the rate.')),
  policy: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    v.description('A built-in rate policy by its id (GET /v1/policies lists them): the rate a law or standard prescribes for the date.'),
    v.examples(['eu-vat']),
  ),
  at: v.pipe(
    v.string(),
    v.maxLength(40),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/),
    v.description(
      'With a policy, the instant of the transaction with its zone; a policy whose source publishes later that day takes the previous publication.',
    ),
    v.examples(['2026-03-04T15:30:00Z']),
  ),
  as_of: v.pipe(
    v.string(),
    v.maxLength(40),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/),
    v.description(
      'An instant with its zone: answer with only what had been published by then, each value in its latest version published by that instant; receipts name the version.',
    ),
    v.examples(['2025-08-01T00:00:00Z']),
  ),
  maxAgeDays: v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/),
    v.description('Without a policy: refuse (stale_rate, 404) a rate more than this many days (0 to 366) older than the date asked for.'),
    v.examples(['7']),
  ),
  group: v.pipe(
    v.picklist(['week', 'month', 'year']),
    v.description('Group the series by period: each key is the first day of a week (Monday), month or year.'),
  ),
  stat: v.pipe(v.picklist(['mean', 'open', 'close', 'low', 'high']), v.description('With group, the value of each period; default mean.')),
  locale: locale('A BCP 47 language tag for the names (lookup fallback: de-CH, then de); default en.'),
};
