import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../invalidFeed.js';

/** A non-positive rate, judged once it is known whether the import keeps its code. */
export interface Suspect {
  readonly code: CurrencyCode;
  readonly where: string;
  readonly value: number;
}

/** How `readRateObject` reads one feed's rate map. */
export interface RateObjectRules {
  /** The dataset code of a key, or undefined for a key that is not a code (left out). */
  readonly code: (key: string) => CurrencyCode | undefined;
  /** The pivot; its own entry, when present, must be exactly 1 and is not stored. */
  readonly pivot: CurrencyCode;
  /** Called for each key that is not a code. */
  readonly onBadKey: (key: string) => void;
  /** Collects non-positive rates, judged once it is known whether the import keeps their code. */
  readonly suspects: Suspect[];
}

/**
 * Reads a JSON feed's `{ code: rate }` map into rate literals. Every value must be a finite JSON
 * number; a non-positive one is set aside in `suspects` (an error if its code is kept).
 *
 * @example
 * readRateObject({ EUR: 0.9, USD: 1 }, 'rates', rules) // Map { EUR => 0.9 }
 */
export function readRateObject(value: unknown, where: string, rules: RateObjectRules): Map<CurrencyCode, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalidFeed(where, 'expected an object of rates');
  const rates = new Map<CurrencyCode, number>();
  for (const [key, rate] of Object.entries(value)) {
    const code = rules.code(key);
    if (code === undefined) {
      rules.onBadKey(key);
      continue;
    }
    const at = `${where}.${key}`;
    if (typeof rate !== 'number' || !Number.isFinite(rate)) {
      invalidFeed(at, `expected a number, got ${rate === null ? 'null' : typeof rate === 'string' ? quote(rate) : typeof rate}`);
    }
    if (rates.has(code)) invalidFeed(at, `${code} is repeated`);
    if (code === rules.pivot) {
      if (rate !== 1) invalidFeed(at, `the base ${code} must be quoted at 1, got ${rate}`);
      continue;
    }
    if (rate <= 0) rules.suspects.push({ code, where: at, value: rate });
    rates.set(code, rate);
  }
  return rates;
}

/**
 * Fails on the first non-positive rate of a code the dataset keeps; codes left out are not judged,
 * so one dead token among an aggregator's hundreds does not block the import.
 *
 * @example
 * refuseKeptSuspects(result.dataset, suspects)
 */
export function refuseKeptSuspects(dataset: { fiat: string[]; crypto: string[] }, suspects: readonly Suspect[]): void {
  if (suspects.length === 0) return;
  const kept = new Set([...dataset.fiat, ...dataset.crypto]);
  const bad = suspects.find((s) => kept.has(s.code));
  if (bad) invalidFeed(bad.where, `${bad.value} is not positive; a rate must be positive`);
}
