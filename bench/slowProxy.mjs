// A loopback TCP proxy holding every chunk, both ways, a number of milliseconds before passing it on:
// a store that far away. Run as its own process, so that its timers do not wait behind the work of the
// process under test: `node bench/slowProxy.mjs <target port> <delay ms>` prints the port it listens on.
import { createConnection, createServer } from 'node:net';

const [target, delayMs] = process.argv.slice(2).map(Number);
const server = createServer((client) => {
  const upstream = createConnection({ port: target, host: '127.0.0.1' });
  const relay = (from, to) => from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), delayMs));
  relay(client, upstream);
  relay(upstream, client);
  const end = () => (client.destroy(), upstream.destroy());
  client.on('close', end).on('error', end);
  upstream.on('close', end).on('error', end);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
