import { DEFAULT_STORE_MAX_BYTES, type DatasetStore, type DatasetStoreTraits } from '../contracts/datasetStore.js';
import { loadDataset } from '../dataset/loadDataset.js';
import { compareVersions, datasetVersion, sameSeries, type DatasetVersion } from '../dataset/version.js';
import { fail, RatebookError } from '../errors.js';
import type { KvNamespaceLike } from './bindings.js';

/** Options of `kvDatasetStore`. */
export interface KvDatasetStoreOptions {
  /** The key of the dataset's text; its version lives at `<key>:version`, the adopted record at `<key>:adopted`. Default `ratebook:dataset`. */
  readonly key?: string;
  /** Byte cap of the stored dataset; a larger one is refused unread (its version names its size). Default 16 MiB. */
  readonly maxBytes?: number;
  /** An isolate's store: it reads and never writes (neither the dataset nor the record); the scheduled round's store writes. */
  readonly readOnly?: boolean;
  /** Seconds KV may serve a read from its edge cache (KV's `cacheTtl`, at least 30); default none. */
  readonly cacheTtl?: number;
}

/** The version beside the dataset: what `compareVersions` compares, and the text's size. */
interface StoredVersion extends DatasetVersion {
  readonly bytes: number;
}

function versionOf(text: string | null): StoredVersion | undefined {
  if (text === null) return undefined;
  try {
    const v = JSON.parse(text) as Partial<StoredVersion>;
    if (
      typeof v.format === 'string' &&
      typeof v.catalog === 'string' &&
      typeof v.date === 'string' &&
      Number.isFinite(v.capturedAt) &&
      Number.isFinite(v.bytes)
    )
      return v as StoredVersion;
  } catch {
    // Not a version: read as if there were none (the text is validated anyway).
  }
  return undefined;
}

/**
 * A `DatasetStore` on a Workers KV namespace: the dataset file's text under `key`, and beside it its
 * version with its size (`<key>:version`), so that an isolate checking for a new dataset reads a few
 * bytes (`readChanged`) and moves the text only when it can change what it serves, and a text over
 * `maxBytes` is refused unread. KV has no compare-and-set, and needs none: the one writer is the
 * scheduled round (Cron Triggers run one invocation a schedule), which writes only a dataset built on
 * what it read and verified from KV in the same round (`adoptStored` of ratebook/live). So the store
 * writes only after a read that succeeded: a round that could not read KV never writes over what it
 * did not see. It does not trust the stored version to decide (a writer with KV access alone could
 * then block every later write with a version from 2099): what is stored is replaced. The text goes
 * before its version, so a version names a text already written; readers validate what they read
 * anyway (signature, no rollback, the jump checks). Values are never deleted.
 *
 * @param kv - The KV namespace binding (`env.RATEBOOK_DATA`).
 * @param options - `key`, `maxBytes`, `readOnly`, `cacheTtl`.
 * @returns The store, with `readChanged` and the adopted record.
 * @example
 * const store = kvDatasetStore(env.RATEBOOK_DATA, { readOnly: true });
 */
export function kvDatasetStore(kv: KvNamespaceLike, options: KvDatasetStoreOptions = {}): DatasetStore & DatasetStoreTraits {
  const key = options.key ?? 'ratebook:dataset';
  const maxBytes = options.maxBytes ?? DEFAULT_STORE_MAX_BYTES;
  const versionKey = `${key}:version`;
  const recordKey = `${key}:adopted`;
  const cached = options.cacheTtl === undefined ? undefined : { type: 'text' as const, cacheTtl: options.cacheTtl };
  const get = (name: string) => kv.get(name, cached);
  // Whether the last read of the version succeeded (the writer writes only after one).
  let seen = false;
  const readVersion = async () => {
    seen = false;
    const version = versionOf(await get(versionKey));
    seen = true;
    return version;
  };

  async function readText(version: StoredVersion | undefined): Promise<string | undefined> {
    if (version && version.bytes > maxBytes)
      throw new RatebookError('invalid_dataset', `The dataset in KV at "${key}" is ${version.bytes} bytes, over the cap of ${maxBytes}; refused unread.`);
    const text = await get(key);
    if (text === null) return undefined;
    // A text written without its version (by hand), or larger than its version says.
    if (text.length > maxBytes)
      throw new RatebookError('invalid_dataset', `The dataset in KV at "${key}" is over the cap of ${maxBytes} bytes; refused, left in place.`);
    return text;
  }

  const store: DatasetStore & DatasetStoreTraits = {
    readOnly: options.readOnly === true,
    async read() {
      return readText(await readVersion());
    },
    async readChanged(known) {
      const version = await readVersion();
      if (version && sameSeries(version, known)) {
        const order = compareVersions(version, known);
        if (order === 0) return 'same';
        if (order < 0) return 'older';
      }
      return readText(version);
    },
    async write(text, given) {
      if (options.readOnly) fail('invalid_parameter', "This KV store is an isolate's: only the scheduled round writes the dataset.", 'store');
      if (!seen) fail('invalid_dataset', `KV key "${key}" could not be read before this write; not written over unseen.`);
      const version = given ?? datasetVersion(loadDataset(text));
      await kv.put(key, text);
      const bytes = new TextEncoder().encode(text).byteLength;
      await kv.put(versionKey, JSON.stringify({ format: version.format, catalog: version.catalog, date: version.date, capturedAt: version.capturedAt, bytes }));
    },
    async readRecord() {
      return (await get(recordKey)) ?? undefined;
    },
  };
  // The record moves forward because its one writer's does (recordAdopted writes only a newer verified head).
  if (!options.readOnly) store.writeRecord = (text) => kv.put(recordKey, text);
  return store;
}
