import { fail, quote } from '../errors.js';
import type { NumberFormat } from '../types.js';
import { wrongOption } from './checkOptions.js';

// Read when nothing was passed: no prototype, so no name can be inherited from Object.prototype.
const NONE: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze(Object.create(null) as Record<string, unknown>);
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Checks that an operation's parameters are an object holding only the names it takes, so a
 * misspelt `ammount` is refused instead of silently converting 1, and returns them as a record
 * in which every name reads the caller's OWN property or undefined: a parameter inherited from a
 * prototype (`Object.create({ amount: '7' })`, or a polluted `Object.prototype.amount`) is never
 * read. (An absent optional parameter takes its default; an empty one reaches its value parser,
 * which refuses it.)
 *
 * @param params - What the caller passed: an object, or undefined/null for none.
 * @param names - The parameter names the operation takes.
 * @param operation - The operation's name, for messages.
 * @param isName - Whether a key is one of `names`; an operation on a hot path passes comparisons
 *   with its constant names (faster than searching `names`).
 * @returns The parameters, own properties only.
 * @example
 * readParams({ base: 'EUR' }, ['base'], 'rates') // { base: 'EUR' }
 */
export function readParams(
  params: unknown,
  names: readonly string[],
  operation: string,
  isName: (key: string) => boolean = (key) => names.includes(key),
): Readonly<Record<string, unknown>> {
  if (params === undefined || params === null) return NONE;
  if (typeof params !== 'object' || Array.isArray(params)) notAnObject(names, operation);
  // Own enumerable names only (an inherited one is never a parameter), each tested by `isName`:
  // comparisons with constant names where the operation gives them, which V8 compiles to pointer
  // checks. (Kept small, so V8 inlines it into each operation, and `isName` with it.)
  const keys = Object.keys(params);
  for (let i = 0; i < keys.length; i++) if (!isName(keys[i]!)) unknownParameter(keys[i]!, names, operation);
  // Every name is an own key (keys are distinct and all known), so no read can reach a prototype.
  return keys.length === names.length ? (params as Record<string, unknown>) : ownOnly(params, names);
}

/**
 * Whether `params` is an object with exactly `count` own enumerable names, each passing `isName`:
 * the usual call, whose parameters can then be read straight from it (every name is an own key,
 * so no read can reach a prototype). Anything else goes through readParams, which says what is
 * wrong. A for...in skipping inherited names builds no array (Object.keys does), and V8 compiles
 * the own-property test inside it to a map check: it is written as
 * Object.prototype.hasOwnProperty.call, the form V8's compiler recognises there.
 *
 * @example
 * hasOnlyOwnNames({ from: 'USD', to: 'EUR', amount: 5 }, 3, (k) => k === 'from' || k === 'to' || k === 'amount') // true
 */
export function hasOnlyOwnNames(params: unknown, count: number, isName: (key: string) => boolean): params is Readonly<Record<string, unknown>> {
  if (typeof params !== 'object' || params === null) return false;
  let own = 0;
  for (const key in params) {
    if (!Object.prototype.hasOwnProperty.call(params, key)) continue;
    if (!isName(key)) return false;
    own++;
  }
  return own === count;
}

function notAnObject(names: readonly string[], operation: string): never {
  fail('invalid_parameter', `The parameters of ${operation} must be an object.`, names[0] ?? 'params');
}

function unknownParameter(key: string, names: readonly string[], operation: string): never {
  const takes = names.length ? `it takes ${names.join(', ')}` : 'it takes no parameters';
  // `param` names the parameter, bounded: a hostile name may be kilobytes long.
  fail('invalid_parameter', `Unknown parameter ${quote(key)} for ${operation}: ${takes}.`, key.slice(0, 64));
}

// Some names are absent. When none of them is inherited either (the usual case), the caller's object
// serves as it is; otherwise a record holding every name as an own key, so a read never reaches a prototype.
function ownOnly(params: object, names: readonly string[]): Readonly<Record<string, unknown>> {
  const record = params as Record<string, unknown>;
  let inherited = false;
  for (let i = 0; i < names.length; i++) if (!hasOwn.call(record, names[i]!) && record[names[i]!] !== undefined) inherited = true;
  if (!inherited) return record;
  const own: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) own[names[i]!] = hasOwn.call(record, names[i]!) ? record[names[i]!] : undefined;
  return own;
}

/** Returns a required parameter or raises `missing_parameter`. */
export function required(params: Readonly<Record<string, unknown>>, name: string): unknown {
  return requiredValue(params[name], name);
}

/** Returns the value of the required parameter `name`, or raises `missing_parameter` when it is undefined. */
export function requiredValue(value: unknown, name: string): unknown {
  if (value === undefined) fail('missing_parameter', `Parameter ${name} is required.`, name);
  return value;
}

/** Reads one option by its own property only (an inherited `numbers` or `now` is not the caller's). */
export function ownOption(options: object | undefined, name: string): unknown {
  return options !== undefined && options !== null && hasOwn.call(options, name) ? (options as Record<string, unknown>)[name] : undefined;
}

const NUMBER_FORMATS: readonly NumberFormat[] = ['number', 'string'];

/** Reads the `numbers` option: numbers by default, exact strings on request (anything else is `invalid_option`). */
export function numberFormat(options: { numbers?: unknown } | undefined): NumberFormat {
  if (options === undefined) return 'number';
  const numbers = ownOption(options, 'numbers');
  if (numbers === undefined || numbers === 'number' || numbers === 'string') return numbers ?? 'number';
  return wrongOption('numbers', numbers, NUMBER_FORMATS);
}
