import { toPlainString } from '../decimal/index.js';
import type { LegalFactor } from '../registry/legalFactor.js';
import type { CurrencyCode, LegalLeg, SnapshotSource } from '../types.js';
import type { LegalRoute } from './legalRoute.js';

// The receipts' words for a legal route: each factor's legs and basis, and the laws it comes from.
// Only the receipts import this (.dependency-cruiser.cjs): a conversion by a legal route computes
// with its factors alone (legalRoute.ts), so convert's bundle carries none of this prose.

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

/**
 * What a receipt of a legal route says of it: `legs` (for `legal_factor`, the factors in the
 * successor's frame, `{ BGN: '1.95583', EUR: '1' }`; for `legal_factor_then_cross`, the two market
 * quotes against the dataset's pivot), each factor used with the law that fixed it, and those laws
 * as the receipt's providers (`{ name: 'Council Regulation (EC) No 2866/98' }`).
 *
 * @example
 * legalWords(route).laws // [{ name: 'Council Regulation (EC) No 2866/98' }]
 */
export function legalWords(route: LegalRoute): {
  readonly legs: Readonly<Record<CurrencyCode, string>>;
  readonly factors: readonly LegalLeg[];
  readonly laws: readonly SnapshotSource[];
} {
  const factors = route.factors.map(legalLeg);
  // Factors alone: their own frame (the successor's) is the receipt's; with a market leg, the market's.
  const legs = route.derivation === 'legal_factor' ? Object.freeze(Object.assign({}, ...factors.map((leg) => leg.legs))) : route.market;
  const laws = [...new Set(route.factors.map(legalProvider))].map((name) => Object.freeze({ name }));
  return { legs, factors: Object.freeze(factors), laws: Object.freeze(laws) };
}

function legalLeg(factor: LegalFactor): LegalLeg {
  const text = toPlainString(factor.factor);
  return Object.freeze({
    withdrawn: factor.withdrawn,
    successor: factor.successor,
    legs: Object.freeze({ [factor.withdrawn]: text, [factor.successor]: '1' }),
    since: factor.since,
    basis: legalBasis(factor, text),
  });
}
