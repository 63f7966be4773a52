import type { RoundingMode } from '../../decimal/index.js';
import { fail } from '../../errors.js';
import type { RoundTo } from '../../types.js';
import type { Command } from '../args/command.js';
import { AS_OF, DATA, EXPLAIN } from '../args/globalOptions.js';
import { MAX_AGE_DAYS, POLICY, ROUND, ROUNDING } from '../args/moneyOptions.js';
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
    { ...POLICY, description: "choose each row's rate by a rate policy such as pl-pit or eu-vat (ratebook policies lists them)" },
    { ...MAX_AGE_DAYS, description: 'without --policy: refuse (stale_rate) a row whose rate is more than N days older than its date' },
    {
      name: 'out',
      type: 'string',
      value: 'FILE',
      description: 'write the CSV to this file instead of stdout: whole or not at all (a temporary file beside it, renamed when done)',
    },
    DATA,
    AS_OF,
  ],
  summary: "convert a CSV ledger to one currency, each row at its date's rate, with rate, rate date and result",
  details: [
    'Writes the rows in order with rate, rate_date, result and stale appended (and receipt with',
    "--explain); stale is true where the rate is older than the publication due for the row's date.",
    'A row that cannot be converted keeps its cells, the added ones left empty, and is reported on',
    'stderr with its line number; the program then exits 1. A malformed record (a stray quote, too',
    'few or too many cells) is reported the same way and written as its text in the first column;',
    'reading resumes at the line after its first. Cells a spreadsheet would run as formulas get a',
    "leading '. --out naming the input, or a file that cannot be written, exits 2 and leaves it as it",
    'was. Streams: a file of any length is read and written a few thousand rows at a time; on a',
    'terminal, stderr shows the rows done.',
    'Examples:',
    '  ratebook ledger invoices.csv --to EUR --round minor',
    '  ratebook ledger invoices.csv --to CHF --round cash --rounding half-up --out booked.csv',
  ].join('\n'),
  staleNotice: false,
  async run({ input, dataset, print, notice }) {
    const { createReadStream } = await import('node:fs');
    const { csvRecords } = await import('../ledger/csvRecords.js');
    const { convertLedger } = await import('../ledger/convertLedger.js');
    const { openLedgerOutput } = await import('../ledger/ledgerOutput.js');
    const { currency } = await import('../../ops/currency.js');
    const file = input.arg('file');
    const outFile = input.string('out');
    // Before the data or the ledger is read: an output naming the input, or one that cannot be opened, stops here.
    const out = outFile === undefined ? undefined : await openLedgerOutput(outFile, file);
    let done = false;
    try {
      const ds = await dataset();
      const to = input.string('to')!;
      currency(ds, { code: to }); // the target, checked once rather than on every row
      const source = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        source.once('open', () => resolve());
        source.once('error', (error: NodeJS.ErrnoException) => reject(error));
      }).catch((error: NodeJS.ErrnoException) => fail('invalid_parameter', `cannot read ${file}: ${error.code ?? 'error'}`, 'file'));
      const tty = process.stderr.isTTY === true;
      const round = input.string('round') as RoundTo | undefined;
      const rounding = input.string('rounding') as RoundingMode | undefined;
      const policy = input.string('policy');
      const maxAgeDays = input.string('max-age-days');
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
          ...(policy === undefined ? {} : { policy }),
          ...(maxAgeDays === undefined ? {} : { maxAgeDays }),
          explain: input.flag('explain'),
          write: (text) => (out === undefined ? print(text.slice(0, -1)) : out.write(text)),
          report: (line, error) => notice(`line ${line}: ${error.code}: ${cliWords(error.message)}`),
          ...(tty ? { progress: (n: number) => process.stderr.write(`\rratebook: ledger: ${n.toLocaleString('en')} rows`) } : {}),
        });
        if (tty && rows >= 5_000) process.stderr.write('\n');
        await out?.commit();
        done = true;
        if (bad > 0) fail('invalid_parameter', `${bad} of ${rows} rows could not be converted (lines above); the others were.`, 'file');
      } finally {
        source.destroy();
      }
    } finally {
      if (!done) await out?.abort();
    }
  },
};
