import type { CurrencyCode } from '../../types.js';

const MINOR0 = 'minor units 0 (ISO 4217, OpenJDK CurrencyData.properties minor0)';

/** The source of each change of code of ../codeChanges.ts, by the withdrawn code: the decree or central bank that fixed it. */
export const CODE_CHANGE_SOURCES: Readonly<Record<CurrencyCode, string>> = {
  AZM: 'Central Bank of the Republic of Azerbaijan: denomination of 1 January 2006, 1 new manat (AZN) = 5,000 old manats (AZM), old notes in parallel circulation through 2006 (Bank of Russia information letter No. 29-5-3-3/711 of 16 February 2006)',
  BYB: `National Bank of the Republic of Belarus: denomination of 1 January 2000, 1,000 rubles (BYB) = 1 ruble (BYR), the second of the three denominations since 1994 (the third, BYR to BYN, in 2016); ${MINOR0}`,
  GHC: 'Bank of Ghana: redenomination of July 2007, 10,000 cedis (GHC) = 1 Ghana cedi (GHS) (Governor Paul Acquah, 25 November 2006); the old cedi legal tender alongside until 31 December 2007',
  MGF: `Banque Centrale de Madagascar: the ariary (MGA) replaced the Malagasy franc (MGF) as the official currency on 1 January 2005 at 1 ariary = 5 francs; ${MINOR0}`,
  MZM: 'Banco de Moçambique: the new-family metical (MZN) from 1 July 2006 at 1,000 old meticais (MZM) = 1 new; both legal tender until 31 December 2006',
  ROL: 'Banca Naţională a României: denomination of 1 July 2005 under Law No. 348/2004, 10,000 old lei (ROL) = 1 new leu (RON); ISO 4217 list three (withdrawn 2005-06); CLDR 48.2 region RO (RON from 2005-07-01)',
  RUR: 'Decree of the President of the Russian Federation No. 822 of 4 August 1997: denomination from 1 January 1998, 1,000 old rubles (RUR) = 1 new ruble (RUB), both in circulation through 1998',
  SDD: 'Central Bank of Sudan: the new Sudanese pound (SDG) from 10 January 2007 at 1 pound = 100 dinars (SDD), the dinar legal tender until 30 June 2007 (Governor Sabir Mohamed Hassan, 8 January 2007)',
  TMM: 'Central Bank of Turkmenistan: denomination of 1 January 2009, 1 new manat (TMT) = 5,000 old manats (TMM), both legal tender through 2009',
  TRL: 'Law No. 5083 on the currency unit of the Republic of Turkey: from 1 January 2005, 1,000,000 Turkish lira (TRL) = 1 new Turkish lira (TRY); ISO 4217 list three (withdrawn 2005-12, after a year of dual circulation); CLDR 48.2 region TR (TRY from 2005-01-01); minor units 0 as CLDR 48.2 gives them',
  VEB: 'Banco Central de Venezuela: reconversión monetaria of 1 January 2008 (Decreto-Ley de Reconversión Monetaria, Gaceta Oficial No. 38.638 of 6 March 2007), 1,000 bolívares (VEB) = 1 bolívar fuerte (VEF)',
  ZMK: 'Bank of Zambia: rebasing of the kwacha, the rebased currency (ZMW) legal tender from 1 January 2013 at 1,000 old kwacha (ZMK) = 1 new; both circulated until 30 June 2013',
};
