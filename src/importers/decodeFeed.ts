import { invalidFeed, locate } from './invalidFeed.js';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * A feed's text: a string as it is, bytes decoded as UTF-8 (a byte-order mark is dropped).
 * Bytes that are not UTF-8 are an `invalid_feed` error located at the first bad character.
 *
 * @example
 * decodeFeed(new TextEncoder().encode('Date,USD,\n')) // "Date,USD,\n"
 */
export function decodeFeed(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (!(input instanceof Uint8Array)) invalidFeed('', `expected text or bytes, got ${typeof input}`);
  try {
    return strict.decode(input);
  } catch (error) {
    // Only on failure: decode again leniently to find where the first replacement character lands.
    const text = lenient.decode(input);
    invalidFeed(locate(text, Math.max(0, text.indexOf('\uFFFD'))), 'not UTF-8 text', error);
  }
}
