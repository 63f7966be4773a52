import { RatebookError } from '../errors.js';
import type { Dataset, Market } from '../types.js';
import type { Representation } from './caching.js';
import type { RequestLimit } from './limitRequest.js';
import type { SeriesGate } from './seriesGate.js';
import type { PartLoader } from './onDemand.js';

/** One of the two time series endpoints. */
export interface SeriesRoute {
  readonly market: Market;
  /** The operation's name, for messages. */
  readonly operation: 'timeseries' | 'cryptoTimeseries';
}

/** Answers a series request; the first unit of its charge was counted with every request. */
export type SeriesAnswer = (
  route: SeriesRoute,
  dataset: Dataset,
  params: Record<string, string>,
  now: Date,
  id: string,
  headers: Record<string, string>,
) => Promise<Representation>;

/** Values (dates × codes) that count as one request: a series counts `ceil(values / 1000)`, at least 1. */
export const VALUES_PER_UNIT = 1000;

/** `Retry-After` (seconds) of the 503 answered when the line for large series is full. */
const BUSY_RETRY_AFTER = 1;

/**
 * Creates the answer of the series endpoints: the request is checked and planned; it is charged
 * `ceil(values / 1000)` units in all (the rest of its charge now); a large one not kept from
 * before takes its turn at the gate, or is answered 503 `service_unavailable` with `Retry-After`
 * when the line is full, before any of that charge.
 *
 * @param gate - The handler's cap on large series.
 * @param limit - The handler's rate-limit step, if it limits.
 * @param load - The handler's part loader: the series' planning and writing are a chunk loaded by the first series request.
 * @returns The answer.
 * @example
 * const answerSeries = createSeriesAnswer(createSeriesGate(), limit, createPartLoader(report));
 * const rep = await answerSeries({ market: 'fiat', operation: 'timeseries' }, ds, { start: '2024-01-01' }, new Date(), id, headers);
 */
export function createSeriesAnswer(gate: SeriesGate, limit: RequestLimit | undefined, load: PartLoader): SeriesAnswer {
  return async (route, dataset, params, now, id, headers) => {
    const { seriesRequest } = await load('time series', () => import('./seriesRepresentation.js'));
    const series = seriesRequest(dataset, params, now, route.market, route.operation);
    const units = Math.max(1, Math.ceil(series.values / VALUES_PER_UNIT));
    const turn = series.kept === undefined && series.large ? gate.admit() : undefined;
    if (series.kept === undefined && series.large && turn === undefined) {
      headers['retry-after'] = String(BUSY_RETRY_AFTER);
      throw new RatebookError('service_unavailable', `Too many large time series are being prepared; retry after ${BUSY_RETRY_AFTER} s.`);
    }
    let release: (() => void) | undefined;
    try {
      if (limit && units > 1) await limit(id, headers, units - 1);
      if (series.kept) return series.kept;
      if (turn) release = await turn;
      return await series.build();
    } finally {
      if (release) release();
      // Refused by the limiter while in line: the turn is passed on as soon as it comes.
      else void turn?.then((passOn) => passOn());
    }
  };
}
