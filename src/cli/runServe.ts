import { fail, RatebookError } from '../errors.js';
import type { Dataset } from '../types.js';
import type { CliArgs } from './args.js';
import { serveCommand } from './serveCommand.js';

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
export async function runServe(args: CliArgs, load: () => Promise<Dataset>, readDataset: (file: string) => Dataset): Promise<void> {
  let current = await load();
  const where = { port: port(args.options.port), host: args.options.host ?? '127.0.0.1' };
  const server = await serveCommand({
    dataset: () => current,
    ...where,
    ...(args.options.key === undefined ? {} : { key: args.options.key }),
    print: (line) => process.stdout.write(`${line}\n`),
  }).catch((error: NodeJS.ErrnoException) => {
    // The usual reasons a server cannot start are the operator's to fix: say which, plainly.
    if (error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') {
      fail('invalid_parameter', `cannot listen on ${where.host}:${where.port}: ${error.code}`, 'port');
    }
    throw error;
  });
  const file = args.options.data;
  if (file !== undefined) {
    process.on('SIGHUP', () => {
      try {
        current = readDataset(file);
        const newest = current.snapshots[current.snapshots.length - 1]!;
        process.stdout.write(`ratebook: reloaded ${file} (newest quote ${newest.date})\n`);
      } catch (error) {
        const message = error instanceof RatebookError ? `${error.code}: ${error.message}` : String(error);
        process.stderr.write(`ratebook: reload of ${file} failed, still serving the previous dataset: ${message}\n`);
      }
    });
  }
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
