// Child of serve.mjs: one server on 127.0.0.1 with a random port, printing `{ port }` once it
// listens, and answering each IPC message with its CPU time so far (µs, all threads). The adapter
// is the first argument; every adapter mounts the same fetch handler.
//   ratebook   serve() from ratebook/node (dist/)
//   hono       serve() from @hono/node-server
//   node:http  a bare node:http server answering the same bytes (the ceiling, no fetch API at all)
import { createServer } from 'node:http';
import { serve as honoServe } from '@hono/node-server';
import { defaultDataset } from '../../dist/data.js';
import { createFetchHandler } from '../../dist/http.js';
import { serve } from '../../dist/node.js';

const [adapter, key, path] = process.argv.slice(2);
const handler = createFetchHandler({ dataset: defaultDataset, auth: { keys: [key] } });
const report = (port) => process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send(user + system);
});

if (adapter === 'ratebook') {
  report((await serve(handler, { host: '127.0.0.1', port: 0 })).port);
} else if (adapter === 'hono') {
  const server = honoServe({ fetch: handler, hostname: '127.0.0.1', port: 0 }, (info) => report(info.port));
  server.on('error', (error) => {
    throw error;
  });
} else if (adapter === 'node:http') {
  // The handler's answer, captured once, so this server measures node:http alone.
  const response = await handler(new Request(`http://127.0.0.1${path}`, { headers: { authorization: `Bearer ${key}` } }));
  const headers = Object.fromEntries(response.headers);
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.byteLength);
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => report(server.address().port));
} else {
  throw new Error(`unknown adapter ${adapter}`);
}
