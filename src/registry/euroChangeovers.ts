import type { RegistryEntry } from './types.js';

// Minor units of the withdrawn codes are ISO 4217's as OpenJDK's CurrencyData.properties keeps them (minor0: BEF ESP GRD ITL LUF PTE).

/**
 * The currencies the euro replaced, each with the irrevocable conversion rate of its Council
 * Regulation (the rates of Regulation (EC) No 2866/98 as amended, one per adoption). The date is the
 * day the euro became the country's currency: from it the legal factor governs every conversion
 * between the two (Regulation (EC) No 1103/97, Art. 4), whatever the cash changeover that followed.
 */
export const EURO_CHANGEOVERS: readonly RegistryEntry[] = [
  { code: 'ATS', name: 'Schilling', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '13.7603' } },
  { code: 'BEF', name: 'Belgian Franc', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '40.3399' } },
  { code: 'BGN', name: 'Bulgarian Lev', minorUnits: 2, withdrawal: { on: '2026-01-01', successor: 'EUR', factor: '1.95583' } },
  { code: 'CYP', name: 'Cyprus Pound', minorUnits: 2, withdrawal: { on: '2008-01-01', successor: 'EUR', factor: '0.585274' } },
  { code: 'DEM', name: 'Deutsche Mark', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '1.95583' } },
  { code: 'EEK', name: 'Kroon', minorUnits: 2, withdrawal: { on: '2011-01-01', successor: 'EUR', factor: '15.6466' } },
  { code: 'ESP', name: 'Spanish Peseta', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '166.386' } },
  { code: 'FIM', name: 'Markka', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '5.94573' } },
  { code: 'FRF', name: 'French Franc', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '6.55957' } },
  { code: 'GRD', name: 'Drachma', minorUnits: 0, withdrawal: { on: '2001-01-01', successor: 'EUR', factor: '340.75' } },
  { code: 'HRK', name: 'Kuna', minorUnits: 2, withdrawal: { on: '2023-01-01', successor: 'EUR', factor: '7.5345' } },
  { code: 'IEP', name: 'Irish Pound', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '0.787564' } },
  { code: 'ITL', name: 'Italian Lira', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '1936.27' } },
  { code: 'LTL', name: 'Lithuanian Litas', minorUnits: 2, withdrawal: { on: '2015-01-01', successor: 'EUR', factor: '3.4528' } },
  { code: 'LUF', name: 'Luxembourg Franc', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '40.3399' } },
  { code: 'LVL', name: 'Latvian Lats', minorUnits: 2, withdrawal: { on: '2014-01-01', successor: 'EUR', factor: '0.702804' } },
  { code: 'MTL', name: 'Maltese Lira', minorUnits: 2, withdrawal: { on: '2008-01-01', successor: 'EUR', factor: '0.4293' } },
  { code: 'NLG', name: 'Netherlands Guilder', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '2.20371' } },
  { code: 'PTE', name: 'Portuguese Escudo', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '200.482' } },
  { code: 'SIT', name: 'Tolar', minorUnits: 2, withdrawal: { on: '2007-01-01', successor: 'EUR', factor: '239.64' } },
  { code: 'SKK', name: 'Slovak Koruna', minorUnits: 2, withdrawal: { on: '2009-01-01', successor: 'EUR', factor: '30.126' } },
];
