import { loadDataset, parseDatasetText } from './loadDataset.js';
import { encodeLocales } from './localeCode.js';
import { encodeRow } from './rowCode.js';
import type { DatasetFile } from './schema.js';
import { midnightOf } from './loadEmbeddedDataset.js';

/**
 * The embedded form of a dataset file, made by the build (tsup.config.ts; vitest.config.ts does the
 * same for the tests) after validating the file with the strict `loadDataset`: an invalid file
 * fails the build. Lines: first the file without its locales and rates rows (JSON; a snapshot's
 * `updated_at` left out where it is the date's midnight UTC), then the
 * locales in localeCode's compact text (a third of their JSON), then each snapshot's rates row,
 * oldest first, in rowCode's compact text (half the length of JSON): this text is compiled at every
 * start-up, and its cost grows with its length. loadEmbeddedDataset parses the first line at
 * start-up and each other line when it is first read. Every non-ASCII character left (in the first
 * line, or locales the compact text cannot hold) is written as a JSON `\uXXXX` escape, so the text
 * is a one-byte string for V8. Same values, same dataset.
 *
 * @param text - A `ratebook-dataset@1` file.
 * @returns The embedded text.
 * @example
 * embedDataset(readFileSync('data/dataset.json', 'utf8')).split('\n')[0] // '{"format":"ratebook-dataset@1",...'
 */
export function embedDataset(text: string): string {
  // Parsed once, as loadDataset parses text (a leading byte order mark dropped), and validated.
  const file = parseDatasetText(text);
  loadDataset(file);
  const { locales, snapshots, ...rest } = file as DatasetFile;
  // A capture time at the date's midnight UTC (every snapshot of data/dataset.json) is left out.
  const heads = snapshots.map(({ date, updated_at, sources }) => ({
    date,
    ...(updated_at === midnightOf(date) ? {} : { updated_at }),
    ...(sources ? { sources } : {}),
  }));
  const head = { ...rest, snapshots: heads };
  const rows = snapshots.map((snapshot) => encodeRow(snapshot.rates));
  const lines = [JSON.stringify(head), encodeLocales(locales, rest.fiat), ...rows];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: [^\x00-\x7f] is every non-ASCII character, escaped so the text is ASCII
  return lines.join('\n').replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The module the build makes of a dataset file (`data/dataset.json?embedded`, src/data.ts): `text`,
 * the embedded text (embedDataset) with its locales line left empty and only the newest snapshot's
 * rates row; `locales`, a function that returns the locales line; and `olderRows`, a function that
 * returns the other rows, oldest first, one a line (loadEmbeddedDataset's options). V8 compiles a
 * function's body when the function is first called, and a module's string literals at every
 * start-up (a top-level literal is made into a string; a function's is only scanned): most processes
 * read the newest snapshot only and no locale name.
 *
 * @param text - A `ratebook-dataset@1` file.
 * @returns The module's source (ES module, JavaScript).
 * @example
 * embeddedModule(readFileSync('data/dataset.json', 'utf8')) // 'export const text = "{\"format\":...'
 */
export function embeddedModule(text: string): string {
  const lines = embedDataset(text).split('\n');
  const newest = [lines[0]!, '', lines.at(-1)!].join('\n');
  const older = lines.slice(2, -1).join('\n');
  // Function declarations, not expressions in parentheses (V8 compiles those at once).
  return [
    `export const text = ${JSON.stringify(newest)};`,
    `export function locales() {\n  return ${JSON.stringify(lines[1])};\n}`,
    `export function olderRows() {\n  return ${JSON.stringify(older)};\n}`,
    '',
  ].join('\n');
}
