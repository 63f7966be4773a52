import { readFileSync } from 'node:fs';
import { fail } from '../../errors.js';
import type { Command } from '../args/command.js';
import type { ImportCommandInput } from '../feeds/importCommand.js';
import { IMPORT_FORMATS } from '../feeds/importFormats.js';
import { writeDatasetFile } from './writeDatasetFile.js';
import { warningSummary } from '../output/warningSummary.js';

const PREFIXED = new RegExp(`^(${IMPORT_FORMATS.join('|')}):(.+)$`);

function readInput(word: string): ImportCommandInput {
  const match = PREFIXED.exec(word);
  const name = match ? match[2]! : word;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(name);
  } catch (error) {
    fail('invalid_parameter', `cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 'file');
  }
  return match ? { name, bytes, format: match[1]! } : { name, bytes };
}

/**
 * `ratebook import <format> <file>... --out <dataset.json>`: builds a dataset file from feeds.
 * An input written `<format>:<file>` has its own format, so one run merges a fiat and a crypto
 * series. The file is written whole or not at all (writeDatasetFile), and
 * the importers' warnings go to stderr: one summary line by kind, each with `--verbose`, none with `--quiet`.
 */
export const importEntry: Command = {
  words: ['import'],
  args: [
    { name: 'format', description: IMPORT_FORMATS.join(', ') },
    { name: 'file', variadic: true, description: 'feed files; write <format>:<file> for a file of another format' },
  ],
  options: [
    { name: 'out', type: 'string', value: 'dataset.json', required: true, description: 'the dataset file to write' },
    { name: 'date', type: 'string', value: 'YYYY-MM-DD', description: 'the quote date of a single OXR or CoinGecko document' },
    { name: 'quiet', type: 'boolean', description: 'print no warnings (the count stays in the last line)' },
    { name: 'verbose', type: 'boolean', description: 'print each warning on its own line instead of one summary line by kind' },
  ],
  summary: 'build a dataset file from feeds',
  details: [
    'Formats: ecb-xml, ecb-csv (the CSV or the zip it is distributed in), oxr, fawazahmed0, coingecko; a central bank by its source name (nbp, cnb, ...; fred files named after their series, DEXUSEU.json).',
    'Example: ratebook import ecb-csv eurofxref-hist.zip coingecko:btc.json --out dataset.json',
  ].join('\n'),
  async run({ input, print, notice }) {
    const out = input.string('out')!;
    const date = input.string('date');
    const { importCommand } = await import('../feeds/importCommand.js');
    const { dataset, warnings } = await importCommand(input.arg('format'), input.rest('file').map(readInput), date === undefined ? {} : { date });
    await writeDatasetFile(out, dataset);
    if (input.flag('verbose') && !input.flag('quiet')) for (const warning of warnings) notice(`warning: ${warning.kind}: ${warning.message}`);
    const summary = input.flag('quiet') || input.flag('verbose') ? undefined : warningSummary(warnings);
    if (summary) notice(`warning: ${summary} (--verbose lists each)`);
    const { snapshots } = dataset;
    print(
      `wrote ${out}: ${snapshots.length} snapshots ${snapshots[0]?.date} to ${snapshots[snapshots.length - 1]?.date}, ` +
        `${dataset.fiat.length} fiat, ${dataset.crypto.length} crypto, pivot ${dataset.pivot}, ${warnings.length} warnings`,
    );
  },
};
