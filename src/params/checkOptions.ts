import { fail, quote } from '../errors.js';
import { suggest } from './suggest.js';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Checks an operation's options object the way its parameters are checked: anything but an object
 * (or undefined), or an own key the operation does not take, is `invalid_option` naming it (`param`),
 * with the nearest name suggested (`roundng` → `rounding`); a key that is one of the operation's
 * parameters (`group` passed to timeseries as an option) says to pass it as a parameter. So a
 * misspelt option is never silently ignored. The values are read and checked by each option's own
 * reader.
 *
 * @param options - The caller's options.
 * @param names - The options the operation takes.
 * @param operation - The operation's name, for messages.
 * @param params - The operation's parameter names.
 * @example
 * checkOptions({ round: 'minor', roundng: 'half-up' }, CONVERT_OPTIONS, 'convert') // throws invalid_option, param "roundng", suggesting rounding
 */
export function checkOptions(options: unknown, names: readonly string[], operation: string, params: readonly string[] = []): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) fail('invalid_option', `Options of ${operation} must be an object, got ${quote(options)}.`, 'options');
  for (const key in options) {
    if (!hasOwn.call(options, key) || names.includes(key)) continue;
    if (params.includes(key)) fail('invalid_option', `${quote(key)} is a parameter of ${operation}, not an option: pass it with the parameters.`, key);
    const near = suggest(key, names);
    fail(
      'invalid_option',
      `Unknown option ${quote(key)} for ${operation}${near ? ` (did you mean "${near}"?)` : ''}; it takes ${names.join(', ')}.`,
      key.slice(0, 64),
    );
  }
}

/** The options of convert, cryptoConvert and converter. */
export const CONVERT_OPTIONS = ['numbers', 'now', 'explain', 'round', 'rounding', 'policy', 'at', 'maxAgeDays', 'asOf'] as const;
/** The options of history and cryptoHistory. */
export const HISTORY_OPTIONS = ['numbers', 'now', 'explain', 'policy', 'at', 'maxAgeDays', 'asOf'] as const;
/** The options of rates and cryptoRates (`now`, which every operation's callers may pass alike, is taken and unused). */
export const RATES_OPTIONS = ['numbers', 'now', 'explain', 'asOf'] as const;
/** The options of timeseries and cryptoTimeseries. */
export const SERIES_OPTIONS = ['numbers', 'now', 'policy', 'at', 'asOf'] as const;

/**
 * Refuses an option of the wrong kind or value, as an unknown key is refused: `invalid_option`
 * naming it (`param`), saying what it takes, and suggesting the nearest allowed value when the one
 * given is a near miss (`{ rounding: 'half_up' }` → "half-up"). Never returns.
 *
 * @param name - The option.
 * @param value - What the caller passed.
 * @param allowed - The values it takes, or a description of them when they are not a list.
 * @example
 * wrongOption('round', 5, ['minor', 'cash']) // throws invalid_option, param "round"
 */
export function wrongOption(name: string, value: unknown, allowed: readonly string[] | string): never {
  const takes = typeof allowed === 'string' ? allowed : allowed.map((v) => `"${v}"`).join(', ');
  const near = typeof value === 'string' && typeof allowed !== 'string' ? suggest(value, allowed) : undefined;
  return fail(
    'invalid_option',
    `Option ${name} must be ${typeof allowed === 'string' ? '' : 'one of '}${takes}, got ${quote(value)}${near ? ` (did you mean "${near}"?)` : ''}.`,
    name,
  );
}
