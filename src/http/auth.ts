import { RatebookError } from '../errors.js';
import { sha256 } from '../hash/sha256.js';

/** Authentication by a fixed list of live keys. */
export interface KeysAuthOptions {
  /** The accepted keys; each starts with the prefix. */
  readonly keys: readonly string[];
  /** The live-key prefix; default `live_`. */
  readonly prefix?: string;
}

/** Authentication by a function of yours (a database lookup, a key service). */
export interface VerifyAuthOptions {
  /** Resolves true for a key you accept; it only ever sees keys with the prefix. Compare in constant time. */
  readonly verify: (key: string) => boolean | Promise<boolean>;
  /** The live-key prefix; default `live_`. */
  readonly prefix?: string;
}

/** How the handler authenticates: a key list, a verifier, or `false` for in-process use behind your own auth. */
export type AuthOptions = KeysAuthOptions | VerifyAuthOptions | false;

/**
 * Checks an Authorization header: the key's identity, or a throw of `missing_api_key` / `invalid_api_key`.
 * Synchronous for a key list, a promise when a verifier decides.
 */
export type Authenticator = (header: string | null) => string | Promise<string>;

/** Longest key looked at; longer ones are refused before hashing, so a huge header costs nothing. */
export const MAX_KEY_LENGTH = 1024;

const DEFAULT_PREFIX = 'live_';
const WHITESPACE = /\s/;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!];
  return out;
}

/**
 * Whether `digest` equals one of `known`, looking at every byte of every entry whatever they hold,
 * so the time taken says nothing about how close a guess came.
 */
function includesDigest(known: readonly Uint8Array[], digest: Uint8Array): boolean {
  let found = 0;
  for (const candidate of known) {
    let diff = 0;
    for (let i = 0; i < 32; i++) diff |= candidate[i]! ^ digest[i]!;
    // (diff - 1) >>> 31 is 1 exactly when diff is 0, without a branch on the secret.
    found |= ((diff - 1) >>> 31) & 1;
  }
  return found === 1;
}

function missing(): never {
  throw new RatebookError('missing_api_key', 'An API key is required: send the header Authorization: Bearer <key>.');
}

function invalid(detail: string): never {
  throw new RatebookError('invalid_api_key', detail);
}

/** The key in `Bearer <key>`, the scheme in any case and one or more spaces before the key (RFC 7235). */
function bearerKey(header: string | null): string {
  // Headers arrive trimmed, so an empty value is a header with no credentials at all.
  if (header === null || header === '') missing();
  const space = header.indexOf(' ');
  if (space !== 6 || header.slice(0, 6).toLowerCase() !== 'bearer') invalid('The Authorization header must use the Bearer scheme: Bearer <key>.');
  let start = space;
  while (header.charCodeAt(start) === 32) start++;
  const key = header.slice(start);
  if (key === '' || key.length > MAX_KEY_LENGTH || WHITESPACE.test(key)) invalid('The API key is not valid.');
  return key;
}

/**
 * Creates the function that checks a request's Authorization header. Listed keys are compared by
 * SHA-256 digest in constant time against digests computed once, here. The identity it returns is
 * the key's hex digest (for the rate limiter, so no store ever holds a key), or `''` when
 * `withIdentity` is false.
 *
 * @param auth - A key list or a verifier, already validated.
 * @param withIdentity - Whether callers need the identity (rate limiting is on).
 * @returns The authenticator.
 * @example
 * const check = createAuthenticator({ keys: ['live_abc'] }, false);
 * check('Bearer live_abc'); // the digest; check('Bearer live_x') throws invalid_api_key
 */
export function createAuthenticator(auth: KeysAuthOptions | VerifyAuthOptions, withIdentity: boolean): Authenticator {
  const prefix = auth.prefix ?? DEFAULT_PREFIX;
  const prefixed = (header: string | null): string => {
    const key = bearerKey(header);
    if (!key.startsWith(prefix)) invalid(`The API key is not valid: live keys start with "${prefix}".`);
    return key;
  };
  if ('keys' in auth) {
    const known = auth.keys.map(sha256);
    return (header) => {
      const digest = sha256(prefixed(header));
      if (!includesDigest(known, digest)) invalid('The API key is not valid.');
      return withIdentity ? hex(digest) : '';
    };
  }
  const { verify } = auth;
  return async (header) => {
    const key = prefixed(header);
    if ((await verify(key)) !== true) invalid('The API key is not valid.');
    return withIdentity ? hex(sha256(key)) : '';
  };
}

/** The WWW-Authenticate challenge for a 401 (RFC 6750): `invalid_token` when a key was sent but refused. */
export function challenge(code: 'missing_api_key' | 'invalid_api_key'): string {
  return code === 'missing_api_key' ? 'Bearer realm="ratebook"' : 'Bearer realm="ratebook", error="invalid_token"';
}
