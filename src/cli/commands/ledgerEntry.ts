import type { RoundingMode } from '../../decimal/index.js';
import { fail } from '../../errors.js';
import type { RoundTo } from '../../types.js';
import type { Command } from '../args/command.js';
import { DATA, EXPLAIN } from '../args/globalOptions.js';
import { ROUND, ROUNDING } from '../args/moneyOptions.js';
import { cliWords } from '../output/cliWords.js';

/** `ratebook ledger FILE --to CODE ...`: a CSV of invoices converted to one currency, row by row. */
export const ledgerEntry: Command = {
  words: ['ledger'],
  args: [{ name: 'file', description: 'a CSV file with a header line and amount, currency and date columns' }],
  options: [
    { name: 'to', type: 'string', value: 'CODE', required: true, description: 'the currency to convert every row to' },
    { name: 'amount-column', type: 'string', value: 'NAME', description: 'the header of the amounts; default amount' },
    { name: 'currency-column', type: 'string', value: 'NAME', description: 'the header of the currency codes; default currency' },
    {
      name: 'date-column',
      type: 'string',
      value: 'NAME',
      description: "the header of the dates (YYYY-MM-DD), each row converted at its date's rate; default date",
    },
    ROUND,
    ROUNDING,
    { ...EXPLAIN, description: "add each row's receipt, as JSON, in a receipt column" },
    { name: 'out', type: 'string', value: 'FILE', description: 'write the CSV to this file instead of stdout' },
    DATA,
  ],
  summary: "convert a CSV ledger to one currency, each row at its date's rate, with rate, rate date and result",
  details: [
    'Writes the rows in order with rate, rate_date and result appended (and receipt with --explain);',
    'a row that cannot be converted keeps its cells, the three left empty, and is reported on stderr',
    'with its line number, and the program then exits 1. Streams: a file of any length is read and',
    'written a few thousand rows at a time; on a terminal, stderr shows the rows done.',
    'Examples:',
    '  ratebook ledger invoices.csv --to EUR --round minor',
    '  ratebook ledger invoices.csv --to CHF --round cash --rounding half-up --out booked.csv',
  ].join('\n'),
  staleNotice: false,
  async run({ input, dataset, print, notice }) {
    const { createReadStream, createWriteStream } = await import('node:fs');
    const { csvRecords } = await import('../ledger/csvRecords.js');
    const { convertLedger } = await import('../ledger/convertLedger.js');
    const { currency } = await import('../../ops/currency.js');
    const ds = await dataset();
    const to = input.string('to')!;
    currency(ds, { code: to }); // the target, checked once rather than on every row
    const file = input.arg('file');
    const source = createReadStream(file);
    await new Promise<void>((resolve, reject) => {
      source.once('open', () => resolve());
      source.once('error', (error: NodeJS.ErrnoException) => reject(error));
    }).catch((error: NodeJS.ErrnoException) => fail('invalid_parameter', `cannot read ${file}: ${error.code ?? 'error'}`, 'file'));
    const outFile = input.string('out');
    const out = outFile === undefined ? undefined : createWriteStream(outFile);
    const tty = process.stderr.isTTY === true;
    const round = input.string('round') as RoundTo | undefined;
    const rounding = input.string('rounding') as RoundingMode | undefined;
    try {
      const { rows, bad } = await convertLedger({
        dataset: ds,
        records: csvRecords(source),
        to,
        columns: {
          amount: input.string('amount-column') ?? 'amount',
          currency: input.string('currency-column') ?? 'currency',
          date: input.string('date-column') ?? 'date',
        },
        ...(round === undefined ? {} : { round }),
        ...(rounding === undefined ? {} : { rounding }),
        explain: input.flag('explain'),
        write: async (text) => {
          if (out === undefined) return print(text.slice(0, -1));
          if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        },
        report: (line, error) => notice(`line ${line}: ${error.code}: ${cliWords(error.message)}`),
        ...(tty ? { progress: (n: number) => process.stderr.write(`\rratebook: ledger: ${n.toLocaleString('en')} rows`) } : {}),
      });
      if (tty && rows >= 5_000) process.stderr.write('\n');
      if (bad > 0) fail('invalid_parameter', `${bad} of ${rows} rows could not be converted (lines above); the others were.`, 'file');
    } finally {
      source.destroy();
      if (out !== undefined) await new Promise<void>((resolve) => out.end(() => resolve()));
    }
  },
};
