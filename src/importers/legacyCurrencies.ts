import type { CurrencyCode, IsoDate } from '../types.js';

/** A currency that feeds quote (or quoted) and that ISO 4217 has since withdrawn. */
export interface LegacyCurrency {
  /** English name, as CLDR writes it. */
  readonly name: string;
  /** ISO 4217 minor units while it was current. */
  readonly minorUnits: number;
  /** The code that replaced it. */
  readonly replacedBy: CurrencyCode;
  /** The first day of its successor. */
  readonly since: IsoDate;
}

/**
 * The withdrawn currencies of the ECB's reference rates (eurofxref-hist.csv holds all of them),
 * so a historical dataset answers a 2005 CYP question with the rate the ECB published, and ANG,
 * which daily feeds kept quoting after Curaçao and Sint Maarten changed to XCG. A catalog
 * entry for the same code wins over this table (BGN stays current in a catalog that still lists it).
 */
export const LEGACY_CURRENCIES: Readonly<Record<CurrencyCode, LegacyCurrency>> = {
  ANG: { name: 'Netherlands Antillean Guilder', minorUnits: 2, replacedBy: 'XCG', since: '2025-04-01' },
  BGN: { name: 'Bulgarian Lev', minorUnits: 2, replacedBy: 'EUR', since: '2026-01-01' },
  CYP: { name: 'Cypriot Pound', minorUnits: 2, replacedBy: 'EUR', since: '2008-01-01' },
  EEK: { name: 'Estonian Kroon', minorUnits: 2, replacedBy: 'EUR', since: '2011-01-01' },
  HRK: { name: 'Croatian Kuna', minorUnits: 2, replacedBy: 'EUR', since: '2023-01-01' },
  LTL: { name: 'Lithuanian Litas', minorUnits: 2, replacedBy: 'EUR', since: '2015-01-01' },
  LVL: { name: 'Latvian Lats', minorUnits: 2, replacedBy: 'EUR', since: '2014-01-01' },
  MTL: { name: 'Maltese Lira', minorUnits: 2, replacedBy: 'EUR', since: '2008-01-01' },
  ROL: { name: 'Romanian Leu (1952–2006)', minorUnits: 2, replacedBy: 'RON', since: '2005-07-01' },
  SIT: { name: 'Slovenian Tolar', minorUnits: 2, replacedBy: 'EUR', since: '2007-01-01' },
  SKK: { name: 'Slovak Koruna', minorUnits: 2, replacedBy: 'EUR', since: '2009-01-01' },
  TRL: { name: 'Turkish Lira (1922–2005)', minorUnits: 0, replacedBy: 'TRY', since: '2005-01-01' },
};
