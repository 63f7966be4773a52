import { conversionJson, ratesJson } from '../../http/json.js';
import type { ConversionResult, RatesResult, Receipt, RoundedConversionResult } from '../../types.js';
import type { Input, Output } from '../args/command.js';
import { table } from './table.js';

/** The CLI prints exact decimals: every digit of a rate or result survives into the JSON text. */
export const EXACT = { numbers: 'string' } as const;

/** The options of a command with `--explain`: exact decimals, and the receipt when asked for. */
export const exact = (input: Input): { numbers: 'string'; explain: boolean } => ({ numbers: 'string', explain: input.flag('explain') });

// The receipt under a table: where the numbers come from, and the quotes to recompute them with.
function receiptLines(source: Receipt | undefined): string {
  if (source === undefined) return '';
  const providers = source.providers.map((p) => (p.table ? `${p.name} (table ${p.table})` : p.name)).join(', ') || 'not recorded';
  const legs = Object.entries(source.legs)
    .map(([code, quote]) => `${code} ${quote}`)
    .join(', ');
  return `\nsource: ${source.derivation} via ${source.pivot}, snapshot ${source.snapshot.date} (${source.snapshot.updated_at}), dataset ${source.dataset}\nproviders: ${providers}\nlegs (per 1 ${source.pivot}): ${legs}`;
}

/** `date 2025-01-15, updated 2025-01-15T16:00:00Z`: the line that dates an answer. */
export const dated = (r: { date: string; updated_at: string }): string => `date ${r.date}, updated ${r.updated_at}`;

/** A Rates response as JSON and as a CODE/RATE table. */
export function ratesOutput(r: RatesResult<string>): Output {
  const rows = Object.entries(r.rates).map(([code, rate]) => [code, rate]);
  return { json: ratesJson(r), table: `${r.base} rates, ${dated(r)}\n${table([['CODE', 'RATE'], ...rows])}${receiptLines(r.source)}`, date: r.date };
}

/** A Conversion response as JSON and as one sentence with its rate. */
export function conversionOutput(c: ConversionResult<string>): Output {
  const { rounding, unrounded, unrounded_exact } = c as Partial<RoundedConversionResult<string>>;
  const cut = unrounded_exact === false ? ' (30 significant digits of the exact value)' : '';
  const rounded = rounding === undefined ? '' : `\nrounded ${rounding.mode} to ${rounding.increment} (${rounding.to}) from ${unrounded}${cut}`;
  return {
    json: conversionJson(c),
    table: `${c.amount} ${c.from} = ${c.result} ${c.to}\nrate ${c.rate}, ${dated(c)}${rounded}${receiptLines(c.source)}`,
    date: c.date,
  };
}
