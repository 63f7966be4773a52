import { RatebookError, fail } from '../../errors.js';
import type { Command } from '../args/command.js';
import { DATA } from '../args/globalOptions.js';
import { storeKeys, unsignedOrSigned } from '../feeds/storeKeys.js';
import { writeDatasetFile } from './writeDatasetFile.js';

/** `--signing-key` checked as `RATEBOOK_SIGNING_KEY` is, naming the option (never quoting the key). */
async function signingKeyOption(key: string | undefined): Promise<string | undefined> {
  if (key === undefined) return undefined;
  const { keySpec } = await import('../../live/sign/datasetKey.js');
  try {
    keySpec(key, 'sign', '--signing-key');
  } catch (error) {
    if (error instanceof RatebookError) fail('invalid_parameter', error.message.replace('Option --signing-key', 'The option --signing-key'), 'signing-key');
    throw error;
  }
  return key;
}

/**
 * `ratebook publish --out <file> [--data <file>] [--signing-key <key>]`: writes the dataset (the
 * embedded one, or `--data`) as a live dataset stores it, for any HTTP origin to serve to followers
 * (`httpDatasetStore` of ratebook/live): the dataset file with the curation state a `--data` file
 * carries, signed with `--signing-key` (or `RATEBOOK_SIGNING_KEY`) when one is given, written
 * atomically. With `RATEBOOK_VERIFY_KEY`, a `--data` file it does not verify is refused and nothing
 * is written.
 */
export const publishEntry: Command = {
  words: ['publish'],
  args: [],
  options: [
    { name: 'out', type: 'string', value: 'dataset.json', required: true, description: 'the dataset file to write' },
    DATA,
    {
      name: 'signing-key',
      type: 'string',
      value: 'KEY',
      description: 'sign the file (a DatasetKey: "ed25519:" and base64 of the private key, a JSON Web Key, or an HMAC secret); default RATEBOOK_SIGNING_KEY',
    },
  ],
  summary: 'write the dataset as a (signed) file for an HTTP origin that followers read',
  details: [
    'The file is what a live dataset stores: the dataset with the curation state of a --data file, signed when a key is given;',
    'serve it with ETags from any web server, and follow it with httpDatasetStore({ url, verifyKey }) of ratebook/live.',
    'Example: ratebook publish --out dataset.json',
  ].join('\n'),
  async run({ input, dataset, print }) {
    const out = input.string('out')!;
    const keys = storeKeys();
    const signingKey = (await signingKeyOption(input.string('signing-key'))) ?? keys.signingKey;
    const data = input.string('data');
    const loaded = await dataset();
    const [{ storedText }, { parseDatasetText }, { checkStoredMembers }] = await Promise.all([
      import('../../live/store/storedText.js'),
      import('../../dataset/loadDataset.js'),
      import('../../live/store/checkStoredMembers.js'),
    ]);
    let curation;
    if (data !== undefined) {
      const text = await (await import('node:fs/promises')).readFile(data, 'utf8');
      if (keys.verifyKey) await verifyData(data, text, keys.verifyKey);
      // loadDataset leaves the stored members to their reader: a bad curation state is refused here.
      curation = checkStoredMembers(parseDatasetText(text)).curation;
    }
    const text = await unsignedOrSigned(
      storedText(loaded, undefined, curation),
      signingKey,
      signingKey === keys.signingKey ? 'RATEBOOK_SIGNING_KEY' : '--signing-key',
    );
    await writeDatasetFile(out, text);
    const newest = loaded.snapshots[loaded.snapshots.length - 1]!;
    print(
      `wrote ${out}: ${loaded.snapshots.length} snapshots, newest ${newest.date} (updated ${newest.updatedAt})${curation ? ', with its curation state' : ''}, ${signingKey ? 'signed' : 'unsigned'}`,
    );
  },
};

/** Refuses a `--data` file that `RATEBOOK_VERIFY_KEY` does not verify (as `fetch` and a live store do). */
async function verifyData(file: string, text: string, verifyKey: string): Promise<void> {
  const [{ keySpec, importDatasetKey }, { signatureFault }] = await Promise.all([
    import('../../live/sign/datasetKey.js'),
    import('../../live/sign/signedText.js'),
  ]);
  const spec = keySpec(verifyKey, 'verify', 'RATEBOOK_VERIFY_KEY');
  const fault = await signatureFault(text, { alg: spec.alg, key: () => importDatasetKey(spec, 'verify') });
  if (fault)
    fail(
      'invalid_dataset',
      `${file} is refused (signature: ${fault === 'unsigned' ? 'it carries none' : 'RATEBOOK_VERIFY_KEY does not verify it'}); nothing written`,
      'data',
    );
}
