import { calendarFor } from '../../calendar/index.js';
import { fail } from '../../errors.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import type { LiveSource } from '../types.js';
import { sourceUrls, withQuery, type SourceOptions } from './sourceOptions.js';

/** The options of a feed's source: every factory's, the key where the feed takes one, and the feed's own (FRED's `series`). */
export type FeedSourceOptions<P extends object> = SourceOptions & P & { readonly apiKey?: string; readonly appId?: string };

/**
 * Makes any feed's live source from its descriptor (`ecbFeed`, `nbpFeed`, ... in its folder):
 * the feed's default URL and fallbacks (recomputed each round when they name dates), or the user's
 * `url` and `fallbacks` as given; its query on every URL; its calendar (a bank's named after the
 * source); the user's key, where the feed takes one, in the header or query parameter the feed
 * names, and among the source's secrets. `feedSource(id)` and every named factory of `ratebook/live` is this call.
 *
 * @param feed - The feed's descriptor: name, calendar, URL, key, checks, importer.
 * @param options - The factory's `url`, `fallbacks`, `name`, `maxBytes`, the key, and the feed's own.
 * @returns The source.
 * @example
 * descriptorSource(rbaFeed, { name: 'rba-mirror', url: 'https://mirror.example/f11.1-data.csv' })
 */
export function descriptorSource<P extends object>(feed: FeedDescriptor<P>, options: FeedSourceOptions<P> = {} as FeedSourceOptions<P>): LiveSource {
  const given: FeedSourceOptions<P> = options ?? ({} as FeedSourceOptions<P>);
  const { key } = feed;
  const keyValue = key ? given[key.option ?? 'apiKey'] : undefined;
  if (key && !key.optional && (typeof keyValue !== 'string' || keyValue === '')) {
    fail('invalid_parameter', `Source option ${key.option ?? 'apiKey'} is required (your ${key.what}).`, key.option ?? 'apiKey');
  }
  feed.check?.(given);
  const apiKey = keyValue || undefined;
  const query = feed.query?.(given);
  let finish = (url: string) => (query === undefined ? url : withQuery(url, query));
  let secrets: string[] | undefined;
  if (key && apiKey !== undefined) {
    const encoded = encodeURIComponent(apiKey);
    if (key.query !== undefined) {
      const plain = finish;
      finish = (url) => withQuery(plain(url), `${key.query}=${encoded}`);
    }
    secrets = encoded === apiKey ? [apiKey] : [apiKey, encoded];
  }
  const header = key && apiKey !== undefined ? (typeof key.header === 'function' ? key.header(given) : key.header) : undefined;
  const at = (now: Date): readonly string[] => {
    if (feed.window) return feed.window(now, given);
    return typeof feed.url === 'string' ? [feed.url] : typeof feed.url === 'function' ? feed.url(given) : feed.url!;
  };
  const [first, ...fallbacks] = at(new Date());
  const dated = feed.window !== undefined && given.url === undefined;
  const name = given.name ?? feed.nameOf?.(given) ?? feed.name;
  return {
    name,
    urls: sourceUrls(given, first!, fallbacks).map(finish),
    ...(dated ? { urlsAt: (now: Date) => at(now).map(finish) } : {}),
    calendar: calendarFor(feed.calendarOf?.(given) ?? feed.calendar, name),
    ...(feed.frequency && feed.frequency !== 'daily' ? { frequency: feed.frequency } : {}),
    ...(feed.htmlLabel ? { htmlLabel: true } : {}),
    ...(header !== undefined ? { headers: { [header]: apiKey! } } : {}),
    ...(secrets ? { secrets } : {}),
    maxBytes: given.maxBytes ?? feed.maxBytes,
    ...(feed.request ? { requestAt: (now: Date) => feed.request!(now, given) } : {}),
    read: (body, metadata) => feed.read(body, metadata, given),
  };
}
