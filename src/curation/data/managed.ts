import type { ManagedRate } from '../rulesTypes.js';

/**
 * Currencies whose rate a central bank fixes or manages: a quote more than `factor` from the
 * reference (median of the last accepted quotes) is withheld (rule `managed_rate`) unless it holds
 * as a new level (three publications within 10 %), so a one-day excursion never ships and a real
 * devaluation ships from its third publication on. 5 % is beyond the day-to-day spread upstream
 * shows for each of them (at most 2-3 % outside the excursions) and below the excursions it shows
 * (SLE 7.4 %, MWK 7.2 %, SDG 12.8 %, MMK 30 %). CUP is in the peg table instead (24 per USD, the
 * Banco Central de Cuba's fixed official rate). SCR is not listed: the Seychelles rupee
 * floats (since 2008) and upstream's quotes of it are noisy on every side (±9 %), so no quote can
 * be told from the market by a band.
 */
export const MANAGED_RATES: readonly ManagedRate[] = [
  { code: 'CDF', factor: 1.05, source: 'Banque Centrale du Congo: managed float; official rate published daily' },
  { code: 'MMK', factor: 1.05, source: 'Central Bank of Myanmar: reference rate 2,100 per USD since 2023' },
  { code: 'MWK', factor: 1.05, source: 'Reserve Bank of Malawi: official rate about 1,750 per USD after the November 2023 devaluation, managed since' },
  { code: 'SDG', factor: 1.05, source: 'Central Bank of Sudan: managed rate, published daily' },
  { code: 'SLE', factor: 1.05, source: 'Bank of Sierra Leone: managed float, official rate published daily' },
];
