import { fail, quote } from '../errors.js';
import { FEED_IDS, FEED_META, type FeedId } from '../feeds/list.generated.js';
import { keySpec } from '../live/sign/datasetKey.js';

/** What the worker uses of a KV namespace binding (`RATEBOOK_DATA`): text values, and a cache time for reads. */
export interface KvNamespaceLike {
  get(key: string, options?: { readonly type?: 'text'; readonly cacheTtl?: number }): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

/** What the worker uses of a Durable Object stub: its `fetch`. */
export interface DurableObjectStubLike {
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** What the worker uses of a Durable Object namespace binding (`RATEBOOK_LIMITER`). */
export interface DurableObjectNamespaceLike {
  idFromName(name: string): unknown;
  get(id: never): DurableObjectStubLike;
}

/**
 * The bindings of ratebook's worker (the `env` of a Workers module). Text bindings are secrets or
 * `[vars]` of wrangler.toml; the others are declared there too (see docs/cloudflare.md).
 */
export interface RatebookEnv {
  /** Required secret: the API keys, comma-separated, each starting with `live_`. */
  readonly RATEBOOK_KEYS?: string;
  /** Durable Object namespace of `RateLimiterObject`: one object a key, the limit exact. Needed with `RATEBOOK_RATE_LIMIT`. */
  readonly RATEBOOK_LIMITER?: DurableObjectNamespaceLike;
  /** KV namespace of the live dataset, written only by the scheduled round. */
  readonly RATEBOOK_DATA?: KvNamespaceLike;
  /** Requests per key and window, `N/SECONDS` (`1000/3600`, or `1000/1h`: s, m, h, d). Without it, no limit. */
  readonly RATEBOOK_RATE_LIMIT?: string;
  /** The live sources, `name=url,...` (a feed id and the URL to fetch it from; an empty URL keeps the feed's own). Default `fawazahmed0`. */
  readonly RATEBOOK_SOURCE_URL?: string;
  /** Secret that signs what the scheduled round writes to KV (an HMAC secret of 32 bytes or more, or an Ed25519 private key); without it, no live data. */
  readonly RATEBOOK_SIGNING_KEY?: string;
  /** The key that verifies it, when it is an Ed25519 key (an HMAC secret verifies itself). */
  readonly RATEBOOK_VERIFY_KEY?: string;
  /** A feed's key, under the name its feed gives it (`OXR_APP_ID`, `FRED_API_KEY`), and any binding of the application. */
  readonly [name: string]: unknown;
}

/** A live source of the worker: the feed, its URL (undefined: the feed's own), its key. */
export interface WorkerSource {
  readonly id: FeedId;
  readonly url: string | undefined;
  readonly apiKey: string | undefined;
}

/** The worker's configuration, read from its bindings. */
export interface WorkerConfig {
  readonly keys: readonly string[];
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number } | undefined;
  readonly limiter: DurableObjectNamespaceLike | undefined;
  readonly data: KvNamespaceLike | undefined;
  readonly sources: readonly WorkerSource[];
  readonly signingKey: string | undefined;
  readonly verifyKey: string | undefined;
}

const UNIT: Readonly<Record<string, number>> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

// A binding that is absent, or a var left empty, is unset.
function text(env: RatebookEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') fail('invalid_parameter', `The binding ${name} must be text (a secret or a var), not ${typeof value}.`, name);
  return value;
}

function rateLimitOf(value: string | undefined): WorkerConfig['rateLimit'] {
  if (value === undefined) return undefined;
  const m = /^(\d{1,9})\/(\d{1,9})([smhd]?)$/.exec(value.trim());
  const limit = Number(m?.[1]);
  const windowSeconds = Number(m?.[2]) * UNIT[m?.[3] ?? '']!;
  if (!m || limit < 1 || windowSeconds < 1)
    fail(
      'invalid_parameter',
      `The binding RATEBOOK_RATE_LIMIT is ${quote(value)}: expected N/SECONDS, such as 1000/3600 (or 1000/1h: s, m, h, d).`,
      'RATEBOOK_RATE_LIMIT',
    );
  return { limit, windowSeconds };
}

function sourcesOf(env: RatebookEnv, value: string | undefined): WorkerSource[] {
  const pairs = value === undefined ? ['fawazahmed0='] : value.split(',').map((pair) => pair.trim());
  const seen = new Set<string>();
  return pairs.map((pair) => {
    const eq = pair.indexOf('=');
    const id = (eq < 0 ? pair : pair.slice(0, eq)) as FeedId;
    if (!FEED_IDS.includes(id))
      fail(
        'invalid_parameter',
        `The binding RATEBOOK_SOURCE_URL names ${quote(id)}, which is no feed; the feeds are ${FEED_IDS.join(', ')}.`,
        'RATEBOOK_SOURCE_URL',
      );
    if (seen.has(id)) fail('invalid_parameter', `The binding RATEBOOK_SOURCE_URL names ${id} twice.`, 'RATEBOOK_SOURCE_URL');
    seen.add(id);
    const url = eq < 0 ? undefined : pair.slice(eq + 1) || undefined;
    const keyName = FEED_META[id].env?.name;
    const apiKey = keyName === undefined ? undefined : text(env, keyName);
    if (keyName !== undefined && FEED_META[id].env?.required && apiKey === undefined)
      fail('missing_parameter', `The source ${id} needs your key in the secret ${keyName}.`, keyName);
    return { id, url, apiKey };
  });
}

// The verify key: the one given, or the signing key itself when it is an HMAC secret (it verifies what it signs).
function verifyKeyOf(signingKey: string | undefined, verifyKey: string | undefined): string | undefined {
  if (verifyKey !== undefined) return verifyKey;
  if (signingKey === undefined) return undefined;
  if (keySpec(signingKey, 'sign', 'RATEBOOK_SIGNING_KEY').alg === 'HMAC-SHA-256') return signingKey;
  return fail(
    'invalid_parameter',
    'The binding RATEBOOK_SIGNING_KEY is an Ed25519 key: give its public key as RATEBOOK_VERIFY_KEY, so that every isolate verifies what it reads.',
    'RATEBOOK_VERIFY_KEY',
  );
}

function checkedKey(value: string | undefined, use: 'sign' | 'verify', name: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    keySpec(value, use, name);
  } catch {
    // The key's own words would name it as an option; the binding is what the operator set.
    fail('invalid_parameter', `The binding ${name} is not a key (an HMAC secret of at least 32 bytes, "ed25519:" and base64, or a JSON Web Key).`, name);
  }
  return value;
}

