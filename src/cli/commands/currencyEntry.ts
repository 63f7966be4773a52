import { currencyJson } from '../../http/currencyRoute.js';
import { currency } from '../../ops/currency.js';
import type { Command } from '../args/command.js';
import { AS_OF, DATA, TABLE } from '../args/globalOptions.js';
import { EXACT } from '../output/output.js';
import { table } from '../output/table.js';

/** `ratebook currency <code> [--date YYYY-MM-DD] [--locale TAG]`: what a currency is on a date. */
export const currencyEntry: Command = {
  words: ['currency'],
  args: [{ name: 'code', description: 'a fiat code, current or withdrawn (CHF, BGN, HRK)' }],
  options: [
    { name: 'date', type: 'string', value: 'YYYY-MM-DD', description: 'the date the status is judged on; default the newest quote date' },
    { name: 'locale', type: 'string', value: 'TAG', description: 'BCP 47 locale of the name, such as de or pt-BR; default en' },
    DATA,
    AS_OF,
    TABLE,
  ],
  summary: 'what a currency is on a date: minor units, cash rounding, withdrawal, successor, redenominations',
  details: 'Example: ratebook currency CHF --date 2026-03-01 --table',
  // The facts come from the registry and CLDR, not from the day's quotes.
  staleNotice: false,
  async run({ input, dataset }) {
    const date = input.string('date');
    const locale = input.string('locale');
    const r = currency(
      await dataset(),
      { code: input.arg('code'), ...(date === undefined ? {} : { date }), ...(locale === undefined ? {} : { locale }) },
      EXACT,
    );
    const rows: string[][] = [
      ['name', r.name],
      ['symbol', r.symbol],
      ['minor units', String(r.minor_units)],
      ['cash increment', r.cash_increment],
      ['status', r.status],
      ...(r.withdrawn_on === undefined
        ? []
        : [
            ['withdrawn on', r.withdrawn_on],
            ['successor', r.successor!],
          ]),
      ...(r.successor_factor === undefined ? [] : [['successor factor', `1 ${r.successor} = ${r.successor_factor} ${r.code}`]]),
      ...r.redenominations.map((step) => ['redenomination', `${step.date}: 1 new = ${step.factor} old`]),
      // Present: runCli registers the table (ratebook/sources).
      ...(r.sources === undefined ? [] : [['official sources', r.sources.length === 0 ? 'none' : r.sources.join(', ')]]),
    ];
    return { json: currencyJson(r), table: `${r.code}${date === undefined ? '' : ` on ${date}`}\n${table([['FIELD', 'VALUE'], ...rows])}` };
  },
};
