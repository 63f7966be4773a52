#!/usr/bin/env node
// What signing costs a live round: paired rounds on the real upstream documents of the last dates
// (each on the embedded history before its date, a store in memory), unsigned, HMAC-SHA-256 and
// Ed25519 in turn, then the follower's side: adopting the stored text with and without a verify key.
// Prints min / median / max in milliseconds. Needs `npm run build:js` and .cache/data-build/rates.
//
// Usage: node scripts/sign-cost.mjs [rounds]   (default 11)

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listVersions } from './lib/rates-source.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { loadDataset } = await import(new URL('../dist/index.js', import.meta.url).href);
const { createLiveDataset, fawazahmed0 } = await import(new URL('../dist/live.js', import.meta.url).href);
const file = JSON.parse(await readFile(join(ROOT, 'data', 'dataset.json'), 'utf8'));
const rounds = Number(process.argv[2] ?? 11);
const dates = file.snapshots.slice(-rounds).map((s) => s.date);
const { dated } = await listVersions(join(ROOT, '.cache', 'data-build'), { offline: true });
const documents = new Map();
for (const d of dated)
  if (dates.includes(d.date) && !documents.has(d.date))
    documents.set(d.date, await readFile(join(ROOT, '.cache', 'data-build', 'rates', d.version, 'v1', 'currencies', 'usd.min.json')));

const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
const SECRET = 'a-shared-secret-of-at-least-32-bytes';
const KEYS = {
  unsigned: {},
  hmac: { signingKey: SECRET, verifyKey: SECRET },
  ed25519: { signingKey: jwk, verifyKey: { kty: 'OKP', crv: 'Ed25519', x: jwk.x } },
};
const histories = new Map(dates.map((d) => [d, loadDataset({ ...file, snapshots: file.snapshots.filter((s) => s.date < d) })]));

function live(date, keys, store, fetch = async () => new Response(documents.get(date))) {
  return createLiveDataset({
    initial: histories.get(date),
    sources: [fawazahmed0({ url: 'https://cost.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    store,
    now: () => new Date(`${date}T12:00:00Z`),
    fetch,
    signingKey: keys.signingKey,
  });
}

const times = { round: {}, adopt: {} };
for (const name of Object.keys(KEYS)) [times.round[name], times.adopt[name]] = [[], []];
for (const date of dates) {
  // Paired: the three kinds of round on the same date, in a rotating order.
  const order = Object.keys(KEYS);
  for (let r = 0; r < dates.indexOf(date) % 3; r++) order.push(order.shift());
  for (const name of order) {
    let text;
    const store = { read: async () => undefined, write: async (t) => void (text = t) };
    const leader = live(date, KEYS[name], store);
    const t0 = performance.now();
    await leader.refresh();
    times.round[name].push(performance.now() - t0);
    await leader.stop();
    // A follower on the history before the date adopts the text (the verify key's check included).
    const follower = createLiveDataset({
      initial: histories.get(date),
      sources: [fawazahmed0({ url: 'https://cost.invalid/usd.min.json' })],
      intervalSeconds: 0,
      retries: 0,
      store: { read: async () => text, write: async () => {} },
      now: () => new Date(`${date}T12:00:00Z`),
      fetch: async () => new Response('down', { status: 503 }),
      verifyKey: KEYS[name].verifyKey,
    });
    const t1 = performance.now();
    await follower.refresh();
    times.adopt[name].push(performance.now() - t1);
    if (follower.dataset().snapshots.at(-1).date !== date) throw new Error(`the follower did not adopt ${date} (${name})`);
    await follower.stop();
  }
}
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0].toFixed(2)}, median ${s[s.length >> 1].toFixed(2)}, max ${s.at(-1).toFixed(2)} ms`;
};
for (const what of ['round', 'adopt']) {
  for (const name of Object.keys(KEYS)) {
    const extra = name === 'unsigned' ? '' : `; extra over unsigned, paired: ${stats(times[what][name].map((t, i) => t - times[what].unsigned[i]))}`;
    console.log(
      `${what === 'round' ? "leader's round (fetch, curate, write)" : "follower's adoption (read, verify, checks)"} ${name}: ${stats(times[what][name])}${extra}`,
    );
  }
}

// The signature alone, on a stored text of the last date (dataset and curation state), 25 times each.
let text;
{
  const leader = live(dates.at(-1), {}, { read: async () => undefined, write: async (t) => void (text = t) });
  await leader.refresh();
  await leader.stop();
}
const bytes = new TextEncoder().encode(text);
const hmacKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
for (const [name, alg, signKey, verifyKey] of [
  ['hmac', 'HMAC', hmacKey, hmacKey],
  ['ed25519', 'Ed25519', pair.privateKey, pair.publicKey],
]) {
  const [s, v] = [[], []];
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now();
    const signature = await crypto.subtle.sign(alg, signKey, bytes);
    const t1 = performance.now();
    await crypto.subtle.verify(alg, verifyKey, signature, bytes);
    s.push(t1 - t0);
    v.push(performance.now() - t1);
  }
  console.log(`${name} over the stored text (${Math.round(bytes.length / 1024)} KiB): sign ${stats(s)}; verify ${stats(v)}`);
}
