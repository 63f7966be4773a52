import { afterEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDatasetOptions, LiveError } from '../../src/live/types.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { Dataset } from '../../src/types.js';
import { embeddedBefore, realUsd } from './helpers.js';
import { ed25519Pair, extendedText, hmacSigned, memoryStore, OTHER_SECRET, SECRET } from './stored.js';

// Stored datasets (issue 27 item 4): the curation state goes with the dataset, a signature over its
// text, and the jump checks on every adoption. The feed is the real 2026-09-29 fawazahmed0 document
// with one rate changed per round (test input, never data).
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { date: string; usd: Record<string, number> };
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

/** A live dataset on `store` whose feed serves `feed.usd` dated `feed.date` (clock at that date's noon). */
function instance(store: DatasetStore, options: Partial<LiveDatasetOptions> = {}, initial: Dataset = INITIAL) {
  const feed = { date: '2026-09-29', usd: REAL.usd };
  const errors: LiveError[] = [];
  const warnings: LiveError[] = [];
  const live = createLiveDataset({
    initial,
    sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    store,
    now: () => new Date(`${feed.date}T12:00:00Z`),
    fetch: async () => new Response(JSON.stringify({ date: feed.date, usd: feed.usd })),
    onError: (e) => errors.push(e),
    onWarning: (w) => warnings.push(w),
    ...options,
  });
  stops.push(() => live.stop());
  const round = async (date: string, usd = REAL.usd) => {
    [feed.date, feed.usd] = [date, usd];
    await live.refresh();
  };
  return { live, errors, warnings, round, feed };
}

const rateOf = (ds: Dataset, code: string) => ds.snapshots.at(-1)!.values[ds.columns.get(code)!]!;
const rejected = (errors: LiveError[]) => errors.filter((e) => e.code === 'store_rejected').map((e) => e.reason);

describe('the stored text', () => {
  it('carries the curation state and a signature, and stays a dataset file loadDataset reads', async () => {
    const store = memoryStore();
    const { round } = instance(store, { signingKey: SECRET });
    await round('2026-09-29');
    const text = store.text!;
    const file = JSON.parse(text);
    expect(Object.keys(file).slice(-3)).toEqual(['curation', 'head', 'signature']);
    expect(file.signature.alg).toBe('HMAC-SHA-256');
    expect(Object.keys(file.curation.recent).length).toBeGreaterThan(100);
    const loaded = loadDataset(text);
    expect(loaded.snapshots.at(-1)!.date).toBe('2026-09-29');
    // The signature is over the text before its member, closed by the brace after it.
    const unsigned = `${text.slice(0, text.lastIndexOf(',"signature":'))}}`;
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const signature = Buffer.from(file.signature.value, 'base64url');
    expect(await crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(unsigned))).toBe(true);
  });

  // loadDataset checks these members only as objects; live's reader checks what is in them, in
  // loadDataset's words (path and sentence), and refuses the whole stored file for a bad one.
  it.each([
    [
      'a curation level that is not a date',
      { curation: { pending: {}, levels: { EUR: 'soon' }, recent: {} } },
      'curation.levels.EUR: expected a date YYYY-MM-DD',
    ],
    ['a curation state without its levels', { curation: { pending: {}, recent: {} } }, 'curation.levels: missing'],
    ['a signature of another algorithm', { signature: { alg: 'RSA', value: 'A'.repeat(20) } }, 'signature.alg: expected "HMAC-SHA-256" or "Ed25519"'],
    ['a head that is a list', { head: [] }, 'head.format: missing'],
  ])('refuses a stored dataset with %s (store_invalid), which loadDataset alone accepts', async (_, members, message) => {
    const text = JSON.stringify({ ...JSON.parse(extendedText(INITIAL, '2026-09-29')), ...members });
    expect(loadDataset(text).snapshots.at(-1)!.date).toBe('2026-09-29');
    const store = memoryStore(text);
    const { live, errors } = instance(store, { fetch: async () => new Response('down', { status: 503 }) });
    await live.refresh();
    expect(errors.filter((e) => e.code === 'store_invalid').map((e) => e.message)).toEqual([`the stored dataset is invalid and was ignored: ${message}`]);
    expect(live.dataset()).toBe(INITIAL);
  });

  it('refuses malformed keys at creation with invalid_parameter naming the option', () => {
    const make = (options: Partial<LiveDatasetOptions>) => () => instance(memoryStore(), options);
    expect(make({ signingKey: 'short' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'signingKey' }));
    expect(make({ verifyKey: 'ed25519:not base64!' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'verifyKey' }));
    expect(make({ verifyKey: 'ed25519:AAAA' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'verifyKey' }));
    expect(make({ signingKey: { kty: 'OKP', crv: 'Ed25519', x: 'AAAA' } })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'signingKey' }),
    );
    expect(make({ verifyKey: { kty: 'RSA', n: 'x', e: 'AQAB' } })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'verifyKey' }));
  });
});

