import { fail, quote } from '../../errors.js';
import { FEED_DESCRIPTORS } from '../../feeds/descriptors.generated.js';
import type { FeedId } from '../../feeds/list.generated.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import type { LiveSource } from '../types.js';
import { descriptorSource, type FeedSourceOptions } from './descriptorSource.js';

/** The options of the source of feed `I`: every source's (`url`, `fallbacks`, `name`, `maxBytes`), the key where it takes one, and its own (NBP's `table`). */
export type FeedSourceOptionsOf<I extends FeedId> = FeedSourceOptions<Parameters<(typeof FEED_DESCRIPTORS)[I]['read']>[2]>;

/**
 * Creates the live source of a feed by its id: any of the list's feeds (`nbp`, `cbr`, `fred`, ...),
 * with its default URL and fallbacks, its publishing calendar, and the user's key where it takes one.
 *
 * @param id - The feed's id, as `ratebook fetch <id>` names it (`nbp`, `norges-bank`, `oxr`).
 * @param options - `url`, `fallbacks`, `name`, `maxBytes`, the key (`apiKey`, `appId` for oxr), and the feed's own (`table: 'B'` for NBP's table B).
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [feedSource('nbp'), feedSource('nbp', { table: 'B' }), feedSource('fred', { apiKey })] });
 */
export function feedSource<I extends FeedId>(id: I, options?: FeedSourceOptionsOf<I>): LiveSource {
  const feed =
    typeof id === 'string' && Object.hasOwn(FEED_DESCRIPTORS, id) ? (FEED_DESCRIPTORS as Readonly<Record<string, FeedDescriptor<object>>>)[id] : undefined;
  if (feed === undefined) fail('invalid_parameter', `Unknown feed ${quote(String(id))}; the feeds are ${Object.keys(FEED_DESCRIPTORS).join(', ')}.`, 'id');
  return descriptorSource(feed, options as FeedSourceOptions<object>);
}
