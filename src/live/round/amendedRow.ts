import { toPlainString } from '../../decimal/index.js';
import type { DatasetFile } from '../../dataset/schema.js';
import type { Dataset, ValueVersion } from '../../types.js';

type Row = DatasetFile['snapshots'][number];

const literalOf = (v: ValueVersion): unknown[] => [v.publishedAt, v.exact ? toPlainString(v.exact) : v.value, ...(v.figure === undefined ? [] : [v.figure])];

/**
 * A round's row for the date of the newest snapshot (a later capture of that day, which takes its
 * place), keeping what the newest row had published: the row counts as published when the newest
 * was (`published_at`), and each value that changed becomes a new version at the round's capture
 * time (`updated_at`), after the versions it had (the old figure the first, at the newest row's
 * publication); a code the newest row did not quote has one version, the round's. So `asOf` before
 * the round still answers the old figures, and the stored file (signed as a whole) keeps them.
 * A row of a later date is returned as it is.
 *
 * @param current - The dataset the row extends.
 * @param row - The round's curated row.
 * @returns The row with `published_at` and `versions` where it replaces the newest snapshot.
 * @example
 * amendedRow(live, { date: newest.date, updated_at: '2026-09-29T16:00:00Z', rates }).versions?.EUR // [[first, '0.92'], ['2026-09-29T16:00:00Z', '0.921']]
 */
export function amendedRow(current: Dataset, row: Row): Row {
  const newest = current.snapshots[current.snapshots.length - 1]!;
  const at = Date.parse(row.updated_at);
  if (row.date !== newest.date || !(at > Date.parse(newest.updatedAt))) return row;
  const publishedAt = newest.publishedAt ?? newest.updatedAt;
  const pivot = current.columns.get(current.pivot)!;
  const versions: Record<string, unknown[][]> = {};
  row.rates.forEach((literal, column) => {
    if (literal === null || column === pivot) return;
    const old = newest.values[column]!;
    const had =
      newest.versions?.get(column)?.map(literalOf) ??
      (old === old ? [[publishedAt, newest.exact.has(column) ? toPlainString(newest.exact.get(column)!) : old]] : []);
    const changed = Number(literal) !== old;
    if (changed) had.push([row.updated_at, literal]);
    if (changed || newest.versions?.has(column)) versions[current.codes[column]!] = had;
  });
  return { ...row, published_at: publishedAt, ...(Object.keys(versions).length > 0 ? { versions } : {}) };
}
