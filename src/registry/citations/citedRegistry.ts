import type { CurrencyCode } from '../../types.js';
import { CASH_CHANGES, type CashChange } from '../cashChanges.js';
import { REGISTRY } from '../registryData.js';
import type { Redenomination, RegistryEntry, Withdrawal } from '../types.js';
import { CASH_CHANGE_SOURCES } from './cashChanges.js';
import { CODE_CHANGE_SOURCES } from './codeChanges.js';
import { EURO_CHANGEOVER_SOURCES } from './euroChangeovers.js';
import { RECENT_SOURCES, REDENOMINATION_SOURCES } from './recentChanges.js';

// The citations live apart from the facts so that no entry of the package ships them: `currency()`,
// the legal factors and the curation read facts only (the min+gzip budgets of scripts/size-budget.mjs
// count every byte of prose). Only the tests, and data/README.md through them, import this folder.

/** A withdrawal with where its date, successor and factor come from. */
export interface CitedWithdrawal extends Withdrawal {
  readonly source: string;
}

/** A redenomination with where it comes from. */
export interface CitedRedenomination extends Redenomination {
  readonly source: string;
}

/** A registry entry with every fact's source. */
export interface CitedEntry extends Omit<RegistryEntry, 'withdrawal' | 'redenominations'> {
  readonly withdrawal?: CitedWithdrawal;
  readonly redenominations?: readonly CitedRedenomination[];
}

/** A dated change of cash increment with who decided it, and when. */
export interface CitedCashChange extends CashChange {
  readonly source: string;
}

/** Every withdrawal's source, by the withdrawn code. */
export const WITHDRAWAL_SOURCES: Readonly<Record<CurrencyCode, string>> = { ...RECENT_SOURCES, ...EURO_CHANGEOVER_SOURCES, ...CODE_CHANGE_SOURCES };

function cite(sources: Readonly<Record<string, string>>, key: string): string {
  // A fact without a citation fails every test that imports the cited table, not only one assertion.
  if (!Object.hasOwn(sources, key)) throw new Error(`registry: no citation for ${key}`);
  return sources[key]!;
}

/**
 * The registry's table with each fact's source beside it, in the table's order and key order: what
 * data/README.md ("Currency registry") lists row by row.
 *
 * @example
 * CITED_REGISTRY.find((e) => e.code === 'HRK')?.withdrawal?.source // "Council Regulation (EU) 2022/1208 …"
 */
export const CITED_REGISTRY: readonly CitedEntry[] = REGISTRY.map(({ withdrawal, redenominations, ...entry }) => ({
  ...entry,
  ...(withdrawal === undefined ? {} : { withdrawal: { ...withdrawal, source: cite(WITHDRAWAL_SOURCES, entry.code) } }),
  ...(redenominations === undefined
    ? {}
    : { redenominations: redenominations.map((step) => ({ ...step, source: cite(REDENOMINATION_SOURCES, `${entry.code} ${step.date}`) })) }),
}));

/**
 * The dated cash increments (../cashChanges.ts) with each change's source.
 *
 * @example
 * CITED_CASH_CHANGES.CAD[0].source // "Department of Finance Canada, \"Phasing out the penny\" …"
 */
export const CITED_CASH_CHANGES: Readonly<Record<CurrencyCode, readonly CitedCashChange[]>> = Object.fromEntries(
  Object.entries(CASH_CHANGES).map(([code, changes]) => [
    code,
    changes.map((change) => ({ ...change, source: cite(CASH_CHANGE_SOURCES, `${code} ${change.on}`) })),
  ]),
);
