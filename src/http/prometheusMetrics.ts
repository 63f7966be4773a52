import type { HandlerObserver, RequestEvent, RoundEvent } from './observer.js';

/** A `HandlerObserver` that keeps Prometheus counters, histograms and gauges, and renders them. */
export interface PrometheusMetrics extends Required<HandlerObserver> {
  /** The metrics in the Prometheus text exposition format (version 0.0.4). */
  render(): string;
}

/** Options of `prometheusMetrics`. */
export interface PrometheusMetricsOptions {
  /** More families, each a function returning exposition text (such as `processMetrics()` of `ratebook/node`), appended on each render. */
  readonly collectors?: readonly (() => string)[];
}

/** The content type of `render()`'s text. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

// Seconds: a cached answer takes well under a millisecond, a large series some hundred.
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ROUND_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** Escapes a label value as the exposition format asks: backslash, double quote, newline. */
function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labels(pairs: Record<string, string>): string {
  const parts = Object.entries(pairs).map(([k, v]) => `${k}="${label(v)}"`);
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}

class Histogram {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(readonly buckets: readonly number[]) {
    this.counts = buckets.map(() => 0);
  }
  observe(seconds: number): void {
    this.sum += seconds;
    this.count++;
    // Cumulative buckets are summed at render time; here each value lands in its first bucket.
    const { buckets } = this;
    for (let i = 0; i < buckets.length; i++) {
      if (seconds <= buckets[i]!) {
        this.counts[i]!++;
        return;
      }
    }
  }
  lines(name: string, pairs: Record<string, string>): string[] {
    const out: string[] = [];
    let running = 0;
    this.buckets.forEach((b, i) => {
      running += this.counts[i]!;
      out.push(`${name}_bucket${labels({ ...pairs, le: String(b) })} ${running}`);
    });
    out.push(`${name}_bucket${labels({ ...pairs, le: '+Inf' })} ${this.count}`);
    out.push(`${name}_sum${labels(pairs)} ${this.sum}`);
    out.push(`${name}_count${labels(pairs)} ${this.count}`);
    return out;
  }
}

function family(name: string, type: string, help: string, body: readonly string[]): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...body];
}

/** What the observer has counted so far. */
interface Counts {
  /** Per route: the latency histogram and the count per status (no key string is built per request). */
  readonly routes: Map<string, { latency: Histogram; statuses: Map<number, number> }>;
  readonly decisions: { allowed: number; denied: number };
  readonly outages: Map<string, { n: number; up: number }>;
  readonly rounds: Map<string, number>;
  readonly roundDuration: Histogram;
  age: { ageSeconds: number; stale: boolean } | undefined;
}

/** The counted families in the Prometheus text format, each line ended. */
function renderCounts({ routes, decisions, outages, rounds, roundDuration, age }: Counts): string {
  const out = [
    ...family(
      'ratebook_http_requests_total',
      'counter',
      'Requests answered, by route and status.',
      [...routes].flatMap(([route, r]) =>
        [...r.statuses].map(([status, n]) => `ratebook_http_requests_total${labels({ route, status: String(status) })} ${n}`),
      ),
    ),
    ...family(
      'ratebook_http_request_duration_seconds',
      'histogram',
      'Time from a request reaching the handler to its answer.',
      [...routes].flatMap(([route, r]) => r.latency.lines('ratebook_http_request_duration_seconds', { route })),
    ),
    ...family(
      'ratebook_rate_limit_decisions_total',
      'counter',
      'Rate-limit decisions.',
      Object.entries(decisions).map(([d, n]) => `ratebook_rate_limit_decisions_total${labels({ decision: d })} ${n}`),
    ),
    ...family(
      'ratebook_store_outages_total',
      'counter',
      'Store outages begun, by store.',
      [...outages].map(([store, o]) => `ratebook_store_outages_total${labels({ store })} ${o.n}`),
    ),
    ...family(
      'ratebook_store_up',
      'gauge',
      '1 while the store answers, 0 during an outage.',
      [...outages].map(([store, o]) => `ratebook_store_up${labels({ store })} ${o.up}`),
    ),
    ...family(
      'ratebook_live_rounds_total',
      'counter',
      'Live rounds by outcome.',
      [...rounds].map(([outcome, n]) => `ratebook_live_rounds_total${labels({ outcome })} ${n}`),
    ),
    ...family('ratebook_live_round_duration_seconds', 'histogram', 'Duration of live rounds.', roundDuration.lines('ratebook_live_round_duration_seconds', {})),
    ...family(
      'ratebook_data_age_seconds',
      'gauge',
      'Seconds since the newest served snapshot was captured.',
      age ? [`ratebook_data_age_seconds ${age.ageSeconds}`] : [],
    ),
    ...family('ratebook_data_stale', 'gauge', '1 when the served data is stale.', age ? [`ratebook_data_stale ${age.stale ? 1 : 0}`] : []),
  ];
  return `${out.join('\n')}\n`;
}

/**
 * Creates the observer behind `createFetchHandler({ metrics: true })`: requests by route and
 * status, a latency histogram by route, rate-limit decisions, store outages and whether each store
 * is up, live rounds by outcome with their duration, and the data's age, rendered in the Prometheus
 * text format. Pass it as `metrics` to serve it at `/metrics`, or render it from your own route.
 * The families of a runtime (process memory, event-loop lag, GC) come from `collectors`, so this
 * core stays free of any runtime's APIs.
 *
 * @param options - `collectors`: more families to append, such as `processMetrics()` of `ratebook/node`.
 * @returns The observer, with `render()`.
 * @example
 * const metrics = prometheusMetrics();
 * const handler = createFetchHandler({ dataset, auth: { keys: [key] }, metrics });
 * metrics.render(); // '# HELP ratebook_http_requests_total ...'
 */
export function prometheusMetrics(options: PrometheusMetricsOptions = {}): PrometheusMetrics {
  const counts: Counts = {
    routes: new Map(),
    decisions: { allowed: 0, denied: 0 },
    outages: new Map(),
    rounds: new Map(),
    roundDuration: new Histogram(ROUND_BUCKETS),
    age: undefined,
  };
  const { routes, decisions, outages, rounds, roundDuration } = counts;

  return {
    request(event: RequestEvent) {
      let entry = routes.get(event.route);
      if (!entry) routes.set(event.route, (entry = { latency: new Histogram(REQUEST_BUCKETS), statuses: new Map() }));
      entry.statuses.set(event.status, (entry.statuses.get(event.status) ?? 0) + 1);
      entry.latency.observe(event.durationMs / 1000);
    },
    rateLimit(event) {
      decisions[event.allowed ? 'allowed' : 'denied']++;
    },
    storeOutage(event) {
      const entry = outages.get(event.store) ?? { n: 0, up: 1 };
      if (event.phase === 'started') entry.n++;
      entry.up = event.phase === 'started' ? 0 : 1;
      outages.set(event.store, entry);
    },
    round(event: RoundEvent) {
      rounds.set(event.outcome, (rounds.get(event.outcome) ?? 0) + 1);
      roundDuration.observe(event.durationMs / 1000);
    },
    data(event) {
      counts.age = event;
    },
    render() {
      let text = renderCounts(counts);
      for (const collect of options.collectors ?? []) {
        try {
          text += collect();
        } catch {
          // A collector that fails leaves its families out; the scrape still answers.
        }
      }
      return text;
    },
  };
}
