import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { loadDataset, type Dataset } from '../../src/index.js';
import { defaultDataset } from '../../src/data.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { LiveTimers } from '../../src/live/types.js';

/** The real fawazahmed0 `usd.min.json` of a dated package version (see test/fixtures/feeds/fawazahmed0/README.md). */
export const realUsd = (date: '2026-09-28' | '2026-09-29'): Buffer =>
  readFileSync(new URL(`../fixtures/feeds/fawazahmed0/usd-${date}.real.min.json`, import.meta.url));

/** The real ECB daily XML (2025-05-09) of test/fixtures/ecb. */
export const realEcbDaily = (): Buffer => readFileSync(new URL('../fixtures/ecb/eurofxref-daily.xml', import.meta.url));

/** The embedded dataset without its last `drop` snapshots, loaded. */
export function embeddedWithout(drop = 1) {
  return embeddedBefore(defaultDataset.snapshots[defaultDataset.snapshots.length - drop]!.date);
}

/**
 * The embedded dataset up to (not including) `date`, without the codes it then never quotes: made once
 * a date in a worker (`isolate: false`), as 135 calls over the live, node and redis files cost about
 * 40 ms of CPU each; a Dataset is never changed (the live datasets it starts only replace theirs).
 */
export function embeddedBefore(date: string): Dataset {
  let ds = before.get(date);
  if (!ds) before.set(date, (ds = embeddedUpTo(date)));
  return ds;
}
const before = new Map<string, Dataset>();

function embeddedUpTo(date: string): Dataset {
  const file = datasetFile(defaultDataset);
  file.snapshots = file.snapshots.filter((s) => s.date < date);
  const codes = [...file.fiat, ...file.crypto];
  const keep = codes.map((_, i) => file.snapshots.some((s) => s.rates[i] !== null));
  const kept = (list: string[], offset: number) => list.filter((_, i) => keep[offset + i]);
  const pick = <T>(record: Record<string, T>, list: string[]) => Object.fromEntries(list.map((code) => [code, record[code]!]));
  const fiat = kept(file.fiat, 0);
  const crypto = kept(file.crypto, file.fiat.length);
  return loadDataset({
    ...file,
    fiat,
    crypto,
    fiatMeta: pick(file.fiatMeta, fiat),
    cryptoMeta: pick(file.cryptoMeta, crypto),
    locales: Object.fromEntries(Object.entries(file.locales).map(([tag, table]) => [tag, pick(table, fiat)])),
    snapshots: file.snapshots.map((s) => ({ ...s, rates: s.rates.filter((_, i) => keep[i]) })),
  });
}

export interface SeenRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/** A feed server on 127.0.0.1: `answer` handles every request; every request is recorded. */
export async function feedServer(answer: (path: string, res: ServerResponse, headers: IncomingHttpHeaders) => void) {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    answer(req.url ?? '', res, req.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers a body with a content type (and any extra headers). */
export function send(res: ServerResponse, body: string | Buffer, type = 'application/json', headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/** Timers that fire only when the test says so, with a clock they move. */
export function manualTimers(start: Date) {
  let nowMs = start.getTime();
  let seq = 0;
  const pending = new Map<number, { at: number; callback: () => void; ms: number }>();
  const timers: LiveTimers = {
    setTimeout(callback, ms) {
      const id = ++seq;
      pending.set(id, { at: nowMs + ms, callback, ms });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    now: () => new Date(nowMs),
    pending: () => [...pending.values()],
    /** Moves the clock by `ms` and fires the timers that came due, in order. */
    advance(ms: number) {
      const until = nowMs + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        nowMs = Math.max(nowMs, due[1].at);
        due[1].callback();
      }
      nowMs = until;
    },
  };
}

/** A shared in-memory store with a lease, as a Redis store behaves (for fleet tests). */
export function memoryStore(clock: () => number) {
  let text: string | undefined;
  let lease: { owner: string; until: number } | undefined;
  const calls = { writes: 0 };
  const store: Required<Omit<DatasetStore, 'readChanged' | 'watch' | 'readRecord' | 'writeRecord'>> = {
    read: async () => text,
    write: async (t) => {
      calls.writes++;
      text = t;
    },
    acquire: async (owner, ttlMs) => {
      const now = clock();
      if (lease && lease.until > now && lease.owner !== owner) return false;
      lease = { owner, until: now + ttlMs };
      return true;
    },
    release: async (owner) => {
      if (lease?.owner === owner) lease = undefined;
    },
  };
  return { store, calls, lease: () => lease, text: () => text };
}

/** Lets pending promise callbacks run (a few turns of the microtask and I/O queues). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
