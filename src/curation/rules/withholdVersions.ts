import type { DatasetFile } from '../../dataset/schema.js';
import type { Dataset } from '../../types.js';
import type { Withheld } from '../types.js';
import type { CurationRules } from '../rulesTypes.js';
import { knownBadMatches } from './dateRules.js';

type Row = DatasetFile['snapshots'][number];
type Version = unknown[];

/**
 * Takes out of a row the published versions that known-bad entries with a `version` name (a figure
 * an authority published and corrected, such as HMRC's BRL 439943 of April 2019, corrected to
 * 4.9943): each is reported as withheld with the entry's reason and the version's publication time,
 * and is never served, not even as known at an instant before the correction. Where the version
 * withheld is the one the row carries now, the row carries the version before it, or null where
 * there is none (the other rules then judge that). The row's other versions stay as they are.
 *
 * @param history - The dataset the row belongs to (its codes).
 * @param row - A dataset-file row; not changed.
 * @param rules - The curation rules.
 * @returns The row's rates and versions after the withholding, and what was withheld.
 * @example
 * withholdVersions(ds, { date: '2019-04-01', ..., versions: { BRL: [['2019-03-21T...Z', '439943'], ['2019-03-25T...Z', '4.9943']] } }, rules).withheld[0].value // '439943'
 */
export function withholdVersions(
  history: Dataset,
  row: Row,
  rules: CurationRules,
): { rates: Row['rates']; versions: Row['versions']; withheld: readonly Withheld[] } {
  const rates = [...row.rates];
  const withheld: Withheld[] = [];
  if (row.versions === undefined) return { rates, versions: undefined, withheld };
  const versions: Record<string, Version[]> = {};
  for (const [code, list] of Object.entries(row.versions)) {
    const bad = rules.knownBad.filter((e) => e.code === code && e.version !== undefined && knownBadMatches(e, row.date));
    const kept = list.filter((version) => {
      const entry = bad.find((e) => Number(e.version) === Number(version[1]));
      if (entry === undefined) return true;
      withheld.push({ code, date: row.date, value: version[1] as string, rule: 'known_bad', reason: `${entry.reason} (the version published ${version[0]})` });
      return false;
    });
    const column = history.columns.get(code);
    if (kept.length < list.length && column !== undefined && Number(rates[column]) === Number(list[list.length - 1]![1])) {
      rates[column] = kept.length > 0 ? (kept[kept.length - 1]![1] as string) : null;
    }
    if (kept.length > 0) versions[code] = kept;
  }
  return { rates, versions: Object.keys(versions).length > 0 ? versions : undefined, withheld };
}
