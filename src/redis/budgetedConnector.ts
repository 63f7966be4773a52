import { createConnection, type Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { budgetTurns, type TurnCounts } from './turnBudget.js';

/** The options of an ioredis connection that say where it goes (what ioredis's own connector reads). */
interface ConnectOptions {
  host?: string;
  port?: number;
  family?: number;
  path?: string;
  tls?: ConnectionOptions;
  disconnectTimeout?: number;
}

/** What ioredis asks of a connector. */
interface Connector {
  firstError?: Error;
  check(): boolean;
  connect(): Promise<Socket>;
  disconnect(): void;
}

/** ioredis's message when a connection is closed before it was made. */
const CLOSED = 'Connection is closed.';

/**
 * An ioredis `Connector` (its option for how a connection is made; the class ioredis's own
 * `StandaloneConnector` is) that connects as ioredis does (a path, else host, port and family; TLS
 * with the `tls` options) and puts each socket under a turn budget (`budgetTurns`) before ioredis
 * reads from it. ratebook imports no ioredis, so it cannot extend ioredis's class: this one does
 * what it does (`connect`, `check`, `disconnect`, `firstError`), `test/redis/flood.test.ts` holds
 * the subscriber to it, and the store tests run every ioredis subscription through it.
 *
 * @param counts - Where every socket it makes counts its turns.
 * @returns The class to give ioredis as its `Connector` option.
 * @example
 * const sub = client.duplicate({ Connector: budgetedConnector(turnCounts()) });
 */
export function budgetedConnector(counts: TurnCounts): new (options: ConnectOptions) => Connector {
  return class BudgetedConnector {
    firstError?: Error;
    private connecting = false;
    private stream?: Socket;
    constructor(private readonly options: ConnectOptions) {}
    check(): boolean {
      return true;
    }
    connect(): Promise<Socket> {
      this.connecting = true;
      const { path, host, port, family, tls } = this.options;
      const target = path ? { path } : { host, port, ...(family ? { family } : {}) };
      // A tick later, as ioredis does: a disconnect() in between must win.
      return new Promise((resolve, reject) => {
        process.nextTick(() => {
          if (!this.connecting) return reject(new Error(CLOSED));
          let stream: Socket;
          try {
            stream = tls ? tlsConnect({ ...target, ...tls } as ConnectionOptions) : createConnection(target as { port: number });
          } catch (error) {
            return reject(error);
          }
          stream.once('error', (error) => (this.firstError = error));
          budgetTurns(stream, counts);
          this.stream = stream;
          resolve(stream);
        });
      });
    }
    disconnect(): void {
      this.connecting = false;
      const stream = this.stream;
      if (!stream) return;
      const timeout = setTimeout(() => stream.destroy(), this.options.disconnectTimeout ?? 2000);
      stream.on('close', () => clearTimeout(timeout));
      stream.end();
    }
  };
}
