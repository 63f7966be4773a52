import { fail, quote } from '../errors.js';
import type { NumberFormat } from '../types.js';

/**
 * Checks that an operation's parameters are an object holding only the names it takes, so a
 * misspelt `ammount` is refused instead of silently converting 1. (An absent optional parameter
 * takes its default; an empty one reaches its value parser, which refuses it.)
 *
 * @example
 * readParams({ base: 'EUR' }, ['base'], 'rates') // { base: 'EUR' }
 */
export function readParams(params: unknown, names: readonly string[], operation: string): Readonly<Record<string, unknown>> {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params)) {
    fail('invalid_parameter', `The parameters of ${operation} must be an object.`, names[0] ?? 'params');
  }
  const record = params as Record<string, unknown>;
  const keys = Object.keys(record);
  // An indexed loop: this runs on every call of every operation.
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (names.indexOf(key) < 0) {
      const takes = names.length ? `it takes ${names.join(', ')}` : 'it takes no parameters';
      // `param` names the parameter, bounded: a hostile name may be kilobytes long.
      fail('invalid_parameter', `Unknown parameter ${quote(key)} for ${operation}: ${takes}.`, key.slice(0, 64));
    }
  }
  return record;
}

/** Returns a required parameter or raises `missing_parameter`. */
export function required(params: Readonly<Record<string, unknown>>, name: string): unknown {
  const value = params[name];
  if (value === undefined) fail('missing_parameter', `Parameter ${name} is required.`, name);
  return value;
}

/** Reads the `numbers` option: numbers by default, exact strings on request. */
export function numberFormat(options: { numbers?: unknown } | undefined): NumberFormat {
  const numbers = options?.numbers;
  if (numbers === undefined || numbers === 'number' || numbers === 'string') return numbers ?? 'number';
  fail('invalid_parameter', `Option numbers must be "number" or "string", got ${quote(numbers)}.`, 'numbers');
}
