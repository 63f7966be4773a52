import { datasetFile } from '../../src/live/store/datasetFile.js';
import { signedText } from '../../src/live/sign/signedText.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { Dataset } from '../../src/types.js';

/** Test keys: an HMAC secret, and an Ed25519 pair (raw base64 as `ed25519:` strings, and as JWK). */
export const SECRET = 'a-shared-secret-of-at-least-32-bytes';
export const OTHER_SECRET = 'another-secret-of-at-least-32-bytes!';

/** A fresh Ed25519 pair in the option formats: `ed25519:` raw base64 of the seed and of the public key, and the JWKs. */
export async function ed25519Pair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const b64 = (text: string) => Buffer.from(text, 'base64url').toString('base64');
  return { signing: `ed25519:${b64(jwk.d!)}`, verify: `ed25519:${b64(jwk.x!)}`, jwk, publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x! } };
}

/** `text` signed with an HMAC secret, as a leader with `signingKey: secret` writes it. */
export async function hmacSigned(text: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return signedText(text, { alg: 'HMAC-SHA-256', key: async () => key });
}

/**
 * A valid dataset that extends `base` by one snapshot on `date` (a copy of its newest row), with
 * `code` multiplied by `factor`: the poisoned value an attacker writes to a store (EUR ×1000).
 */
export function extendedText(base: Dataset, date: string, changes: Record<string, number> = {}): string {
  const file = datasetFile(base);
  const last = file.snapshots.at(-1)!;
  const rates = last.rates.map((r, i) => {
    const factor = changes[base.codes[i]!];
    return factor === undefined || r === null ? r : Number(r) * factor;
  });
  file.snapshots.push({ date, updated_at: `${date}T00:00:00Z`, rates });
  return JSON.stringify(file);
}

/** A store in memory (what a file or Redis holds), with the texts written to it. */
export function memoryStore(initial?: string): DatasetStore & { text: string | undefined; writes: string[] } {
  const store = {
    text: initial,
    writes: [] as string[],
    read: async () => store.text,
    write: async (text: string) => {
      store.text = text;
      store.writes.push(text);
    },
  };
  return store;
}
