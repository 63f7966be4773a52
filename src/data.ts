import { loadEmbeddedDataset } from './dataset/loadEmbeddedDataset.js';
import type { Dataset } from './types.js';
// Imported as text and parsed with JSON.parse: faster to start than the same data as a JS literal.
import datasetText from '../data/dataset.json?raw';

/**
 * The embedded default dataset: daily USD-pivot rates for fiat and crypto from 2024 on, ISO 4217
 * facts and CLDR names in many locales (see data/README.md for sources and licences). Validated by
 * the build, loaded when this entry is first imported; no other entry imports it.
 *
 * @example
 * import { convert } from 'ratebook';
 * import { defaultDataset } from 'ratebook/data';
 * convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '100' });
 */
export const defaultDataset: Dataset = loadEmbeddedDataset(datasetText);
