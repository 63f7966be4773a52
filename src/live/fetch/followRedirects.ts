import { LiveFault } from './liveFault.js';

/** Redirects followed by hand, as fetch itself follows at most 20. */
const MAX_REDIRECTS = 5;

/**
 * A URL without its user-info, and that user-info as a Basic Authorization header and the token to
 * keep secret (the password, or the user name when it stands alone, as tokens often do).
 *
 * @example
 * splitUserInfo('https://me:t0k@feed.example/x').target // "https://feed.example/x"
 */
export function splitUserInfo(url: string): { target: string; authorization?: string; token?: string } {
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '') return { target: url };
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  const authorization = `Basic ${btoa(String.fromCharCode(...bytes))}`;
  return { target: parsed.href, authorization, token: password || user };
}

/**
 * Fetches a URL, following redirects: by fetch itself for a request that carries nothing secret;
 * by hand for one that carries a key or a token (a header, a query parameter, user-info), within
 * its origin only. A redirect to another origin would hand the key to whoever answers there, and
 * fetch keeps custom headers across origins, so it is refused as `feed_redirect` instead.
 *
 * @param url - The first URL.
 * @param shown - The URL as messages show it.
 * @param carriesSecret - Whether the request carries a key or token.
 * @param send - One request, with the redirect mode to use.
 * @returns The final response.
 * @example
 * const response = await followRedirects(url, displayUrl(url), true, (next, redirect) => fetch(next, { headers, redirect }));
 */
export async function followRedirects(
  url: string,
  shown: string,
  carriesSecret: boolean,
  send: (url: string, redirect: RequestRedirect) => Promise<Response>,
): Promise<Response> {
  if (!carriesSecret) return send(url, 'follow');
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await send(current, 'manual');
    const redirected = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.status !== 304);
    if (!redirected) return response;
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get('location');
    // A browser-like runtime hides the target of a manual redirect: it cannot be checked, so it is not followed.
    if (response.type === 'opaqueredirect' || location === null)
      throw new LiveFault('feed_redirect', `${shown} redirected to a location that cannot be checked; a request carrying a key follows none`);
    const next = new URL(location, current);
    if (next.origin !== new URL(current).origin) {
      throw new LiveFault(
        'feed_redirect',
        `${shown} redirected to another origin (${next.protocol}//${next.host}); a request carrying a key or token is not sent there`,
      );
    }
    if (hop >= MAX_REDIRECTS) throw new LiveFault('feed_redirect', `${shown} redirected more than ${MAX_REDIRECTS} times`);
    next.username = '';
    next.password = '';
    current = next.href;
  }
}
