import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A Redis 7 cluster of a test's own: 3 masters with a replica each, on loopback ports, no persistence. */
export interface RedisCluster {
  /** Every node's port, masters and replicas, in start order (killed ones included). */
  readonly ports: readonly number[];
  /** `[{ host, port }]` of every node, for a client's root nodes. */
  readonly rootNodes: readonly { host: string; port: number }[];
  /** The port of the master that serves `key`'s slot now. */
  masterOf(key: string): Promise<number>;
  /** The ports of the replicas of the master at `port`. */
  replicasOf(port: number): Promise<number[]>;
  /** Sends a command to one node through redis-cli and resolves to its raw output. */
  cli(port: number, ...args: string[]): Promise<string>;
  /** Kills the node at `port` (SIGKILL by its pid, as a crash would) and waits until it is gone. */
  kill(port: number): Promise<void>;
  /** Waits until every live node says `cluster_state:ok`, no slot is served by a dead node, and every replica of a live master has synced. */
  healthy(): Promise<void>;
  /** Stops every node by its pid and removes their directory. */
  stop(): Promise<void>;
}

// Low, so a failover takes seconds, not the default 15 s; high enough that a loaded machine's
// pauses are not taken for a dead node.
export const NODE_TIMEOUT_MS = 2000;

const running = new Set<ChildProcess>();
// A test that crashes must not leave nodes behind: each one is killed by its own pid on exit.
process.once('exit', () => {
  for (const child of running) if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

async function cli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 10_000 });
  return stdout;
}

/** Bounded by attempts, not by a clock: a loaded machine only takes more of them. */
async function until(condition: () => Promise<boolean>, what: string, attempts = 1200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await condition().catch(() => false)) return;
    await pause(25);
  }
  throw new Error(`the cluster never got there: ${what}`);
}

function launch(port: number, dir: string): ChildProcess {
  // prettier-ignore
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      `nodes-${port}.conf`,
      '--cluster-node-timeout',
      String(NODE_TIMEOUT_MS),
      '--logfile',
      `redis-${port}.log`,
      // A replica syncs at once, not after the default 5 s wait for others (a killed master's replica
      // that never synced could not take over).
      '--repl-diskless-sync-delay',
      '0',
    ],
    { stdio: 'ignore' },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Starts a Redis cluster of the test's own: 6 redis-server (the Debian package's binaries on PATH)
 * with `--cluster-enabled yes` on free ports of 127.0.0.1, without persistence, joined by
 * `redis-cli --cluster create ... --cluster-replicas 1` into 3 masters with one replica each, and
 * waits until every node says `cluster_state:ok`. Fails, never skips, when redis-server is missing.
 * Node timeout 2 s (`NODE_TIMEOUT_MS`), so a killed master's replica takes over within seconds.
 *
 * @returns The cluster, with its ports and the faults the tests inflict on it.
 * @example
 * const cluster = await startRedisCluster();
 * afterAll(() => cluster.stop());
 */
export async function startRedisCluster(): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'ratebook-cluster-'));
  const ports: number[] = [];
  while (ports.length < 6) {
    const port = await freePort();
    // The cluster bus listens on port + 10000: it must be free too, and distinct from the others.
    if (port + 10_000 > 65_535 || ports.includes(port)) continue;
    ports.push(port);
  }
  const children = new Map<number, ChildProcess>();
  const missing = new Promise<never>((_, reject) => {
    for (const port of ports) {
      const child = launch(port, dir);
      children.set(port, child);
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? new Error('redis-server is not installed, and these tests need a real one: apt-get install -y redis-server.') : error),
      );
    }
  });
  missing.catch(() => {});
  const alive = (port: number) => {
    const child = children.get(port);
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  await Promise.race([missing, Promise.all(ports.map((port) => until(async () => (await cli(port, 'PING')).trim() === 'PONG', `node ${port} answers`)))]);
  await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], { timeout: 60_000 });

  async function nodes(port: number) {
    // <id> <ip:port@bus> <flags> <master id> <ping> <pong> <epoch> <link> <slot ranges...>
    return (await cli(port, 'CLUSTER', 'NODES'))
      .trim()
      .split('\n')
      .map((line) => {
        const [id, address, flags, master, , , , link, ...slots] = line.split(' ');
        return { id: id!, port: Number(address!.split('@')[0]!.split(':')[1]), flags: flags!.split(','), master: master!, link: link!, slots };
      });
  }
  const livePort = () => ports.find(alive)!;
  const cluster: RedisCluster = {
    ports,
    rootNodes: ports.map((port) => ({ host: '127.0.0.1', port })),
    cli,
    async masterOf(key) {
      const slot = Number((await cli(livePort(), 'CLUSTER', 'KEYSLOT', key)).trim());
      for (const node of await nodes(livePort())) {
        if (!node.flags.includes('master') || node.flags.includes('fail')) continue;
        for (const range of node.slots) {
          const [from, to = from] = range.split('-').map(Number);
          if (slot >= from! && slot <= to!) return node.port;
        }
      }
      throw new Error(`no live master serves the slot of ${key}`);
    },
    async replicasOf(port) {
      const all = await nodes(livePort());
      const master = all.find((node) => node.port === port)!;
      return all.filter((node) => node.master === master.id).map((node) => node.port);
    },
    async kill(port) {
      const child = children.get(port)!;
      if (child.pid !== undefined && alive(port)) process.kill(child.pid, 'SIGKILL');
      await exited(child);
    },
    async healthy() {
      await until(async () => {
        for (const port of ports.filter(alive)) {
          if (!(await cli(port, 'CLUSTER', 'INFO')).includes('cluster_state:ok')) return false;
          // Every slot on a live master, as each live node sees it.
          const view = await nodes(port);
          const covering = view.filter((n) => n.flags.includes('master') && n.slots.length > 0);
          if (covering.some((n) => !alive(n.port) || n.flags.includes('fail') || n.flags.includes('fail?'))) return false;
          // A replica whose master lives has synced with it, so it can take over when that master dies.
          const info = await cli(port, 'INFO', 'replication');
          if (info.includes('role:slave') && !info.includes('master_link_status:up')) {
            const me = view.find((n) => n.flags.includes('myself'))!;
            if (alive(view.find((n) => n.id === me.master)?.port ?? 0)) return false;
          }
        }
        return true;
      }, 'cluster_state:ok with every slot on a live master');
    },
    async stop() {
      for (const [port, child] of children) if (child.pid !== undefined && alive(port)) process.kill(child.pid, 'SIGTERM');
      await Promise.all([...children.values()].map(exited));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.healthy();
  return cluster;
}
