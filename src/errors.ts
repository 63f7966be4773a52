import { redactUserInfo } from './secrets.js';

/** Machine-readable error codes, one per way a call can fail. */
export type ErrorCode =
  | 'missing_parameter'
  | 'invalid_parameter'
  | 'invalid_option'
  | 'unknown_currency'
  | 'unsupported_locale'
  | 'date_out_of_range'
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'not_found'
  | 'unsupported_version'
  | 'method_not_allowed'
  | 'uri_too_long'
  | 'headers_too_large'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable'
  | 'invalid_dataset'
  | 'invalid_feed'
  | 'feed_too_large'
  | 'no_rate_for_policy'
  | 'policy_source_mismatch'
  | 'stale_rate';

/** The HTTP status that belongs to each code; the core and the handler share it. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  missing_parameter: 400,
  invalid_parameter: 400,
  invalid_option: 400,
  unknown_currency: 400,
  unsupported_locale: 400,
  date_out_of_range: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  not_found: 404,
  unsupported_version: 404,
  method_not_allowed: 405,
  uri_too_long: 414,
  // Only `serve` answers it: Node refuses the request head before any handler runs.
  headers_too_large: 431,
  rate_limited: 429,
  internal_error: 500,
  // The data or a count is not there yet: a rate-limit store down under `onStoreError: 'deny'`, or a
  // dataset provider that has not answered within `datasetTimeoutMs`. A client may retry.
  service_unavailable: 503,
  // A dataset or feed that fails validation is the operator's input, never a client's.
  invalid_dataset: 500,
  invalid_feed: 500,
  // An importer's document over its `maxBytes`, refused before it is read.
  feed_too_large: 500,
  // A rate policy (or `maxAgeDays`) finds no rate that fits: the data has none, not the request is wrong.
  no_rate_for_policy: 404,
  stale_rate: 404,
  // The dataset's value for that date is not from the source the policy names.
  policy_source_mismatch: 422,
};

/**
 * The one error class of ratebook: every failure carries a machine-readable `code`,
 * the HTTP `status` that code maps to, and for parameter errors the `param` at fault.
 *
 * @example
 * try { convert(ds, { from: 'XYZ', to: 'EUR' }) }
 * catch (e) { if (e instanceof RatebookError && e.code === 'unknown_currency') console.log(e.param) } // "from"
 */
export class RatebookError extends Error {
  override readonly name = 'RatebookError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly param: string | undefined;

  constructor(code: ErrorCode, message: string, options?: { param?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.param = options?.param;
  }
}

/** Throws a RatebookError; the single raise point of the core. */
export function fail(code: ErrorCode, message: string, param?: string, cause?: unknown): never {
  throw new RatebookError(code, message, { param, cause });
}

/**
 * Quotes a user-supplied value for a message, bounded so hostile input cannot bloat it; a URL's
 * user-info is removed before the cut. Other secrets are the caller's to remove (redactSecrets with
 * the secrets it holds, such as a live source's key): the core keeps none.
 */
export function quote(value: unknown): string {
  const raw = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : `<${typeof value}>`;
  // Redacted before the cut, on what the cut can show plus room for a user-info that straddles it.
  const text = redactUserInfo(raw.length > 4096 ? raw.slice(0, 4096) : raw);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
