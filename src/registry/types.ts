import type { CurrencyCode, IsoDate } from '../types.js';

/** A currency's withdrawal: from `on`, `successor` is the unit of account in its place. */
export interface Withdrawal {
  /** The first day the code is no longer current (the changeover date), `YYYY-MM-DD`. */
  readonly on: IsoDate;
  /** The code that replaced it. */
  readonly successor: CurrencyCode;
  /** Units of the withdrawn currency per unit of the successor, as the law fixes it (exact decimal); absent where no single legal factor exists. */
  readonly factor?: string;
}

/** A change of unit that keeps the code: from `date`, one new unit is `factor` old ones. */
export interface Redenomination {
  readonly date: IsoDate;
  /** Old units per new unit (exact decimal): SYP 2026 is `"100"`. */
  readonly factor: string;
}

/** What the registry knows about one code beyond the dataset. */
export interface RegistryEntry {
  readonly code: CurrencyCode;
  /** The ISO 4217 name, in English (for codes no dataset names). */
  readonly name: string;
  /** ISO 4217 minor units. */
  readonly minorUnits: number;
  readonly withdrawal?: Withdrawal;
  readonly redenominations?: readonly Redenomination[];
}

/** What feeds need to know of a withdrawn code they quote, beyond its entry in the table. */
export interface QuotedWithdrawal {
  /** CLDR 48.2's English name, where it differs from the ISO name: the name a dataset carries. */
  readonly cldrName?: string;
  /** The changeover date's evidence in full, where the embedded data quotes the code (the data build prints it). */
  readonly evidence?: string;
}

/** A redenomination feeds quote across, which the curation's `unit_change` rule holds quotes to. */
export interface QuotedRedenomination {
  readonly code: CurrencyCode;
  /** The date of a redenomination of `code` in the table. */
  readonly date: IsoDate;
  /** The evidence in full (the data build prints it). */
  readonly evidence: string;
}

/** A currency ISO 4217 withdrew: quotes dated on or after `since` are withheld. */
export interface WithdrawnCurrency {
  /** English name, as CLDR writes it. */
  readonly name: string;
  /** ISO 4217 minor units while it was current. */
  readonly minorUnits: number;
  /** The code that replaced it. */
  readonly replacedBy: CurrencyCode;
  /** The first day it is no longer current. */
  readonly since: IsoDate;
  /** Where the date comes from, for the currencies the embedded data quotes. */
  readonly source?: string;
}