describe('an instance with a verify key', () => {
  const poisoned = () => extendedText(INITIAL, '2026-09-29', { EUR: 1000 });
  const honest = () => extendedText(INITIAL, '2026-09-29');

  it('refuses an unsigned dataset (store_rejected, signature): not adopted, not served, not deleted', async () => {
    const text = poisoned();
    const store = memoryStore(text);
    const { live, errors } = instance(store, { verifyKey: SECRET, fetch: async () => new Response('down', { status: 503 }) });
    await live.refresh();
    expect(rejected(errors)).toEqual(['signature']);
    expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected', reason: 'signature' } });
    expect(live.dataset()).toBe(INITIAL);
    expect(store.text).toBe(text);
    expect(store.writes).toEqual([]);
  });

  it('refuses a dataset signed with another key, or signed and then changed', async () => {
    for (const text of [
      await hmacSigned(poisoned(), OTHER_SECRET),
      (await hmacSigned(honest(), SECRET)).replace('"2026-09-29T00:00:00Z"', '"2026-09-29T00:00:01Z"'),
    ]) {
      const store = memoryStore(text);
      const { live, errors } = instance(store, { verifyKey: SECRET, fetch: async () => new Response('down', { status: 503 }) });
      await live.refresh();
      expect(rejected(errors)).toEqual(['signature']);
      expect(live.dataset()).toBe(INITIAL);
      expect(store.text).toBe(text);
    }
  });

  it('refuses a dataset signed by the right key with EUR ×1000: the jump checks (store_rejected, jump)', async () => {
    const text = await hmacSigned(poisoned(), SECRET);
    const store = memoryStore(text);
    const { live, errors } = instance(store, { verifyKey: SECRET, fetch: async () => new Response('down', { status: 503 }) });
    await live.refresh();
    expect(rejected(errors)).toEqual(['jump']);
    expect(errors.find((e) => e.reason === 'jump')!.message).toMatch(/EUR/);
    expect(live.dataset()).toBe(INITIAL);
    expect(store.text).toBe(text);
  });

  it('adopts a good dataset signed by the right key (HMAC, and Ed25519 as raw base64 and as JWK)', async () => {
    const pair = await ed25519Pair();
    const cases: [string, LiveDatasetOptions['verifyKey'], LiveDatasetOptions['signingKey']][] = [
      ['hmac', SECRET, SECRET],
      ['ed25519 raw', pair.verify, pair.signing],
      ['ed25519 jwk', JSON.stringify(pair.publicJwk), pair.jwk],
    ];
    for (const [, verifyKey, signingKey] of cases) {
      const store = memoryStore();
      const leader = instance(store, { signingKey });
      await leader.round('2026-09-29');
      const follower = instance(store, { verifyKey, fetch: async () => new Response('down', { status: 503 }) });
      await follower.live.refresh();
      expect(follower.errors.filter((e) => e.code.startsWith('store_'))).toEqual([]);
      expect(follower.live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
      expect(rateOf(follower.live.dataset(), 'EUR')).toBe(REAL.usd.eur);
    }
  });
});

describe('the jump checks on adoption, without a verify key', () => {
  it('refuses a valid dataset with EUR ×1000 (the poisoned store of the attack), and its forged level too', async () => {
    for (const forged of [false, true]) {
      const file = JSON.parse(extendedText(INITIAL, '2026-09-29', { EUR: 1000 }));
      if (forged) file.curation = { pending: {}, levels: { EUR: '2026-09-29' }, recent: {} };
      const store = memoryStore(JSON.stringify(file));
      const { live, errors } = instance(store, { fetch: async () => new Response('down', { status: 503 }) });
      await live.refresh();
      expect(rejected(errors)).toEqual(['jump']);
      expect(live.dataset()).toBe(INITIAL);
    }
  });

  it('refuses a rewritten history (EUR ×1000 on an old date) even when the newest row is honest', async () => {
    const file = JSON.parse(extendedText(INITIAL, '2026-09-29'));
    const eur = INITIAL.columns.get('EUR')!;
    file.snapshots[10].rates[eur] = Number(file.snapshots[10].rates[eur]) * 1000;
    const { live, errors } = instance(memoryStore(JSON.stringify(file)), { fetch: async () => new Response('down', { status: 503 }) });
    await live.refresh();
    expect(rejected(errors)).toEqual(['jump']);
    expect(live.dataset()).toBe(INITIAL);
  });

  it('adopts an honest newer dataset, moves within the jump limit included', async () => {
    const { live, errors } = instance(memoryStore(extendedText(INITIAL, '2026-09-29', { EUR: 1.5 })), {
      fetch: async () => new Response('down', { status: 503 }),
    });
    await live.refresh();
    expect(errors.filter((e) => e.code.startsWith('store_'))).toEqual([]);
    expect(rateOf(live.dataset(), 'EUR')).toBe(Number(datasetEur()) * 1.5);
  });
});

const datasetEur = () => INITIAL.snapshots.at(-1)!.values[INITIAL.columns.get('EUR')!]!;

describe('the curation state round-trips through the store', () => {
  // ARS ×5 (a devaluation) for three daily publications: the leader withholds the first two and
  // accepts the third as a level change. An instance that takes over after the second decides as it would.
  const level = REAL.usd.ars! * 5;
  const devalued = (factor: number) => ({ ...REAL.usd, ars: level * factor });

  async function leaderAfterTwo(options: Partial<LiveDatasetOptions> = {}) {
    const store = memoryStore();
    const leader = instance(store, options);
    await leader.round('2026-09-29', devalued(1));
    await leader.round('2026-09-30', devalued(1.02));
    expect(Number.isNaN(rateOf(leader.live.dataset(), 'ARS'))).toBe(true);
    return { store, leader };
  }

  it('the leader itself accepts the level at the third publication', async () => {
    const { leader } = await leaderAfterTwo();
    await leader.round('2026-10-01', devalued(0.99));
    expect(rateOf(leader.live.dataset(), 'ARS')).toBe(level * 0.99);
  });

  for (const signed of [false, true]) {
    it(`a restarted instance (the package's older data, the store's dataset) accepts it at the same publication${signed ? ' (signed, verified)' : ''}`, async () => {
      const { store, leader } = await leaderAfterTwo(signed ? { signingKey: SECRET } : {});
      await leader.live.stop();
      const restarted = instance(store, signed ? { signingKey: SECRET, verifyKey: SECRET } : {});
      await restarted.round('2026-10-01', devalued(0.99));
      expect(restarted.errors).toEqual([]);
      expect(rateOf(restarted.live.dataset(), 'ARS')).toBe(level * 0.99);
      expect(restarted.warnings.filter((w) => w.code === 'level_change').map((w) => w.message.split(' ')[0])).toEqual(['ARS']);
    });
  }

  it('a follower that adopted each dataset, then runs the round itself, accepts it at the same publication', async () => {
    const store = memoryStore();
    const leader = instance(store);
    const follower = instance(store);
    for (const [date, factor] of [
      ['2026-09-29', 1],
      ['2026-09-30', 1.02],
    ] as const) {
      await leader.round(date, devalued(factor));
      // The follower adopts the leader's dataset at the start of its round; the same document then adds nothing.
      await follower.round(date, devalued(factor));
      expect(follower.live.dataset()).not.toBe(INITIAL);
      expect(follower.live.dataset().snapshots.at(-1)!.date).toBe(date);
    }
    await leader.live.stop();
    await follower.round('2026-10-01', devalued(0.99));
    expect(follower.errors).toEqual([]);
    expect(rateOf(follower.live.dataset(), 'ARS')).toBe(level * 0.99);
  });

  it('without the stored state (a dataset written before this release), a restart withholds it again', async () => {
    const { store, leader } = await leaderAfterTwo();
    await leader.live.stop();
    const file = JSON.parse(store.text!);
    delete file.curation;
    store.text = JSON.stringify(file);
    const restarted = instance(store);
    await restarted.round('2026-10-01', devalued(0.99));
    expect(Number.isNaN(rateOf(restarted.live.dataset(), 'ARS'))).toBe(true);
  });
});
