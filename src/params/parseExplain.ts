import { fail, quote } from '../errors.js';
import { ownOption } from './readParams.js';

/**
 * Reads the `explain` option of rates, history, convert and their crypto twins: `true` asks for the
 * receipt (`source`), `false` or absent for none. Anything else (`'yes'`, `1`, `'true'` as a string
 * in a direct call) is `invalid_option` with `param: "explain"`, as every option of the wrong kind; the HTTP layer turns the query's
 * `true` and `false` into booleans first.
 *
 * @param options - The operation's options, or undefined.
 * @returns Whether to add the receipt.
 * @example
 * parseExplain({ explain: true }) // true
 */
export function parseExplain(options: object | undefined): boolean {
  if (options === undefined) return false;
  const explain = ownOption(options, 'explain');
  if (explain === undefined || explain === false) return false;
  if (explain === true) return true;
  return fail('invalid_option', `Invalid option explain ${quote(explain)}: expected true or false.`, 'explain');
}
