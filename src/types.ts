import type { Decimal, RoundingMode } from './decimal/index.js';

/** An upper-case currency or asset code as quoted by a dataset (`USD`, `BTC`, `1INCH`). */
export type CurrencyCode = string;

/** The two markets of the spec: ISO 4217 fiat currencies and digital assets. */
export type Market = 'fiat' | 'crypto';

/** A calendar date written `YYYY-MM-DD`. */
export type IsoDate = string;

/** How the operations return numbers: JavaScript numbers (default) or exact decimal strings. */
export type NumberFormat = 'number' | 'string';

/** The value type that a NumberFormat yields. */
export type NumberOf<N extends NumberFormat> = N extends 'string' ? string : number;

/** Facts about a fiat currency that do not depend on language. */
export interface FiatMeta {
  /** ISO 4217 minor units (2 for USD, 0 for JPY). */
  readonly minorUnits: number;
}

/** Facts about a digital asset. */
export interface CryptoMeta {
  /** Asset name. */
  readonly name: string;
  /** Asset symbol (a sign such as ₿, or the ticker). */
  readonly symbol: string;
  /** Decimal exponent of the asset's smallest unit (BTC 8, ETH 18). */
  readonly exponent: number;
  /** Kind of entry. */
  readonly type: 'crypto';
}

/** One dated set of rates against the dataset's pivot. */
export interface Snapshot {
  /** Quote date. */
  readonly date: IsoDate;
  /** Capture time, ISO 8601 UTC with `Z`. */
  readonly updatedAt: string;
  /**
   * Each code's rate against the pivot as a double, NaN where the code is not quoted; columns
   * follow `Dataset.codes`. A rate written as a JSON number is exactly its shortest round-trip decimal.
   */
  readonly values: Float64Array;
  /** The exact decimals of rates written as strings (more digits than a double holds), by column. */
  readonly exact: ReadonlyMap<number, Decimal>;
  /** Where the snapshot's rates come from, when the dataset records it (the `sources` of its file row). */
  readonly sources?: readonly SnapshotSource[];
  /** Each code's figure as its source published it (`"4.2732"` PLN per EUR, `"13.5/100"`), where the dataset records it (the row's `published`). */
  readonly published?: Readonly<Record<CurrencyCode, string>>;
  /** The source's buying rates as published, in the form of `published`, where it publishes them (TCMB). */
  readonly buying?: Readonly<Record<CurrencyCode, string>>;
  /** The source's selling rates as published, in the form of `published`. */
  readonly selling?: Readonly<Record<CurrencyCode, string>>;
  /**
   * Column -> the date of a value carried forward from an earlier snapshot (a live round whose
   * sources did not quote the code); absent, or without the column, where the value is of `date`.
   */
  readonly dates?: ReadonlyMap<number, IsoDate>;
  /** When the row's values were first published (its file row's `published_at`), where the dataset records it; otherwise `updatedAt` stands for it. */
  readonly publishedAt?: string;
  /**
   * Column -> every version of the value the dataset knows, in order of publication (the row's
   * `versions`); absent where the value was never amended. The last is the one `values` holds,
   * unless `used` says otherwise (a dataset as known at an earlier instant, `datasetAsOf`).
   */
  readonly versions?: ReadonlyMap<number, readonly ValueVersion[]>;
  /** In a dataset as known at an instant: column -> the index in `versions` of the version `values` holds, where it is not the last. */
  readonly used?: ReadonlyMap<number, number>;
}

/** One published version of a value (a row's `versions` entry `[published_at, rate, figure?]`). */
export interface ValueVersion {
  /** When it was published, ISO 8601 UTC as the file writes it. */
  readonly publishedAt: string;
  /** The same instant in milliseconds since the epoch. */
  readonly at: number;
  /** The rate against the pivot (units of the code per unit of the pivot), as a double. */
  readonly value: number;
  /** The exact decimal where the file wrote more digits than a double holds. */
  readonly exact?: Decimal;
  /** The figure as the source published it, in the form of `published`, where the row has one. */
  readonly figure?: string;
}

/** One provider of a snapshot's rates, as a receipt names it. */
export interface SnapshotSource {
  /** The provider, as precisely as the dataset knows it (`@fawazahmed0/currency-api@2024.3.2`, `nbp`). */
  readonly name: string;
  /** The provider's own id of the published document, where it has one (NBP's `041/A/NBP/2026`). */
  readonly table?: string;
  /**
   * The SHA-256 of the document the values were read from, 64 lower-case hex digits: of its bytes as
   * the importer was given them (a text's UTF-8 bytes; of the archive for a zip). Imports set it.
   */
  readonly sha256?: string;
  /**
   * The codes this document quoted, where a row holds several documents of one source (NBP's tables
   * A and B on a Wednesday): a policy that names a table takes only its codes. Receipts leave it out.
   */
  readonly codes?: readonly string[];
}

