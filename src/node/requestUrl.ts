import type { IncomingMessage } from 'node:http';

// The Host header becomes the request URL's authority, so only plain host[:port] forms are trusted.
const HOST_HEADER = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
// A target the URL parser would leave as it is (no dot segment, nothing it percent-encodes): the
// common case, which skips the parser.
const PLAIN_TARGET = /^\/[!$%&(-;=?-[\]_a-zA-Z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;
// An authority the parser would keep as it is: lower case, and a port that is valid and not 80.
const PLAIN_AUTHORITY = /^[a-z0-9.-]+(?::([1-9]\d{0,4}))?$/;

function isPlainAuthority(authority: string): boolean {
  const match = PLAIN_AUTHORITY.exec(authority);
  return match !== null && (match[1] === undefined || (Number(match[1]) <= 65535 && match[1] !== '80'));
}

/**
 * The absolute URL of a request as a Web Request would hold it: the Host header (when it is a plain
 * host[:port]) or the server's own address, then the target. Origin-form (`/v1/rates?...`) is the
 * normal case; absolute-form (`http://host/v1/...`) must be accepted too (RFC 9112 §3.2.2) and keeps
 * only its path and query; anything else is taken as a path.
 *
 * @param req - The incoming request.
 * @param fallbackHost - The server's `host:port`, for a missing or odd Host header.
 * @returns The URL, normalized as the URL parser does; undefined when no URL can be made of it.
 * @example
 * requestUrl(req, '127.0.0.1:8787') // "http://127.0.0.1:8787/v1/rates?base=EUR"
 */
export function requestUrl(req: IncomingMessage, fallbackHost: string): string | undefined {
  const host = req.headers.host;
  const raw = req.url ?? '/';
  const absolute = raw.charCodeAt(0) === 47 ? null : /^https?:\/\/[^/?#]*/i.exec(raw);
  const target = absolute ? raw.slice(absolute[0].length) || '/' : raw;
  const path = target.charCodeAt(0) === 47 ? target : `/${target}`;
  // A Host header the URL parser refuses after all (a port above 65535) falls back too.
  return (host !== undefined && HOST_HEADER.test(host) && join(host, path)) || join(fallbackHost, path);
}

function join(authority: string, path: string): string | undefined {
  const url = `http://${authority}${path}`;
  if (PLAIN_TARGET.test(path) && !DOT_SEGMENT.test(path) && isPlainAuthority(authority)) return url;
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
}
