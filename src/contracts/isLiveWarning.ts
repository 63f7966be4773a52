import type { LiveErrorCode } from './liveError.js';

/**
 * The codes a live dataset tells `onWarning` rather than `onError`: the notices a round attaches to
 * the snapshot it serves (what `status().warnings` holds), which are routine and not failures.
 * - `withheld`, `jump_withheld`, `withdrawn`: values the curation kept out of the new snapshot;
 * - `level_change`: a new level the curation accepted;
 * - `unknown_code`: codes a source quotes without metadata in the dataset, left out;
 * - `sources_disagree`: two sources quote a code too far apart (the previously accepted value stays);
 * - `pivot_moved`: every fiat code of the round moved by one factor;
 * - `coverage_dropped`: codes no source quotes any more, past `carryForwardDays`, left out.
 * Everything else (a source's or the store's error, a round that failed or timed out) is a failure
 * and goes to `onError`; so is `not_repivoted`, which leaves a source's quotes out entirely.
 */
export const LIVE_WARNING_CODES: ReadonlySet<LiveErrorCode> = /* @__PURE__ */ new Set<LiveErrorCode>([
  'withheld',
  'jump_withheld',
  'withdrawn',
  'level_change',
  'unknown_code',
  'sources_disagree',
  'pivot_moved',
  'coverage_dropped',
]);

/**
 * Whether a live dataset's report is a warning (for `onWarning`) rather than a failure (for
 * `onError`): one rule, so the library, the CLI and the docs classify alike.
 *
 * @param code - The report's code.
 * @returns True for the codes of `LIVE_WARNING_CODES`.
 * @example
 * isLiveWarning('withheld'); // true
 * isLiveWarning('feed_timeout'); // false
 */
export function isLiveWarning(code: LiveErrorCode): boolean {
  return LIVE_WARNING_CODES.has(code);
}
