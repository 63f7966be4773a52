import { marketOf } from '../dataset/resolveCode.js';
import { fail } from '../errors.js';
import { cryptoConvert } from '../ops/cryptoConvert.js';
import { cryptoCurrencies } from '../ops/cryptoCurrencies.js';
import { cryptoRates } from '../ops/cryptoRates.js';
import { parseCode } from '../params/parseCode.js';
import type { Dataset } from '../types.js';
import type { Command, CommandContext } from './command.js';
import { CONVERSION_ARGS, conversionLine } from './fiatEntries.js';
import { DATA, TABLE } from './globalOptions.js';
import { conversionOutput, dated, EXACT, ratesOutput } from './output.js';
import { table } from './table.js';

/**
 * The dataset of a crypto command, refused when it holds no asset (an ECB import, say): an empty
 * answer with exit 0 would read as "no rates today" rather than "wrong dataset".
 *
 * @param context - The command's context; its `--data` names the file in the message.
 * @returns The dataset, holding at least one asset.
 * @example
 * const ds = await cryptoDataset(context);
 */
export async function cryptoDataset(context: CommandContext): Promise<Dataset> {
  const ds = await context.dataset();
  if (ds.crypto.length === 0) {
    const file = context.input.string('data');
    fail('not_found', `${file === undefined ? 'The dataset' : `The dataset ${file}`} holds no crypto assets; import a coingecko feed into it, or leave out --data for the embedded one.`, 'data');
  }
  return ds;
}

/** `ratebook crypto rates [--base CODE]`. */
export const cryptoRatesEntry: Command = {
  words: ['crypto', 'rates'],
  args: [],
  options: [{ name: 'base', type: 'string', value: 'CODE', description: 'a fiat or crypto code to quote against; default USD' }, DATA, TABLE],
  summary: 'digital assets against a fiat or crypto base',
  details: 'Example: ratebook crypto rates --base BTC',
  async run(context) {
    const base = context.input.string('base');
    return ratesOutput(cryptoRates(await cryptoDataset(context), base === undefined ? {} : { base }, EXACT));
  },
};

/** `ratebook crypto convert <amount> <from> <to>`. */
export const cryptoConvertEntry: Command = {
  words: ['crypto', 'convert'],
  args: CONVERSION_ARGS,
  options: [DATA, TABLE],
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
    return conversionOutput(cryptoConvert(ds, { amount, from, to }, EXACT));
  },
};

/** `ratebook crypto currencies`. */
export const cryptoCurrenciesEntry: Command = {
  words: ['crypto', 'currencies'],
  args: [],
  options: [DATA, TABLE],
  summary: 'names, symbols and exponents of the digital assets',
  async run(context) {
    const r = cryptoCurrencies(await cryptoDataset(context));
    const rows = Object.entries(r.currencies).map(([code, c]) => [code, c.symbol, String(c.exponent), c.name]);
    return { json: JSON.stringify(r), table: `Crypto assets, ${dated(r)}\n${table([['CODE', 'SYMBOL', 'EXPONENT', 'NAME'], ...rows])}` };
  },
};
