import type { CurrencyCode } from '../types.js';
import type { RegistryEntry } from './types.js';
import { REGISTRY_FACTS } from './withdrawals.js';

// The ISO 4217 name of every code of the table, in English (for codes no dataset names): what
// `currency()` answers with; the facts that decide a conversion are withdrawals.ts's, without names.
// One name a row of withdrawals.ts, in its order (the euro's predecessors, the code changes, the recent
// changes of unit, the codes kept), so that no code is written twice in the core; test/registry holds
// each code's name to data/README.md's table.
const NAMES: readonly string[] = /* @__PURE__ */ (
  'Schilling|Belgian Franc|Bulgarian Lev|Cyprus Pound|Deutsche Mark|Kroon|Spanish Peseta|Markka|French Franc|Drachma|Kuna|Irish Pound|Italian Lira|Lithuanian Litas|Luxembourg Franc|Latvian Lats|Maltese Lira|Netherlands Guilder|Portuguese Escudo|Tolar|Slovak Koruna' +
  '|' +
  'Azerbaijanian Manat|Belarusian Ruble|Cedi|Malagasy Franc|Mozambique Metical|Old Leu|Russian Ruble|Sudanese Dinar|Turkmenistan Manat|Old Turkish Lira|Bolivar|Zambian Kwacha' +
  '|' +
  'Netherlands Antillean Guilder|Belarusian Ruble|Ouguiya|Leone|Dobra|Bolívar|Zimbabwe Dollar' +
  '|' +
  'Syrian Pound|Bolívar Soberano'
).split('|');

/**
 * The table's entry of each code (the facts of withdrawals.ts with the names), in its rows' order:
 * what `currency()` looks a code up in, without REGISTRY's sort.
 *
 * @example
 * REGISTRY_BY_CODE.get('HRK')?.name // "Kuna"
 */
export const REGISTRY_BY_CODE: ReadonlyMap<CurrencyCode, RegistryEntry> = /* @__PURE__ */ entriesByCode();

function entriesByCode(): Map<CurrencyCode, RegistryEntry> {
  return new Map([...REGISTRY_FACTS].map(([code, { minorUnits, ...dated }], i) => [code, { code, name: NAMES[i]!, minorUnits, ...dated }]));
}

/**
 * The ISO 4217 name (English) of a code the table lists, else undefined.
 *
 * @example
 * isoName('HRK') // "Kuna"
 */
export function isoName(code: CurrencyCode): string | undefined {
  return REGISTRY_BY_CODE.get(code)?.name;
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
  return [...REGISTRY_BY_CODE.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
}