/**
 * How a rate was obtained from the stored quotes: `pivot` (the base is the pivot: the stored quote
 * itself), `inverse` (the quote is the pivot: 1 / the base's quote), `cross` (a quotient of two
 * stored quotes), `legal_factor` (a currency's fixed legal conversion factor, from the registry),
 * `legal_factor_then_cross` (the factor, then the successor's market leg).
 */
export type Derivation = 'pivot' | 'inverse' | 'cross' | 'legal_factor' | 'legal_factor_then_cross';

/**
 * The rule that recomputes a receipt (`source.formula`): a derivation of the stored quotes, or
 * `policy` (a rate an authority's rule chose, issue 31). README "Receipts" states each rule.
 */
export type Formula = Derivation | 'policy';

/** One legal conversion factor a receipt used: both sides, in the successor's frame, and the law that fixed it. */
export interface LegalLeg {
  /** The withdrawn code. */
  readonly withdrawn: CurrencyCode;
  /** The code that replaced it. */
  readonly successor: CurrencyCode;
  /** Both literals: `{ [withdrawn]: factor, [successor]: '1' }` (units of each per one unit of the successor). */
  readonly legs: Readonly<Record<CurrencyCode, string>>;
  /** The changeover date, from which the factor governs. */
  readonly since: IsoDate;
  /** The law that fixed the factor (for the euro: the Council Regulation; conversion by Regulation (EC) No 1103/97, Art. 4). */
  readonly basis: string;
}

/** The rounding step of a rounded conversion, in its receipt: what `result` was rounded from, to what, how. */
export interface ReceiptRounding {
  /** `minor` or `cash`, as asked. */
  readonly to: RoundTo;
  /** The increment `result` is a multiple of, as a decimal string. */
  readonly increment: string;
  /** The rounding mode. */
  readonly mode: RoundingMode;
  /** The exact value before rounding, to 30 significant digits (half-even). */
  readonly unrounded: string;
  /** `false` where `unrounded` was cut to 30 significant digits; absent where it is exact. */
  readonly unrounded_exact?: false;
}

/** A receipt (`explain: true`): what an auditor needs to recompute a rate and a result digit for digit. */
export interface Receipt {
  /** The dataset's version key: format/catalogue fingerprint/newest date/capture epoch ms. */
  readonly dataset: string;
  /** The snapshot that answered. */
  readonly snapshot: { readonly date: IsoDate; readonly updated_at: string; readonly published_at?: string };
  /**
   * Who the literals come from: the snapshot's sources for market quotes (empty when the dataset does
   * not record them), the law (`{ name: basis }`) for a legal factor.
   */
  readonly providers: readonly SnapshotSource[];
  /** The code every entry of `legs` is against (its own is 1): the dataset's pivot, or a legal factor's successor. */
  readonly pivot: CurrencyCode;
  readonly derivation: Derivation;
  /** The rule that recomputes `rate` and `result` from this receipt alone (README "Receipts"). */
  readonly formula: Formula;
  /**
   * The literals used, as exact decimal strings: code -> units of it per one unit of `pivot`. Every
   * market rate is `legs[quote] / legs[base]`, exact when the base is the pivot, otherwise rounded
   * once, half-even, to 12 significant digits.
   */
  readonly legs: Readonly<Record<CurrencyCode, string>>;
  /** `legal_factor` and `legal_factor_then_cross` only: each legal factor used, both sides, with its basis. */
  readonly factors?: readonly LegalLeg[];
  /** With `round` only: the rounding step applied to `result`. */
  readonly rounding?: ReceiptRounding;
  /**
   * Each leg's date, where the snapshot holds values a live round carried forward (see
   * `Snapshot.dates`): code -> the date of its quote. Absent where every value is of `snapshot.date`.
   */
  readonly leg_dates?: Readonly<Record<CurrencyCode, IsoDate>>;
  /**
   * Each leg's version, where the dataset keeps amended versions of it: code -> when the version used
   * was published, and which of the dataset's `of` versions it is (1 the first). Absent where no leg was amended.
   */
  readonly leg_versions?: Readonly<Record<CurrencyCode, LegVersion>>;
}

