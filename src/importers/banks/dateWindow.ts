const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One day of a request window, in the spellings the banks' URLs use. */
export interface WindowDay {
  /** `2026-03-05`. */
  readonly iso: string;
  /** `20260305`. */
  readonly compact: string;
  /** `05/03/2026`. */
  readonly dmy: string;
  /** `05-03-2026`. */
  readonly dmyDash: string;
  /** `05/Mar/2026` (Bank of England). */
  readonly dMonY: string;
  /** `2026`. */
  readonly year: string;
}

function spell(ms: number): WindowDay {
  const iso = new Date(ms).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-') as [string, string, string];
  return { iso, compact: `${y}${m}${d}`, dmy: `${d}/${m}/${y}`, dmyDash: `${d}-${m}-${y}`, dMonY: `${d}/${MONTHS[Number(m) - 1]}/${y}`, year: y };
}

/**
 * The days a bank's request asks for: from `days` days before the round's clock (UTC) to the day
 * after it, so a bank that dates rates ahead (the CBR, the NBU) and a late weekend are covered.
 *
 * @param now - The round's clock.
 * @param days - How many days back.
 * @returns The window's first and last day.
 * @example
 * dateWindow(new Date('2026-03-05T12:00:00Z'), 14).from.iso // "2026-02-19"
 */
export function dateWindow(now: Date, days: number): { readonly from: WindowDay; readonly to: WindowDay } {
  const ms = now.getTime();
  return { from: spell(ms - days * DAY_MS), to: spell(ms + DAY_MS) };
}
