import * as v from 'valibot';
import { fail } from '../errors.js';
import type { Dataset } from '../types.js';
import { buildDataset } from './buildDataset.js';
import { childPath, invalidDataset as invalid } from './invalidDataset.js';
import { DatasetFileSchema } from './schema.js';

/**
 * Validates a dataset file (JSON text or the parsed object) and returns a ready Dataset.
 * Either everything is valid or one `invalid_dataset` error names the path of the first bad value.
 * Text may start with a UTF-8 byte order mark, as files saved by some editors do.
 *
 * @param json - The dataset document, as text or as a parsed value.
 * @returns The dataset, ready for the operations.
 * @example
 * const ds = loadDataset(await readFile('dataset.json', 'utf8'));
 * convert(ds, { from: 'USD', to: 'EUR', amount: '10' });
 */
export function loadDataset(json: unknown): Dataset {
  const value = typeof json === 'string' ? parseDatasetText(json) : json;
  checkReservedKeys(value);
  const parsed = v.safeParse(DatasetFileSchema, value);
  if (!parsed.success) invalidIssue(parsed.issues[0]);
  return buildDataset(parsed.output);
}

/**
 * Parses dataset text, without a leading byte order mark; text that is not JSON is `invalid_dataset`.
 *
 * @example
 * parseDatasetText('\uFEFF{"format":...}') // the object
 */
export function parseDatasetText(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    // V8's message quotes at most a few characters of the input, so it stays short.
    return fail('invalid_dataset', `dataset: not valid JSON (${(error as Error).message})`, undefined, error);
  }
}

// valibot (like any object walk that guards against prototype pollution) skips these keys, so they
// would be dropped silently; a file holding one is refused instead.
const RESERVED = ['__proto__', 'constructor', 'prototype'];

/** Whether a parsed JSON value is an object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkObject(value: unknown, path: string, depth: number): void {
  if (!isObject(value)) return;
  for (const key of RESERVED) if (Object.hasOwn(value, key)) invalid(childPath(path, key), 'reserved key');
  if (depth > 0) for (const key of Object.keys(value)) checkObject(value[key], childPath(path, key), depth - 1);
}

/** Refuses reserved keys in every object of the file: the root, metadata, locales and snapshots. */
function checkReservedKeys(file: unknown): void {
  if (!isObject(file)) return;
  checkObject(file, '', 0);
  for (const key of ['fiatMeta', 'cryptoMeta', 'locales']) checkObject(file[key], key, 1);
  if (Array.isArray(file.snapshots)) file.snapshots.forEach(checkRowKeys);
}

/**
 * Refuses reserved keys in a snapshot row and its sources, as `loadDataset` does for every row.
 *
 * @param snapshot - The row as parsed from JSON (not yet validated).
 * @param i - Its index in the file, for the path.
 * @example
 * checkRowKeys(JSON.parse('{"__proto__":1}'), 3) // throws "snapshots[3].__proto__: reserved key"
 */
export function checkRowKeys(snapshot: unknown, i: number): void {
  const at = `snapshots[${i}]`;
  checkObject(snapshot, at, 0);
  if (!isObject(snapshot)) return;
  if (Array.isArray(snapshot.sources)) snapshot.sources.forEach((source, j) => checkObject(source, `${at}.sources[${j}]`, 0));
  checkObject(snapshot.dates, `${at}.dates`, 0);
}

/**
 * Throws the `invalid_dataset` error of a schema issue: its path and ratebook's sentence for it.
 * (No schema checks a row's rates item by item, so no path runs through a rates column: buildDataset
 * names a bad rate by its code.)
 *
 * @param issue - The first issue valibot found.
 * @param prefix - The keys leading from the file's root to the value validated (none for the file).
 * @example
 * invalidIssue(v.safeParse(DatasetFileSchema, value).issues[0])
 */
export function invalidIssue(issue: v.BaseIssue<unknown>, prefix: readonly (string | number)[] = []): never {
  let path = '';
  for (const key of [...prefix, ...(issue.path ?? []).map((item) => item.key as string | number)])
    path = typeof key === 'number' ? `${path}[${key}]` : childPath(path, String(key));
  invalid(path, describe(issue));
}

// An object's missing or unknown key is an issue of the object, reported at the key's path; every
// other issue carries the sentence its schema was given. (Every object of the file is a strictObject.)
function describe(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.[issue.path.length - 1];
  if (last?.origin === 'key' && issue.type === 'strict_object') {
    return issue.expected === 'never' ? 'unknown key' : 'missing';
  }
  return issue.message;
}
