import { fail } from '../../errors.js';

/**
 * A key that signs or verifies a stored dataset (options `signingKey` and `verifyKey` of
 * `createLiveDataset`, `RATEBOOK_SIGNING_KEY` and `RATEBOOK_VERIFY_KEY` of the CLI):
 * - a string `ed25519:` followed by base64 (or base64url) of the raw 32-byte key: the private key
 *   (the seed) to sign, the public key to verify; PKCS#8 (to sign) or SPKI (to verify) DER is taken too;
 * - a JSON Web Key, as an object or as JSON text: `{ kty: 'OKP', crv: 'Ed25519', d, x }` (to verify,
 *   `x` alone is enough; `d` is then ignored) or `{ kty: 'oct', k }` for HMAC-SHA-256;
 * - any other string: an HMAC-SHA-256 secret (its UTF-8 bytes, at least 32), the same on both sides;
 * - a WebCrypto `CryptoKey` (HMAC with SHA-256, or Ed25519) used as it is.
 */
export type DatasetKey = string | JsonWebKey | CryptoKey;

/** What a key is for: `sign` (a `signingKey`) or `verify` (a `verifyKey`). */
export type KeyUse = 'sign' | 'verify';

/** A key checked and ready for WebCrypto's `importKey` (or already a CryptoKey). */
export type KeySpec =
  | { readonly alg: 'HMAC-SHA-256' | 'Ed25519'; readonly key: CryptoKey }
  | { readonly alg: 'HMAC-SHA-256'; readonly format: 'raw' | 'jwk'; readonly data: Uint8Array | JsonWebKey }
  | { readonly alg: 'Ed25519'; readonly format: 'raw' | 'pkcs8' | 'spki' | 'jwk'; readonly data: Uint8Array | JsonWebKey };

// PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed (RFC 8410): WebCrypto
// imports a private Ed25519 key as PKCS#8 or JWK (with `x`), never as raw bytes.
const PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];
const MIN_SECRET_BYTES = 32;

/** Bytes of base64 or base64url text (padding optional); undefined when it is neither. */
export function base64Bytes(text: string): Uint8Array | undefined {
  const plain = text.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(plain) || plain.length % 4 === 1) return undefined;
  const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Checks a `signingKey` or `verifyKey` option when the live dataset is created, so a malformed key
 * fails at start-up (`invalid_parameter` naming the option), never at the first write or read.
 *
 * @param key - The option's value.
 * @param use - `sign` or `verify`.
 * @param param - The option's name, for the error.
 * @returns The key's algorithm and what WebCrypto imports.
 * @example
 * keySpec('ed25519:0JKP8o6MwLafkhsjhDZYPT0BSctszCEyqC0SqDTyWm0', 'verify', 'verifyKey').alg // 'Ed25519'
 */
export function keySpec(key: DatasetKey, use: KeyUse, param: string): KeySpec {
  const bad = (why: string): never =>
    fail(
      'invalid_parameter',
      `Option ${param} ${why} (see DatasetKey: "ed25519:" and base64, a JSON Web Key, or an HMAC secret of at least ${MIN_SECRET_BYTES} bytes).`,
      param,
    );
  if (typeof CryptoKey !== 'undefined' && key instanceof CryptoKey) {
    const name = key.algorithm.name;
    if (name === 'Ed25519') return { alg: 'Ed25519', key };
    if (name === 'HMAC' && (key.algorithm as HmacKeyAlgorithm).hash?.name === 'SHA-256') return { alg: 'HMAC-SHA-256', key };
    return bad(`is a CryptoKey for ${name}, not Ed25519 or HMAC with SHA-256`);
  }
  if (typeof key === 'string') {
    const text = key.trim();
    if (text.startsWith('{')) {
      let jwk: unknown;
      try {
        jwk = JSON.parse(text);
      } catch {
        return bad('starts with "{" but is not JSON');
      }
      return jwkSpec(jwk, use, bad);
    }
    if (/^ed25519:/i.test(text)) {
      const bytes = base64Bytes(text.slice(8)) ?? bad('is not base64 after "ed25519:"');
      if (bytes.length === 32)
        return use === 'sign'
          ? { alg: 'Ed25519', format: 'pkcs8', data: Uint8Array.from([...PKCS8_PREFIX, ...bytes]) }
          : { alg: 'Ed25519', format: 'raw', data: bytes };
      if (use === 'sign' && bytes.length === 48) return { alg: 'Ed25519', format: 'pkcs8', data: bytes };
      if (use === 'verify' && bytes.length === 44) return { alg: 'Ed25519', format: 'spki', data: bytes };
      return bad(`holds ${bytes.length} bytes after "ed25519:": expected the raw 32-byte ${use === 'sign' ? 'private key' : 'public key'}`);
    }
    const secret = new TextEncoder().encode(key);
    if (secret.length < MIN_SECRET_BYTES) bad(`is an HMAC secret of ${secret.length} bytes; at least ${MIN_SECRET_BYTES} are needed`);
    return { alg: 'HMAC-SHA-256', format: 'raw', data: secret };
  }
  return jwkSpec(key, use, bad);
}

function jwkSpec(jwk: unknown, use: KeyUse, bad: (why: string) => never): KeySpec {
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) return bad('is neither a string, a JSON Web Key nor a CryptoKey');
  const { kty, crv, d, x, k } = jwk as JsonWebKey;
  if (kty === 'oct') {
    const bytes = typeof k === 'string' ? base64Bytes(k) : undefined;
    if (!bytes || bytes.length < MIN_SECRET_BYTES) return bad(`is an HMAC JSON Web Key whose "k" is not base64url of at least ${MIN_SECRET_BYTES} bytes`);
    return { alg: 'HMAC-SHA-256', format: 'raw', data: bytes };
  }
  if (kty === 'OKP' && crv === 'Ed25519') {
    if (typeof x !== 'string' || base64Bytes(x)?.length !== 32) return bad('is an Ed25519 JSON Web Key without a 32-byte "x"');
    if (use === 'verify') return { alg: 'Ed25519', format: 'jwk', data: { kty, crv, x } };
    if (typeof d !== 'string' || base64Bytes(d)?.length !== 32) return bad('is an Ed25519 JSON Web Key without the private "d" a signing key needs');
    return { alg: 'Ed25519', format: 'jwk', data: { kty, crv, d, x } };
  }
  return bad(`is a JSON Web Key of kty ${JSON.stringify(kty)}${crv ? ` crv ${JSON.stringify(crv)}` : ''}, not Ed25519 (OKP) or HMAC (oct)`);
}

/**
 * Imports a checked key through WebCrypto (`crypto.subtle`), for signing or verifying.
 *
 * @param spec - What `keySpec` returned.
 * @param use - `sign` or `verify`.
 * @returns The CryptoKey.
 * @example
 * const key = await importDatasetKey(keySpec(secret, 'sign', 'signingKey'), 'sign');
 */
export async function importDatasetKey(spec: KeySpec, use: KeyUse): Promise<CryptoKey> {
  if ('key' in spec) return spec.key;
  const algorithm = spec.alg === 'Ed25519' ? { name: 'Ed25519' } : { name: 'HMAC', hash: 'SHA-256' };
  if (spec.format === 'jwk') return crypto.subtle.importKey('jwk', spec.data as JsonWebKey, algorithm, false, [use]);
  return crypto.subtle.importKey(spec.format, spec.data as Uint8Array<ArrayBuffer>, algorithm, false, [use]);
}
