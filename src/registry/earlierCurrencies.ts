import type { RegistryEntry } from './types.js';

const EU = 'Council Regulation';

/**
 * Withdrawn currencies of the table that the public registry does not answer for: the ECB's older
 * ones, which its reference-rate history quotes. The importers name them and the curation withholds
 * their quotes from the changeover; `currency()` and the legal factors leave them out, so a CYP
 * conversion after 2008 stays `unknown_currency` as the README documents for imported ECB histories
 * (answering for them would be a change of behaviour, and a row each in data/README.md's registry
 * table). They sit apart from REGISTRY so that the core bundle does not carry them. Names are ISO
 * 4217 list three's; dates are changeover dates, as in REGISTRY.
 */
export const EARLIER_CURRENCIES: readonly RegistryEntry[] = [
  {
    code: 'CYP',
    name: 'Cyprus Pound',
    minorUnits: 2,
    withdrawal: { on: '2008-01-01', successor: 'EUR', factor: '0.585274', source: `${EU} (EC) No 1135/2007 of 10 July 2007, irrevocable rate 1 EUR = 0.585274 CYP from 2008-01-01; ISO 4217 list three (withdrawn 2008-01); CLDR 48.2 region CY` },
  },
  {
    code: 'EEK',
    name: 'Kroon',
    minorUnits: 2,
    withdrawal: { on: '2011-01-01', successor: 'EUR', factor: '15.6466', source: `${EU} (EU) No 671/2010 of 13 July 2010, irrevocable rate 1 EUR = 15.6466 EEK from 2011-01-01; ISO 4217 list three (withdrawn 2011-01); CLDR 48.2 region EE` },
  },
  {
    code: 'MTL',
    name: 'Maltese Lira',
    minorUnits: 2,
    withdrawal: { on: '2008-01-01', successor: 'EUR', factor: '0.4293', source: `${EU} (EC) No 1134/2007 of 10 July 2007, irrevocable rate 1 EUR = 0.429300 MTL from 2008-01-01; ISO 4217 list three (withdrawn 2008-01); CLDR 48.2 region MT` },
  },
  {
    code: 'ROL',
    name: 'Old Leu',
    minorUnits: 2,
    withdrawal: {
      on: '2005-07-01',
      successor: 'RON',
      factor: '10000',
      source: 'Banca Naţională a României: denomination of 1 July 2005 under Law No. 348/2004, 10,000 old lei (ROL) = 1 new leu (RON); ISO 4217 list three (withdrawn 2005-06); CLDR 48.2 region RO (RON from 2005-07-01)',
    },
  },
  {
    code: 'SIT',
    name: 'Tolar',
    minorUnits: 2,
    withdrawal: { on: '2007-01-01', successor: 'EUR', factor: '239.64', source: `${EU} (EC) No 1086/2006 of 11 July 2006, irrevocable rate 1 EUR = 239.640 SIT from 2007-01-01; ISO 4217 list three (withdrawn 2007-01); CLDR 48.2 region SI` },
  },
  {
    code: 'SKK',
    name: 'Slovak Koruna',
    minorUnits: 2,
    withdrawal: { on: '2009-01-01', successor: 'EUR', factor: '30.126', source: `${EU} (EC) No 694/2008 of 8 July 2008, irrevocable rate 1 EUR = 30.1260 SKK from 2009-01-01; ISO 4217 list three (withdrawn 2009-01); CLDR 48.2 region SK` },
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
];
