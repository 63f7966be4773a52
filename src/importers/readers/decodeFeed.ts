import { invalidFeed, locate } from '../invalidFeed.js';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * A feed's text: a string as it is, bytes decoded as UTF-8 (a byte-order mark is dropped).
 * Bytes that are not UTF-8 are an `invalid_feed` error located at the first bad character; a zip
 * archive (its signature `PK\x03\x04`) is refused as such first, with the importer's hint, since
 * "not UTF-8" would not tell anyone what went wrong.
 *
 * @param input - The feed, as text or bytes.
 * @param zipHint - What to do with a zip instead (`read it with importEcbZip`).
 * @returns The text.
 * @example
 * decodeFeed(new TextEncoder().encode('Date,USD,\n')) // "Date,USD,\n"
 */
export function decodeFeed(input: string | Uint8Array, zipHint = 'unzip it first'): string {
  // The type first: JavaScript callers may pass anything, and null has no length to look at.
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) invalidFeed('', `expected text or bytes, got ${typeof input}`);
  if (isZip(input)) invalidFeed('line 1, column 1', `this is a zip archive, not text; ${zipHint}`);
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  try {
    return strict.decode(input);
  } catch (error) {
    // Only on failure: decode again leniently to find where the first replacement character lands.
    const text = lenient.decode(input);
    invalidFeed(locate(text, Math.max(0, text.indexOf('\uFFFD'))), 'not UTF-8 text', error);
  }
}

// A string too: bytes read as Latin-1 keep the signature.
function isZip(input: string | Uint8Array): boolean {
  const at = typeof input === 'string' ? (i: number) => input.charCodeAt(i) : (i: number) => input[i];
  return input.length >= 4 && at(0) === 0x50 && at(1) === 0x4b && at(2) === 3 && at(3) === 4;
}
