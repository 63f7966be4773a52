import { decodeFeed } from './decodeFeed.js';
import { invalidFeed, locate, rethrowIn } from '../invalidFeed.js';
import { findDuplicateKey } from './findDuplicateKey.js';
import { jsonErrorOffset } from './jsonErrorOffset.js';

/** A file handed to an importer with its name, which then leads every error about it. */
export interface NamedFeed {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** What a JSON importer takes: JSON text, UTF-8 bytes, a named file, or the parsed document. */
export type JsonFeedInput = string | Uint8Array | NamedFeed | object;

/** One parsed document and the words that locate it in an error message. */
export interface JsonDocument {
  readonly value: unknown;
  /** The file name, `document 2` when several unnamed ones are given, or empty. */
  readonly where: string;
  /** Its position in the input list, which names its SHA-256 in receipts. */
  readonly index: number;
}

/** `where` and a path inside the document joined for an error location. */
export const inside = (where: string, path: string): string => (where && path ? `${where}, ${path}` : where || path);

const isNamed = (input: unknown): input is NamedFeed =>
  typeof input === 'object' && input !== null && (input as NamedFeed).bytes instanceof Uint8Array && typeof (input as NamedFeed).name === 'string';

/**
 * Parses one or many JSON feed inputs. A syntax error is an `invalid_feed` error at its line and
 * column (found by a bounded scan, since engines' messages differ in whether they say where); a key
 * repeated in one object is an `invalid_feed` error at its path.
 *
 * @example
 * readJsonDocuments([{ name: 'latest.json', bytes }])[0].where // "latest.json"
 */
export function readJsonDocuments(inputs: JsonFeedInput | readonly JsonFeedInput[]): JsonDocument[] {
  const list = Array.isArray(inputs) ? (inputs as readonly JsonFeedInput[]) : [inputs as JsonFeedInput];
  if (list.length === 0) invalidFeed('', 'no input');
  return list.map((input, i) => {
    const where = isNamed(input) ? input.name : list.length > 1 ? `document ${i + 1}` : '';
    const raw = isNamed(input) ? input.bytes : input;
    if (typeof raw !== 'string' && !(raw instanceof Uint8Array)) return { value: raw, where, index: i };
    try {
      return { value: parseJson(decodeFeed(raw)), where, index: i };
    } catch (error) {
      if (!where) throw error;
      rethrowIn(error, where);
    }
  });
}

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = jsonErrorOffset(text);
    invalidFeed(locate(text, at < 0 ? 0 : at), 'not valid JSON', error);
  }
  // JSON.parse keeps the last of two equal keys: a feed quoting a rate twice is refused instead.
  const repeated = findDuplicateKey(text);
  if (repeated !== undefined) invalidFeed(repeated, 'this key appears more than once in its object');
  return value;
}
