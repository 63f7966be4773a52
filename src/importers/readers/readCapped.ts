/**
 * Reads a byte stream to its end into one array, or stops as soon as it has passed `limit` bytes:
 * the reader is then cancelled and the result is undefined, so an oversized body (a feed, a zip
 * bomb) costs at most `limit` bytes of memory. A read error rejects as it is; the caller says what
 * it means (a broken connection, corrupt deflate data).
 *
 * @param reader - The stream's reader.
 * @param limit - The most bytes accepted.
 * @returns The bytes, or undefined when there were more than `limit`.
 * @example
 * const body = await readCapped(response.body!.getReader(), 1 << 20); // undefined past 1 MiB
 */
export async function readCapped(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
