import { BROKEN_BUILDS } from './data/brokenBuilds.js';
import { KNOWN_BAD } from './data/knownBad/index.js';
import { LIMITS } from './data/limits.js';
import { MANAGED_RATES } from './data/managed.js';
import { PEGS } from './data/pegs.js';
import { REGIME_CHANGES } from './data/regimeChanges.js';
import { STABLECOINS } from './data/stablecoins.js';
import { UNIT_CHANGES } from './data/unitChanges.js';
import { WITHDRAWN } from './data/withdrawn.js';
import type { CurationRules } from './rulesTypes.js';

/**
 * The rules the embedded data is built with and every live round applies by default: the peg
 * table, the stablecoin band, unit changes, withdrawn currencies, known-bad values, managed rates,
 * broken upstream builds, and the limits of the jump and alternation rules. Each fact carries its
 * source or evidence; data/README.md is generated from them.
 *
 * @example
 * import { curate, defaultRules } from 'ratebook/curation';
 * const rules = { ...defaultRules, jump: { fiat: 2, crypto: 5 } }; // stricter limits
 * curate(history, row, rules);
 */
export const defaultRules: CurationRules = {
  pegs: PEGS,
  stablecoins: STABLECOINS,
  unitChanges: UNIT_CHANGES,
  withdrawn: WITHDRAWN,
  knownBad: KNOWN_BAD,
  managed: MANAGED_RATES,
  brokenBuilds: BROKEN_BUILDS,
  regimeChanges: REGIME_CHANGES,
  ...LIMITS,
};
