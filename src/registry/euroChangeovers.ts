import type { RegistryEntry } from './types.js';

const EU = 'Council Regulation';
// The first eleven: Regulation (EC) No 974/98 makes the euro their currency from 1999-01-01 and the
// national units its subdivisions at the rates of Regulation (EC) No 2866/98, Art. 1.
const ELEVEN = `${EU} (EC) No 2866/98 of 31 December 1998, Art. 1, irrevocable rate 1 EUR =`;
const FROM_1999 = 'from 1999-01-01, when the euro became the currency and the national unit its subdivision (Regulation (EC) No 974/98, Art. 2 and 6)';
// Minor units of the withdrawn codes are ISO 4217's as OpenJDK's CurrencyData.properties keeps them (minor0: BEF ESP GRD ITL LUF PTE).
const MINOR0 = 'minor units 0 (ISO 4217, OpenJDK CurrencyData.properties minor0)';

/**
 * The currencies the euro replaced, each with the irrevocable conversion rate of its Council
 * Regulation (the rates of Regulation (EC) No 2866/98 as amended, one per adoption). The date is the
 * day the euro became the country's currency: from it the legal factor governs every conversion
 * between the two (Regulation (EC) No 1103/97, Art. 4), whatever the cash changeover that followed.
 */
export const EURO_CHANGEOVERS: readonly RegistryEntry[] = [
  { code: 'ATS', name: 'Schilling', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '13.7603', source: `${ELEVEN} 13.7603 ATS ${FROM_1999}` } },
  { code: 'BEF', name: 'Belgian Franc', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '40.3399', source: `${ELEVEN} 40.3399 BEF ${FROM_1999}; ${MINOR0}` } },
  {
    code: 'BGN',
    name: 'Bulgarian Lev',
    minorUnits: 2,
    withdrawal: {
      on: '2026-01-01',
      successor: 'EUR',
      factor: '1.95583',
      source: `ISO 4217 amendment 180 (BGN to EUR on 2026-01-01); ${EU} of 8 July 2025 amending Regulation (EC) No 2866/98, irrevocable rate 1 EUR = 1.95583 BGN (ECB press release "Bulgaria will join the euro area on 1 January 2026", 8 July 2025)`,
    },
  },
  { code: 'CYP', name: 'Cyprus Pound', minorUnits: 2, withdrawal: { on: '2008-01-01', successor: 'EUR', factor: '0.585274', source: `${EU} (EC) No 1135/2007 of 10 July 2007, irrevocable rate 1 EUR = 0.585274 CYP from 2008-01-01; ISO 4217 list three (withdrawn 2008-01); CLDR 48.2 region CY` } },
  { code: 'DEM', name: 'Deutsche Mark', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '1.95583', source: `${ELEVEN} 1.95583 DEM ${FROM_1999}` } },
  { code: 'EEK', name: 'Kroon', minorUnits: 2, withdrawal: { on: '2011-01-01', successor: 'EUR', factor: '15.6466', source: `${EU} (EU) No 671/2010 of 13 July 2010, irrevocable rate 1 EUR = 15.6466 EEK from 2011-01-01; ISO 4217 list three (withdrawn 2011-01); CLDR 48.2 region EE` } },
  { code: 'ESP', name: 'Spanish Peseta', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '166.386', source: `${ELEVEN} 166.386 ESP ${FROM_1999}; ${MINOR0}` } },
  { code: 'FIM', name: 'Markka', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '5.94573', source: `${ELEVEN} 5.94573 FIM ${FROM_1999}` } },
  { code: 'FRF', name: 'French Franc', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '6.55957', source: `${ELEVEN} 6.55957 FRF ${FROM_1999}` } },
  { code: 'GRD', name: 'Drachma', minorUnits: 0, withdrawal: { on: '2001-01-01', successor: 'EUR', factor: '340.75', source: `${EU} (EC) No 1478/2000 of 19 June 2000 amending Regulation (EC) No 2866/98, irrevocable rate 1 EUR = 340.750 GRD from 2001-01-01; ${MINOR0}` } },
  { code: 'HRK', name: 'Kuna', minorUnits: 2, withdrawal: { on: '2023-01-01', successor: 'EUR', factor: '7.5345', source: `${EU} (EU) 2022/1208 of 12 July 2022, irrevocable rate 1 EUR = 7.53450 HRK from 2023-01-01; CLDR 48.2 region HR (EUR from 2023-01-01)` } },
  { code: 'IEP', name: 'Irish Pound', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '0.787564', source: `${ELEVEN} 0.787564 IEP ${FROM_1999}` } },
  { code: 'ITL', name: 'Italian Lira', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '1936.27', source: `${ELEVEN} 1936.27 ITL ${FROM_1999}; ${MINOR0}` } },
  { code: 'LTL', name: 'Lithuanian Litas', minorUnits: 2, withdrawal: { on: '2015-01-01', successor: 'EUR', factor: '3.4528', source: `${EU} (EU) No 851/2014 of 23 July 2014, irrevocable rate 1 EUR = 3.45280 LTL from 2015-01-01; CLDR 48.2 region LT` } },
  { code: 'LUF', name: 'Luxembourg Franc', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '40.3399', source: `${ELEVEN} 40.3399 LUF ${FROM_1999}; ${MINOR0}` } },
  { code: 'LVL', name: 'Latvian Lats', minorUnits: 2, withdrawal: { on: '2014-01-01', successor: 'EUR', factor: '0.702804', source: `${EU} (EU) No 870/2013 of 9 July 2013, irrevocable rate 1 EUR = 0.702804 LVL from 2014-01-01; CLDR 48.2 region LV` } },
  { code: 'MTL', name: 'Maltese Lira', minorUnits: 2, withdrawal: { on: '2008-01-01', successor: 'EUR', factor: '0.4293', source: `${EU} (EC) No 1134/2007 of 10 July 2007, irrevocable rate 1 EUR = 0.429300 MTL from 2008-01-01; ISO 4217 list three (withdrawn 2008-01); CLDR 48.2 region MT` } },
  { code: 'NLG', name: 'Netherlands Guilder', minorUnits: 2, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '2.20371', source: `${ELEVEN} 2.20371 NLG ${FROM_1999}` } },
  { code: 'PTE', name: 'Portuguese Escudo', minorUnits: 0, withdrawal: { on: '1999-01-01', successor: 'EUR', factor: '200.482', source: `${ELEVEN} 200.482 PTE ${FROM_1999}; ${MINOR0}` } },
  { code: 'SIT', name: 'Tolar', minorUnits: 2, withdrawal: { on: '2007-01-01', successor: 'EUR', factor: '239.64', source: `${EU} (EC) No 1086/2006 of 11 July 2006, irrevocable rate 1 EUR = 239.640 SIT from 2007-01-01; ISO 4217 list three (withdrawn 2007-01); CLDR 48.2 region SI` } },
  { code: 'SKK', name: 'Slovak Koruna', minorUnits: 2, withdrawal: { on: '2009-01-01', successor: 'EUR', factor: '30.126', source: `${EU} (EC) No 694/2008 of 8 July 2008, irrevocable rate 1 EUR = 30.1260 SKK from 2009-01-01; ISO 4217 list three (withdrawn 2009-01); CLDR 48.2 region SK` } },
];
