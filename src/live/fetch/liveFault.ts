import { redactSecrets } from '../../secrets.js';
import type { LiveErrorCode } from '../types.js';

/** A failed step of a round, with its code; `retryable` when trying again may help, not before `retryAfterMs` when the server said so. */
export class LiveFault extends Error {
  override readonly name = 'LiveFault';
  constructor(
    readonly code: LiveErrorCode,
    message: string,
    readonly retryable = false,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * A URL as messages show it: scheme, host and path, never the query (where app ids travel) or
 * credentials.
 *
 * @example
 * displayUrl('https://openexchangerates.org/api/latest.json?app_id=abc') // "https://openexchangerates.org/api/latest.json"
 */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '<invalid URL>';
  }
}

/**
 * Removes secrets from a message, whatever produced it (a runtime's error text may echo a URL):
 * the source's secrets, every URL's user-info and every URL's query.
 *
 * @example
 * redact('bad app_id abc123', ['abc123']) // "bad app_id ***"
 */
export function redact(message: string, secrets: readonly string[] | undefined): string {
  const out = redactSecrets(message, secrets);
  // Whatever else a runtime printed, no query string leaves this function.
  return out.replace(/(https?:\/\/[^\s?#"']+)\?[^\s"']*/g, '$1');
}

/**
 * The message of whatever was thrown, for the text of a `LiveError`.
 *
 * @example
 * messageOf(new Error('ECONNRESET')) // "ECONNRESET"
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
