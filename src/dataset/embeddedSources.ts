import type { IsoDate, SnapshotSource } from '../types.js';

/** The npm package the embedded history comes from (see data/README.md). */
export const EMBEDDED_PROVIDER = '@fawazahmed0/currency-api';

/**
 * The source of one embedded snapshot: the `@fawazahmed0/currency-api` version published for its
 * quote date, named as an npm package spec, so an auditor can fetch the very document
 * (`npm pack @fawazahmed0/currency-api@2024.3.2`, file `v1/currencies/usd.min.json`). Upstream names
 * each version after its date without leading zeros; data/README.md says how the build maps them.
 *
 * @param date - The snapshot's quote date.
 * @returns One source.
 * @example
 * embeddedSources('2024-03-02') // [{ name: '@fawazahmed0/currency-api@2024.3.2' }]
 */
export function embeddedSources(date: IsoDate): readonly SnapshotSource[] {
  const [year, month, day] = date.split('-').map(Number);
  return [{ name: `${EMBEDDED_PROVIDER}@${year}.${month}.${day}` }];
}
