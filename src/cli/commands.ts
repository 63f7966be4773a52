import { conversionJson, ratesJson } from '../http/json.js';
import { fail } from '../errors.js';
import { convert } from '../ops/convert.js';
import { cryptoConvert } from '../ops/cryptoConvert.js';
import { cryptoCurrencies } from '../ops/cryptoCurrencies.js';
import { cryptoRates } from '../ops/cryptoRates.js';
import { currencies } from '../ops/currencies.js';
import { history } from '../ops/history.js';
import { rates } from '../ops/rates.js';
import type { ConversionResult, Dataset, RatesResult } from '../types.js';
import type { CliArgs } from './args.js';
import { table } from './table.js';

/** What a query command prints: JSON by default, an aligned table with `--table`. */
export interface Output {
  readonly json: string;
  readonly table: string;
}

const dated = (r: { date: string; updated_at: string }) => `date ${r.date}, updated ${r.updated_at}`;

function ratesOutput(r: RatesResult<string>): Output {
  const rows = Object.entries(r.rates).map(([code, rate]) => [code, rate]);
  return { json: ratesJson(r), table: `${r.base} rates, ${dated(r)}\n${table([['CODE', 'RATE'], ...rows])}` };
}

function conversionOutput(c: ConversionResult<string>): Output {
  return {
    json: conversionJson(c),
    table: `${c.amount} ${c.from} = ${c.result} ${c.to}\nrate ${c.rate}, ${dated(c)}`,
  };
}

function arity(args: CliArgs, count: number, usage: string): string[] {
  if (args.words.length !== count) fail('invalid_parameter', `usage: ratebook ${usage}`, 'argv');
  return args.words;
}

/**
 * Runs one query command on a dataset and returns what to print. Each command maps its words and
 * options onto one operation's parameters; the operation does the validating.
 *
 * @example
 * runQuery(parseCli(['convert', '100', 'USD', 'EUR']), defaultDataset).json
 */
export function runQuery(args: CliArgs, dataset: Dataset): Output {
  const [command, sub] = args.words;
  const base = args.options.base === undefined ? {} : { base: args.options.base };
  const exact = { numbers: 'string' } as const;
  switch (command === 'crypto' ? `crypto ${sub ?? ''}` : command) {
    case 'rates':
      arity(args, 1, 'rates [--base CODE]');
      return ratesOutput(rates(dataset, base, exact));
    case 'convert': {
      const [, amount, from, to] = arity(args, 4, 'convert <amount> <from> <to>');
      return conversionOutput(convert(dataset, { amount, from: from!, to: to! }, exact));
    }
    case 'history': {
      const [, date] = arity(args, 2, 'history <YYYY-MM-DD> [--base CODE]');
      return ratesOutput(history(dataset, { date: date!, ...base }, exact));
    }
    case 'currencies': {
      arity(args, 1, 'currencies [--locale TAG]');
      const r = currencies(dataset, args.options.locale === undefined ? {} : { locale: args.options.locale });
      const rows = Object.entries(r.currencies).map(([code, c]) => [code, c.symbol, c.name]);
      return { json: JSON.stringify(r), table: `Currencies in ${r.locale}, ${dated(r)}\n${table([['CODE', 'SYMBOL', 'NAME'], ...rows])}` };
    }
    case 'crypto rates':
      arity(args, 2, 'crypto rates [--base CODE]');
      return ratesOutput(cryptoRates(dataset, base, exact));
    case 'crypto convert': {
      const [, , amount, from, to] = arity(args, 5, 'crypto convert <amount> <from> <to>');
      return conversionOutput(cryptoConvert(dataset, { amount, from: from!, to: to! }, exact));
    }
    case 'crypto currencies': {
      arity(args, 2, 'crypto currencies');
      const r = cryptoCurrencies(dataset);
      const rows = Object.entries(r.currencies).map(([code, c]) => [code, c.symbol, String(c.exponent), c.name]);
      return { json: JSON.stringify(r), table: `Crypto assets, ${dated(r)}\n${table([['CODE', 'SYMBOL', 'EXPONENT', 'NAME'], ...rows])}` };
    }
    default:
      fail('invalid_parameter', `Unknown command ${JSON.stringify(args.words.join(' ').slice(0, 40))}; see ratebook --help.`, 'argv');
  }
}
