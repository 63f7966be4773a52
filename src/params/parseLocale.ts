import * as v from 'valibot';
import { fail, quote } from '../errors.js';
import { LocaleSchema } from './schemas.js';

/**
 * Checks that a locale parameter is a well-formed BCP 47 tag; which shipped locale answers it is
 * resolveLocale's question, so a malformed tag and an unsupported one give different codes.
 *
 * @example
 * parseLocale('de-AT') // "de-AT"
 */
export function parseLocale(value: unknown): string {
  const parsed = v.safeParse(LocaleSchema, value);
  if (!parsed.success) fail('invalid_parameter', `Malformed locale ${quote(value)}: expected a BCP 47 tag such as "en" or "pt-BR".`, 'locale');
  return parsed.output;
}
