import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { respReader, type RespReply } from '../../src/redis/respReader.js';
import { RatebookError } from '../../src/errors.js';

// The update channel's reader takes chunks as a socket cuts them (anywhere: inside a header, a
// length, a payload, between CR and LF). The law: any chunking of a byte stream gives the same
// replies, in order, as the whole stream at once, and those are the replies written.

type Written =
  | { kind: 'simple'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'int'; n: number }
  | { kind: 'bulk'; bytes: Uint8Array }
  | { kind: 'null' };

const line = fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ''));
const atom: fc.Arbitrary<Written> = fc.oneof(
  line.map((text) => ({ kind: 'simple' as const, text })),
  line.map((text) => ({ kind: 'error' as const, text })),
  fc.integer().map((n) => ({ kind: 'int' as const, n })),
  // Payloads with CR, LF and CRLF inside: a bulk string is read by its length, never by its lines.
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ kind: 'bulk' as const, bytes })),
  fc.constant({ kind: 'null' as const }),
);
/** A reply: an atom, or an array (`*`, or RESP3's push `>`) of atoms, as a message is. */
const reply = fc.oneof(
  atom.map((a) => ({ array: undefined, items: [a] })),
  fc.record({ array: fc.constantFrom('*', '>'), items: fc.array(atom, { maxLength: 5 }) }),
);

function encode(a: Written): Buffer {
  if (a.kind === 'simple') return Buffer.from(`+${a.text}\r\n`);
  if (a.kind === 'error') return Buffer.from(`-${a.text}\r\n`);
  if (a.kind === 'int') return Buffer.from(`:${a.n}\r\n`);
  if (a.kind === 'null') return Buffer.from('$-1\r\n');
  return Buffer.concat([Buffer.from(`$${a.bytes.length}\r\n`), a.bytes, Buffer.from('\r\n')]);
}
function expected(a: Written): RespReply {
  if (a.kind === 'simple') return a.text;
  if (a.kind === 'error') return { error: a.text };
  if (a.kind === 'int') return a.n;
  if (a.kind === 'null') return null;
  return Buffer.from(a.bytes);
}

/** Everything the reader gives for `chunks`, bulk strings as Buffers for comparing. */
function readAll(chunks: readonly Uint8Array[]): RespReply[] {
  const out: RespReply[] = [];
  const norm = (r: RespReply): RespReply => (Array.isArray(r) ? r.map(norm) : r instanceof Uint8Array ? Buffer.from(r) : r);
  const feed = respReader((r) => out.push(norm(r)));
  for (const chunk of chunks) feed(chunk);
  return out;
}

/** `bytes` cut at `cuts` (positions, any order, repeats allowed). */
function cut(bytes: Buffer, cuts: readonly number[]): Buffer[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const c of [...at, bytes.length]) {
    parts.push(bytes.subarray(from, c));
    from = c;
  }
  return parts;
}

describe('respReader', () => {
  it('gives the replies written, whatever the chunking of the stream', () => {
    fc.assert(
      fc.property(fc.array(reply, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 40 }), (replies, cuts) => {
        const stream = Buffer.concat(
          replies.map(({ array, items }) => (array ? Buffer.concat([Buffer.from(`${array}${items.length}\r\n`), ...items.map(encode)]) : encode(items[0]!))),
        );
        const written = replies.map(({ array, items }) => (array ? items.map(expected) : expected(items[0]!)));
        expect(readAll([stream])).toEqual(written);
        expect(readAll(cut(stream, cuts))).toEqual(written);
        // Byte by byte, the worst cut.
        expect(readAll([...stream].map((b) => Uint8Array.of(b)))).toEqual(written);
      }),
      { numRuns: 200 },
    );
  });

  it('joins a large message once it is all there, from chunks of a socket read', () => {
    const payload = Buffer.alloc(1 << 20, 120);
    const stream = Buffer.concat([Buffer.from(`*3\r\n$7\r\nmessage\r\n$2\r\nch\r\n$${payload.length}\r\n`), payload, Buffer.from('\r\n:7\r\n')]);
    const chunks = cut(
      stream,
      Array.from({ length: 20 }, (_, i) => i * 65_536 + 3),
    );
    // Its length is in its header: the chunks wait until all its bytes are there, then are joined once
    // (not joined and re-read at each of the 17 chunks, 17 copies of up to 1 MiB).
    const concat = vi.spyOn(Buffer, 'concat');
    try {
      expect(readAll(chunks)).toEqual([[Buffer.from('message'), Buffer.from('ch'), payload], 7]);
      expect(concat.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      concat.mockRestore();
    }
  });

  it('refuses bytes that are not RESP', () => {
    for (const bad of ['?x\r\n', '$abc\r\n', '*-5\r\n', '$1.5\r\n']) {
      const feed = respReader(() => {});
      expect(() => feed(Buffer.from(bad)), bad).toThrow(RatebookError);
    }
  });
});