/** The version of one leg a receipt used (`leg_versions`). */
export interface LegVersion {
  readonly published_at: string;
  /** Which version, 1 the first published. */
  readonly version: number;
  /** How many versions of the value the dataset holds (later ones published after the instant asked for, with `asOf`). */
  readonly of: number;
}

/** Periods of a grouped series: ISO weeks (Monday first), calendar months, calendar years. */
export type SeriesGroup = 'week' | 'month' | 'year';

/** The value of a period in a grouped series: the mean of its daily rates, or its first, last, lowest or highest. */
export type SeriesStat = 'mean' | 'open' | 'close' | 'low' | 'high';

/** A validated, ready dataset: codes, metadata and the dated series of snapshots. */
export interface Dataset {
  /** The code every snapshot is quoted against. */
  readonly pivot: CurrencyCode;
  /** Fiat codes, sorted. */
  readonly fiat: readonly CurrencyCode[];
  /** Crypto codes, sorted. */
  readonly crypto: readonly CurrencyCode[];
  /** All codes: fiat first, then crypto; the column order of every snapshot. */
  readonly codes: readonly CurrencyCode[];
  /** Column index of each code. */
  readonly columns: ReadonlyMap<CurrencyCode, number>;
  /** ISO facts per fiat code. */
  readonly fiatMeta: Readonly<Record<CurrencyCode, FiatMeta>>;
  /** Metadata per crypto code. */
  readonly cryptoMeta: Readonly<Record<CurrencyCode, CryptoMeta>>;
  /** Canonical locale tag -> code -> [name, symbol]. */
  readonly locales: Readonly<Record<string, Readonly<Record<CurrencyCode, readonly [string, string]>>>>;
  /** Snapshots sorted by date, oldest first. */
  readonly snapshots: readonly Snapshot[];
}

/** Rates of every quoted currency against one base (the spec's Rates response). */
export interface RatesResult<V = number> {
  readonly base: CurrencyCode;
  readonly date: IsoDate;
  readonly updated_at: string;
  readonly rates: Readonly<Record<CurrencyCode, V>>;
  /** With `explain: true` only: where the rates come from and how to recompute them. */
  readonly source?: Receipt;
  /** Present (true) when the date asked is past the newest data beyond its calendar's tolerance (history). */
  readonly stale?: true;
  /** With a rate policy and `explain: true` (history): the rule, its basis, what it chose and why. */
  readonly policy?: PolicyAccount;
}

/** Rates against one base on every quote date of a range (the Time series response). */
export interface TimeseriesResult<V = number> {
  readonly base: CurrencyCode;
  /** The first date in `rates`. */
  readonly start_date: IsoDate;
  /** The last date in `rates`. */
  readonly end_date: IsoDate;
  /** Quote date -> code -> rate, dates in ascending order; with `group`, period start -> code -> mean rate. */
  readonly rates: Readonly<Record<IsoDate, Readonly<Record<CurrencyCode, V>>>>;
  /** With `group` only: the period size. */
  readonly group?: SeriesGroup;
  /** With `group` and a `stat` asked for: which value of each period `rates` holds (absent: the mean). */
  readonly stat?: SeriesStat;
  /** With `group` only: period start -> code -> how many quote dates its mean averaged. */
  readonly counts?: Readonly<Record<IsoDate, Readonly<Record<CurrencyCode, number>>>>;
}

/** An amount converted between two currencies (the spec's Conversion response). */
export interface ConversionResult<V = number> {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly amount: V;
  readonly rate: V;
  readonly result: V;
  readonly date: IsoDate;
  readonly updated_at: string;
  /** With `explain: true` only: where the rate comes from and how to recompute it and the result. */
  readonly source?: Receipt;
  /** Present (true) when the date asked is past the newest data beyond its calendar's tolerance. */
  readonly stale?: true;
  /** With a rate policy and `explain: true`: the rule, its basis, what it chose and why. */
  readonly policy?: PolicyAccount;
}

/** What `explain` says of a rate policy's choice (`policy` of an answer). */
export interface PolicyAccount {
  readonly id: string;
  /** The legal text the policy follows: its name and article, and where to read it. */
  readonly basis: { readonly text: string; readonly url: string };
  /** The date chosen (the period's last publication for a mean), its table id, and every date of a mean. */
  readonly chose: { readonly date: IsoDate; readonly table?: string; readonly dates?: readonly IsoDate[] };
  /** "last business day strictly before 2026-03-04: 042/A/NBP/2026 of 2026-03-03". */
  readonly why: string;
  /**
   * The authority's figures the rate was computed from, where the dataset keeps them (`published`):
   * units of the pivot per unit (`"13.5/100"`: per 100 units). Towards the pivot the rate is the
   * figure; otherwise figure(from) / figure(to), the pivot's being 1, rounded once to 12 digits.
   */
  readonly figures?: Readonly<Record<CurrencyCode, string>>;
}

