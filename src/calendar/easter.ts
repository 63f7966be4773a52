const DAY_MS = 86_400_000;

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as days since 1970-01-01:
 * TARGET's Good Friday and Easter Monday, and the Western churches' movable holidays of national calendars.
 *
 * @param year - A Gregorian year.
 * @returns Days since 1970-01-01 (UTC).
 * @example
 * easterDay(2026) * 86_400_000 // Date.parse('2026-04-05')
 */
export function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Orthodox Easter Sunday of a year (Meeus' Julian algorithm, moved to the Gregorian calendar: 13
 * days from 1900 to 2099), as days since 1970-01-01: Romania's Easter and Pentecost holidays.
 *
 * @param year - A year from 1900 to 2099.
 * @returns Days since 1970-01-01 (UTC).
 * @example
 * orthodoxEasterDay(2026) * 86_400_000 // Date.parse('2026-04-12')
 */
export function orthodoxEasterDay(year: number): number {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS + 13;
}
