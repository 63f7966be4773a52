import type { RegistryEntry } from './types.js';

// Minor units of the withdrawn codes are ISO 4217's as OpenJDK's CurrencyData.properties keeps them (minor0: BYB MGF).
const MINOR0 = 'minor units 0 (ISO 4217, OpenJDK CurrencyData.properties minor0)';

/**
 * Redenominations that gave the currency a new ISO code, before the recent ones of REGISTRY's own
 * list: the old code is withdrawn on the day the new unit became the unit of account (the end of the
 * dual circulation that followed is in the source), and the factor is old units per new unit, as the
 * decree or the central bank fixed it.
 */
export const CODE_CHANGES: readonly RegistryEntry[] = [
  {
    code: 'AZM',
    name: 'Azerbaijanian Manat',
    minorUnits: 2,
    withdrawal: { on: '2006-01-01', successor: 'AZN', factor: '5000', source: 'Central Bank of the Republic of Azerbaijan: denomination of 1 January 2006, 1 new manat (AZN) = 5,000 old manats (AZM), old notes in parallel circulation through 2006 (Bank of Russia information letter No. 29-5-3-3/711 of 16 February 2006)' },
  },
  {
    code: 'BYB',
    name: 'Belarusian Ruble',
    minorUnits: 0,
    withdrawal: { on: '2000-01-01', successor: 'BYR', factor: '1000', source: `National Bank of the Republic of Belarus: denomination of 1 January 2000, 1,000 rubles (BYB) = 1 ruble (BYR), the second of the three denominations since 1994 (the third, BYR to BYN, in 2016); ${MINOR0}` },
  },
  {
    code: 'GHC',
    name: 'Cedi',
    minorUnits: 2,
    withdrawal: { on: '2007-07-01', successor: 'GHS', factor: '10000', source: 'Bank of Ghana: redenomination of July 2007, 10,000 cedis (GHC) = 1 Ghana cedi (GHS) (Governor Paul Acquah, 25 November 2006); the old cedi legal tender alongside until 31 December 2007' },
  },
  {
    code: 'MGF',
    name: 'Malagasy Franc',
    minorUnits: 0,
    withdrawal: { on: '2005-01-01', successor: 'MGA', factor: '5', source: `Banque Centrale de Madagascar: the ariary (MGA) replaced the Malagasy franc (MGF) as the official currency on 1 January 2005 at 1 ariary = 5 francs; ${MINOR0}` },
  },
  {
    code: 'MZM',
    name: 'Mozambique Metical',
    minorUnits: 2,
    withdrawal: { on: '2006-07-01', successor: 'MZN', factor: '1000', source: 'Banco de Moçambique: the new-family metical (MZN) from 1 July 2006 at 1,000 old meticais (MZM) = 1 new; both legal tender until 31 December 2006' },
  },
  {
    code: 'ROL',
    name: 'Old Leu',
    minorUnits: 2,
    withdrawal: { on: '2005-07-01', successor: 'RON', factor: '10000', source: 'Banca Naţională a României: denomination of 1 July 2005 under Law No. 348/2004, 10,000 old lei (ROL) = 1 new leu (RON); ISO 4217 list three (withdrawn 2005-06); CLDR 48.2 region RO (RON from 2005-07-01)' },
  },
  {
    code: 'RUR',
    name: 'Russian Ruble',
    minorUnits: 2,
    withdrawal: { on: '1998-01-01', successor: 'RUB', factor: '1000', source: 'Decree of the President of the Russian Federation No. 822 of 4 August 1997: denomination from 1 January 1998, 1,000 old rubles (RUR) = 1 new ruble (RUB), both in circulation through 1998' },
  },
  {
    code: 'SDD',
    name: 'Sudanese Dinar',
    minorUnits: 2,
    withdrawal: { on: '2007-01-10', successor: 'SDG', factor: '100', source: 'Central Bank of Sudan: the new Sudanese pound (SDG) from 10 January 2007 at 1 pound = 100 dinars (SDD), the dinar legal tender until 30 June 2007 (Governor Sabir Mohamed Hassan, 8 January 2007)' },
  },
  {
    code: 'TMM',
    name: 'Turkmenistan Manat',
    minorUnits: 2,
    withdrawal: { on: '2009-01-01', successor: 'TMT', factor: '5000', source: 'Central Bank of Turkmenistan: denomination of 1 January 2009, 1 new manat (TMT) = 5,000 old manats (TMM), both legal tender through 2009' },
  },
  {
    code: 'TRL',
    name: 'Old Turkish Lira',
    minorUnits: 0,
    withdrawal: {
      on: '2005-01-01',
      successor: 'TRY',
      factor: '1000000',
      source: 'Law No. 5083 on the currency unit of the Republic of Turkey: from 1 January 2005, 1,000,000 Turkish lira (TRL) = 1 new Turkish lira (TRY); ISO 4217 list three (withdrawn 2005-12, after a year of dual circulation); CLDR 48.2 region TR (TRY from 2005-01-01); minor units 0 as CLDR 48.2 gives them',
    },
  },
  {
    code: 'VEB',
    name: 'Bolivar',
    minorUnits: 2,
    withdrawal: { on: '2008-01-01', successor: 'VEF', factor: '1000', source: 'Banco Central de Venezuela: reconversión monetaria of 1 January 2008 (Decreto-Ley de Reconversión Monetaria, Gaceta Oficial No. 38.638 of 6 March 2007), 1,000 bolívares (VEB) = 1 bolívar fuerte (VEF)' },
  },
  {
    code: 'ZMK',
    name: 'Zambian Kwacha',
    minorUnits: 2,
    withdrawal: { on: '2013-01-01', successor: 'ZMW', factor: '1000', source: 'Bank of Zambia: rebasing of the kwacha, the rebased currency (ZMW) legal tender from 1 January 2013 at 1,000 old kwacha (ZMK) = 1 new; both circulated until 30 June 2013' },
  },
];
