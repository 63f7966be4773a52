import { fail, quote } from '../errors.js';

// A key a person would type (a code, a locale tag, a field name) stays readable in a path; any
// other key is quoted and bounded, so a hostile 10 MB key cannot make a 10 MB message.
const PLAIN_KEY = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The path of a key inside a dataset file: `fiatMeta.USD` for a plain key, `fiatMeta["…"]` (bounded)
 * for anything else.
 *
 * @param path - The path of the object holding the key; empty for the root.
 * @param key - An object key read from the file.
 * @returns The key's path.
 * @example
 * childPath('fiatMeta', 'USD') // "fiatMeta.USD"
 */
export function childPath(path: string, key: string): string {
  if (!PLAIN_KEY.test(key)) return `${path}[${quote(key)}]`;
  return path ? `${path}.${key}` : key;
}

/**
 * Throws `invalid_dataset` naming the path of the first bad value; messages quote user values
 * only through `quote`.
 *
 * @example
 * invalidDataset('pivot', 'missing') // throws "pivot: missing"
 */
export function invalidDataset(path: string, message: string): never {
  fail('invalid_dataset', `${path || 'dataset'}: ${message}`);
}
