import { RatebookError } from '../errors.js';

/**
 * A reply of Redis as the subscriber reads it: a simple string, an error (`{ error }`), an integer,
 * a bulk string's bytes (never decoded: a message may be 1 MiB of garbage), null, or an array (RESP2's
 * `*`, and RESP3's push `>`, which carries the same `message`/`smessage` parts).
 */
export type RespReply = string | { readonly error: string } | number | Uint8Array | null | RespReply[];

const CR = 13;

/**
 * Reads RESP replies out of a byte stream cut anywhere: `feed` takes each chunk as the socket gives
 * it and calls `onReply` once per whole reply, in order. An unfinished reply waits for its bytes;
 * a bulk string's length is known from its header, so a large one is joined once, when it is all
 * there, not re-read at every chunk.
 *
 * @param onReply - Called with each reply.
 * @returns The function to feed chunks to; it throws `RatebookError` `service_unavailable` on bytes
 *   that are not RESP (the connection is then of no use).
 * @example
 * const feed = respReader((reply) => console.log(reply));
 * feed(Buffer.from('*3\r\n$7\r\nmessage\r\n$2\r\nch\r\n$2')); // nothing yet
 * feed(Buffer.from('\r\nhi\r\n')); // [ 'message' bytes, 'ch' bytes, 'hi' bytes ]
 */
export function respReader(onReply: (reply: RespReply) => void): (chunk: Uint8Array) => void {
  let rest: Uint8Array[] = [];
  let restBytes = 0;
  // Bytes the unfinished reply needs at least before it is worth reading again.
  let need = 0;
  const fail = (): never => {
    throw new RatebookError('service_unavailable', 'The update channel answered bytes that are not RESP.');
  };
  // The reply at `at` and where it ends, or undefined when `buf` ends first (`need` then says how far it must reach).
  const read = (buf: Buffer, at: number): [RespReply, number] | undefined => {
    const line = buf.indexOf(CR, at);
    if (line < 0 || line + 1 >= buf.length) return void (need = buf.length + 1);
    const head = buf.toString('latin1', at + 1, line);
    const next = line + 2;
    const type = buf[at];
    if (type === 0x2b) return [head, next]; // +
    if (type === 0x2d) return [{ error: head }, next]; // -
    const n = Number(head);
    if (!Number.isSafeInteger(n)) fail();
    if (type === 0x3a) return [n, next]; // :
    if (n < -1) fail();
    if (n < 0) return [null, next];
    if (type === 0x24) {
      // $: the bytes and their CRLF
      if (buf.length < next + n + 2) return void (need = next + n + 2);
      return [buf.subarray(next, next + n), next + n + 2];
    }
    if (type !== 0x2a && type !== 0x3e) fail(); // * and > (RESP3 push)
    const items: RespReply[] = [];
    let end = next;
    for (let i = 0; i < n; i++) {
      const item = read(buf, end);
      if (!item) return;
      items.push(item[0]);
      end = item[1];
    }
    return [items, end];
  };
  return (chunk) => {
    rest.push(chunk);
    restBytes += chunk.length;
    if (restBytes < need) return;
    const buf = rest.length === 1 ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length) : Buffer.concat(rest, restBytes);
    let at = 0;
    for (;;) {
      const reply = at < buf.length ? read(buf, at) : undefined;
      if (!reply) break;
      at = reply[1];
      onReply(reply[0]);
    }
    rest = at < buf.length ? [buf.subarray(at)] : [];
    restBytes = buf.length - at;
    need = at < buf.length ? need - at : 0;
  };
}
