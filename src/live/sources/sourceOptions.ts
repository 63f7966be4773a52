import { fail } from '../../errors.js';

/** Options every source factory takes. */
export interface SourceOptions {
  /** The document's URL; default the provider's documented one. */
  readonly url?: string;
  /** URLs tried in order when `url` fails; default the provider's documented mirrors, if any. */
  readonly fallbacks?: readonly string[];
  /** Name in status and messages; default the provider's. */
  readonly name?: string;
  /** Byte cap of one response body; default 1 MiB. */
  readonly maxBytes?: number;
}

/**
 * Checks a source factory's URLs (absolute http or https) and returns them, primary first.
 *
 * @example
 * sourceUrls({ url: 'http://127.0.0.1:8080/usd.json' }, 'https://...', []) // ["http://127.0.0.1:8080/usd.json"]
 */
export function sourceUrls(options: SourceOptions, url: string, fallbacks: readonly string[]): string[] {
  const urls = [options.url ?? url, ...(options.fallbacks ?? (options.url === undefined ? fallbacks : []))];
  urls.forEach((candidate, i) => {
    let ok = false;
    try {
      ok = /^https?:$/.test(new URL(candidate).protocol);
    } catch {
      // ok stays false
    }
    if (!ok)
      fail('invalid_parameter', `Source option ${i === 0 ? 'url' : `fallbacks[${i - 1}]`} must be an absolute http(s) URL.`, i === 0 ? 'url' : 'fallbacks');
  });
  return urls;
}

/**
 * Appends a query (`a=1&b=2`) to a URL that may already have one.
 *
 * @example
 * withQuery('https://x/latest.json?show_alternative=1', 'app_id=abc') // "https://x/latest.json?show_alternative=1&app_id=abc"
 */
export function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
