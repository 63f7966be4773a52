import type { CurrencyCode } from '../../types.js';

/** The source of each recent withdrawal of ../registryData.ts, by the withdrawn code. */
export const RECENT_SOURCES: Readonly<Record<CurrencyCode, string>> = {
  ANG: 'Centrale Bank van Curaçao en Sint Maarten: the Caribbean guilder (XCG) replaced the Netherlands Antillean guilder one for one on 2025-03-31; ISO 4217 changeover 2025-04-01 (OpenJDK CurrencyData CW=ANG;2025-04-01;XCG); CLDR 48.2 ends ANG tender 2025-06-30 (dual circulation)',
  BYR: 'National Bank of the Republic of Belarus: redenomination of 1 July 2016, 10,000 old rubles (BYR) = 1 new ruble (BYN), Presidential Decree No. 450 of 4 November 2015; CLDR 48.2 region BY (BYN from 2016-07-01)',
  MRO: 'Banque Centrale de Mauritanie: new ouguiya (MRU) from 2018-01-01 at 10 old (MRO) = 1 new; CLDR 48.2 region MR (MRU from 2018-01-01)',
  SLL: 'Bank of Sierra Leone: redenomination of 1 July 2022, 1,000 old leones (SLL) = 1 new leone (SLE); CLDR 48.2 region SL ends SLL tender 2023-12-31',
  STD: 'Banco Central de São Tomé e Príncipe: new dobra (STN) from 2018-01-01 at 1,000 old (STD) = 1 new; ISO 4217 amendment 164; CLDR 48.2 region ST',
  VEF: 'Banco Central de Venezuela: reconversión monetaria of 20 August 2018, 100,000 bolívares fuertes (VEF) = 1 bolívar soberano (VES); CLDR 48.2 region VE (VES from 2018-08-20)',
  ZWL: "Reserve Bank of Zimbabwe, letter of 25 June 2024: the ISO 4217 committee approved ZWG (numeric 924) in place of ZWL; the two codes ran together until 2024-08-31 and ZWL is not recognised from 2024-09-01 (CLDR 48.2 region ZW: ZWL to 2024-08-31). No factor: the RBZ converted ZWL balances to ZiG on 5 April 2024 at a rate set from that day's interbank rate and gold price, and no single published legal factor was found",
};

/** The source of each redenomination that kept its code (../registryData.ts), by `'CODE YYYY-MM-DD'`. */
export const REDENOMINATION_SOURCES: Readonly<Record<string, string>> = {
  'SYP 2026-01-01':
    'Central Bank of Syria: the new Syrian pound replaces the old at 100 old = 1 new from 2026-01-01 (governor Abdulkader Husrieh, December 2025); no ISO 4217 amendment gives the new pound its own code (CLDR 48.2 lists only SYP), so SYP is the new pound from that date',
  'VES 2021-10-01':
    'Banco Central de Venezuela: reconversión monetaria of 1 October 2021, 1,000,000 bolívares = 1 new bolívar, the code VES kept (ISO 4217 unchanged)',
};
