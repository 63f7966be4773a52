import type { CurrencyCode } from '../../types.js';

const EU = 'Council Regulation';
// The first eleven: Regulation (EC) No 974/98 makes the euro their currency from 1999-01-01 and the
// national units its subdivisions at the rates of Regulation (EC) No 2866/98, Art. 1.
const ELEVEN = `${EU} (EC) No 2866/98 of 31 December 1998, Art. 1, irrevocable rate 1 EUR =`;
const FROM_1999 = 'from 1999-01-01, when the euro became the currency and the national unit its subdivision (Regulation (EC) No 974/98, Art. 2 and 6)';
const MINOR0 = 'minor units 0 (ISO 4217, OpenJDK CurrencyData.properties minor0)';

/** The source of each euro changeover of ../euroChangeovers.ts, by the withdrawn code: the Council Regulation that fixed its rate. */
export const EURO_CHANGEOVER_SOURCES: Readonly<Record<CurrencyCode, string>> = {
  ATS: `${ELEVEN} 13.7603 ATS ${FROM_1999}`,
  BEF: `${ELEVEN} 40.3399 BEF ${FROM_1999}; ${MINOR0}`,
  BGN: `ISO 4217 amendment 180 (BGN to EUR on 2026-01-01); ${EU} of 8 July 2025 amending Regulation (EC) No 2866/98, irrevocable rate 1 EUR = 1.95583 BGN (ECB press release "Bulgaria will join the euro area on 1 January 2026", 8 July 2025)`,
  CYP: `${EU} (EC) No 1135/2007 of 10 July 2007, irrevocable rate 1 EUR = 0.585274 CYP from 2008-01-01; ISO 4217 list three (withdrawn 2008-01); CLDR 48.2 region CY`,
  DEM: `${ELEVEN} 1.95583 DEM ${FROM_1999}`,
  EEK: `${EU} (EU) No 671/2010 of 13 July 2010, irrevocable rate 1 EUR = 15.6466 EEK from 2011-01-01; ISO 4217 list three (withdrawn 2011-01); CLDR 48.2 region EE`,
  ESP: `${ELEVEN} 166.386 ESP ${FROM_1999}; ${MINOR0}`,
  FIM: `${ELEVEN} 5.94573 FIM ${FROM_1999}`,
  FRF: `${ELEVEN} 6.55957 FRF ${FROM_1999}`,
  GRD: `${EU} (EC) No 1478/2000 of 19 June 2000 amending Regulation (EC) No 2866/98, irrevocable rate 1 EUR = 340.750 GRD from 2001-01-01; ${MINOR0}`,
  HRK: `${EU} (EU) 2022/1208 of 12 July 2022, irrevocable rate 1 EUR = 7.53450 HRK from 2023-01-01; CLDR 48.2 region HR (EUR from 2023-01-01)`,
  IEP: `${ELEVEN} 0.787564 IEP ${FROM_1999}`,
  ITL: `${ELEVEN} 1936.27 ITL ${FROM_1999}; ${MINOR0}`,
  LTL: `${EU} (EU) No 851/2014 of 23 July 2014, irrevocable rate 1 EUR = 3.45280 LTL from 2015-01-01; CLDR 48.2 region LT`,
  LUF: `${ELEVEN} 40.3399 LUF ${FROM_1999}; ${MINOR0}`,
  LVL: `${EU} (EU) No 870/2013 of 9 July 2013, irrevocable rate 1 EUR = 0.702804 LVL from 2014-01-01; CLDR 48.2 region LV`,
  MTL: `${EU} (EC) No 1134/2007 of 10 July 2007, irrevocable rate 1 EUR = 0.429300 MTL from 2008-01-01; ISO 4217 list three (withdrawn 2008-01); CLDR 48.2 region MT`,
  NLG: `${ELEVEN} 2.20371 NLG ${FROM_1999}`,
  PTE: `${ELEVEN} 200.482 PTE ${FROM_1999}; ${MINOR0}`,
  SIT: `${EU} (EC) No 1086/2006 of 11 July 2006, irrevocable rate 1 EUR = 239.640 SIT from 2007-01-01; ISO 4217 list three (withdrawn 2007-01); CLDR 48.2 region SI`,
  SKK: `${EU} (EC) No 694/2008 of 8 July 2008, irrevocable rate 1 EUR = 30.1260 SKK from 2009-01-01; ISO 4217 list three (withdrawn 2009-01); CLDR 48.2 region SK`,
};
