import { sha256, sha256Bytes } from '../../hash/sha256.js';

/**
 * The documents of the import under way, per options object: `refuseOversize`, which every public
 * importer calls first with its `(input, options)`, opens the entry, and `finishImport`, which every
 * importer ends with, hands it on to its result, where `withSources` reads it. So a bank's receipts
 * name the SHA-256 of the document each value came from without its feed file doing anything: the
 * options object is the one thing that travels from an importer's first line to its last. Imports
 * are synchronous, so two never interleave; an import nested in another with the same options (the
 * ECB zip's CSV) replaces the entry, and finishImport removes it, so the outer import finds none and
 * names no digest rather than a wrong one. Weak maps: nothing is kept past the objects.
 */
const OPEN = new WeakMap<object, readonly unknown[]>();
const FINISHED = new WeakMap<object, DocumentHashes>();

/** The hex SHA-256 of each document of one import, by its index in the input list, computed on first ask. */
export interface DocumentHashes {
  /** How many documents the import was given. */
  readonly count: number;
  /** The digest of document `index`, or undefined for a document given already parsed (no bytes to hash) or an index past the list. */
  at(index: number): string | undefined;
}

/**
 * Records the documents an import was given, as `refuseOversize` finds them, for the receipts of its
 * result. Without an options object there is nothing to key them by, and nothing is recorded.
 *
 * @param input - What the importer was given: one document or a list.
 * @param options - The importer's options object.
 * @example
 * openImport(inputs, options); // inside refuseOversize
 */
export function openImport(input: unknown, options: unknown): void {
  if (typeof options === 'object' && options !== null) OPEN.set(options, Array.isArray(input) ? input : [input]);
}

/**
 * Moves the documents recorded for `options` to the import's `result` (finishImport's last step),
 * so `withSources` finds them from the result alone.
 *
 * @param options - The options the import was opened with.
 * @param result - What finishImport returns.
 * @example
 * closeImport(options, result);
 */
export function closeImport(options: unknown, result: object): void {
  if (typeof options !== 'object' || options === null) return;
  const documents = OPEN.get(options);
  if (documents === undefined) return;
  OPEN.delete(options);
  FINISHED.set(result, documentHashes(documents));
}

/**
 * The document digests of a finished import's result, if its import was opened (see `openImport`).
 *
 * @param result - An importer's result.
 * @returns Its documents' digests, or undefined.
 * @example
 * importedDocuments(finishImport(feed, options, warnings))?.at(0) // "9f86d0…"
 */
export function importedDocuments(result: object): DocumentHashes | undefined {
  return FINISHED.get(result);
}

/**
 * The digests of a list of documents as an importer takes them: text by its UTF-8 bytes, bytes as
 * they are, a named file (`{ name, bytes }`) or a FRED answer (`{ seriesId, body }`) by its body; a
 * document given already parsed has none. Each is computed once, when first asked for.
 *
 * @param documents - The documents, in input order.
 * @returns The digests, lazily.
 * @example
 * documentHashes(['abc']).at(0) // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 */
export function documentHashes(documents: readonly unknown[]): DocumentHashes {
  const made = new Map<number, string | undefined>();
  return {
    count: documents.length,
    at(index) {
      if (!made.has(index)) made.set(index, index >= 0 && index < documents.length ? digest(bodyOf(documents[index])) : undefined);
      return made.get(index);
    },
  };
}

/**
 * The hex SHA-256 of one document's bytes (a text's UTF-8 bytes).
 *
 * @param body - The document.
 * @returns 64 lower-case hex digits.
 * @example
 * hexSha256('abc') // "ba7816bf…15ad"
 */
export function hexSha256(body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? sha256(body) : sha256Bytes(body);
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

function digest(body: unknown): string | undefined {
  return typeof body === 'string' || body instanceof Uint8Array ? hexSha256(body) : undefined;
}

// The text or bytes of one item, as the importers unwrap it (refuseOversize's rule).
function bodyOf(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || item instanceof Uint8Array) return item;
  const { bytes, body } = item as { bytes?: unknown; body?: unknown };
  return bytes instanceof Uint8Array ? bytes : typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

/**
 * The digest of each date's document for an importer that reads one snapshot a document and keeps
 * one per date (`combineSnapshots`): the date's kept snapshot is found among those read, in input
 * order, and its document's digest named.
 *
 * @param inputs - What the importer was given: one document or a list.
 * @param read - The snapshots read, one a document, in input order.
 * @param kept - The snapshots kept (combineSnapshots' answer), the same objects.
 * @returns Date -> the hex SHA-256 of the document its snapshot came from.
 * @example
 * withFeedSources(result, 'fawazahmed0', keptDigests(inputs, snapshots, kept));
 */
export function keptDigests<S extends { readonly date: string }>(
  inputs: unknown,
  read: readonly S[],
  kept: readonly S[],
): (date: string) => string | undefined {
  const hashes = documentHashes(Array.isArray(inputs) ? inputs : [inputs]);
  const index = new Map(read.map((snapshot, i) => [snapshot, i]));
  const byDate = new Map(kept.map((snapshot) => [snapshot.date, index.get(snapshot)]));
  return (date) => {
    const i = byDate.get(date);
    return i === undefined ? undefined : hashes.at(i);
  };
}
