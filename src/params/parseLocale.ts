import { fail, quote } from '../errors.js';
import { isWellFormedLocale } from '../locale/resolveLocale.js';

/**
 * Checks that a locale parameter is a well-formed BCP 47 tag; which shipped locale answers it is
 * resolveLocale's question, so a malformed tag and an unsupported one give different codes. The
 * check is LocaleSchema's (params/schemas.ts, which describes the parameter), made without valibot's
 * parse: `currencies` and the handler's route to it then carry no validator.
 *
 * @example
 * parseLocale('de-AT') // "de-AT"
 */
export function parseLocale(value: unknown): string {
  if (typeof value !== 'string' || !isWellFormedLocale(value)) {
    fail('invalid_parameter', `Malformed locale ${quote(value)}: expected a BCP 47 tag such as "en" or "pt-BR".`, 'locale');
  }
  return value;
}
