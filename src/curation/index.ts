// Entry `ratebook/curation`: the rules that make the embedded data right, as data and code, and the
// one `curate` the data build and every live round call.
export { curate, type CurateOptions, type CurateResult } from './curate.js';
export { defaultRules } from './defaultRules.js';
export { CONSENSUS, type SourceQuote } from './rules/consensusRule.js';
export type { Confirmations } from './judgeConsensus.js';
export { pegBounds } from './rules/pegRule.js';
export type { PivotMove } from './rules/pivotMove.js';
export { knownBadMatches } from './rules/dateRules.js';
export type { CurationState, LevelChange, PendingQuote, RecentQuote, RuleName, Withheld } from './types.js';
export type {
  BrokenBuild,
  CurationRules,
  KnownBad,
  ManagedRate,
  RegimeChange,
  Peg,
  StablecoinBand,
  UnitChange,
  WithdrawnCurrency,
} from './rulesTypes.js';
