import { fail } from '../errors.js';
import type { Command } from './command.js';
import { DATA, TABLE } from './globalOptions.js';

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
  details: 'Stale means a newer quote was due by the data\'s publishing calendar (daily, or TARGET business days for an ECB series).',
  staleNotice: false,
  async run({ input, dataset, readDataset }) {
    const server = input.string('server');
    let status: { date: string; updated_at: string; age_seconds: number; stale: boolean; sources?: readonly { name: string; ok: boolean; quote_date: string | null; error?: { code: string } }[] };
    if (server !== undefined) {
      const key = input.string('key') ?? process.env.RATEBOOK_KEY;
      if (!key) fail('missing_parameter', 'Asking a server needs its API key: --key or RATEBOOK_KEY.', 'key');
      let res: Response;
      try {
        res = await fetch(`${server.replace(/\/$/, '')}/v1/status`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        fail('service_unavailable', `cannot reach ${server}: ${(error as Error).message}`, 'server');
      }
      if (!res.ok) fail('service_unavailable', `${server} answered HTTP ${res.status}`, 'server');
      status = (await res.json()) as typeof status;
    } else {
      const store = input.string('store');
      const ds = store === undefined ? await dataset() : readDataset(store);
      const { datasetFreshness } = await import('../freshness/freshness.js');
      status = datasetFreshness(ds, new Date());
    }
    const lines = [
      `newest quote ${status.date}, updated ${status.updated_at}, ${Math.floor(status.age_seconds / 3600)} h old: ${status.stale ? 'STALE' : 'fresh'}`,
      ...(status.sources ?? []).map((s) => `  ${s.name}: ${s.ok ? `ok, quote ${s.quote_date}` : `failing (${s.error?.code ?? 'no round yet'})`}`),
    ];
    return { json: JSON.stringify(status), table: lines.join('\n'), date: status.date };
  },
};
