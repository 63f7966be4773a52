import type { RequestLike } from '../contracts/reply.js';

type RequestHeaders = RequestLike['headers'];

/**
 * Request headers read straight from Node's raw header list, with the lookup rules of the Fetch
 * `Headers` class (case-insensitive names, repeated headers joined with ", "), without building one.
 *
 * @example
 * new NodeHeaders(['Authorization', 'Bearer x']).get('authorization') // "Bearer x"
 */
export class NodeHeaders implements RequestHeaders {
  /** @param rawHeaders - `IncomingMessage.rawHeaders`: names and values, alternating. */
  constructor(private readonly rawHeaders: readonly string[]) {}

  /** The header's value, repeated ones joined with ", "; null when absent. */
  get(name: string): string | null {
    const wanted = name.toLowerCase();
    const raw = this.rawHeaders;
    let value: string | null = null;
    for (let i = 0; i < raw.length; i += 2) {
      const key = raw[i]!;
      if (key.length === wanted.length && key.toLowerCase() === wanted) value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
    }
    return value;
  }

  /** Whether the header is present. */
  has(name: string): boolean {
    return this.get(name) !== null;
  }
}
