import { fail } from '../../errors.js';
import { createFetchHandler } from '../../http/createFetchHandler.js';
import type { HealthOptions } from '../../http/healthRoutes.js';
import type { HandlerObserver, RequestEvent } from '../../http/observer.js';
import { prometheusMetrics } from '../../http/prometheusMetrics.js';
import type { RateLimitOptions } from '../../http/rateLimit.js';
import { processMetrics } from '../../node/processMetrics.js';
import { type RefusedRequest, serve } from '../../node/serve.js';
import type { LiveDataset } from '../../live/types.js';
import type { Dataset } from '../../types.js';
import { createLogger, keyFingerprint, type Logger } from '../output/logger.js';

/** Options of `serveCommand`. */
export interface ServeCommandOptions {
  /** The dataset, a function returning the current one (so a reload swaps it in), or a live dataset. */
  readonly dataset: Dataset | (() => Dataset) | LiveDataset;
  /** TCP port; default 8787; 0 picks a free one. */
  readonly port?: number;
  /** Interface to listen on; default `127.0.0.1`. */
  readonly host?: string;
  /** The live keys to accept (`live_` and at least 16 visible ASCII characters each; several for a rotation); default one fresh random key. */
  readonly keys?: readonly string[];
  /** One key to accept; the same as `keys: [key]`. */
  readonly key?: string;
  /** Whether a generated key is printed in full: only where the output is the operator's own terminal. Default false (its fingerprint only). */
  readonly showFreshKey?: boolean;
  /** Where the start-up lines go in text form, when no `log` is given. */
  readonly print: (line: string) => void;
  /** The logger of the events (start, access lines, handler errors); default text lines through `print`. */
  readonly log?: Logger;
  /** The handler's rate limit. */
  readonly rateLimit?: RateLimitOptions;
  /** Readiness checks beyond the dataset (a Redis `PING`). */
  readonly health?: HealthOptions;
  /** `/readyz` answers 503 past this age of the data, in seconds. */
  readonly maxStaleSeconds?: number;
  /** `/metrics`: on the API's port (`true`) or on its own (a port number; 0 picks one). */
  readonly metrics?: boolean | number;
  /** An observer of rounds and more, told beside the metrics (`ratebook serve` gives the live rounds to it). */
  readonly observe?: (observer: HandlerObserver) => void;
  /** One log line per request (client address, key fingerprint, method, route, status, duration, request id), and one per request the HTTP parser refused. */
  readonly accessLog?: boolean;
}

/** What `serveCommand` resolves to. */
export interface ServeCommandResult {
  /** The API's URL. */
  readonly url: string;
  /** The URL of the metrics port, when `/metrics` has one of its own. */
  readonly metricsUrl?: string;
  /** Closes both servers. */
  close(): Promise<void>;
}

const PREFIX = 'live_';
/** The fewest characters a given key has after `live_`: shorter keys are guessable. */
export const MIN_KEY_CHARS = 16;
const KEY_SYNTAX = new RegExp(`^live_[\\x21-\\x7e]{${MIN_KEY_CHARS},1019}$`);

/** A fresh live key: the prefix and 24 random bytes (192 bits) in hex. */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return PREFIX + hex;
}

/** Refuses a key that is not a live key of the accepted syntax, naming it by its place. */
function checkKeys(keys: readonly string[]): void {
  keys.forEach((key, i) => {
    if (!KEY_SYNTAX.test(key))
      fail(
        'invalid_parameter',
        `Key ${i + 1}: a key must start with "${PREFIX}" followed by ${MIN_KEY_CHARS} to 1019 visible ASCII characters (no spaces).`,
        'key',
      );
  });
}

/** Logs an answered request's access line. */
function accessLine(log: Logger, event: RequestEvent): void {
  const ms = Math.round(event.durationMs * 1000) / 1000;
  const client = event.client ?? '-';
  log.log('info', 'access', `${client} ${event.key ?? '-'} ${event.method} ${event.route} ${event.status} ${ms} ms id=${event.requestId}`, {
    client,
    key: event.key,
    method: event.method,
    route: event.route,
    status: event.status,
    duration_ms: ms,
    request_id: event.requestId,
  });
}

/** Logs the access line of a request the HTTP parser refused. */
function refusedLine(log: Logger, event: RefusedRequest): void {
  const client = event.client ?? '-';
  log.log('info', 'access', `${client} - refused by the HTTP parser (${event.code}) ${event.status}`, {
    client,
    status: event.status,
    refused: event.code,
  });
}

