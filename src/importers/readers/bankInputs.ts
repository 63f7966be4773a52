import { invalidFeed, rethrowIn } from '../invalidFeed.js';
import type { NamedFeed } from './readJsonDocuments.js';

/** One document a bank importer takes: the response body as text or bytes, or a named file. */
export type BankInput = string | Uint8Array | NamedFeed;

/** A document and the words that name it in errors (its file name, `document 2` among several, or nothing). */
export interface BankDocument {
  readonly body: string | Uint8Array;
  readonly where: string;
  /** Its position in the input list, which names its SHA-256 in receipts. */
  readonly index: number;
}

const isNamed = (input: unknown): input is NamedFeed =>
  typeof input === 'object' && input !== null && (input as NamedFeed).bytes instanceof Uint8Array && typeof (input as NamedFeed).name === 'string';

/**
 * Lists the documents of one import, one or several, each with its name for errors.
 *
 * @example
 * bankInputs([daily, { name: 'cbr-2.xml', bytes }]).map((d) => d.where) // ["document 1", "cbr-2.xml"]
 */
export function bankInputs(inputs: BankInput | readonly BankInput[]): BankDocument[] {
  const list: readonly unknown[] = Array.isArray(inputs) ? inputs : [inputs];
  if (list.length === 0) invalidFeed('', 'no input');
  return list.map((input, i) => {
    const where = isNamed(input) ? input.name : list.length > 1 ? `document ${i + 1}` : '';
    const body = isNamed(input) ? input.bytes : input;
    if (typeof body !== 'string' && !(body instanceof Uint8Array)) invalidFeed(where, `expected text or bytes, got ${body === null ? 'null' : typeof body}`);
    return { body, where, index: i };
  });
}

/**
 * Runs `read` with the document's name in front of any error it raises (`cbr-3.xml: /ValCurs/...`).
 *
 * @example
 * const rows = within(doc.where, () => readCbrDocument(doc.body));
 */
export function within<T>(where: string, read: () => T): T {
  if (!where) return read();
  try {
    return read();
  } catch (error) {
    rethrowIn(error, where);
  }
}
