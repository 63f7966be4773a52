// Child of seriesLoad.mjs: asks for the largest series the handler allows (every date × 14 codes)
// on `concurrency` connections in a loop, cycling base and symbols so that no answer is a kept one,
// until told to stop over IPC; then reports how many were answered 200, 503 and otherwise.
import { Agent, request } from 'node:http';

const [port, poolText, concurrency] = process.argv.slice(2);
const pool = JSON.parse(poolText);
const agent = new Agent({ keepAlive: true, maxSockets: Number(concurrency) });
const tally = { 200: 0, 503: 0, other: 0, bytes: 0 };
let running = true;
let turn = 0;

function get(path) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path, agent }, (res) => {
      res.on('data', (chunk) => (tally.bytes += chunk.length));
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function loop() {
  while (running) {
    const k = turn++;
    const base = pool[k % pool.length];
    const others = pool.filter((code) => code !== base);
    const symbols = Array.from({ length: 14 }, (_, i) => others[(k + i) % others.length]).join(',');
    const status = await get(`/v1/timeseries?start=1999-01-01&base=${base}&symbols=${symbols}`);
    if (status === 200 || status === 503) tally[status]++;
    else tally.other++;
    // A refused client backs off as Retry-After asks (1 s) would be too kind to the server under test: 50 ms.
    if (status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

process.on('message', async (message) => {
  if (message !== 'stop') return;
  running = false;
  await Promise.all(loops);
  process.send(tally);
  agent.destroy();
});
const loops = Array.from({ length: Number(concurrency) }, loop);
process.send('started');
