import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import type { Dataset } from '../types.js';

/** A success body with its validators, ready to send or to answer a conditional request with. */
export interface Representation {
  /**
   * The JSON text as UTF-8, encoded once: a kept body is sent many times, and names in other
   * scripts make encoding a string per response cost as much as the rest of the request.
   * Every runtime copies a byte body into the Response (Fetch standard), so sharing it is safe.
   */
  readonly body: Uint8Array<ArrayBuffer>;
  /** Strong entity tag, quoted. */
  readonly etag: string;
  /** `updated_at` as an HTTP date. */
  readonly lastModified: string;
}

/** A 64-bit hash fed in parts: the same digest as one call on the parts joined. */
export interface Hash64 {
  /** Feeds the next part of the text. */
  update(text: string): Hash64;
  /** The hash, in 16 hex digits. */
  digest(): string;
}

/**
 * A 64-bit hash (two multiplicative lanes, then a final mix) of a text's UTF-16 units, in 16 hex
 * digits. Not cryptographic: an entity tag only has to change when its body does. Fed in parts, so
 * a large body can be hashed a slice at a time between other requests.
 *
 * @returns An empty hash to feed.
 * @example
 * createHash64().update('{"a":').update('1}').digest() === createHash64().update('{"a":1}').digest() // true
 */
export function createHash64(): Hash64 {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const hash: Hash64 = {
    update(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
      }
      return hash;
    },
    digest() {
      const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
      return (b >>> 0).toString(16).padStart(8, '0') + (a >>> 0).toString(16).padStart(8, '0');
    },
  };
  return hash;
}

const encoder = new TextEncoder();

// Few distinct capture times are live at once (one per snapshot in use); the bound is for safety.
const httpDates = new Map<string, string>();

/**
 * `updated_at` as an HTTP date (`Mon, 15 Apr 2024 16:00:00 GMT`), remembered.
 *
 * @example
 * httpDate('2024-04-15T16:00:00Z') // "Mon, 15 Apr 2024 16:00:00 GMT"
 */
export function httpDate(updatedAt: string): string {
  let date = httpDates.get(updatedAt);
  if (date === undefined) {
    if (httpDates.size >= 1024) httpDates.clear();
    date = new Date(updatedAt).toUTCString();
    httpDates.set(updatedAt, date);
  }
  return date;
}

/**
 * Makes a representation: the entity tag is a hash of the exact body, so it is derived from the
 * snapshot and the normalized parameters (`base=eur` and `base=EUR` give one body, so one tag),
 * and any change to what is served, a corrected rate or a renamed currency, changes it.
 *
 * @param body - The JSON text.
 * @param updatedAt - The snapshot's capture time, ISO 8601 UTC.
 * @returns The body with its ETag and Last-Modified.
 * @example
 * representation('{"base":"USD",...}', '2024-04-15T16:00:00Z').lastModified // "Mon, 15 Apr 2024 16:00:00 GMT"
 */
export function representation(body: string, updatedAt: string): Representation {
  return { body: encoder.encode(body), etag: `"${createHash64().update(body).digest()}"`, lastModified: httpDate(updatedAt) };
}

/** Bytes of such bodies kept per dataset; past this the oldest are dropped (a rates body of 160 codes is ~4 kB). */
const MAX_KEPT_BYTES = 8 << 20;

interface Kept {
  bytes: number;
  readonly bodies: Map<object, { readonly fingerprint: string; readonly representation: Representation }>;
}
const KEPT = cacheSlot<Kept>('shared-part bodies');
const noneKept = (): Kept => ({ bytes: 0, bodies: new Map() });

/**
 * The representation built from a result part the core shares between calls (a frozen rates map,
 * a locale's names), built once and then reused, so a rates request hashes nothing. `fingerprint`
 * holds the fields that sit beside the shared part in the body; if they ever differ, it is rebuilt.
 *
 * @param dataset - The dataset the result came from (its caches keep the body).
 * @param shared - The shared, immutable object the body is mostly made of.
 * @param fingerprint - The other fields of the body, joined.
 * @param build - Builds the representation on a miss.
 * @returns The representation.
 * @example
 * keptRepresentation(ds, result.rates, `${result.base}|${result.date}|${result.updated_at}`, () => representation(ratesJson(result), result.updated_at))
 */
export function keptRepresentation(dataset: Dataset, shared: object, fingerprint: string, build: () => Representation): Representation {
  const kept = cached(dataset, KEPT, noneKept);
  const hit = kept.bodies.get(shared);
  if (hit !== undefined && hit.fingerprint === fingerprint) return hit.representation;
  const fresh = build();
  if (hit !== undefined) {
    kept.bodies.delete(shared);
    kept.bytes -= hit.representation.body.byteLength;
  }
  kept.bodies.set(shared, { fingerprint, representation: fresh });
  kept.bytes += fresh.body.byteLength;
  // First in, first out: a hit costs nothing, and the bound holds whatever the traffic.
  for (const [old, body] of kept.bodies) {
    if (kept.bytes <= MAX_KEPT_BYTES) break;
    kept.bodies.delete(old);
    kept.bytes -= body.representation.body.byteLength;
  }
  return fresh;
}

/**
 * Whether an If-None-Match header matches an entity tag, by the weak comparison RFC 9110 asks for
 * GET and HEAD (`W/"x"` matches `"x"`), or is `*`.
 *
 * @param header - The If-None-Match value.
 * @param etag - The current strong tag, quoted.
 * @returns True when the client's copy is current (answer 304).
 * @example
 * ifNoneMatch('W/"ab", "cd"', '"cd"') // true
 */
export function ifNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  for (const item of header.split(',')) {
    const tag = item.trim();
    if (tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}
