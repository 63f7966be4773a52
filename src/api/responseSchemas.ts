import * as v from 'valibot';
import { ROUNDING_MODES } from '../decimal/round.js';
import { ERROR_STATUS, type ErrorCode } from '../errors.js';
import type { AnswerName } from './operations.js';

// The schemas of the answers, written once in valibot and turned into the OpenAPI document's
// components (@valibot/to-json-schema, at build time). test/api/openapi.test.ts holds the handler's
// real answers to them with Ajv. Not imported by any entry.

const Day = v.pipe(v.string(), v.isoDate(), v.description('A calendar date, YYYY-MM-DD.'));
const Instant = v.pipe(v.string(), v.isoTimestamp(), v.description('When the snapshot was captured, ISO 8601 UTC.'));
const Code = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/), v.description('A currency or asset code, upper case.'));
/** Exact decimals are written as JSON numbers, digit for digit; a decimal type reads them exactly. */
const Exact = v.pipe(v.number(), v.description('An exact decimal written digit for digit; JSON.parse gets the nearest double.'));
const RateMap = v.pipe(v.record(Code, Exact), v.description('Units of each code for one unit of base.'));

/** The receipt that `explain=true` adds: where a figure came from and how it was derived (more fields by derivation). */
const Receipt = v.pipe(
  v.looseObject({
    dataset: v.string(),
    snapshot: v.looseObject({ date: Day, updated_at: Instant }),
    providers: v.array(v.looseObject({ name: v.string() })),
    derivation: v.string(),
  }),
  v.description('The receipt of explain=true: the dataset, the snapshot, its providers and the derivation, with its legs.'),
);

const Rounding = v.object({
  to: v.picklist(['minor', 'cash']),
  digits: v.pipe(v.number(), v.integer()),
  increment: v.number(),
  mode: v.picklist(ROUNDING_MODES),
});

const Conversion = v.strictObject({
  from: Code,
  to: Code,
  amount: Exact,
  rate: Exact,
  result: Exact,
  date: Day,
  updated_at: Instant,
  rounding: v.optional(Rounding),
  unrounded: v.optional(Exact),
  unrounded_exact: v.optional(v.boolean()),
  policy: v.optional(v.unknown()),
  stale: v.optional(v.pipe(v.boolean(), v.description('true when the rate is older than the source publishes (a gap in the data)'))),
  source: v.optional(Receipt),
});

const Rates = v.strictObject({
  base: Code,
  date: Day,
  updated_at: Instant,
  rates: RateMap,
  policy: v.optional(v.unknown()),
  stale: v.optional(v.pipe(v.boolean(), v.description('true when the rate is older than the source publishes (a gap in the data)'))),
  source: v.optional(Receipt),
});

const Timeseries = v.strictObject({
  base: Code,
  start_date: Day,
  end_date: Day,
  rates: v.pipe(v.record(Day, RateMap), v.description('The rates of each date (or period, with group).')),
  group: v.optional(v.picklist(['week', 'month', 'year'])),
  stat: v.optional(v.picklist(['mean', 'open', 'close', 'low', 'high'])),
  counts: v.optional(v.record(Day, v.record(Code, v.pipe(v.number(), v.integer())))),
  policy: v.optional(v.unknown()),
});

const Name = v.object({ name: v.string(), symbol: v.string() });

const Currencies = v.object({ locale: v.string(), date: Day, updated_at: Instant, currencies: v.record(Code, Name) });

const CryptoCurrencies = v.object({
  date: Day,
  updated_at: Instant,
  currencies: v.record(Code, v.object({ name: v.string(), symbol: v.string(), exponent: v.pipe(v.number(), v.integer()), type: v.string() })),
});

const Currency = v.looseObject({
  code: Code,
  name: v.string(),
  symbol: v.string(),
  minor_units: v.pipe(v.number(), v.integer()),
  cash_minor_units: v.pipe(v.number(), v.integer()),
  cash_increment: v.number(),
  status: v.picklist(['active', 'withdrawn']),
  withdrawn_on: v.optional(Day),
  successor: v.optional(Code),
  successor_factor: v.optional(v.number()),
  redenominations: v.array(v.looseObject({})),
  sources: v.pipe(v.array(v.string()), v.description('The feeds that publish an official rate for it.')),
});

const Policies = v.object({
  policies: v.array(
    v.looseObject({
      id: v.string(),
      title: v.string(),
      basis: v.object({ text: v.string(), url: v.string() }),
      source: v.string(),
    }),
  ),
});

const Status = v.looseObject({
  date: Day,
  updated_at: Instant,
  age_seconds: v.number(),
  stale: v.boolean(),
});

/** The answers by name: a name operations.ts gives without a schema here is a type error. */
export const ANSWER_SCHEMAS: Readonly<Record<AnswerName, v.GenericSchema>> = {
  Conversion,
  Rates,
  Timeseries,
  Currencies,
  CryptoCurrencies,
  Currency,
  Policies,
  Status,
};

/** The RFC 9457 problem body of every error. */
export const ProblemSchema = v.object({
  type: v.literal('about:blank'),
  title: v.string(),
  status: v.pipe(v.number(), v.integer()),
  code: v.pipe(v.picklist(Object.keys(ERROR_STATUS) as ErrorCode[]), v.description("The contract's error code.")),
  detail: v.string(),
  param: v.optional(v.pipe(v.string(), v.description('The parameter at fault, for the 400 codes (and a policy or maxAgeDays problem).'))),
});

/** The answer of /healthz and /readyz. */
export const HealthSchema = v.object({
  status: v.picklist(['ok', 'unavailable']),
  reasons: v.optional(v.array(v.string())),
});