/** What `round` rounds a conversion's result to: the target's ISO minor unit, or its cash increment. */
export type RoundTo = 'minor' | 'cash';

/** How a rounded conversion was rounded. */
export interface RoundingInfo<V = number> {
  /** `minor` or `cash`, as asked. */
  readonly to: RoundTo;
  /** Decimal places of the increment (2 for CHF's 0.05, 0 for SEK cash, 8 for BTC). */
  readonly digits: number;
  /** The increment the result is a multiple of (0.01, 0.05, 1, ...). */
  readonly increment: V;
  /** The rounding mode applied. */
  readonly mode: RoundingMode;
}

/** A Conversion response with `round`: `result` rounded, the exact product kept in `unrounded`. */
export interface RoundedConversionResult<V = number> extends ConversionResult<V> {
  readonly rounding: RoundingInfo<V>;
  /** The exact value `amount × to / from` of the two stored quotes before rounding, to 30 significant digits (half-even). */
  readonly unrounded: V;
  /** `false` where `unrounded` had to be cut to 30 significant digits; absent where it is exact. */
  readonly unrounded_exact?: false;
}

/** What a fiat currency is on a date (GET /v1/currency). */
export interface CurrencyResult<V = number> {
  readonly code: CurrencyCode;
  /** Name in the locale asked for (the ISO 4217 English name for a code the dataset does not carry). */
  readonly name: string;
  /** Symbol in that locale (the code itself for a code the dataset does not carry). */
  readonly symbol: string;
  /** ISO 4217 minor units. */
  readonly minor_units: number;
  /** Decimal places of the cash increment. */
  readonly cash_minor_units: number;
  /** The smallest cash step (CLDR: CHF 0.05, SEK 1), the minor unit where CLDR gives none. */
  readonly cash_increment: V;
  /** Whether the code is withdrawn on the date asked. */
  readonly status: 'active' | 'withdrawn';
  /** The changeover date: the first day the code is no longer current. */
  readonly withdrawn_on?: IsoDate;
  /** The code that replaced it. */
  readonly successor?: CurrencyCode;
  /** Units of this currency per unit of the successor, as the law fixed them. */
  readonly successor_factor?: V;
  /** Changes of unit that kept the code, oldest first: from `date`, one new unit is `factor` old ones. */
  readonly redenominations: readonly { readonly date: IsoDate; readonly factor: V }[];
  /**
   * The official sources quoting it (feed names of `ratebook/importers` and `ratebook/live`), the home
   * issuer first; empty where none does (data/README.md, "Official sources per currency"). Present
   * where the table is loaded: `import 'ratebook/sources'` once (the fetch handler's
   * GET /v1/currency and the CLI bring it); absent otherwise, so that a core app does not ship it.
   */
  readonly sources?: readonly string[];
}

/** Names and symbols of every fiat currency in one locale (the spec's Fiat currency metadata response). */
export interface CurrenciesResult {
  readonly locale: string;
  readonly date: IsoDate;
  readonly updated_at: string;
  readonly currencies: Readonly<Record<CurrencyCode, { readonly name: string; readonly symbol: string }>>;
}

/** Metadata of every digital asset (the spec's Crypto currency metadata response). */
export interface CryptoCurrenciesResult {
  readonly date: IsoDate;
  readonly updated_at: string;
  readonly currencies: Readonly<Record<CurrencyCode, CryptoMeta>>;
}

/** Options shared by the operations that return rates or amounts. */
export interface NumberOptions<N extends NumberFormat = 'number'> extends AsOfOptions {
  /** `'string'` returns exact decimal strings instead of numbers. */
  readonly numbers?: N;
}

/** The `asOf` option every operation takes. */
export interface AsOfOptions {
  /**
   * Answer with only what had been published by this instant (a Date or an ISO 8601 instant with its
   * zone): later rows do not exist, each value is its latest version published by then, and a value
   * with none is absent. Default: everything the dataset holds.
   */
  readonly asOf?: Date | string;
}

/** The `explain` option of rates, history, convert and their crypto twins. */
export interface ExplainOptions {
  /** `true` adds `source`, the receipt; default false (the answer is then exactly the spec's shape). */
  readonly explain?: boolean;
}
