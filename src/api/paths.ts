// The path of each operation of src/api/operations.ts below the base path: the part of the one
// description that the handler's route table needs, in a module of its own so that the handler's
// bundle carries the paths and nothing else of it.

/** Each operation's path, by the operation's name (the in-process function's). */
export const PATHS = {
  convert: '/v1/convert',
  rates: '/v1/rates',
  history: '/v1/history',
  timeseries: '/v1/timeseries',
  currencies: '/v1/currencies',
  currency: '/v1/currency',
  policies: '/v1/policies',
  cryptoConvert: '/v1/crypto/convert',
  cryptoRates: '/v1/crypto/rates',
  cryptoHistory: '/v1/crypto/history',
  cryptoTimeseries: '/v1/crypto/timeseries',
  cryptoCurrencies: '/v1/crypto/currencies',
  status: '/v1/status',
} as const;

/** The name of an operation. */
export type OperationName = keyof typeof PATHS;

/** Where the OpenAPI document is served below the base path: without a key, like the health probes. */
export const OPENAPI_PATH = '/v1/openapi.json';
