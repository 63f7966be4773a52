import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import type { LiveDataset } from '../../src/live/types.js';
import { redisDatasetStore, redisRateLimitStore } from '../../src/redis/index.js';
import type { Dataset } from '../../src/types.js';
import { call, ds } from '../http/helpers.js';
import { feedServer, realUsd, send } from '../live/helpers.js';
import { CLIENTS, connectClusterClient, type TestClient } from './clients.js';
import { fleetMember } from './fleetMember.js';
import { startRedisCluster, type RedisCluster } from './cluster.js';

// A master of a real 3-master cluster killed (SIGKILL by its pid) while traffic flows, its replica
// promoted by the cluster itself (no CLUSTER FAILOVER). One cluster for the file; each client kills
// another shard's master. The shard killed holds both a rate-limit counter and a shared dataset.
//
// The failover window runs from the kill until the promoted replica answers for the slot. Within it
// the handler (onStoreError 'deny') refuses requests on that shard (503, not counted); what this
// measures is the limit error over the whole run: requests served minus the limit, once the key is
// exhausted after the failover (0 when every count acknowledged before the kill had reached the
// replica: Redis replicates asynchronously, so a count acknowledged in the last instant before a
// crash can be lost). Waits are bounded by attempts, never by the clock; the times are printed.

const LIMIT = 3000;
const NOW = 1_000_000 * 3_600_000;
let cluster: RedisCluster;
const clients: TestClient[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  cluster = await startRedisCluster();
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
  for (const c of clients) await c.close();
  await cluster?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => Promise<boolean> | boolean, what: string, attempts = 3000): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await condition()) return;
    await pause(10);
  }
  throw new Error(`never happened: ${what}`);
}

async function connect(kind: (typeof CLIENTS)[number]) {
  const c = await connectClusterClient(kind, cluster.rootNodes);
  clients.push(c);
  return c;
}

/** The port of the live master holding keys of `pattern`. */
async function holderOf(pattern: string): Promise<number> {
  for (const port of cluster.ports) {
    const role = await cluster.cli(port, 'ROLE').catch(() => '');
    if (role.startsWith('master') && (await cluster.cli(port, '--scan', '--pattern', pattern)).trim() !== '') return port;
  }
  throw new Error(`no master holds ${pattern}`);
}

const newest = (d: Dataset) => d.snapshots.at(-1)!.date;
const fingerprint = (d: Dataset) => JSON.stringify(d.snapshots.at(-1));

