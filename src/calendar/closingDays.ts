import type { IsoDate } from '../types.js';
import { easterDay, orthodoxEasterDay } from './easter.js';

const DAY_MS = 86_400_000;
const dayOf = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);
// ISO weekday, 1 Monday .. 7 Sunday.
const weekday = (day: number) => ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;
const year = (date: IsoDate) => Number(date.slice(0, 4));

// The `n`th ISO weekday of a month (n = -1: the last one before `beforeDay`, Victoria Day's rule).
function nth(y: number, month: number, iso: number, n: number): IsoDate {
  const first = Date.UTC(y, month - 1, 1) / DAY_MS;
  return dateOf(first + ((iso - weekday(first) + 7) % 7) + 7 * (n - 1));
}

// Holidays that fall on a weekend are kept on the next weekdays not already holidays (the Canadian and
// New South Wales rule for New Year, Christmas and Boxing Day).
function observed(days: readonly IsoDate[]): IsoDate[] {
  const out: number[] = [];
  for (const date of days) {
    let day = dayOf(date);
    while (weekday(day) > 5 || out.includes(day)) day++;
    out.push(day);
  }
  return out.map(dateOf);
}

const easterOffsets = (easter: number, offsets: readonly number[]) => offsets.map((o) => dateOf(easter + o));

// Rules as sets per year, built once a year is asked for.
/* @__NO_SIDE_EFFECTS__ */
function byYear(rule: (y: number) => readonly IsoDate[]): (date: IsoDate) => boolean {
  const years = new Map<number, Set<IsoDate>>();
  return (date) => {
    const y = year(date);
    let set = years.get(y);
    if (set === undefined) {
      if (years.size > 200) years.clear();
      set = new Set(rule(y));
      years.set(y, set);
    }
    return set.has(date);
  };
}

const fixed = (y: number, mds: readonly string[]) => mds.map((md) => `${y}-${md}`);

/**
 * The days on which each policy source publishes nothing although they are weekdays: the public
 * holidays its country's statute names (and the decrees that move them, where listed), so that a
 * weekday missing from a dataset is told apart from a closing day. Sources: Poland, Act of 18
 * January 1951 on days free from work (Art. 1, with 24 December from 2025); Czechia, Act 245/2000
 * Coll. § 1–2; Romania, Labour Code Art. 139(1); Hungary, Labour Code (Act I of 2012) § 102(1) with
 * the ministry's decrees on working-day transfers for 2025 (NGM 9/2024) and 2026 (NGM 11/2025);
 * Turkey, Law 2429 Art. 1–2 (religious holidays as announced by the Presidency of Religious Affairs);
 * Russia, Labour Code Art. 112 with the government's transfer decree for 2026; Ukraine, none under
 * martial law (Law 2136-IX, Art. 6, from 24 February 2022); Canada, the Bank of Canada's holidays;
 * Australia, the New South Wales bank holidays the RBA keeps. The years of the recorded documents
 * (test/policy) are checked day by day against them.
 */
