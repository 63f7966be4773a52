import type { RegistryEntry } from './types.js';

// Minor units of the withdrawn codes are ISO 4217's as OpenJDK's CurrencyData.properties keeps them (minor0: BYB MGF).

/**
 * Redenominations that gave the currency a new ISO code, before the recent ones of REGISTRY's own
 * list: the old code is withdrawn on the day the new unit became the unit of account (the end of the
 * dual circulation that followed is in its citation, citations/codeChanges.ts), and the factor is old units per new unit, as the
 * decree or the central bank fixed it.
 */
export const CODE_CHANGES: readonly RegistryEntry[] = [
  { code: 'AZM', name: 'Azerbaijanian Manat', minorUnits: 2, withdrawal: { on: '2006-01-01', successor: 'AZN', factor: '5000' } },
  { code: 'BYB', name: 'Belarusian Ruble', minorUnits: 0, withdrawal: { on: '2000-01-01', successor: 'BYR', factor: '1000' } },
  { code: 'GHC', name: 'Cedi', minorUnits: 2, withdrawal: { on: '2007-07-01', successor: 'GHS', factor: '10000' } },
  { code: 'MGF', name: 'Malagasy Franc', minorUnits: 0, withdrawal: { on: '2005-01-01', successor: 'MGA', factor: '5' } },
  { code: 'MZM', name: 'Mozambique Metical', minorUnits: 2, withdrawal: { on: '2006-07-01', successor: 'MZN', factor: '1000' } },
  { code: 'ROL', name: 'Old Leu', minorUnits: 2, withdrawal: { on: '2005-07-01', successor: 'RON', factor: '10000' } },
  { code: 'RUR', name: 'Russian Ruble', minorUnits: 2, withdrawal: { on: '1998-01-01', successor: 'RUB', factor: '1000' } },
  { code: 'SDD', name: 'Sudanese Dinar', minorUnits: 2, withdrawal: { on: '2007-01-10', successor: 'SDG', factor: '100' } },
  { code: 'TMM', name: 'Turkmenistan Manat', minorUnits: 2, withdrawal: { on: '2009-01-01', successor: 'TMT', factor: '5000' } },
  { code: 'TRL', name: 'Old Turkish Lira', minorUnits: 0, withdrawal: { on: '2005-01-01', successor: 'TRY', factor: '1000000' } },
  { code: 'VEB', name: 'Bolivar', minorUnits: 2, withdrawal: { on: '2008-01-01', successor: 'VEF', factor: '1000' } },
  { code: 'ZMK', name: 'Zambian Kwacha', minorUnits: 2, withdrawal: { on: '2013-01-01', successor: 'ZMW', factor: '1000' } },
];
