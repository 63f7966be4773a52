import type { IsoDate, Snapshot } from '../types.js';

/**
 * The date of an answer read from one snapshot: the oldest date of the values it used. A value a
 * live round carried forward keeps its own, earlier date (`Snapshot.dates`); every other value is
 * of the snapshot's date. Only the carried columns are read, so an answer pays nothing where the
 * snapshot carries none.
 *
 * @param snapshot - The snapshot that answered.
 * @param used - Whether the answer used a column's value.
 * @returns The oldest date among the values used.
 * @example
 * oldestDate(snapshot, (c) => c === eur || c === jpy) // "2026-09-29" when JPY was carried from then
 */
export function oldestDate(snapshot: Snapshot, used: (column: number) => boolean): IsoDate {
  let date = snapshot.date;
  if (snapshot.dates === undefined) return date;
  for (const [column, carried] of snapshot.dates) if (carried < date && used(column)) date = carried;
  return date;
}
