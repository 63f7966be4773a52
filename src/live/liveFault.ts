import type { LiveErrorCode } from './types.js';

/** A failed step of a round, with its code; `retryable` when trying again may help. */
export class LiveFault extends Error {
  override readonly name = 'LiveFault';
  constructor(
    readonly code: LiveErrorCode,
    message: string,
    readonly retryable = false,
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
 * Removes secrets from a message, whatever produced it (a runtime's error text may echo a URL).
 *
 * @example
 * redact('bad app_id abc123', ['abc123']) // "bad app_id ***"
 */
export function redact(message: string, secrets: readonly string[] | undefined): string {
  let out = message;
  for (const secret of secrets ?? []) if (secret) out = out.split(secret).join('***');
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
