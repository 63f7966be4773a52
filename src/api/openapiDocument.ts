import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import { ERROR_STATUS } from '../errors.js';
import { OPENAPI_PATH, OPERATIONS, type Operation, type OperationName } from './operations.js';
import { PATHS } from './paths.js';
import { PARAMETER_SCHEMAS } from './parameterSchemas.js';
import { ANSWER_SCHEMAS, HealthSchema, ProblemSchema } from './responseSchemas.js';

// The OpenAPI 3.1 document of the HTTP API, generated from the one description (operations.ts) and
// its valibot schemas. Run at build time only (tsup.config.ts writes dist/openapi.json and the
// handler's lazily loaded copy; vitest.config.ts the same for the tests): @valibot/to-json-schema is
// a devDependency, and no entry imports this module.

/** One line each, for the document's `summary`; an operation without one is a type error. */
const SUMMARIES: Readonly<Record<OperationName, string>> = {
  convert: 'Convert an amount between two fiat currencies, exactly (amount × rate), at the newest rate or a date’s, or under a rate policy',
  rates: 'The rates of every currency (or of symbols) against a base, from the newest snapshot',
  history: 'The rates on a date: the last snapshot on or before it, or a rate policy’s choice',
  timeseries: 'The rates of each date in a range, or grouped by week, month or year',
  currencies: 'The currencies quoted, with their names and symbols in a locale',
  currency: 'One currency: minor and cash units, status, successor, redenominations and official sources',
  policies: 'The built-in rate policies, each with its rule and legal basis',
  cryptoConvert: 'Convert an amount between crypto assets, or between an asset and a fiat currency',
  cryptoRates: 'The rates of every asset and currency against a crypto (or fiat) base',
  cryptoHistory: 'The crypto rates on a date',
  cryptoTimeseries: 'The crypto rates of each date in a range',
  cryptoCurrencies: 'The crypto assets quoted, with their names, symbols and exponents',
  status: 'How fresh the served data is: its date, capture time, age and whether it is stale (never cached)',
};

const PROBLEM_STATUSES = [...new Set(Object.values(ERROR_STATUS))].sort((a, b) => a - b);
const DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'A parameter is missing, malformed or unknown (code and param say which)',
  401: 'No API key, or a wrong one',
  404: 'No such path or version; or no rate fits a policy or maxAgeDays',
  405: 'A method other than GET or HEAD',
  414: 'The request URL is longer than 8 KiB',
  422: "The dataset's rates are not from the source the policy names",
  429: 'Over the rate limit of the key',
  431: 'Request headers too large (ratebook serve)',
  500: 'An unexpected error; the body is always the same sentence',
  503: 'The data, a rate-limit count or the capacity for a large series is not there yet; retry',
};

