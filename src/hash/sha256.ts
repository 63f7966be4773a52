// The SHA-256 round constants and initial state (FIPS 180-4, 4.2.2 and 5.3.3).
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

// One message schedule reused by every call: the function is synchronous, so calls never overlap.
const W = new Uint32Array(64);
const encoder = new TextEncoder();

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/**
 * The SHA-256 digest of a text's UTF-8 bytes, computed synchronously in plain JavaScript.
 * Web Crypto's `subtle.digest` gives the same bytes but is asynchronous and, in Node, a thread-pool
 * round trip of some 15 µs, about the cost of a whole request; this takes about 1 µs for a key,
 * runs the same in every runtime, and its time depends on the length of the input only.
 *
 * @param text - The text to hash.
 * @returns The 32-byte digest.
 * @example
 * sha256('abc') // Uint8Array [0xba, 0x78, 0x16, 0xbf, ...]
 */
export function sha256(text: string): Uint8Array {
  return sha256Bytes(utf8(text));
}

/**
 * The SHA-256 digest of bytes as they are (a document as an importer was given it), as `sha256`
 * computes that of a text.
 *
 * @param bytes - The bytes to hash.
 * @returns The 32-byte digest.
 * @example
 * sha256Bytes(new Uint8Array([0x61, 0x62, 0x63])) // the digest of "abc"
 */
export function sha256Bytes(bytes: Uint8Array): Uint8Array {
  const length = bytes.length;
  const padded = new Uint8Array(((length + 9 + 63) >>> 6) << 6);
  padded.set(bytes);
  padded[length] = 0x80;
  const bits = length * 8;
  const end = padded.length;
  const high = Math.floor(bits / 0x100000000);
  padded[end - 8] = high >>> 24;
  padded[end - 7] = high >>> 16;
  padded[end - 6] = high >>> 8;
  padded[end - 5] = high;
  padded[end - 4] = bits >>> 24;
  padded[end - 3] = bits >>> 16;
  padded[end - 2] = bits >>> 8;
  padded[end - 1] = bits;
  const H = Int32Array.from(H0);
  for (let offset = 0; offset < end; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const o = offset + i * 4;
      W[i] = (padded[o]! << 24) | (padded[o + 1]! << 16) | (padded[o + 2]! << 8) | padded[o + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const w15 = W[i - 15]!;
      const w2 = W[i - 2]!;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      W[i] = W[i - 16]! + s0 + W[i - 7]! + s1;
    }
    let a = H[0]!;
    let b = H[1]!;
    let c = H[2]!;
    let d = H[3]!;
    let e = H[4]!;
    let f = H[5]!;
    let g = H[6]!;
    let h = H[7]!;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    H[0] = H[0]! + a;
    H[1] = H[1]! + b;
    H[2] = H[2]! + c;
    H[3] = H[3]! + d;
    H[4] = H[4]! + e;
    H[5] = H[5]! + f;
    H[6] = H[6]! + g;
    H[7] = H[7]! + h;
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const word = H[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
  return out;
}

/** UTF-8 bytes of a text; an ASCII text (every key) is copied without an encoder. */
function utf8(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return encoder.encode(text);
    bytes[i] = c;
  }
  return bytes;
}
