import { makeDecimal, ZERO, type Decimal } from './decimal.js';
import { pow10, roundsAway, type Increment, type RoundingMode } from './round.js';

/**
 * A rational value `over / under` of two exact decimals (`under` positive): a conversion's exact
 * result, `amount × to / from` of two stored quotes, before anything rounds it.
 */
export interface Ratio {
  readonly over: Decimal;
  readonly under: Decimal;
}

// |over / under| rounded by the mode to a multiple of step × 10^-digits, as the signed multiple's count
// (a BigInt), in one integer division: the remainder alone tells the mode where the value lies. `exact`
// says the division had nothing left (an object of two fields beside the BigInts this path makes anyway).
function divideToIncrement(ratio: Ratio, digits: number, step: number, mode: RoundingMode): { count: bigint; exact: boolean } {
  const { over, under } = ratio;
  // |over| / under / increment = D_o × 10^(e_o - e_u + digits) / (D_u × step).
  const shift = over.exp - under.exp + digits;
  let numerator = BigInt(over.digits);
  let unit = BigInt(under.digits) * BigInt(step);
  if (shift >= 0) numerator *= pow10(shift);
  else unit *= pow10(-shift);
  let q = numerator / unit;
  const r = numerator - q * unit;
  const exact = r === 0n;
  const twice = r + r;
  if (roundsAway(mode, over.neg, exact, twice > unit ? 1 : twice < unit ? -1 : 0, q % 2n === 1n)) q += 1n;
  return { count: q, exact };
}

/**
 * Rounds the exact value of a ratio once, by the named mode, to a multiple of an increment: no
 * intermediate value is rounded, so a quotient that is exactly a tie (3.66 / 1.1712 = 3.125) is one
 * the mode decides.
 *
 * @param ratio - The exact value, `over / under`.
 * @param increment - `{ digits, step }`: multiples of `step × 10^-digits`.
 * @param mode - The rounding mode.
 * @returns The rounded value, exact.
 * @example
 * roundRatio({ over: parseDecimal('3.66')!, under: parseDecimal('1.1712')! }, { digits: 2, step: 1 }, 'half-up') // 3.13
 */
export function roundRatio(ratio: Ratio, increment: Increment, mode: RoundingMode): Decimal {
  if (ratio.over.m === 0) return ZERO;
  const q = divideToIncrement(ratio, increment.digits, increment.step, mode).count;
  return q === 0n ? ZERO : makeDecimal(ratio.over.neg, (q * BigInt(increment.step)).toString(), -increment.digits);
}

/**
 * The exact value of a ratio to `significant` significant digits, rounded half-even where it has
 * more (a quotient that does not terminate always has), and whether nothing was cut.
 *
 * @param ratio - The exact value, `over / under`.
 * @param significant - How many significant digits to keep (30 for `unrounded`).
 * @returns `{ value, exact }`: `exact` false where digits were cut.
 * @example
 * cutRatio({ over: ONE, under: parseDecimal('3')! }, 30) // { value: 0.333…3 (30 digits), exact: false }
 */
export function cutRatio(ratio: Ratio, significant: number): { value: Decimal; exact: boolean } {
  const { over, under } = ratio;
  if (over.m === 0) return { value: ZERO, exact: true };
  // The quotient's leading digit is at 10^top when over's mantissa (digits read as d.ddd…) is at least
  // under's, else at 10^(top - 1): comparing the digit strings, padded to one length, tells which.
  const top = over.digits.length + over.exp - (under.digits.length + under.exp);
  const width = Math.max(over.digits.length, under.digits.length);
  const lead = over.digits.padEnd(width, '0') >= under.digits.padEnd(width, '0') ? top : top - 1;
  // A carry to 10^significant (9.99… rounded up) is still the right value, one digit longer.
  const q = divideToIncrement(ratio, significant - 1 - lead, 1, 'half-even');
  return { value: makeDecimal(over.neg, q.count.toString(), lead - (significant - 1)), exact: q.exact };
}
