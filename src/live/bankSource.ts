import { fail } from '../errors.js';
import type { BankFeed } from '../importers/banks/types.js';
import { bankCalendar } from './bankCalendar.js';
import { sourceUrls, withQuery, type SourceOptions } from './sourceOptions.js';
import type { LiveSource } from './types.js';

/** The options of a bank's source: every factory's, the key where the bank needs one, and the feed's own (FRED's `series`). */
export type BankSourceOptions<P extends object> = SourceOptions & P & { readonly apiKey?: string };

/**
 * Makes any central bank's live source from its feed (the descriptor in its feed file, `nbpFeed`):
 * the bank's default URL (recomputed each round when it names dates), or the user's `url` and
 * `fallbacks` as given; the calendar from `bankCalendar`; the user's key, where the bank needs
 * one, in the header or query parameter the feed names, and among the source's secrets.
 *
 * @param feed - The bank's feed: name, calendar facts, URL, key, importer.
 * @param options - The factory's `url`, `fallbacks`, `name`, `maxBytes`, `apiKey`, and the feed's own.
 * @returns The source.
 * @example
 * bankSource(rbaFeed, { name: 'rba-mirror', url: 'https://mirror.example/f11.1-data.csv' })
 */
export function bankSource<P extends object>(feed: BankFeed<P>, options: BankSourceOptions<P> = {} as BankSourceOptions<P>): LiveSource {
  const given: BankSourceOptions<P> = options ?? ({} as BankSourceOptions<P>);
  const { key } = feed;
  let finish = (url: string) => url;
  let secrets: string[] | undefined;
  if (key) {
    const apiKey = given.apiKey;
    if (typeof apiKey !== 'string' || apiKey === '') fail('invalid_parameter', `Source option apiKey is required (your ${key.what}).`, 'apiKey');
    const encoded = encodeURIComponent(apiKey);
    if (key.query !== undefined) finish = (url) => withQuery(url, `${key.query}=${encoded}`);
    secrets = encoded === apiKey ? [apiKey] : [apiKey, encoded];
  }
  feed.check?.(given);
  const at = (now: Date) => (typeof feed.url === 'string' ? [feed.url] : feed.url(now, given));
  const [first, ...fallbacks] = at(new Date());
  const dated = typeof feed.url === 'function' && given.url === undefined;
  return {
    name: given.name ?? feed.name,
    urls: sourceUrls(given, first!, fallbacks).map(finish),
    ...(dated ? { urlsAt: (now: Date) => at(now).map(finish) } : {}),
    calendar: bankCalendar(feed.calendarOf?.(given) ?? feed.calendar, given.name ?? feed.name),
    ...(key?.header !== undefined ? { headers: { [key.header]: given.apiKey! } } : {}),
    ...(secrets ? { secrets } : {}),
    maxBytes: given.maxBytes ?? feed.maxBytes,
    read: (body, metadata) => feed.read(body, metadata, given),
  };
}
