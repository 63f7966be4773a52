import { fail } from '../../errors.js';

/**
 * Writes the `--out` dataset file of `ratebook import` and `ratebook fetch`, whole or not at all:
 * through fileDatasetStore, whose write goes to a temporary file that is flushed and renamed into
 * place. A file that cannot be written is `invalid_parameter` naming `out` and the system's code.
 *
 * @param out - The path given with `--out`.
 * @param file - The dataset file, written as one line of JSON (or its text as it is, when a string).
 * @returns Once the file is in place.
 * @example
 * await writeDatasetFile('rates.json', datasetFile(live.dataset()));
 */
export async function writeDatasetFile(out: string, file: unknown): Promise<void> {
  // Imported when a file is written, so no other command loads it.
  const { fileDatasetStore } = await import('../../node/fileDatasetStore.js');
  try {
    await fileDatasetStore(out).write(`${typeof file === 'string' ? file : JSON.stringify(file)}\n`);
  } catch (error) {
    fail('invalid_parameter', `cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'out');
  }
}