for (const kind of CLIENTS) {
  describe(`a master killed on a 3-master cluster, ${kind}`, () => {
    it('keeps the limit exact through the failover, serves no mixed snapshot, and the followers converge after it', async () => {
      // The limiter: 2 instances, a key whose counter's master is the one killed.
      const key = `live_cluster_failover_${kind}_0123456789`;
      const prefix = `fo-${kind}:`;
      const fleet = await Promise.all(
        [0, 1].map(async () =>
          createFetchHandler({
            dataset: ds,
            auth: { keys: [key] },
            rateLimit: {
              limit: LIMIT,
              windowSeconds: 3600,
              now: () => NOW,
              store: redisRateLimitStore((await connect(kind)).client, { prefix }),
              timeoutMs: 250,
              onStoreError: 'deny',
            },
            onError: () => {},
          }),
        ),
      );
      const tally = { served: 0, refused: 0, unavailable: 0, other: 0 };
      let sent = 0;
      const request = async () => {
        const status = (await call(fleet[sent++ % 2]!, '/v1/rates', { key })).status;
        if (status === 200) tally.served++;
        else if (status === 429) tally.refused++;
        else if (status === 503) tally.unavailable++;
        else tally.other++;
      };
      await request();
      const master = await holderOf(`${prefix}*`);

      // A shared dataset on the same master: a key whose hash tag's slot is served there.
      let datasetKey = '';
      for (let i = 0; datasetKey === ''; i++) if ((await cluster.masterOf(`{failover:${kind}:${i}}`)) === master) datasetKey = `failover:${kind}:${i}`;
      const state = { published: '2026-09-28' as '2026-09-28' | '2026-09-29' };
      const upstream = await feedServer((_path, res: ServerResponse) => send(res, realUsd(state.published)));
      cleanups.push(upstream.close);
      const written: Dataset[] = [];
      const seen: Dataset[][] = [[], []];
      const instance = (store: ReturnType<typeof redisDatasetStore>, onUpdate: (d: Dataset) => void): LiveDataset =>
        fleetMember({ url: upstream.url, store, timeoutMs: 2_000, cleanups, onUpdate });
      const followers = await Promise.all(
        [0, 1].map(async (i) => instance(redisDatasetStore((await connect(kind)).client, { key: datasetKey }), (d) => seen[i]!.push(d))),
      );
      const leader = instance(redisDatasetStore((await connect(kind)).client, { key: datasetKey }), (d) => written.push(d));
      const channel = `{${datasetKey}}:updates`;
      await until(async () => (await cluster.cli(master, 'PUBSUB', 'SHARDNUMSUB', channel)).includes('\n3'), 'three sharded subscribers');
      await leader.refresh();
      await until(() => seen.every((s) => s.some((d) => newest(d) === '2026-09-28')), 'the followers serve 2026-09-28');

      // Traffic: 20 loops, each sending its next request 5 ms after its answer, through the kill.
      let flowing = true;
      const loops = Promise.all(
        Array.from({ length: 20 }, async () => {
          while (flowing) {
            await request();
            await pause(5);
          }
        }),
      );
      await until(() => tally.served >= 300, 'traffic counted before the kill');
      let replica = 0;
      // Redis replicates asynchronously: a count acknowledged by the master but not yet on the replica
      // is lost at a crash (docs/operators.md says so). So the replica first catches up with the master's
      // offset of now, and what the test then allows beyond the limit is what was counted after that.
      const offset = (port: number, field: string) =>
        cluster.cli(port, 'INFO', 'replication').then((info) => Number(new RegExp(`${field}:(\\d+)`).exec(info)?.[1] ?? -1));
      const target = await offset(master, 'master_repl_offset');
      await until(async () => {
        replica = (await cluster.replicasOf(master))[0] ?? 0;
        return replica > 0 && (await offset(replica, 'slave_repl_offset')) >= target;
      }, 'the replica caught up');
      const countedAtSync = tally.served + tally.refused;
      const servedBeforeKill = tally.served;
      const countedAtKill = tally.served + tally.refused;
      const killedAt = performance.now();
      await cluster.kill(master);
      await cluster.healthy();
      const healthyAt = performance.now();
      expect(await cluster.masterOf(channel)).toBe(replica);
      // Counted again: the first request served after the cluster is healthy.
      const servedAtHealthy = tally.served;
      await until(() => tally.served > servedAtHealthy, 'counting resumes');
      const countingAt = performance.now();
      flowing = false;
      await loops;

      // The followers converge: the leader writes the next date on the promoted replica, and they
      // hear it on the channel, now on the replica (a leader round in the window fails, store_error).
      state.published = '2026-09-29';
      await until(async () => {
        await leader.refresh();
        return newest(leader.dataset()) === '2026-09-29';
      }, "the leader's write after the failover");
      const writtenAt = performance.now();
      await until(() => seen.every((s) => s.some((d) => newest(d) === '2026-09-29')), 'the followers serve 2026-09-29');
      const convergedAt = performance.now();
      // No mixed snapshot: every dataset a follower served is one the leader served, whole.
      const whole = new Set(written.map(fingerprint));
      for (const d of seen.flat()) expect(whole.has(fingerprint(d))).toBe(true);
      expect(followers.map((f) => fingerprint(f.dataset()))).toEqual(Array(2).fill(fingerprint(leader.dataset())));

      // The limit: exhaust the key, then compare what was served with the limit and the counter.
      await Promise.all(Array.from({ length: LIMIT }, request));
      const counter = (await cluster.cli(replica, '--scan', '--pattern', `${prefix}*`)).trim();
      const count = Number((await cluster.cli(replica, 'GET', counter)).trim());
      console.log(
        `${kind}: failover window ${Math.round(healthyAt - killedAt)} ms to cluster_state:ok, ${Math.round(countingAt - killedAt)} ms to the first count; ` +
          `served ${tally.served} of limit ${LIMIT} (error ${tally.served - LIMIT}; ${servedBeforeKill} before the kill, ${countedAtKill - countedAtSync} counted after the replica caught up), counter ${count} for ${tally.served + tally.refused} counted answers, ` +
          `503 in the window ${tally.unavailable}, other ${tally.other}; followers converged ${Math.round(convergedAt - writtenAt)} ms after the write (${Math.round(writtenAt - killedAt)} ms after the kill)`,
      );
      expect(tally.other).toBe(0);
      // Exact in every run so far (error 0). The bounds allow what Redis itself may do at a crash:
      // a count that reached the replica while its answer was lost (refused too early: at most the
      // 20 requests in flight), never one served beyond the limit that this test could provoke.
      // Beyond the limit: at most the counts acknowledged after the replica caught up, plus the 20 in flight.
      expect(tally.served).toBeLessThanOrEqual(LIMIT + (countedAtKill - countedAtSync) + 20);
      expect(tally.served).toBeGreaterThanOrEqual(LIMIT - 20);
    });
  });
}
