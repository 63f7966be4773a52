import type { DatasetFile } from '../../dataset/schema.js';

/** One source's document of this round, read by its importer. */
export interface Contribution {
  readonly source: string;
  readonly file: DatasetFile;
}
