import type { DatasetVersion } from '../../dataset/version.js';
import { signatureFault, signedText, type DatasetSigner } from './signedText.js';

/**
 * The signed head of a dataset version: `{"format","catalog","date","capturedAt","signature"}`,
 * signed by the key that signs the dataset file. It travels inside the stored file (its `head`
 * member) and is what an instance with the verify key keeps beside its store as the newest version
 * it adopted: small, and unforgeable without the signing key (as TUF's timestamp role).
 *
 * @param version - The dataset's version.
 * @param signer - The signing key.
 * @returns The signed head, JSON text.
 * @example
 * const head = await signedHead(datasetVersion(dataset), signer);
 */
export function signedHead(version: DatasetVersion, signer: DatasetSigner): Promise<string> {
  const { format, catalog, date, capturedAt } = version;
  return signedText(JSON.stringify({ format, catalog, date, capturedAt }), signer);
}

/**
 * The version a signed head names, when the verify key verifies it.
 *
 * @param text - A signed head (`signedHead`), as stored or as re-serialised from a parsed file.
 * @param verifier - The verify key.
 * @returns The version, or undefined when the head does not verify or is not a head.
 * @example
 * const floor = await headVersion(await store.readRecord(), verifier);
 */
export async function headVersion(text: string, verifier: DatasetSigner): Promise<DatasetVersion | undefined> {
  if (text.length > 4096 || (await signatureFault(text, verifier))) return undefined;
  const head = JSON.parse(text) as Partial<DatasetVersion>;
  const { format, catalog, date, capturedAt } = head;
  if (typeof format !== 'string' || typeof catalog !== 'string' || typeof date !== 'string' || typeof capturedAt !== 'number') return undefined;
  return { format, catalog, date: date as DatasetVersion['date'], capturedAt };
}
