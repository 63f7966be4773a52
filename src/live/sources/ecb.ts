import { ecbFeed } from '../../feeds/ecb/ecb.js';
import type { LiveSource } from '../types.js';
import { descriptorSource } from './descriptorSource.js';
import type { SourceOptions } from './sourceOptions.js';

/**
 * The European Central Bank's euro foreign exchange reference rates (`eurofxref-daily.xml`, about
 * 30 currencies against EUR, published on TARGET business days around 16:00 Frankfurt time; free,
 * reuse permitted with the source acknowledged). Rates are re-pivoted to the dataset's pivot.
 *
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0(), ecb()] });
 */
export function ecb(options: SourceOptions = {}): LiveSource {
  return descriptorSource(ecbFeed, options);
}
