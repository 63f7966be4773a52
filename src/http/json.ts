import type { ConversionResult, RatesResult, Receipt, RoundedConversionResult } from '../types.js';

// A JSON number literal as RFC 8259 writes it; the core's plain decimals always match, this is the guard.
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Writes an exact decimal string from the core as a raw JSON number literal, so `100.50 × 0.93`
 * reaches the client as `93.465` with every digit, which a round trip through a double would not keep.
 *
 * @param decimal - A decimal in plain notation, such as `"0.000012017405"`.
 * @returns The same text, checked to be a JSON number.
 * @example
 * jsonNumber('93.465') // "93.465"
 */
export function jsonNumber(decimal: string): string {
  if (!JSON_NUMBER.test(decimal)) throw new TypeError('Not a JSON number literal.');
  return decimal;
}

const str = JSON.stringify;

/**
 * Writes a map of codes to exact decimals as a JSON object of number literals (a Rates body's
 * `rates`, one date of a Time series body).
 *
 * @example
 * ratesMap({ EUR: '0.92' }) // '{"EUR":0.92}'
 */
export function ratesMap(rates: Readonly<Record<string, string>>): string {
  const parts: string[] = [];
  for (const code of Object.keys(rates)) parts.push(`${str(code)}:${jsonNumber(rates[code]!)}`);
  return `{${parts.join(',')}}`;
}

/**
 * Writes the spec's Rates response with its rates as exact JSON number literals (and `source`, the
 * receipt, when the result has one).
 *
 * @param result - A Rates result from the core in `numbers: 'string'` form.
 * @returns The JSON text of the body.
 * @example
 * ratesJson(rates(ds, { base: 'EUR' }, { numbers: 'string' })) // '{"base":"EUR","date":...,"rates":{"EUR":1,...}}'
 */
export function ratesJson(result: RatesResult<string>): string {
  return `{"base":${str(result.base)},"date":${str(result.date)},"updated_at":${str(result.updated_at)},"rates":${ratesMap(result.rates)}${staleJson(result)}${sourceJson(result.source)}${policyJson(result)}}`;
}

// The receipt of an explained answer (its legs are strings, exact as stored), or nothing.
function sourceJson(source: Receipt | undefined): string {
  return source === undefined ? '' : `,"source":${str(source)}`;
}

/**
 * Writes the spec's Conversion response; `result` is the exact product `amount × rate`, digit for digit
 * (and `source`, the receipt, when the result has one).
 *
 * @param result - A Conversion result from the core in `numbers: 'string'` form.
 * @returns The JSON text of the body.
 * @example
 * conversionJson(convert(ds, { from: 'USD', to: 'EUR', amount: '100.5' }, { numbers: 'string' }))
 */
export function conversionJson(result: ConversionResult<string>): string {
  const { rounding, unrounded, unrounded_exact } = result as Partial<RoundedConversionResult<string>>;
  // Only a rounded answer has more fields (round asked for); the default body is the spec's alone.
  // `unrounded_exact` only where unrounded was cut to 30 significant digits.
  const more =
    rounding === undefined
      ? ''
      : `,"rounding":{"to":${str(rounding.to)},"digits":${jsonNumber(String(rounding.digits))},"increment":${jsonNumber(rounding.increment)},"mode":${str(rounding.mode)}},` +
        `"unrounded":${jsonNumber(unrounded!)}${unrounded_exact === false ? ',"unrounded_exact":false' : ''}`;
  return (
    `{"from":${str(result.from)},"to":${str(result.to)},"amount":${jsonNumber(result.amount)},` +
    `"rate":${jsonNumber(result.rate)},"result":${jsonNumber(result.result)},` +
    `"date":${str(result.date)},"updated_at":${str(result.updated_at)}${more}${staleJson(result)}${sourceJson(result.source)}${policyJson(result)}}`
  );
}

// A policy's account (explain with a policy) as plain JSON: its strings are ratebook's own and the
// caller's checked policy's, so JSON.stringify writes them.
function policyJson(result: object): string {
  const policy = (result as { policy?: unknown }).policy;
  return policy === undefined ? '' : `,"policy":${JSON.stringify(policy)}`;
}

// `stale: true` where the core flagged the answer (a date past the newest data beyond its calendar).
function staleJson(result: object): string {
  return (result as { stale?: boolean }).stale === true ? ',"stale":true' : '';
}
