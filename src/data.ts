import { embeddedSources } from './dataset/embeddedSources.js';
import { loadEmbeddedDataset } from './dataset/loadEmbeddedDataset.js';
import type { Dataset } from './types.js';
// The build's embedded form (embeddedModule): the text with the newest rates row, the locales and the
// older rows in functions; parsed in the parts that are read.
import { locales, olderRows, text } from '../data/dataset.json?embedded';

/**
 * The embedded default dataset: daily USD-pivot rates for fiat and crypto from 2024 on, ISO 4217
 * facts and CLDR names in many locales (see data/README.md for sources and licences). Validated by
 * the build; when this entry is first imported only its codes, metadata and dates are read, each
 * snapshot's rates and the locale names when first used. No other entry imports it. Each snapshot's
 * `sources` (for receipts) name the upstream version it was read from.
 *
 * @example
 * import { convert } from 'ratebook';
 * import { defaultDataset } from 'ratebook/data';
 * convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '100' });
 */
export const defaultDataset: Dataset = loadEmbeddedDataset(text, { sources: embeddedSources, olderRows, locales });
