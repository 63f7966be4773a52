import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A redis-server of a test's own: on 127.0.0.1, on a free port, without persistence. */
export interface RedisServer {
  /** The port it listens on (the same after a restart). */
  readonly port: number;
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** Freezes the server (SIGSTOP): connections stay open and nothing is answered. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
  /** Kills the server (SIGKILL), as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts a fresh server (empty) on the same port and waits until it answers. */
  restart(): Promise<void>;
  /** Stops the server for good and removes its directory. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that crashes must not leave a server behind: each one is killed by its own pid on exit.
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

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) socket.end();
    });
    socket.once('close', () => resolve(reply.startsWith('+PONG')));
    socket.once('error', () => {});
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed, and these tests need a real one: apt-get install -y redis-server (.ci/run does it on a fresh machine).')
          : error,
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before answering:\n${output}`)));
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // Bounded by attempts, not by a clock: a loaded machine only takes more of them.
  for (let attempt = 0; attempt < 400; attempt++) {
    const ready = await Promise.race([ping(port), failed]);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not answer PING:\n${output}`);
}

/**
 * Starts a redis-server of the test's own (the Debian package's binary on PATH), on a free port of
 * 127.0.0.1, with no RDB or AOF persistence, and waits until it answers PING. Fails, never skips,
 * when redis-server is missing.
 *
 * @returns The server, with the faults the tests inflict on it.
 * @example
 * const server = await startRedisServer();
 * afterAll(() => server.stop());
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ratebook-redis-'));
  let child = await launch(port, dir);
  const signal = (name: NodeJS.Signals) => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, name);
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async kill() {
      signal('SIGKILL');
      await exited(child);
    },
    async restart() {
      child = await launch(port, dir);
    },
    async stop() {
      signal('SIGCONT');
      signal('SIGTERM');
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
