/** Longest `Retry-After` a round waits for before retrying; a longer one ends the source's retries for this round. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait a `Retry-After` header asks for, in milliseconds: delay-seconds (`120`) or an HTTP date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`), never below 0; undefined when absent or unreadable.
 *
 * @param header - The header's value, or null.
 * @param nowMs - The present in epoch milliseconds, for the date form.
 * @returns The wait, or undefined.
 * @example
 * retryAfterMs('30', Date.now()) // 30000
 */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) && /[a-z]/i.test(text) ? Math.max(0, at - nowMs) : undefined;
}
