import type { Command } from '../args/command.js';
import { freshnessWords } from '../output/freshnessWords.js';
import { DATA, TABLE } from '../args/globalOptions.js';
import { serverStatus, type StatusAnswer } from './serverStatus.js';

/**
 * `ratebook status`: how fresh the data is that the CLI answers from (the embedded data, `--data`,
 * or the `--store` file of a `serve --live`), or what a running server's `/v1/status` says
 * (`--server URL`, the key from `--key` or `RATEBOOK_KEY`).
 */
export const statusEntry: Command = {
  words: ['status'],
  args: [],
  options: [
    DATA,
    { name: 'store', type: 'string', value: 'file', description: 'the store file of a serve --live (its freshness instead)' },
    { name: 'server', type: 'string', value: 'URL', description: 'ask a running server for its /v1/status instead' },
    { name: 'key', type: 'string', value: 'live_...', description: 'the API key for --server; default the RATEBOOK_KEY environment variable' },
    TABLE,
  ],
  summary: 'how fresh the data is: newest quote, age, stale or not',
  details: [
    "Stale means a newer quote was due by the data's publishing calendar (daily, or TARGET business days for an ECB series).",
    'Exit code: 0 fresh, 1 stale, 2 no status could be read (server unreachable, key refused, or not a ratebook server).',
    'Example: ratebook status --server http://127.0.0.1:8787 --table',
  ].join('\n'),
  staleNotice: false,
  async run({ input, dataset, readDataset }) {
    const server = input.string('server');
    let status: StatusAnswer;
    if (server !== undefined) {
      status = await serverStatus(server, input.string('key') ?? process.env.RATEBOOK_KEY);
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
