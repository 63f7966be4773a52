import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { compareVersions, headVersionUnverified, sameSeries, type DatasetVersion } from '../dataset/version.js';
import { fail, RatebookError } from '../errors.js';
import { DEFAULT_STORE_MAX_BYTES, type DatasetStore } from '../contracts/datasetStore.js';

/** The file operations `fileDatasetStore` uses; `node:fs/promises` by default, replaceable in tests. */
export interface FileStoreFs {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  stat(path: string): Promise<{ size: number }>;
  open(path: string, flags: string): Promise<{ writeFile(data: string): Promise<void>; sync(): Promise<void>; close(): Promise<void> }>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

/** Options of `fileDatasetStore`. */
export interface FileDatasetStoreOptions {
  /** File operations; default `node:fs/promises`. */
  readonly fs?: FileStoreFs;
  /** Byte cap of the file; a larger one is refused unread (its size is read first). Default 16 MiB. */
  readonly maxBytes?: number;
}

let sequence = 0;

/**
 * A `DatasetStore` in one file, for a live dataset that should come back after a restart with the
 * newest good data it had. Writes are atomic: the text goes to a temporary file in the same
 * directory, which is flushed (fsync), renamed over the file, and the directory flushed, so a
 * crash at any moment leaves either the old file or the new one, never a torn one. A file over
 * `maxBytes` is refused before it is read; what `read` returns is validated by the live dataset,
 * which reports a bad file, one from the future or of another catalogue, and ignores it. A write of a
 * version no newer than the last one this store wrote (`compareVersions`) is skipped.
 *
 * @param path - The dataset file; its directory must exist.
 * @param options - `{ maxBytes }`, and `{ fs }` for tests.
 * @returns The store.
 * @example
 * const live = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()], store: fileDatasetStore('/var/lib/ratebook/live.json') });
 */
export function fileDatasetStore(path: string, options: FileDatasetStoreOptions = {}): DatasetStore {
  const fs: FileStoreFs = options.fs ?? (nodeFs as unknown as FileStoreFs);
  const maxBytes = options.maxBytes ?? DEFAULT_STORE_MAX_BYTES;
  if (!Number.isInteger(maxBytes) || maxBytes < 1) fail('invalid_parameter', 'Option maxBytes must be a positive integer.', 'maxBytes');
  let written: DatasetVersion | undefined;
  let writtenText: string | undefined;
  // The record of the newest signed version adopted lives beside the file, as `<file>.adopted`.
  async function readRecord(): Promise<string | undefined> {
    try {
      const text = await fs.readFile(`${path}.adopted`, 'utf8');
      return text.length > 4096 ? undefined : text;
    } catch (error) {
      if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') return undefined;
      throw error;
    }
  }
  return {
    async read() {
      try {
        const { size } = await fs.stat(path);
        if (size > maxBytes) throw new RatebookError('invalid_dataset', `${basename(path)} is ${size} bytes, over the cap of ${maxBytes}; refused unread.`);
        return await fs.readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(text, version) {
      // An older version is never written; the same version is, when its text differs (a round that
      // withheld every value still moves the curation state the text carries), but not the very text.
      if (version && written && sameSeries(version, written)) {
        const order = compareVersions(version, written);
        if (order < 0 || (order === 0 && text === writtenText)) return;
      }
      await writeAtomically(fs, path, text);
      if (version) {
        written = version;
        writtenText = text;
      }
    },
    readRecord,
    // Only a newer record replaces the one there (temporary file, then rename): a slow instance
    // that verified an older head cannot set the record back.
    async writeRecord(text) {
      const next = headVersionUnverified(text);
      const there = await readRecord().catch(() => undefined);
      const kept = there === undefined ? undefined : headVersionUnverified(there);
      if (next && kept && sameSeries(next, kept) && compareVersions(next, kept) <= 0) return;
      await writeAtomically(fs, `${path}.adopted`, text);
    },
  };
}

/** Writes a file so that a crash leaves the old one or the new one, never a torn one: a temporary file, fsync, rename. */
async function writeAtomically(fs: FileStoreFs, path: string, text: string): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${++sequence}.tmp`);
  try {
    const file = await fs.open(temporary, 'w');
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temporary, path);
  } catch (error) {
    await fs.unlink(temporary).catch(() => {});
    throw error;
  }
  await syncDirectory(fs, dirname(path));
}

// The rename itself lives in the directory; flushing it makes the new name survive a power cut.
// Some systems (Windows) cannot open a directory; the rename is then as durable as they make it.
async function syncDirectory(fs: FileStoreFs, directory: string): Promise<void> {
  let handle;
  try {
    handle = await fs.open(directory, 'r');
    await handle.sync();
  } catch {
    // See above.
  } finally {
    await handle?.close().catch(() => {});
  }
}
