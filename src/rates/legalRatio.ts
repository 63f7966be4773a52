import { multiply, ONE, roundRatio, type Decimal, type Ratio } from '../decimal/index.js';
import type { LegalRoute } from './legalRoute.js';

/** Three decimals, half-up: how an amount in the successor is rounded between two of its withdrawn currencies. */
const THREE_DECIMALS = { digits: 3, step: 1 } as const;

/**
 * The exact value of `amount` along a legal route, as a ratio: `amount × over / under` of its unit;
 * between two withdrawn currencies of one successor, the successor's amount (`amount ÷ into`) rounded
 * half-up to three decimals first (Regulation 1103/97, Art. 4(4)), then times `out`.
 *
 * @param route - The legal route of the pair.
 * @param amount - The amount, exact.
 * @returns The exact value, `{ over, under }`.
 * @example
 * legalRatio(legalRoute(ds, snapshot, 'BGN', 'EUR', '2026-03-01')!, parseDecimal('195.583')!) // { over: 195.583, under: 1.95583 }
 */
export function legalRatio(route: LegalRoute, amount: Decimal): Ratio {
  if (route.via === undefined) return { over: multiply(amount, route.unit.over), under: route.unit.under };
  const successor = roundRatio({ over: amount, under: route.via.into }, THREE_DECIMALS, 'half-up');
  return { over: multiply(successor, route.via.out), under: ONE };
}
