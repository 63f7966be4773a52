// The benchmarks' own redis-server (Debian package redis-server): on 127.0.0.1, a free port, no
// persistence, killed by its process id when the benchmark's process exits.
import { spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port free on 127.0.0.1 at the moment of asking. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a redis-server and waits until it accepts connections.
 *
 * @param extra - More redis-server arguments (`['--proto-max-bulk-len', '1gb']`).
 * @returns `{ port, url, child }`.
 * @example
 * const { url, child } = await startRedis();
 */
export async function startRedis(extra = []) {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', os.tmpdir(), ...extra], {
    stdio: 'ignore',
  });
  child.once('error', (error) => {
    console.error(`redis-server could not start (${error.message}); install it: apt-get install -y redis-server`);
    process.exit(1);
  });
  process.once('exit', () => child.kill('SIGKILL'));
  for (let attempt = 0; attempt < 400; attempt++) {
    const up = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return { port, url: `redis://127.0.0.1:${port}`, child };
    await sleep(25);
  }
  throw new Error('redis-server did not start');
}
