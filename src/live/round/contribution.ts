import type { SourceFrequency } from '../../calendar/index.js';
import type { DatasetFile } from '../../dataset/schema.js';
import type { Dataset } from '../../types.js';

/** One source's document of this round, read by its importer. */
export interface Contribution {
  readonly source: string;
  readonly file: DatasetFile;
  /** The source's frequency where it publishes period rates (`monthly`, `quarterly`); absent: daily. */
  readonly frequency?: SourceFrequency;
  /** `file` loaded (`loadDataset`), when a round before loaded this same file: not loaded again. */
  readonly loaded?: Dataset;
}
