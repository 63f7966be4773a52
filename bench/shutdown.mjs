// `node bench/shutdown.mjs` (after `npm run build`): how long `ratebook serve` takes to exit after
// SIGTERM while a client holds a connection with half its request headers sent (the rolling-deploy
// case of issue 22), and, for comparison, with no client. 10 runs each, on the embedded data with the
// default shutdownGraceMs. Prints min / median / max in ms, from the signal to the process's exit.
// Nothing is asserted.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const RUNS = 10;

/** Starts `ratebook serve --port 0` and resolves with the child and its port. */
function start() {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0'], {
    env: { ...process.env, RATEBOOK_KEY: 'live_bench_shutdown_key_0123' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk) => {
      text += chunk;
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(text);
      if (m) resolve({ child, port: Number(m[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited early (${code}): ${text}`)));
  });
}

async function once(stalled) {
  const { child, port } = await start();
  let socket;
  if (stalled) {
    socket = createConnection({ port, host: '127.0.0.1' });
    await new Promise((resolve) => socket.once('connect', resolve));
    // Half a request: the request line and one header, never the blank line that ends the headers.
    socket.write('GET /v1/rates HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    socket.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const t0 = nowMs();
  child.kill('SIGTERM');
  await exited;
  const ms = nowMs() - t0;
  socket?.destroy();
  return ms;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0].toFixed(0)} / ${s[s.length >> 1].toFixed(0)} / ${s.at(-1).toFixed(0)} ms`;
};
for (const [label, stalled] of [
  ['no client', false],
  ['a client with half its headers', true],
]) {
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await once(stalled));
  console.log(`SIGTERM to exit, ${label} (min / median / max of ${RUNS}): ${stats(times)}`);
}