/** Logs what the handler or the server reports: a rate-limit store's outage and recovery, or an unexpected error. */
function errorLine(log: Logger, error: unknown): void {
  const outage = error as { name?: string; phase?: string; affected?: number; code?: string };
  if (outage.phase === 'started')
    log.log('warn', 'store_outage', 'rate-limit store failed; requests follow --on-store-error until it answers', { store: 'rate_limit' });
  else if (outage.phase === 'ended')
    log.log('info', 'store_recovered', `rate-limit store answers again; ${outage.affected} requests were answered without it`, {
      store: 'rate_limit',
      affected: outage.affected,
    });
  else log.log('error', 'handler_error', `unexpected error: ${(error as Error)?.message ?? String(error)}`);
}

/**
 * `ratebook serve`: mounts the fetch handler on node:http behind the given live keys (a fresh
 * random one unless given), with `/healthz` and `/readyz` on, `/metrics` when asked, and logs the
 * URL, each key as a fingerprint (`key#1a2b3c4d`) and a sample `curl` that reads the key from
 * `$RATEBOOK_KEY`. No key is ever written to a log line: a generated one is shown in full only
 * when `showFreshKey` says the output is the operator's terminal.
 *
 * @param opts - The dataset, `port`, `host`, `keys`, `print` or `log`, and the operator options.
 * @returns The server's URL and `close()`.
 * @example
 * const server = await serveCommand({ dataset: defaultDataset, port: 8787, keys: [process.env.RATEBOOK_KEY!], print: console.log });
 * await server.close();
 */
export async function serveCommand(opts: ServeCommandOptions): Promise<ServeCommandResult> {
  const given = [...(opts.keys ?? []), ...(opts.key === undefined ? [] : [opts.key])];
  checkKeys(given);
  const keys = given.length > 0 ? given : [freshKey()];
  const log = opts.log ?? createLogger('text', opts.print, opts.print);
  const processFigures = opts.metrics === undefined || opts.metrics === false ? undefined : processMetrics();
  const metrics = processFigures && prometheusMetrics({ collectors: [processFigures] });
  const { render: _render, ...hooks } = metrics ?? { render: undefined };
  const observer: HandlerObserver = {
    ...hooks,
    request(event) {
      metrics?.request(event);
      if (opts.accessLog) accessLine(log, event);
    },
  };
  if (metrics) opts.observe?.(metrics);
  const ownPort = typeof opts.metrics === 'number';
  const onError = (error: unknown) => errorLine(log, error);
  const common = {
    dataset: opts.dataset,
    health: opts.health ?? true,
    ...(opts.maxStaleSeconds === undefined ? {} : { maxStaleSeconds: opts.maxStaleSeconds }),
    onError,
  };
  const handler = createFetchHandler({
    ...common,
    auth: { keys },
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
    ...(metrics || opts.accessLog ? { metrics: metrics && !ownPort ? { ...observer, render: metrics.render } : observer } : {}),
  });
  const host = opts.host ?? '127.0.0.1';
  // A request the HTTP parser refused never reaches the handler: its access line is written here.
  const onRefused = (event: RefusedRequest) => refusedLine(log, event);
  const server = await serve(handler, { port: opts.port ?? 8787, host, onError, ...(opts.accessLog ? { onRefused } : {}) });
  let metricsServer: Awaited<ReturnType<typeof serve>> | undefined;
  if (metrics && ownPort) {
    // Its own port answers /metrics, /healthz and /readyz; the API there wants a key nobody holds.
    const scrape = createFetchHandler({ ...common, auth: { keys: [freshKey()] }, metrics: { data: metrics.data, render: metrics.render } });
    metricsServer = await serve(scrape, { port: opts.metrics as number, host }).catch(async (error: unknown) => {
      await server.close();
      throw error;
    });
  }
  const prints = await Promise.all(keys.map(keyFingerprint));
  log.log('info', 'start', `ratebook serving on ${server.url}`, {
    url: server.url,
    keys: prints.join(','),
    ...(metricsServer ? { metrics_url: metricsServer.url } : {}),
  });
  if (given.length === 0 && opts.showFreshKey) log.log('info', 'key', `API key (generated, shown on this terminal only): ${keys[0]}`);
  else if (given.length === 0)
    log.log('info', 'key', `API key: generated ${prints[0]}, not shown; choose keys with RATEBOOK_KEYS or --key`, { keys: prints[0] });
  else log.log('info', 'key', `API keys: ${prints.join(', ')}`, { keys: prints.join(',') });
  if (metricsServer) log.log('info', 'metrics', `metrics on ${metricsServer.url}/metrics`, { url: `${metricsServer.url}/metrics` });
  log.log('info', 'hint', `Try: curl -H "Authorization: Bearer $RATEBOOK_KEY" "${server.url}/v1/convert?from=USD&to=EUR&amount=100"`);
  return {
    url: server.url,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    close: async () => {
      await Promise.all([server.close(), metricsServer?.close()]);
      processFigures?.stop();
    },
  };
}
