import type { BankCalendar } from '../../importers/banks/types.js';
import type { ImportResult, MetadataCatalog } from '../../importers/types.js';
import { bankCalendar } from '../bankCalendar.js';
import { sourceUrls, type SourceOptions } from '../sourceOptions.js';
import type { LiveSource } from '../types.js';

/** What a central bank's live source is made of. */
export interface BankSourceSpec {
  /** The source's default name (`nbp`). */
  readonly name: string;
  /** The bank's calendar facts (`nbpCalendar`). */
  readonly calendar: BankCalendar;
  /** The default URL: fixed, or of a round's clock (a window of recent dates), then its fallbacks. */
  readonly url: string | ((now: Date) => readonly string[]);
  /** Default byte cap of one response (a yearly file is large); default 1 MiB. */
  readonly maxBytes?: number;
  /** Request headers (an API key); their values must be among `secrets`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Strings never to show. */
  readonly secrets?: readonly string[];
  /** Adds what every request needs (a key parameter) to a URL, the user's too. */
  readonly finish?: (url: string) => string;
  /** The importer call. */
  readonly read: (body: Uint8Array, metadata: MetadataCatalog) => ImportResult;
}

/**
 * Makes a central bank's live source: the bank's default URL (recomputed each round when it names
 * dates), or the user's `url` and `fallbacks` as given; the calendar from `bankCalendar`.
 *
 * @param options - The factory's `url`, `fallbacks`, `name`, `maxBytes`.
 * @param spec - The bank's name, calendar facts, default URL and importer.
 * @returns The source.
 * @example
 * bankSource({}, { name: 'rba', calendar: rbaCalendar, url: 'https://www.rba.gov.au/...', read: (body, metadata) => importRba(body, { metadata }) })
 */
export function bankSource(options: SourceOptions, spec: BankSourceSpec): LiveSource {
  const finish = spec.finish ?? ((url: string) => url);
  const at = (now: Date) => (typeof spec.url === 'string' ? [spec.url] : spec.url(now));
  const [first, ...fallbacks] = at(new Date());
  const urls = sourceUrls(options, first!, fallbacks).map(finish);
  const dated = typeof spec.url === 'function' && options.url === undefined;
  return {
    name: options.name ?? spec.name,
    urls,
    ...(dated ? { urlsAt: (now: Date) => at(now).map(finish) } : {}),
    calendar: bankCalendar(spec.calendar, options.name ?? spec.name),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.secrets ? { secrets: spec.secrets } : {}),
    maxBytes: options.maxBytes ?? spec.maxBytes,
    read: spec.read,
  };
}
