import { marketOf } from '../../dataset/resolveCode.js';
import { fail } from '../../errors.js';
import { cryptoConvert } from '../../ops/cryptoConvert.js';
import { cryptoCurrencies } from '../../ops/cryptoCurrencies.js';
import { cryptoHistory } from '../../ops/cryptoHistory.js';
import { cryptoRates } from '../../ops/cryptoRates.js';
import { cryptoTimeseries } from '../../ops/cryptoTimeseries.js';
import { parseCode } from '../../params/parseCode.js';
import type { Dataset } from '../../types.js';
import type { Command, CommandContext, OptionSpec } from '../args/command.js';
import { baseAndSymbols, CONVERSION_ARGS, conversionLine, DATE_ARG, RANGE_ARGS, rangeParams } from './fiatEntries.js';
import { AS_OF, CSV, DATA, EXPLAIN, GROUP, STAT, SYMBOLS, TABLE } from '../args/globalOptions.js';
import { CONVERSION_OPTIONS, conversionExtras } from '../args/moneyOptions.js';
import { conversionOutput, dated, EXACT, exact, ratesOutput } from '../output/output.js';
import { RATES_CSV, ratesOrCsv } from '../output/ratesCsv.js';
import { seriesOutput } from '../output/seriesOutput.js';
import { table } from '../output/table.js';

// The fiat examples of SYMBOLS are refused here against the default fiat base: crypto ones instead.
const CRYPTO_SYMBOLS: OptionSpec = {
  ...SYMBOLS,
  description: 'only these codes, comma-separated, such as BTC,ETH (fiat codes, such as EUR, with an asset --base); default all',
};
const BASE: OptionSpec = { name: 'base', type: 'string', value: 'CODE', description: 'a fiat or crypto code to quote against; default USD' };

/**
 * The dataset of a crypto command, refused when it holds no asset (an ECB import, say): an empty
 * answer with exit 0 would read as "no rates today" rather than "wrong dataset".
 *
 * @param context - The command's context; its `--data` names the file in the message.
 * @returns The dataset, holding at least one asset.
 * @example
 * const ds = await cryptoDataset(context);
 */
async function cryptoDataset(context: CommandContext): Promise<Dataset> {
  const ds = await context.dataset();
  if (ds.crypto.length === 0) {
    const file = context.input.string('data');
    fail(
      'not_found',
      `${file === undefined ? 'The dataset' : `The dataset ${file}`} holds no crypto assets; import a coingecko feed into it, or leave out --data for the embedded one.`,
      'data',
    );
  }
  return ds;
}

/** `ratebook crypto rates [--base CODE]`. */
export const cryptoRatesEntry: Command = {
  words: ['crypto', 'rates'],
  args: [],
  options: [BASE, CRYPTO_SYMBOLS, EXPLAIN, DATA, AS_OF, TABLE, RATES_CSV],
  summary: "digital assets against a fiat or crypto base (fiat symbols: an asset's price in them)",
  details: 'Example: ratebook crypto rates --base BTC --symbols ETH,SOL,EUR',
  async run(context) {
    return ratesOrCsv(cryptoRates(await cryptoDataset(context), baseAndSymbols(context.input), exact(context.input)), context);
  },
};

/** `ratebook crypto history <date> [--base CODE] [--symbols CODES]`. */
export const cryptoHistoryEntry: Command = {
  words: ['crypto', 'history'],
  args: [DATE_ARG],
  options: [BASE, CRYPTO_SYMBOLS, EXPLAIN, DATA, AS_OF, TABLE],
  summary: 'digital assets as quoted on a past date',
  details: 'Example: ratebook crypto history 2025-01-15 --base EUR --symbols BTC,ETH',
  async run(context) {
    const date = context.input.arg('date');
    return ratesOutput(cryptoHistory(await cryptoDataset(context), { date, ...baseAndSymbols(context.input) }, exact(context.input)));
  },
};

/** `ratebook crypto timeseries <start> [end] [--base CODE] [--symbols CODES]`. */
export const cryptoTimeseriesEntry: Command = {
  words: ['crypto', 'timeseries'],
  args: RANGE_ARGS,
  options: [BASE, CRYPTO_SYMBOLS, GROUP, STAT, DATA, AS_OF, TABLE, CSV],
  summary: 'digital assets on every quote date of a range, or their period means',
  details:
    'Example: ratebook crypto timeseries 2026-09-01 --base EUR --symbols BTC,ETH --csv\n         ratebook crypto timeseries 2025-01-01 2025-12-31 --base BTC --symbols EUR --group month',
  async run(context) {
    return seriesOutput(cryptoTimeseries(await cryptoDataset(context), rangeParams(context.input), EXACT), context);
  },
};

/** `ratebook crypto convert <amount> <from> <to>`. */
export const cryptoConvertEntry: Command = {
  words: ['crypto', 'convert'],
  args: CONVERSION_ARGS,
  options: [...CONVERSION_OPTIONS, DATA, AS_OF, TABLE],
  summary: 'convert an amount where at least one side is a digital asset',
  details: 'Example: ratebook crypto convert 0.5 ETH EUR',
  async run(context) {
    const ds = await cryptoDataset(context);
    const { input } = context;
    const amount = input.arg('amount');
    const [from, to] = [parseCode(input.arg('from'), 'from'), parseCode(input.arg('to'), 'to')];
    // Two fiat codes belong to `ratebook convert`; the operation's own message names the HTTP endpoint.
    if (marketOf(ds, from) === 'fiat' && marketOf(ds, to) === 'fiat') {
      fail('invalid_parameter', `${from} and ${to} are both fiat; convert them with ${conversionLine('convert', amount, from, to)}.`, 'to');
    }
    const { date, options } = conversionExtras(input);
    return conversionOutput(cryptoConvert(ds, { amount, from, to, ...date }, options));
  },
};

/** `ratebook crypto currencies`. */
export const cryptoCurrenciesEntry: Command = {
  words: ['crypto', 'currencies'],
  args: [],
  options: [DATA, AS_OF, TABLE],
  summary: 'names, symbols and exponents of the digital assets',
  details: 'Example: ratebook crypto currencies --table',
  async run(context) {
    const r = cryptoCurrencies(await cryptoDataset(context));
    const rows = Object.entries(r.currencies).map(([code, c]) => [code, c.symbol, String(c.exponent), c.name]);
    return { json: JSON.stringify(r), table: `Crypto assets, ${dated(r)}\n${table([['CODE', 'SYMBOL', 'EXPONENT', 'NAME'], ...rows])}`, date: r.date };
  },
};
