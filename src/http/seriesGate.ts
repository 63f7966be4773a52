/** Large series built at once per handler: one, so a small request waits at most one slice of it. */
export const MAX_LARGE_SERIES_RUNNING = 1;

/** Large series that may wait for their turn; past this, a request for one is answered 503 at once. */
export const MAX_LARGE_SERIES_WAITING = 4;

/** Gives out turns to build a large series; `release` hands the turn to the next in line. */
export interface SeriesGate {
  /**
   * A place: a promise of the turn (resolving to its `release`), or undefined when the line is full.
   * Every place is served in order, so the wait is bounded by the line's length, not by a clock.
   */
  admit(): Promise<() => void> | undefined;
}

/**
 * Creates the cap on large series: at most `running` are built at once and at most `waiting` wait
 * in line; any more are refused (the handler answers 503 `service_unavailable` with `Retry-After`).
 * A large series is built a slice at a time between other requests, so one in progress slows the
 * rest by about a slice each turn; more at once would multiply that.
 *
 * @param running - Turns at once.
 * @param waiting - Places in line.
 * @returns The gate.
 * @example
 * const turn = createSeriesGate(1, 4).admit();
 * if (turn) { const release = await turn; try { await build(); } finally { release(); } }
 */
export function createSeriesGate(running = MAX_LARGE_SERIES_RUNNING, waiting = MAX_LARGE_SERIES_WAITING): SeriesGate {
  let active = 0;
  const line: ((release: () => void) => void)[] = [];
  const release = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      if (next) next(release());
      else active--;
    };
  };
  return {
    admit() {
      if (active < running) {
        active++;
        return Promise.resolve(release());
      }
      if (line.length >= waiting) return undefined;
      return new Promise((resolve) => line.push(resolve));
    },
  };
}
