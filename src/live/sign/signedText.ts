import type { KeySpec } from './datasetKey.js';

/** A signing or verifying key, imported, with its algorithm. */
export interface DatasetSigner {
  readonly alg: KeySpec['alg'];
  readonly key: () => Promise<CryptoKey>;
}

/** Why a stored text was refused: it carries no signature, or one that does not verify with the key. */
export type SignatureFault = 'unsigned' | 'mismatch' | 'invalid';

// The signature is the file's last member, written in exactly this form, so the signed text is found
// without parsing: everything before it, closed by the `}` after it.
const TAIL = /,"signature":\{"alg":"(HMAC-SHA-256|Ed25519)","value":"([A-Za-z0-9_-]{16,200})"\}\}\s*$/;
const MEMBER = ',"signature":';
const webName = (alg: KeySpec['alg']) => (alg === 'Ed25519' ? 'Ed25519' : 'HMAC');

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Signs a dataset file's text: appends the member `"signature":{"alg":…,"value":…}` (base64url) as
 * its last member, over the UTF-8 bytes of `text` exactly as given. The file stays a dataset file
 * (`loadDataset` and `--data` read it, and ignore the signature); removing the member gives back the
 * signed text byte for byte (up to its closing brace), so any WebCrypto or OpenSSL can check it.
 *
 * @param text - A dataset file's JSON text, one object, ending with `}` (no signature yet).
 * @param signer - The signing key and its algorithm.
 * @returns The signed text.
 * @example
 * const stored = await signedText(text, { alg: 'HMAC-SHA-256', key: async () => hmacKey });
 */
export async function signedText(text: string, signer: DatasetSigner): Promise<string> {
  // What follows the closing brace (a newline) is not signed, and not kept.
  const body = text.slice(0, text.lastIndexOf('}') + 1);
  const signature = await crypto.subtle.sign(webName(signer.alg), await signer.key(), new TextEncoder().encode(body));
  return `${body.slice(0, -1)}${MEMBER}{"alg":"${signer.alg}","value":"${base64url(signature)}"}}`;
}

/**
 * Checks a stored text's signature with the verify key: the last member must be a signature of the
 * key's algorithm over the text before it (closed by `}`).
 *
 * @param text - The stored text.
 * @param verifier - The verify key and its algorithm.
 * @returns undefined when it verifies, else why not: `unsigned`, `mismatch` (another algorithm), `invalid`.
 * @example
 * if (await signatureFault(text, verifier)) refuse();
 */
export async function signatureFault(text: string, verifier: DatasetSigner): Promise<SignatureFault | undefined> {
  const match = TAIL.exec(text);
  if (!match) return 'unsigned';
  if (match[1] !== verifier.alg) return 'mismatch';
  const signed = `${text.slice(0, match.index)}}`;
  const ok = await crypto.subtle.verify(webName(verifier.alg), await verifier.key(), fromBase64url(match[2]!), new TextEncoder().encode(signed));
  return ok ? undefined : 'invalid';
}
