// The rates source: every dated version of @fawazahmed0/currency-api.
//
// Each npm version of the package is one daily build of the upstream
// exchange-api, named after its quote date (2024.3.2 = 2024-03-02). Of each
// ~1.3 MB tarball only two small files are kept in the cache:
//   v1/currencies/usd.min.json   {"date":"YYYY-MM-DD","usd":{"eur":0.88,...}}
//   v1/currencies.min.json       upstream's code -> name table (used only as
//                                a last-resort crypto name and for review)

import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { exists, mapPool, npmView, packAndExtract, readJson } from './npm-cache.mjs';

export const RATES_PACKAGE = '@fawazahmed0/currency-api';
const USD_FILE = 'package/v1/currencies/usd.min.json';
const NAMES_FILE = 'package/v1/currencies.min.json';

/** `2024.3.2` -> `2024-03-02`, or null when the version is not a real calendar date. */
export function versionToDate(version) {
  const m = /^(\d{4})\.(\d{1,2})\.(\d{1,2})$/.exec(version);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Asks the registry for the versions and their publish times. One `npm view
 * time` call answers both (every published version has a time entry). When
 * the registry cannot be reached the last answer in the cache is used, so a
 * rebuild from the cache works offline.
 */
export async function listVersions(cacheRoot, { offline }) {
  const file = join(cacheRoot, 'rates', 'registry-time.json');
  let time;
  if (!offline) {
    try {
      time = await npmView(RATES_PACKAGE, 'time');
      await mkdir(join(cacheRoot, 'rates'), { recursive: true });
      await writeFile(file, `${JSON.stringify(time, Object.keys(time).sort(), 1)}\n`);
    } catch (err) {
      if (!(await exists(file))) throw err;
      console.warn(`  registry not reachable (${err.message.split('\n')[0]}); using the cached version list`);
    }
  }
  time ??= await readJson(file);
  const dated = [];
  const skipped = [];
  for (const [version, published] of Object.entries(time)) {
    if (version === 'created' || version === 'modified') continue;
    const date = versionToDate(version);
    if (date) dated.push({ version, date, published });
    else skipped.push(version);
  }
  dated.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { dated, skipped };
}

/**
 * Downloads every version not yet in the cache, `concurrency` at a time.
 * A cached version is the directory rates/<version>/ holding both files.
 */
export async function fetchRateFiles(cacheRoot, versions, { concurrency, npmCacheDir, scratchDir }) {
  const dirOf = (v) => join(cacheRoot, 'rates', v);
  const todo = [];
  for (const v of versions) if (!(await exists(join(dirOf(v), 'v1', 'currencies', 'usd.min.json')))) todo.push(v);
  console.log(`  ${versions.length - todo.length} versions cached, ${todo.length} to download`);
  let done = 0;
  await mapPool(todo, concurrency, async (v) => {
    await packAndExtract(`${RATES_PACKAGE}@${v}`, [USD_FILE], dirOf(v), {
      npmCacheDir,
      scratchDir,
      optionalMembers: [NAMES_FILE],
    });
    done++;
    if (done % 10 === 0 || done === todo.length) console.log(`  downloaded ${done}/${todo.length} (last ${v})`);
  });
  return todo.length;
}

/**
 * Reads one cached version. The numbers are kept as the literal text that
 * upstream wrote (see readRateLiterals), not as parsed doubles.
 */
export async function readRateFile(cacheRoot, version) {
  const dir = join(cacheRoot, 'rates', version);
  const text = await readFile(join(dir, 'v1', 'currencies', 'usd.min.json'), 'utf8');
  const names = (await exists(join(dir, 'v1', 'currencies.min.json'))) ? await readJson(join(dir, 'v1', 'currencies.min.json')) : {};
  return { ...readRateLiterals(text, version), names };
}

/**
 * Parses usd.min.json while keeping each rate's source literal.
 *
 * JSON.parse would turn `0.000012017405123456789` into the nearest double and
 * lose digits; the dataset must carry exactly what upstream wrote, so the
 * literals are taken from the text and cross-checked against JSON.parse
 * (same keys, same values) so the small scanner cannot silently disagree.
 */
export function readRateLiterals(text, version) {
  const parsed = JSON.parse(text);
  if (typeof parsed.date !== 'string' || typeof parsed.usd !== 'object' || parsed.usd === null) {
    throw new Error(`${version}: usd.min.json has no date/usd`);
  }
  const start = text.indexOf('"usd":{');
  if (start < 0) throw new Error(`${version}: cannot find the usd object`);
  const end = text.indexOf('}', start);
  const body = text.slice(start + 7, end);
  const literals = {};
  const re = /"([^"\\]+)":(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|null|"[^"]*")(?:,|$)/gy;
  let m;
  let consumed = 0;
  while ((m = re.exec(body))) {
    literals[m[1]] = m[2];
    consumed = re.lastIndex;
  }
  if (consumed !== body.length) throw new Error(`${version}: unexpected text in usd object at ${consumed}`);
  const keys = Object.keys(parsed.usd);
  if (keys.length !== Object.keys(literals).length) throw new Error(`${version}: scanner/JSON.parse key mismatch`);
  for (const k of keys) {
    const lit = literals[k];
    const back = lit === 'null' ? null : lit.startsWith('"') ? JSON.parse(lit) : Number(lit);
    if (!Object.is(back, parsed.usd[k])) throw new Error(`${version}: literal ${k}=${lit} disagrees with JSON.parse`);
  }
  return { date: parsed.date, literals };
}
