import { expect } from 'vitest';
import { RatebookError } from '../../src/index.js';

/**
 * Runs an import that must fail and returns its message after checking that it is an
 * `invalid_feed` RatebookError. Tests then check the location the message leads with, which is
 * the importers' contract (`line 812, column JPY: ...`), not the wording after it.
 */
export async function feedError(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('invalid_feed');
    return (error as RatebookError).message;
  }
  throw new Error('expected an invalid_feed error');
}

/** `size` bytes of printable ASCII noise (a fast xorshift, so the tests do not wait on a CSPRNG). */
export function garbageText(size: number): string {
  const bytes = garbageBytes(size);
  for (let i = 0; i < bytes.length; i++) bytes[i] = 32 + (bytes[i]! % 95);
  return new TextDecoder('latin1').decode(bytes);
}

/** `size` random bytes. */
export function garbageBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  const words = new Uint32Array(out.buffer, 0, size >>> 2);
  let x = 2463534242;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return out;
}