export const CLOSING_DAYS: Readonly<Record<string, (date: IsoDate) => boolean>> = {
  nbp: /* @__PURE__ */ byYear((y) => [
    ...fixed(y, ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26', ...(y >= 2025 ? ['12-24'] : [])]),
    ...easterOffsets(easterDay(y), [0, 1, 49, 60]),
  ]),
  cnb: /* @__PURE__ */ byYear((y) => [
    ...fixed(y, ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26']),
    ...easterOffsets(easterDay(y), y >= 2016 ? [-2, 1] : [1]),
  ]),
  bnr: /* @__PURE__ */ byYear((y) => [
    ...fixed(y, ['01-01', '01-02', '01-24', '05-01', '06-01', '08-15', '11-30', '12-01', '12-25', '12-26', ...(y >= 2024 ? ['01-06', '01-07'] : [])]),
    ...easterOffsets(orthodoxEasterDay(y), y >= 2018 ? [-2, 0, 1, 49, 50] : [0, 1, 49, 50]),
  ]),
  mnb: /* @__PURE__ */ byYear((y) => [
    ...fixed(y, ['01-01', '03-15', '05-01', '08-20', '10-23', '11-01', '12-25', '12-26']),
    ...easterOffsets(easterDay(y), [-2, 1, 50]),
    ...(HU_BRIDGES[y] ?? []),
  ]),
  tcmb: /* @__PURE__ */ byYear((y) => [...fixed(y, ['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']), ...(TR_FEASTS[y] ?? [])]),
  cbr: /* @__PURE__ */ byYear((y) => [...fixed(y, ['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-07', '01-08']), ...ruMoved(y)]),
  nbu: (date) => date < '2022-02-24' && /-(01-01|01-07|03-08|05-01|05-09|06-28|08-24|12-25)$/.test(date),
  boc: /* @__PURE__ */ byYear((y) => [
    ...observed(fixed(y, ['01-01'])),
    nth(y, 2, 1, 3),
    ...easterOffsets(easterDay(y), [-2]),
    dateOf(dayOf(`${y}-05-25`) - 1 - ((weekday(dayOf(`${y}-05-25`) - 1) + 6) % 7)),
    ...observed(fixed(y, ['07-01'])),
    nth(y, 8, 1, 1),
    nth(y, 9, 1, 1),
    ...(y >= 2021 ? observed(fixed(y, ['09-30'])) : []),
    nth(y, 10, 1, 2),
    ...observed(fixed(y, ['11-11'])),
    ...observed(fixed(y, ['12-25', '12-26'])),
  ]),
  rba: /* @__PURE__ */ byYear((y) => [
    ...observed(fixed(y, ['01-01', '01-26'])),
    ...easterOffsets(easterDay(y), [-2, 1]),
    `${y}-04-25`,
    nth(y, 6, 1, 2),
    nth(y, 8, 1, 1),
    nth(y, 10, 1, 1),
    ...observed(fixed(y, ['12-25', '12-26'])),
  ]),
};

// Hungary: rest days moved by decree (the Saturdays worked instead are in HU_WORKDAYS).
const HU_BRIDGES: Readonly<Record<number, readonly IsoDate[]>> = {
  2025: ['2025-05-02', '2025-10-24', '2025-12-24'],
  2026: ['2026-01-02', '2026-08-21', '2026-12-24'],
};

/** Saturdays on which a source publishes because its country works them (Hungary's moved working days). */
export const EXTRA_WORKDAYS: Readonly<Record<string, readonly IsoDate[]>> = {
  mnb: ['2025-05-17', '2025-10-18', '2025-12-13', '2026-01-10', '2026-08-08', '2026-12-12'],
};

// Turkey: Ramazan Bayramı (3 days) and Kurban Bayramı (4 days), as the Diyanet announces them.
const TR_FEASTS: Readonly<Record<number, readonly IsoDate[]>> = {
  2024: ['2024-04-10', '2024-04-11', '2024-04-12', '2024-06-16', '2024-06-17', '2024-06-18', '2024-06-19'],
  2025: ['2025-03-30', '2025-03-31', '2025-04-01', '2025-06-06', '2025-06-07', '2025-06-08', '2025-06-09'],
  2026: ['2026-03-20', '2026-03-21', '2026-03-22', '2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30'],
  2027: ['2027-03-09', '2027-03-10', '2027-03-11', '2027-05-16', '2027-05-17', '2027-05-18', '2027-05-19'],
};

// Russia: 23 February, 8 March, 1 and 9 May, 12 June and 4 November, moved to the next weekday when
// on a weekend (Labour Code Art. 112(2)); 2026 as the government's decree moved them.
function ruMoved(y: number): IsoDate[] {
  if (y === 2026) return ['2026-01-09', '2026-02-23', '2026-03-09', '2026-05-01', '2026-05-11', '2026-06-12', '2026-11-04', '2026-12-31'];
  return observed(fixed(y, ['02-23', '03-08', '05-01', '05-09', '06-12', '11-04']));
}
