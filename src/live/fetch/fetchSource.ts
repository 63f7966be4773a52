import { RatebookError } from '../../errors.js';
import type { DatasetFile } from '../../dataset/schema.js';
import type { MetadataCatalog } from '../../importers/types.js';
import { DEFAULT_MAX_BYTES, fetchBounded, type Validators } from './fetchBounded.js';
import { splitUserInfo } from './followRedirects.js';
import { redactSecrets } from '../../secrets.js';
import { LiveFault, displayUrl } from './liveFault.js';
import { MAX_RETRY_AFTER_MS } from './retryAfter.js';
import type { LiveRequest, LiveSource, LiveTimers } from '../types.js';

/**
 * What a source's last good answer from one URL left behind: its validators for the next conditional
 * request, and its body and the catalog it was read with, so that the same bytes read with the same
 * catalog are not read again (a feed without validators answers the same document all day).
 */
export interface CachedAnswer {
  readonly validators: Validators;
  readonly file: DatasetFile;
  readonly body?: Uint8Array;
  readonly metadata?: MetadataCatalog;
}

/** How a live dataset makes requests: its fetch and timers, the time bound, the retry policy. */
export interface RequestPolicy {
  readonly fetch: typeof globalThis.fetch;
  readonly timers: LiveTimers;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly random: () => number;
  /** The present, for a `Retry-After` date; default the system clock. */
  readonly now?: () => Date;
}

/** How one round fetches: the policy, the round's abort signal, and the catalog the importers use. */
export interface FetchSourceContext extends RequestPolicy {
  readonly signal: AbortSignal;
  readonly metadata: MetadataCatalog;
  /** Told at once when a request of the source times out, before any retry (the round marks the source unhealthy then). */
  readonly onTimeout?: (fault: LiveFault) => void;
}

/**
 * Fetches a source's document: its URL (of the round's clock, for a source with `urlsAt`), then each fallback, each request bounded; when every URL
 * failed and some failure may pass (unreachable, timeout, 5xx, 429, truncated), it tries again
 * after an exponential backoff with full jitter, at most `retries` times, and never sooner than a
 * `Retry-After` asked (one longer than `MAX_RETRY_AFTER_MS` ends the retries of this round). A 304,
 * or a body byte for byte the last good one of the same URL (read with the same catalog), reuses the
 * file the importer made of it then. The body is read by the source's importer; an error
 * it raises is redacted with the source's secrets (a value it quoted, even cut short, shows none).
 *
 * @param source - The source.
 * @param cache - Last good answer per URL; updated here.
 * @param context - fetch, timers, bounds, retry policy, abort signal, metadata catalog.
 * @returns The dataset file the importer made of the document.
 * @example
 * const file = await fetchSource(fawazahmed0(), cache, context);
 */
export async function fetchSource(source: LiveSource, cache: Map<string, CachedAnswer>, context: FetchSourceContext): Promise<DatasetFile> {
  const faults: LiveFault[] = [];
  for (let attempt = 0; ; attempt++) {
    faults.length = 0;
    const now = context.now ? context.now() : new Date();
    const urls = source.urlsAt ? source.urlsAt(now) : source.urls;
    const request = source.requestAt?.(now);
    for (const url of urls) {
      if (context.signal.aborted) throw new LiveFault('feed_unreachable', 'the round was stopped');
      try {
        return await fetchOne(source, url, request, cache, context);
      } catch (error) {
        const fault = error instanceof LiveFault ? error : new LiveFault('invalid_feed', `${displayUrl(url)}: ${(error as Error)?.message}`);
        if (fault.code === 'feed_timeout') context.onTimeout?.(fault);
        faults.push(fault);
      }
    }
    if (attempt >= context.retries || !faults.some((f) => f.retryable) || context.signal.aborted) break;
    const asked = Math.max(0, ...faults.map((f) => f.retryAfterMs ?? 0));
    if (asked > MAX_RETRY_AFTER_MS) break;
    await sleep(Math.max(asked, context.retryDelayMs * 2 ** attempt * context.random()), context);
  }
  const [first, ...others] = faults;
  const message = [first!.message, ...others.map((f) => `fallback ${f.message}`)].join('; ');
  throw new LiveFault(first!.code, message);
}

async function fetchOne(
  source: LiveSource,
  url: string,
  request: LiveRequest | undefined,
  cache: Map<string, CachedAnswer>,
  context: FetchSourceContext,
): Promise<DatasetFile> {
  // A POST's answer depends on its body (the round's dates), so it is never asked conditionally nor cached by URL.
  const post = request?.method === 'POST';
  const cached = post ? undefined : cache.get(url);
  // A token in the URL's user-info is a secret like the source's own.
  const { token } = splitUserInfo(url);
  const secrets = token === undefined ? source.secrets : [...(source.secrets ?? []), token];
  // A POST (a SOAP envelope naming dates) is asked afresh each round: its answer is not conditional on the URL alone.
  const outcome = await fetchBounded(url, {
    fetch: context.fetch,
    timers: context.timers,
    timeoutMs: context.timeoutMs,
    maxBytes: source.maxBytes ?? DEFAULT_MAX_BYTES,
    headers: source.headers,
    ...(request ? { request } : {}),
    ...(source.htmlLabel ? { htmlLabel: true } : {}),
    secrets,
    now: () => (context.now ? context.now().getTime() : Date.now()),
    validators: post ? undefined : cached?.validators,
    signal: context.signal,
  });
  if (outcome === 'not_modified') {
    if (!cached) throw new LiveFault('feed_http_status', `${displayUrl(url)} answered 304 to an unconditional request`);
    return cached.file;
  }
  // The same bytes as the last good answer, read with the same catalog: the importer would make the
  // same file of them (it was validated then), so the round is spared reading and validating it again.
  if (cached?.metadata === context.metadata && cached.body !== undefined && sameBytes(cached.body, outcome.body)) {
    remember(cache, url, { ...cached, validators: outcome.validators });
    return cached.file;
  }
  let file: DatasetFile;
  try {
    file = source.read(outcome.body, context.metadata).dataset;
  } catch (error) {
    if (error instanceof RatebookError) throw new LiveFault('invalid_feed', `${displayUrl(url)}: ${redactSecrets(error.message, secrets)}`);
    throw error;
  }
  if (!post) remember(cache, url, { validators: outcome.validators, file, body: outcome.body, metadata: context.metadata });
  return file;
}

// The answers of a source's last few URLs: a source with `urlsAt` asks a new URL every day (a
// dated path), and its older answers are never asked again; a year of them, each with its body and
// file, would be tens of megabytes. Eight covers a round's URL and its fallbacks.
const MAX_CACHED_URLS = 8;

function remember(cache: Map<string, CachedAnswer>, url: string, answer: CachedAnswer): void {
  cache.delete(url);
  cache.set(url, answer);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_CACHED_URLS) break;
    cache.delete(oldest);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sleep(ms: number, context: FetchSourceContext): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      context.timers.clearTimeout(handle);
      context.signal.removeEventListener('abort', done);
      resolve();
    };
    const handle = context.timers.setTimeout(done, ms);
    context.signal.addEventListener('abort', done);
  });
}
