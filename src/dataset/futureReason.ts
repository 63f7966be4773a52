import type { DatasetVersion } from './version.js';

const DAY_MS = 86_400_000;

/** How far a capture time may lie after `now` (clock skew between hosts) before it counts as from the future. */
export const MAX_CAPTURE_AHEAD_MS = 10 * 60_000;

/**
 * Why a dataset version cannot be real at `now`, or undefined when it can: a quote date after
 * tomorrow (UTC; a feed east of UTC may already publish tomorrow's date), or a capture time more than
 * `MAX_CAPTURE_AHEAD_MS` after `now`. One document from the future would otherwise become the newest
 * snapshot for good: every real document after it would look older. The caller names the outcome
 * (`feed_future` for a feed, `store_rejected` for a store, `invalid_dataset` for a file).
 *
 * @param version - The quote date and capture time (epoch ms) to judge.
 * @param now - The present.
 * @returns The reason, for a message, or undefined.
 * @example
 * futureReason({ date: '2099-01-01', capturedAt: Date.parse('2099-01-01T00:00:00Z') }, new Date('2026-11-25T10:00:00Z'))
 * // 'its quote date 2099-01-01 is after tomorrow (2026-11-26, UTC)'
 */
export function futureReason(version: Pick<DatasetVersion, 'date' | 'capturedAt'>, now: Date): string | undefined {
  const nowMs = now.getTime();
  const tomorrow = new Date(nowMs + DAY_MS).toISOString().slice(0, 10);
  // ISO dates of one syntax order as strings; capture times are compared as numbers.
  if (version.date > tomorrow) return `its quote date ${version.date} is after tomorrow (${tomorrow}, UTC)`;
  if (!(version.capturedAt <= nowMs + MAX_CAPTURE_AHEAD_MS)) {
    const shown = Number.isFinite(version.capturedAt) ? new Date(version.capturedAt).toISOString() : String(version.capturedAt);
    return `its capture time ${shown} is more than ${MAX_CAPTURE_AHEAD_MS / 60_000} minutes after now (${now.toISOString()})`;
  }
  return undefined;
}
