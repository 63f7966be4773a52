import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/hash/sha256.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const webCrypto = async (text: string) => hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

describe('sha256', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(hex(sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  describe('properties', () => {
    it('equals Web Crypto SHA-256 on any text, across block boundaries', async () => {
      const text = fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 0, max: 300 }).map((n) => 'k'.repeat(n)),
      );
      await fc.assert(
        fc.asyncProperty(text, async (t) => {
          expect(hex(sha256(t))).toBe(await webCrypto(t));
        }),
        { numRuns: 2000 },
      );
    });
  });
});