/**
 * Reads the worker's configuration from its bindings, so that a mistake fails the first request with
 * the binding's name (`invalid_parameter`, `param` the binding), never quoting a secret.
 *
 * @param env - The worker's `env`.
 * @returns The keys, the rate limit and its namespace, the KV namespace, the sources and the dataset keys.
 * @example
 * readBindings({ RATEBOOK_KEYS: 'live_a,live_b', RATEBOOK_RATE_LIMIT: '100/60', RATEBOOK_LIMITER }).rateLimit // { limit: 100, windowSeconds: 60 }
 */
export function readBindings(env: RatebookEnv): WorkerConfig {
  if (typeof env !== 'object' || env === null) fail('invalid_parameter', 'The worker got no bindings (env).', 'env');
  const keyList = text(env, 'RATEBOOK_KEYS');
  const keys = (keyList ?? '').split(',').map((key) => key.trim());
  if (keyList === undefined || keys.some((key) => key === ''))
    fail(
      'invalid_parameter',
      'The secret RATEBOOK_KEYS must list the API keys, comma-separated, none empty (wrangler secret put RATEBOOK_KEYS).',
      'RATEBOOK_KEYS',
    );
  const rateLimit = rateLimitOf(text(env, 'RATEBOOK_RATE_LIMIT'));
  const limiter = env.RATEBOOK_LIMITER;
  if (rateLimit && (typeof limiter?.idFromName !== 'function' || typeof limiter.get !== 'function'))
    fail(
      'invalid_parameter',
      'RATEBOOK_RATE_LIMIT needs the Durable Object binding RATEBOOK_LIMITER (class RateLimiterObject), which counts each key.',
      'RATEBOOK_LIMITER',
    );
  const data = env.RATEBOOK_DATA;
  if (data !== undefined && (typeof data?.get !== 'function' || typeof data.put !== 'function'))
    fail('invalid_parameter', 'The binding RATEBOOK_DATA must be a KV namespace.', 'RATEBOOK_DATA');
  const signingKey = checkedKey(text(env, 'RATEBOOK_SIGNING_KEY'), 'sign', 'RATEBOOK_SIGNING_KEY');
  const verifyKey = verifyKeyOf(signingKey, checkedKey(text(env, 'RATEBOOK_VERIFY_KEY'), 'verify', 'RATEBOOK_VERIFY_KEY'));
  return {
    keys,
    rateLimit,
    limiter: rateLimit ? limiter : undefined,
    data,
    sources: sourcesOf(env, text(env, 'RATEBOOK_SOURCE_URL')),
    signingKey,
    verifyKey,
  };
}
