import { ALLOW_METHODS } from '../contracts/reply.js';

/** Cross-origin access for browsers: which origins may read the API's responses. */
export interface CorsOptions {
  /** `'*'` for any origin, or the exact origins allowed (`'https://app.example'`). */
  readonly origin: '*' | string | readonly string[];
}

/** Adds the CORS headers for a request's Origin to a response's headers. */
export type CorsHeaders = (origin: string | null, headers: Record<string, string>, preflight: boolean) => void;

// Headers a browser script may read beyond the safelisted ones (Cache-Control, Last-Modified, Content-Type...).
const EXPOSE = 'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Ratebook-Stale';
// If-None-Match is not a safelisted request header, so a browser revalidating cross-origin needs it allowed.
const ALLOW_HEADERS = 'Authorization, If-None-Match';
export { ALLOW_METHODS };

/**
 * Creates the function that writes CORS headers. With a list of origins the allowed one is echoed
 * and responses say `Vary: Origin`; with `'*'` every origin is allowed. A preflight also gets the
 * allowed methods and the Authorization header, so it is answered without a key.
 *
 * @param cors - The option as configured.
 * @returns The header writer.
 * @example
 * const write = createCors({ origin: ['https://app.example'] });
 * write('https://app.example', headers, false); // headers['access-control-allow-origin'] === 'https://app.example'
 */
export function createCors(cors: CorsOptions): CorsHeaders {
  const any = cors.origin === '*';
  const allowed = new Set(typeof cors.origin === 'string' ? [cors.origin] : cors.origin);
  return (origin, headers, preflight) => {
    if (origin === null || (!any && !allowed.has(origin))) return;
    headers['access-control-allow-origin'] = any ? '*' : origin;
    if (preflight) {
      headers['access-control-allow-methods'] = ALLOW_METHODS;
      headers['access-control-allow-headers'] = ALLOW_HEADERS;
      headers['access-control-max-age'] = '600';
    } else {
      headers['access-control-expose-headers'] = EXPOSE;
    }
  };
}

/** Whether the CORS option makes responses depend on the Origin header (a list, not `'*'`). */
export function variesByOrigin(cors: CorsOptions | undefined): boolean {
  return cors !== undefined && cors.origin !== '*';
}
