import { CODE_CHANGES } from './codeChanges.js';
import { EURO_CHANGEOVERS } from './euroChangeovers.js';
import type { RegistryEntry } from './types.js';

// The recent changes of unit, the redenominations that kept their code, and ZWL, which has no factor.
const RECENT: readonly RegistryEntry[] = [
  { code: 'ANG', name: 'Netherlands Antillean Guilder', minorUnits: 2, withdrawal: { on: '2025-04-01', successor: 'XCG', factor: '1' } },
  { code: 'BYR', name: 'Belarusian Ruble', minorUnits: 0, withdrawal: { on: '2016-07-01', successor: 'BYN', factor: '10000' } },
  { code: 'MRO', name: 'Ouguiya', minorUnits: 2, withdrawal: { on: '2018-01-01', successor: 'MRU', factor: '10' } },
  { code: 'SLL', name: 'Leone', minorUnits: 2, withdrawal: { on: '2024-01-01', successor: 'SLE', factor: '1000' } },
  { code: 'STD', name: 'Dobra', minorUnits: 2, withdrawal: { on: '2018-01-01', successor: 'STN', factor: '1000' } },
  { code: 'SYP', name: 'Syrian Pound', minorUnits: 2, redenominations: [{ date: '2026-01-01', factor: '100' }] },
  { code: 'VEF', name: 'Bolívar', minorUnits: 2, withdrawal: { on: '2018-08-20', successor: 'VES', factor: '100000' } },
  { code: 'VES', name: 'Bolívar Soberano', minorUnits: 2, redenominations: [{ date: '2021-10-01', factor: '1000000' }] },
  // No factor: the RBZ converted ZWL balances to ZiG at a rate of the day, and no legal factor was published.
  { code: 'ZWL', name: 'Zimbabwe Dollar', minorUnits: 2, withdrawal: { on: '2024-09-01', successor: 'ZWG' } },
];

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
export const REGISTRY: readonly RegistryEntry[] = /* @__PURE__ */ [...RECENT, ...EURO_CHANGEOVERS, ...CODE_CHANGES].sort((a, b) => (a.code < b.code ? -1 : 1));
