import type { CurrencyCode } from '../types.js';
import type { QuotedRedenomination, QuotedWithdrawal } from './types.js';

/**
 * The withdrawn codes of the table that feeds the package reads quote, with what feeds need beyond
 * the table: the name a dataset carries (CLDR's, where it differs from ISO's) and, for the codes the
 * embedded data quotes, the changeover's evidence in full. ANG, BGN and ZWL come first: daily feeds
 * quoted them up to their changeover; the others are the ECB's withdrawn currencies, which its
 * reference-rate history quotes.
 */
export const QUOTED_WITHDRAWN: Readonly<Record<CurrencyCode, QuotedWithdrawal>> = {
  ANG: {
    evidence:
      "ISO 4217: Curacao and Sint Maarten change from ANG to XCG on 2025-04-01 00:00 local time (OpenJDK's CurrencyData.properties before amendment 180, CW=ANG;2025-04-01-04-00-00;XCG, and CW=XCG after it); CLDR 48.2 ends ANG's legal tender on 2025-06-30, the end of dual circulation.",
  },
  BGN: {
    evidence:
      "ISO 4217 amendment 180: Bulgaria changes from BGN to EUR on 2026-01-01 00:00 local time (as mirrored in OpenJDK's CurrencyData.properties, BG=BGN;2025-12-31-22-00-00;EUR); the ECB's last BGN reference rate is 2025-12-31 (1.9558). CLDR 48.2 ends BGN's legal tender on 2026-01-31, the end of dual circulation.",
  },
  ZWL: {
    cldrName: 'Zimbabwean Dollar (2009–2024)',
    evidence:
      'ISO 4217 amendment 177 (2024-06-25): ZWG (Zimbabwe Gold) added for Zimbabwe and ZWL withdrawn on 2024-08-31 after a transition period (the Reserve Bank of Zimbabwe introduced ZiG on 2024-04-05); CLDR 48.2 (supplemental currencyData, region ZW) ends ZWL on 2024-08-31 and starts ZWG on 2024-06-25.',
  },
  CYP: { cldrName: 'Cypriot Pound' },
  EEK: { cldrName: 'Estonian Kroon' },
  HRK: { cldrName: 'Croatian Kuna' },
  LTL: {},
  LVL: {},
  MTL: {},
  ROL: { cldrName: 'Romanian Leu (1952–2006)' },
  SIT: { cldrName: 'Slovenian Tolar' },
  SKK: {},
  TRL: { cldrName: 'Turkish Lira (1922–2005)' },
};

/** The redenominations of the table that feeds quote across, with their evidence in full. */
export const QUOTED_REDENOMINATIONS: readonly QuotedRedenomination[] = [
  {
    code: 'SYP',
    date: '2026-01-01',
    evidence:
      'Central Bank of Syria: the new Syrian pound replaces the old at 100 old = 1 new from 2026-01-01 (all bank and electronic balances in new pounds from that day, old and new notes circulate for 90 days; governor Abdulkader Husrieh, December 2025; reported at https://www.bastillepost.com/global/article/5489243-syrias-central-bank-issues-guidelines-on-launching-new-currency). No ISO 4217 amendment giving the new pound its own code was found (CLDR 48.2 still lists only SYP for Syria), so SYP denotes the old pound before 2026-01-01 and the new pound from that date.',
  },
];
