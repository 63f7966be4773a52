import { fail } from '../errors.js';

/** How new a dataset is: its newest snapshot's date (as YYYYMMDD) and capture time (epoch ms). */
export interface DatasetVersion {
  /** The newest snapshot's date as the number YYYYMMDD, so Lua compares it as a number. */
  readonly date: number;
  /** The newest snapshot's `updated_at` in epoch milliseconds. */
  readonly updatedAt: number;
}

const DATE_VALUE = /^\s*:\s*"(\d{4})-(\d{2})-(\d{2})"/;
const TIME_VALUE = /^\s*:\s*"([^"\\]{1,40})"/;

// The last occurrence of a key (a quoted name after `{` or `,`, followed by `:`), with its value.
// In a valid dataset file the keys `date` and `updated_at` exist only in snapshots, which are
// sorted by date, so the last ones belong to the newest snapshot. The quoted name cannot be the
// inside of a string value: a quote in a JSON string is escaped, and `\"` fails the `{`/`,` check.
function lastValueOf(text: string, name: string, value: RegExp): RegExpExecArray | undefined {
  const quoted = `"${name}"`;
  for (let at = text.lastIndexOf(quoted); at > 0; at = text.lastIndexOf(quoted, at - 1)) {
    let before = at - 1;
    while (before > 0 && ' \t\r\n'.includes(text[before]!)) before--;
    if (text[before] !== '{' && text[before] !== ',') continue;
    const match = value.exec(text.slice(at + quoted.length, at + quoted.length + 64));
    if (match) return match;
  }
  return undefined;
}

/**
 * Reads the version of a dataset file from its text without parsing the whole document (about
 * 1 MB for the embedded history): a look at its last `date` and `updated_at` keys.
 *
 * @param text - A dataset file that `loadDataset` accepted.
 * @returns The newest snapshot's date and capture time.
 * @throws RatebookError `invalid_dataset` when the text has no newest snapshot to read.
 * @example
 * datasetVersion(text) // { date: 20260410, updatedAt: 1775779200000 }
 */
export function datasetVersion(text: string): DatasetVersion {
  const date = lastValueOf(text, 'date', DATE_VALUE);
  const time = lastValueOf(text, 'updated_at', TIME_VALUE);
  const updatedAt = time ? Date.parse(time[1]!) : NaN;
  if (!date || !Number.isFinite(updatedAt)) fail('invalid_dataset', 'dataset: no newest snapshot with a date and an updated_at to version it by.');
  return { date: Number(date[1]! + date[2]! + date[3]!), updatedAt };
}
