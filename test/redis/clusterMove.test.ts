import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisDatasetStore } from '../../src/redis/index.js';
import { connectClusterClient, type TestClient } from './clients.js';
import { startRedisCluster, type RedisCluster } from './cluster.js';

// A manual failover (CLUSTER FAILOVER on a replica) on a real 3-master cluster: the old master stays
// up, becomes a replica and tells its sharded subscribers `sunsubscribe`; the connection stays open.
// A watch must notice that (a loss, once), subscribe again on the new master (node-redis's cluster
// client may still name the old master, now a replica, which would take the subscription and hear
// nothing), look once it is back, and hear the next message published there. Waits are bounded by counts of attempts, never by the clock.

let cluster: RedisCluster;
const clients: TestClient[] = [];
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  cluster = await startRedisCluster();
});
afterAll(async () => {
  for (const stop of stops) await stop();
  for (const c of clients) await c.close();
  await cluster?.stop();
});

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

const subscribers = async (port: number, channel: string) => Number((await cluster.cli(port, 'PUBSUB', 'SHARDNUMSUB', channel)).trim().split('\n')[1]);

// node-redis: its subscriber is ratebook's own connection (respSubscriber), which this holds to the
// handover. ioredis subscribes through its Cluster's own sharded subscribers (shardedSubscribers).
for (const kind of ['redis'] as const) {
  describe(`a slot's master handed over by CLUSTER FAILOVER, ${kind}`, () => {
    it('the watch subscribes again on the new master, looks, and hears it', async () => {
      const c = await connectClusterClient(kind, cluster.rootNodes);
      clients.push(c);
      const key = `move:${kind}`;
      const channel = `{${key}}:updates`;
      const lost: unknown[] = [];
      let looks = 0;
      stops.push(redisDatasetStore(c.client, { key, onError: (e) => lost.push(e) }).watch(() => looks++));
      const master = await cluster.masterOf(channel);
      await until(async () => (await subscribers(master, channel)) === 1, 'subscribed on the master');
      await until(() => looks === 1, 'the look once subscribed');
      // A manual failover needs a replica in sync (the test before may have just moved this shard).
      await cluster.healthy();
      const replica = (await cluster.replicasOf(master))[0]!;

      expect((await cluster.cli(replica, 'CLUSTER', 'FAILOVER')).trim()).toBe('OK');
      await until(async () => (await cluster.cli(replica, 'ROLE')).startsWith('master'), 'the replica promoted');
      // Subscribed again on the new master, not on the old one, now its replica: Redis 7 lets a replica
      // take sharded subscriptions, but one there heard nothing published on the new master.
      await until(async () => (await subscribers(replica, channel)) === 1, 'subscribed on the new master');
      expect(await subscribers(master, channel)).toBe(0);
      await until(() => looks === 2, 'the look once back');
      expect(lost).toHaveLength(1);
      await cluster.cli(replica, 'SPUBLISH', channel, '20991231 1');
      await until(() => looks === 3, 'the message heard on the new master');
    });
  });
}
