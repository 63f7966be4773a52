import { CODE_CHANGES } from './codeChanges.js';
import { EURO_CHANGEOVERS } from './euroChangeovers.js';
import type { RegistryEntry } from './types.js';

// The recent changes of unit, the redenominations that kept their code, and ZWL, which has no factor.
const RECENT: readonly RegistryEntry[] = [
  {
    code: 'ANG',
    name: 'Netherlands Antillean Guilder',
    minorUnits: 2,
    withdrawal: {
      on: '2025-04-01',
      successor: 'XCG',
      factor: '1',
      source:
        'Centrale Bank van Curaçao en Sint Maarten: the Caribbean guilder (XCG) replaced the Netherlands Antillean guilder one for one on 2025-03-31; ISO 4217 changeover 2025-04-01 (OpenJDK CurrencyData CW=ANG;2025-04-01;XCG); CLDR 48.2 ends ANG tender 2025-06-30 (dual circulation)',
    },
  },
  {
    code: 'BYR',
    name: 'Belarusian Ruble',
    minorUnits: 0,
    withdrawal: {
      on: '2016-07-01',
      successor: 'BYN',
      factor: '10000',
      source: 'National Bank of the Republic of Belarus: redenomination of 1 July 2016, 10,000 old rubles (BYR) = 1 new ruble (BYN), Presidential Decree No. 450 of 4 November 2015; CLDR 48.2 region BY (BYN from 2016-07-01)',
    },
  },
  {
    code: 'MRO',
    name: 'Ouguiya',
    minorUnits: 2,
    withdrawal: { on: '2018-01-01', successor: 'MRU', factor: '10', source: 'Banque Centrale de Mauritanie: new ouguiya (MRU) from 2018-01-01 at 10 old (MRO) = 1 new; CLDR 48.2 region MR (MRU from 2018-01-01)' },
  },
  {
    code: 'SLL',
    name: 'Leone',
    minorUnits: 2,
    withdrawal: {
      on: '2024-01-01',
      successor: 'SLE',
      factor: '1000',
      source: 'Bank of Sierra Leone: redenomination of 1 July 2022, 1,000 old leones (SLL) = 1 new leone (SLE); CLDR 48.2 region SL ends SLL tender 2023-12-31',
    },
  },
  {
    code: 'STD',
    name: 'Dobra',
    minorUnits: 2,
    withdrawal: { on: '2018-01-01', successor: 'STN', factor: '1000', source: 'Banco Central de São Tomé e Príncipe: new dobra (STN) from 2018-01-01 at 1,000 old (STD) = 1 new; ISO 4217 amendment 164; CLDR 48.2 region ST' },
  },
  {
    code: 'SYP',
    name: 'Syrian Pound',
    minorUnits: 2,
    redenominations: [
      {
        date: '2026-01-01',
        factor: '100',
        source:
          'Central Bank of Syria: the new Syrian pound replaces the old at 100 old = 1 new from 2026-01-01 (governor Abdulkader Husrieh, December 2025); no ISO 4217 amendment gives the new pound its own code (CLDR 48.2 lists only SYP), so SYP is the new pound from that date',
      },
    ],
  },
  {
    code: 'VEF',
    name: 'Bolívar',
    minorUnits: 2,
    withdrawal: { on: '2018-08-20', successor: 'VES', factor: '100000', source: 'Banco Central de Venezuela: reconversión monetaria of 20 August 2018, 100,000 bolívares fuertes (VEF) = 1 bolívar soberano (VES); CLDR 48.2 region VE (VES from 2018-08-20)' },
  },
  {
    code: 'VES',
    name: 'Bolívar Soberano',
    minorUnits: 2,
    redenominations: [
      { date: '2021-10-01', factor: '1000000', source: 'Banco Central de Venezuela: reconversión monetaria of 1 October 2021, 1,000,000 bolívares = 1 new bolívar, the code VES kept (ISO 4217 unchanged)' },
    ],
  },
  {
    code: 'ZWL',
    name: 'Zimbabwe Dollar',
    minorUnits: 2,
    withdrawal: {
      on: '2024-09-01',
      successor: 'ZWG',
      source:
        'Reserve Bank of Zimbabwe, letter of 25 June 2024: the ISO 4217 committee approved ZWG (numeric 924) in place of ZWL; the two codes ran together until 2024-08-31 and ZWL is not recognised from 2024-09-01 (CLDR 48.2 region ZW: ZWL to 2024-08-31). No factor: the RBZ converted ZWL balances to ZiG on 5 April 2024 at a rate set from that day\'s interbank rate and gold price, and no single published legal factor was found',
    },
  },
];

/**
 * The one date-aware table of currencies (`currency()`, the legal factors, the curation's and the
 * importers' withdrawn facts), in code order, each fact with its source: every code a shipped
 * importer can produce that ISO 4217 has withdrawn (the ECB history's CYP, EEK, MTL, ROL, SIT, SKK
 * and TRL among them), the euro changeovers, the redenominations. data/README.md ("Currency
 * registry") lists the same table and a test checks the two agree. Dates are changeover dates
 * (ISO 4217's), not the end of dual circulation (CLDR's `_to`): from that date the old code is no
 * longer the country's unit of account.
 */
export const REGISTRY: readonly RegistryEntry[] = [...RECENT, ...EURO_CHANGEOVERS, ...CODE_CHANGES].sort((a, b) => (a.code < b.code ? -1 : 1));
