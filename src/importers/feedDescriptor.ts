import type { FeedCalendar, SourceFrequency } from '../calendar/index.js';
import type { ImportResult, MetadataCatalog } from './types.js';

/** How a feed's service takes the user's own key; the key itself is a source option, never part of a feed. */
export interface FeedKey<P extends object = object> {
  /** What the key is, for the error when it is missing (`EVDS API key`). */
  readonly what: string;
  /** The source option that carries it; default `apiKey` (Open Exchange Rates: `appId`). */
  readonly option?: 'apiKey' | 'appId';
  /** The request header that carries it (EVDS: `key`; CoinGecko's depends on the plan). */
  readonly header?: string | ((options: P) => string);
  /** The query parameter added to every URL, the user's own too (FRED: `api_key`). */
  readonly query?: string;
  /** The feed works without it (CoinGecko's public API); its `check` then judges a key given. */
  readonly optional?: boolean;
}

/** A feed's request where it is not a plain GET; nothing in it is secret (a key goes by `key`). */
export interface FeedRequest {
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

interface FeedFacts<P extends object> {
  /**
   * How often the feed publishes: `daily` (the default: every bank and market feed) or a period
   * rate's `monthly` (HMRC) or `quarterly` (the US Treasury). A period rate never votes in a round's
   * median of daily sources.
   */
  readonly frequency?: SourceFrequency;
  /** The source's default name (`nbp`, `norges-bank`, `openexchangerates`). */
  readonly name: string;
  /** The default name of a source made with these options, where an option changes it (NBP's table B: `nbp-b`). */
  readonly nameOf?: (options: P) => string;
  /** When the feed publishes: a bank's facts, or a shared calendar (`DAILY`, `TARGET`, ...). */
  readonly calendar: FeedCalendar;
  /** The calendar of a source made with these options, where an option changes it (NBP's weekly table B). */
  readonly calendarOf?: (options: P) => FeedCalendar;
  /** A query every URL gets, the user's own too (CoinGecko's `ids=...&vs_currencies=usd`). */
  readonly query?: (options: P) => string;
  /** Default byte cap of one response (a yearly file is large); default 1 MiB. */
  readonly maxBytes?: number;
  /** The user's own key, where the service takes one. */
  readonly key?: FeedKey<P>;
  /**
   * The request of a round at its clock where it is not a plain GET: a POST and its body (the MNB's
   * SOAP envelope naming the round's dates), or headers that carry nothing secret (`accept`).
   */
  readonly request?: (now: Date, options: P) => FeedRequest;
  /** The service labels its JSON `text/html` (the Bank of Jamaica, the CBK): the label is not held against it, the body still is checked for an HTML page. */
  readonly htmlLabel?: boolean;
  /** Checks the source's own options when the source is made (FRED's `series`). */
  readonly check?: (options: P) => void;
  /** Reads one answer with the feed's importer. */
  readonly read: (body: Uint8Array, metadata: MetadataCatalog, options: P) => ImportResult;
  /** The feed's importer as `ratebook/importers` exports it (`importNbp`), also what `ratebook import <name>` runs. */
  readonly importer: (input: never, options: never) => ImportResult;
}

/** A feed at a fixed address: its URL then fallbacks, fixed or of the source's options (fawazahmed0's `base`). */
interface FixedUrl<P extends object> {
  readonly url: string | readonly string[] | ((options: P) => readonly string[]);
  readonly window?: never;
}

/** A feed whose URL names dates: recomputed from each round's clock, unless the user names `url`. */
interface DatedUrl<P extends object> {
  readonly window: (now: Date, options: P) => readonly string[];
  readonly url?: never;
}

/**
 * A feed as one value, in its folder src/feeds/<id>/ beside its importer: what a live source of it
 * needs (its name, calendar, URL or dated window, key, checks, and how to read an answer). The ECB,
 * Open Exchange Rates, fawazahmed0, CoinGecko and every central bank are described alike;
 * `feedSource` (src/live) makes any feed's live source from it, and the list generated from the
 * folders (src/feeds/list.generated.ts) gives the CLI its names. `P` are the source's own options (FRED's `series`).
 */
export type FeedDescriptor<P extends object = object> = FeedFacts<P> & (FixedUrl<P> | DatedUrl<P>);
