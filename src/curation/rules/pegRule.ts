import type { CurrencyCode, IsoDate } from '../../types.js';
import { figure } from '../context.js';
import type { Peg, StablecoinBand } from '../rulesTypes.js';

/** A peg's bounds in code per anchor, and how they read (`3.75 ±0.1%`, `7.75-7.85`). */
export function pegBounds(p: Peg): { lo: number; hi: number; text: string } {
  if (p.band !== undefined) return { lo: p.band[0], hi: p.band[1], text: `band ${p.band[0]}-${p.band[1]}` };
  const peg = p.peg ?? Number.NaN;
  const tolerance = p.tolerance ?? 0;
  return { lo: peg * (1 - tolerance), hi: peg * (1 + tolerance), text: `peg ${peg} ±${figure(tolerance * 100)}%` };
}

/**
 * Why a quote breaks its peg on `date`, or undefined: the cross rate against the anchor, in the
 * same snapshot, outside the peg's tolerance or band. A peg holds only between its `from` and `to`;
 * an anchor not quoted that day, or a date the peg `excused` with its evidence, leaves the quote unjudged.
 *
 * @param rateOf - Units per pivot of a code in this snapshot (after the date rules), or undefined.
 */
export function pegReason(
  pegs: readonly Peg[],
  code: CurrencyCode,
  date: IsoDate,
  value: number,
  rateOf: (code: CurrencyCode) => number | undefined,
): string | undefined {
  for (const p of pegs) {
    if (p.code !== code || (p.from !== undefined && date < p.from) || (p.to !== undefined && date > p.to)) continue;
    if (p.excused?.some((e) => e.date === date)) continue;
    const anchor = rateOf(p.anchor);
    if (anchor === undefined) continue;
    const cross = value / anchor;
    const { lo, hi, text } = pegBounds(p);
    if (cross < lo || cross > hi) return `${figure(cross)} per ${p.anchor}, outside ${text}`;
  }
  return undefined;
}

/** Why a USD stablecoin's quote is off its band (USD per token), or undefined. */
export function stablecoinReason(band: StablecoinBand, code: CurrencyCode, perUsd: number): string | undefined {
  if (!band.codes.includes(code)) return undefined;
  const usd = 1 / perUsd;
  if (usd >= band.band[0] && usd <= band.band[1]) return undefined;
  return `${figure(usd)} USD per ${code}, outside band ${band.band[0]}-${band.band[1]}`;
}
