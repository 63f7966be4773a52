import { fail, quote } from '../../errors.js';
import type { LiveError } from '../../live/types.js';
import { attemptLines } from '../output/attemptLines.js';
import { roundSummary } from '../output/roundSummary.js';
import type { Command } from '../args/command.js';
import { DATA } from '../args/globalOptions.js';
import { SOURCE_NAMES, SOURCE_URL, liveSources } from '../feeds/liveSources.js';
import { storeKeys, unsignedOrSigned } from '../feeds/storeKeys.js';
import { writeDatasetFile } from './writeDatasetFile.js';

/** `--timeout` in seconds, as milliseconds; undefined when absent. */
function timeoutOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const ms = Number(text) * 1000;
  if (!/^\d+(?:\.\d+)?$/.test(text) || !(ms >= 1) || ms > 600_000)
    fail('invalid_parameter', `Invalid --timeout ${quote(text)}: expected seconds, above 0 and at most 600.`, 'timeout');
  return Math.round(ms);
}

/**
 * `ratebook fetch [source...] --out <dataset.json>`: one live round on top of the embedded data
 * (or `--data`), written atomically to `--out`. Each request prints one stderr line (source, host,
 * attempt n of m); each failing source is reported on stderr, the values withheld and the codes left
 * out in one line; when
 * none delivers, nothing is written and the exit code is 1. The file written carries the round's
 * curation state (a `--data` file's state carries on into the next fetch), signed with
 * `RATEBOOK_SIGNING_KEY` when it is set; with `RATEBOOK_VERIFY_KEY`, a `--data` file it does not
 * verify (or that fails the jump checks) is refused and nothing is written.
 */
export const fetchEntry: Command = {
  words: ['fetch'],
  args: [
    {
      name: 'source',
      optional: true,
      variadic: true,
      description: `${SOURCE_NAMES.join(', ')}; default fawazahmed0 (oxr reads OXR_APP_ID, tcmb EVDS_API_KEY, fred FRED_API_KEY, coingecko COINGECKO_API_KEY from the environment)`,
    },
  ],
  options: [
    { name: 'out', type: 'string', value: 'dataset.json', required: true, description: 'the dataset file to write' },
    DATA,
    SOURCE_URL,
    { name: 'timeout', type: 'string', value: 'SECONDS', description: 'time bound of each request to a source; default 10' },
  ],
  summary: 'fetch current rates from live feeds onto the data and write a dataset file',
  details: [
    'The file carries the curation state of the round (so the next fetch --data FILE decides as one process would),',
    'signed with RATEBOOK_SIGNING_KEY when set; RATEBOOK_VERIFY_KEY refuses a --data file it does not verify.',
    'Example: ratebook fetch --out rates.json && ratebook convert 100 USD EUR --data rates.json',
  ].join('\n'),
  async run({ input, dataset, print, notice }) {
    const out = input.string('out')!;
    const sources = await liveSources(input.rest('source'), input.strings('source-url'));
    const { createLiveDataset } = await import('../../live/createLiveDataset.js');
    const { datasetFile } = await import('../../live/store/datasetFile.js');
    const timeoutMs = timeoutOption(input.string('timeout'));
    const fetch = attemptLines(sources, notice);
    const warnings: LiveError[] = [];
    // The round's store is the --data file (read: its curation state, its signature checked) and the
    // text it writes is what --out gets: the dataset with its curation state, signed when there is a key.
    const data = input.string('data');
    const dataText = data === undefined ? undefined : await (await import('node:fs/promises')).readFile(data, 'utf8');
    const written: { text?: string } = {};
    const store = { read: async () => dataText, write: async (text: string) => void (written.text = text) };
    const keys = storeKeys();
    let refused: LiveError | undefined;
    const live = createLiveDataset({
      initial: await dataset(),
      sources,
      intervalSeconds: 0,
      fetch,
      store,
      ...keys,
      ...(timeoutMs ? { timeoutMs } : {}),
      onError: (e) => {
        if (e.code === 'store_rejected') refused ??= e;
        notice(`warning: ${e.code}: ${e.message}`);
      },
      onWarning: (w) => void warnings.push(w),
    });
    await live.refresh();
    await live.stop();
    const status = live.status();
    if (keys.verifyKey && refused) fail('invalid_dataset', `${data} is refused (${refused.reason ?? 'rejected'}): ${refused.message}; nothing written`, 'data');
    // The round's withheld values and unknown codes: one line, as serve prints them.
    const summary = roundSummary(status.date, status.withheld, warnings);
    if (summary) notice(summary);
    if (!status.sources.some((s) => s.ok)) fail('service_unavailable', 'no source delivered; nothing written (the reasons are above)', 'source');
    // Nothing new on top of --data: the file as it is (or, without a round's text, the dataset signed anew).
    const text =
      written.text ??
      (data !== undefined && status.store?.ok ? dataText!.trimEnd() : await unsignedOrSigned(JSON.stringify(datasetFile(live.dataset())), keys.signingKey));
    await writeDatasetFile(out, text);
    const delivered = status.sources.map((s) => `${s.name} ${s.ok ? `ok ${s.quote_date}` : s.error?.code}`).join(', ');
    print(`wrote ${out}: newest quote ${status.date} (updated ${status.updated_at})${status.stale ? ', still stale' : ''}; ${delivered}`);
  },
};
