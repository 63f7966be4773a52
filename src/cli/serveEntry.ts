import { fail, RatebookError } from '../errors.js';
import type { Command } from './command.js';
import { DATA } from './globalOptions.js';

function port(text: string | undefined): number {
  if (text === undefined) return 8787;
  const value = Number(text);
  if (!/^\d{1,5}$/.test(text) || value > 65535) fail('invalid_parameter', `Invalid port ${JSON.stringify(text.slice(0, 20))}: expected 0 to 65535.`, 'port');
  return value;
}

/**
 * `ratebook serve`: mounts the fetch handler on node:http with a live key. With `--data`, SIGHUP
 * reloads the file and swaps it in whole; a file that fails validation is reported and the
 * dataset already serving stays, so a bad refresh never takes the service down.
 */
export const serveEntry: Command = {
  words: ['serve'],
  args: [],
  options: [
    { name: 'port', type: 'string', value: 'N', description: 'TCP port; default 8787; 0 picks a free one' },
    { name: 'host', type: 'string', value: 'HOST', description: 'interface to listen on; default 127.0.0.1' },
    { name: 'key', type: 'string', value: 'live_...', description: 'the API key to accept; default a fresh random one, printed' },
    DATA,
  ],
  summary: 'serve the HTTP API on node:http; with --data, SIGHUP reloads the file',
  details: 'Prints the URL, the key and a sample curl line. SIGINT or SIGTERM stops accepting connections\nand exits once the requests in flight are answered.',
  async run({ input, dataset, readDataset, print, notice }) {
    let current = await dataset();
    const where = { port: port(input.string('port')), host: input.string('host') ?? '127.0.0.1' };
    const key = input.string('key');
    const { serveCommand } = await import('./serveCommand.js');
    const server = await serveCommand({ dataset: () => current, ...where, ...(key === undefined ? {} : { key }), print }).catch((error: NodeJS.ErrnoException) => {
      // The usual reasons a server cannot start are the operator's to fix: say which, plainly.
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') {
        fail('invalid_parameter', `cannot listen on ${where.host}:${where.port}: ${error.code}`, 'port');
      }
      throw error;
    });
    const file = input.string('data');
    if (file !== undefined) {
      process.on('SIGHUP', () => {
        try {
          current = readDataset(file);
          const newest = current.snapshots[current.snapshots.length - 1]!;
          print(`ratebook: reloaded ${file} (newest quote ${newest.date})`);
        } catch (error) {
          const message = error instanceof RatebookError ? `${error.code}: ${error.message}` : String(error);
          notice(`reload of ${file} failed, still serving the previous dataset: ${message}`);
        }
      });
    }
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
};
