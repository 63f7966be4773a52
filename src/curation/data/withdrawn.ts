import type { CurrencyCode } from '../../types.js';
import type { WithdrawnCurrency } from '../rulesTypes.js';

/**
 * Currencies ISO 4217 withdrew, by the first day they are no longer current: a quote dated on or
 * after `since` is withheld (rule `withdrawn`), so the history before it keeps the currency and no
 * later snapshot presents it as current. The date is ISO's changeover date, not the end of dual
 * circulation. The table also holds the withdrawn currencies of the ECB's reference rates
 * (eurofxref-hist.csv), so the importers read a 2005 CYP rate as the ECB published it.
 */
export const WITHDRAWN: Readonly<Record<CurrencyCode, WithdrawnCurrency>> = {
  ANG: {
    name: 'Netherlands Antillean Guilder',
    minorUnits: 2,
    replacedBy: 'XCG',
    since: '2025-04-01',
    source:
      "ISO 4217: Curacao and Sint Maarten change from ANG to XCG on 2025-04-01 00:00 local time (OpenJDK's CurrencyData.properties before amendment 180, CW=ANG;2025-04-01-04-00-00;XCG, and CW=XCG after it); CLDR 48.2 ends ANG's legal tender on 2025-06-30, the end of dual circulation.",
  },
  BGN: {
    name: 'Bulgarian Lev',
    minorUnits: 2,
    replacedBy: 'EUR',
    since: '2026-01-01',
    source:
      "ISO 4217 amendment 180: Bulgaria changes from BGN to EUR on 2026-01-01 00:00 local time (as mirrored in OpenJDK's CurrencyData.properties, BG=BGN;2025-12-31-22-00-00;EUR); the ECB's last BGN reference rate is 2025-12-31 (1.9558). CLDR 48.2 ends BGN's legal tender on 2026-01-31, the end of dual circulation.",
  },
  ZWL: {
    name: 'Zimbabwean Dollar (2009–2024)',
    minorUnits: 2,
    replacedBy: 'ZWG',
    since: '2024-09-01',
    source:
      'ISO 4217 amendment 177 (2024-06-25): ZWG (Zimbabwe Gold) added for Zimbabwe and ZWL withdrawn on 2024-08-31 after a transition period (the Reserve Bank of Zimbabwe introduced ZiG on 2024-04-05); CLDR 48.2 (supplemental currencyData, region ZW) ends ZWL on 2024-08-31 and starts ZWG on 2024-06-25.',
  },
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
