import type { CurrencyCode, IsoDate } from '../../types.js';
import type { ImportResult, MetadataCatalog } from '../types.js';

/** Who published a snapshot's rates, for receipts: the provider and, where the source numbers its tables, the table id. */
export interface Provenance {
  /** The source's name as the live source and the CLI call it (`nbp`, `cnb`, ...). */
  readonly provider: string;
  /** The table as the bank numbers it (NBP `041/A/NBP/2026`), when it does. */
  readonly table?: string;
}

/**
 * When a central bank publishes, as facts (the freshness code turns them into a calendar): business
 * days in the bank's own time zone, a local time by which the day's rates are out, and the bank's
 * closing days where it publishes a list, otherwise a tolerance of missed business days.
 */
export interface BankCalendar {
  /** IANA time zone of the bank (`Europe/Warsaw`). */
  readonly zone: string;
  /** Local time `HH:MM` by which a business day's rates are published. */
  readonly publishes: string;
  /** ISO weekdays (1 Monday .. 7 Sunday) on which the bank publishes; NBP table B: [3]. */
  readonly weekdays: readonly number[];
  /** Closing days on which the bank publishes nothing, where the bank publishes such a list. */
  readonly holidays?: readonly IsoDate[];
  /** Business days that may pass without a publication before data counts as stale, when there is no holiday list (1). */
  readonly toleranceDays?: number;
  /** Where these facts come from (the bank's own statement, or its observed window). */
  readonly source: string;
  /**
   * Which date a publication carries, when not its own day: `next_day` (the CBR dates Friday
   * afternoon's rates Saturday), `next_business_day` (the NBU dates them Monday), `previous_week`
   * (FRED's Monday release carries the week before). Absent: the day of publication.
   */
  readonly quoteDate?: 'next_day' | 'next_business_day' | 'previous_week';
}

/** A bank's buying and selling quote of one code, its own currency per one unit of the code, exact decimals. */
export interface BidAsk {
  /** The bank's buying rate. */
  readonly buying: string;
  /** The bank's selling rate. */
  readonly selling: string;
}

/** What a central bank's importer returns: the dataset file and warnings, plus each date's provenance. */
export interface BankImportResult extends ImportResult {
  /** Quote date -> the tables that quoted it. */
  readonly provenance: Readonly<Record<IsoDate, readonly Provenance[]>>;
  /** Quote date -> code -> the buying and selling quotes the dataset's mid rate came from (TCMB), for a later bid/ask. */
  readonly quotes?: Readonly<Record<IsoDate, Readonly<Record<CurrencyCode, BidAsk>>>>;
}

/** How a bank's service takes the user's own key (EVDS, FRED); the key itself is a source option, never part of a feed. */
export interface BankKey {
  /** What the key is, for the error when it is missing (`EVDS API key`). */
  readonly what: string;
  /** The request header that carries it (EVDS: `key`). */
  readonly header?: string;
  /** The query parameter added to every URL, the user's own too (FRED: `api_key`). */
  readonly query?: string;
}

/**
 * A central bank as one value, beside its importer in its feed file: what a live source of it
 * needs (its name, calendar, URLs, key, and how to read an answer). `bankSource` (src/live) makes
 * any bank's live source from it; `P` are the source's own options (FRED's `series`).
 */
export interface BankFeed<P extends object = object> {
  /** The source's default name, also the CLI's (`nbp`, `norges-bank`). */
  readonly name: string;
  /** The bank's calendar facts. */
  readonly calendar: BankCalendar;
  /** The calendar of a source made with these options, where an option changes it (NBP's weekly table B). */
  readonly calendarOf?: (options: P) => BankCalendar;
  /** The default URL: fixed, or of a round's clock (a window of recent dates), first URL then its fallbacks. */
  readonly url: string | ((now: Date, options: P) => readonly string[]);
  /** Default byte cap of one response (a yearly file is large); default 1 MiB. */
  readonly maxBytes?: number;
  /** The user's own key, where the service needs one. */
  readonly key?: BankKey;
  /** Checks the source's own options when the source is made (FRED's `series`). */
  readonly check?: (options: P) => void;
  /** Reads one answer with the bank's importer. */
  readonly read: (body: Uint8Array, metadata: MetadataCatalog, options: P) => BankImportResult;
}
