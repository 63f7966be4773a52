import type { LegalFactor } from '../registry/legalFactor.js';
import type { CurrencyCode } from '../types.js';

// The Council Regulation that fixed each euro changeover's irrevocable rate (the registry's
// citations, src/registry/citations/euroChangeovers.ts, give the full text; no entry ships those).
const ELEVEN = '(EC) No 2866/98';
const EURO: Readonly<Record<CurrencyCode, string>> = {
  ATS: ELEVEN,
  BEF: ELEVEN,
  DEM: ELEVEN,
  ESP: ELEVEN,
  FIM: ELEVEN,
  FRF: ELEVEN,
  IEP: ELEVEN,
  ITL: ELEVEN,
  LUF: ELEVEN,
  NLG: ELEVEN,
  PTE: ELEVEN,
  GRD: '(EC) No 1478/2000',
  SIT: '(EC) No 1086/2006',
  CYP: '(EC) No 1135/2007',
  MTL: '(EC) No 1134/2007',
  SKK: '(EC) No 694/2008',
  EEK: '(EU) No 671/2010',
  LVL: '(EU) No 870/2013',
  LTL: '(EU) No 851/2014',
  HRK: '(EU) 2022/1208',
  BGN: 'of 8 July 2025 amending Regulation (EC) No 2866/98',
};

/**
 * The law behind a legal factor, as a receipt names it (its `basis`, and its provider): for a euro
 * changeover the Council Regulation that fixed the irrevocable rate, with Regulation (EC) No 1103/97,
 * Art. 4, which says how to convert by it; for a change of code (TRL → TRY), the ISO 4217 change and
 * its factor, as the registry states it.
 *
 * @param factor - The legal factor used.
 * @param text - Its factor as a plain decimal string.
 * @returns One line of text.
 * @example
 * legalBasis(withdrawnFactor('BGN', '2026-03-01')!, '1.95583') // "Council Regulation of 8 July 2025 amending Regulation (EC) No 2866/98, 1 EUR = 1.95583 BGN; converted by Council Regulation (EC) No 1103/97, Art. 4"
 */
export function legalBasis(factor: LegalFactor, text: string): string {
  const rate = `1 ${factor.successor} = ${text} ${factor.withdrawn}`;
  const law = legalProvider(factor);
  return law === ISO
    ? `${ISO} change of code: ${factor.withdrawn} replaced by ${factor.successor} on ${factor.since}, ${rate}`
    : `${law}, ${rate}; converted by ${ART_4}`;
}

const ISO = 'ISO 4217';
const ART_4 = 'Council Regulation (EC) No 1103/97, Art. 4';

/**
 * Who a legal factor comes from, as a receipt's provider names it: the Council Regulation that fixed
 * a euro rate, or `ISO 4217` for a change of code; never the market source of the dataset.
 *
 * @example
 * legalProvider(withdrawnFactor('HRK', '2023-06-01')!) // "Council Regulation (EU) 2022/1208"
 */
export function legalProvider(factor: LegalFactor): string {
  const regulation = Object.hasOwn(EURO, factor.withdrawn) && factor.successor === 'EUR' ? EURO[factor.withdrawn] : undefined;
  return regulation === undefined ? ISO : `Council Regulation ${regulation}`;
}
