import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { locateMiniflare } from '../../scripts/runtimes/binaries.mjs';

/**
 * Runs Workers in Miniflare (workerd, on this machine, no network) for ratebook/cloudflare's tests.
 * Miniflare lives in test/runtimes/binaries beside workerd, which npm test installs first
 * (scripts/test-setup.mjs); without it these tests fail, saying how to install it, never skip. A
 * machine workerd cannot run on at all skips, as the runtime conformance does (except in CI).
 */
export const found = locateMiniflare();
export const skip = found.skip !== undefined && process.env.CI !== 'true' ? found.skip : undefined;

/** Bundles a Worker module as Wrangler would: one ES module, the package's `workerd` conditions. */
export async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    loader: { '.json': 'text' },
    logLevel: 'warning',
    // tsup's bare chunk imports, dropped by "sideEffects": false (see test/runtimes/workerd/workerd.mjs).
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  return result.outputFiles[0]!.text;
}

export interface RunningWorker {
  readonly mf: any;
  /** A request to the Worker, with the key `live_test_key` unless `key` is null. */
  request(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  /** Runs the Worker's scheduled handler once. */
  scheduled(): Promise<{ outcome: string }>;
  /** The RATEBOOK_DATA namespace, from outside the Worker (a hostile writer, a look at what was written). */
  kv(): Promise<any>;
  /** Restarts workerd on the same persisted storage. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export const KEY = 'live_test_key';

/**
 * Starts a Worker script in Miniflare with ratebook's bindings: the KV namespace RATEBOOK_DATA, the
 * Durable Object namespace RATEBOOK_LIMITER (class RateLimiterObject), and the text bindings given
 * (RATEBOOK_KEYS defaults to `live_test_key`). Storage persists in a scratch folder, so `restart`
 * keeps what the objects and KV hold.
 */
export async function startWorker(script: string, bindings: Record<string, string>): Promise<RunningWorker> {
  if (!found.module) throw new Error(found.missing ?? found.skip ?? 'miniflare not found');
  const { Miniflare } = await import(found.module);
  const dir = mkdtempSync(join(tmpdir(), 'ratebook-miniflare-'));
  const options = {
    modules: true,
    script,
    compatibilityDate: '2025-09-01',
    bindings: { RATEBOOK_KEYS: KEY, ...bindings },
    kvNamespaces: ['RATEBOOK_DATA'],
    durableObjects: { RATEBOOK_LIMITER: 'RateLimiterObject' },
    kvPersist: join(dir, 'kv'),
    durableObjectsPersist: join(dir, 'do'),
  };
  const mf = new Miniflare(options);
  await mf.ready;
  return {
    mf,
    request(path, { key, headers, ...init } = {}) {
      const auth = key === null ? {} : { authorization: `Bearer ${key ?? KEY}` };
      return mf.dispatchFetch(`http://worker.test${path}`, { ...init, headers: { ...auth, ...(headers as Record<string, string>) } });
    },
    async scheduled() {
      return (await mf.getWorker()).scheduled({ cron: '0 * * * *' });
    },
    kv: () => mf.getKVNamespace('RATEBOOK_DATA'),
    restart: () => mf.setOptions(options),
    async stop() {
      await mf.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
