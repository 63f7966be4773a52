import { checkDataset } from '../../dataset/checkDataset.js';
import { defaultRules } from '../../curation/defaultRules.js';
import { fail } from '../../errors.js';
import { keySpec, type DatasetKey } from '../sign/datasetKey.js';
import type { LiveDatasetOptions } from '../types.js';
import type { DatasetStoreTraits } from '../../contracts/datasetStore.js';

const keySpecOf = (key: DatasetKey | undefined) => (key === undefined ? undefined : keySpec(key, 'verify', 'verifyKey'));
// Two spellings of one key are not recognised: the same string, object or CryptoKey is.
const isCryptoKey = (key: DatasetKey) => typeof CryptoKey !== 'undefined' && key instanceof CryptoKey;
const sameKey = (a: DatasetKey, b: DatasetKey) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && !isCryptoKey(a) && !isCryptoKey(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * Checks the options of `createLiveDataset` when it is called, so a mistake fails at start-up with
 * the option's name (`invalid_parameter`, `param`), and fills in the defaults of the round's bounds.
 *
 * @param options - What the caller passed.
 * @returns The sources, the store, the interval and lease in ms, and the bounds, with their defaults.
 * @example
 * checkLiveOptions({ initial: defaultDataset, sources: [] }) // throws, param "sources"
 */
export function checkLiveOptions(options: LiveDatasetOptions) {
  if (typeof options !== 'object' || options === null) fail('invalid_parameter', 'createLiveDataset takes an options object.', 'options');
  checkDataset(options.initial);
  const { sources } = options;
  // With a store, no sources is a follower: it serves what the store holds.
  if (!Array.isArray(sources) || (sources.length === 0 && options.store === undefined))
    fail(
      'invalid_parameter',
      'Option sources must list at least one live source, such as ecb() or nbp() of ratebook/live (or be empty beside a store, to follow it).',
      'sources',
    );
  const names = new Set<string>();
  for (const source of sources) {
    if (typeof source?.read !== 'function' || !Array.isArray(source.urls) || source.urls.length === 0)
      fail('invalid_parameter', 'Option sources must hold live sources as the factories of ratebook/live make them (a name, urls, read).', 'sources');
    if (names.has(source.name)) fail('invalid_parameter', `Two sources are named ${JSON.stringify(source.name)}; give one a name option.`, 'sources');
    names.add(source.name);
  }
  const number = (value: unknown, param: string, min: number, fallback: number): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min)
      fail('invalid_parameter', `Option ${param} must be a number of at least ${min}.`, param);
    return value;
  };
  const intervalMs = number(options.intervalSeconds, 'intervalSeconds', 0, 3600) * 1000;
  // A lease lasts one interval; without rounds on a timer (interval 0), a minute.
  const leaseMs = number(options.leaseMs, 'leaseMs', 1, intervalMs > 0 ? intervalMs : 60_000);
  const timeoutMs = number(options.timeoutMs, 'timeoutMs', 1, 10_000);
  const rules = options.rules ?? defaultRules;
  if (typeof rules !== 'object' || rules === null || typeof rules.jump !== 'object')
    fail('invalid_parameter', 'Option rules must be curation rules, such as defaultRules of ratebook/curation.', 'rules');
  const combine = options.combine ?? 'first';
  if (combine !== 'first' && combine !== 'median') fail('invalid_parameter', "Option combine must be 'first' or 'median'.", 'combine');
  const signingKey = options.signingKey === undefined ? undefined : keySpec(options.signingKey, 'sign', 'signingKey');
  const traits = (options.store ?? {}) as DatasetStoreTraits;
  const verifyKey = keySpecOf(options.verifyKey ?? traits.verifyKey);
  if (options.verifyKey !== undefined && traits.verifyKey !== undefined && !sameKey(options.verifyKey, traits.verifyKey)) {
    fail('invalid_parameter', "Option verifyKey differs from the store's verifyKey; give it once (either is enough).", 'verifyKey');
  }
  return {
    sources,
    combine,
    signingKey,
    verifyKey,
    store: options.store,
    intervalMs,
    leaseMs,
    carryForwardDays: Math.floor(number(options.carryForwardDays, 'carryForwardDays', 0, 7)),
    timeoutMs,
    // A round ends while its lease still holds, with time left for the write: at most a minute, at
    // most the lease less one store call, and never less than one request's bound.
    roundTimeoutMs: number(options.roundTimeoutMs, 'roundTimeoutMs', 1, Math.max(timeoutMs, Math.min(60_000, leaseMs - timeoutMs))),
    retries: Math.floor(number(options.retries, 'retries', 0, 2)),
    retryDelayMs: number(options.retryDelayMs, 'retryDelayMs', 0, 1000),
    // The jump factors are the curation's jump limits: given here, they override those of `rules`.
    rules:
      options.jumpFactor === undefined && options.cryptoJumpFactor === undefined
        ? rules
        : {
            ...rules,
            jump: {
              fiat: number(options.jumpFactor, 'jumpFactor', 1, rules.jump.fiat),
              crypto: number(options.cryptoJumpFactor, 'cryptoJumpFactor', 1, rules.jump.crypto),
            },
          },
  };
}
