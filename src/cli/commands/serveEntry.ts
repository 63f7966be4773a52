import { fail, quote, RatebookError } from '../../errors.js';
import type { LiveDataset } from '../../live/types.js';
import type { Dataset } from '../../types.js';
import type { Command, Input } from '../args/command.js';
import { DATA } from '../args/globalOptions.js';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '../../node/closeGracefully.js';
import { SOURCE_NAMES, SOURCE_URL, liveSources } from '../feeds/liveSources.js';
import { storeKeys } from '../feeds/storeKeys.js';
import { ROUND_OPTIONS, ROUND_OPTION_NAMES, roundOptions } from '../feeds/roundOptions.js';
import { freshnessWords } from '../output/freshnessWords.js';
import { datasetFreshness } from '../../calendar/index.js';

const LIVE_ONLY = ['every', 'store', 'source', 'source-url', ...ROUND_OPTION_NAMES];

function seconds(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+(?:\.\d+)?$/.test(text) || !(value > 0))
    fail('invalid_parameter', `Invalid --every ${quote(text)}: expected a number of seconds above 0.`, 'every');
  return value;
}

/** The live dataset of `serve --live`, or undefined without `--live` (whose options then are refused). */
async function liveDataset(input: Input, initial: Dataset, print: (line: string) => void, notice: (line: string) => void): Promise<LiveDataset | undefined> {
  if (!input.flag('live')) {
    const stray = LIVE_ONLY.find((name) => (name === 'source' || name === 'source-url' ? input.strings(name).length > 0 : input.string(name) !== undefined));
    if (stray) fail('invalid_parameter', `--${stray} needs --live.`, stray);
    return undefined;
  }
  const sources = await liveSources(input.strings('source'), input.strings('source-url'));
  const [{ createLiveDataset }, { liveLines }] = await Promise.all([import('../../live/createLiveDataset.js'), import('../output/liveLines.js')]);
  const file = input.string('store');
  const store = file === undefined ? undefined : (await import('../../node/fileDatasetStore.js')).fileDatasetStore(file);
  const lines = liveLines(print, notice);
  // RATEBOOK_SIGNING_KEY signs what the store gets, RATEBOOK_VERIFY_KEY admits only what it verifies.
  const live = createLiveDataset({
    initial,
    sources,
    intervalSeconds: seconds(input.string('every')) ?? 3600,
    ...(store ? { store, ...storeKeys() } : {}),
    ...roundOptions(input),
    ...lines.observers,
  });
  lines.attach(live);
  // Said now, before the first round (its timer fires on the next turn) can swap anything in.
  print(`serving data of ${freshnessWords(live.status())}`);
  return live;
}

function port(text: string | undefined): number {
  if (text === undefined) return 8787;
  const value = Number(text);
  if (!/^\d{1,5}$/.test(text) || value > 65535) fail('invalid_parameter', `Invalid port ${quote(text)}: expected 0 to 65535.`, 'port');
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
    {
      name: 'key',
      type: 'string',
      value: 'live_...',
      description: 'the API key to accept (live_ and at least 16 characters); default the RATEBOOK_KEY environment variable, else a fresh random one, printed',
    },
    DATA,
    { name: 'live', type: 'boolean', description: 'keep the data current from live feeds (GET /v1/status shows how fresh it is)' },
    { name: 'every', type: 'string', value: 'SECONDS', description: 'with --live: seconds between rounds; default 3600' },
    { name: 'store', type: 'string', value: 'file', description: 'with --live: keep the last good dataset in this file, to come back with it after a restart' },
    {
      name: 'source',
      type: 'string',
      value: 'NAME',
      repeatable: true,
      description: `with --live: a feed (${SOURCE_NAMES.join(', ')}); default fawazahmed0`,
    },
    SOURCE_URL,
    ...ROUND_OPTIONS,
  ],
  summary: 'serve the HTTP API on node:http; with --data, SIGHUP reloads the file; --live keeps it current',
  details: [
    'Prints the date and freshness of the data it serves (in the words of ratebook status), then the URL,',
    'the key and a sample curl line. With --live, each dataset a round swaps in prints "now serving DATE, ...",',
    'and the values the round withheld and the codes it left out are one stderr line a round',
    '("round DATE: 3 withheld (peg: 2, known_bad: 1), 2 unknown codes"); failures one line each.',
    'SIGINT or SIGTERM stops accepting connections,',
    'gives the requests in flight 5 seconds to finish, then closes every connection left and exits.',
    'With --live, SIGHUP runs a round at once.',
    'With --store, RATEBOOK_SIGNING_KEY signs every dataset written to the file and RATEBOOK_VERIFY_KEY',
    'adopts from it only datasets that key verifies (Ed25519 as "ed25519:" and base64, or an HMAC secret).',
    'Example: ratebook serve --live --every 600 --store /var/lib/ratebook/live.json',
  ].join('\n'),
  async run({ input, dataset, readDataset, print, notice }) {
    let current = await dataset();
    const where = { port: port(input.string('port')), host: input.string('host') ?? '127.0.0.1' };
    // An empty RATEBOOK_KEY counts as unset; a set one is checked like --key.
    const key = input.string('key') ?? (process.env.RATEBOOK_KEY || undefined);
    const live = await liveDataset(input, current, print, notice);
    // Judged by the data's own calendar, as `ratebook status` judges it.
    if (!live) print(`serving data of ${freshnessWords(datasetFreshness(current, new Date()))}`);
    const { serveCommand } = await import('./serveCommand.js');
    // The handlers go in before the URL is printed: a SIGTERM sent on seeing it must find them.
    // close() settles within its grace plus a second; the exit does not wait on anything else either.
    let running: { close(): Promise<void> } | undefined;
    const stop = () => {
      // A live round's stop() has its own bound; this one keeps the exit within the server's.
      setTimeout(() => process.exit(0), DEFAULT_SHUTDOWN_GRACE_MS + 1500).unref();
      void Promise.allSettled([running?.close(), live?.stop()]).then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const server = await serveCommand({ dataset: live ?? (() => current), ...where, ...(key === undefined ? {} : { key }), print }).catch(
      async (error: NodeJS.ErrnoException) => {
        // A live dataset's timer would keep the process alive after this failure.
        await live?.stop();
        // The usual reasons a server cannot start are the operator's to fix: say which, plainly.
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') {
          fail('invalid_parameter', `cannot listen on ${where.host}:${where.port}: ${error.code}`, 'port');
        }
        throw error;
      },
    );
    running = server;
    const file = input.string('data');
    if (live) {
      process.on('SIGHUP', () => void live.refresh());
    } else if (file !== undefined) {
      process.on('SIGHUP', () => {
        try {
          current = readDataset(file);
          print(`reloaded ${file}: now serving ${freshnessWords(datasetFreshness(current, new Date()))}`);
        } catch (error) {
          const message = error instanceof RatebookError ? `${error.code}: ${error.message}` : String(error);
          notice(`reload of ${file} failed, still serving the previous dataset: ${message}`);
        }
      });
    }
  },
};
