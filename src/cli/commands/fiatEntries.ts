import { marketOf } from '../../dataset/resolveCode.js';
import { fail } from '../../errors.js';
import { convert } from '../../ops/convert.js';
import { currencies } from '../../ops/currencies.js';
import { history } from '../../ops/history.js';
import { rates } from '../../ops/rates.js';
import { timeseries, type TimeseriesParams } from '../../ops/timeseries.js';
import { parseCode } from '../../params/parseCode.js';
import type { PolicyId } from '../../policy/types.js';
import type { Dataset } from '../../types.js';
import type { ArgSpec, Command, Input, OptionSpec } from '../args/command.js';
import { AS_OF, CSV, DATA, EXPLAIN, GROUP, STAT, SYMBOLS, TABLE } from '../args/globalOptions.js';
import { AT, CONVERSION_OPTIONS, conversionExtras, MAX_AGE_DAYS, POLICY, policyExtras } from '../args/moneyOptions.js';
import { conversionOutput, dated, EXACT, exact, ratesOutput } from '../output/output.js';
import { RATES_CSV, ratesOrCsv } from '../output/ratesCsv.js';
import { seriesOutput } from '../output/seriesOutput.js';
import { table } from '../output/table.js';

const BASE: OptionSpec = { name: 'base', type: 'string', value: 'CODE', description: 'the fiat currency the rates are quoted against; default USD' };

/** The arguments of both convert commands. */
export const CONVERSION_ARGS: readonly ArgSpec[] = [
  { name: 'amount', description: 'a decimal such as 100 or 0.5; a negative one as -5 (or after --: -- -5 USD EUR)' },
  { name: 'from', description: 'the code converted from' },
  { name: 'to', description: 'the code converted to' },
];

/**
 * The command line that converts this pair with the other convert command, for a message; a
 * hostile amount is not echoed whole.
 */
export function conversionLine(words: string, amount: string, from: string, to: string): string {
  return `ratebook ${words} ${amount.length <= 40 ? amount : '<amount>'} ${from} ${to}`;
}

/** `--base` and `--symbols` as given, for an operation's parameters (absent ones take their defaults). */
export function baseAndSymbols(input: Input): { base?: string; symbols?: string } {
  const base = input.string('base');
  const symbols = input.string('symbols');
  return { ...(base === undefined ? {} : { base }), ...(symbols === undefined ? {} : { symbols }) };
}

/** The argument of both history commands. */
export const DATE_ARG: ArgSpec = { name: 'date', description: 'YYYY-MM-DD; a day without a quote answers the last quote before it' };

/** The arguments of both timeseries commands. */
export const RANGE_ARGS: readonly ArgSpec[] = [
  { name: 'start', description: 'YYYY-MM-DD; a day without a quote starts with the last quote before it' },
  { name: 'end', optional: true, description: 'YYYY-MM-DD; default the newest snapshot' },
];

/** `<start> [end]`, `--base`, `--symbols` and `--group` as the parameters of both timeseries operations. */
export function rangeParams(input: Input): TimeseriesParams {
  const end = input.optionalArg('end');
  const group = input.string('group');
  const stat = input.string('stat');
  return {
    start: input.arg('start'),
    ...(end === undefined ? {} : { end }),
    ...baseAndSymbols(input),
    ...(group === undefined ? {} : { group: group as TimeseriesParams['group'] }),
    ...(stat === undefined ? {} : { stat: stat as TimeseriesParams['stat'] }),
  };
}

/**
 * Refuses a crypto code where a fiat command expects fiat, naming the crypto command to use instead
 * (the operations' own message names the HTTP endpoints, which a person at a terminal is not using).
 */
function fiatOnly(dataset: Dataset, raw: string | undefined, param: string, instead: (code: string) => string): void {
  if (raw === undefined) return;
  const code = parseCode(raw, param);
  if (marketOf(dataset, code) === 'crypto') fail('unknown_currency', `'${code}' is a crypto asset, not a fiat currency; use ${instead(code)}.`, param);
}

