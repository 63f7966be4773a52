import { RatebookError } from '../../errors.js';
import type { Command } from '../args/command.js';
import { DATA } from '../args/globalOptions.js';
import { SOURCE_NAMES, SOURCE_URL } from '../feeds/liveSources.js';
import { ROUND_OPTIONS } from '../feeds/roundOptions.js';
import { envInput } from '../args/envInput.js';
import { namedVariable, strictEnvironment } from '../args/strictEnv.js';
import { createLogger } from '../output/logger.js';
import { SERVE_ENV, serveConfig } from './serveConfig.js';
import { startServe } from './serveStart.js';

export const serveEntry: Command = {
  words: ['serve'],
  args: [],
  errorExitCode: 3,
  options: [
    { name: 'port', type: 'string', value: 'N', description: 'TCP port; default 8787; 0 picks a free one (env RATEBOOK_PORT or PORT)' },
    { name: 'host', type: 'string', value: 'HOST', description: 'interface to listen on; default 127.0.0.1 (env RATEBOOK_HOST or HOST)' },
    {
      name: 'key',
      type: 'string',
      value: 'live_...',
      repeatable: true,
      description:
        'an API key to accept (live_ and at least 16 characters); repeat it to rotate; default RATEBOOK_KEYS (comma-separated) or RATEBOOK_KEY, else a fresh random one',
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
    {
      name: 'redis',
      type: 'string',
      value: 'URL',
      description: 'share the rate limit and the live dataset (lease, updates) through Redis (env RATEBOOK_REDIS_URL)',
    },
    { name: 'redis-cluster', type: 'boolean', description: 'with --redis: the URL is a seed node of a Redis Cluster' },
    {
      name: 'redis-client',
      type: 'string',
      value: 'NAME',
      description: 'with --redis: redis (node-redis) or ioredis; default whichever is installed, redis first',
    },
    { name: 'rate-limit', type: 'string', value: 'N/SECONDS', description: 'requests per key and window, such as 1000/3600 (or 1000/1h)' },
    {
      name: 'on-store-error',
      type: 'string',
      value: 'allow|deny',
      description: 'with --redis: while Redis fails, count in memory (allow, the default) or answer 503 (deny)',
    },
    {
      name: 'store-timeout',
      type: 'string',
      value: 'MS',
      description: 'with --redis: longest wait for a rate-limit count, from when the command is sent; default 1000 (1 to 60000)',
    },
    {
      name: 'fleet-size',
      type: 'string',
      value: 'N',
      description: 'with --redis: instances sharing the limit; while Redis fails under allow each serves at most limit ÷ N; default 1',
    },
    { name: 'max-stale', type: 'string', value: 'SECONDS', description: 'GET /readyz answers 503 once the data is older than this' },
    { name: 'log', type: 'string', value: 'json|text', description: 'log format: text (default) or json, one object a line with time, level and event' },
    { name: 'access-log', type: 'boolean', description: 'one log line per request, with its request id' },
    {
      name: 'metrics',
      type: 'string',
      value: 'PORT',
      valueOptional: true,
      description: 'serve GET /metrics (Prometheus); --metrics=PORT on a port of its own',
    },
  ],
  summary: 'serve the HTTP API on node:http; with --data, SIGHUP reloads the file; --live keeps it current',
  details: [
    'Every option also comes from the environment as RATEBOOK_<OPTION> (RATEBOOK_RATE_LIMIT=1000/3600,',
    'RATEBOOK_LIVE=true, RATEBOOK_SOURCE=ecb,fawazahmed0), and PORT, HOST, RATEBOOK_KEYS (comma-separated) and',
    'RATEBOOK_REDIS_URL; a flag wins over its variable. Keys appear in the log only as fingerprints (key#1a2b3c4d).',
    'GET /healthz and GET /readyz answer without a key; /readyz is 503 while the data is older than --max-stale',
    'or a Redis required by --on-store-error deny does not answer.',
    'With --live, each dataset a round swaps in logs "now serving DATE, ...",',
    'and the values the round withheld and the codes it left out are one line a round',
    '("round DATE: 3 withheld (peg: 2, known_bad: 1), 2 unknown codes"); failures one line each.',
    'SIGINT or SIGTERM stops accepting connections,',
    'gives the requests in flight 5 seconds to finish, then closes every connection left and exits.',
    'With --live, SIGHUP runs a round at once.',
    'With --store, RATEBOOK_SIGNING_KEY signs every dataset written to the file and RATEBOOK_VERIFY_KEY',
    'adopts from it only datasets that key verifies (Ed25519 as "ed25519:" and base64, or an HMAC secret).',
    'A configuration that cannot work (an unwritable --store, Redis unreachable with deny) exits 3 at start.',
    'Example: ratebook serve --live --every 600 --redis redis://10.0.0.5:6379 --rate-limit 1000/3600 --log json',
  ].join('\n'),
  async run(context) {
    const input = envInput(context.input, serveEntry.options, process.env, SERVE_ENV);
    // The format first, so that even a refused setting is told in it.
    const log = createLogger(input.string('log') === 'json' ? 'json' : 'text', context.print, context.notice);
    try {
      strictEnvironment(process.env, serveEntry.options, SERVE_ENV);
      await startServe(context, input, serveConfig(input), log);
    } catch (thrown) {
      const error = namedVariable(thrown, input.variableOf);
      // A log shipper reading JSON gets the reason as one of its lines too (stderr has the usual one).
      if (log.format === 'json')
        log.log('error', 'start_failed', error instanceof Error ? error.message : String(error), {
          code: error instanceof RatebookError ? error.code : 'internal_error',
        });
      throw error;
    }
  },
};
