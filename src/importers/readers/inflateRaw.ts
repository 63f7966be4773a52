import { invalidFeed } from '../invalidFeed.js';
import { readCapped } from './readCapped.js';

const SLICE = 64 * 1024;

/**
 * Inflates raw deflate data with the platform's `DecompressionStream('deflate-raw')` (Node 20,
 * Bun, Deno, workerd, browsers), refusing to produce more than `limit` bytes: the stream is
 * cancelled as soon as the output passes it, so a zip bomb costs at most `limit` bytes of memory.
 *
 * @param data - The compressed bytes.
 * @param limit - The most output bytes accepted.
 * @param where - The location errors name.
 * @returns The inflated bytes.
 * @example
 * await inflateRaw(entryBytes, 64 * 1024 * 1024, 'zip entry eurofxref-hist.csv')
 */
export async function inflateRaw(data: Uint8Array, limit: number, where: string): Promise<Uint8Array> {
  if (typeof DecompressionStream !== 'function') invalidFeed(where, 'this runtime has no DecompressionStream to inflate zip data');
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // Written in slices so the decompressor never holds much more input than it has been asked for;
  // a write error is seen (and reported) by the reading side, so it is only swallowed here.
  const writing = (async () => {
    for (let at = 0; at < data.length; at += SLICE) await writer.write(data.subarray(at, at + SLICE) as Uint8Array<ArrayBuffer>);
    await writer.close();
  })().catch(() => undefined);
  let out: Uint8Array | undefined;
  try {
    out = await readCapped(stream.readable.getReader(), limit);
  } catch (error) {
    invalidFeed(where, 'corrupt deflate data', error);
  } finally {
    await writing;
  }
  if (!out) invalidFeed(where, `inflates to more than ${limit} bytes`);
  return out;
}
