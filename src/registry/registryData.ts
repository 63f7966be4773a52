import type { CurrencyCode } from '../types.js';
import type { RegistryEntry } from './types.js';
import { REGISTRY_FACTS } from './withdrawals.js';

// The ISO 4217 name of every code of the table, in English (for codes no dataset names): what
// `currency()` answers with; the facts that decide a conversion are withdrawals.ts's, without names.
const NAMES: Readonly<Record<CurrencyCode, string>> = {
  ANG: 'Netherlands Antillean Guilder',
  ATS: 'Schilling',
  AZM: 'Azerbaijanian Manat',
  BEF: 'Belgian Franc',
  BGN: 'Bulgarian Lev',
  BYB: 'Belarusian Ruble',
  BYR: 'Belarusian Ruble',
  CYP: 'Cyprus Pound',
  DEM: 'Deutsche Mark',
  EEK: 'Kroon',
  ESP: 'Spanish Peseta',
  FIM: 'Markka',
  FRF: 'French Franc',
  GHC: 'Cedi',
  GRD: 'Drachma',
  HRK: 'Kuna',
  IEP: 'Irish Pound',
  ITL: 'Italian Lira',
  LTL: 'Lithuanian Litas',
  LUF: 'Luxembourg Franc',
  LVL: 'Latvian Lats',
  MGF: 'Malagasy Franc',
  MRO: 'Ouguiya',
  MTL: 'Maltese Lira',
  MZM: 'Mozambique Metical',
  NLG: 'Netherlands Guilder',
  PTE: 'Portuguese Escudo',
  ROL: 'Old Leu',
  RUR: 'Russian Ruble',
  SDD: 'Sudanese Dinar',
  SIT: 'Tolar',
  SKK: 'Slovak Koruna',
  SLL: 'Leone',
  STD: 'Dobra',
  SYP: 'Syrian Pound',
  TMM: 'Turkmenistan Manat',
  TRL: 'Old Turkish Lira',
  VEB: 'Bolivar',
  VEF: 'Bolívar',
  VES: 'Bolívar Soberano',
  ZMK: 'Zambian Kwacha',
  ZWL: 'Zimbabwe Dollar',
};

/**
 * The ISO 4217 name (English) of a code the table lists, else undefined.
 *
 * @example
 * isoName('HRK') // "Kuna"
 */
export function isoName(code: CurrencyCode): string | undefined {
  return Object.hasOwn(NAMES, code) ? NAMES[code] : undefined;
}

/**
 * The one date-aware table of currencies (`currency()`, the legal factors, the curation's and the
 * importers' withdrawn facts), in code order: every code a shipped
 * importer can produce that ISO 4217 has withdrawn (the ECB history's CYP, EEK, MTL, ROL, SIT, SKK
 * and TRL among them), the euro changeovers, the redenominations. data/README.md ("Currency
 * registry") lists the same table and a test checks the two agree. Dates are changeover dates
 * (ISO 4217's), not the end of dual circulation (CLDR's `_to`): from that date the old code is no
 * longer the country's unit of account. Each fact's source is in citations/, apart from the
 * table so that no entry of the package ships the citations (test/registry holds every fact to one).
 */
export const REGISTRY: readonly RegistryEntry[] = /* @__PURE__ */ registryTable();

function registryTable(): RegistryEntry[] {
  const entries = [...REGISTRY_FACTS].map(([code, { minorUnits, ...dated }]) => ({ code, name: NAMES[code]!, minorUnits, ...dated }));
  return entries.sort((a, b) => (a.code < b.code ? -1 : 1));
}
