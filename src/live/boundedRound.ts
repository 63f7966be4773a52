import { messageOf } from './fetch/liveFault.js';
import type { LiveState, RoundConfig } from './round/liveState.js';
import { ROUND_DEADLINE, runRound } from './round/round.js';

/**
 * Runs one round within the round deadline (store calls, fetches with their retries, the write),
 * after the adoption running if there is one: a round never runs beside an adoption (it would build
 * on the dataset the adoption replaces). An unexpected failure is reported, never thrown.
 *
 * @param state - The live dataset's state.
 * @param round - Its round settings (`roundTimeoutMs` among them).
 * @param own - The round's controller: aborted at the deadline, or by `stop()`.
 * @param adopting - The adoption running, if any.
 * @param settled - Called when the round settled or was abandoned, after its deadline was cleared.
 * @returns When the round settled or was abandoned.
 */
export function boundedRound(
  state: LiveState,
  round: RoundConfig & { readonly roundTimeoutMs: number },
  own: AbortController,
  adopting: Promise<void> | undefined,
  settled: () => void,
): Promise<void> {
  const { timers, report } = round;
  const deadline = timers.setTimeout(() => {
    if (own.signal.aborted) return;
    report({ code: 'round_timeout', message: `the round did not finish within ${round.roundTimeoutMs} ms and was abandoned; nothing changed after that` });
    own.abort(ROUND_DEADLINE);
  }, round.roundTimeoutMs);
  // Aborted (deadline, stop), the round counts as settled even if a call in it ignores the signal.
  const abandoned = new Promise<void>((resolve) => own.signal.addEventListener('abort', () => resolve(), { once: true }));
  const running = (adopting ? adopting.then(() => runRound(state, round, own.signal)) : runRound(state, round, own.signal)).catch((error: unknown) =>
    report({ code: 'invalid_dataset', message: `the round failed unexpectedly: ${messageOf(error)}` }),
  );
  return Promise.race([running, abandoned]).finally(() => {
    timers.clearTimeout(deadline);
    settled();
  });
}
