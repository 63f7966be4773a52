import { RatebookError, fail } from '../../errors.js';
import { keySpec } from '../../live/sign/datasetKey.js';

/** The signing and verify keys of a live dataset's store, as `createLiveDataset` takes them. */
export interface StoreKeys {
  readonly signingKey?: string;
  readonly verifyKey?: string;
}

/**
 * The store keys of `serve --live` and `fetch` from the environment: `RATEBOOK_SIGNING_KEY` signs
 * every dataset written, `RATEBOOK_VERIFY_KEY` admits only datasets it verifies (formats: see
 * `DatasetKey` of ratebook/live: `ed25519:` and base64, a JSON Web Key as JSON, or an HMAC secret of
 * at least 32 bytes). An empty variable counts as unset; a malformed one fails at start-up, naming it
 * (never quoting it).
 *
 * @param env - The environment; default `process.env`.
 * @returns The keys that are set.
 * @example
 * createLiveDataset({ initial, sources, store, ...storeKeys() });
 */
export function storeKeys(env: Readonly<Record<string, string | undefined>> = process.env): StoreKeys {
  const read = (name: string, use: 'sign' | 'verify') => {
    const value = env[name] || undefined;
    if (value === undefined) return undefined;
    try {
      keySpec(value, use, name);
    } catch (error) {
      if (error instanceof RatebookError) fail('invalid_parameter', error.message.replace(`Option ${name}`, `The environment variable ${name}`), name);
      throw error;
    }
    return value;
  };
  const signingKey = read('RATEBOOK_SIGNING_KEY', 'sign');
  const verifyKey = read('RATEBOOK_VERIFY_KEY', 'verify');
  return { ...(signingKey ? { signingKey } : {}), ...(verifyKey ? { verifyKey } : {}) };
}

/**
 * A dataset file's text, signed when there is a signing key (as a live round signs its store's
 * text, with the signed head of its version inside, so that followers with the verify key refuse an
 * older one: no rollback); the signing modules are loaded only then.
 *
 * @param text - The dataset file's JSON text, unsigned (an object: it ends with `}`).
 * @param signingKey - The key (checked by `storeKeys` or the caller), or undefined.
 * @param name - What the key is called in an error (the variable or the option).
 * @returns The text, with its head and its signature as the last members when there is a key.
 * @example
 * await writeDatasetFile(out, await unsignedOrSigned(text, storeKeys().signingKey));
 */
export async function unsignedOrSigned(text: string, signingKey: string | undefined, name = 'RATEBOOK_SIGNING_KEY'): Promise<string> {
  if (signingKey === undefined) return text;
  const [{ importDatasetKey }, { signedText }, { signedHead }, { loadDataset }, { datasetVersion }] = await Promise.all([
    import('../../live/sign/datasetKey.js'),
    import('../../live/sign/signedText.js'),
    import('../../live/sign/versionRecord.js'),
    import('../../dataset/loadDataset.js'),
    import('../../dataset/version.js'),
  ]);
  const spec = keySpec(signingKey, 'sign', name);
  const signer = { alg: spec.alg, key: () => importDatasetKey(spec, 'sign') };
  const head = await signedHead(datasetVersion(loadDataset(text)), signer);
  return signedText(`${text.trimEnd().slice(0, -1)},"head":${head}}`, signer);
}
