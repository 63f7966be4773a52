import { fail, quote } from '../errors.js';
import type { FeedDescriptor } from '../importers/feedDescriptor.js';
import type { ImportResult } from '../importers/types.js';
import { FEED_DESCRIPTORS, type FeedImporters } from './descriptors.generated.js';
import type { FeedId } from './list.generated.js';

/** What feed `I`'s importer reads: one document, or several (`{ name, bytes }`, NBP's tables A and B; FRED's `{ seriesId, body }`). */
export type FeedDocuments<I extends FeedId> = Parameters<FeedImporters[I]>[0];

/** The options of feed `I`'s importer: the metadata catalog, warning thresholds, `maxBytes`, and its own (a `currency` where a feed answers one currency a request). */
export type FeedImportOptions<I extends FeedId> = NonNullable<Parameters<FeedImporters[I]>[1]>;

/**
 * Imports a feed's documents with its own importer, by the feed's id: each value read exactly
 * (units and nominal factors in decimal arithmetic), the dataset pivoting on the feed's currency,
 * each date's provenance for receipts.
 *
 * @param id - The feed's id, as `ratebook import <id>` names it (`nbp`, `norges-bank`, `ecb`).
 * @param documents - The feed's documents, as its importer takes them (text, bytes or parsed JSON; several by name).
 * @param options - The metadata catalog, warning thresholds, `maxBytes`, and the feed's own.
 * @returns The dataset file, the warnings, and for a central bank each date's provenance.
 * @example
 * const { dataset } = importFeed('nbp', [{ name: 'a.json', bytes }], { metadata: defaultDataset });
 */
export function importFeed<I extends FeedId>(id: I, documents: FeedDocuments<I>, options?: FeedImportOptions<I>): ReturnType<FeedImporters[I]> {
  const feed =
    typeof id === 'string' && Object.hasOwn(FEED_DESCRIPTORS, id) ? (FEED_DESCRIPTORS as Readonly<Record<string, FeedDescriptor<object>>>)[id] : undefined;
  if (feed === undefined) fail('invalid_parameter', `Unknown feed ${quote(String(id))}; the feeds are ${Object.keys(FEED_DESCRIPTORS).join(', ')}.`, 'id');
  const importer = feed.importer as unknown as (documents: unknown, options?: unknown) => ImportResult;
  return importer(documents, options) as ReturnType<FeedImporters[I]>;
}
