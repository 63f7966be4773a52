/** Where a request's target points below the handler's base path, and its query. */
export interface RequestTarget {
  /** Whether the path is the base path or under it. */
  readonly inBase: boolean;
  /** The path below the base path; '' when the path is outside it. */
  readonly below: string;
  /** The query string without its '?'; '' when there is none. */
  readonly query: string;
}

/**
 * Reads a request URL's path (dot segments removed) and query, below a base path.
 *
 * @param url - The request URL, absolute or a bare path.
 * @param basePath - The handler's base path without a trailing slash; '' for none.
 * @returns Whether the path is in the base, the path below it, and the query.
 */
export function readTarget(url: string, basePath: string): RequestTarget {
  // request.url is usually absolute (scheme, authority, path), but Bun passes a bare path when
  // the Host header is missing; and Deno and workerd pass the target without removing dot
  // segments, which the URL parser then does here so every runtime routes alike.
  const scheme = url.indexOf('://');
  const pathStart = scheme < 0 ? 0 : url.indexOf('/', scheme + 3);
  const hash = url.indexOf('#', pathStart);
  const end = hash < 0 ? url.length : hash;
  const mark = url.indexOf('?', pathStart);
  const queryStart = mark < 0 || mark > end ? end : mark;
  let path = pathStart < 0 ? '/' : url.slice(pathStart, queryStart);
  if (path.includes('/.') || path.includes('\\') || /%2e/i.test(path)) path = new URL(path, 'http://x').pathname;
  const inBase = basePath === '' || (path.startsWith(basePath) && path.charCodeAt(basePath.length) === 47);
  const below = inBase ? path.slice(basePath.length) : '';
  return { inBase, below, query: queryStart < end ? url.slice(queryStart + 1, end) : '' };
}
