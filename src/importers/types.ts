import type { DatasetFile } from '../dataset/schema.js';
import type { CryptoMeta, CurrencyCode, FiatMeta, IsoDate } from '../types.js';

/**
 * Where the importers take names, symbols, minor units and exponents from. A loaded `Dataset`
 * (for example `defaultDataset` of `ratebook/data`) and a `DatasetFile` both fit.
 */
export interface MetadataCatalog {
  /** ISO 4217 minor units per fiat code. */
  readonly fiatMeta: Readonly<Record<CurrencyCode, FiatMeta>>;
  /** Locale tag -> code -> [name, symbol]; `en` is the one every code needs. */
  readonly locales: Readonly<Record<string, Readonly<Record<CurrencyCode, readonly [string, string]>>>>;
  /** Metadata per digital asset. */
  readonly cryptoMeta: Readonly<Record<CurrencyCode, CryptoMeta>>;
}

/** Options every importer takes. */
export interface ImportOptions {
  /** The metadata catalog, e.g. `defaultDataset`; without it `allowMinimalMetadata` must be set. */
  readonly metadata?: MetadataCatalog;
  /** Keep codes the catalog lacks, named by their code (minor units 2, asset exponent 8); default false. */
  readonly allowMinimalMetadata?: boolean;
  /** Keep (default) or drop the currencies the ECB quoted that ISO 4217 has since withdrawn (CYP, EEK, ...). */
  readonly legacyCurrencies?: 'keep' | 'drop';
  /** Warn when a fiat rate moves by more than this factor between neighbouring quotes; default 3. */
  readonly jumpFactor?: number;
  /** Warn when an asset's rate moves by more than this factor between neighbouring quotes; default 10. */
  readonly cryptoJumpFactor?: number;
  /** At most this many warnings are listed, then one `too_many_warnings`; default 1000. */
  readonly maxWarnings?: number;
  /** A document larger than this many bytes is refused unread (`feed_too_large`); default 16 MiB (16 * 1024 * 1024). */
  readonly maxBytes?: number;
}

/** What an import warning is about. */
export type ImportWarningKind =
  /** A rate moved by more than the jump factor since the code's previous quote. */
  | 'jump'
  /** A code quoted on one date is missing from the next snapshot. */
  | 'code_disappears'
  /** A code or coin id the catalog does not know; it was left out. */
  | 'unknown_code'
  /** A quote of something that is not a currency (a central bank's gold or silver price); it was left out. */
  | 'not_a_currency'
  /** A withdrawn ECB currency left out because `legacyCurrencies` is `'drop'`. */
  | 'legacy_dropped'
  /** A column the feed never quotes; it was left out. */
  | 'never_quoted'
  /** A date on which the feed quotes nothing; it was left out. */
  | 'empty_snapshot'
  /** A coin without a price in the quote currency; it was left out of that snapshot. */
  | 'missing_quote'
  /** A coin whose price was last updated long before the snapshot's time; kept. */
  | 'stale_quote'
  /** Two inputs quote the same date; the later capture was kept. */
  | 'duplicate_date'
  /** Crypto snapshots on dates without a fiat snapshot; they were left out of a merge. */
  | 'unmatched_dates'
  /** A crypto snapshot whose pivot the fiat snapshot of that date does not quote; left out. */
  | 'not_repivoted'
  /** The newest merged snapshot quotes no asset (or no fiat besides the pivot). */
  | 'market_not_in_newest'
  /** Values a feed published that its importer's documented rules did not keep (a hand-typed series); the message counts them by rule. */
  | 'withheld'
  /** The list was cut at `maxWarnings`. */
  | 'too_many_warnings';

/** Something suspicious an importer noticed; the data was imported as the message says. */
export interface ImportWarning {
  /** Machine-readable kind. */
  readonly kind: ImportWarningKind;
  /** The quote date concerned, or null when the warning is about no single date. */
  readonly date: IsoDate | null;
  /** The code concerned (a coin id for an unmapped CoinGecko coin), or null for a whole snapshot. */
  readonly code: string | null;
  /** What happened, for a person. */
  readonly message: string;
}

/** What every importer returns: a dataset file that `loadDataset` accepts, and the warnings. */
export interface ImportResult {
  /** The dataset document. */
  readonly dataset: DatasetFile;
  /** Suspicious data, oldest date first within each check; never printed by the importer. */
  readonly warnings: ImportWarning[];
}
