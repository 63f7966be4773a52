import { DEFAULT_STORE_MAX_BYTES, type DatasetStore, type DatasetStoreTraits } from '../../contracts/datasetStore.js';
import { RatebookError, fail } from '../../errors.js';
import { fetchBounded, type Validators } from '../fetch/fetchBounded.js';
import { LiveFault } from '../fetch/liveFault.js';
import { keySpec, type DatasetKey } from '../sign/datasetKey.js';
import type { LiveTimers } from '../types.js';

/** Options of `httpDatasetStore`. */
export interface HttpDatasetStoreOptions {
  /** The dataset file's URL (as `ratebook publish` writes it, served by any HTTP origin). User-info becomes Basic auth. */
  readonly url: string;
  /** Adopt only files this key verifies (as `verifyKey` of `createLiveDataset`, which may give it instead). */
  readonly verifyKey?: DatasetKey;
  /** Seconds between checks of the origin besides the live dataset's rounds (fractions allowed); default 60; 0 = rounds only. */
  readonly intervalSeconds?: number;
  /** Default `globalThis.fetch`. */
  readonly fetch?: typeof globalThis.fetch;
  /** Time bound of one request, the body included; default 10 000 ms. */
  readonly timeoutMs?: number;
  /** Byte cap of the file; default 16 MiB. A larger one is refused unread. */
  readonly maxBytes?: number;
  /** Request headers (an Authorization header, say); with any, redirects are followed within the origin only. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What `httpDatasetStore` returns: a read-only `DatasetStore` that carries its verify key. */
export type HttpDatasetStore = DatasetStore & DatasetStoreTraits & { readonly readOnly: true };

const TIMERS: LiveTimers = { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
// A request is bounded by `timeoutMs`; nothing else stops it (a store method takes no signal).
const UNSTOPPED = new AbortController().signal;

/**
 * A read-only dataset store on any HTTP origin: a follower reads the (signed) dataset file a
 * publisher puts there (`ratebook publish`, or a leader's file store served by a web server), so
 * regions share one dataset without sharing a Redis. Each read is a conditional GET (`If-None-Match`,
 * `If-Modified-Since`); a 304 hands back the text of the last 200, the same string, so the live
 * dataset recognises it at once and transfers, parses and verifies nothing. Requests are bounded by
 * `timeoutMs` and `maxBytes` (a larger file is refused unread: `store_rejected`) and follow redirects
 * as feeds do. `write` refuses: a follower never writes to an HTTP origin, and a live dataset never
 * calls it on a `readOnly` store. Besides the live dataset's rounds, the origin is checked every
 * `intervalSeconds` (through `watch`); the verify key, given here or to `createLiveDataset`, is
 * checked by the live dataset's adoption (`store_rejected`, `reason: 'signature'`).
 *
 * @param options - `url`, and the optional `verifyKey`, `intervalSeconds`, `fetch`, `timeoutMs`, `maxBytes`, `headers`.
 * @returns The store.
 * @example
 * const live = createLiveDataset({ initial: defaultDataset, sources: [], store: httpDatasetStore({ url: 'https://rates.example/dataset.json', verifyKey }) });
 */
export function httpDatasetStore(options: HttpDatasetStoreOptions): HttpDatasetStore {
  if (typeof options !== 'object' || options === null) fail('invalid_parameter', 'httpDatasetStore takes an options object.', 'options');
  const { url } = options;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    fail('invalid_parameter', 'Option url must be an absolute http: or https: URL.', 'url');
  const positive = (value: unknown, param: string, fallback: number, min: number): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min)
      fail('invalid_parameter', `Option ${param} must be a number of at least ${min}.`, param);
    return value;
  };
  const maxBytes = positive(options.maxBytes, 'maxBytes', DEFAULT_STORE_MAX_BYTES, 1);
  const timeoutMs = positive(options.timeoutMs, 'timeoutMs', 10_000, 1);
  const intervalMs = positive(options.intervalSeconds, 'intervalSeconds', 60, 0) * 1000;
  // Checked now, so a malformed key fails at start-up; the live dataset imports and uses it.
  if (options.verifyKey !== undefined) keySpec(options.verifyKey, 'verify', 'verifyKey');
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let last: { text: string; validators: Validators } | undefined;

  async function read(): Promise<string | undefined> {
    let outcome;
    try {
      outcome = await fetchBounded(url, {
        fetch,
        timers: TIMERS,
        now: () => Date.now(),
        timeoutMs,
        maxBytes,
        headers: options.headers,
        validators: last?.validators,
        signal: UNSTOPPED,
      });
    } catch (error) {
      // A file over the cap is refused, as every store refuses one: left where it is, never read.
      if (error instanceof LiveFault && error.code === 'feed_too_large')
        throw new RatebookError('invalid_dataset', `${error.message.replace('the body', 'the dataset file')}; refused unread`);
      throw error;
    }
    if (outcome === 'not_modified') return last?.text;
    const text = new TextDecoder().decode(outcome.body);
    last = { text, validators: outcome.validators };
    return text;
  }

  return {
    readOnly: true,
    ...(options.verifyKey !== undefined ? { verifyKey: options.verifyKey } : {}),
    read,
    async write() {
      fail(
        'invalid_parameter',
        'httpDatasetStore is read-only: a follower never writes to an HTTP origin; publish the file with `ratebook publish` (or a file store) and serve it there.',
        'store',
      );
    },
    ...(intervalMs > 0
      ? {
          watch(onChange: () => void) {
            // No request here: each tick asks the live dataset to adopt, whose read is the conditional GET.
            let timer: ReturnType<typeof setTimeout> | undefined;
            const tick = () => {
              timer = setTimeout(tick, intervalMs);
              onChange();
            };
            tick();
            return async () => clearTimeout(timer);
          },
        }
      : {}),
  };
}
