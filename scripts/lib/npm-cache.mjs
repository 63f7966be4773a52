// Download helpers for scripts/build-data.mjs.
//
// Everything comes from the npm registry through the ordinary `npm` client
// (`npm view`, `npm pack`) and is unpacked with the `tar` CLI, so the build
// needs no npm dependency of its own. Downloads land in a cache directory
// and only the files the build reads are kept, so a rerun fetches only what
// is new and the cache stays a few MB instead of a few hundred.

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileP = promisify(execFile);

/**
 * Runs a command and returns its stdout; stderr is kept for the error message.
 * npm prints harmless config warnings on stderr, so stderr alone is not failure.
 */
export async function run(cmd, args, options = {}) {
  try {
    const { stdout } = await execFileP(cmd, args, { maxBuffer: 256 * 1024 * 1024, ...options });
    return stdout;
  } catch (err) {
    const detail = String(err.stderr || err.message)
      .split('\n')
      .filter((l) => !/npm warn/i.test(l))
      .join('\n');
    throw new Error(`${cmd} ${args.join(' ')} failed: ${detail.trim()}`);
  }
}

/** `npm view <spec> <field> --json`, parsed. */
export async function npmView(spec, field) {
  const out = await run('npm', ['view', spec, field, '--json']);
  return JSON.parse(out);
}

export async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export async function readJson(path) {
  return JSON.parse(await readFile(path, 'utf8'));
}

/**
 * Packs `spec` with npm, extracts `members` (paths inside the tarball, all
 * under `package/`) into `destDir`, and deletes the tarball.
 *
 * npm's own cache is pointed at a scratch directory under the build cache
 * (`npmCacheDir`) so a few hundred MB of tarballs do not pile up in ~/.npm;
 * the caller removes that directory at the end of the run.
 * The files are first extracted into a temporary directory and renamed into
 * place, so an interrupted run never leaves a half-written cache entry.
 *
 * @returns the list of members that were actually present in the tarball
 */
export async function packAndExtract(spec, members, destDir, { npmCacheDir, scratchDir, optionalMembers = [] }) {
  await mkdir(scratchDir, { recursive: true });
  const work = await mkdtemp(join(scratchDir, 'pack-'));
  try {
    const out = await run('npm', ['pack', spec, '--json', '--pack-destination', work, '--cache', npmCacheDir]);
    const [{ filename }] = JSON.parse(out);
    const tgz = join(work, filename);
    const listing = new Set((await run('tar', ['-tzf', tgz])).split('\n').filter(Boolean));
    const missing = members.filter((m) => !listing.has(m));
    if (missing.length) throw new Error(`${spec}: tarball lacks ${missing.join(', ')}`);
    const present = [...members, ...optionalMembers.filter((m) => listing.has(m))];
    const unpack = join(work, 'x');
    await mkdir(unpack);
    // Members are given one by one so tar never unpacks the other ~700 files.
    await run('tar', ['-xzf', tgz, '-C', unpack, ...present]);
    await rm(tgz);
    await mkdir(destDir, { recursive: true });
    for (const m of present) {
      const target = join(destDir, m.replace(/^package\//, ''));
      await mkdir(join(target, '..'), { recursive: true });
      await rename(join(unpack, m), target);
    }
    return present;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Makes sure `name@version` is in the cache with the given members and returns
 * the cache directory that holds them (paths without the leading `package/`).
 * A `.complete` marker is written last, so a half-done entry is fetched again.
 */
export async function cachedPackage(cacheRoot, name, version, members, ctx) {
  const dir = join(cacheRoot, 'packages', `${name.replace('/', '__')}@${version}`);
  const marker = join(dir, '.complete');
  const want = JSON.stringify({ members, optional: LICENCE_FILES });
  if ((await exists(marker)) && (await readFile(marker, 'utf8')) === want) return dir;
  if (ctx.offline) throw new Error(`${name}@${version} is not in the cache; run once without --offline`);
  await rm(dir, { recursive: true, force: true });
  console.log(`  fetching ${name}@${version} ...`);
  await packAndExtract(`${name}@${version}`, members, dir, { ...ctx, optionalMembers: LICENCE_FILES });
  await writeFile(marker, want);
  return dir;
}

/** Licence files kept next to a package's data, so the README can carry their notices. */
export const LICENCE_FILES = ['package/LICENSE', 'package/LICENSE.txt', 'package/LICENSE.md', 'package/LICENCE'];

/** The text of the first licence file a cached package has, or null. */
export async function readLicence(dir) {
  for (const f of LICENCE_FILES) {
    const path = join(dir, f.replace(/^package\//, ''));
    if (await exists(path)) return (await readFile(path, 'utf8')).trim();
  }
  return null;
}

/** Runs `worker(item)` over `items` with at most `limit` at a time, in order of the items. */
export async function mapPool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      results[i] = await worker(items[i], i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
