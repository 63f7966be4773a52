// Tool calls per second of `ratebook mcp` (dist/cli.js), through the SDK's own client over stdio,
// one call at a time, with the server and this client pinned to one core (taskset, where there is
// one): each repetition times CALLS calls of a mix of tools (convert, rates with symbols, history,
// a refused conversion) and reports calls per second; min / median / max over the repetitions.
//
//   npm run build:js && node bench/mcp.mjs [--quick]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(cli)) throw new Error('bench/mcp: no dist/cli.js; run `npm run build:js` first.');
const quick = process.argv.includes('--quick');
const REPS = quick ? 3 : 7;
const CALLS = quick ? 300 : 1000;
const taskset = spawnSync('taskset', ['--version']).status === 0;
// This process on core 0 too, so that the figure is of one core doing both ends.
if (taskset) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)]);

const transport = new StdioClientTransport({
  command: taskset ? 'taskset' : process.execPath,
  args: taskset ? ['-c', '0', process.execPath, cli, 'mcp'] : [cli, 'mcp'],
  stderr: 'ignore',
});
const client = new Client({ name: 'ratebook-bench', version: '1.0.0' });
await client.connect(transport);

const MIX = [
  { name: 'convert', arguments: { from: 'USD', to: 'EUR', amount: '19.99' } },
  { name: 'rates', arguments: { base: 'EUR', symbols: 'USD,GBP,JPY' } },
  { name: 'history', arguments: { date: '2025-06-02', symbols: 'EUR' } },
  { name: 'convert', arguments: { from: 'USD', to: 'XYZ' } },
];
for (let i = 0; i < 200; i++) await client.callTool(MIX[i % MIX.length]); // warm-up

const rates = [];
for (let rep = 0; rep < REPS; rep++) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) await client.callTool(MIX[i % MIX.length]);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rates.push(CALLS / seconds);
}
await client.close();
rates.sort((a, b) => a - b);
const f = (x) => Math.round(x).toLocaleString('en');
console.log(
  `ratebook mcp: tool calls per second (${CALLS} calls × ${REPS}, ${taskset ? 'client and server on one core' : 'no taskset: cores not pinned'}): ` +
    `min ${f(rates[0])}, median ${f(rates[Math.floor(REPS / 2)])}, max ${f(rates[REPS - 1])}`,
);
