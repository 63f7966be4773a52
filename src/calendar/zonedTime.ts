import type { IsoDate } from '../types.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
// An import asks for the same few publication times thousands of times; formatToParts is slow.
const answers = new Map<string, string>();

// The zone's wall clock at an instant, read back as if it were UTC: its difference from the
// instant is the zone's offset then.
function wallClock(ms: number, zone: string): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(ms))) if (type !== 'literal') part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

const SECOND_MS = 1_000;
const WEEK_MS = 604_800_000; // 7 * DAY_MS, written out (see DAY_MS in src/calendar/periodic.ts)

/** The instants (epoch ms) in one UTC year at which a zone's offset changes, and the offset from each. */
interface YearOffsets {
  readonly at: readonly number[];
  readonly offset: readonly number[];
}

// A zone's offset changes a few times a year at most, and formatToParts is slow: an import of the
// ECB's history asks for 7,000 dates. So each zone's year is learned once (sampled weekly, each
// change found by bisection to the second: about 90 calls a year instead of two a date) and then
// read from its table. This assumes no zone changes its offset twice within 7 days, true of every
// zone ratebook's calendars use (test/calendar/zonedTime.test.ts checks them day by day).
const years = new Map<string, YearOffsets>();

const offsetOf = (ms: number, zone: string): number => wallClock(ms, zone) - ms;

function learnYear(zone: string, year: number): YearOffsets {
  const end = Date.UTC(year + 1, 0, 1);
  let from = Date.UTC(year, 0, 1);
  let offset = offsetOf(from, zone);
  const at = [from];
  const offsets = [offset];
  while (from < end) {
    const to = Math.min(from + WEEK_MS, end);
    const next = offsetOf(to, zone);
    if (next !== offset) {
      let low = from;
      let high = to;
      while (high - low > SECOND_MS) {
        const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
        if (offsetOf(middle, zone) === offset) low = middle;
        else high = middle;
      }
      at.push(high);
      offsets.push(next);
      offset = next;
    }
    from = to;
  }
  return { at, offset: offsets };
}

// The zone's offset (wall clock minus UTC, ms) at an instant.
function offsetAt(ms: number, zone: string): number {
  const key = `${zone} ${new Date(ms).getUTCFullYear()}`;
  let table = years.get(key);
  if (table === undefined) {
    if (years.size >= 1_024) years.clear();
    table = learnYear(zone, new Date(ms).getUTCFullYear());
    years.set(key, table);
  }
  let i = table.at.length - 1;
  while (i > 0 && table.at[i]! > ms) i--;
  return table.offset[i]!;
}

/**
 * The instant at which an IANA zone's clocks show a wall time: the one zoned-time routine of
 * ratebook (bank publication times, the ECB's 16:00 Frankfurt, calendars' deadlines). Summer time
 * is the zone's own, from the runtime's time-zone data (`Intl`, a Web API), so no rule is written
 * here; a wall time skipped by a clock change moves forward.
 *
 * @param wallMs - The wall time, written as if it were UTC (`Date.UTC(2026, 2, 24, 16, 15)`).
 * @param zone - The IANA time zone (`Europe/Stockholm`).
 * @returns Milliseconds since the epoch.
 * @example
 * zonedInstant(Date.UTC(2026, 2, 24, 16, 15), 'Europe/Stockholm') // Date.parse('2026-03-24T15:15:00Z')
 */
export function zonedInstant(wallMs: number, zone: string): number {
  // Two steps: the offset at the first guess may differ from the offset at the answer near a change.
  const first = wallMs - offsetAt(wallMs, zone);
  return wallMs - offsetAt(first, zone);
}

/**
 * The UTC timestamp of a local date and time in an IANA zone (`Europe/Moscow`), the way a bank
 * states its publication time (see `zonedInstant`).
 *
 * @param date - The local date.
 * @param time - The local time, `HH:MM`.
 * @param zone - The IANA time zone.
 * @returns ISO 8601 UTC, `YYYY-MM-DDTHH:MM:SSZ`.
 * @example
 * zonedUtc('2026-03-24', '16:15', 'Europe/Stockholm') // "2026-03-24T15:15:00Z"
 */
export function zonedUtc(date: IsoDate, time: string, zone: string): string {
  const key = `${date}T${time} ${zone}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    if (answers.size > 10_000) answers.clear();
    answer = new Date(zonedInstant(Date.parse(`${date}T${time}:00Z`), zone)).toISOString().replace('.000Z', 'Z');
    answers.set(key, answer);
  }
  return answer;
}

/**
 * The instant of local time `minutes` past midnight on a day (days since 1970-01-01) in a zone.
 *
 * @example
 * dayInstant(20_536, 16 * 60, 'Europe/Berlin') // Date.parse('2026-03-24T15:00:00Z')
 */
export function dayInstant(day: number, minutes: number, zone: string): number {
  return zonedInstant(day * DAY_MS + minutes * MINUTE_MS, zone);
}

/**
 * The calendar date `days` after `date` (negative: before).
 *
 * @example
 * addDays('2026-03-01', -1) // "2026-02-28"
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The calendar date an instant falls on in a zone (a day rule's day: 2026-03-17T02:00Z is 03-16 in Toronto).
 *
 * @example
 * zonedDate(Date.parse('2026-03-17T02:00:00Z'), 'America/Toronto') // "2026-03-16"
 */
export function zonedDate(ms: number, zone: string): IsoDate {
  return new Date(ms + offsetAt(ms, zone)).toISOString().slice(0, 10);
}
