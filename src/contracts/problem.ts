// The RFC 9457 problem bodies both HTTP edges answer with: the fetch handler, and Node's `serve`,
// which answers a request line or headers too large before any handler sees them.
import { ERROR_STATUS, RatebookError, type ErrorCode } from '../errors.js';
import { surfaceWords } from './surfaceWords.js';

/** The error codes an HTTP client can receive; anything else (a bad dataset, a bug) is `internal_error`. */
export type HttpErrorCode = Exclude<ErrorCode, 'invalid_dataset' | 'invalid_feed'>;

// Errors whose message is for the operator (a bad dataset or feed, a bug): a client gets the bare
// 500 and the error goes to onError. Every other code, a 503 included, is answered as raised.
const OPERATORS_ONLY: ReadonlySet<ErrorCode> = /* @__PURE__ */ new Set<ErrorCode>(['invalid_dataset', 'invalid_feed', 'internal_error']);

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A problem response's parts before it becomes a Response: the dispatcher adds its headers. */
export interface Problem {
  /** HTTP status, from the code. */
  readonly status: number;
  /** The problem+json text. */
  readonly body: string;
}

/**
 * Builds an RFC 9457 problem body for one of the contract's error codes.
 *
 * @param code - The contract's error code; it decides the status and title.
 * @param detail - A human-readable sentence; never a key, a stack or an internal.
 * @param param - The parameter at fault, for the five 400 codes.
 * @returns The status and the JSON text.
 * @example
 * problem('not_found', 'No endpoint at this path.') // { status: 404, body: '{"type":"about:blank",...}' }
 */
export function problem(code: HttpErrorCode, detail: string, param?: string): Problem {
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ type: 'about:blank', title: TITLES[status] ?? 'Error', status, code, detail, param });
  return { status, body };
}

/** Longest request URL served: 8 KiB, as the contract says. */
export const MAX_URL_LENGTH = 8192;

/** The answer to a URL longer than `MAX_URL_LENGTH`: the handler's, and `serve`'s to a request line Node refuses. */
export const URI_TOO_LONG: Problem = /* @__PURE__ */ problem('uri_too_long', `The request URL is longer than ${MAX_URL_LENGTH} bytes.`);

/** `serve`'s answer to request headers larger than Node accepts (its `maxHeaderSize`, 16 KiB by default). */
export const HEADERS_TOO_LARGE: Problem = /* @__PURE__ */ problem('headers_too_large', 'The request headers are larger than this server accepts.');

/** The one 500 body: the same text whatever went wrong, so nothing internal leaks. */
export const INTERNAL_ERROR: Problem = /* @__PURE__ */ problem('internal_error', 'An unexpected error occurred.');

/**
 * Maps anything thrown while answering to a problem: a client-facing RatebookError keeps its code,
 * message (in HTTP's words: `/v1/policies` for `policies()`) and param; everything else is the bare internal error, and the caller reports it.
 *
 * @param error - What was thrown.
 * @returns The problem, and whether it was unexpected (to be reported through `onError`).
 * @example
 * problemOf(new RatebookError('unknown_currency', "Unknown currency 'XYZ'.", { param: 'from' })).problem.status // 400
 */
export function problemOf(error: unknown): { problem: Problem; unexpected: boolean } {
  if (error instanceof RatebookError && !OPERATORS_ONLY.has(error.code)) {
    return { problem: problem(error.code as HttpErrorCode, surfaceWords(error.message, 'http'), error.param), unexpected: false };
  }
  return { problem: INTERNAL_ERROR, unexpected: true };
}
