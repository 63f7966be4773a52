import { loadDataset } from '../dataset/loadDataset.js';
import { datasetVersion, headVersionUnverified, type DatasetVersion } from '../dataset/version.js';
import { fail, RatebookError } from '../errors.js';
import { notify } from '../contracts/notify.js';
import { DEFAULT_STORE_MAX_BYTES, type DatasetStore } from '../contracts/datasetStore.js';
import { commandOf, evalScript, hashTagged, isCluster, type RedisClientLike, type RedisCommand } from './redisCommand.js';
import { ACQUIRE, READ, READ_CHANGED, RELEASE, WRITE_RECORD, write as writeScript } from './datasetScripts.js';
import { watchChannel } from './watchChannel.js';
import { GATE_COUNTS, type GateCounts, versionGate, type VersionGate } from './versionGate.js';
import { TURN_COUNTS, turnCounts, type TurnCounts } from './turnBudget.js';

/** Options of `redisDatasetStore`. */
export interface RedisDatasetStoreOptions {
  /**
   * The hash holding the shared dataset; the lease lives at `<key>:lease`, and every write that lands
   * is published on the channel `<key>:updates` (`watch`). Default `'ratebook:dataset'`. On a cluster
   * the three share one hash tag, so they live in one slot: the key is taken as `{<key>}` unless it
   * has a hash tag already (`{eu}:dataset` stays as it is).
   */
  readonly key?: string;
  /** Byte cap of the stored dataset; a larger value is refused unread (HSTRLEN first). Default 16 MiB. */
  readonly maxBytes?: number;
  /**
   * Told when the store repairs a damaged lease (one without expiry), and when the update channel's
   * connection is lost (once per loss); never given secrets.
   */
  readonly onError?: (error: unknown) => void;
}

const DAY_MS = 86_400_000;
// A client's error code (ECONNREFUSED), never its message, which may quote a URL with a password.
const codeOf = (error: unknown) => (typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'connection error');

/** The record of the newest signed version adopted (see DatasetStore.readRecord). */
function recordMethods(send: RedisCommand, recordKey: string): Pick<Required<DatasetStore>, 'readRecord' | 'writeRecord'> {
  return {
    async readRecord() {
      const text = await send(['GET', recordKey], recordKey);
      return typeof text === 'string' ? text : undefined;
    },
    // A compare-and-set in Lua: only a newer record replaces the one there (a slow instance cannot set it back).
    async writeRecord(text) {
      const v = headVersionUnverified(text);
      if (!v) return void (await send(['SET', recordKey, text], recordKey));
      await evalScript(send, WRITE_RECORD, [recordKey], [text, v.format, v.catalog, v.date, String(v.capturedAt)]);
    },
  };
}

/** The lease: taken with an expiry, given up only by its holder; one without expiry is repaired and told. */
function leaseMethods(
  send: RedisCommand,
  leaseKey: string,
  onError: ((error: unknown) => void) | undefined,
): Pick<Required<DatasetStore>, 'acquire' | 'release'> {
  return {
    async acquire(owner, ttlMs) {
      const ttl = String(Math.max(1, Math.ceil(ttlMs)));
      const result = Number(await evalScript(send, ACQUIRE, [leaseKey], [owner, ttl]));
      if (result === 3)
        notify(
          onError,
          new RatebookError('invalid_dataset', `The lease at "${leaseKey}" had no expiry, so no holder would ever give it up; it was taken over.`),
        );
      return result === 1 || result === 3;
    },
    async release(owner) {
      await evalScript(send, RELEASE, [leaseKey], [owner]);
    },
  };
}

/** Subscribes to the update channel `<key>:updates`, telling `onChange` what the gate admits. */
function watchUpdates(
  client: RedisClientLike,
  key: string,
  cluster: boolean,
  gate: VersionGate,
  counts: TurnCounts,
  onChange: () => void,
  onError: ((error: unknown) => void) | undefined,
): () => Promise<void> {
  // A message costs a read only when it names a version newer than the one served and not yet
  // admitted; a subscription up or back always does (a write may have been missed).
  const heard = (message?: Uint8Array | string) => {
    if (message === undefined || gate.admit(message)) onChange();
  };
  return watchChannel(
    client,
    `${key}:updates`,
    cluster,
    heard,
    (error) =>
      notify(
        onError,
        new RatebookError(
          'service_unavailable',
          `The update channel "${key}:updates" lost its connection (${codeOf(error)}); it reconnects, and rounds still read the store.`,
        ),
      ),
    counts,
  );
}

