import { describe, expect, it } from 'vitest';
import { futureReason, MAX_CAPTURE_AHEAD_MS } from '../../src/dataset/futureReason.js';

const NOW = new Date('2026-11-25T10:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('futureReason', () => {
  it('accepts a quote date up to tomorrow (UTC) with a capture up to 10 minutes after now', () => {
    expect(futureReason({ date: '2026-11-25', capturedAt: NOW.getTime() }, NOW)).toBeUndefined();
    expect(futureReason({ date: '2026-11-26', capturedAt: NOW.getTime() }, NOW)).toBeUndefined();
    expect(futureReason({ date: '2026-11-25', capturedAt: NOW.getTime() + MAX_CAPTURE_AHEAD_MS }, NOW)).toBeUndefined();
  });

  it('refuses a quote date after tomorrow, whatever the capture', () => {
    expect(futureReason({ date: '2026-11-27', capturedAt: NOW.getTime() }, NOW)).toMatch(/2026-11-27/);
    expect(futureReason({ date: '2099-01-01', capturedAt: at('2026-11-25T00:00:00Z') }, NOW)).toBeDefined();
    // Just before midnight UTC, tomorrow is the next day: the day after is still refused.
    expect(futureReason({ date: '2026-11-27', capturedAt: at('2026-11-25T23:59:00Z') }, new Date('2026-11-25T23:59:59Z'))).toBeDefined();
  });

  it('refuses a capture more than 10 minutes after now, and one that is not a time', () => {
    expect(futureReason({ date: '2026-11-25', capturedAt: NOW.getTime() + MAX_CAPTURE_AHEAD_MS + 1 }, NOW)).toBeDefined();
    expect(futureReason({ date: '2026-11-26', capturedAt: at('2026-11-26T00:00:00Z') }, NOW)).toBeDefined();
    expect(futureReason({ date: '2026-11-25', capturedAt: NaN }, NOW)).toBeDefined();
  });
});