const CONFIG: ConversionConfig = {
  target: 'draft-2020-12',
  // A schema's `check` is code (a calendar date that exists, a well-formed BCP 47 tag): its pattern
  // or format stands beside it in the same pipe.
  ignoreActions: ['check'],
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problemRef = (status: number) => ({ $ref: `#/components/responses/Problem${status}` });

function parameters(op: Operation) {
  return op.params.map((name) => {
    const { description, examples, ...schema } = toJsonSchema(PARAMETER_SCHEMAS[name as keyof typeof PARAMETER_SCHEMAS], CONFIG) as Record<string, unknown>;
    delete schema.$schema;
    return {
      name,
      in: 'query',
      required: op.required.includes(name as never),
      description,
      schema,
      ...(Array.isArray(examples) && { example: examples[0] }),
    };
  });
}

/**
 * The problems an operation can answer: 431 only `serve` answers (before the handler); 429 not for
 * the status, which is never limited; 404 (no rate fits) where a policy or maxAgeDays may find none
 * (a series leaves such a date out), 422 (another source) under a policy.
 */
function problemStatuses(op: Operation): number[] {
  const policed = (op.params as readonly string[]).includes('policy');
  const dated = (op.params as readonly string[]).includes('maxAgeDays');
  return PROBLEM_STATUSES.filter((s) => s !== 431 && (s !== 429 || op.path !== PATHS.status) && (s !== 404 || dated) && (s !== 422 || policed));
}

function successHeaders(cached: boolean) {
  if (!cached) return { 'Cache-Control': { schema: { type: 'string', const: 'no-store' } } };
  return {
    ETag: { description: 'A strong tag, a hash of the exact body; send it back in If-None-Match', schema: { type: 'string' } },
    'Last-Modified': { description: "The snapshot's updated_at", schema: { type: 'string' } },
    'Cache-Control': { schema: { type: 'string' } },
  };
}

function operationObject(name: OperationName, op: Operation) {
  const cached = name !== 'status';
  return {
    operationId: name,
    summary: SUMMARIES[name],
    tags: [name.startsWith('crypto') ? 'crypto' : name === 'status' ? 'service' : 'fiat'],
    parameters: parameters(op),
    responses: {
      200: { description: 'The answer', headers: successHeaders(cached), content: { 'application/json': { schema: ref(op.answer) } } },
      ...(cached && { 304: { description: 'Not modified: the If-None-Match tag is current' } }),
      ...Object.fromEntries(problemStatuses(op).map((s) => [s, problemRef(s)])),
    },
  };
}

const health = (what: string) => ({
  get: {
    operationId: what === 'live' ? 'healthz' : 'readyz',
    summary: what === 'live' ? 'Liveness: 200 while the process answers' : 'Readiness: 503 with reasons while no dataset, stale data or a store outage',
    description: "Served without a key when the handler's `health` option is on (ratebook serve: always).",
    tags: ['service'],
    security: [],
    responses: {
      200: { description: 'Ready', content: { 'application/json': { schema: ref('Health') } } },
      ...(what === 'ready' && { 503: { description: 'Not ready; reasons says why', content: { 'application/json': { schema: ref('Health') } } } }),
    },
  },
});

/**
 * Builds the OpenAPI 3.1 document of the HTTP API from operations.ts and its valibot schemas: every
 * route with its query parameters, answers and problem bodies. Build time only.
 *
 * @param version - The package's version, for `info.version`.
 * @returns The document, a plain JSON value.
 * @example
 * JSON.stringify(openapiDocument('0.1.0'))
 */
export function openapiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [name, op] of Object.entries(OPERATIONS) as [OperationName, Operation][]) paths[op.path] = { get: operationObject(name, op) };
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'openapi',
      summary: 'This document (OpenAPI 3.1); no key needed',
      tags: ['service'],
      security: [],
      responses: {
        200: { description: 'The document', headers: successHeaders(true), content: { 'application/json': { schema: { type: 'object' } } } },
        304: { description: 'Not modified' },
      },
    },
  };
  paths['/healthz'] = health('live');
  paths['/readyz'] = health('ready');
  paths['/metrics'] = {
    get: {
      operationId: 'metrics',
      summary: "Prometheus metrics, served without a key when the handler's `metrics` option is on",
      tags: ['service'],
      security: [],
      responses: { 200: { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  };
  const schemas: Record<string, unknown> = toJsonSchemaDefs({ ...ANSWER_SCHEMAS, Problem: ProblemSchema, Health: HealthSchema }, CONFIG);
  for (const schema of Object.values(schemas)) delete (schema as Record<string, unknown>).$schema;
  const responses = Object.fromEntries(
    PROBLEM_STATUSES.map((s) => [
      `Problem${s}`,
      { description: DESCRIPTIONS[s] ?? 'A problem', content: { 'application/problem+json': { schema: ref('Problem') } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'ratebook',
      version,
      description:
        'Exact currency conversion, rates, history, time series and rate policies. Exact decimals are JSON numbers written digit for digit. Errors are RFC 9457 problem bodies with a code.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    security: [{ bearer: [] }],
    tags: [
      { name: 'fiat', description: 'Fiat currencies' },
      { name: 'crypto', description: 'Crypto assets' },
      { name: 'service', description: 'The service itself' },
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <key>; keys start with live_ by default' } },
      schemas,
      responses,
    },
  };
}
