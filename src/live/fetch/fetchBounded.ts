import { readCapped } from '../../importers/readers/readCapped.js';
import { LiveFault, displayUrl, redact } from './liveFault.js';
import { followRedirects, splitUserInfo } from './followRedirects.js';
import { retryAfterMs } from './retryAfter.js';
import type { LiveRequest, LiveTimers } from '../types.js';

/** Default byte cap of one feed document: 1 MiB, some hundred times the largest daily feed. */
export const DEFAULT_MAX_BYTES = 1 << 20;

/** What a previous answer said about itself, sent back as a conditional request. */
export interface Validators {
  readonly etag?: string;
  readonly lastModified?: string;
}

/** A fetched body with its validators, or `not_modified` when the server answered 304. */
export type FetchOutcome = { readonly body: Uint8Array; readonly validators: Validators } | 'not_modified';

/** What one bounded request needs. */
export interface FetchBoundedOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly timers: LiveTimers;
  /** The present in epoch milliseconds, for a `Retry-After` date. */
  readonly now: () => number;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** The method, body and plain headers of a request that is not a plain GET (a SOAP call); nothing in it is secret. */
  readonly request?: LiveRequest;
  /** The feed labels its answers `text/html` though they are not: only the body's start is checked for an HTML page. */
  readonly htmlLabel?: boolean;
  /** The source's secrets: never shown; a request carrying any follows no redirect to another origin. */
  readonly secrets?: readonly string[];
  readonly validators?: Validators;
  /** Aborts the request (a live dataset being stopped). */
  readonly signal: AbortSignal;
}

const HTML = /^\s*<(?:!doctype\s+html|html)[\s>]/i;

/**
 * Fetches one feed document within bounds: at most `timeoutMs` for the whole exchange, at most
 * `maxBytes` of body (refused from `Content-Length`, or the stream cancelled past the cap), a
 * conditional request from `validators`. Every failure is a `LiveFault` with its code.
 *
 * @param url - The document's URL.
 * @param options - fetch, timers, bounds, headers, validators and the abort signal.
 * @returns The body and its validators, or `'not_modified'`.
 * @example
 * const outcome = await fetchBounded(url, { fetch, timers, timeoutMs: 10_000, maxBytes: DEFAULT_MAX_BYTES, signal });
 */
export async function fetchBounded(url: string, options: FetchBoundedOptions): Promise<FetchOutcome> {
  const shown = displayUrl(url);
  // Credentials in the URL go in an Authorization header: fetch refuses such a URL, and its error echoes it whole.
  const { target, authorization, token } = splitUserInfo(url);
  const secrets = token === undefined ? options.secrets : [...(options.secrets ?? []), token];
  const controller = new AbortController();
  let timedOut = false;
  const timer = options.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onAbort = () => controller.abort();
  options.signal.addEventListener('abort', onAbort);
  const fault = (error: unknown, code: 'feed_unreachable' | 'feed_truncated'): LiveFault => {
    if (timedOut) return new LiveFault('feed_timeout', `${shown} did not answer within ${options.timeoutMs} ms`, true);
    if (options.signal.aborted) return new LiveFault(code, `${shown}: the round was stopped`);
    const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
    const why = redact(typeof cause === 'string' ? cause : ((error as Error)?.message ?? 'network error'), secrets);
    return code === 'feed_truncated'
      ? new LiveFault(code, `${shown}: the connection broke in the body (${why})`, true)
      : new LiveFault(code, `${shown} is unreachable (${why})`, true);
  };
  try {
    const headers: Record<string, string> = { accept: 'application/json, application/xml;q=0.9, */*;q=0.1', ...options.request?.headers, ...options.headers };
    if (authorization) headers.authorization = authorization;
    const carriesSecret = authorization !== undefined || (options.secrets?.length ?? 0) > 0 || Object.keys(options.headers ?? {}).length > 0;
    if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
    if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;
    const response = await followRedirects(target, shown, carriesSecret, async (next, redirect) => {
      try {
        const { method, body } = options.request ?? {};
        return await options.fetch(next, {
          headers,
          signal: controller.signal,
          redirect,
          ...(method ? { method } : {}),
          ...(body !== undefined ? { body } : {}),
        });
      } catch (error) {
        // A connection that broke after the server had started answering is a cut answer, not an unreachable server.
        const bytesRead = (error as { cause?: { socket?: { bytesRead?: unknown } } })?.cause?.socket?.bytesRead;
        throw fault(error, typeof bytesRead === 'number' && bytesRead > 0 ? 'feed_truncated' : 'feed_unreachable');
      }
    });
    if (response.status === 304) {
      await response.body?.cancel().catch(() => {});
      return 'not_modified';
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      const retryAfter = retryable ? retryAfterMs(response.headers.get('retry-after'), options.now()) : undefined;
      throw new LiveFault('feed_http_status', `${shown} answered HTTP ${response.status}`, retryable, retryAfter);
    }
    const body = await readBody(response, options.maxBytes, shown, (error) => fault(error, 'feed_truncated'));
    if ((!options.htmlLabel && /text\/html/i.test(response.headers.get('content-type') ?? '')) || HTML.test(new TextDecoder().decode(body.subarray(0, 256)))) {
      throw new LiveFault('feed_html', `${shown} answered an HTML page, not the feed`);
    }
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    return { body, validators: { etag, lastModified } };
  } finally {
    options.timers.clearTimeout(timer);
    options.signal.removeEventListener('abort', onAbort);
  }
}

async function readBody(response: Response, maxBytes: number, shown: string, broken: (error: unknown) => LiveFault): Promise<Uint8Array> {
  const tooLarge = () => new LiveFault('feed_too_large', `${shown}: the body is larger than the cap of ${maxBytes} bytes`);
  const announced = Number(response.headers.get('content-length') ?? NaN);
  if (announced > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  let body: Uint8Array | undefined;
  try {
    body = await readCapped(response.body.getReader(), maxBytes);
  } catch (error) {
    throw broken(error);
  }
  if (!body) throw tooLarge();
  // A compressed body's Content-Length counts the compressed bytes, so it is only compared without one.
  if (Number.isFinite(announced) && body.byteLength < announced && !response.headers.has('content-encoding')) {
    throw new LiveFault('feed_truncated', `${shown}: the body ended after ${body.byteLength} of ${announced} bytes`, true);
  }
  return body;
}
