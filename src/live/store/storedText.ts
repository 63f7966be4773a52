import type { CurationState } from '../../curation/types.js';
import type { Dataset } from '../../types.js';
import { datasetText } from './datasetText.js';

/**
 * The text a live dataset writes to its store: the dataset file of `datasetText`, with the curation
 * state the round left as its `curation` member, so an instance that adopts it (a follower, or this
 * one after a restart) decides the next round as this one would. The member is after `snapshots`;
 * `loadDataset` and every other reader ignore it. A signature, when there is a signing key, is
 * appended after it (`signedText`).
 *
 * @param dataset - The dataset to store.
 * @param base - The dataset it extends, whose text was asked for before (optional, see `datasetText`).
 * @param curation - The curation state that goes with `dataset`, when there is one.
 * @returns The JSON text to store.
 * @example
 * await store.write(storedText(dataset, base, state.curation), datasetVersion(dataset));
 */
export function storedText(dataset: Dataset, base: Dataset | undefined, curation: CurationState | undefined): string {
  const text = datasetText(dataset, base);
  return curation ? `${text.slice(0, -1)},"curation":${JSON.stringify(curation)}}` : text;
}
