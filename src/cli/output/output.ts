import { conversionJson, ratesJson } from '../../http/json.js';
import type { ConversionResult, Formula, RatesResult, Receipt, RoundedConversionResult, SnapshotSource } from '../../types.js';
import type { Input, Output } from '../args/command.js';
import { table } from './table.js';

/** The CLI prints exact decimals: every digit of a rate or result survives into the JSON text. */
export const EXACT = { numbers: 'string' } as const;

/** The options of a command with `--explain`: exact decimals, and the receipt when asked for. */
export const exact = (input: Input): { numbers: 'string'; explain: boolean } => ({ numbers: 'string', explain: input.flag('explain') });

// Each formula's rule in a few words (README "Receipts" states them in full).
const RULES: Readonly<Record<Formula, string>> = {
  pivot: 'rate = legs[to], exactly; result = amount × rate',
  inverse: 'rate = legs[to] / legs[from], 12 significant digits half-even; result = amount × rate (with round: amount × legs[to] / legs[from], rounded once)',
  cross: 'rate = legs[to] / legs[from], 12 significant digits half-even; result = amount × rate (with round: amount × legs[to] / legs[from], rounded once)',
  legal_factor:
    'result = amount × legs[to] / legs[from] (÷ the factor to the successor, × it from there; between two withdrawn codes through the successor, rounded half-up to 3 decimals)',
  legal_factor_then_cross: 'result = amount × f(to) × legs[successor of to] / (f(from) × legs[successor of from]), f a legal factor (1 for a current code)',
  policy: 'the rate the policy chose, as its source published it',
};

// The receipt under a table: where the numbers come from, the rule and the literals to recompute them with.
function receiptLines(source: Receipt | undefined): string {
  if (source === undefined) return '';
  const providers = source.providers.map(providerWords).join(', ') || 'not recorded';
  const legs = Object.entries(source.legs)
    .map(([code, quote]) => `${code} ${quote}`)
    .join(', ');
  const lines = [
    `source: ${source.derivation} via ${source.pivot}, snapshot ${source.snapshot.date} (${source.snapshot.updated_at}), dataset ${source.dataset}`,
    `formula: ${source.formula}: ${RULES[source.formula]}`,
    `providers: ${providers}`,
    `legs (per 1 ${source.pivot}): ${legs}`,
  ];
  for (const f of source.factors ?? []) lines.push(`factor: 1 ${f.successor} = ${f.legs[f.withdrawn]} ${f.withdrawn} since ${f.since}; basis: ${f.basis}`);
  const step = source.rounding;
  if (step !== undefined) {
    const cut = step.unrounded_exact === false ? ' (30 significant digits of the exact value)' : '';
    lines.push(`rounding: ${step.mode} to ${step.increment} (${step.to}) from ${step.unrounded}${cut}`);
  }
  return `\n${lines.join('\n')}`;
}

// `nbp (table 041/A/NBP/2026, sha256 3f0c…)`: a provider with what identifies its document.
function providerWords(p: SnapshotSource): string {
  const ids = [p.table === undefined ? '' : `table ${p.table}`, p.sha256 === undefined ? '' : `sha256 ${p.sha256}`].filter(Boolean);
  return ids.length === 0 ? p.name : `${p.name} (${ids.join(', ')})`;
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
  // With --explain the receipt states the rounding step; the answer does not say it twice.
  const rounded =
    rounding === undefined || c.source?.rounding !== undefined
      ? ''
      : `\nrounded ${rounding.mode} to ${rounding.increment} (${rounding.to}) from ${unrounded}${cut}`;
  return {
    json: conversionJson(c),
    table: `${c.amount} ${c.from} = ${c.result} ${c.to}\nrate ${c.rate}, ${dated(c)}${rounded}${receiptLines(c.source)}`,
    date: c.date,
  };
}
