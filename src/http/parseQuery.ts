import { fail, quote } from '../errors.js';

const PLUS = /\+/g;

// Strict where URLSearchParams is lenient: it keeps a broken `%zz` as text and turns an encoded lone
// surrogate into U+FFFD, so a mangled value would reach the operation looking almost right.
function decode(text: string, param: string, what: string): string {
  if (text.indexOf('%') < 0 && text.indexOf('+') < 0) return text;
  try {
    return decodeURIComponent(text.replace(PLUS, ' '));
  } catch {
    return fail('invalid_parameter', `Malformed percent-escape in the ${what} of parameter ${quote(param)}.`, param.slice(0, 64));
  }
}

/**
 * Reads a query string into a record of strings with no prototype, so `__proto__` or
 * `constructor` are names like any other. `+` is a space and escapes are UTF-8, as in HTML forms.
 * A repeated name or a malformed percent-escape is `invalid_parameter` naming that parameter;
 * which names an endpoint takes, and what their values may be, the operation decides.
 *
 * @param search - The query without its `?` (and without any fragment).
 * @returns Each parameter's decoded value by decoded name.
 * @example
 * parseQuery('from=usd&to=EUR&amount=100.5') // { from: 'usd', to: 'EUR', amount: '100.5' }
 */
export function parseQuery(search: string): Record<string, string> {
  const params: Record<string, string> = Object.create(null);
  if (search === '') return params;
  let start = 0;
  while (start <= search.length) {
    let end = search.indexOf('&', start);
    if (end < 0) end = search.length;
    // Empty pieces (`a=1&&b=2`, a trailing `&`) carry nothing, as in URLSearchParams.
    if (end > start) {
      const eq = search.indexOf('=', start);
      const hasValue = eq >= 0 && eq < end;
      const rawName = search.slice(start, hasValue ? eq : end);
      const name = decode(rawName, rawName, 'name');
      const value = hasValue ? decode(search.slice(eq + 1, end), name, 'value') : '';
      if (name in params) fail('invalid_parameter', `Parameter ${quote(name)} is given more than once.`, name.slice(0, 64));
      params[name] = value;
    }
    start = end + 1;
  }
  return params;
}