/** `ratebook rates [--base CODE]`. */
export const ratesEntry: Command = {
  words: ['rates'],
  args: [],
  options: [BASE, SYMBOLS, EXPLAIN, DATA, AS_OF, TABLE, RATES_CSV],
  summary: 'fiat rates against a base (default USD), from the newest snapshot',
  details: 'Example: ratebook rates --base EUR --symbols USD,GBP --table',
  async run(context) {
    const { input, dataset } = context;
    const ds = await dataset();
    fiatOnly(ds, input.string('base'), 'base', (code) => `ratebook crypto rates --base ${code}`);
    return ratesOrCsv(rates(ds, baseAndSymbols(input), exact(input)), context);
  },
};

/** `ratebook convert <amount> <from> <to>`. */
export const convertEntry: Command = {
  words: ['convert'],
  args: CONVERSION_ARGS,
  options: [...CONVERSION_OPTIONS, DATA, AS_OF, TABLE],
  summary: 'convert an amount between fiat currencies, exactly',
  details: 'Examples: ratebook convert 100 USD EUR --table\n  ratebook convert 19.99 USD CHF --date 2025-06-02 --round cash',
  async run({ input, dataset }) {
    const ds = await dataset();
    const amount = input.arg('amount');
    const [from, to] = [parseCode(input.arg('from'), 'from'), parseCode(input.arg('to'), 'to')];
    const instead = () => conversionLine('crypto convert', amount, from, to);
    fiatOnly(ds, from, 'from', instead);
    fiatOnly(ds, to, 'to', instead);
    const { date, options } = conversionExtras(input);
    return conversionOutput(convert(ds, { amount, from, to, ...date }, options));
  },
};

/** `ratebook currencies [--locale TAG]`. */
export const currenciesEntry: Command = {
  words: ['currencies'],
  args: [],
  options: [{ name: 'locale', type: 'string', value: 'TAG', description: 'BCP 47 locale of the names, such as de or pt-BR; default en' }, DATA, AS_OF, TABLE],
  summary: 'names and symbols of the fiat currencies (default locale en)',
  details: 'Example: ratebook currencies --locale de --table',
  async run({ input, dataset }) {
    const locale = input.string('locale');
    const r = currencies(await dataset(), locale === undefined ? {} : { locale });
    const rows = Object.entries(r.currencies).map(([code, c]) => [code, c.symbol, c.name]);
    return { json: JSON.stringify(r), table: `Currencies in ${r.locale}, ${dated(r)}\n${table([['CODE', 'SYMBOL', 'NAME'], ...rows])}`, date: r.date };
  },
};

/** `ratebook history <date> [--base CODE]`. */
export const historyEntry: Command = {
  words: ['history'],
  args: [DATE_ARG],
  options: [BASE, SYMBOLS, EXPLAIN, POLICY, AT, MAX_AGE_DAYS, DATA, AS_OF, TABLE],
  summary: 'fiat rates as quoted on a past date',
  details: [
    'The answer is the newest snapshot on or before the date (its "date" says which): the data has gaps.',
    'Example: ratebook history 2025-01-15 --base EUR --symbols USD,GBP --table',
  ].join('\n'),
  async run({ input, dataset }) {
    const ds = await dataset();
    fiatOnly(ds, input.string('base'), 'base', () => 'the crypto commands (ratebook help crypto)');
    return ratesOutput(history(ds, { date: input.arg('date'), ...baseAndSymbols(input) }, { ...exact(input), ...policyExtras(input) }));
  },
};

/** `ratebook timeseries <start> [end] [--base CODE] [--symbols CODES] [--policy ID]`. */
export const timeseriesEntry: Command = {
  words: ['timeseries'],
  args: RANGE_ARGS,
  options: [BASE, SYMBOLS, GROUP, STAT, POLICY, AT, DATA, AS_OF, TABLE, CSV],
  summary: 'fiat rates on every quote date of a range, or their weekly, monthly or yearly means',
  details:
    'With --policy, every day of the range at the rate its rule chooses for that day.\nExample: ratebook timeseries 2025-01-01 2025-03-31 --base EUR --symbols USD,GBP --table\n         ratebook timeseries 2025-01-01 2025-12-31 --symbols EUR --group month',
  async run(context) {
    const { input } = context;
    const ds = await context.dataset();
    fiatOnly(ds, input.string('base'), 'base', () => 'ratebook crypto timeseries');
    const [policy, at] = [input.string('policy') as PolicyId | undefined, input.string('at')];
    return seriesOutput(timeseries(ds, rangeParams(input), { ...EXACT, ...(policy && { policy }), ...(at && { at }) }), context);
  },
};
