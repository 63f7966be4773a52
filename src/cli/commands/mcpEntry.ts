import { version } from '../../../package.json';
import type { Command } from '../args/command.js';
import { DATA } from '../args/globalOptions.js';
import { SOURCE_URL } from '../feeds/liveSources.js';
import { ROUND_OPTIONS } from '../feeds/roundOptions.js';
import { createLogger } from '../output/logger.js';
import { serveEntry } from './serveEntry.js';

// The live options exactly as `serve` takes them (one option name, one meaning).
const LIVE = ['live', 'every', 'store', 'source'].map((name) => serveEntry.options.find((o) => o.name === name)!);

export const mcpEntry: Command = {
  words: ['mcp'],
  args: [],
  errorExitCode: 3,
  options: [DATA, ...LIVE, SOURCE_URL, ...ROUND_OPTIONS],
  summary: 'a Model Context Protocol server on stdio: one tool per operation, for AI agents (needs @modelcontextprotocol/sdk)',
  details: [
    'Tools: convert, rates, history, timeseries, currencies, currency, policies, crypto_convert, crypto_rates,',
    'crypto_history, crypto_timeseries, crypto_currencies; each takes the parameters of its HTTP endpoint',
    '(GET /v1/openapi.json) and answers its JSON as structured content; an error is a tool error "code: message".',
    'stdout carries the protocol only; notices go to stderr. The server ends when the client closes stdin.',
    'The SDK is an optional peer of ratebook: without it, this command says what to install and exits 3.',
    'Example (a desktop agent\'s mcpServers entry): { "ratebook": { "command": "npx", "args": ["ratebook", "mcp"] } }',
  ].join('\n'),
  async run(context) {
    const { input } = context;
    const stderr = (line: string) => process.stderr.write(`${line}\n`);
    const log = createLogger('text', stderr, stderr);
    const [{ loadSdk, serveMcp }, { liveDataset }] = await Promise.all([import('../mcp/mcpServer.js'), import('./serveStart.js')]);
    // The SDK first: without it nothing else is worth loading.
    const sdk = await loadSdk();
    const dataset = await context.dataset();
    const started = await liveDataset(input, dataset, log, undefined, () => undefined, undefined);
    await serveMcp(sdk, started?.live ?? dataset, version, () => {
      started?.watch.stop();
      void started?.live.stop();
    });
  },
};
