// The one description of the operations the HTTP API serves: each one's path (paths.ts), its MCP tool, its
// query parameters and the answer it gives. The handler's route table takes its paths from here,
// the OpenAPI document (openapiDocument.ts, at build time) and the MCP tools (`ratebook mcp`, from
// that document) take everything; test/api/operations.test.ts fails when an operation accepts a
// parameter this table does not list. To add a parameter: list it below and give it a schema in
// parameterSchemas.ts (TypeScript refuses a listed name without one). Plain data, no schemas, so
// the handler's bundle carries only names.

import { PATHS, type OperationName } from './paths.js';

export { OPENAPI_PATH, type OperationName } from './paths.js';

/** The names of the answers' schemas (responseSchemas.ts). */
export type AnswerName = 'Conversion' | 'Rates' | 'Currencies' | 'CryptoCurrencies' | 'Currency' | 'Timeseries' | 'Policies' | 'Status';

/** One operation of the HTTP API. */
export interface Operation {
  /** The path below the base path. */
  readonly path: string;
  /** The MCP tool that calls it, or none (status is the server's, not a question about rates). */
  readonly tool?: string;
  /** Its query parameters, in the order the documents list them. */
  readonly params: readonly string[];
  /** The parameters it cannot do without. */
  readonly required: readonly string[];
  /** The schema of its 200 answer. */
  readonly answer: AnswerName;
}

const CONVERT = ['from', 'to', 'amount', 'date', 'round', 'rounding', 'explain', 'policy', 'at', 'maxAgeDays', 'as_of'] as const;
const RATES = ['base', 'symbols', 'explain', 'as_of'] as const;
const SERIES = ['start', 'end', 'base', 'symbols', 'group', 'stat', 'policy', 'at', 'as_of'] as const;

/** Every operation by its name (the in-process function's). */
export const OPERATIONS = {
  convert: { path: PATHS.convert, tool: 'convert', params: CONVERT, required: ['from', 'to'], answer: 'Conversion' },
  rates: { path: PATHS.rates, tool: 'rates', params: RATES, required: [], answer: 'Rates' },
  history: {
    path: PATHS.history,
    tool: 'history',
    params: ['date', 'base', 'symbols', 'explain', 'policy', 'at', 'maxAgeDays', 'as_of'],
    required: ['date'],
    answer: 'Rates',
  },
  timeseries: { path: PATHS.timeseries, tool: 'timeseries', params: SERIES, required: ['start'], answer: 'Timeseries' },
  currencies: { path: PATHS.currencies, tool: 'currencies', params: ['locale', 'as_of'], required: [], answer: 'Currencies' },
  currency: { path: PATHS.currency, tool: 'currency', params: ['code', 'date', 'locale', 'as_of'], required: ['code'], answer: 'Currency' },
  policies: { path: PATHS.policies, tool: 'policies', params: ['as_of'], required: [], answer: 'Policies' },
  cryptoConvert: { path: PATHS.cryptoConvert, tool: 'crypto_convert', params: CONVERT, required: ['from', 'to'], answer: 'Conversion' },
  cryptoRates: { path: PATHS.cryptoRates, tool: 'crypto_rates', params: RATES, required: [], answer: 'Rates' },
  cryptoHistory: {
    path: PATHS.cryptoHistory,
    tool: 'crypto_history',
    params: ['date', 'base', 'symbols', 'explain', 'as_of'],
    required: ['date'],
    answer: 'Rates',
  },
  cryptoTimeseries: { path: PATHS.cryptoTimeseries, tool: 'crypto_timeseries', params: SERIES, required: ['start'], answer: 'Timeseries' },
  cryptoCurrencies: { path: PATHS.cryptoCurrencies, tool: 'crypto_currencies', params: ['as_of'], required: [], answer: 'CryptoCurrencies' },
  status: { path: PATHS.status, params: [], required: [], answer: 'Status' },
} as const satisfies Record<OperationName, Operation>;

/** Every query parameter some operation takes. */
export type ParamName = (typeof OPERATIONS)[OperationName]['params'][number];
