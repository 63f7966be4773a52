import type { RequestLike } from '../http/reply.js';

/**
 * Request headers read straight from Node's raw header list, with the lookup rules of the Fetch
 * `Headers` class (case-insensitive names, repeated headers joined with ", "), without building one.
 *
 * @param rawHeaders - `IncomingMessage.rawHeaders`: names and values, alternating.
 * @returns `get` and `has`, what ratebook's handler reads.
 * @example
 * nodeHeaders(['Authorization', 'Bearer x']).get('authorization') // "Bearer x"
 */
export function nodeHeaders(rawHeaders: readonly string[]): RequestLike['headers'] {
  const get = (name: string): string | null => {
    const wanted = name.toLowerCase();
    let value: string | null = null;
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const key = rawHeaders[i]!;
      if (key.length === wanted.length && key.toLowerCase() === wanted) value = value === null ? rawHeaders[i + 1]! : `${value}, ${rawHeaders[i + 1]!}`;
    }
    return value;
  };
  return { get, has: (name) => get(name) !== null };
}
