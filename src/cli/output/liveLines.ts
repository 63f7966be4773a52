import type { LiveDataset, LiveDatasetOptions, LiveError } from '../../live/types.js';
import { freshnessWords } from './freshnessWords.js';
import { roundSummary } from './roundSummary.js';

type Observers = Required<Pick<LiveDatasetOptions, 'onError' | 'onWarning' | 'onUpdate'>>;

/**
 * The observers through which `ratebook serve --live` tells its operator what its rounds do:
 * `now serving 2026-11-25, updated ..., 0 h old: fresh` (stdout) after each dataset swapped in,
 * one `round 2026-11-25: 3 withheld (peg: 2, known_bad: 1), 2 unknown codes` line (stderr) for
 * the warnings of the round that served it, instead of a line per code, and one `live: CODE:
 * message` line (stderr) per failure.
 *
 * @param print - A stdout line.
 * @param notice - A stderr line (prefixed `ratebook: `).
 * @param report - Where failures go instead of `notice` (`serve` logs them at their level).
 * @returns The observers for `createLiveDataset`, and `attach`, to call with the live dataset they observe (its `status()` words the lines).
 * @example
 * const lines = liveLines(print, notice);
 * lines.attach(createLiveDataset({ initial, sources, ...lines.observers }));
 */
export function liveLines(
  print: (line: string) => void,
  notice: (line: string) => void,
  report?: (error: LiveError) => void,
): { observers: Observers; attach(live: LiveDataset): void } {
  let live: LiveDataset | undefined;
  // The warnings of the round in progress; a round reports them just before it swaps its dataset in.
  let round: LiveError[] = [];
  const observers: Observers = {
    onWarning: (warning) => void round.push(warning),
    onError(error) {
      // A round that warned and then failed serves nothing: its warnings are not the next one's.
      if (error.code === 'invalid_dataset' || error.code === 'round_timeout') round = [];
      if (report) report(error);
      else notice(`live: ${error.code}: ${error.message}`);
    },
    onUpdate(dataset) {
      const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
      const status = live?.status();
      print(`now serving ${status ? freshnessWords(status) : `${newest.date}, updated ${newest.updatedAt}`}`);
      const summary = round.length > 0 && status ? roundSummary(newest.date, status.withheld, round) : undefined;
      round = [];
      if (summary) notice(summary);
    },
  };
  return {
    observers,
    attach(observed) {
      live = observed;
    },
  };
}
