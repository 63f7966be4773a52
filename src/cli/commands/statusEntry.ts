import { fail, quote } from '../../errors.js';
import type { Command } from '../args/command.js';
import { freshnessWords } from '../output/freshnessWords.js';
import { DATA, TABLE } from '../args/globalOptions.js';
import { serverStatus, type StatusAnswer } from './serverStatus.js';

function timeoutSeconds(text: string | undefined): number {
  if (text === undefined) return 10;
  const value = Number(text);
  if (!/^\d+(?:\.\d+)?$/.test(text) || !(value > 0) || value > 3600)
    fail('invalid_parameter', `Invalid --timeout ${quote(text)}: expected seconds above 0, at most 3600.`, 'timeout');
  return value;
}

/**
 * `ratebook status`: how fresh the data is that the CLI answers from (the embedded data, `--data`,
 * or the `--store` file of a `serve --live`), or what a running server's `/v1/status` says
 * (`--server URL`, the key from `--key` or `RATEBOOK_KEY`).
 */
export const statusEntry: Command = {
  words: ['status'],
  args: [],
  errorExitCode: 3,
  options: [
    DATA,
    { name: 'store', type: 'string', value: 'file', description: 'the store file of a serve --live (its freshness instead)' },
    { name: 'server', type: 'string', value: 'URL', description: 'ask a running server for its /v1/status instead' },
    { name: 'key', type: 'string', value: 'live_...', description: 'the API key for --server; default the RATEBOOK_KEY environment variable' },
    { name: 'timeout', type: 'string', value: 'SECONDS', description: 'with --server: how long to wait for its answer; default 10' },
    TABLE,
  ],
  summary: 'how fresh the data is: newest quote, age, stale or not',
  details: [
    "Stale means a newer quote was due by the data's publishing calendar (daily, or TARGET business days for an ECB series).",
    'Exit code: 0 fresh, 1 stale, 2 no status could be read (server unreachable or not answering within --timeout,',
    'key refused, or not a ratebook server), 3 a usage or configuration error (a mistyped option, no key, a bad data file).',
    'Example: ratebook status --server http://127.0.0.1:8787 --table',
  ].join('\n'),
  staleNotice: false,
  async run({ input, dataset, readDataset }) {
    const server = input.string('server');
    if (server === undefined && input.string('timeout') !== undefined) fail('invalid_parameter', '--timeout needs --server.', 'timeout');
    let status: StatusAnswer;
    if (server !== undefined) {
      status = await serverStatus(server, input.string('key') ?? process.env.RATEBOOK_KEY, timeoutSeconds(input.string('timeout')) * 1000);
    } else {
      const store = input.string('store');
      const ds = store === undefined ? await dataset() : readDataset(store);
      const { datasetFreshness } = await import('../../calendar/index.js');
      status = datasetFreshness(ds, new Date());
    }
    const lines = [
      `newest quote ${freshnessWords(status)}`,
      ...(status.sources ?? []).map((s) => `  ${s.name}: ${s.ok ? `ok, quote ${s.quote_date}` : `failing (${s.error?.code ?? 'no round yet'})`}`),
    ];
    return { json: JSON.stringify(status), table: lines.join('\n'), date: status.date, exitCode: status.stale ? 1 : 0 };
  },
};
