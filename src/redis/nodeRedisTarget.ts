import type { ConnectionOptions } from 'node:tls';
import type { RespTarget } from './respSubscriber.js';

/** The public options of a node-redis client (`client.options`, v4 or later) that say where it connects, and as whom. */
interface NodeRedisOptions {
  socket?: { host?: string; port?: number; path?: string; tls?: boolean; connectTimeout?: number; reconnectStrategy?: unknown };
  username?: string;
  password?: string;
  credentialsProvider?: { type?: string; credentials?: () => Promise<{ username?: string; password?: string }> };
}

/** A node of node-redis's cluster client (its public `masters`, `slots[n].master`, `nodeByAddress`). */
interface ClusterNode {
  host: string;
  port: number;
  client?: { options?: NodeRedisOptions };
}

/** The public face of node-redis's cluster client that finds a slot's master. */
interface NodeRedisCluster {
  slots: readonly ({ master?: ClusterNode } | undefined)[];
  masters: readonly ClusterNode[];
  nodeByAddress: Map<string, ClusterNode>;
}

type Resolve = (moved: string | undefined, retries: number, left?: RespTarget) => Promise<RespTarget>;

/**
 * The slot of a key on a Redis Cluster: CRC16 (XMODEM) of the key, or of its hash tag, mod 16384.
 *
 * @param key - A key or a sharded channel's name.
 * @returns The slot, 0 to 16383.
 * @example
 * keySlot('foo') // 12182
 */
export function keySlot(key: string): number {
  let bytes = Buffer.from(key);
  const open = bytes.indexOf(0x7b);
  const close = open < 0 ? -1 : bytes.indexOf(0x7d, open + 1);
  if (close > open + 1) bytes = bytes.subarray(open + 1, close);
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc & 16383;
}

/** The wait before reconnection `retries`: the client's own `reconnectStrategy` when it gives a number. */
function backoffOf(strategy: unknown): (retries: number) => number {
  return (retries) => {
    let wait: unknown = strategy;
    try {
      if (typeof strategy === 'function') wait = strategy(retries, new Error('The update channel lost its connection.'));
    } catch {}
    return typeof wait === 'number' && wait >= 0 ? wait : Math.min(50 * 2 ** retries, 2000);
  };
}

/** Where a client of these options connects (or `address`, a cluster's node), as whom, with its TLS options. */
async function targetOf(options: NodeRedisOptions, address?: { host: string; port: number }): Promise<RespTarget> {
  const { tls, connectTimeout, reconnectStrategy, host = 'localhost', port = 6379, path, ...socket } = options.socket ?? {};
  const provider = options.credentialsProvider;
  const { username, password } = provider?.credentials ? await provider.credentials() : options;
  return {
    ...(address ?? (path ? { path } : { host, port })),
    tls: tls ? (socket as ConnectionOptions) : undefined,
    username,
    password,
    connectTimeout: typeof connectTimeout === 'number' && connectTimeout > 0 ? connectTimeout : 5000,
    backoff: backoffOf(reconnectStrategy),
  };
}

/** Whether a connection as these options say can be made from them alone (a streaming credentials provider, Entra ID's, cannot). */
const reproducible = (options: NodeRedisOptions | undefined): options is NodeRedisOptions =>
  typeof options === 'object' && options !== null && (!options.credentialsProvider || options.credentialsProvider.type === 'async-credentials-provider');

/**
 * Where ratebook's own subscriber for a node-redis client connects, from the client's public
 * options: its URL or socket (host and port, or path; TLS and its options), its username and
 * password (or its `async-credentials-provider`, asked at every connection), its connect timeout
 * and reconnect strategy. On a cluster, the master of the channel's slot as the client knows it;
 * after a `MOVED`, the node named there; every other retry any master (each answers `MOVED` with the
 * slot's owner, so a failover is followed even before the client learned of it), never the node
 * that just let the channel go (its server's `sunsubscribe`: the client may still name it). Undefined when
 * the options cannot be reproduced (no `options`, a streaming credentials provider): the caller then
 * subscribes through `duplicate()`.
 *
 * @param client - A node-redis client or cluster client.
 * @param channel - The channel (its slot decides the node on a cluster).
 * @param sharded - Whether `client` is a cluster client.
 * @returns The resolver for `respSubscriber`, or undefined.
 * @example
 * const resolve = nodeRedisTarget(createClient({ url }), 'ratebook:dataset:updates', false);
 */
export function nodeRedisTarget(client: unknown, channel: string, sharded: boolean): Resolve | undefined {
  if (!sharded) {
    const options = (client as { options?: NodeRedisOptions }).options;
    return reproducible(options) ? () => targetOf(options) : undefined;
  }
  const cluster = client as NodeRedisCluster;
  if (!Array.isArray(cluster.masters) || !(cluster.nodeByAddress instanceof Map) || !reproducible(cluster.masters[0]?.client?.options)) return;
  const slot = keySlot(channel);
  return async (given, retries, left) => {
    const { masters } = cluster;
    // A node whose view is stale may still send it back where the channel was let go.
    const moved = left && given === `${left.host}:${left.port}` ? undefined : given;
    const named = moved ? cluster.nodeByAddress.get(moved) : undefined;
    // Not the node that let the channel go: another master answers MOVED with the slot's new owner.
    const away = (n?: ClusterNode) => {
      const at = n?.client?.options?.socket;
      return left && at?.host === left.host && at?.port === left.port ? undefined : n;
    };
    const node =
      away(named) ?? away(retries % 2 ? masters[(retries >> 1) % masters.length] : cluster.slots[slot]?.master) ?? masters.find((m) => away(m)) ?? masters[0];
    // A node without a client yet (node-redis connects some lazily) is reached with another's options.
    const options = node?.client?.options ?? masters.find((m) => m.client?.options)?.client?.options ?? {};
    const at = moved && !named ? moved.lastIndexOf(':') : -1;
    const address = at > 0 ? { host: moved!.slice(0, at), port: Number(moved!.slice(at + 1)) } : node?.client?.options ? undefined : node;
    return targetOf(options, address && { host: address.host, port: address.port });
  };
}
