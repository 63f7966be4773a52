import type { CurrencyCode, IsoDate, Market, SnapshotSource } from '../types.js';

/** One dated quote of a feed, as read: each code's rate literal against the feed's pivot. */
export interface FeedSnapshot {
  /** Quote date. */
  readonly date: IsoDate;
  /** Capture time, ISO 8601 UTC with `Z`. */
  readonly updatedAt: string;
  /** Code -> rate literal (units per one pivot), the pivot itself left out. */
  readonly rates: ReadonlyMap<CurrencyCode, number | string>;
  /** Who published it, when a dataset file being combined or merged names that (its row's `sources`). */
  readonly sources?: readonly SnapshotSource[];
}

/** A feed after parsing and before metadata: what every importer reads its input into. */
export interface Feed {
  /** The code every rate is quoted against. */
  readonly pivot: CurrencyCode;
  /** Snapshots sorted by date, no two on one date. */
  readonly snapshots: readonly FeedSnapshot[];
  /** The market of a code the catalog does not know, when the feed's format says (ECB, OXR: fiat). */
  readonly defaultMarket: Market | undefined;
  /** The pivot's market for the same purpose, when it differs (a crypto feed quoted in USD). */
  readonly pivotMarket?: Market;
}
