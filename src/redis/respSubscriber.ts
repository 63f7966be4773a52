import { createConnection, type Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { respReader, type RespReply } from './respReader.js';
import { budgetTurns, type TurnCounts } from './turnBudget.js';

/** Where and how the subscriber connects: a server's address and what the client's options say about it. */
export interface RespTarget {
  readonly host?: string;
  readonly port?: number;
  readonly path?: string;
  /** TLS options (the client's socket options), or undefined for plain TCP. */
  readonly tls?: ConnectionOptions;
  readonly username?: string;
  readonly password?: string;
  readonly connectTimeout: number;
  /** Milliseconds to wait before the `retries`-th reconnection. */
  backoff(retries: number): number;
}

/** What the subscriber tells its owner. */
export interface RespEvents {
  /** A message's bytes. */
  heard(message: Uint8Array): void;
  /** Subscribed: the first time and every time after a loss. */
  subscribed(): void;
  /** The connection lost (or not made), with an error that has a `code`; once per loss. */
  lost(error: { code: string }): void;
}

const ascii = (bytes: RespReply | undefined) =>
  bytes instanceof Uint8Array ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1') : '';
const command = (args: readonly string[]) => args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('');
const resp = (args: readonly string[]) => `*${args.length}\r\n${command(args)}`;

/** A connection to `target` under the turn budget, its events told to `on`, AUTH (when it has a password) and the subscription sent. */
function dial(
  target: RespTarget,
  subscribe: string,
  channel: string,
  counts: TurnCounts,
  on: { feed(chunk: Uint8Array): void; gone(code: string): void },
): Socket {
  const where = target.path ? { path: target.path } : { host: target.host, port: target.port };
  const s = target.tls ? tlsConnect({ ...target.tls, ...where } as ConnectionOptions) : createConnection(where as { port: number });
  // Before any byte is read: a turn decodes at most the budget plus one read.
  budgetTurns(s, counts);
  // Subscribed within the connect timeout (the subscriber clears it), or given up: a server that accepts and never answers.
  s.setTimeout(target.connectTimeout, () => on.gone('ETIMEDOUT'));
  s.on('data', (chunk: Uint8Array) => {
    try {
      on.feed(chunk);
    } catch {
      on.gone('EPROTO');
    }
  });
  s.on('error', (error: { code?: string }) => on.gone(error.code ?? 'ECONNRESET'));
  s.on('close', () => on.gone('ECONNRESET'));
  const { username, password } = target;
  const auth = password ? [resp(username && username !== 'default' ? ['AUTH', username, password] : ['AUTH', password])] : [];
  s.write([...auth, resp([subscribe, channel])].join(''));
  return s;
}

/**
 * Subscribes to one channel on a connection of its own (`node:net`, or `node:tls` with the target's
 * options), its socket under a turn budget (`budgetTurns`) before any byte is decoded, so a flood
 * is read a turn's budget at a time. It speaks RESP2: AUTH when the target has a password, then
 * SUBSCRIBE (SSUBSCRIBE when `sharded`), and hears `message`/`smessage` replies of the channel. A
 * loss (a closed socket, an error reply, no subscription within the connect timeout, the server's `sunsubscribe` when the
 * slot moved) is told once, then it resolves its target again and reconnects after the target's
 * backoff; after a `MOVED` answer, to the node named there.
 *
 * @param resolve - Where to connect (called for each connection; `moved` is a `MOVED` answer's
 *   `host:port`, `retries` the failed attempts since the last subscription, `left` the target that
 *   let the channel go, to be avoided: its cluster client may still name it, now a replica).
 * @param channel - The channel.
 * @param sharded - SSUBSCRIBE (a cluster's sharded channel) instead of SUBSCRIBE.
 * @param events - What to tell.
 * @param counts - Where the socket's turn budget counts.
 * @returns A function that ends the subscription and closes the connection.
 * @example
 * const stop = respSubscriber(async () => target, 'ratebook:dataset:updates', false, events, turnCounts());
 */
export function respSubscriber(
  resolve: (moved: string | undefined, retries: number, left?: RespTarget) => Promise<RespTarget>,
  channel: string,
  sharded: boolean,
  events: RespEvents,
  counts: TurnCounts,
): () => Promise<void> {
  const kinds = sharded ? ['ssubscribe', 'smessage', 'sunsubscribe'] : ['subscribe', 'message', 'unsubscribe'];
  let closed = false;
  let down = false;
  let retries = 0;
  let socket: Socket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The wait before the next attempt: the target's backoff, counted from the last subscription.
  let retryIn = 0;
  // The target connected to, and one that let the channel go (until subscribed elsewhere).
  let [current, left]: (RespTarget | undefined)[] = [];
  const lose = (code: string, moved?: string) => {
    const gone = socket;
    socket = undefined;
    gone?.destroy();
    if (closed) return;
    if (!down) {
      down = true;
      events.lost({ code });
    }
    clearTimeout(timer);
    timer = setTimeout(() => void connect(moved), retryIn);
  };
  const onReply = (reply: RespReply) => {
    if (closed) return;
    if (!Array.isArray(reply)) {
      if (reply === null || typeof reply !== 'object' || reply instanceof Uint8Array) return; // AUTH's +OK
      const [code = 'ERR', , address] = reply.error.split(' ');
      return code === 'MOVED' ? lose(code, address) : lose(code);
    }
    // One channel on this connection: every message and confirmation is of it.
    const [kind, , body] = reply;
    const what = ascii(kind);
    if (what === kinds[1] && body instanceof Uint8Array) events.heard(body);
    else if (what === kinds[0]) {
      socket?.setTimeout(0);
      down = false;
      retries = 0;
      left = undefined;
      events.subscribed();
    } else if (what === kinds[2]) {
      // The server let the channel go: its slot moved (a failover, a migration); not there again.
      left = current;
      lose('ECONNRESET');
    }
  };
  async function connect(moved?: string) {
    if (closed) return;
    let target: RespTarget;
    try {
      target = await resolve(moved, retries, left);
    } catch {
      // The client's options or credentials provider failed: tried again a second later.
      retryIn = 1000;
      return lose('ERR');
    }
    retryIn = target.backoff(retries++);
    current = target;
    if (closed) return;
    // A connection given up (lost, stopped) was destroyed, so it reads nothing more; its close is not this one's loss.
    const s: Socket = dial(target, kinds[0]!.toUpperCase(), channel, counts, {
      feed: respReader(onReply),
      gone: (code) => socket === s && lose(code),
    });
    socket = s;
  }

  void connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    lose('closed'); // destroys the socket, tells nothing
  };
}