/**
 * Creates a `DatasetStore` on Redis that a fleet of live datasets shares: the newest good dataset
 * (a hash of its text beside its version's parts: format, catalogue, date, capture ms), which only
 * ever moves forward by a compare-and-set in Lua that compares what `compareVersions` compares, and
 * a lease with an expiry that lets one instance fetch upstream per interval and passes to another
 * when its holder dies. The store deletes nothing: a record of another format or catalogue is never
 * replaced (the write is refused), and what the live dataset refuses to read stays in place. A value
 * over `maxBytes` is refused before it is transferred. A store that finds the key empty puts back the
 * last dataset it wrote. Works with node-redis and ioredis clients, of one server or of a cluster
 * (`createCluster`, `Cluster`): there its keys share one hash tag and the channel is sharded.
 * `watch` calls back once per newer version a message names (never for garbage, an older version or
 * the one served), so a flood on the channel costs no flood of reads.
 *
 * @param client - A connected node-redis or ioredis client, or cluster client.
 * @param options - `{ key, maxBytes, onError }`.
 * @returns The store, with `acquire`, `release`, `readChanged` and `watch`.
 * @example
 * const store = redisDatasetStore(await createClient({ url }).connect());
 * const live = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()], store });
 */
export function redisDatasetStore(client: RedisClientLike, options: RedisDatasetStoreOptions = {}): Required<DatasetStore> {
  const send = commandOf(client);
  const given = options.key ?? 'ratebook:dataset';
  if (typeof given !== 'string' || given === '') fail('invalid_parameter', 'Option key must be a non-empty string.', 'key');
  // One server keeps the names of earlier releases; a cluster needs the record, the lease and the
  // channel in one slot (one node answers the script that writes and publishes).
  const cluster = isCluster(client);
  const key = cluster ? hashTagged(given) : given;
  const writeSource = writeScript(cluster ? 'SPUBLISH' : 'PUBLISH');
  const maxBytes = options.maxBytes ?? DEFAULT_STORE_MAX_BYTES;
  if (!Number.isInteger(maxBytes) || maxBytes < 1) fail('invalid_parameter', 'Option maxBytes must be a positive integer.', 'maxBytes');
  const leaseKey = `${key}:lease`;
  // The record of the newest signed version adopted (see DatasetStore.readRecord), in the key's slot.
  const recordKey = `${key}:adopted`;
  // The last dataset this store wrote: it refills an emptied key (Redis restarted without persistence, flushed).
  let lastWritten: { text: string; version: DatasetVersion } | undefined;
  // What the update channel may still make this store's reader read (see `watch`).
  const gate = versionGate();
  // How its subscriber spread the channel's bytes over turns of the event loop (see turnBudget).
  const turns = turnCounts();

  async function write(text: string, version: DatasetVersion = datasetVersion(loadDataset(text))): Promise<void> {
    const day = Date.parse(`${version.date}T00:00:00Z`) / DAY_MS;
    // `date` as YYYYMMDD and `updated_at` as epoch ms are the fields of the first record format, kept so
    // that an older ratebook in a rolling deploy still orders this record rightly (no ping-pong).
    const args = [version.format, version.catalog, version.date.replaceAll('-', ''), String(day), String(version.capturedAt), text];
    const result = Number(await evalScript(send, writeSource, [key], args));
    if (result === -1)
      fail('invalid_dataset', `Redis key "${key}" holds a dataset of another format or catalogue; it is left in place (give each catalogue its own key).`);
    if (result === -2) fail('invalid_dataset', `Redis key "${key}" holds a value that is not a ratebook record; it is left in place.`);
    if (result === 1) {
      lastWritten = { text, version };
      gate.reached(version);
    }
  }

  async function answer(reply: unknown): Promise<string | undefined | 'same' | 'older'> {
    const [state, length, text] = reply as [string, number, string | null];
    if (state === 'same' || state === 'older') return state;
    if (state === 'none') {
      if (lastWritten) await write(lastWritten.text, lastWritten.version);
      return lastWritten?.text;
    }
    if (state === 'large')
      throw new RatebookError('invalid_dataset', `The dataset in Redis at "${key}" is ${length} bytes, over the cap of ${maxBytes}; refused unread.`);
    if (state === 'other')
      throw new RatebookError('invalid_dataset', `Redis key "${key}" holds a value that is not a ratebook record; refused, left in place.`);
    return text ?? undefined;
  }

  const store: Required<DatasetStore> & { readonly [GATE_COUNTS]: Readonly<GateCounts>; readonly [TURN_COUNTS]: Readonly<TurnCounts> } = {
    // What the gate did with the channel's messages (see versionGate), and the turns they took, for the flood test.
    [GATE_COUNTS]: gate.counts,
    [TURN_COUNTS]: turns,
    ...recordMethods(send, recordKey),
    async read() {
      return (await answer(await evalScript(send, READ, [key], [String(maxBytes)]))) as string | undefined;
    },
    async readChanged(known) {
      gate.reached(known);
      const args = [String(maxBytes), known.format, known.catalog, known.date.replaceAll('-', ''), String(known.capturedAt)];
      let reply: unknown;
      try {
        reply = await evalScript(send, READ_CHANGED, [key], args);
      } catch (error) {
        // The write a message announced was not read (the store failing over): its next message must read it.
        gate.unread();
        throw error;
      }
      return answer(reply);
    },
    write,
    watch: (onChange) => watchUpdates(client, key, cluster, gate, turns, onChange, options.onError),
    ...leaseMethods(send, leaseKey, options.onError),
  };
  return store;
}
