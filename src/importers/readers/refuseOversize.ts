import { fail } from '../../errors.js';
import { openImport } from '../banks/documentHashes.js';

/** The default of every importer's `maxBytes`: 16 MiB a document. */
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Refuses, before anything is decoded or parsed, an import whose documents are larger than
 * `maxBytes` (default 16 MiB) each: a `feed_too_large` error naming the document and its size. Every
 * public importer calls it first, so a 69 MB document costs a length check, not a parse. The
 * documents are found as the importers take them: text, bytes, a named file (`{ name, bytes }`), a
 * FRED answer (`{ seriesId, body }`), or a list of these; a document already parsed is not measured
 * (its size was the caller's to bound). Text counts its UTF-8 bytes. A `maxBytes` that is not a positive number is `invalid_parameter`.
 * Being every import's first step, it also records the documents for the digests its receipts name
 * (banks/documentHashes.ts).
 *
 * @param input - What the importer was given.
 * @param options - `{ maxBytes }`, the importer's own options.
 * @example
 * refuseOversize(input, options); // first line of an importer
 */
export function refuseOversize(input: unknown, options: { readonly maxBytes?: number } | undefined): void {
  const limit = options?.maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof limit !== 'number' || !(limit > 0))
    fail('invalid_parameter', `Option maxBytes must be a positive number of bytes, got ${String(limit)}.`, 'maxBytes');
  const list: readonly unknown[] = Array.isArray(input) ? input : [input];
  list.forEach((item, i) => {
    const size = byteSize(documentOf(item), limit);
    if (size === undefined || size <= limit) return;
    const named = typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string' ? (item as { name: string }).name : '';
    const where = named || (list.length > 1 ? `document ${i + 1}` : 'the document');
    fail('feed_too_large', `${where}: at least ${size} bytes, over the limit of ${limit} (option maxBytes); refused unread.`);
  });
  openImport(input, options);
}

// The text or bytes of one item, as the importers unwrap it.
function documentOf(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || item instanceof Uint8Array) return item;
  const { bytes, body } = item as { bytes?: unknown; body?: unknown };
  return bytes instanceof Uint8Array ? bytes : typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

// UTF-8 length, or a lower bound of it over the limit: a string's length is a lower bound and
// three times it an upper bound, so characters are counted only when neither decides.
function byteSize(doc: unknown, limit: number): number | undefined {
  if (doc instanceof Uint8Array) return doc.byteLength;
  if (typeof doc !== 'string') return undefined;
  if (doc.length > limit || doc.length * 3 <= limit) return doc.length;
  let bytes = 0;
  for (let i = 0; i < doc.length && bytes <= limit; i++) {
    const c = doc.charCodeAt(i);
    // A surrogate pair is 4 bytes: 3 counted for the high half, 1 for the low one.
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xdc00 && c < 0xe000 ? 1 : 3;
  }
  return bytes;
}
